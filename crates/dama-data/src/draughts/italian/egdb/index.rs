//! The perfect index of a material slice: every position with a given number of men and
//! kings per side and a given side to move gets one number in `0..len`, and every number
//! names one legal placement (no gaps, no collisions).
//!
//! Men never stand on their own promotion row (rules file §2: a man reaching it is
//! crowned), so White men use squares 5–32 and Black men 1–28. The two ranges overlap on
//! 5–28; the index splits by `k`, the number of White men there: White men are ranked as
//! (those on 5–28, those on 29–32), and Black men among the `28 − k` squares of 1–28 that
//! White left free. Kings go on the squares the men left, White's first, then Black's. A
//! combination is ranked by the combinatorial number system (`Σ C(c_i, i+1)`).
//!
//! No symmetry is used: the 180° turn that swaps the colours is a true symmetry of the
//! rules, but using it would tie each slice to its mirror; the tables stay simple instead.

use crate::draughts::Color;
use crate::draughts::italian::Bitboard;
use crate::draughts::italian::position::Position;

/// Squares 5–28 (indices 4..=27): open to the men of both sides.
const OVERLAP: u32 = 0x0FFF_FFF0;
/// Squares 29–32: White men only (Black's promotion row).
const WHITE_ONLY: u32 = 0xF000_0000;
/// Squares 1–28: where Black men may stand.
const BLACK_MEN: u32 = 0x0FFF_FFFF;

/// Which material a slice holds: the family's (`crate::draughts::egdb::Material`), an
/// Italian position counted by [`Counted`].
pub use crate::draughts::egdb::index::{Counted, Material, binom};

impl Counted for Position {
    fn material(&self) -> Material {
        let k = self.kings();
        Material {
            white_men: (self.white() & !k).count() as u8,
            white_kings: (self.white() & k).count() as u8,
            black_men: (self.black() & !k).count() as u8,
            black_kings: (self.black() & k).count() as u8,
        }
    }
}

/// Ranks a set of `bits` inside the universe `space` (both masks): its combination rank
/// among the squares of `space`, counted from the lowest.
#[inline(always)]
fn rank_in(bits: u32, space: u32) -> u64 {
    let mut r = 0;
    let mut rest = bits;
    let mut i = 1;
    while rest != 0 {
        let sq = rest.trailing_zeros();
        rest &= rest - 1;
        let c = (space & ((1u32 << sq) - 1)).count_ones();
        r += binom(c, i);
        i += 1;
    }
    r
}

/// The set of `count` squares of `space` with combination rank `rank`.
#[inline(always)]
fn unrank_in(mut rank: u64, count: u32, space: u32) -> u32 {
    let mut bits = 0;
    let mut k = count;
    let n = space.count_ones();
    // Walk the squares of `space` from the highest down, choosing greedily.
    let mut c = n;
    let mut squares = [0u8; 32];
    let mut j = 0;
    let mut s = space;
    while s != 0 {
        squares[j] = s.trailing_zeros() as u8;
        s &= s - 1;
        j += 1;
    }
    while k > 0 {
        c -= 1;
        let b = binom(c, k);
        if rank >= b {
            rank -= b;
            bits |= 1 << squares[c as usize];
            k -= 1;
        }
    }
    bits
}

/// The index of one slice: sizes and offsets computed once.
#[derive(Clone, Debug)]
pub struct SliceIndex {
    pub material: Material,
    /// Sub-block start for each `k` (White men on 5–28), then the men total.
    men_offset: [u64; 14],
    pub(super) kings_count: u64,
    /// Positions with one side to move.
    pub(super) half: u64,
}

impl SliceIndex {
    pub fn new(material: Material) -> SliceIndex {
        let wm = u32::from(material.white_men);
        let bm = u32::from(material.black_men);
        let mut men_offset = [0u64; 14];
        let mut total = 0;
        for k in 0..=wm.min(12) {
            men_offset[k as usize] = total;
            total += binom(24, k) * binom(4, wm - k) * binom(28 - k, bm);
        }
        for o in men_offset.iter_mut().skip(wm as usize + 1) {
            *o = total;
        }
        let free = 32 - wm - bm;
        let wk = u32::from(material.white_kings);
        let bk = u32::from(material.black_kings);
        let kings_count = binom(free, wk) * binom(free - wk, bk);
        SliceIndex {
            material,
            men_offset,
            kings_count,
            half: total * kings_count,
        }
    }

