//! The hand-written evaluation: what an Italian player looks at in a quiet position,
//! each term weighted in [`super::weights`] (material, advancement, the back-row guard,
//! centre and flanks, runaway men, king mobility, blocked and hanging pieces, endgame
//! conversion). The learned evaluation ([`super::eval`]) adds its patterns to this score.
//! From the side to move's view, in hundredths of a man.
//!
//! Both sides are scored by the same code in the same frame: Black's sets are turned
//! 180 degrees (`reverse_bits` maps square n to 33 − n), so every man "moves up" toward
//! index 0 and its back row is indices 28..32.

use crate::draughts::italian::bitboard::{down_left, down_right, up_left, up_right};
use crate::draughts::italian::{Color, Position};

use super::weights as p;

/// One side's pieces in the common frame (this side moves up).
#[derive(Clone, Copy)]
struct Army {
    men: u32,
    kings: u32,
}

impl Army {
    fn all(self) -> u32 {
        self.men | self.kings
    }
}

const BACK_ROW: u32 = 0xF000_0000;
const CENTRE: u32 = (1 << 13) | (1 << 14) | (1 << 17) | (1 << 18);
const NEAR_CENTRE: u32 = (1 << 9) | (1 << 10) | (1 << 21) | (1 << 22);
/// a-file and h-file squares: 1, 9, 17, 25 and 8, 16, 24, 32.
const EDGES: u32 = 0x0101_0101 | 0x8080_8080;

/// `CONE[i]`: every square a man on index `i` could pass through on its way to promotion.
const CONE: [u32; 32] = build_cones();

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

/// King-step distance between two squares (kings move one square diagonally).
const DISTANCE: [[u8; 32]; 32] = build_distances();

const fn build_distances() -> [[u8; 32]; 32] {
    let mut d = [[0u8; 32]; 32];
    let mut a = 0;
    while a < 32 {
        let mut b = 0;
        while b < 32 {
            let (ra, rb) = ((a / 4) as i32, (b / 4) as i32);
            let ca = if ra % 2 == 0 {
                2 * (a % 4)
            } else {
                2 * (a % 4) + 1
            } as i32;
            let cb = if rb % 2 == 0 {
                2 * (b % 4)
            } else {
                2 * (b % 4) + 1
            } as i32;
            let dr = if ra > rb { ra - rb } else { rb - ra };
            let dc = if ca > cb { ca - cb } else { cb - ca };
            d[a][b] = if dr > dc { dr } else { dc } as u8;
            b += 1;
        }
        a += 1;
    }
    d
}

/// Positional terms for `own` (moving up) against `opp` in the same frame.
fn side_terms(own: Army, opp: Army, total_pieces: i32) -> i32 {
    let empty = !(own.all() | opp.all());
    let mut score = 0;

    // Advancement, more important as the board empties.
    let weight =
        p::ADVANCE_OPENING_PERCENT + (100 - p::ADVANCE_OPENING_PERCENT) * (24 - total_pieces) / 24;
    let mut advance = 0;
    let mut runaway = 0;
    for i in bits(own.men) {
        let rows_to_go = i / 4;
        advance += p::ADVANCE[7 - rows_to_go];
        if CONE[i] & opp.all() == 0 {
            runaway += p::RUNAWAY[rows_to_go];
        }
    }
    score += advance * weight / 100 + runaway;

    // The back-row guard matters while the opponent has men that could crown.
    let opp_men = opp.men.count_ones() as i32;
    if opp_men > 0 {
        let guards: i32 = bits(own.men & BACK_ROW).map(|i| p::BACK_ROW[i - 28]).sum();
        score += guards * opp_men.min(p::BACK_ROW_FULL_AT) / p::BACK_ROW_FULL_AT;
    }

    score += p::CENTRE_MAN * (own.men & CENTRE).count_ones() as i32;
    score += p::NEAR_CENTRE_MAN * (own.men & NEAR_CENTRE).count_ones() as i32;
    score += p::FLANK_MAN * (own.men & EDGES & !BACK_ROW).count_ones() as i32;
    score += p::CENTRE_KING * (own.kings & CENTRE).count_ones() as i32;

    // King mobility.
    for i in bits(own.kings) {
        let k = 1u32 << i;
        let free = (up_left(k) | up_right(k) | down_left(k) | down_right(k)) & empty;
        let n = free.count_ones() as i32;
        score += if n == 0 {
            p::KING_TRAPPED
        } else {
            p::KING_MOBILITY * n
        };
    }

    // Men that cannot step forward (back-row men are guards, not blocked).
    let can_step = down_right(empty) | down_left(empty);
    let blocked = own.men & !can_step & !BACK_ROW;
    score += p::BLOCKED_MAN * blocked.count_ones() as i32;
    score
}

