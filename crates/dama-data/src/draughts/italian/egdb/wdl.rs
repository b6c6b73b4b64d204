//! Win/draw/loss tables: two bits per position, and what makes them small.
//!
//! - **Colour symmetry.** Turning the board 180° and swapping the colours is a symmetry
//!   of the rules (men still move forward, the priority rules are the same for both), so
//!   a WDL slice is stored for one of each mirror pair only: the *canonical* side of the
//!   pair, the one whose White men and kings compare greater or equal
//!   ([`Material::is_canonical`]). A position of the other is [`flip`]ped first; its value for the
//!   side to move does not change.
//! - **Captures pending are not stored.** A position whose side to move must capture is
//!   answered by playing the captures (they lead to slices with fewer pieces); its two
//!   bits in the file are a copy of the previous position's, which costs nothing after
//!   compression.
//!
//! Codes: [`DRAW`] 0, [`WIN`] 1, [`LOSS`] 2, for the side to move (the family's).

use super::index::{Material, SliceIndex};
use crate::draughts::italian::Bitboard;
use crate::draughts::italian::position::Position;

/// The family's codes and their two-bit packing (`crate::draughts::egdb::known`).
pub use crate::draughts::egdb::known::{DRAW, LOSS, WIN, get2};

/// The code of a [`Wdl`] and back.
pub fn code(w: Wdl) -> u8 {
    match w {
        Wdl::Draw => DRAW,
        Wdl::Win => WIN,
        Wdl::Loss => LOSS,
    }
}

pub fn wdl(code: u8) -> Wdl {
    match code {
        WIN => Wdl::Win,
        LOSS => Wdl::Loss,
        _ => Wdl::Draw,
    }
}

/// The value for the mover of a move reaching a position worth `child` to its side to
/// move.
#[inline(always)]
pub fn negate(child: u8) -> u8 {
    match child {
        WIN => LOSS,
        LOSS => WIN,
        _ => DRAW,
    }
}

/// The best of two values for the same side.
#[inline(always)]
pub fn better(a: u8, b: u8) -> u8 {
    let rank = |c: u8| match c {
        WIN => 2,
        DRAW => 1,
        _ => 0,
    };
    if rank(b) > rank(a) { b } else { a }
}

/// The position turned 180° with the colours swapped (square `s` becomes `33 − s`): the
/// same game for the side to move.
pub fn flip(pos: &Position) -> Position {
    Position::from_parts_unchecked(
        Bitboard(pos.black().0.reverse_bits()),
        Bitboard(pos.white().0.reverse_bits()),
        Bitboard(pos.kings().0.reverse_bits()),
        pos.side_to_move().opposite(),
    )
}

/// Two bits per position, four positions a byte (the first in the low bits).
#[derive(Clone, Debug)]
pub struct Packed(pub Vec<u8>);

impl Packed {
    pub fn new(n: u64) -> Packed {
        Packed(vec![0; n.div_ceil(4) as usize])
    }

    #[inline(always)]
    pub fn get(&self, i: u64) -> u8 {
        get2(&self.0, i)
    }

    #[inline(always)]
    pub fn set(&mut self, i: u64, code: u8) {
        let b = &mut self.0[(i / 4) as usize];
        let s = (i % 4) * 2;
        *b = (*b & !(3 << s)) | (code << s);
    }
}

/// A solved slice in memory: its values packed, a capture pending's copied from the
/// position before (see the module comment).
#[derive(Clone, Debug)]
pub struct WdlTable {
    pub index: SliceIndex,
    pub values: Packed,
    /// Whether captures pending are left out (true for tables built or read in this
    /// format; false for tables taken from the distance databases, which store all).
    pub sparse: bool,
}

/// Every table a solve may look into, by material; mirror slices through [`flip`].
pub struct Known {
    tables: Vec<Option<std::sync::Arc<WdlTable>>>,
}

fn slot(m: &Material) -> usize {
    ((usize::from(m.white_men) * 13 + usize::from(m.white_kings)) * 13 + usize::from(m.black_men))
        * 13
        + usize::from(m.black_kings)
}

impl Default for Known {
    fn default() -> Self {
        Known {
            tables: vec![None; 13 * 13 * 13 * 13],
        }
    }
}

impl Known {
    pub fn insert(&mut self, table: std::sync::Arc<WdlTable>) {
        let s = slot(&table.index.material);
        self.tables[s] = Some(table);
    }

    pub fn contains(&self, m: &Material) -> bool {
        self.tables[slot(m)].is_some()
    }

    pub fn remove(&mut self, m: &Material) {
        self.tables[slot(m)] = None;
    }

    /// The value of `pos` for its side to move; `None` if neither its slice nor the
    /// mirror is known (or, for a capture pending, one of the captures' slices).
    pub fn value(&self, pos: &Position) -> Option<u8> {
        if pos.pieces(pos.side_to_move()).is_empty() {
            return Some(LOSS);
        }
        let m = Material::of(pos);
        let (table, pos) = match &self.tables[slot(&m)] {
            Some(t) => (t, *pos),
            None => (self.tables[slot(&m.mirror())].as_ref()?, flip(pos)),
        };
        if table.sparse && pos.has_capture() {
            return self.by_captures(&pos);
        }
        Some(table.values.get(table.index.index(&pos)))
    }

    /// The value of a position with a capture pending, from its captures' values.
    pub fn by_captures(&self, pos: &Position) -> Option<u8> {
        let mut best = LOSS;
        for mv in pos.legal_moves().iter() {
            best = better(best, negate(self.value(&pos.after(mv))?));
            if best == WIN {
                break;
            }
        }
        Some(best)
    }
}

/// Win, draw or loss for the side to move: the family's (`crate::draughts::egdb::value`).
pub use crate::draughts::egdb::value::Wdl;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flip_is_a_symmetry_of_the_moves() {
        let pos = Position::from_fen("W:W21,K30:B9,K6").expect("fen");
        let f = flip(&pos);
        assert_eq!(f.to_fen(), "B:W24,K27:BK3,12");
        assert_eq!(flip(&f), pos);
        assert_eq!(pos.legal_moves().len(), f.legal_moves().len());
        for mv in pos.legal_moves().iter() {
            let child = flip(&pos.after(mv));
            assert!(f.legal_moves().iter().any(|m| f.after(m) == child));
        }
    }

    #[test]
    fn packed_codes_round_trip() {
        let mut p = Packed::new(10);
        for i in 0..10 {
            p.set(i, (i % 3) as u8);
        }
        p.set(4, LOSS);
        let got: Vec<u8> = (0..10).map(|i| p.get(i)).collect();
        assert_eq!(got, [0, 1, 2, 0, 2, 2, 0, 1, 2, 0]);
    }
}
