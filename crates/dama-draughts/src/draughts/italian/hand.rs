//! The hand-written evaluation: what an Italian player looks at in a quiet position,
//! each term weighted in [`super::weights`] (material, advancement, the back-row guard,
//! centre and flanks, runaway men, king mobility, blocked and hanging pieces, endgame
//! conversion; `dama tune hand` fits them). The learned evaluation ([`super::eval`]) adds
//! its patterns to this score. From the side to move's view, in hundredths of a man.
//!
//! Both sides are scored by the same code in the same frame: Black's sets are turned
//! 180 degrees (`reverse_bits` maps square n to 33 − n), so every man "moves up" toward
//! index 0 and its back row is indices 28..32.

use crate::draughts::italian::bitboard::{down_left, down_right, up_left, up_right};
use crate::draughts::italian::{Color, Position};

use super::model::CONE;
use super::weights::{HAND, HandWeights};

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
#[inline(always)]
fn side_terms(w: &HandWeights, own: Army, opp: Army, total_pieces: i32) -> i32 {
    let empty = !(own.all() | opp.all());
    let mut score = 0;

    // Advancement, more important as the board empties.
    let weight =
        w.advance_opening_percent + (100 - w.advance_opening_percent) * (24 - total_pieces) / 24;
    let mut advance = 0;
    let mut runaway = 0;
    for i in bits(own.men) {
        let rows_to_go = i / 4;
        advance += w.advance[7 - rows_to_go];
        if CONE[i] & opp.all() == 0 {
            runaway += w.runaway[rows_to_go];
        }
    }
    score += advance * weight / 100 + runaway;

    // The back-row guard matters while the opponent has men that could crown.
    let opp_men = opp.men.count_ones() as i32;
    if opp_men > 0 {
        let guards: i32 = bits(own.men & BACK_ROW).map(|i| w.back_row[i - 28]).sum();
        score += guards * opp_men.min(w.back_row_full_at) / w.back_row_full_at;
    }

    score += w.centre_man * (own.men & CENTRE).count_ones() as i32;
    score += w.near_centre_man * (own.men & NEAR_CENTRE).count_ones() as i32;
    score += w.flank_man * (own.men & EDGES & !BACK_ROW).count_ones() as i32;
    score += w.centre_king * (own.kings & CENTRE).count_ones() as i32;

    // King mobility.
    for i in bits(own.kings) {
        let k = 1u32 << i;
        let free = (up_left(k) | up_right(k) | down_left(k) | down_right(k)) & empty;
        let n = free.count_ones() as i32;
        score += if n == 0 {
            w.king_trapped
        } else {
            w.king_mobility * n
        };
    }

    // Men that cannot step forward (back-row men are guards, not blocked).
    let can_step = down_right(empty) | down_left(empty);
    let blocked = own.men & !can_step & !BACK_ROW;
    score += w.blocked_man * blocked.count_ones() as i32;
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
#[inline(always)]
fn endgame(w: &HandWeights, white: Army, black: Army, material: i32) -> i32 {
    let total = (white.all() | black.all()).count_ones() as i32;
    let mut score = 0;
    if material.abs() >= w.man {
        let missing = 24 - total;
        score += material * missing * w.trade_when_ahead / 100;
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
            score += sign * w.hunt_distance * nearest;
        }
    }
    score
}

/// The static score of a position with the shipped weights, from the side to move's
/// point of view.
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &HAND)
}

