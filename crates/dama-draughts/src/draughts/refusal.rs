//! The sentences of a refused move that every draughts game says alike, in English and
//! Italian: Italian's move errors (`italian::words::render_move_error`) and the
//! variants' (`words::render_variant_move_error`) are different data (Italian names its
//! moves in FID notation and has the priority rules of Art. 6.6–6.10), but where they
//! refuse a move for the same reason they say it in these words, written once.

use std::fmt::Display;

use crate::lang::{Lang, tr};

/// At most four moves, "a or b or c", then how many there are in all; `name` writes a
/// move as the game does.
pub fn alternatives<M>(lang: Lang, moves: &[M], name: impl Fn(&M) -> String) -> String {
    const SHOWN: usize = 4;
    let mut names: Vec<String> = moves.iter().take(SHOWN).map(name).collect();
    if moves.len() > SHOWN {
        names.push(tr!(lang, "… {} in all", "… {} in tutto", moves.len()));
    }
    names.join(tr!(lang, " or ", " o ").as_str())
}

pub fn not_a_square(lang: Lang, square: impl Display, max: u32) -> String {
    tr!(
        lang,
        "{square}: not a square 1–{max}",
        "{square}: non è una casella da 1 a {max}"
    )
}

pub fn no_legal_moves(lang: Lang) -> String {
    tr!(
        lang,
        "the game is over: there is no legal move",
        "la partita è finita: non ci sono mosse legali"
    )
}

pub fn no_piece_of_yours(lang: Lang, square: impl Display) -> String {
    tr!(
        lang,
        "no piece of yours on {square}",
        "nessun tuo pezzo in {square}"
    )
}

/// `text` names no move of the piece on `from`; `list` its moves ([`alternatives`]),
/// empty when it has none; `backward` when the typed move went backward with a man.
pub fn illegal(lang: Lang, text: &str, from: impl Display, list: &str, backward: bool) -> String {
    if list.is_empty() {
        return tr!(
            lang,
            "{text} is not a legal move (the piece on {from} cannot move)",
            "{text} non è una mossa legale (il pezzo in {from} non può muovere)"
        );
    }
    let note = match (backward, lang) {
        (false, _) => "",
        (true, Lang::En) => "men move only forward; ",
        (true, Lang::It) => "le pedine muovono solo in avanti; ",
    };
    tr!(
        lang,
        "{text} is not a legal move ({note}from {from}: {list})",
        "{text} non è una mossa legale ({note}da {from}: {list})"
    )
}

pub fn no_such_capture(lang: Lang, text: &str, list: &str) -> String {
    tr!(
        lang,
        "{text} is not a legal move; a capture is compulsory ({list})",
        "{text} non è una mossa legale; la presa è obbligatoria ({list})"
    )
}

pub fn capture_compulsory(lang: Lang, list: &str) -> String {
    tr!(
        lang,
        "a capture is compulsory ({list})",
        "la presa è obbligatoria ({list})"
    )
}

/// The square of a taken piece typed as where the capture lands: it lands on `to`
/// (`best` in full).
pub fn taken_not_landing(
    lang: Lang,
    taken: impl Display,
    king: bool,
    to: impl Display,
    best: &str,
) -> String {
    match (king, lang) {
        (false, Lang::En) => {
            format!("{taken} is the man taken; the capture lands on {to} ({best})")
        }
        (true, Lang::En) => {
            format!("{taken} is the king taken; the capture lands on {to} ({best})")
        }
        (false, Lang::It) => format!("{taken} è la pedina presa; la presa arriva in {to} ({best})"),
        (true, Lang::It) => format!("{taken} è la dama presa; la presa arriva in {to} ({best})"),
    }
}

/// `text` names several captures: `paths`, each written in full.
pub fn ambiguous(lang: Lang, text: &str, paths: &[String]) -> String {
    let count = paths.len();
    let list = paths.join(", ");
    tr!(
        lang,
        "ambiguous {text} ({count} paths: {list}): type the full path",
        "{text} è ambigua ({count} percorsi: {list}): scrivi tutto il percorso"
    )
}
