//! Words of the playing features, in English and Italian: reviewing a game, resigning
//! and offering a draw, clocks, ballot openings, hints with their line, export, and the
//! new-game page's rows.

use std::time::Duration;

use super::{Lang, render_score};
use crate::game::clock::{TimeControl, short};

/// The reason of a game lost on time.
pub fn reason_time(lang: Lang) -> String {
    tr!(lang, "the time ran out", "tempo scaduto")
}

pub fn flag_fell(lang: Lang, seat: &str) -> String {
    tr!(
        lang,
        "{seat}'s time ran out: the game is lost on time",
        "Il tempo del {seat} è scaduto: partita persa per tempo"
    )
}

/// "Move 5 (32-28) of 12": where a review stands, numbered as the move list numbers
/// moves, and what playing now does.
pub fn review_at(lang: Lang, number: usize, shown: &str, total: usize) -> String {
    tr!(
        lang,
        "Move {number} ({shown}) of {total}: a new move here starts a variation · End: back to the last move",
        "Mossa {number} ({shown}) di {total}: una mossa nuova qui apre una variante · Fine: torna all'ultima mossa"
    )
}

pub fn review_start(lang: Lang, total: usize) -> String {
    tr!(
        lang,
        "Start of the game ({total} moves recorded) · End: back to the last move",
        "Inizio della partita ({total} mosse registrate) · Fine: torna all'ultima mossa"
    )
}

pub fn review_end(lang: Lang) -> String {
    tr!(lang, "At the last move", "All'ultima mossa")
}

pub fn review_on(lang: Lang) -> String {
    tr!(
        lang,
        "Review: ← → step through the game, Home/End first/last move · Tab or Esc: arrows move the cursor again",
        "Rivedi: ← → scorrono la partita, Inizio/Fine prima/ultima mossa · Tab o Esc: le frecce tornano al cursore"
    )
}

pub fn review_off(lang: Lang) -> String {
    tr!(
        lang,
        "The arrows move the board cursor (Tab: review the game)",
        "Le frecce muovono il cursore (Tab: rivedi la partita)"
    )
}

pub fn computer_here(lang: Lang) -> String {
    tr!(
        lang,
        "The computer is to move here: Enter lets it play on from this position (the later moves are kept as a variation)",
        "Qui muove il computer: Invio lo fa giocare da questa posizione (le mosse successive restano come variante)"
    )
}

/// The move list's heading in review mode.
pub fn review_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "review ←→",
        Lang::It => "rivedi ←→",
    }
}

pub fn resigned(lang: Lang, seat: &str) -> String {
    tr!(lang, "{seat} resigns", "Il {seat} abbandona")
}

pub fn nobody_at_keyboard(lang: Lang) -> String {
    tr!(
        lang,
        "The computer plays every side: there is no one to resign or offer a draw",
        "Il computer gioca tutti i lati: nessuno può abbandonare o proporre patta"
    )
}

pub fn two_players_only(lang: Lang) -> String {
    tr!(
        lang,
        "Resigning is for games of two players: the help says how to leave this game",
        "L'abbandono vale nelle partite a due giocatori: l'aiuto dice come lasciare questa partita"
    )
}

pub fn draw_weighing(lang: Lang) -> String {
    tr!(
        lang,
        "The computer weighs your draw offer…",
        "Il computer valuta la tua proposta di patta…"
    )
}

/// "+0.35 for White": a score from a seat's side.
pub fn score_for(lang: Lang, score: i32, seat: &str) -> String {
    let s = render_score(lang, score);
    tr!(lang, "{s} for {seat}", "{s} per il {seat}")
}

pub fn draw_accepted(lang: Lang, score: &str) -> String {
    tr!(
        lang,
        "The computer accepts the draw: it sees {score}, no advantage worth playing for",
        "Il computer accetta la patta: vede {score}, nessun vantaggio per cui giocare"
    )
}

pub fn draw_declined(lang: Lang, score: &str) -> String {
    tr!(
        lang,
        "The computer declines the draw: it sees {score} and plays on",
        "Il computer rifiuta la patta: vede {score} e continua"
    )
}

pub fn draw_unjudged(lang: Lang) -> String {
    tr!(
        lang,
        "The computer declines the draw: it found no evaluation to judge by",
        "Il computer rifiuta la patta: non ha una valutazione su cui decidere"
    )
}

pub fn draw_question(lang: Lang, from: &str, to: &str) -> String {
    tr!(
        lang,
        "{from} offers a draw. {to}, do you accept? (Y/N)",
        "Il {from} propone patta. {to}, accetti? (S/N)"
    )
}

pub fn draw_title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Draw offer",
        Lang::It => "Proposta di patta",
    }
}

pub fn draw_declined_by(lang: Lang, seat: &str) -> String {
    tr!(
        lang,
        "{seat} declines the draw",
        "Il {seat} rifiuta la patta"
    )
}

pub fn draw_agreed(lang: Lang) -> String {
    tr!(lang, "Draw agreed", "Patta concordata")
}

