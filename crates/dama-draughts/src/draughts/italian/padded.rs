//! The 32 squares in a padded 36-bit layout, where every diagonal step is one shift.
//!
//! In the plain layout ([`super::bitboard`]) even and odd rows step by different amounts,
//! so each step needs two masked shifts. Here each pair of rows takes nine bits: the four
//! squares of the even row, one ghost bit that is never a square, then the four squares
//! of the odd row. Square index `i` sits at bit `i + (i + 4) / 8`, and in every row a step
//! up-left is `>> 5`, up-right `>> 4`, down-left `<< 4` and down-right `<< 5`: a step off
//! the side of the board lands on a ghost bit (or past either end), and intersecting with
//! a set of real squares drops it. The ghost bits are 4, 13, 22 and 31.
//!
//! Move generation uses this layout inside; positions keep the plain `u32` sets.

/// One bit per square of the padded layout (no ghost bits).
pub const BOARD: u64 = pad(u32::MAX);

/// The even row's four squares of each nine-bit pair, before the odd row is moved up.
const LOW_NIBBLES: u64 = 0xF | (0xF << 9) | (0xF << 18) | (0xF << 27);

/// White promotes on squares 1–4.
pub const WHITE_PROMOTION: u64 = pad(super::bitboard::WHITE_PROMOTION);
/// Black promotes on squares 29–32.
pub const BLACK_PROMOTION: u64 = pad(super::bitboard::BLACK_PROMOTION);

/// The plain set `x` in the padded layout.
#[inline(always)]
pub const fn pad(x: u32) -> u64 {
    let x = x as u64;
    // Byte k (rows 2k and 2k + 1) to bit 9k, then the odd row's nibble one bit up.
    let z = (x & 0xFF) | ((x & 0xFF00) << 1) | ((x & 0xFF_0000) << 2) | ((x & 0xFF00_0000) << 3);
    (z & LOW_NIBBLES) | ((z & (LOW_NIBBLES << 4)) << 1)
}

/// One step up-left (toward square 1's corner) of every square in `b`.
#[inline(always)]
pub const fn up_left(b: u64) -> u64 {
    b >> 5
}

#[inline(always)]
pub const fn up_right(b: u64) -> u64 {
    b >> 4
}

#[inline(always)]
pub const fn down_left(b: u64) -> u64 {
    b << 4
}

#[inline(always)]
pub const fn down_right(b: u64) -> u64 {
    b << 5
}

/// The side to move as a type, so that the direction of its men is known when compiling.
pub trait Side {
    /// The other side (who moves next).
    type Other: Side;
    /// The row where this side's men are promoted.
    const PROMOTION: u64;
    /// The men's first forward direction, in the order the generator tries them
    /// (White: up-left, Black: down-left).
    fn ahead_a(b: u64) -> u64;
    /// The men's second forward direction (White: up-right, Black: down-right).
    fn ahead_b(b: u64) -> u64;
    /// The inverse of [`Side::ahead_a`]: where a step in that direction came from.
    fn behind_a(b: u64) -> u64;
    /// The inverse of [`Side::ahead_b`].
    fn behind_b(b: u64) -> u64;
}

pub struct White;
pub struct Black;

impl Side for White {
    type Other = Black;
    const PROMOTION: u64 = WHITE_PROMOTION;
    #[inline(always)]
    fn ahead_a(b: u64) -> u64 {
        up_left(b)
    }
    #[inline(always)]
    fn ahead_b(b: u64) -> u64 {
        up_right(b)
    }
    #[inline(always)]
    fn behind_a(b: u64) -> u64 {
        down_right(b)
    }
    #[inline(always)]
    fn behind_b(b: u64) -> u64 {
        down_left(b)
    }
}

impl Side for Black {
    type Other = White;
    const PROMOTION: u64 = BLACK_PROMOTION;
    #[inline(always)]
    fn ahead_a(b: u64) -> u64 {
        down_left(b)
    }
    #[inline(always)]
    fn ahead_b(b: u64) -> u64 {
        down_right(b)
    }
    #[inline(always)]
    fn behind_a(b: u64) -> u64 {
        up_right(b)
    }
    #[inline(always)]
    fn behind_b(b: u64) -> u64 {
        up_left(b)
    }
}

#[cfg(test)]
mod tests {
    use super::super::bitboard;
    use super::*;

    #[test]
    fn padding_keeps_every_square_apart_and_in_order() {
        assert_eq!(BOARD.count_ones(), 32);
        assert_eq!(BOARD & pad(0), 0);
        for ghost in [4, 13, 22, 31] {
            assert_eq!(BOARD & (1 << ghost), 0, "bit {ghost} is a ghost");
        }
        let mut last = None;
        for i in 0..32u32 {
            let g = pad(1 << i);
            assert_eq!(g.count_ones(), 1);
            assert!(last < Some(g), "the layout keeps the squares' order");
            last = Some(g);
        }
        let set = 0xA5C3_0F96u32;
        let by_square = (0..32).filter(|i| set & (1 << i) != 0);
        assert_eq!(pad(set), by_square.fold(0, |g, i| g | pad(1 << i)));
    }

    #[test]
    fn one_shift_steps_like_the_plain_layout() {
        type Pair = (fn(u32) -> u32, fn(u64) -> u64);
        let steps: [Pair; 4] = [
            (bitboard::up_left, up_left),
            (bitboard::up_right, up_right),
            (bitboard::down_left, down_left),
            (bitboard::down_right, down_right),
        ];
        for i in 0..32 {
            for (plain, padded) in steps {
                assert_eq!(pad(plain(1 << i)), padded(pad(1 << i)) & BOARD, "index {i}");
            }
        }
    }

    #[test]
    fn the_sides_step_forward_and_back() {
        for i in 0..32 {
            let b = pad(1 << i);
            for (ahead, behind) in [
                (
                    White::ahead_a as fn(u64) -> u64,
                    White::behind_a as fn(u64) -> u64,
                ),
                (White::ahead_b, White::behind_b),
                (Black::ahead_a, Black::behind_a),
                (Black::ahead_b, Black::behind_b),
            ] {
                let t = ahead(b) & BOARD;
                if t != 0 {
                    assert_eq!(behind(t), b);
                }
            }
        }
        assert_eq!(White::ahead_a(pad(1 << 30)), pad(1 << 26), "31 to 27");
        assert_eq!(Black::ahead_b(pad(1)), pad(1 << 4), "1 to 5");
    }
}
