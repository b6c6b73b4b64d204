//! The 8x8/10x10 variants as the shared core sees them: [`Rules`] and [`Draughts`] for
//! every [`Board<R>`], written once and monomorphised per variant.
//!
//! Draw counters ([`Counters`]): plies since the last capture or man move (the English
//! 40-move rule; the FMJD 25-move rule of the International rules' end-of-game article:
//! 25 moves each by kings only, without a capture or a man move), and plies since the
//! material reached one of the FMJD endgames with a move limit (16 moves each: three
//! kings, two kings and a man, or a king and two men against a lone king; 5 moves each:
//! two kings, a king and a man, or a king against a lone king). Which rules apply is the variant's
//! [`RuleSet`] facts.

use crate::core::{DrawRule, Outcome, Rules, Seat, WinReason};
use crate::draughts::{Color, Piece};
use crate::draughts::{Draughts, MoveSquares, Variant};

use super::board::Board;
use super::fen::FenError;
use super::geometry::Geometry;
use super::movegen;
use super::mv::{Move, MoveList};
use super::notation::MoveError;
use super::ruleset::{FIVE_MOVE_PLIES, RuleSet, SIXTEEN_MOVE_PLIES};

/// What the draw rules count, ply by ply.
///
/// A king against a king in International draughts: the FMJD's 5-move limit (5 moves
/// each, 10 plies) draws it.
///
/// ```
/// use dama_draughts::core::{DrawRule, Rules};
/// use dama_draughts::draughts::international::Position;
/// use dama_draughts::draughts::{Counters, Endgame};
///
/// let pos = Position::parse_position("W:WK46:BK5")?;
/// assert_eq!(pos.endgame(), Endgame::Five);
/// let mv = pos.parse_move("46-41")?;
/// let counters = pos.next_counters(&mv, Counters::default());
/// assert_eq!(counters, Counters { quiet: 1, endgame: 1 });
/// assert_eq!(pos.counter_draw(Counters { quiet: 9, endgame: 9 }), None);
/// assert_eq!(pos.counter_draw(Counters { quiet: 10, endgame: 10 }), Some(DrawRule::EndgameLimit));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Counters {
    /// Plies since the last capture or man move.
    pub quiet: u16,
    /// Plies since the material entered its current FMJD endgame class (0 outside one).
    pub endgame: u16,
}

/// The FMJD endgames with a move limit (International rules, end of the game: draws).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Endgame {
    /// None of them.
    None,
    /// Three kings, two kings and a man, or a king and two men against a lone king.
    Sixteen,
    /// Two kings, a king and a man, or one king against a lone king.
    Five,
}

impl<R: RuleSet> Board<R> {
    /// The FMJD endgame class of the material on the board.
    ///
    /// ```
    /// use dama_draughts::draughts::{Endgame, international::Position};
    ///
    /// assert_eq!(Position::from_fen("W:WK46,K47,K48:BK5")?.endgame(), Endgame::Sixteen);
    /// assert_eq!(Position::start().endgame(), Endgame::None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn endgame(&self) -> Endgame {
        let class = |strong: u64, weak: u64| {
            if weak.count_ones() != 1 || weak & self.kings == 0 {
                return Endgame::None;
            }
            let kings = (strong & self.kings).count_ones();
            let men = (strong & !self.kings).count_ones();
            match (kings, men) {
                (3, 0) | (2, 1) | (1, 2) => Endgame::Sixteen,
                (2, 0) | (1, 1) | (1, 0) => Endgame::Five,
                _ => Endgame::None,
            }
        };
        match class(self.white, self.black) {
            Endgame::None => class(self.black, self.white),
            found => found,
        }
    }
}

impl<R: RuleSet> Rules for Board<R> {
    type Move = Move;
    type MoveList = MoveList;
    type Counters = Counters;
    type MoveError = MoveError;
    type PositionError = FenError;

    const GAME: &'static str = "draughts";
    const VARIANT: &'static str = R::NAME;
    const PLAYERS: usize = 2;

    fn start() -> Self {
        Board::start()
    }

    #[inline(always)]
    fn to_move(&self) -> Seat {
        self.side_to_move().seat()
    }

    #[inline(always)]
    fn zobrist(&self) -> u64 {
        self.hash64()
    }

    #[inline(always)]
    fn generate_moves(&self, list: &mut MoveList) {
        movegen::generate(self, list)
    }

    #[inline(always)]
    fn count_moves(&self) -> u64 {
        u64::from(movegen::count(self))
    }

    #[inline(always)]
    fn has_moves(&self) -> bool {
        movegen::has_plain_move(self) || movegen::has_capture(self)
    }