/// The hint with its score and the line the engine expects.
pub fn hint_line(lang: Lang, mv: &str, score: Option<&str>, line: &str) -> String {
    match score {
        Some(score) if !line.is_empty() => tr!(
            lang,
            "Hint: {mv} ({score}; line {line}) · Esc clears it",
            "Consiglio: {mv} ({score}; linea {line}) · Esc lo toglie"
        ),
        Some(score) => tr!(
            lang,
            "Hint: {mv} ({score}) · Esc clears it",
            "Consiglio: {mv} ({score}) · Esc lo toglie"
        ),
        None => tr!(
            lang,
            "Hint: {mv} · Esc clears it",
            "Consiglio: {mv} · Esc lo toglie"
        ),
    }
}

pub fn last_search(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "last search",
        Lang::It => "ultima ricerca",
    }
}

/// Under the last search when the level's randomness chose another move.
pub fn chosen_instead(lang: Lang, mv: &str) -> String {
    tr!(
        lang,
        "played {mv} (the level's choice)",
        "giocata {mv} (scelta del livello)"
    )
}

pub fn line_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "line",
        Lang::It => "linea",
    }
}

/// The panel's clock line label.
pub fn clocks(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Time:",
        Lang::It => "Tempo:",
    }
}

pub fn ballot_line(lang: Lang, moves: &str) -> String {
    tr!(lang, "Ballot: {moves}", "Sorteggio: {moves}")
}

pub fn exported(lang: Lang, path: &str) -> String {
    tr!(
        lang,
        "Game written as PDN to {path}",
        "Partita scritta in PDN in {path}"
    )
}

pub fn exported_json(lang: Lang, game: &str, path: &str) -> String {
    tr!(
        lang,
        "{game} has no PDN: the game was written as a dama save to {path}",
        "{game} non ha il PDN: la partita è stata scritta come salvataggio dama in {path}"
    )
}

pub fn export_failed(lang: Lang, path: &str, why: &str) -> String {
    tr!(
        lang,
        "Could not write {path}: {why}",
        "Impossibile scrivere {path}: {why}"
    )
}

pub fn export_title(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Export",
        Lang::It => "Esporta",
    }
}

pub fn export_as(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "Write to: ",
        Lang::It => "Scrivi in: ",
    }
}

/// A time control in words: "5 min a move", "20 moves in 1 h", "15 min + 30 s a move".
pub fn time_control(lang: Lang, tc: &TimeControl) -> String {
    match *tc {
        TimeControl::PerMove { limit_ms } => {
            let l = short(limit_ms);
            tr!(lang, "{l} a move", "{l} a mossa")
        }
        TimeControl::Period { moves, period_ms } => {
            let p = short(period_ms);
            tr!(lang, "{moves} moves in {p}", "{moves} mosse in {p}")
        }
        TimeControl::Increment { base_ms, inc_ms } if inc_ms == Duration::ZERO => {
            let b = short(base_ms);
            tr!(lang, "{b} a game", "{b} a partita")
        }
        TimeControl::Increment { base_ms, inc_ms } => {
            let (b, i) = (short(base_ms), short(inc_ms));
            tr!(lang, "{b} + {i} a move", "{b} + {i} a mossa")
        }
    }
}

/// The new-game page's words.
pub struct NewGameWords {
    pub human: &'static str,
    pub computer: &'static str,
    pub random_colours: &'static str,
    pub position: &'static str,
    pub standard: &'static str,
    pub ballot: &'static str,
    pub clock: &'static str,
    pub none: &'static str,
    pub off: &'static str,
    pub on: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub position_prompt: &'static str,
    pub drawn_at_start: &'static str,
}

pub fn new_game_words(lang: Lang) -> &'static NewGameWords {
    match lang {
        Lang::En => &NewGameWords {
            human: "Human",
            computer: "Computer",
            random_colours: "Random colours",
            position: "Position",
            standard: "start",
            ballot: "Ballot",
            clock: "Clock",
            none: "none",
            off: "off",
            on: "drawn by lot",
            yes: "yes",
            no: "no",
            position_prompt: "Position (Enter checks it, Esc goes back): ",
            drawn_at_start: "the first move of each side, drawn at the start",
        },
        Lang::It => &NewGameWords {
            human: "Umano",
            computer: "Computer",
            random_colours: "Colori a sorte",
            position: "Posizione",
            standard: "iniziale",
            ballot: "Sorteggio",
            clock: "Orologio",
            none: "nessuno",
            off: "no",
            on: "apertura a sorte",
            yes: "sì",
            no: "no",
            position_prompt: "Posizione (Invio la controlla, Esc torna): ",
            drawn_at_start: "la prima mossa di ciascuno, sorteggiata all'inizio",
        },
    }
}

/// Asked before a game still being played is left for the new-game page (`n`).
pub fn new_game_confirm(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "NEW GAME ? This game is left unfinished (Y/N)",
        Lang::It => "NUOVA PARTITA ? Questa partita resta a metà (S/N)",
    }
}

pub fn bad_position(lang: Lang, why: &str) -> String {
    tr!(
        lang,
        "This position cannot be played: {why}. Type another, or Esc for the start position",
        "Questa posizione non si può giocare: {why}. Scrivine un'altra, o Esc per la posizione iniziale"
    )
}
