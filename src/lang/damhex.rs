//! DamHex^3 in words, English and Italian: its move and position-text errors, the panel's
//! lines (players, whose turn, a ratto, pieces, scores) and the help page with the start
//! position. The rules are the authors' (README, "DamHex^3").

use super::Lang;
use crate::damhex::text::{MoveError, PositionError};
use crate::damhex::{Cause, Move, Position};

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

/// The panel's lines: each player with its pieces (and why it is out), whose turn it is
/// (and a ratto), the last move, and the scores once the game is over or `drawn`.
pub fn damhex_panel(lang: Lang, pos: &Position, last: Option<&Move>, drawn: bool) -> Vec<String> {
    let mut lines = Vec::new();
    let scores = pos.scores(drawn);
    for seat in 0..3 {
        let name = damhex_seat(lang, seat);
        let mark = if !pos.is_finished() && pos.actor() == seat {
            "▶"
        } else {
            " "
        };
        let status = match pos.cause(seat) {
            Cause::Playing => {
                let men = pos.men(seat).count_ones();
                let kings = pos.kings(seat).count_ones();
                tr!(
                    lang,
                    "{men} men, {kings} kings",
                    "{men} pedine, {kings} dame"
                )
            }
            Cause::NoPieces => tr!(lang, "out: no pieces", "eliminato: senza pezzi"),
            Cause::Blocked => tr!(lang, "out: no move", "eliminato: bloccato"),
            Cause::Withdrew => tr!(lang, "out: withdrew", "eliminato: ritirato"),
        };
        let points = match scores {
            Some(s) => tr!(lang, "  {} pts", "  {} punti", s[seat]),
            None => String::new(),
        };
        lines.push(format!("{mark} {name:<7} {status}{points}"));
    }
    if !pos.is_finished() && !drawn {
        let actor = damhex_seat(lang, pos.actor());
        if pos.is_ratto() {
            let victim = damhex_seat(lang, pos.turn());
            lines.push(tr!(
                lang,
                "RATTO: {actor} steals {victim}'s turn",
                "RATTO: {actor} ruba il turno a {victim}"
            ));
        } else {
            lines.push(tr!(lang, "{actor} to move", "muove {actor}"));
        }
    }
    if let Some(mv) = last {
        let who = damhex_seat(lang, mv.seat as usize);
        let text = crate::damhex::text::move_text(mv);
        lines.push(if mv.kind == crate::damhex::Kind::Ratto {
            tr!(
                lang,
                "last: {who} {text} (ratto)",
                "ultima: {who} {text} (ratto)"
            )
        } else {
            tr!(lang, "last: {who} {text}", "ultima: {who} {text}")
        });
    }
    if drawn {
        lines.push(tr!(lang, "draw", "patta"));
    } else if let Some(w) = (0..3).find(|&s| pos.is_finished() && pos.is_alive(s)) {
        let w = damhex_seat(lang, w);
        lines.push(tr!(lang, "{w} wins", "vince {w}"));
    }
    lines
}

/// The help page: the board, names, notation and rules in brief, with `start_picture`
/// (the start position drawn by the board widget) in it.
pub fn damhex_help(lang: Lang, start_picture: &str) -> String {
    let body = match lang {
        Lang::En => {
            "DamHex^3: three players, White, Black, Red (clockwise; White starts).\n\
             Cells: row a (White's base) to i (White's front), numbered from the left.\n\
             ww/WW White man/king, bb/BB Black, rr/RR Red. Each side opposite a base is\n\
             that player's front, where its men are crowned at the owner's next turn.\n\
             Moves: c3-d4 a step, a1xc3xe5 a capture, 'withdraw' to leave.\n\
             Men step forward; kings forward or backward, never sideways. Capture is\n\
             compulsory: most pieces, then by a king, most kings, kings first. A man never\n\
             takes a king. RATTO: when your turn begins, the next player steals it if it\n\
             can capture and you cannot (or its capture ranks higher) - not to take only\n\
             your pieces, not right after its own move. Then you play, and the order goes\n\
             on from you. Out: no pieces, or no move. Last one left wins: 3/1/0 points;\n\
             draw by 40 moves each without progress: 2/2 or 1/1/1."
        }
        Lang::It => {
            "DamHex^3: tre giocatori, Bianco, Nero, Rosso (senso orario; inizia il Bianco).\n\
             Caselle: riga a (base del Bianco) fino a i (fronte del Bianco), numerate da sinistra.\n\
             ww/WW pedina/dama bianca, bb/BB nera, rr/RR rossa. Il lato opposto a una base è\n\
             il fronte di quel giocatore: la pedina diventa dama al turno successivo.\n\
             Mosse: c3-d4 un passo, a1xc3xe5 una presa, 'ritiro' per ritirarsi.\n\
             Le pedine muovono in avanti; le dame avanti o indietro, mai di lato. La presa è\n\
             obbligatoria: più pezzi, poi con la dama, più dame, dame prima. La pedina non\n\
             prende la dama. RATTO: all'inizio del tuo turno il giocatore seguente te lo ruba\n\
             se può prendere e tu no (o con presa di priorità maggiore) - non per prendere\n\
             solo pezzi tuoi, non subito dopo la propria mossa. Poi muovi tu e il turno\n\
             prosegue da te. Eliminato: senza pezzi o senza mosse. Vince l'ultimo: 3/1/0\n\
             punti; patta dopo 40 mosse a testa senza progressi: 2/2 o 1/1/1."
        }
    };
    format!("{body}\n\n{start_picture}")
}
