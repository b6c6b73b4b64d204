//! Why typed move text names no legal move in the English, Brazilian and International
//! variants, as data (`MoveError`): the captures that are compulsory, the majority rule
//! with the count the best capture takes, a capture that stops early, a captured square
//! typed where the landing square was meant (`19x14` for `19x10`), and the moves a piece
//! has when the square typed is out of its reach. The same rules as Italian's
//! `explain` (`draughts::italian::notation`).

use super::board::Board;
use super::geometry::Geometry;
use super::move_error::MoveError;
use super::movegen;
use super::mv::{Move, MoveList};
use super::piece::{Color, Kind};
use super::ruleset::RuleSet;

/// The text as typed: trimmed, its squares (two or more), and whether it used `x`.
pub(super) struct Typed<'a> {
    pub text: &'a str,
    pub squares: &'a [u8],
    pub capture_sign: bool,
}

impl Typed<'_> {
    fn from(&self) -> u8 {
        self.squares[0]
    }

    fn to(&self) -> u8 {
        *self.squares.last().unwrap_or(&self.squares[0])
    }

    /// The landing squares typed after the start.
    fn via(&self) -> &[u8] {
        &self.squares[1..]
    }
}

impl<R: RuleSet> Board<R> {
    /// Why no legal move (`legal`, not empty) matches `typed`.
    pub(super) fn explain(&self, typed: &Typed, legal: &MoveList) -> MoveError {
        if legal[0].is_capture() {
            self.explain_capture(typed, legal)
        } else {
            self.explain_plain(typed, legal)
        }
    }

    /// A capture is compulsory and `typed` is none of the legal ones.
    fn explain_capture(&self, typed: &Typed, legal: &MoveList) -> MoveError {
        let (from, to, via) = (typed.from(), typed.to(), typed.via());
        let text = typed.text.to_string();
        let to_bit = 1u64 << <R::Geo as Geometry>::bit_of(to);
        let before_last = &via[..via.len() - 1];
        // Only a capture typed as one (`19x14`): `19-14` is a step, refused as such.
        let takes_typed_square = legal.iter().find(|m| {
            typed.capture_sign
                && m.from_number() == from
                && m.captured_bb() & to_bit != 0
                && m.path_numbers().starts_with(before_last)
        });
        if let Some(best) = takes_typed_square {
            return MoveError::TakenNotLanding {
                taken: to,
                king: self.kings_bb() & to_bit != 0,
                best: *best,
            };
        }
        if R::MAJORITY_CAPTURE {
            let mut all = MoveList::new();
            movegen::captures_any_length(self, &mut all);
            let named = all.iter().any(|m| {
                m.from_number() == from
                    && m.to_number() == to
                    && (via.len() == 1 || self.path_is_valid(m, via))
            });
            if named {
                return MoveError::MostPieces {
                    text,
                    best: legal[0],
                    count: legal[0].capture_count(),
                };
            }
        }
        let goes_on = legal.iter().find(|m| {
            m.from_number() == from
                && via.len() < m.path_numbers().len()
                && (m.path_numbers().starts_with(via)
                    || via.len() == 1 && m.path_numbers().contains(&to))
        });
        if let Some(best) = goes_on {
            return MoveError::MustContinue { text, best: *best };
        }
        let options: Vec<Move> = legal.iter().copied().collect();
        if typed.capture_sign {
            MoveError::NoSuchCapture { text, options }
        } else {
            MoveError::CaptureCompulsory { options }
        }
    }

    /// No capture is on and `typed` is not a legal move: what the piece can do.
    fn explain_plain(&self, typed: &Typed, legal: &MoveList) -> MoveError {
        let (from, to) = (typed.from(), typed.to());
        let alternatives: Vec<Move> = legal
            .iter()
            .filter(|m| m.from_number() == from)
            .copied()
            .collect();
        // White's men go towards square 1, Black's towards the last square.
        let backward = match self.piece_at(from) {
            Some(p) if p.kind == Kind::Man => match p.color {
                Color::White => to > from,
                Color::Black => to < from,
            },
            _ => false,
        };
        MoveError::Illegal {
            text: typed.text.to_string(),
            from,
            backward: backward && !alternatives.is_empty(),
            alternatives,
        }
    }
}
