//! Board geometry shared by the 8x8 and 10x10 variants (English, Brazilian, International):
//! a padded `u64` layout with one ghost bit after every two rows, so that every diagonal
//! step is a shift by a constant and falls onto a ghost or off the board when it leaves it.
//!
//! Numbering follows the PDN convention of these games (PDN 3.0 GameTypes 20, 21, 26; the
//! FMJD International rules, Annex 1 Art. 2.4 and 2.6): the board is shown with
//! White at the bottom; square 1 is the first dark square of the top row, in column b;
//! numbers run left to right, row by row, towards White; the bottom-left corner (a1) is
//! dark and is the first square of the bottom row (46 on 10x10, 29 on 8x8).
//!
//! Bit `i` of a bitboard is square `n` with `i = (n - 1) + (n - 1) / S` (S = board size):
//! the ghosts are bits S, 2S+1, ... Moving "up" (towards White's far row, lower numbers)
//! is a right shift by H+1 (up-left) or H (up-right); "down" a left shift by H (down-left)
//! or H+1 (down-right), with H = S/2.

use std::fmt::Debug;
use std::hash::Hash;

/// A square board of dark squares in the padded layout.
pub trait Geometry: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// Rows and columns.
    const SIZE: u8;
    /// Dark squares per row (SIZE / 2): the shift of the down-left and up-right steps.
    const HALF: u32;
    /// Dark squares on the board (32 or 50).
    const SQUARES: u8;
    /// Every real square (no ghosts).
    const BOARD: u64;
    /// Rows of men at the start, per side (3 on 8x8, 4 on 10x10).
    const START_ROWS: u8;

    /// The bit of PDN square `n` (1..=SQUARES).
    #[inline(always)]
    fn bit_of(n: u8) -> u32 {
        let i = u32::from(n - 1);
        i + i / u32::from(Self::SIZE)
    }

    /// The PDN number of bit `b` (a real square).
    #[inline(always)]
    fn number_of(b: u32) -> u8 {
        let s = u32::from(Self::SIZE) + 1;
        (b - b / s + 1) as u8
    }

    /// The squares of each row, top (Black's back row) first; rows past SIZE are empty.
    const ROWS: [u64; 10];
    /// The centre: the two middle rows without their two outer squares each side.
    const CENTRE: u64;

    /// Squares of row `r` (0 = top, Black's back row).
    #[inline(always)]
    fn row_mask(r: u8) -> u64 {
        Self::ROWS[r as usize]
    }

    /// The diagram row (0 = top) of bit `b`.
    #[inline(always)]
    fn row_of(b: u32) -> u8 {
        (Self::number_of(b) - 1) / Self::HALF as u8
    }

    /// The diagram cell `(row, col)` of square `n`.
    fn cell_of(n: u8) -> Option<(u8, u8)> {
        if n == 0 || n > Self::SQUARES {
            return None;
        }
        let h = Self::HALF as u8;
        let row = (n - 1) / h;
        let col = ((n - 1) % h) * 2 + u8::from(row.is_multiple_of(2));
        Some((row, col))
    }

    /// The square named in algebraic form (`c3`: file a.., rank 1.. from White's side),
    /// as PDN writes GameType 26 (Brazilian); `None` for a light or off-board square.
    fn algebraic(text: &str) -> Option<u8> {
        let mut chars = text.chars();
        let file = chars.next()?.to_ascii_lowercase();
        let rank: u8 = chars.as_str().parse().ok()?;
        let col = (file as u32).checked_sub('a' as u32)?;
        if col >= u32::from(Self::SIZE) || rank == 0 || rank > Self::SIZE {
            return None;
        }
        Self::number_at(Self::SIZE - rank, col as u8)
    }

    /// The square number at diagram cell `(row, col)`, or `None` for a light square.
    fn number_at(row: u8, col: u8) -> Option<u8> {
        if row >= Self::SIZE || col >= Self::SIZE || (row + col).is_multiple_of(2) {
            return None;
        }
        Some(row * Self::HALF as u8 + col / 2 + 1)
    }
}

/// The four diagonal directions, as indices 0..4.
pub const UP_LEFT: usize = 0;
pub const UP_RIGHT: usize = 1;
pub const DOWN_LEFT: usize = 2;
pub const DOWN_RIGHT: usize = 3;

/// One diagonal step of every bit of `b` in direction `D`, off-board bits dropped.
#[inline(always)]
pub fn step<G: Geometry, const D: usize>(b: u64) -> u64 {
    let h = G::HALF;
    let moved = match D {
        UP_LEFT => b >> (h + 1),
        UP_RIGHT => b >> h,
        DOWN_LEFT => b << h,
        _ => b << (h + 1),
    };
    moved & G::BOARD
}

/// [`step`] with the direction as a run-time value (for the capture walk's loops).
#[inline(always)]
pub fn step_dir<G: Geometry>(b: u64, d: usize) -> u64 {
    match d {
        UP_LEFT => step::<G, UP_LEFT>(b),
        UP_RIGHT => step::<G, UP_RIGHT>(b),
        DOWN_LEFT => step::<G, DOWN_LEFT>(b),
        _ => step::<G, DOWN_RIGHT>(b),
    }
}

