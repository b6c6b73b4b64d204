//! Walking a slice in index order without unranking every position: within one placement
//! of the men, the kings' placements follow each other in the order of the index (the
//! colexicographic order of the combinatorial number system), so the next one comes from
//! the last by the "next combination" bit trick on the squares left free. Only when the
//! men move (every `kings_count` positions) is a position decoded from its number.
//!
//! The WDL solver walks every position of a slice once per pass; decoding each one from
//! scratch cost more than generating its moves.

use super::index::SliceIndex;
use crate::draughts::italian::Bitboard;
use crate::draughts::italian::position::Position;

/// The next combination with as many bits, in increasing order (`m != 0`).
#[inline(always)]
fn next_combination(m: u32) -> u32 {
    let c = m & m.wrapping_neg();
    let r = m.wrapping_add(c);
    (((r ^ m) >> 2) / c) | r
}

/// The squares of `space`, lowest first, and how many.
#[inline(always)]
fn squares_of(space: u32, out: &mut [u8; 32]) -> u32 {
    let mut n = 0;
    let mut s = space;
    while s != 0 {
        out[n] = s.trailing_zeros() as u8;
        s &= s - 1;
        n += 1;
    }
    n as u32
}

/// The board squares of a combination `m` of the squares in `list`.
#[inline(always)]
fn expand(mut m: u32, list: &[u8; 32]) -> u32 {
    let mut out = 0;
    while m != 0 {
        out |= 1 << list[m.trailing_zeros() as usize];
        m &= m - 1;
    }
    out
}

/// The combination of `list`'s squares that `bits` covers (every bit of `bits` is in it).
#[inline(always)]
fn compress(bits: u32, space: u32) -> u32 {
    let mut m = 0;
    let mut b = bits;
    while b != 0 {
        let sq = b.trailing_zeros();
        b &= b - 1;
        m |= 1 << (space & ((1u32 << sq) - 1)).count_ones();
    }
    m
}

/// The positions of `index` numbered `start..end`, in order.
pub struct Walk<'a> {
    index: &'a SliceIndex,
    next: u64,
    end: u64,
    /// Whether the state below describes position `next`.
    ready: bool,
    men_white: u32,
    men_black: u32,
    black_to_move: bool,
    free: [u8; 32],
    free_bits: u32,
    wk: u32,
    wk_rank: u64,
    wk_count: u64,
    bk_space: [u8; 32],
    bk: u32,
    bk_rank: u64,
    bk_count: u64,
}

impl<'a> Walk<'a> {
    pub fn new(index: &'a SliceIndex, start: u64, end: u64) -> Walk<'a> {
        Walk {
            index,
            next: start,
            end: end.min(index.len()),
            ready: false,
            men_white: 0,
            men_black: 0,
            black_to_move: false,
            free: [0; 32],
            free_bits: 0,
            wk: 0,
            wk_rank: 0,
            wk_count: 1,
            bk_space: [0; 32],
            bk: 0,
            bk_rank: 0,
            bk_count: 1,
        }
    }

    /// Sets the state from position `next`, decoded from its number.
    fn decode(&mut self) {
        let pos = self.index.position(self.next);
        let kings = pos.kings().0;
        self.men_white = pos.white().0 & !kings;
        self.men_black = pos.black().0 & !kings;
        self.black_to_move = pos.side_to_move() == crate::draughts::Color::Black;
        self.free_bits = !(self.men_white | self.men_black);
        let m = self.index.material;
        let nfree = squares_of(self.free_bits, &mut self.free);
        let wk_bits = pos.white().0 & kings;
        let bk_bits = pos.black().0 & kings;
        let wk_n = u32::from(m.white_kings);
        let bk_n = u32::from(m.black_kings);
        self.wk = compress(wk_bits, self.free_bits);
        self.wk_count = super::index::binom(nfree, wk_n);
        self.bk_count = super::index::binom(nfree - wk_n, bk_n);
        let bk_space = self.free_bits & !wk_bits;
        squares_of(bk_space, &mut self.bk_space);
        self.bk = compress(bk_bits, bk_space);
        let kk = (self.next % self.index.half.max(1)) % self.index.kings_count;
        self.wk_rank = kk / self.bk_count;
        self.bk_rank = kk % self.bk_count;
        self.ready = true;
    }

    /// Moves the state to the next position (or marks it for decoding).
    #[inline(always)]
    fn advance(&mut self) {
        self.next += 1;
        if self.bk_rank + 1 < self.bk_count {
            self.bk_rank += 1;
            self.bk = next_combination(self.bk);
        } else if self.wk_rank + 1 < self.wk_count {
            self.wk_rank += 1;
            self.wk = next_combination(self.wk);
            let wk_bits = expand(self.wk, &self.free);
            squares_of(self.free_bits & !wk_bits, &mut self.bk_space);
            self.bk_rank = 0;
            self.bk = (1u32 << self.index.material.black_kings) - 1;
        } else {
            self.ready = false;
        }
    }
}

impl Iterator for Walk<'_> {
    type Item = Position;

    #[inline]
    fn next(&mut self) -> Option<Position> {
        if self.next >= self.end {
            return None;
        }
        if !self.ready {
            self.decode();
        }
        let wk = expand(self.wk, &self.free);
        let bk = expand(self.bk, &self.bk_space);
        let side = if self.black_to_move {
            crate::draughts::Color::Black
        } else {
            crate::draughts::Color::White
        };
        let pos = Position::from_parts_unchecked(
            Bitboard(self.men_white | wk),
            Bitboard(self.men_black | bk),
            Bitboard(wk | bk),
            side,
        );
        self.advance();
        Some(pos)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::egdb::Material;

    #[test]
    fn the_walk_meets_every_position_in_index_order() {
        let four =
            [(1, 1, 0, 2), (0, 2, 0, 2), (2, 0, 1, 1), (0, 1, 1, 2)].map(|(a, b, c, d)| Material {
                white_men: a,
                white_kings: b,
                black_men: c,
                black_kings: d,
            });
        let small = (2..=3).flat_map(Material::all_with);
        for m in small.chain(four) {
            let index = SliceIndex::new(m);
            // Start part-way through too: the walk decodes its first position.
            let start = index.len() / 3;
            for (k, pos) in Walk::new(&index, start, index.len()).enumerate() {
                assert_eq!(pos, index.position(start + k as u64), "{}", m.name());
            }
        }
    }
}
