//! The opening books' errors for a player, in English or Italian: each names the file
//! (or the built-in book) and what to do.

use crate::draughts::book::{BadBook, BookError, Origin, format};

use crate::lang::{Lang, Localize, tr};

fn origin(lang: Lang, o: &Origin) -> String {
    match o {
        Origin::BuiltIn => tr!(
            lang,
            "the built-in opening book",
            "il libro d'aperture incorporato"
        ),
        Origin::File(p) => p.display().to_string(),
    }
}

/// The command that builds a book of `game` (Italian, the default, without `--game`).
fn build_command(game: &str) -> String {
    match game {
        "italian" => "dama book build".to_string(),
        _ => format!("dama book build --game {game}"),
    }
}

/// What is wrong with a book meant for `game`, and what to do.
fn bad_book(bad: &BadBook, game: &str, lang: Lang) -> String {
    let build = build_command(game);
    match bad {
        BadBook::OtherGame { found, wanted } => tr!(
            lang,
            "an opening book of {} draughts, not of {}: use a book of {} draughts (built by `{}`)",
            "un libro d'aperture di dama {}, non di {}: usa un libro di dama {} (costruito da `{}`)",
            found,
            wanted,
            wanted,
            build
        ),
        BadBook::KeyScheme { found, wanted } => tr!(
            lang,
            "opening book key scheme {}, this program reads scheme {}: build the book again with `{}`",
            "libro d'aperture con chiavi di schema {}, questo programma legge lo schema {}: ricostruisci il libro con `{}`",
            found,
            wanted,
            build
        ),
        other => other
            .localize(lang)
            .replace("`dama book build`", &format!("`{build}`")),
    }
}

impl Localize for BadBook {
    fn localize(&self, lang: Lang) -> String {
        match self {
            BadBook::NotABook => tr!(
                lang,
                "not an opening book file",
                "non è un file di libro d'aperture"
            ),
            BadBook::Version { found } => tr!(
                lang,
                "opening book format version {}, this program reads version {}: build the book again with `dama book build`",
                "libro d'aperture in formato versione {}, questo programma legge la versione {}: ricostruisci il libro con `dama book build`",
                found,
                format::VERSION
            ),
            BadBook::KeyScheme { .. } | BadBook::OtherGame { .. } => {
                bad_book(self, "italian", lang)
            }
            BadBook::Truncated => tr!(
                lang,
                "the opening book is truncated: build it again with `dama book build`",
                "il libro d'aperture è troncato: ricostruiscilo con `dama book build`"
            ),
            BadBook::Corrupt => tr!(
                lang,
                "the opening book is corrupt: build it again with `dama book build`",
                "il libro d'aperture è danneggiato: ricostruiscilo con `dama book build`"
            ),
        }
    }
}

impl Localize for BookError {
    fn localize(&self, lang: Lang) -> String {
        match self {
            BookError::Io { path, source } => tr!(lang, "{}: {}", "{}: {}", path.display(), source),
            BookError::Bad {
                origin: o,
                bad,
                game,
            } => format!("{}: {}", origin(lang, o), bad_book(bad, game, lang)),
            BookError::NotAFile { path, kind } => {
                let it = crate::core::file_kind::file_kind_it(*kind);
                tr!(
                    lang,
                    "{}: {}, not a book file",
                    "{}: {}, non un file di libro d'aperture",
                    path.display(),
                    match lang {
                        Lang::En => kind.to_string(),
                        Lang::It => it.to_string(),
                    }
                )
            }
            BookError::OtherPartial {
                path,
                found,
                wanted,
            } => tr!(
                lang,
                "{}: a partial build made with other settings ({}; now {}): delete it to start over, or build with its settings",
                "{}: una costruzione parziale fatta con altre impostazioni ({}; ora {}): cancellala per ricominciare, o costruisci con le sue impostazioni",
                path.display(),
                found,
                wanted
            ),
            BookError::BadPartial { path } => tr!(
                lang,
                "{}: the partial build file is damaged: delete it to start over",
                "{}: il file della costruzione parziale è danneggiato: cancellalo per ricominciare",
                path.display()
            ),
        }
    }
}

/// What the program says when it plays on without the book it was given.
///
/// ```
/// use dama_draughts::draughts::book::words::without_book;
/// use dama_draughts::draughts::italian::book::Book;
/// use dama_draughts::lang::Lang;
///
/// let err = Book::read("/no/such/book.bin".as_ref()).unwrap_err();
/// assert!(without_book(Lang::En, &err).contains("without an opening book"));
/// ```
pub fn without_book(lang: Lang, e: &BookError) -> String {
    tr!(
        lang,
        "{} (playing without an opening book)",
        "{} (si gioca senza libro d'aperture)",
        e.localize(lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_book_of_another_version_reads_in_both_languages() {
        let e = BookError::Bad {
            origin: Origin::BuiltIn,
            bad: BadBook::Version { found: 9 },
            game: "italian",
        };
        assert!(e.localize(Lang::En).contains("version 9"));
        assert!(e.localize(Lang::En).contains("dama book build"));
        assert!(e.localize(Lang::It).contains("versione 9"));
        assert!(without_book(Lang::It, &e).contains("senza libro"));
    }

    #[test]
    fn a_book_of_another_game_names_the_file_and_the_command() {
        let e = BookError::Bad {
            origin: Origin::File("b.bin".into()),
            bad: BadBook::OtherGame {
                found: "italian",
                wanted: "english",
            },
            game: "english",
        };
        let en = e.localize(Lang::En);
        assert!(
            en.starts_with("b.bin: an opening book of italian draughts"),
            "{en}"
        );
        assert!(en.contains("dama book build --game english"), "{en}");
        let cut = BookError::Bad {
            origin: Origin::BuiltIn,
            bad: BadBook::Truncated,
            game: "brazilian",
        };
        let it = cut.localize(Lang::It);
        assert!(
            it.contains("troncato") && it.contains("--game brazilian"),
            "{it}"
        );
    }
}