/// The static score of a position with weights `w` (the tuner's), from the side to
/// move's point of view. Inlined, so that with the shipped weights they are constants.
#[inline(always)]
pub fn evaluate_with(pos: &Position, w: &HandWeights) -> i32 {
    let kings = pos.kings().0;
    let (ws, bs) = (pos.white().0, pos.black().0);
    let white = Army {
        men: ws & !kings,
        kings: ws & kings,
    };
    let black = Army {
        men: bs & !kings,
        kings: bs & kings,
    };
    let turn = |s: Army| Army {
        men: s.men.reverse_bits(),
        kings: s.kings.reverse_bits(),
    };
    let material =
        |s: Army| w.man * s.men.count_ones() as i32 + w.king * s.kings.count_ones() as i32;
    let total = (ws | bs).count_ones() as i32;

    let mat = material(white) - material(black);
    let mut score = mat;
    score += side_terms(w, white, black, total) - side_terms(w, turn(black), turn(white), total);
    score += endgame(w, white, black, mat);

    if white.men == 0 && black.men == 0 {
        let diff = white.kings.count_ones() as i32 - black.kings.count_ones() as i32;
        if diff == 0 {
            score /= w.equal_kings_divisor;
        } else {
            score += diff * w.king_majority;
        }
    }

    let (own, opp, sign) = match pos.side_to_move() {
        Color::White => (white, black, 1),
        Color::Black => (turn(black), turn(white), -1),
    };
    let mut stm = sign * score + w.tempo;
    let n = hanging(own, opp) as i32;
    if n > 0 {
        stm += w.hanging_one + w.hanging_each_more * (n - 1);
    }
    stm
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::weights::{HANDWRITTEN, HandWeights};

    /// Positions from the start, a middlegame with kings, endings of men, of kings and
    /// men, and of kings alone: every term of the evaluation is met in their trees.
    const ROOTS: [(&str, u32); 6] = [
        (
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
            6,
        ),
        ("W:W21,22,23,25,26,K7:B1,2,3,10,14,K31", 3),
        ("B:W18,22,24,27,29,30:B5,6,9,11,13,15", 4),
        ("W:W9,22,27,K18:B3,12,20,K30", 4),
        ("W:WK14,K15:BK1", 4),
        ("B:WK10,K23:BK1,K28", 4),
    ];

    /// Every position of the trees of [`ROOTS`], each scored by `eval`: how many, and a
    /// checksum of the scores in order.
    fn scores(eval: &dyn Fn(&Position) -> i32) -> (u64, u64) {
        fn walk(pos: &Position, depth: u32, eval: &dyn Fn(&Position) -> i32, acc: &mut (u64, u64)) {
            acc.0 += 1;
            acc.1 = acc.1.wrapping_mul(0x100_0000_01b3) ^ (eval(pos) as u32 as u64);
            if depth > 0 {
                for mv in pos.legal_moves().iter() {
                    walk(&pos.after(mv), depth - 1, eval, acc);
                }
            }
        }
        let mut acc = (0, 0xcbf2_9ce4_8422_2325);
        for (fen, depth) in ROOTS {
            let pos = Position::from_fen(fen).expect("test fen");
            walk(&pos, depth, eval, &mut acc);
        }
        acc
    }

    /// The count and checksum that the evaluation before `HandWeights` (its weights
    /// were constants in `weights.rs`, the values of [`HANDWRITTEN`]) gave on the trees
    /// of [`ROOTS`].
    const BEFORE: (u64, u64) = (47_082, 12_371_741_532_918_361_969);

    #[test]
    fn the_handwritten_weights_score_exactly_as_the_evaluation_before_them() {
        assert_eq!(scores(&|p| evaluate_with(p, &HANDWRITTEN)), BEFORE);
    }

    #[test]
    fn the_engine_scores_as_the_tuner_does_with_the_shipped_weights() {
        assert_eq!(scores(&evaluate), scores(&|p| evaluate_with(p, &HAND)));
    }

    #[test]
    fn a_weight_changed_at_run_time_changes_the_score_where_its_term_applies() {
        let base = HANDWRITTEN;
        let stronger_kings = HandWeights {
            king: base.king + 10,
            ..base
        };
        let no_kings = Position::from_fen("B:W18,22,24,27,29,30:B5,6,9,11,13,15").expect("fen");
        assert_eq!(
            evaluate_with(&no_kings, &stronger_kings),
            evaluate_with(&no_kings, &base)
        );
        // White to move with a king and two men against three men: White's material
        // gains the change, too little for the endgame terms to come in.
        let kings = Position::from_fen("W:W22,27,K18:B3,12,20").expect("fen");
        assert_eq!(
            evaluate_with(&kings, &stronger_kings),
            evaluate_with(&kings, &base) + 10
        );
        assert_ne!(scores(&|p| evaluate_with(p, &stronger_kings)), BEFORE);
    }
}