    #[inline(always)]
    fn play_unchecked(&mut self, mv: &Move) {
        Board::play_unchecked(self, mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        let (us, _) = self.us_them();
        let winner = self.side_to_move().opposite().seat();
        if us == 0 {
            Some(Outcome {
                winner,
                reason: WinReason::NoPieces,
            })
        } else if movegen::count(self) == 0 {
            Some(Outcome {
                winner,
                reason: WinReason::Blocked,
            })
        } else {
            None
        }
    }

    #[inline(always)]
    fn is_tactical(&self) -> bool {
        movegen::has_capture(self)
    }

    #[inline(always)]
    fn is_threatened(&self) -> bool {
        movegen::has_threat(self)
    }

    #[inline(always)]
    fn men_only(&self) -> bool {
        self.kings == 0
    }

    #[inline(always)]
    fn is_capture(mv: &Move) -> bool {
        mv.is_capture()
    }

    fn next_counters(&self, mv: &Move, counters: Counters) -> Counters {
        let man_move = self.kings & (1u64 << mv.from_bit()) == 0;
        let quiet = if mv.is_capture() || man_move {
            0
        } else {
            counters.quiet.saturating_add(1)
        };
        // The endgame count goes on only while the same endgame class stays on the
        // board without a capture; outside a class (nearly always) the position after
        // the move need not be made.
        let endgame = if R::ENDGAME_LIMITS && !mv.is_capture() {
            let before = self.endgame();
            if before != Endgame::None && self.after(mv).endgame() == before {
                counters.endgame.saturating_add(1)
            } else {
                0
            }
        } else {
            0
        };
        Counters { quiet, endgame }
    }

    #[inline(always)]
    fn reversible_plies(counters: Counters) -> usize {
        usize::from(counters.quiet)
    }

    fn counter_draw(&self, counters: Counters) -> Option<DrawRule> {
        if counters.quiet >= R::NO_PROGRESS_PLIES {
            return Some(DrawRule::NoProgress);
        }
        if R::ENDGAME_LIMITS {
            let limit = match self.endgame() {
                Endgame::None => return None,
                Endgame::Sixteen => SIXTEEN_MOVE_PLIES,
                Endgame::Five => FIVE_MOVE_PLIES,
            };
            if counters.endgame >= limit {
                return Some(DrawRule::EndgameLimit);
            }
        }
        None
    }

    /// The variant's built-in book, or `$DAMA_BOOK_<VARIANT>`'s (`super::book::shipped`).
    fn opening_book() -> Option<&'static dyn crate::core::Book<Self>> {
        super::book::shipped::<R>().map(|b| b as &dyn crate::core::Book<Self>)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        Board::parse_move(self, text)
    }

    fn move_text(&self, mv: &Move) -> String {
        mv.to_string()
    }

    fn parse_position(text: &str) -> Result<Self, FenError> {
        Board::from_fen(text)
    }

    fn position_text(&self) -> String {
        self.to_fen()
    }
}

impl<R: RuleSet> Draughts for Board<R> {
    const KIND: Variant = R::KIND;
    const SIZE: u8 = <R::Geo as Geometry>::SIZE;
    const PDN_GAME_TYPE: u8 = R::PDN_GAME_TYPE;
    const FIRST: Color = R::FIRST;

    fn square_number(row: u8, col: u8) -> Option<u8> {
        <R::Geo as Geometry>::number_at(row, col)
    }

    fn square_cell(number: u8) -> Option<(u8, u8)> {
        <R::Geo as Geometry>::cell_of(number)
    }

    fn piece_on(&self, number: u8) -> Option<Piece> {
        self.piece_at(number)
    }

    fn side(&self) -> Color {
        self.side_to_move()
    }

    fn move_squares(mv: &Move) -> MoveSquares {
        let mut captured = Vec::new();
        let mut at = mv.from_number();
        for &next in mv.path_numbers() {
            // The captured piece of each leg is the one of `mv`'s set on that diagonal.
            if let Some(n) = captured_between::<R::Geo>(at, next, mv.captured_bb()) {
                captured.push(n);
            }
            at = next;
        }
        MoveSquares {
            from: mv.from_number(),
            path: mv.path_numbers().to_vec(),
            captured,
        }
    }
}

/// The square of `captured` strictly between `a` and `b` on their diagonal, if any.
fn captured_between<G: Geometry>(a: u8, b: u8, captured: u64) -> Option<u8> {
    let target = 1u64 << G::bit_of(b);
    for d in 0..4 {
        let mut x = super::geometry::step_dir::<G>(1u64 << G::bit_of(a), d);
        let mut hit = 0;
        while x != 0 && x != target {
            hit |= x & captured;
            x = super::geometry::step_dir::<G>(x, d);
        }
        if x == target {
            return (hit != 0).then(|| G::number_of(hit.trailing_zeros()));
        }
    }
    None
}
