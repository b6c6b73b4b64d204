//! The learned evaluation's model: what it looks at, shared by the engine's fast
//! evaluation ([`super::eval`]) and the tuner (`draughts::italian::tune`, in `dama-data`).
//!
//! * **Patterns.** Fifteen overlapping 4x4 regions of the board (8 dark squares each: rows
//!   r..r+3, r = 0..4, and columns c..c+3, c = 0, 2, 4). Each region's men (empty, own
//!   man, opponent man on each of its 8 squares) index one of 3^8 = 6561 learned values.
//!   Kings count as empty squares here: they have terms of their own.
//! * **Side terms**, counted for each side in its own frame: men, kings, men with a free
//!   run to promotion by the rows they still have to go, king mobility, trapped kings,
//!   and a king's square.
//! * **Side-to-move terms**: the tempo, and pieces the opponent could capture if it were
//!   its turn (one, and each one more).
//!
//! Every learned value has an opening and an ending weight, mixed by the pieces on the
//! board (24 = opening, 0 = ending). Black's pieces are seen turned 180 degrees
//! (`reverse_bits`: square n becomes 33 − n), so both sides use one set of weights and a
//! position and its colour-mirror score exactly opposite.
//!
//! The tuner learns `P[w][own, opp]` (a region from one side's point of view); the engine
//! looks up `T[w][white, black] = P[w][white, black] − P[14 − w][σ(...)]` once per region,
//! the difference of the two sides' views precomputed ([`fold_patterns`]).

use crate::draughts::italian::bitboard::{down_left, down_right, up_left, up_right};

/// The pattern regions.
pub const WINDOWS: usize = 15;
/// The configurations of one region: 3^8.
pub const CONFIGS: usize = 6561;
/// Side terms: men, kings, runaway men (rows to go 1..=7), king mobility, trapped kings,
/// and the king square table (32).
pub const SIDE_TERMS: usize = 2 + 7 + 2 + 32;
/// Side-to-move terms: tempo, one piece hanging, each further piece hanging.
pub const STM_TERMS: usize = 3;
/// Pieces on the board at the start: the phase's full "opening" weight.
pub const FULL_PHASE: i32 = 24;

pub const S_MEN: usize = 0;
pub const S_KINGS: usize = 1;
pub(crate) const S_RUNAWAY: usize = 2;
pub(crate) const S_MOBILITY: usize = 9;
pub(crate) const S_TRAPPED: usize = 10;
pub const S_KING_SQUARE: usize = 11;

/// One side's pieces in the common frame (this side moves up, toward index 0).
#[derive(Clone, Copy, Debug)]
pub struct Army {
    pub men: u32,
    pub kings: u32,
}

impl Army {
    pub fn all(self) -> u32 {
        self.men | self.kings
    }

    /// The same pieces seen from the other side of the board.
    pub fn turned(self) -> Army {
        Army {
            men: self.men.reverse_bits(),
            kings: self.kings.reverse_bits(),
        }
    }
}

/// `CONE[i]`: every square a man on index `i` could pass through on its way to promotion.
pub(crate) const CONE: [u32; 32] = build_cones();

const fn build_cones() -> [u32; 32] {
    let mut cones = [0u32; 32];
    let mut i = 0;
    while i < 32 {
        let mut front = 1u32 << i;
        let mut cone = 0u32;
        let mut step = 0;
        while step < 8 {
            front = up_left(front) | up_right(front);
            cone |= front;
            step += 1;
        }
        cones[i] = cone;
        i += 1;
    }
    cones
}

/// `TERNARY[b]`: the base-3 number whose digits are the bits of `b` (digit j = bit j).
pub(crate) const TERNARY: [u16; 256] = build_ternary();

const fn build_ternary() -> [u16; 256] {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let mut v = 0u16;
        let mut pow = 1u16;
        let mut j = 0;
        while j < 8 {
            if b & (1 << j) != 0 {
                v += pow;
            }
            pow *= 3;
            j += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
}

/// The 8 squares of region `w` in `set`, as a byte: bit 2·k + j is row r + k, the j-th
/// square of the region in that row.
#[inline(always)]
pub(crate) fn gather(set: u32, w: usize) -> usize {
    let shift = 4 * (w / 3) + w % 3;
    let x = (set >> shift) & 0x3333;
    let y = (x | (x >> 2)) & 0x0F0F;
    ((y | (y >> 4)) & 0xFF) as usize
}

/// The configuration of region `w` with `own` and `opp` men.
#[inline(always)]
pub fn pattern_index(own_men: u32, opp_men: u32, w: usize) -> usize {
    TERNARY[gather(own_men, w)] as usize + 2 * TERNARY[gather(opp_men, w)] as usize
}

/// The configuration a region shows to the other side: squares turned 180 degrees (the
/// order of the 8 reversed), own and opponent swapped.
pub fn mirror_config(index: usize) -> usize {
    let (mut own, mut opp) = (0u8, 0u8);
    let mut rest = index;
    for j in 0..8 {
        match rest % 3 {
            1 => own |= 1 << j,
            2 => opp |= 1 << j,
            _ => {}
        }
        rest /= 3;
    }
    TERNARY[opp.reverse_bits() as usize] as usize
        + 2 * TERNARY[own.reverse_bits() as usize] as usize
}

/// The side terms of `own` (moving up) against `opp`, in the same frame: counts that the
/// weights multiply. The king squares are a set (`king_squares`), the rest counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideCounts {
    pub counts: [i32; S_KING_SQUARE],
    pub king_squares: u32,
}

