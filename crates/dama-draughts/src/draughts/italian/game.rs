//! Italian draughts as the shared core sees it: [`Rules`] for [`Position`]. The draw
//! counter is the FID 40-move rule (rules file §5: forty moves by each player without a
//! capture or a man move): plies since the last capture or man move. The draw by
//! repetition follows the FID Regolamento tecnico, Capo I, Art. 9.3 b1: the game is drawn
//! when the same position, with the same player to move, stands on the board for the
//! **fourth** time ([`REPETITION_DRAW`]), not the third as in the other variants.

use crate::core::{DrawRule, Outcome as CoreOutcome, Rules, Seat, WinReason};

use super::error::{FenError, MoveError};
use super::mv::{Move, MoveList};
use super::position::{Outcome, Position};
use crate::draughts::piece::Color;

/// Plies in a row without a capture or a man move that draw the game (40 moves each).
/// Italian's [`Rules::Counters`] is that count of plies.
///
/// ```
/// use dama_draughts::core::{DrawRule, Rules};
/// use dama_draughts::draughts::italian::{FORTY_MOVE_PLIES, Position};
///
/// let kings = Position::parse_position("W:WK29:BK4")?;
/// let mv = kings.parse_move("29-25")?;
/// assert_eq!(kings.next_counters(&mv, 7), 8); // a king's move: no progress
/// let start = Position::start();
/// let man = start.parse_move("22-18")?;
/// assert_eq!(start.next_counters(&man, 7), 0); // a man's move resets the count
/// assert_eq!(kings.counter_draw(FORTY_MOVE_PLIES - 1), None);
/// assert_eq!(kings.counter_draw(FORTY_MOVE_PLIES), Some(DrawRule::NoProgress));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const FORTY_MOVE_PLIES: u16 = 80;

/// Occurrences of one position (same player to move) that draw an Italian game: the
/// fourth, by the FID Regolamento tecnico, Capo I, Art. 9.3 b1.
pub const REPETITION_DRAW: usize = 4;

impl Color {
    /// The core's seat of a colour: White 0, Black 1.
    pub const fn seat(self) -> Seat {
        Seat(self as u8)
    }

    /// The colour of a seat (anything but 0 is Black).
    pub const fn of_seat(seat: Seat) -> Color {
        if seat.0 == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

impl From<Color> for Seat {
    fn from(c: Color) -> Seat {
        c.seat()
    }
}

impl Rules for Position {
    type Move = Move;
    type MoveList = MoveList;
    /// Plies since the last capture or man move.
    type Counters = u16;
    type MoveError = MoveError;
    type PositionError = FenError;

    const GAME: &'static str = "draughts";
    const VARIANT: &'static str = "italian";
    const PLAYERS: usize = 2;
    const REPETITION_DRAW: usize = REPETITION_DRAW;

    fn start() -> Self {
        Position::start()
    }

    #[inline(always)]
    fn to_move(&self) -> Seat {
        self.side_to_move().seat()
    }

    #[inline(always)]
    fn zobrist(&self) -> u64 {
        Position::hash(self)
    }

    #[inline(always)]
    fn generate_moves(&self, list: &mut MoveList) {
        Position::generate_moves(self, list)
    }

    #[inline(always)]
    fn count_moves(&self) -> u64 {
        u64::from(self.count_legal_moves())
    }

    #[inline(always)]
    fn has_moves(&self) -> bool {
        super::movegen::count_plain(self) != 0 || self.has_capture()
    }

    /// The last two or three plies, counted from the positions' sets without moves or
    /// hashes (`bulk.rs`).
    #[inline(always)]
    fn perft_bulk(&self, depth: u32) -> Option<u64> {
        super::bulk::perft_leaves(self, depth)
    }

    #[inline(always)]
    fn play_unchecked(&mut self, mv: &Move) {
        Position::play_unchecked(self, mv)
    }

    fn outcome(&self) -> Option<CoreOutcome> {
        Position::outcome(self).map(|o| CoreOutcome {
            winner: o.winner().seat(),
            reason: match o {
                Outcome::NoPieces { .. } => WinReason::NoPieces,
                Outcome::Blocked { .. } => WinReason::Blocked,
            },
        })
    }

    #[inline(always)]
    fn is_tactical(&self) -> bool {
        self.has_capture()
    }

    #[inline(always)]
    fn is_threatened(&self) -> bool {
        super::movegen::threat_origins(self) != 0
    }

    #[inline(always)]
    fn men_only(&self) -> bool {
        self.kings().is_empty()
    }

    #[inline(always)]
    fn is_capture(mv: &Move) -> bool {
        mv.is_capture()
    }

    #[inline(always)]
    fn next_counters(&self, mv: &Move, counters: u16) -> u16 {
        if mv.is_capture() || !self.kings().contains(mv.from()) {
            0
        } else {
            counters.saturating_add(1)
        }
    }

    #[inline(always)]
    fn reversible_plies(counters: u16) -> usize {
        usize::from(counters)
    }

    #[inline(always)]
    fn counter_draw(&self, counters: u16) -> Option<DrawRule> {
        (counters >= FORTY_MOVE_PLIES).then_some(DrawRule::NoProgress)
    }

    /// The book of [`super::book::shipped`]: the built-in one, or `$DAMA_BOOK`'s.
    fn opening_book() -> Option<&'static dyn crate::core::Book<Position>> {
        super::book::shipped().map(|b| b as &dyn crate::core::Book<Position>)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        Position::parse_move(self, text)
    }

    fn move_text(&self, mv: &Move) -> String {
        mv.fid()
    }

    fn parse_position(text: &str) -> Result<Self, FenError> {
        Position::from_fen(text)
    }

    fn position_text(&self) -> String {
        self.to_fen()
    }
}

impl crate::draughts::Draughts for Position {
    const KIND: crate::draughts::Variant = crate::draughts::Variant::Italian;
    const SIZE: u8 = 8;
    const PDN_GAME_TYPE: u8 = 22;
    const FIRST: Color = Color::White;

    fn square_number(row: u8, col: u8) -> Option<u8> {
        // Rules file §1: square 1 is the first dark square at the top left (a8).
        if row >= 8 || col >= 8 || (row + col) % 2 == 1 {
            return None;
        }
        Some(row * 4 + col / 2 + 1)
    }

    fn square_cell(number: u8) -> Option<(u8, u8)> {
        let sq = super::square::Square::from_number(number)?;
        let row = sq.row();
        let col = ((number - 1) % 4) * 2 + row % 2;
        Some((row, col))
    }

    fn piece_on(&self, number: u8) -> Option<crate::draughts::italian::Piece> {
        self.piece_at(super::square::Square::from_number(number)?)
    }

    fn side(&self) -> Color {
        self.side_to_move()
    }

    fn move_squares(mv: &Move) -> crate::draughts::MoveSquares {
        crate::draughts::MoveSquares {
            from: mv.from().number(),
            path: mv.path().iter().map(|s| s.number()).collect(),
            captured: mv.captured_in_order().map(|s| s.number()).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::Draughts;

    #[test]
    fn square_cells_follow_the_rules_diagram() {
        assert_eq!(Position::square_number(0, 0), Some(1));
        assert_eq!(Position::square_number(0, 1), None);
        assert_eq!(Position::square_number(1, 1), Some(5));
        assert_eq!(Position::square_number(7, 7), Some(32));
        for n in 1..=32 {
            let (r, c) = Position::square_cell(n).expect("cell");
            assert_eq!(Position::square_number(r, c), Some(n));
        }
    }
}