    /// Positions in the slice, both sides to move.
    pub fn len(&self) -> u64 {
        self.half * 2
    }

    pub fn is_empty(&self) -> bool {
        self.half == 0
    }

    fn men_total(&self) -> u64 {
        self.men_offset[usize::from(self.material.white_men) + 1]
    }

    /// The index of `pos`, which must hold this slice's material.
    #[inline]
    pub fn index(&self, pos: &Position) -> u64 {
        let kings = pos.kings().0;
        let white_men = pos.white().0 & !kings;
        let black_men = pos.black().0 & !kings;
        let white_kings = pos.white().0 & kings;
        let black_kings = pos.black().0 & kings;
        let k = (white_men & OVERLAP).count_ones();
        let wm = u32::from(self.material.white_men);
        let bm = u32::from(self.material.black_men);
        let back = binom(4, wm - k);
        let black_space = binom(28 - k, bm);
        let w = rank_in(white_men & OVERLAP, OVERLAP) * back
            + rank_in(white_men & WHITE_ONLY, WHITE_ONLY);
        let b = rank_in(black_men, BLACK_MEN & !white_men);
        let men = self.men_offset[k as usize] + w * black_space + b;
        let free = !(white_men | black_men);
        let bk_count = binom(
            32 - wm - bm - u32::from(self.material.white_kings),
            u32::from(self.material.black_kings),
        );
        let kk = rank_in(white_kings, free) * bk_count + rank_in(black_kings, free & !white_kings);
        let side = u64::from(pos.side_to_move() == Color::Black);
        side * self.half + men * self.kings_count + kk
    }

    /// The position with index `i < len()`.
    #[inline]
    pub fn position(&self, i: u64) -> Position {
        let side = if i >= self.half {
            Color::Black
        } else {
            Color::White
        };
        let i = i % self.half.max(1);
        let men = i / self.kings_count;
        let kk = i % self.kings_count;
        let wm = u32::from(self.material.white_men);
        let bm = u32::from(self.material.black_men);
        let mut k = 0;
        while k < wm && self.men_offset[k as usize + 1] <= men {
            k += 1;
        }
        let rest = men - self.men_offset[k as usize];
        let black_space = binom(28 - k, bm);
        let back = binom(4, wm - k);
        let w = rest / black_space;
        let b = rest % black_space;
        let white_men = unrank_in(w / back, k, OVERLAP) | unrank_in(w % back, wm - k, WHITE_ONLY);
        let black_men = unrank_in(b, bm, BLACK_MEN & !white_men);
        let free = !(white_men | black_men);
        let wk = u32::from(self.material.white_kings);
        let bk = u32::from(self.material.black_kings);
        let bk_count = binom(32 - wm - bm - wk, bk);
        let white_kings = unrank_in(kk / bk_count, wk, free);
        let black_kings = unrank_in(kk % bk_count, bk, free & !white_kings);
        debug_assert!(self.men_total() > 0);
        Position::from_parts_unchecked(
            Bitboard(white_men | white_kings),
            Bitboard(black_men | black_kings),
            Bitboard(white_kings | black_kings),
            side,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_position_are_inverse_on_small_slices() {
        for n in 2..=3 {
            for m in Material::all_with(n) {
                let s = SliceIndex::new(m);
                for i in 0..s.len() {
                    let p = s.position(i);
                    assert_eq!(p.check_invariants(), Ok(()), "{} {i}", m.name());
                    assert_eq!(Material::of(&p), m);
                    assert_eq!(s.index(&p), i, "{} {}", m.name(), p.to_fen());
                }
            }
        }
    }

    #[test]
    fn slice_sizes_count_every_placement() {
        // One White man against one Black king: 28 squares for the man, 31 for the king.
        let m = Material {
            white_men: 1,
            white_kings: 0,
            black_men: 0,
            black_kings: 1,
        };
        assert_eq!(SliceIndex::new(m).len(), 2 * 28 * 31);
        // Two men each: counted by brute force over every placement.
        let m = Material {
            white_men: 2,
            white_kings: 0,
            black_men: 2,
            black_kings: 0,
        };
        let mut count = 0u64;
        for a in 4..32 {
            for b in a + 1..32 {
                for c in 0..28 {
                    for d in c + 1..28 {
                        if c != a && c != b && d != a && d != b {
                            count += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(SliceIndex::new(m).len(), 2 * count);
    }
}
