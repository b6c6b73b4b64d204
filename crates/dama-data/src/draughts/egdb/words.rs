//! The endgame databases' errors (`crate::draughts::egdb::EgdbError`, Italian's and the
//! variants') for a player, in English or Italian: each names the file and what to do.

use crate::draughts::egdb::EgdbError;

use crate::lang::{Lang, Localize, tr};

/// The game's name in the player's language.
fn game(lang: Lang, name: &str) -> String {
    match (lang, name) {
        (Lang::It, "english") => "inglese".into(),
        (Lang::It, "brazilian") => "brasiliana".into(),
        (Lang::It, "international") => "internazionale".into(),
        (Lang::It, "italian") => "italiana".into(),
        (Lang::It, "unknown") => "sconosciuta".into(),
        _ => name.into(),
    }
}

impl Localize for EgdbError {
    fn localize(&self, lang: Lang) -> String {
        let rebuild_it = "cancellalo e ricostruisci (`dama egdb build` tiene le parti sane)";
        match self {
            EgdbError::WrongGame { path, found, want } => match lang {
                Lang::En => self.to_string(),
                Lang::It => format!(
                    "{}: un finale della dama {}, non {}: spostalo nella cartella {found}, o costruisci quelli giusti con `dama egdb build --game {want}`",
                    path.display(),
                    game(lang, found),
                    game(lang, want),
                ),
            },
            EgdbError::Truncated { path } => match lang {
                Lang::En => self.to_string(),
                Lang::It => format!("{}: il file è troncato: {rebuild_it}", path.display()),
            },
            EgdbError::Checksum { path } | EgdbError::Corrupt { path } => match lang {
                Lang::En => format!(
                    "{}: the file is corrupt: delete it and build again (`dama egdb build` keeps the sound slices)",
                    path.display()
                ),
                Lang::It => format!("{}: il file è danneggiato: {rebuild_it}", path.display()),
            },
            EgdbError::NotADatabase { path } => tr!(
                lang,
                "{}: not an endgame database file of this program: remove it",
                "{}: non è un file di finali di questo programma: toglilo",
                path.display()
            ),
            EgdbError::Version { path, found } => tr!(
                lang,
                "{}: database format version {}, this program reads version 1: build it again",
                "{}: formato dei finali versione {}, questo programma legge la versione 1: ricostruiscilo",
                path.display(),
                found
            ),
            EgdbError::MissingSlice { path } => tr!(
                lang,
                "{}: missing: build the databases with fewer pieces first",
                "{}: manca: costruisci prima i finali con meno pezzi",
                path.display()
            ),
            EgdbError::NoDataDir => tr!(
                lang,
                "no folder for the endgame databases: set DAMA_EGDB_DIR",
                "nessuna cartella per i finali: imposta DAMA_EGDB_DIR"
            ),
            EgdbError::NotAFile { path, kind } => tr!(
                lang,
                "{}: {}, not a database file",
                "{}: {}, non un file di finali",
                path.display(),
                match lang {
                    Lang::En => kind.to_string(),
                    Lang::It => crate::core::file_kind::file_kind_it(*kind).to_string(),
                }
            ),
            EgdbError::Io { .. } => match lang {
                Lang::En => self.to_string(),
                Lang::It => format!("{self} (errore di lettura)"),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_database_error_reads_in_both_languages() {
        let e = EgdbError::WrongGame {
            path: "english/w0k1b0k1.vdb".into(),
            found: "brazilian".into(),
            want: "english".into(),
        };
        assert!(
            e.localize(Lang::En)
                .contains("brazilian draughts, not english")
        );
        assert!(
            e.localize(Lang::It)
                .contains("dama brasiliana, non inglese")
        );
        let t = EgdbError::Truncated {
            path: "w0k2b0k1.vdb".into(),
        };
        assert!(t.localize(Lang::It).contains("troncato"));
        // Italian's files are refused in the same words.
        let t = EgdbError::Truncated {
            path: "w0k2b0k1.egdb".into(),
        };
        assert!(t.localize(Lang::En).contains("truncated"));
        assert!(t.localize(Lang::It).contains("troncato"));
    }
}
