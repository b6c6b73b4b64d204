//! Draughts in words: the move errors of the English, Brazilian and International
//! variants (`draughts::MoveError`), rendered for a player in English or Italian, and each
//! variant's rules text for the help screen.

use crate::draughts::refusal;
use crate::draughts::{Move, MoveError};

use crate::draughts::Variant;
use crate::lang::{Lang, Localize, tr};

/// The rules of a draughts variant, for the help screen.
///
/// ```
/// use dama_draughts::draughts::{Variant, words::rules};
/// use dama_draughts::lang::Lang;
///
/// assert!(!rules(Lang::En, Variant::International).is_empty());
/// assert_ne!(rules(Lang::It, Variant::Italian), rules(Lang::En, Variant::Italian));
/// ```
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

/// At most four moves, "a or b or c", then how many there are in all.
fn alternatives(lang: Lang, moves: &[Move]) -> String {
    refusal::alternatives(lang, moves, Move::to_string)
}

/// A typed move that names no legal move in a variant: the rule, with its squares and
/// the moves that explain it, as Italian's (`lang::errors::render_move_error`).
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::{english::Position, words::render_variant_move_error};
/// use dama_draughts::lang::{Lang, Localize};
///
/// let err = Position::start().parse_move("").unwrap_err();
/// assert_eq!(render_variant_move_error(Lang::En, &err), err.localize(Lang::En));
/// assert!(render_variant_move_error(Lang::It, &err).starts_with("nessuna mossa"));
/// ```
pub fn render_variant_move_error(lang: Lang, e: &MoveError) -> String {
    match e {
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
        MoveError::OffBoard { square, max } => refusal::not_a_square(lang, square, u32::from(*max)),
        MoveError::NoLegalMoves => refusal::no_legal_moves(lang),
        MoveError::NoPieceOfYours(n) => refusal::no_piece_of_yours(lang, n),
        MoveError::CaptureCompulsory { options } => {
            refusal::capture_compulsory(lang, &alternatives(lang, options))
        }
        MoveError::NoSuchCapture { text, options } => {
            refusal::no_such_capture(lang, text, &alternatives(lang, options))
        }
        MoveError::MostPieces { text, best, count } => tr!(
            lang,
            "{text}: you must take the most pieces ({best} takes {count})",
            "{text}: si devono prendere più pezzi ({best} ne prende {count})"
        ),
        MoveError::MustContinue { text, best } => tr!(
            lang,
            "{text}: the capture must go on ({best})",
            "{text}: la presa deve continuare ({best})"
        ),
        MoveError::TakenNotLanding { taken, king, best } => {
            refusal::taken_not_landing(lang, taken, *king, best.to_number(), &best.to_string())
        }
        MoveError::Illegal {
            text,
            from,
            alternatives: own,
            backward,
        } => refusal::illegal(lang, text, from, &alternatives(lang, own), *backward),
        MoveError::Ambiguous { text, paths } => {
            let paths: Vec<String> = paths.iter().map(Move::to_string).collect();
            refusal::ambiguous(lang, text, &paths)
        }
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
        use crate::draughts::international;
        let pos = international::Position::from_fen("W:W28:B23,22,11").expect("fen");
        let e = pos.parse_move("28x19").expect_err("too few pieces");
        assert_eq!(
            render_variant_move_error(Lang::En, &e),
            "28x19: you must take the most pieces (28x17x6 takes 2)"
        );
        assert!(render_variant_move_error(Lang::It, &e).contains("più pezzi"));
    }
}
