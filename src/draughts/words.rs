//! Draughts in words: the move errors of the English, Brazilian and International
//! variants (`draughts::MoveError`), rendered for a player in English or Italian, and each
//! variant's rules text for the help screen.

use crate::draughts::MoveError;

use crate::draughts::Variant;
use crate::lang::{Lang, Localize, tr};

/// The rules of a draughts variant, for the help screen.
pub fn rules(lang: Lang, variant: Variant) -> &'static str {
    match (variant, lang) {
        (Variant::Italian, Lang::En) => include_str!("../../assets/rules-italian-en.txt"),
        (Variant::Italian, Lang::It) => include_str!("../../assets/rules-italian-it.txt"),
        (Variant::English, Lang::En) => include_str!("../../assets/rules-english-en.txt"),
        (Variant::English, Lang::It) => include_str!("../../assets/rules-english-it.txt"),
        (Variant::Brazilian, Lang::En) => include_str!("../../assets/rules-brazilian-en.txt"),
        (Variant::Brazilian, Lang::It) => include_str!("../../assets/rules-brazilian-it.txt"),
        (Variant::International, Lang::En) => {
            include_str!("../../assets/rules-international-en.txt")
        }
        (Variant::International, Lang::It) => {
            include_str!("../../assets/rules-international-it.txt")
        }
    }
}

/// A typed move that names no legal move in a variant: the rule, with its squares.
pub fn render_variant_move_error(lang: Lang, e: &MoveError) -> String {
    match *e {
        MoveError::Empty => tr!(
            lang,
            "no move typed: write the squares joined by - (a move) or x (a capture)",
            "nessuna mossa: scrivi le caselle unite da - (una mossa) o x (una presa)"
        ),
        MoveError::Syntax => tr!(
            lang,
            "cannot read that as a move: write the squares joined by - or x",
            "non è una mossa: scrivi le caselle unite da - o x"
        ),
        MoveError::OffBoard { square, max } => tr!(
            lang,
            "{square}: not a square 1–{max}",
            "{square}: non è una casella da 1 a {max}"
        ),
        MoveError::NoLegalMoves => tr!(
            lang,
            "the game is over: there is no legal move",
            "la partita è finita: non ci sono mosse legali"
        ),
        MoveError::NoPieceOfYours(n) => {
            tr!(lang, "no piece of yours on {n}", "nessun tuo pezzo in {n}")
        }
        MoveError::CaptureCompulsory { from, to } => tr!(
            lang,
            "{from}-{to}: a capture is compulsory",
            "{from}-{to}: la presa è obbligatoria"
        ),
        MoveError::MostPieces { from, to, required } => tr!(
            lang,
            "{from}x{to}: you must take the most pieces ({required})",
            "{from}x{to}: si devono prendere più pezzi ({required})"
        ),
        MoveError::Illegal { from, to } => tr!(
            lang,
            "{from}-{to} is not a legal move",
            "{from}-{to} non è una mossa legale"
        ),
        MoveError::Ambiguous { from, to, count } => tr!(
            lang,
            "{from}x{to} fits {count} captures: type the full path",
            "{from}x{to} corrisponde a {count} prese: scrivi tutto il percorso"
        ),
    }
}

impl Localize for MoveError {
    fn localize(&self, lang: Lang) -> String {
        render_variant_move_error(lang, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_rule_reads_in_both_languages() {
        let e = MoveError::MostPieces {
            from: 32,
            to: 21,
            required: 2,
        };
        assert_eq!(
            render_variant_move_error(Lang::En, &e),
            "32x21: you must take the most pieces (2)"
        );
        assert!(render_variant_move_error(Lang::It, &e).contains("più pezzi"));
    }
}
