//! Masks and tables the hand-written evaluation (`super::hand`) reads, computed when the
//! program is built for each board ([`super::geometry::Board8`], [`super::geometry::Board10`])
//! in White's frame (men move up, toward row 0): the cone in front of each square, the left
//! half, the side edges, the opponent's half, and each back-row square's place in its row.

use super::geometry::{Board8, Board10, Geometry};

/// The row (0 = top) and column of bit `b` of a board of `size` (a real square).
const fn cell(size: u32, b: u32) -> (u32, u32) {
    let n = b - b / (size + 1);
    let half = size / 2;
    let row = n / half;
    let col = (n % half) * 2 + if row.is_multiple_of(2) { 1 } else { 0 };
    (row, col)
}

const fn is_square(board: u64, b: u32) -> bool {
    b < 64 && board >> b & 1 == 1
}

/// Every square of `board` whose cell satisfies `keep(row, col)`.
macro_rules! mask_where {
    ($g:ty, |$r:ident, $c:ident| $keep:expr) => {{
        let mut m = 0u64;
        let mut b = 0;
        while b < 64 {
            if is_square(<$g>::BOARD, b) {
                let ($r, $c) = cell(<$g>::SIZE as u32, b);
                if $keep {
                    m |= 1 << b;
                }
            }
            b += 1;
        }
        m
    }};
}

/// For each bit, the squares in front of it within the triangle a man could reach moving
/// up (rows above it, widening by one column a row), itself excluded.
const fn cones(size: u32, board: u64) -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut b = 0;
    while b < 64 {
        if is_square(board, b) {
            let (r, c) = cell(size, b);
            let mut m = 0u64;
            let mut x = 0;
            while x < 64 {
                if is_square(board, x) {
                    let (rx, cx) = cell(size, x);
                    if rx < r {
                        let dr = r - rx;
                        let dc = cx.abs_diff(c);
                        if dc <= dr {
                            m |= 1 << x;
                        }
                    }
                }
                x += 1;
            }
            out[b as usize] = m;
        }
        b += 1;
    }
    out
}

/// The tables of one board.
pub trait EvalTables: Geometry {
    /// The squares in front of each bit (White's frame).
    const CONE: [u64; 64];
    /// The squares of the left half of the board (columns a.. up to the middle).
    const LEFT: u64;
    /// The squares of the first and last columns.
    const EDGES: u64;
    /// The rows of the opponent's half in White's frame (the top half).
    const FAR_HALF: u64;
}

impl EvalTables for Board8 {
    const CONE: [u64; 64] = cones(8, Board8::BOARD);
    const LEFT: u64 = mask_where!(Board8, |_r, c| c < 4);
    const EDGES: u64 = mask_where!(Board8, |_r, c| c == 0 || c == 7);
    const FAR_HALF: u64 = mask_where!(Board8, |r, _c| r < 4);
}

impl EvalTables for Board10 {
    const CONE: [u64; 64] = cones(10, Board10::BOARD);
    const LEFT: u64 = mask_where!(Board10, |_r, c| c < 5);
    const EDGES: u64 = mask_where!(Board10, |_r, c| c == 0 || c == 9);
    const FAR_HALF: u64 = mask_where!(Board10, |r, _c| r < 5);
}

/// The cell (row, column) of bit `b` of board `G`, for distances.
#[inline(always)]
pub fn cell_of_bit<G: Geometry>(b: u32) -> (i32, i32) {
    let (r, c) = cell(u32::from(G::SIZE), b);
    (r as i32, c as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers<G: Geometry>(m: u64) -> Vec<u8> {
        (0..64)
            .filter(|&b| m >> b & 1 == 1)
            .map(|b| G::number_of(b))
            .collect()
    }

    #[test]
    fn masks_follow_the_diagram() {
        assert_eq!(Board10::LEFT.count_ones(), 25);
        assert_eq!(Board8::LEFT.count_ones(), 16);
        assert_eq!(
            numbers::<Board8>(Board8::EDGES),
            [4, 5, 12, 13, 20, 21, 28, 29]
        );
        assert_eq!(Board10::FAR_HALF.count_ones(), 25);
        // The cone of 46 (a1) on 10x10 holds 41 (b2) and 36, 37 (a3, c3) but not 47.
        let cone = numbers::<Board10>(Board10::CONE[Board10::bit_of(46) as usize]);
        assert!(cone.contains(&41) && cone.contains(&36) && cone.contains(&37));
        assert!(!cone.contains(&47) && !cone.contains(&46));
        assert_eq!(cell_of_bit::<Board10>(Board10::bit_of(46)), (9, 0));
        assert_eq!(cell_of_bit::<Board8>(Board8::bit_of(1)), (0, 1));
    }
}