/// The direction opposite `d`.
#[inline(always)]
pub const fn opposite(d: usize) -> usize {
    3 - d
}

const fn board_mask(size: u32) -> u64 {
    let squares = size * size / 2;
    let mut m = 0u64;
    let mut n = 0;
    while n < squares {
        m |= 1 << (n + n / size);
        n += 1;
    }
    m
}

const fn row_masks(size: u32) -> [u64; 10] {
    let mut rows = [0u64; 10];
    let mut n = 0;
    while n < size * size / 2 {
        rows[(n / (size / 2)) as usize] |= 1 << (n + n / size);
        n += 1;
    }
    rows
}

const fn centre_mask(size: u32) -> u64 {
    let rows = row_masks(size);
    let (a, b) = (rows[(size / 2 - 1) as usize], rows[(size / 2) as usize]);
    trim(a) | trim(b)
}

/// A row without its first and last square (its lowest and highest bit).
const fn trim(row: u64) -> u64 {
    row & !(row & row.wrapping_neg()) & !(1 << (63 - row.leading_zeros()))
}

/// The 8x8 board: 32 squares, 3 rows of men a side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board8;

impl Geometry for Board8 {
    const SIZE: u8 = 8;
    const HALF: u32 = 4;
    const SQUARES: u8 = 32;
    const BOARD: u64 = board_mask(8);
    const START_ROWS: u8 = 3;
    const ROWS: [u64; 10] = row_masks(8);
    const CENTRE: u64 = centre_mask(8);
}

/// The 10x10 board: 50 squares, 4 rows of men a side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Board10;

impl Geometry for Board10 {
    const SIZE: u8 = 10;
    const HALF: u32 = 5;
    const SQUARES: u8 = 50;
    const BOARD: u64 = board_mask(10);
    const START_ROWS: u8 = 4;
    const ROWS: [u64; 10] = row_masks(10);
    const CENTRE: u64 = centre_mask(10);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn neighbours<G: Geometry>(n: u8) -> Vec<u8> {
        let b = 1u64 << G::bit_of(n);
        let mut out: Vec<u8> = (0..4)
            .map(|d| step_dir::<G>(b, d))
            .filter(|&x| x != 0)
            .map(|x| G::number_of(x.trailing_zeros()))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn numbering_round_trips() {
        for n in 1..=50 {
            assert_eq!(Board10::number_of(Board10::bit_of(n)), n);
            let (r, c) = Board10::cell_of(n).unwrap();
            assert_eq!(Board10::number_at(r, c), Some(n));
        }
        for n in 1..=32 {
            assert_eq!(Board8::number_of(Board8::bit_of(n)), n);
            let (r, c) = Board8::cell_of(n).unwrap();
            assert_eq!(Board8::number_at(r, c), Some(n));
        }
        assert_eq!(Board10::BOARD.count_ones(), 50);
        assert_eq!(Board8::BOARD.count_ones(), 32);
        assert_eq!(Board10::cell_of(46), Some((9, 0)), "a1 is square 46");
        assert_eq!(Board8::cell_of(29), Some((7, 0)), "a1 is square 29");
        assert_eq!(Board8::algebraic("a1"), Some(29));
        assert_eq!(Board8::algebraic("b8"), Some(1));
        assert_eq!(Board8::algebraic("h2"), Some(28));
        assert_eq!(Board8::algebraic("a2"), None, "a light square");
        assert_eq!(Board10::algebraic("a1"), Some(46));
        assert_eq!(Board10::algebraic("j10"), Some(5));
        let numbers = |m: u64| {
            let mut v: Vec<u8> = (1..=50)
                .filter(|&n| n <= Board10::SQUARES && m >> Board10::bit_of(n) & 1 == 1)
                .collect();
            v.sort();
            v
        };
        assert_eq!(numbers(Board10::CENTRE), [22, 23, 24, 27, 28, 29]);
        assert_eq!(numbers(Board10::row_mask(9)), [46, 47, 48, 49, 50]);
        let n8: Vec<u8> = (1..=32)
            .filter(|&n| Board8::CENTRE >> Board8::bit_of(n) & 1 == 1)
            .collect();
        assert_eq!(n8, [14, 15, 18, 19]);
    }

    #[test]
    fn steps_follow_the_diagram() {
        assert_eq!(neighbours::<Board10>(1), [6, 7]);
        assert_eq!(neighbours::<Board10>(6), [1, 11]);
        assert_eq!(neighbours::<Board10>(15), [10, 20]);
        assert_eq!(neighbours::<Board10>(28), [22, 23, 32, 33]);
        assert_eq!(neighbours::<Board10>(46), [41]);
        assert_eq!(neighbours::<Board10>(45), [40, 50]);
        assert_eq!(neighbours::<Board8>(1), [5, 6]);
        assert_eq!(neighbours::<Board8>(12), [8, 16]);
        assert_eq!(neighbours::<Board8>(29), [25]);
        assert_eq!(neighbours::<Board8>(18), [14, 15, 22, 23]);
    }
}
