//! Save and PDN errors rendered for a player in English or Italian, like every other
//! error (see `errors.rs`). The game's own error inside them (a refused move, an
//! unreadable FEN) is kept as a value and rendered here too; only what comes from outside
//! the program (the operating system's I/O message, a JSON parser's message) keeps its
//! English words, inside a sentence of the player's language.

use crate::draughts::italian;
use crate::game::MoveProblem;
use crate::game::pdn::{self, PdnError};
use crate::game::save::{IoAction, SaveError};
use crate::lang::LangText;

use super::{Lang, Localize};

impl Localize for SaveError {
    fn localize(&self, lang: Lang) -> String {
        render_save_error(lang, self)
    }
}

impl Localize for PdnError {
    fn localize(&self, lang: Lang) -> String {
        render_pdn_error(lang, self)
    }
}

/// The name of the draughts variant a PDN `GameType` number names.
fn game_type_name(lang: Lang, number: Option<u8>) -> &'static str {
    let t = lang.text();
    match number {
        Some(20) => t.international,
        Some(21) => t.english,
        Some(22) => t.italian,
        Some(26) => t.brazilian,
        _ => match lang {
            Lang::En => "a game dama does not play",
            Lang::It => "un gioco che dama non conosce",
        },
    }
}

/// A PDN text that cannot be turned into a game.
pub fn render_pdn_error(lang: Lang, e: &PdnError) -> String {
    match e {
        PdnError::NoGames => tr!(
            lang,
            "no game found: a PDN game is tags like [White \"…\"] followed by moves like 1. 22-18 11-15",
            "nessuna partita: una partita PDN è fatta di etichette come [White \"…\"] seguite da mosse come 1. 22-18 11-15"
        ),
        PdnError::NoSuchGame { wanted, count } => tr!(
            lang,
            "there is no game {wanted}: the file holds {count} game(s)",
            "la partita {wanted} non c'è: il file ne contiene {count}"
        ),
        PdnError::Unclosed { what, line } => {
            let it = match what {
                pdn::Bracket::Comment => "un {commento}",
                pdn::Bracket::Variation => "una (variante)",
                pdn::Bracket::Tag => "un'[etichetta]",
            };
            tr!(
                lang,
                "line {line}: a {what} is opened but never closed",
                "riga {line}: manca la chiusura di {it}"
            )
        }
        PdnError::BadTag { line } => tr!(
            lang,
            "line {line}: cannot read the tag: write it as [Name \"value\"]",
            "riga {line}: etichetta illeggibile: scrivila come [Nome \"valore\"]"
        ),
        PdnError::OtherGame { found, expected } => {
            let is = game_type_name(lang, pdn::game_type_number(found));
            let want = game_type_name(lang, Some(*expected));
            tr!(
                lang,
                "GameType \"{found}\" is {is}, not {want} (GameType {expected})",
                "GameType \"{found}\" è {is}, non {want} (GameType {expected})"
            )
        }
        PdnError::BadFen { fen, reason } => {
            let reason = render_cause(lang, reason.0.as_ref());
            tr!(
                lang,
                "bad FEN tag \"{fen}\": {reason}",
                "etichetta FEN \"{fen}\" errata: {reason}"
            )
        }
        PdnError::BadMove {
            number,
            text,
            reason,
        } => {
            let reason = render_problem(lang, reason);
            tr!(
                lang,
                "move {number} ({text}) is illegal in that position: {reason}",
                "la mossa {number} ({text}) non è legale in quella posizione: {reason}"
            )
        }
    }
}