/// Pieces of `own` that `opp` (moving down in this frame) could capture right now.
fn hanging(own: Army, opp: Army) -> u32 {
    let empty = !(own.all() | opp.all());
    // A man of `opp` captures downward, and only men.
    let by_men = (down_left(opp.men) & up_right(empty)) | (down_right(opp.men) & up_left(empty));
    let k = opp.kings;
    let by_kings = (down_left(k) & up_right(empty))
        | (down_right(k) & up_left(empty))
        | (up_left(k) & down_right(empty))
        | (up_right(k) & down_left(empty));
    ((by_men & own.men) | (by_kings & own.all())).count_ones()
}

fn bits(mut set: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let i = set.trailing_zeros() as usize;
        set &= set - 1;
        Some(i)
    })
}

/// Endgame knowledge in White's frame: convert an advantage, hunt with the kings, and
/// know that equal kings draw while a king majority wins.
fn endgame(white: Army, black: Army, material: i32) -> i32 {
    let total = (white.all() | black.all()).count_ones() as i32;
    let mut score = 0;
    if material.abs() >= p::MAN {
        let missing = 24 - total;
        score += material * missing * p::TRADE_WHEN_AHEAD / 100;
        let (strong, weak, sign) = if material > 0 {
            (white, black, 1)
        } else {
            (black, white, -1)
        };
        for k in bits(strong.kings) {
            let nearest = bits(weak.all())
                .map(|t| DISTANCE[k][t] as i32)
                .min()
                .unwrap_or(0);
            score += sign * p::HUNT_DISTANCE * nearest;
        }
    }
    score
}

/// The static score of a position, from the side to move's point of view.
pub fn evaluate(pos: &Position) -> i32 {
    let kings = pos.kings().0;
    let (w, b) = (pos.white().0, pos.black().0);
    let white = Army {
        men: w & !kings,
        kings: w & kings,
    };
    let black = Army {
        men: b & !kings,
        kings: b & kings,
    };
    let turn = |s: Army| Army {
        men: s.men.reverse_bits(),
        kings: s.kings.reverse_bits(),
    };
    let material =
        |s: Army| p::MAN * s.men.count_ones() as i32 + p::KING * s.kings.count_ones() as i32;
    let total = (w | b).count_ones() as i32;

    let mat = material(white) - material(black);
    let mut score = mat;
    score += side_terms(white, black, total) - side_terms(turn(black), turn(white), total);
    score += endgame(white, black, mat);

    if white.men == 0 && black.men == 0 {
        let diff = white.kings.count_ones() as i32 - black.kings.count_ones() as i32;
        if diff == 0 {
            score /= p::EQUAL_KINGS_DIVISOR;
        } else {
            score += diff * p::KING_MAJORITY;
        }
    }

    let (own, opp, sign) = match pos.side_to_move() {
        Color::White => (white, black, 1),
        Color::Black => (turn(black), turn(white), -1),
    };
    let mut stm = sign * score + p::TEMPO;
    let n = hanging(own, opp) as i32;
    if n > 0 {
        stm += p::HANGING_ONE + p::HANGING_EACH_MORE * (n - 1);
    }
    stm
}
