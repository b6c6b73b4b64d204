//! The pattern regions of a board ([`Regions`]): 4x4 blocks of dark squares, 9 on 8x8
//! and 16 on 10x10, each given by the bit where each of its rows' two squares start.
//! A fact of the board's geometry, which the rule sets name and `pattern.rs` reads.

use super::geometry::{Board8, Board10, Geometry};

/// The regions of a board: for each, the bit where each of its 4 rows' two squares start
/// (the two dark squares of a row in a 4-column block are neighbours in the padded layout).
pub trait Regions: Geometry {
    /// Regions on the board (9 on 8x8, 16 on 10x10).
    const COUNT: usize;
    /// Regions along each side (3 on 8x8, 4 on 10x10): region `k · PER_SIDE + c` has
    /// its top row at row 2k and its first column at 2c.
    const PER_SIDE: usize;
    /// Per region, the lowest bit of each of its rows, top row first.
    const ROW_STARTS: &'static [[u32; 4]];
}

/// The lowest bit of the dark squares of `row` in the 4 columns from `col` (even).
const fn row_start(size: u32, row: u32, col: u32) -> u32 {
    let half = size / 2;
    // The dark squares of a row are on its odd columns (even rows) or its even ones (odd
    // rows); either way, from an even `col` the first is the row's (col / 2)-th.
    let n = row * half + col / 2;
    n + n / size
}

const fn starts<const N: usize>(size: u32) -> [[u32; 4]; N] {
    let mut out = [[0u32; 4]; N];
    let per_side = (size / 2 - 1) as usize;
    let mut i = 0;
    while i < N {
        let (r0, c0) = ((i / per_side) as u32 * 2, (i % per_side) as u32 * 2);
        let mut k = 0;
        while k < 4 {
            out[i][k] = row_start(size, r0 + k as u32, c0);
            k += 1;
        }
        i += 1;
    }
    out
}

const STARTS_8: [[u32; 4]; 9] = starts::<9>(8);
const STARTS_10: [[u32; 4]; 16] = starts::<16>(10);

impl Regions for Board8 {
    const COUNT: usize = 9;
    const PER_SIDE: usize = 3;
    const ROW_STARTS: &'static [[u32; 4]] = &STARTS_8;
}

impl Regions for Board10 {
    const COUNT: usize = 16;
    const PER_SIDE: usize = 4;
    const ROW_STARTS: &'static [[u32; 4]] = &STARTS_10;
}
