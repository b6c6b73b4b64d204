//! A set of squares as a `u32`: bit `i` is the square numbered `i + 1`.
//!
//! The shift functions move every square of a set one step diagonally at once. Even rows
//! (1–4, 9–12, …) and odd rows (5–8, 13–16, …) step by different amounts, so each shift
//! handles the two row parities separately and drops squares that would leave the board.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use super::square::Square;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u32);

/// Rows 0, 2, 4, 6 (squares 1–4, 9–12, 17–20, 25–28).
pub const EVEN_ROWS: u32 = 0x0F0F_0F0F;
/// Rows 1, 3, 5, 7.
pub const ODD_ROWS: u32 = 0xF0F0_F0F0;
/// The a-file squares of even rows: 1, 9, 17, 25.
const LEFT_EDGE: u32 = 0x0101_0101;
/// The h-file squares of odd rows: 8, 16, 24, 32.
const RIGHT_EDGE: u32 = 0x8080_8080;
/// White promotes on 1–4.
pub const WHITE_PROMOTION: u32 = 0x0000_000F;
/// Black promotes on 29–32.
pub const BLACK_PROMOTION: u32 = 0xF000_0000;

/// Every square one step up-left (toward square 1's corner) of a square in `b`.
#[inline(always)]
pub const fn up_left(b: u32) -> u32 {
    ((b & EVEN_ROWS & !LEFT_EDGE) >> 5) | ((b & ODD_ROWS) >> 4)
}

#[inline(always)]
pub const fn up_right(b: u32) -> u32 {
    ((b & EVEN_ROWS) >> 4) | ((b & ODD_ROWS & !RIGHT_EDGE) >> 3)
}

#[inline(always)]
pub const fn down_left(b: u32) -> u32 {
    ((b & EVEN_ROWS & !LEFT_EDGE) << 3) | ((b & ODD_ROWS) << 4)
}

#[inline(always)]
pub const fn down_right(b: u32) -> u32 {
    ((b & EVEN_ROWS) << 4) | ((b & ODD_ROWS & !RIGHT_EDGE) << 5)
}

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);

    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// The lowest-numbered square, if any.
    pub fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    pub fn iter(self) -> BitIter {
        BitIter(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut b = Bitboard::EMPTY;
        for s in iter {
            b.insert(s);
        }
        b
    }
}

/// Iterates the squares of a set in increasing number order.
pub struct BitIter(u32);

impl Iterator for BitIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::from_index_unchecked(i))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitIter;
    fn into_iter(self) -> BitIter {
        self.iter()
    }
}

macro_rules! bit_ops {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline(always)]
            fn $f(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline(always)]
            fn $fa(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
bit_ops!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bit_ops!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bit_ops!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.number()))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::super::square::Direction;
    use super::*;

    #[test]
    fn shifts_agree_with_the_neighbour_tables() {
        type Shift = fn(u32) -> u32;
        let shifts: [(Direction, Shift); 4] = [
            (Direction::UpLeft, up_left),
            (Direction::UpRight, up_right),
            (Direction::DownLeft, down_left),
            (Direction::DownRight, down_right),
        ];
        for s in Square::all() {
            for (dir, shift) in shifts {
                let expected = s.neighbour(dir).map_or(0, |t| 1u32 << t.index());
                assert_eq!(shift(1 << s.index()), expected, "{s} {dir:?}");
            }
        }
    }
}
