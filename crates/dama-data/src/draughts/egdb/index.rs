//! The perfect index of a material slice of the 8x8/10x10 variants (English, Brazilian,
//! International), on the padded bitboards of `crate::draughts::geometry`: every
//! position with the slice's men and kings, a man never on its own promotion row (the
//! FMJD rules Art. 3/4 and the English Laws, "Crowning": a man reaching the far row is
//! crowned, so none stands there), both sides to move, numbered `0..len` with no gaps.
//!
//! Order (outermost first): side to move (White, then Black); White's men among the
//! squares off row 0; Black's men among the squares off the bottom row not taken by a
//! White man; White's kings among the free squares; Black's kings among those left. Each
//! set is numbered by its combinatorial (colex) rank among the squares it may use. Black's
//! men have fewer squares when White men stand on the bottom row, so a table of offsets,
//! one per White-men set, keeps the numbering dense.

use std::marker::PhantomData;

use crate::draughts::Color;
use crate::draughts::board::Board;
use crate::draughts::geometry::Geometry;
use crate::draughts::ruleset::RuleSet;

/// Binomial coefficients C(n, k) for n ≤ 64, k ≤ 12.
const BINOM: [[u64; 13]; 65] = binomials();

const fn binomials() -> [[u64; 13]; 65] {
    let mut t = [[0u64; 13]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= 12 {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
}

/// C(n, k) (0 when k > n).
#[inline(always)]
pub fn binom(n: u32, k: u32) -> u64 {
    BINOM[n as usize][k as usize]
}

/// How many men and kings each side has: a slice of the databases (Italian's and the
/// variants': the same numbers and names, each game indexing its own board).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Material {
    pub white_men: u8,
    pub white_kings: u8,
    pub black_men: u8,
    pub black_kings: u8,
}

/// A position of a game with databases: what its material is.
pub trait Counted {
    fn material(&self) -> Material;
}

impl<R: RuleSet> Counted for Board<R> {
    fn material(&self) -> Material {
        let n = |b: u64| b.count_ones() as u8;
        Material {
            white_men: n(self.white & !self.kings),
            white_kings: n(self.white & self.kings),
            black_men: n(self.black & !self.kings),
            black_kings: n(self.black & self.kings),
        }
    }
}

impl Material {
    pub fn new(white_men: u8, white_kings: u8, black_men: u8, black_kings: u8) -> Material {
        Material {
            white_men,
            white_kings,
            black_men,
            black_kings,
        }
    }

    /// The material of a position.
    pub fn of(pos: &impl Counted) -> Material {
        pos.material()
    }

    // Counted in u32: a slice file's header gives any four bytes, and their sum in u8
    // overflowed (found by the fuzz harness).
    pub fn pieces(&self) -> u32 {
        self.men() + u32::from(self.white_kings) + u32::from(self.black_kings)
    }

    pub fn men(&self) -> u32 {
        u32::from(self.white_men) + u32::from(self.black_men)
    }

    /// Both sides have a piece (otherwise the game is over and nothing is stored).
    pub fn is_game(&self) -> bool {
        (self.white_men | self.white_kings) > 0 && (self.black_men | self.black_kings) > 0
    }

    /// Files and messages name a slice like `w1k2b0k1` (White 1 man 2 kings, Black 1 king).
    pub fn name(&self) -> String {
        format!(
            "w{}k{}b{}k{}",
            self.white_men, self.white_kings, self.black_men, self.black_kings
        )
    }

    /// Colours swapped.
    pub fn mirror(&self) -> Material {
        Material::new(
            self.black_men,
            self.black_kings,
            self.white_men,
            self.white_kings,
        )
    }

    /// Whether this is the stored side of its mirror pair (White's material ≥ Black's).
    pub fn is_canonical(&self) -> bool {
        (self.white_men, self.white_kings) >= (self.black_men, self.black_kings)
    }

    /// The stored side of the pair.
    pub fn canonical(&self) -> Material {
        if self.is_canonical() {
            *self
        } else {
            self.mirror()
        }
    }

    /// Every material of exactly `pieces` pieces with a piece on each side (at most 12
    /// men a side), fewer men first.
    pub fn all_with(pieces: u32) -> Vec<Material> {
        let p = pieces.min(255) as u8;
        let mut out = Vec::new();
        for wm in 0..=p {
            for wk in 0..=p - wm {
                for bm in 0..=p - wm - wk {
                    let m = Material::new(wm, wk, bm, p - wm - wk - bm);
                    if m.is_game() && wm <= 12 && bm <= 12 {
                        out.push(m);
                    }
                }
            }
        }
        out.sort_by_key(|m| (m.men(), *m));
        out
    }
}

/// The rank of `set` among the subsets of its size of `mask`'s squares.
#[inline(always)]
fn rank_in(set: u64, mask: u64) -> u64 {
    let mut rank = 0;
    let mut s = set;
    let mut i = 1;
    while s != 0 {
        let b = s & s.wrapping_neg();
        let r = (mask & (b - 1)).count_ones();
        rank += binom(r, i);
        i += 1;
        s ^= b;
    }
    rank
}

/// The `r`-th square (0-based, lowest bit first) of `mask`.
#[inline(always)]
fn select(mut mask: u64, r: u32) -> u64 {
    for _ in 0..r {
        mask &= mask - 1;
    }
    mask & mask.wrapping_neg()
}

/// The set of `k` squares of `mask` with rank `rank` (the inverse of [`rank_in`]).
#[inline(always)]
fn unrank_in(mut rank: u64, k: u32, mask: u64) -> u64 {
    let mut set = 0;
    let mut top = mask.count_ones();
    for i in (1..=k).rev() {
        let mut r = top;
        while r > 0 && binom(r - 1, i) > rank {
            r -= 1;
        }
        // r - 1 is the largest element with C(r - 1, i) <= rank.
        let e = r - 1;
        rank -= binom(e, i);
        set |= select(mask, e);
        top = e;
    }
    set
}

/// The numbering of one slice of variant `R`.
#[derive(Clone, Debug)]
pub struct SliceIndex<R: RuleSet> {
    pub material: Material,
    /// Where White's men may stand, and Black's.
    white_men_squares: u64,
    black_men_squares: u64,
    /// Positions (one side to move) before each White-men set, then the total of men.
    offsets: Vec<u64>,
    white_king_ways: u64,
    black_king_ways: u64,
    half: u64,
    rules: PhantomData<R>,
}

impl<R: RuleSet> SliceIndex<R> {
    pub fn new(material: Material) -> SliceIndex<R> {
        let g = |r| <R::Geo as Geometry>::row_mask(r);
        let board = <R::Geo as Geometry>::BOARD;
        let size = <R::Geo as Geometry>::SIZE;
        let white_men_squares = board & !g(0);
        let black_men_squares = board & !g(size - 1);
        let (wm, bm) = (u32::from(material.white_men), u32::from(material.black_men));
        let sets = binom(white_men_squares.count_ones(), wm);
        let mut offsets = Vec::with_capacity(sets as usize + 1);
        let mut acc = 0u64;
        for r in 0..sets {
            offsets.push(acc);
            let white = unrank_in(r, wm, white_men_squares);
            acc += binom((black_men_squares & !white).count_ones(), bm);
        }
        offsets.push(acc);
        let free = u32::from(<R::Geo as Geometry>::SQUARES) - wm - bm;
        let white_king_ways = binom(free, u32::from(material.white_kings));
        let black_king_ways = binom(
            free - u32::from(material.white_kings),
            u32::from(material.black_kings),
        );
        SliceIndex {
            material,
            white_men_squares,
            black_men_squares,
            offsets,
            white_king_ways,
            black_king_ways,
            half: acc * white_king_ways * black_king_ways,
            rules: PhantomData,
        }
    }

    /// Positions in the slice (both sides to move).
    pub fn len(&self) -> u64 {
        2 * self.half
    }

    pub fn is_empty(&self) -> bool {
        self.half == 0
    }

    /// The number of a position of this slice.
    #[inline]
    pub fn index(&self, pos: &Board<R>) -> u64 {
        let board = <R::Geo as Geometry>::BOARD;
        let wm = pos.white & !pos.kings;
        let bm = pos.black & !pos.kings;
        let wk = pos.white & pos.kings;
        let bk = pos.black & pos.kings;
        let wr = rank_in(wm, self.white_men_squares);
        let br = rank_in(bm, self.black_men_squares & !wm);
        let free = board & !(wm | bm);
        let wkr = rank_in(wk, free);
        let bkr = rank_in(bk, free & !wk);
        let men = self.offsets[wr as usize] + br;
        let side = u64::from(pos.black_to_move);
        side * self.half + (men * self.white_king_ways + wkr) * self.black_king_ways + bkr
    }

    /// The position numbered `i` (`i < len()`).
    pub fn position(&self, i: u64) -> Board<R> {
        let board = <R::Geo as Geometry>::BOARD;
        let m = self.material;
        let side = i / self.half;
        let mut r = i % self.half;
        let bkr = r % self.black_king_ways;
        r /= self.black_king_ways;
        let wkr = r % self.white_king_ways;
        let men = r / self.white_king_ways;
        let wr = self.offsets.partition_point(|&o| o <= men) - 1;
        let br = men - self.offsets[wr];
        let wm = unrank_in(wr as u64, u32::from(m.white_men), self.white_men_squares);
        let bm = unrank_in(br, u32::from(m.black_men), self.black_men_squares & !wm);
        let free = board & !(wm | bm);
        let wk = unrank_in(wkr, u32::from(m.white_kings), free);
        let bk = unrank_in(bkr, u32::from(m.black_kings), free & !wk);
        let to_move = if side == 0 {
            Color::White
        } else {
            Color::Black
        };
        match Board::from_parts(wm | wk, bm | bk, wk | bk, to_move) {
            Ok(p) => p,
            Err(e) => unreachable!("the index makes only legal positions: {e}"),
        }
    }
}

/// The position turned 180° with the colours swapped: the same game for the side to move
/// (the rules of these variants treat both colours alike, men moving forward). Square `n`
/// becomes `SQUARES + 1 - n`, which in the padded layout is a reversal of the used bits.
pub fn flip<R: RuleSet>(pos: &Board<R>) -> Board<R> {
    let last = <R::Geo as Geometry>::bit_of(<R::Geo as Geometry>::SQUARES);
    let rev = |x: u64| x.reverse_bits() >> (63 - last);
    match Board::from_parts(
        rev(pos.black),
        rev(pos.white),
        rev(pos.kings),
        pos.side_to_move().opposite(),
    ) {
        Ok(p) => p,
        Err(e) => unreachable!("a flipped legal position is legal: {e}"),
    }
}

/// A material in words, for messages: "White 2 kings, 1 man; Black 1 king".
pub fn describe(m: &Material) -> String {
    let side = |men: u8, kings: u8| {
        let mut parts = Vec::new();
        match kings {
            0 => {}
            1 => parts.push("1 king".to_string()),
            n => parts.push(format!("{n} kings")),
        }
        match men {
            0 => {}
            1 => parts.push("1 man".to_string()),
            n => parts.push(format!("{n} men")),
        }
        parts.join(", ")
    };
    format!(
        "White {}; Black {}",
        side(m.white_men, m.white_kings),
        side(m.black_men, m.black_kings)
    )
}