/// A save that cannot be read or written; every message names the file.
pub fn render_save_error(lang: Lang, e: &SaveError) -> String {
    match e {
        SaveError::Io {
            action,
            path,
            error,
        } => {
            let p = path.display();
            let verb = io_action_it(*action);
            tr!(
                lang,
                "cannot {action} {p}: {error}",
                "impossibile {verb} {p}: {error}"
            )
        }
        SaveError::NotAFile { path } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is not a regular file (a folder, a pipe or a device): a save or PDN file is a regular file",
                "{p} non è un file normale (è una cartella, una pipe o un dispositivo): un salvataggio o un file PDN è un file normale"
            )
        }
        SaveError::NotAGame { path } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is neither a PDN file nor a dama save",
                "{p} non è né un file PDN né un salvataggio di dama"
            )
        }
        SaveError::TooLarge { path, size } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is {size} bytes; a save is at most 1 MiB, so this is not one",
                "{p} è di {size} byte; un salvataggio è al massimo 1 MiB, quindi non lo è"
            )
        }
        SaveError::TooLargePdn { path, size } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is {size} bytes; a PDN file is at most 256 MiB: split it into smaller files",
                "{p} è di {size} byte; un file PDN è al massimo 256 MiB: dividilo in file più piccoli"
            )
        }
        SaveError::NotJson {
            path,
            line,
            column,
            message,
        } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is not JSON (line {line}, column {column}): {message}",
                "{p} non è JSON (riga {line}, colonna {column}): {message}"
            )
        }
        SaveError::NotASave { path } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is not a dama save: it has no \"format\": \"dama-save\"",
                "{p} non è un salvataggio di dama: manca \"format\": \"dama-save\""
            )
        }
        SaveError::NewerVersion { path, version } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is a version {version} save, newer than this dama (it reads versions 1 to 3): update dama to open it",
                "{p} è un salvataggio versione {version}, più recente di questo dama (che legge le versioni da 1 a 3): aggiorna dama per aprirlo"
            )
        }
        SaveError::Invalid { path, message } => format!("{}: {message}", path.display()),
        SaveError::Unreadable { path } => {
            let p = path.display();
            tr!(
                lang,
                "{p}: a field holds a value this dama cannot read: compare the file with a save this dama wrote",
                "{p}: un campo contiene un valore che questo dama non sa leggere: confronta il file con un salvataggio scritto da dama"
            )
        }
        SaveError::BadField {
            path,
            field,
            value,
            expected,
        } => match lang {
            Lang::En => e.to_string(),
            Lang::It => format!(
                "{}: {}",
                path.display(),
                bad_field_it(field, value.as_deref(), expected)
            ),
        },
        SaveError::UnknownGame {
            path,
            game,
            variant,
        } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is a game of \"{game}\" {variant}, which this dama does not know",
                "{p} è una partita di \"{game}\" {variant}, che questo dama non conosce"
            )
        }
        SaveError::OtherGame {
            path,
            game,
            variant,
            expected,
        } => {
            let p = path.display();
            tr!(
                lang,
                "{p}: the save is a game of {variant} ({game}), not of {expected}",
                "{p}: il salvataggio è una partita di {variant} ({game}), non di {expected}"
            )
        }
        SaveError::BadStart { path, fen, reason } => {
            let p = path.display();
            let reason = render_cause(lang, reason.as_ref());
            tr!(
                lang,
                "{p}: the start position \"{fen}\" cannot be read: {reason}",
                "{p}: la posizione iniziale \"{fen}\" non si legge: {reason}"
            )
        }
        SaveError::BadMove {
            path,
            number,
            text,
            reason,
        } => {
            let p = path.display();
            let reason = render_problem(lang, reason);
            tr!(
                lang,
                "{p}: move {number} ({text}) is illegal in that position: {reason}",
                "{p}: la mossa {number} ({text}) non è legale in quella posizione: {reason}"
            )
        }
        SaveError::BadCursor {
            path,
            cursor,
            moves,
        } => {
            let p = path.display();
            tr!(
                lang,
                "{p}: the cursor is at ply {cursor} but the game has only {moves} moves",
                "{p}: il cursore è alla semimossa {cursor} ma la partita ha solo {moves} mosse"
            )
        }
        SaveError::ResultMismatch {
            path,
            stored,
            actual,
        } => {
            let p = path.display();
            tr!(
                lang,
                "{p}: the result says \"{stored}\" but the moves give \"{actual}\"",
                "{p}: il risultato dice \"{stored}\" ma le mosse danno \"{actual}\""
            )
        }
        SaveError::Exists { path } => {
            let p = path.display();
            tr!(
                lang,
                "{p} already holds another game: choose another name, or overwrite it on purpose",
                "{p} contiene già un'altra partita: scegli un altro nome, o sovrascrivila apposta"
            )
        }
        SaveError::Pdn { path, error } => {
            let e = render_pdn_error(lang, error);
            format!("{}: {e}", path.display())
        }
    }
}