pub fn side_counts(own: Army, opp: Army) -> SideCounts {
    let empty = !(own.all() | opp.all());
    let mut c = [0i32; S_KING_SQUARE];
    c[S_MEN] = own.men.count_ones() as i32;
    c[S_KINGS] = own.kings.count_ones() as i32;
    let opp_all = opp.all();
    let mut men = own.men;
    while men != 0 {
        let i = men.trailing_zeros() as usize;
        men &= men - 1;
        if CONE[i] & opp_all == 0 {
            let rows_to_go = i / 4;
            // A man on index 0..4 would be a king already; rows to go is 1..=7.
            c[S_RUNAWAY + rows_to_go.clamp(1, 7) - 1] += 1;
        }
    }
    let mut kings = own.kings;
    while kings != 0 {
        let k = 1u32 << kings.trailing_zeros();
        kings &= kings - 1;
        let free = (up_left(k) | up_right(k) | down_left(k) | down_right(k)) & empty;
        let n = free.count_ones() as i32;
        c[S_MOBILITY] += n;
        if n == 0 {
            c[S_TRAPPED] += 1;
        }
    }
    SideCounts {
        counts: c,
        king_squares: own.kings,
    }
}

/// Pieces of `own` that `opp` (moving down in this frame) could capture right now.
pub fn hanging(own: Army, opp: Army) -> u32 {
    let empty = !(own.all() | opp.all());
    // A man of `opp` captures downward, and only men (Art. 6: men cannot take kings).
    let by_men = (down_left(opp.men) & up_right(empty)) | (down_right(opp.men) & up_left(empty));
    let k = opp.kings;
    let by_kings = (down_left(k) & up_right(empty))
        | (down_right(k) & up_left(empty))
        | (up_left(k) & down_right(empty))
        | (up_right(k) & down_left(empty));
    ((by_men & own.men) | (by_kings & own.all())).count_ones()
}

/// The side-to-move terms: tempo, one piece hanging, the further pieces hanging.
pub fn stm_counts(own: Army, opp: Army) -> [i32; STM_TERMS] {
    let n = hanging(own, opp) as i32;
    [1, i32::from(n > 0), (n - 1).max(0)]
}

/// The engine's pattern table from the tuner's: `T[w][i] = P[w][i] − P[14 − w][σ(i)]`,
/// `σ` = [`mirror_config`]; `p` and the result are `[WINDOWS * CONFIGS]` per phase.
pub fn fold_patterns(p: &[f64]) -> Vec<f64> {
    let mut t = vec![0.0; WINDOWS * CONFIGS];
    for w in 0..WINDOWS {
        for i in 0..CONFIGS {
            t[w * CONFIGS + i] = p[w * CONFIGS + i] - p[(14 - w) * CONFIGS + mirror_config(i)];
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_turned_is_the_opposite_region_reversed() {
        for w in 0..WINDOWS {
            for set in [
                0x0000_0001u32,
                0x8421_0F0F,
                0x1234_5678,
                0xFFFF_FFFF,
                0x0660_0990,
            ] {
                let here = gather(set, w) as u8;
                assert_eq!(
                    gather(set.reverse_bits(), 14 - w) as u8,
                    here.reverse_bits()
                );
            }
        }
    }

    #[test]
    fn regions_hold_eight_squares_and_cover_the_board() {
        let mut covered = 0u32;
        for w in 0..WINDOWS {
            let mut squares = 0u32;
            for i in 0..32 {
                if gather(1 << i, w) != 0 {
                    squares |= 1 << i;
                }
            }
            assert_eq!(squares.count_ones(), 8, "region {w}");
            covered |= squares;
        }
        assert_eq!(covered, u32::MAX);
    }

    #[test]
    fn mirroring_a_configuration_twice_is_the_identity() {
        for i in 0..CONFIGS {
            assert_eq!(mirror_config(mirror_config(i)), i);
        }
    }

    #[test]
    fn hanging_sees_a_man_in_front_of_an_empty_square() {
        // Own man on index 13 (square 14), opponent man on index 9 (square 10) above it,
        // with index 18 (square 19) empty behind.
        let own = Army {
            men: 1 << 13,
            kings: 0,
        };
        let opp = Army {
            men: 1 << 9,
            kings: 0,
        };
        assert_eq!(hanging(own, opp), 1);
        assert_eq!(stm_counts(own, opp), [1, 1, 0]);
    }
}
