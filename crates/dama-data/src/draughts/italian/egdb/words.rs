//! The endgame databases' errors for a player, in English or Italian.

use crate::draughts::italian::egdb::EgdbError;

use crate::lang::{Lang, Localize, tr};

impl Localize for EgdbError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            EgdbError::Io { path, source } => tr!(lang, "{}: {}", "{}: {}", path.display(), source),
            EgdbError::NotADatabase { path } => tr!(
                lang,
                "{}: not an endgame database file",
                "{}: non è un file di finali",
                path.display()
            ),
            EgdbError::Version { path, found } => tr!(
                lang,
                "{}: database format version {}, this program reads version 1: build it again",
                "{}: formato dei finali versione {}, questo programma legge la versione 1: ricostruiscilo",
                path.display(),
                found
            ),
            EgdbError::Truncated { path } => tr!(
                lang,
                "{}: the file is truncated: build it again",
                "{}: il file è troncato: ricostruiscilo",
                path.display()
            ),
            EgdbError::Checksum { path } | EgdbError::Corrupt { path } => tr!(
                lang,
                "{}: the file is corrupt: build it again",
                "{}: il file è danneggiato: ricostruiscilo",
                path.display()
            ),
            EgdbError::MissingSlice { path } => tr!(
                lang,
                "{}: missing: build the databases with fewer pieces first",
                "{}: manca: costruisci prima i finali con meno pezzi",
                path.display()
            ),
            EgdbError::NotAFile { path, kind } => {
                let it = crate::core::file_kind::file_kind_it(*kind);
                tr!(
                    lang,
                    "{}: {}, not a database file",
                    "{}: {}, non un file di finali",
                    path.display(),
                    match lang {
                        Lang::En => kind.to_string(),
                        Lang::It => it.to_string(),
                    }
                )
            }
            EgdbError::NoDataDir => tr!(
                lang,
                "no folder for the endgame databases: set DAMA_EGDB_DIR",
                "nessuna cartella per i finali: imposta DAMA_EGDB_DIR"
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_file_reads_in_both_languages() {
        let e = EgdbError::Truncated {
            path: "w0k2b0k1.egdb".into(),
        };
        assert!(e.localize(Lang::En).contains("truncated"));
        assert!(e.localize(Lang::It).contains("troncato"));
    }
}