/// The Italian infinitive of an I/O step the save module names. The save module gives
/// it as a fixed English word (see the report: it should become an enum).
impl Localize for crate::config::ConfigError {
    fn localize(&self, lang: Lang) -> String {
        use crate::config::ConfigError as E;
        let p = self.path().display();
        match self {
            E::Read { error, .. } => tr!(
                lang,
                "cannot read the settings file {p}: {error}",
                "impossibile leggere il file delle impostazioni {p}: {error}"
            ),
            E::Write { error, .. } => tr!(
                lang,
                "cannot write the settings file {p}: {error}",
                "impossibile scrivere il file delle impostazioni {p}: {error}"
            ),
            E::TooLarge { .. } => tr!(
                lang,
                "the settings file {p} is too large (at most 64 KiB)",
                "il file delle impostazioni {p} è troppo grande (al massimo 64 KiB)"
            ),
            E::NotUtf8 { at, .. } => {
                let (line, column) = (at.line, at.column);
                tr!(
                    lang,
                    "the settings file {p} is not text: line {line}, column {column} is not UTF-8",
                    "il file delle impostazioni {p} non è testo: riga {line}, colonna {column} non è UTF-8"
                )
            }
            E::Syntax {
                line,
                column,
                message,
                ..
            } => tr!(
                lang,
                "the settings file {p} is not valid (line {line}, column {column}): {message}",
                "il file delle impostazioni {p} non è valido (riga {line}, colonna {column}): {message}"
            ),
            E::Newer { version, .. } => {
                let ours = crate::config::VERSION;
                tr!(
                    lang,
                    "the settings file {p} was written by a newer dama (format {version}, this one reads {ours}); update dama or remove the file",
                    "il file delle impostazioni {p} è di un dama più recente (formato {version}, questo legge il {ours}); aggiorna dama o togli il file"
                )
            }
            E::BadValue {
                key,
                value,
                allowed,
                ..
            } => tr!(
                lang,
                "the settings file {p}: \"{key}\" cannot be {value} (allowed: {allowed})",
                "il file delle impostazioni {p}: \"{key}\" non può valere {value} (valori ammessi: {allowed})"
            ),
        }
    }
}

fn io_action_it(action: IoAction) -> &'static str {
    match action {
        IoAction::Open => "aprire",
        IoAction::Read => "leggere",
        IoAction::Write => "scrivere",
        IoAction::Replace => "sostituire",
        IoAction::CreateDirectory => "creare la cartella",
    }
}

