//! `Position`: where the pieces stand and who moves. Small and `Copy`; always legal once
//! built (through `Position::start`, FEN, or playing legal moves).

use super::bitboard::{BLACK_PROMOTION, Bitboard, WHITE_PROMOTION};
use super::error::{IllegalMove, InvalidPosition};
use super::mv::Move;
use super::square::Square;
use super::zobrist;
use crate::draughts::piece::{Color, Kind, Piece};

/// A position of Italian draughts (FID rules): the pieces on squares 1–32 (numbered as
/// in Art. 2.6, 1–4 on Black's back row, 29–32 on White's) and the side to move.
/// Small and `Copy`; always legal once built, through [`Position::start`], FEN
/// ([`Rules::parse_position`](crate::core::Rules::parse_position)) or legal moves.
/// Draw counters live beside it ([`History`](crate::core::History)).
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::core::perft::perft;
/// use dama_draughts::draughts::Color;
/// use dama_draughts::draughts::italian::{Position, Square};
///
/// let start = Position::start();
/// assert_eq!(start.side_to_move(), Color::White);
/// assert_eq!([1, 2, 3].map(|d| perft(&start, d)), [7, 49, 302]);
///
/// // A king and a man against two men: capturing is compulsory, the king takes 14.
/// let pos = Position::parse_position("W:WK10,28:B14,7")?;
/// assert!(pos.has_capture());
/// let moves = pos.legal_moves();
/// let texts: Vec<String> = moves.iter().map(|m| m.fid()).collect();
/// assert_eq!(texts, ["10x19"]);
/// # let _ = Square::from_number(1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    white: Bitboard,
    black: Bitboard,
    kings: Bitboard,
    side: Color,
    hash: u64,
}

/// Why a game is over on the board: the side to move has lost.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::Color;
/// use dama_draughts::draughts::italian::{Outcome, Position};
///
/// // Black's only man, on 28, cannot move: 31 and 32 below it are White's.
/// let pos = Position::parse_position("B:W31,32:B28")?;
/// let over = pos.outcome();
/// assert_eq!(over, Some(Outcome::Blocked { winner: Color::White }));
/// assert_eq!(over.map(Outcome::winner), Some(Color::White));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The side to move has no pieces left.
    NoPieces {
        /// The other side.
        winner: Color,
    },
    /// The side to move has pieces but no legal move.
    Blocked {
        /// The other side.
        winner: Color,
    },
}

impl Outcome {
    /// The side that has won.
    ///
    /// ```
    /// use dama_draughts::draughts::{Color, italian::Outcome};
    ///
    /// assert_eq!(Outcome::Blocked { winner: Color::Black }.winner(), Color::Black);
    /// ```
    pub fn winner(self) -> Color {
        match self {
            Outcome::NoPieces { winner } | Outcome::Blocked { winner } => winner,
        }
    }
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start position: Black on 1–12, White on 21–32, White to move.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert_eq!(Position::start().to_fen(), "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    /// ```
    pub fn start() -> Position {
        Position::from_parts(
            Bitboard(0xFFF0_0000),
            Bitboard(0x0000_0FFF),
            Bitboard::EMPTY,
            Color::White,
        )
        .unwrap_or_else(|_| unreachable!("the start position is valid"))
    }

    // From raw sets: for the endgame databases (dama-data), the tests and the editor.
    /// Builds a position from its sets, checking every invariant.
    #[doc(hidden)]
    pub fn from_parts(
        white: Bitboard,
        black: Bitboard,
        kings: Bitboard,
        side: Color,
    ) -> Result<Position, InvalidPosition> {
        let mut pos = Position {
            white,
            black,
            kings,
            side,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        pos.check_invariants()?;
        Ok(pos)
    }

    /// Builds a position from sets the caller knows to be valid (the endgame database's
    /// index decodes only legal placements); checked in debug builds.
    #[doc(hidden)]
    pub fn from_parts_unchecked(
        white: Bitboard,
        black: Bitboard,
        kings: Bitboard,
        side: Color,
    ) -> Position {
        let mut pos = Position {
            white,
            black,
            kings,
            side,
            hash: 0,
        };
        pos.hash = pos.compute_hash();
        debug_assert_eq!(pos.check_invariants(), Ok(()));
        pos
    }

    /// The invariants every position keeps: colours disjoint, kings are pieces, at most
    /// 12 pieces a side, no man on its own promotion row, the hash up to date. Tests run
    /// this after every move; `play_unchecked` asserts it in debug builds.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert_eq!(Position::start().check_invariants(), Ok(()));
    /// ```
    pub fn check_invariants(&self) -> Result<(), InvalidPosition> {
        if !(self.white & self.black).is_empty() {
            let sq = (self.white & self.black).first();
            return Err(InvalidPosition::Overlap(sq.map_or(0, Square::number)));
        }
        if !(self.kings & !(self.white | self.black)).is_empty() {
            return Err(InvalidPosition::KingWithoutPiece);
        }
        for color in [Color::White, Color::Black] {
            let n = self.pieces(color).count();
            if n > 12 {
                return Err(InvalidPosition::TooManyPieces { color, count: n });
            }
        }
        let white_men_home = self.white & !self.kings & Bitboard(WHITE_PROMOTION);
        if let Some(sq) = white_men_home.first() {
            return Err(InvalidPosition::ManOnPromotionRow {
                color: Color::White,
                square: sq.number(),
            });
        }
        let black_men_home = self.black & !self.kings & Bitboard(BLACK_PROMOTION);
        if let Some(sq) = black_men_home.first() {
            return Err(InvalidPosition::ManOnPromotionRow {
                color: Color::Black,
                square: sq.number(),
            });
        }
        if self.hash != self.compute_hash() {
            return Err(InvalidPosition::StaleHash);
        }
        Ok(())
    }

    fn compute_hash(&self) -> u64 {
        let mut h = if self.side == Color::Black {
            zobrist::BLACK_TO_MOVE
        } else {
            0
        };
        for sq in self.white | self.black {
            if let Some(p) = self.piece_at(sq) {
                h ^= zobrist::PIECE_SQUARE[p.index()][sq.index()];
            }
        }
        h
    }

    /// The colour to move.
    ///
    /// ```
    /// use dama_draughts::draughts::{Color, italian::Position};
    ///
    /// assert_eq!(Position::start().side_to_move(), Color::White);
    /// ```
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    // The raw sets, for the engine, the endgame databases and tuners (dama-data) and the
    // shell (dama-tui); a stranger reads the board with `piece_at`.
    #[doc(hidden)]
    pub fn white(&self) -> Bitboard {
        self.white
    }

    #[doc(hidden)]
    pub fn black(&self) -> Bitboard {
        self.black
    }

    #[doc(hidden)]
    pub fn kings(&self) -> Bitboard {
        self.kings
    }

    #[doc(hidden)]
    pub fn men(&self) -> Bitboard {
        (self.white | self.black) & !self.kings
    }

    #[doc(hidden)]
    pub fn occupied(&self) -> Bitboard {
        self.white | self.black
    }

    #[doc(hidden)]
    pub fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// (side to move's pieces, opponent's pieces) as raw sets.
    #[doc(hidden)]
    #[inline(always)]
    pub fn us_them(&self) -> (u32, u32) {
        match self.side {
            Color::White => (self.white.0, self.black.0),
            Color::Black => (self.black.0, self.white.0),
        }
    }

    /// The piece on `sq`, if any.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{Position, Square};
    /// use dama_draughts::draughts::{Color, Kind, Piece};
    ///
    /// let start = Position::start();
    /// let sq = Square::from_number(22).ok_or("no square 22")?;
    /// assert_eq!(start.piece_at(sq), Some(Piece::new(Color::White, Kind::Man)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let color = if self.white.contains(sq) {
            Color::White
        } else if self.black.contains(sq) {
            Color::Black
        } else {
            return None;
        };
        let kind = if self.kings.contains(sq) {
            Kind::King
        } else {
            Kind::Man
        };
        Some(Piece::new(color, kind))
    }

