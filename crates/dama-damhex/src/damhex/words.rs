//! DamHex^3 in words, English and Italian: the seats' names and its move and
//! position-text errors (the game screen's words are in `tui/damhex/words.rs`). The rules are
//! the authors' (docs/rules/damhex.md).

use crate::damhex::refusal::RattoBar;
use crate::damhex::text::{MoveError, PositionError};
use crate::lang::{Lang, tr};

/// A seat's name: White/Bianco, Black/Nero, Red/Rosso.
///
/// ```
/// use dama_damhex::damhex::words::damhex_seat;
/// use dama_damhex::lang::Lang;
///
/// assert_eq!(damhex_seat(Lang::En, 2), "Red");
/// assert_eq!(damhex_seat(Lang::It, 2), "Rosso");
/// ```
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
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::Position;
/// use dama_damhex::damhex::words::render_damhex_move_error;
/// use dama_damhex::lang::Lang;
///
/// let err = Position::start().parse_move("hello").unwrap_err();
/// assert!(render_damhex_move_error(Lang::En, &err).contains("is not a move"));
/// ```
pub fn render_damhex_move_error(lang: Lang, e: &MoveError) -> String {
    match e {
        MoveError::Syntax(t) => tr!(
            lang,
            "'{t}' is not a move: write c3-d4 for a step, a1xc3xe5 for a capture",
            "'{t}' non è una mossa: scrivi c3-d4 per un passo, a1xc3xe5 per una presa"
        ),
        MoveError::NoCell(c) => tr!(
            lang,
            "{c} is not a cell: rows a to i, each numbered from 1 (a1-a5 ... e1-e9 ... i1-i5)",
            "{c} non è una casella: righe da a a i, numerate da 1 (a1-a5 ... e1-e9 ... i1-i5)"
        ),
        MoveError::NoRatto { thief, victim, why } => {
            let (t, v) = (seat_of(thief), seat_of(victim));
            render_ratto_bar(lang, t, v, *why)
        }
        MoveError::NothingToTake {
            from,
            to,
            over,
            empty,
        } => match (lang, *empty) {
            (Lang::En, true) => format!(
                "{from}-{to} is too far: a step goes to a neighbouring cell, and a capture \
                 jumps over a piece of another player ({over} is empty)"
            ),
            (Lang::En, false) => format!(
                "{from}-{to} is too far: a capture jumps over a piece of another player, \
                 and the piece on {over} is yours"
            ),
            (Lang::It, true) => format!(
                "{from}-{to} è troppo lontano: un passo va in una casella vicina, e una presa \
                 salta un pezzo di un altro giocatore ({over} è vuota)"
            ),
            (Lang::It, false) => format!(
                "{from}-{to} è troppo lontano: una presa salta un pezzo di un altro giocatore, \
                 e il pezzo in {over} è tuo"
            ),
        },
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
            "not forward: men move forward only, never back or sideways",
            "non in avanti: le pedine muovono solo in avanti, mai indietro o di lato"
        ),
        MoveError::KingSideways => tr!(
            lang,
            "sideways: kings never move sideways",
            "di lato: la dama non muove mai di lato"
        ),
        MoveError::TooFar => tr!(
            lang,
            "too far: a piece moves one cell at a time, or jumps a piece to capture",
            "troppo lontano: un pezzo muove di una casella alla volta, o salta un pezzo per prenderlo"
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

/// Why `thief` may not steal `victim`'s turn with the move typed.
fn render_ratto_bar(lang: Lang, thief: usize, victim: usize, why: RattoBar) -> String {
    let (t, v) = (damhex_seat(lang, thief), damhex_seat(lang, victim));
    let reason = match why {
        RattoBar::OutOfTurn => {
            return tr!(
                lang,
                "It is {v}'s turn: {t} may act now only to capture (a ratto), and that is a step",
                "Tocca al {v}: il {t} può agire ora solo per prendere (un ratto), e quello è un passo"
            );
        }
        RattoBar::TwoLeft => tr!(
            lang,
            "with two players left there is no ratto",
            "con due giocatori rimasti non c'è ratto"
        ),
        RattoBar::JustMoved => tr!(
            lang,
            "{t} moved last, and nobody steals a turn right after its own move",
            "il {t} ha mosso per ultimo, e nessuno ruba un turno subito dopo la propria mossa"
        ),
        RattoBar::NotNext { next } => {
            let n = damhex_seat(lang, next);
            tr!(
                lang,
                "only {n}, the player after {v}, may steal {v}'s turn",
                "solo il {n}, che gioca dopo il {v}, può rubare il turno al {v}"
            )
        }
        RattoBar::NoCapture => tr!(
            lang,
            "{t} has no such capture",
            "il {t} non ha questa presa"
        ),
        RattoBar::OnlyVictim => tr!(
            lang,
            "a ratto must take a piece that is not {v}'s",
            "un ratto deve prendere un pezzo che non sia del {v}"
        ),
        RattoBar::VictimFirst => tr!(
            lang,
            "{v} has a capture of the same or a higher priority, and makes it in its own turn",
            "il {v} ha una presa di pari o maggiore priorità, e la fa nel suo turno"
        ),
    };
    tr!(
        lang,
        "No ratto here: {t} cannot steal {v}'s turn, because {reason}",
        "Niente ratto qui: il {t} non può rubare il turno al {v}, perché {reason}"
    )
}

/// Why DamHex^3 position text could not be read, in the player's language.
///
/// ```
/// use dama_damhex::damhex::PositionError;
/// use dama_damhex::damhex::words::render_damhex_position_error;
/// use dama_damhex::lang::Lang;
///
/// assert!(!render_damhex_position_error(Lang::It, &PositionError::Fields(2)).is_empty());
/// ```
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
