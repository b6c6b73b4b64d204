//! Words of outside engines in the terminal game (a program speaking the Hub protocol
//! in a seat), in English and Italian: the seat in the panel and on the new-game page,
//! its moves, and what went wrong when it failed (the client's errors, rendered here).

use crate::lang::{Lang, tr};
use crate::protocol::client::ClientError;

/// The seat's player in the panel: "Engine Scan 3.1".
pub fn seat_player(lang: Lang, name: &str) -> String {
    tr!(lang, "Engine {name}", "Motore {name}")
}

/// The seat's value on the new-game page: "Hub engine: dama hub".
pub fn seat_choice(lang: Lang, command: &str) -> String {
    let shown = if command.trim().is_empty() {
        match lang {
            Lang::En => "(type its command: Enter)",
            Lang::It => "(scrivi il comando: Invio)",
        }
    } else {
        command
    };
    tr!(lang, "Hub engine: {shown}", "Motore Hub: {shown}")
}

/// The prompt over the engine's command being typed.
pub fn command_prompt(lang: Lang) -> String {
    tr!(
        lang,
        "The engine's command (a Hub protocol program, like: dama hub). Enter: done",
        "Il comando del motore (un programma del protocollo Hub, come: dama hub). Invio: fatto"
    )
}

/// A seat chosen as an engine with no command typed.
pub fn no_command(lang: Lang) -> String {
    tr!(
        lang,
        "Type the engine's command (Enter on its row), or choose another player",
        "Scrivi il comando del motore (Invio sulla sua riga), o scegli un altro giocatore"
    )
}

/// Its move, for the message under the board: "Scan: 22-18".
pub fn moved(name: &str, mv: &str) -> String {
    format!("{name}: {mv}")
}

/// What the client reported, in the player's language.
pub fn client_error(lang: Lang, e: &ClientError) -> String {
    match e {
        ClientError::EmptyCommand => tr!(lang, "the command is empty", "il comando è vuoto"),
        ClientError::Spawn { reason, .. } => {
            tr!(lang, "cannot start it: {reason}", "non si avvia: {reason}")
        }
        ClientError::Exited => tr!(
            lang,
            "it exited (or closed its output)",
            "è terminato (o ha chiuso la sua uscita)"
        ),
        ClientError::Timeout(ms) => tr!(
            lang,
            "no answer within {ms} ms",
            "nessuna risposta entro {ms} ms"
        ),
        ClientError::LineTooLong(n) => tr!(
            lang,
            "it wrote a line longer than {n} bytes",
            "ha scritto una riga più lunga di {n} byte"
        ),
        ClientError::NotUtf8(text) => tr!(
            lang,
            "it wrote bytes that are not UTF-8: \"{text}\"",
            "ha scritto byte che non sono UTF-8: \"{text}\""
        ),
        ClientError::Garbled(text) => tr!(
            lang,
            "a garbled answer: \"{text}\"",
            "una risposta illeggibile: \"{text}\""
        ),
    }
}

/// An illegal move it answered.
pub fn illegal_move(lang: Lang, mv: &str) -> String {
    tr!(
        lang,
        "it answered an illegal move: \"{mv}\"",
        "ha risposto una mossa illegale: \"{mv}\""
    )
}

/// The game ended by the engine's fault: "Engine \"./scan hub\" (White): it exited …
/// The game is over and saved."
pub fn game_ended(lang: Lang, command: &str, seat: &str, what: &str) -> String {
    tr!(
        lang,
        "Engine \"{command}\" ({seat}): {what}. The game is over (saved as it stood).",
        "Motore \"{command}\" ({seat}): {what}. La partita è finita (salvata com'era)."
    )
}

/// A game the Hub protocol does not speak: its seat is played by dama.
pub fn not_covered(lang: Lang, game: &str) -> String {
    tr!(
        lang,
        "The Hub protocol has no {game}: dama plays the engine's seat",
        "Il protocollo Hub non ha {game}: il posto del motore lo gioca dama"
    )
}

/// An outside engine failed in the middle of an analysis: "The engine \"scan\" stopped
/// the analysis: it exited (or closed its output)".
pub fn analysis_failed(lang: Lang, name: &str, what: &str) -> String {
    tr!(
        lang,
        "The engine \"{name}\" stopped the analysis: {what}",
        "Il motore \"{name}\" ha fermato l'analisi: {what}"
    )
}
