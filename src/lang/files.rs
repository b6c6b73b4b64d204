//! Save and PDN errors rendered for a player in English or Italian, like every other
//! error (see `errors.rs`). A few of them still carry an English fragment from below (an
//! I/O verb, a serde message, the reason a stored move was refused); those fragments are
//! shown as they are, inside a sentence of the player's language.

use crate::game::pdn::{self, PdnError};
use crate::game::save::SaveError;

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
        PdnError::Unclosed { what, line } => tr!(
            lang,
            "line {line}: a {what} is opened but never closed",
            "riga {line}: {what} aperto e mai chiuso"
        ),
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
        PdnError::BadFen { fen, reason } => tr!(
            lang,
            "bad FEN tag \"{fen}\": {reason}",
            "etichetta FEN \"{fen}\" errata: {reason}"
        ),
        PdnError::BadMove {
            number,
            text,
            reason,
        } => tr!(
            lang,
            "move {number} ({text}) is illegal in that position: {reason}",
            "la mossa {number} ({text}) non è legale in quella posizione: {reason}"
        ),
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
            let verb = io_action_it(action);
            tr!(
                lang,
                "cannot {action} {p}: {error}",
                "impossibile {verb} {p}: {error}"
            )
        }
        SaveError::TooLarge { path, size } => {
            let p = path.display();
            tr!(
                lang,
                "{p} is {size} bytes; a save or PDN file is at most 1 MiB, so this is not one",
                "{p} è di {size} byte; un salvataggio o un file PDN è al massimo 1 MiB, quindi non lo è"
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
                "{p} is a version {version} save, newer than this dama (it reads versions 1 and 2): update dama to open it",
                "{p} è un salvataggio versione {version}, più recente di questo dama (che legge le versioni 1 e 2): aggiorna dama per aprirlo"
            )
        }
        SaveError::Invalid { path, message } => format!("{}: {message}", path.display()),
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
fn io_action_it(action: &str) -> &str {
    match action {
        "open" => "aprire",
        "read" => "leggere",
        "write" => "scrivere",
        "replace" => "sostituire",
        "create the directory" => "creare la cartella",
        other => other,
    }
}
