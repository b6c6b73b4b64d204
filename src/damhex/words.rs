//! DamHex^3 in words, English and Italian: the seats' names and its move and
//! position-text errors (the game screen's words are in `tui/damhex/words.rs`). The rules are
//! the authors' (docs/rules/damhex.md).

use crate::damhex::text::{MoveError, PositionError};
use crate::lang::{Lang, tr};

/// A seat's name: White/Bianco, Black/Nero, Red/Rosso.
pub fn damhex_seat(lang: Lang, seat: usize) -> &'static str {
    match lang {
        Lang::En => ["White", "Black", "Red"][seat.min(2)],
        Lang::It => ["Bianco", "Nero", "Rosso"][seat.min(2)],
    }
}

fn seat_of(name: &str) -> usize {
    match name {
        "Black" => 1,
        "Red" => 2,
        _ => 0,
    }
}

/// Why a typed DamHex^3 move was refused, in the player's language.
pub fn render_damhex_move_error(lang: Lang, e: &MoveError) -> String {
    match e {
        MoveError::Syntax(t) => tr!(
            lang,
            "'{t}' is not a move: write c3-d4 for a step, a1xc3xe5 for a capture",
            "'{t}' non è una mossa: scrivi c3-d4 per un passo, a1xc3xe5 per una presa"
        ),
        MoveError::NoCell(c) => tr!(
            lang,
            "there is no dark cell '{c}'",
            "non c'è una casella scura '{c}'"
        ),
        MoveError::GameOver => tr!(lang, "the game is over", "la partita è finita"),
        MoveError::NotYours { who, cell } => {
            let who = damhex_seat(lang, seat_of(who));
            tr!(
                lang,
                "{who} has no piece on {cell}",
                "{who} non ha pezzi in {cell}"
            )
        }
        MoveError::RattoPending { thief, victim } => {
            let (t, v) = (
                damhex_seat(lang, seat_of(thief)),
                damhex_seat(lang, seat_of(victim)),
            );
            tr!(
                lang,
                "{t} steals {v}'s turn: first {t} captures (the ratto)",
                "{t} ruba il turno a {v}: prima {t} prende (il ratto)"
            )
        }
        MoveError::ManForward => tr!(
            lang,
            "men move forward only",
            "le pedine muovono solo in avanti"
        ),
        MoveError::KingSideways => tr!(
            lang,
            "kings never move sideways",
            "la dama non muove mai di lato"
        ),
        MoveError::TooFar => tr!(
            lang,
            "a piece moves one cell at a time",
            "un pezzo muove di una casella alla volta"
        ),
        MoveError::Occupied => tr!(lang, "that cell is not empty", "quella casella è occupata"),
        MoveError::CaptureCompulsory => {
            tr!(lang, "a capture is compulsory", "la presa è obbligatoria")
        }
        MoveError::ManTakesKing => tr!(
            lang,
            "a man cannot take a king",
            "la pedina non può prendere la dama"
        ),
        MoveError::Priority => tr!(
            lang,
            "another capture comes first: most pieces, then by a king, most kings, kings first",
            "un'altra presa ha la precedenza: più pezzi, poi con la dama, più dame, dame prima"
        ),
        MoveError::RattoOnlyVictim => tr!(
            lang,
            "you cannot steal a turn to capture only that player's pieces",
            "non si può fare il ratto per prendere solo pezzi del giocatore derubato"
        ),
        MoveError::Unfinished => tr!(
            lang,
            "a capture goes on while it can",
            "la presa continua finché può"
        ),
        MoveError::Ambiguous(t) => tr!(
            lang,
            "'{t}' fits more than one capture: write every landing",
            "'{t}' indica più prese: scrivi ogni casella d'arrivo"
        ),
        MoveError::Illegal => tr!(
            lang,
            "that move is not legal here",
            "quella mossa non è legale qui"
        ),
    }
}

/// Why DamHex^3 position text could not be read, in the player's language.
pub fn render_damhex_position_error(lang: Lang, e: &PositionError) -> String {
    match lang {
        // The English text is the error's own; Italian says the same.
        Lang::En => e.to_string(),
        Lang::It => match e {
            PositionError::Fields(n) => {
                format!(
                    "attesi TURNO:ULTIMO:W...:B...:R... (5 o 6 campi separati da ':'), trovati {n}"
                )
            }
            PositionError::Seat(s) => format!("'{s}' non è un giocatore: W, B o R"),
            PositionError::Side(f, c) => {
                format!("il campo '{f}' deve iniziare con {c} ed elencare le caselle")
            }
            PositionError::Cell(c) => format!("non c'è una casella scura '{c}'"),
            PositionError::Twice(c) => format!("la casella {c} ha due pezzi"),
            PositionError::TooMany(who, n) => {
                let who = damhex_seat(lang, seat_of(who));
                format!("{who} ha {n} pezzi; al massimo 12")
            }
            PositionError::Order(o) => {
                format!("'{o}' non è un ordine di eliminati (come OB o OB=R)")
            }
            PositionError::OutWithPieces(who) => {
                let who = damhex_seat(lang, seat_of(who));
                format!("{who} risulta eliminato ma ha pezzi")
            }
        },
    }
}