    // The Zobrist key, for the engine's tables (dama-engine) and the databases (dama-data).
    #[doc(hidden)]
    /// The Zobrist hash (pieces and side to move).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Plays `mv` if it is one of the legal moves here.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let mut pos = Position::start();
    /// let mv = pos.parse_move("22-18")?;
    /// pos.play(&mv)?;
    /// assert!(pos.play(&mv).is_err()); // 22 is empty now, and it is Black's turn
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: &Move) -> Result<(), IllegalMove> {
        if self.legal_moves().contains(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove { mv: mv.fid() })
        }
    }

    /// The position after a legal move, leaving `self` as it is.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let start = Position::start();
    /// let after = start.after(&start.parse_move("22-18")?);
    /// assert_ne!(after, start);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn after(&self, mv: &Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }

    /// Plays a move taken from `legal_moves` of this position, without checking it.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let mut pos = Position::start();
    /// let mv = pos.legal_moves()[0];
    /// pos.play_unchecked(&mv);
    /// assert_eq!(pos.check_invariants(), Ok(()));
    /// ```
    #[inline(always)]
    pub fn play_unchecked(&mut self, mv: &Move) {
        let from = mv.from().index() & 31;
        let to = mv.to().index() & 31;
        let from_bit = 1u32 << from;
        let to_bit = 1u32 << to;
        let side = self.side as usize;
        let was_king = self.kings.0 & from_bit != 0;
        let promotion = if side == 0 {
            WHITE_PROMOTION
        } else {
            BLACK_PROMOTION
        };
        let becomes_king = was_king | (to_bit & promotion != 0);
        let table = &zobrist::PIECE_SQUARE;
        let mut h = self.hash
            ^ table[(side * 2 + was_king as usize) & 3][from]
            ^ table[(side * 2 + becomes_king as usize) & 3][to]
            ^ zobrist::BLACK_TO_MOVE;

        let captured = mv.captured().0;
        let (us, them) = match self.side {
            Color::White => (&mut self.white.0, &mut self.black.0),
            Color::Black => (&mut self.black.0, &mut self.white.0),
        };
        if captured != 0 {
            let them_index = (1 - side) * 2;
            let mut rest = captured;
            while rest != 0 {
                let sq = rest.trailing_zeros() as usize & 31;
                rest &= rest - 1;
                let is_king = (self.kings.0 >> sq) & 1;
                h ^= table[(them_index + is_king as usize) & 3][sq];
            }
            *them &= !captured;
            self.kings.0 &= !captured;
        }
        // `from` may equal `to` (a king's capture round trip), so clear before setting.
        *us = (*us & !from_bit) | to_bit;
        self.kings.0 = (self.kings.0 & !from_bit) | if becomes_king { to_bit } else { 0 };
        self.side = self.side.opposite();
        self.hash = h;
        debug_assert_eq!(self.check_invariants(), Ok(()), "after {mv}");
    }

    // For the engine's null-move ideas and the tests.
    #[doc(hidden)]
    /// Passes the turn without moving (for null-move ideas and tests only).
    pub fn with_side_to_move(&self, side: Color) -> Position {
        let mut p = *self;
        if p.side != side {
            p.side = side;
            p.hash ^= zobrist::BLACK_TO_MOVE;
        }
        p
    }
}