/// A game's own error kept inside a file error, in the player's language when it is one
/// of the games' errors (any other error keeps its own words).
fn render_cause(lang: Lang, e: &(dyn std::error::Error + Send + Sync + 'static)) -> String {
    if let Some(e) = e.downcast_ref::<italian::MoveError>() {
        return e.localize(lang);
    }
    if let Some(e) = e.downcast_ref::<italian::FenError>() {
        return e.localize(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::draughts::MoveError>() {
        return e.localize(lang);
    }
    if e.downcast_ref::<crate::core::NotLegal>().is_some() {
        return tr!(
            lang,
            "that move is not legal in this position",
            "quella mossa non è legale in questa posizione"
        );
    }
    e.to_string()
}

/// Why a recorded move cannot be played.
fn render_problem(lang: Lang, p: &MoveProblem) -> String {
    match p {
        MoveProblem::Over(result) => {
            let (head, why) = super::errors::render_result(lang, result);
            tr!(
                lang,
                "the game was already over ({head}: {why})",
                "la partita era già finita ({head}: {why})"
            )
        }
        MoveProblem::Refused(cause) => render_cause(lang, cause.as_ref()),
    }
}

/// A save's bad field in Italian (the English is the error's own message).
fn bad_field_it(
    field: &str,
    value: Option<&str>,
    expected: &crate::game::save::Expected,
) -> String {
    use crate::game::save::{Expected as X, REASONS};
    let list = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let allowed = match expected {
        X::Text => "un testo tra virgolette".to_string(),
        X::Moves => {
            "un elenco di mosse, ciascuna tra virgolette, come [\"22-18\", \"10-14\"]".into()
        }
        X::Cursor => "un numero intero da 0 al numero delle mosse".into(),
        X::Seats(seats) => format!("un oggetto con {}", list(seats)),
        X::Player => {
            "{\"player\": \"human\"} oppure {\"player\": \"computer\", \"level\": da 1 a 10}".into()
        }
        X::PlayerKind => "\"human\" oppure \"computer\"".into(),
        X::Level => "un numero intero da 1 a 10 (il livello del computer)".into(),
        X::Time => "una data e un'ora come \"2026-01-31T18:05:00Z\"".into(),
        X::Result => "null (la partita continua) oppure {\"winner\": ..., \"reason\": ...}".into(),
        X::Winner(seats) => format!("null (patta) oppure uno tra {}", list(seats)),
        X::Reason => format!("uno tra {}", list(REASONS)),
        X::Tags => "un oggetto i cui valori sono testi tra virgolette".into(),
        X::Clock => "null (senza orologio) oppure {\"control\": ..., \"left_ms\": ...}".into(),
        X::ControlKind => "{\"kind\": \"per_move\", \"period\" oppure \"increment\", ...}".into(),
        X::PositiveMillis => "un numero intero di millisecondi da 1 a 999999999999".into(),
        X::Millis => "un numero intero di millisecondi da 0 a 999999999999".into(),
        X::PeriodMoves => "un numero intero di mosse, 1 o più".into(),
        X::Tree => "un elenco di mosse come [{\"move\": \"22-18\"}, {\"move\": \"10-14\", \"parent\": 0}], con \"nags\" (numeri da 0 a 255), \"before\" e \"comments\" (elenchi di testi) ed \"end\" (un risultato) facoltativi".into(),
        X::TreeParent => "il numero di una mossa precedente dell'albero (contando da 0), oppure nessun \"parent\" per una prima mossa".into(),
        X::TagOrder => "un elenco di nomi di tag, ciascuno tra virgolette".into(),
        X::V1Rules => "\"italian\" (un salvataggio versione 1 è di dama italiana)".into(),
        X::Version => "1, 2 oppure 3 (le versioni che questo dama legge)".into(),
        X::WinnerForReason => {
            "un giocatore per un abbandono o una sconfitta a tempo, null per una patta d'accordo"
                .into()
        }
    };
    let name = match crate::game::save::italian_meaning(field) {
        Some(m) => format!("\"{field}\" ({m})"),
        None => format!("\"{field}\""),
    };
    match value {
        None => format!("manca {name}: deve essere {allowed}"),
        Some(v) => format!("{name} non può valere {v}: deve essere {allowed}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::save;

    #[test]
    fn the_refused_move_inside_a_save_error_speaks_the_players_language() {
        let dir = std::env::temp_dir().join(format!("dama-lang-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok();
        let path = dir.join("bad.json");
        let text = r#"{"format": "dama-save", "version": 2, "game": "draughts",
            "variant": "italian", "start": "W:W21-32:B1-12", "moves": ["23-18"],
            "cursor": 1, "players": {"white": {"player": "human"},
            "black": {"player": "human"}}, "created": "2026-11-20T10:00:00Z",
            "updated": "2026-11-20T10:00:00Z", "result": null}"#;
        std::fs::write(&path, text).expect("write");
        let e = save::load_as::<italian::Position>(&path).expect_err("23-18 is illegal");
        let it = e.localize(Lang::It);
        assert!(
            it.contains("la mossa 1 (23-18) non è legale in quella posizione: 23-18 non è una mossa legale (da 23: 23-19 o 23-20)"),
            "{it}"
        );
        let en = e.localize(Lang::En);
        assert!(
            en.ends_with("23-18 is not a legal move (from 23: 23-19 or 23-20)"),
            "{en}"
        );
        let bad_fen = save::load_as::<italian::Position>(&{
            let p = dir.join("fen.json");
            std::fs::write(&p, text.replace("B1-12", "B1-12,33")).expect("write");
            p
        })
        .expect_err("33 is not a square");
        assert!(
            bad_fen.localize(Lang::It).contains("non si legge"),
            "{}",
            bad_fen.localize(Lang::It)
        );
        std::fs::remove_dir_all(&dir).ok();
    }
}
