//! The static evaluation: the hand-written score of `super::hand` plus the learned
//! model of `super::model` (regions of the board indexed by their men, side terms,
//! side-to-move terms; opening and ending weights mixed by the pieces left), with the
//! weights `dama tune fit` wrote into `assets/italian-eval.bin`: distilled from
//! depth-8 self-play searches (`--lambda 0`; docs/engine.md, "Learned evaluation
//! (Italian)": against the build without them, +130 Elo ± 53 at 0.1 s a move), and
//! distilled again from the searches of the engine using them (2026-11-30: against the
//! first round, 400 games at 0.1 s a move, +110 =219 −71, Elo +34, +11 to +57). The score
//! is from the side to move's view, in hundredths of a man. With the ordering hints, it
//! is the Italian [`Evaluate`] of the generic search.

use std::sync::LazyLock;

use crate::core::{self, Evaluate, Offers, ProbCut, Reductions, StaticCut, Threats};
use crate::draughts::italian::{Color, Move, Position};

use super::eval_file::{EvalWeights, SCALE};
use super::hand;
use super::model::{
    Army, CONFIGS, FULL_PHASE, S_KING_SQUARE, WINDOWS, pattern_index, side_counts, stm_counts,
};

/// The weights the program ships, made by `dama tune fit`.
static EMBEDDED: &[u8] = include_bytes!("../../../assets/italian-eval.bin");

/// The embedded weights, if they read and are not all zero (with none, the hand-written
/// score alone is the evaluation, at its own speed).
static WEIGHTS: LazyLock<Option<EvalWeights>> = LazyLock::new(|| {
    EvalWeights::from_bytes(EMBEDDED)
        .ok()
        .filter(|w| *w != EvalWeights::zero())
});

// The learned evaluation's parts, for the tuners (dama-data) and the tests.
#[doc(hidden)]
/// Whether the embedded weights file reads (a test checks it).
pub fn embedded_weights() -> Result<EvalWeights, super::eval_file::EvalFileError> {
    EvalWeights::from_bytes(EMBEDDED)
}

#[doc(hidden)]
/// White's and Black's pieces, each in its own frame's orientation for the side terms.
pub fn armies(pos: &Position) -> (Army, Army) {
    let kings = pos.kings().0;
    let (w, b) = (pos.white().0, pos.black().0);
    (
        Army {
            men: w & !kings,
            kings: w & kings,
        },
        Army {
            men: b & !kings,
            kings: b & kings,
        },
    )
}

#[doc(hidden)]
/// The learned part of the score with weights `wt`, from the side to move's view.
pub fn learned(pos: &Position, wt: &EvalWeights) -> i32 {
    let (white, black) = armies(pos);
    let (black_t, white_t) = (black.turned(), white.turned());
    let (mut mg, mut eg) = (0i32, 0i32);
    for w in 0..WINDOWS {
        let e = wt.patterns[w * CONFIGS + pattern_index(white.men, black.men, w)];
        mg += i32::from(e[0]);
        eg += i32::from(e[1]);
    }
    let ours = side_counts(white, black);
    let theirs = side_counts(black_t, white_t);
    for (t, weight) in wt.side.iter().enumerate().take(S_KING_SQUARE) {
        let d = ours.counts[t] - theirs.counts[t];
        mg += i32::from(weight[0]) * d;
        eg += i32::from(weight[1]) * d;
    }
    for (set, sign) in [(ours.king_squares, 1), (theirs.king_squares, -1)] {
        let mut rest = set;
        while rest != 0 {
            let k = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let weight = wt.side[S_KING_SQUARE + k];
            mg += sign * i32::from(weight[0]);
            eg += sign * i32::from(weight[1]);
        }
    }
    let n = (white.all() | black.all()).count_ones() as i32;
    let blend = |mg: i32, eg: i32| (mg * n + eg * (FULL_PHASE - n)) / (FULL_PHASE * SCALE);
    let score = blend(mg, eg);

    let (own, opp, sign) = match pos.side_to_move() {
        Color::White => (white, black, 1),
        Color::Black => (black_t, white_t, -1),
    };
    let (mut smg, mut seg) = (0i32, 0i32);
    for (c, weight) in stm_counts(own, opp).iter().zip(&wt.stm) {
        smg += c * i32::from(weight[0]);
        seg += c * i32::from(weight[1]);
    }
    sign * score + blend(smg, seg)
}

#[doc(hidden)]
/// The static score of a position with weights `wt`, from the side to move's view.
pub fn evaluate_with(pos: &Position, wt: &EvalWeights) -> i32 {
    hand::evaluate(pos) + learned(pos, wt)
}

/// The static score of a position, from the side to move's point of view, in hundredths
/// of a man: the hand-written terms plus the learned patterns (the engine's
/// [`Evaluate::evaluate`] for Italian).
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::{Position, eval::evaluate};
///
/// let up = Position::parse_position("W:W21-32:B1-11")?; // White a man up
/// assert!(evaluate(&up) > 0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn evaluate(pos: &Position) -> i32 {
    match WEIGHTS.as_ref() {
        Some(w) => evaluate_with(pos, w),
        None => hand::evaluate(pos),
    }
}

// Italian move lists fit the engine's scratch arrays.
const _: () = assert!(crate::draughts::italian::mv::MAX_MOVES <= core::MAX_MOVES);

impl Evaluate for Position {
    #[inline(always)]
    fn history_squares(mv: &Move) -> (usize, usize) {
        (mv.from().index(), mv.to().index())
    }

    /// 16 for every king the capture takes.
    #[inline(always)]
    fn capture_weight(&self, mv: &Move) -> i32 {
        16 * (mv.captured().0 & self.kings().0).count_ones() as i32
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    /// The deeper late move reductions pay here: +40 Elo ± 32 at 0.1 s a move. The
    /// reductions by history (`LateReductions::LOG_125_200`) did not beat them: 266
    /// games, +64 =134 −68, Elo −5 ± 30 (docs/engine.md, "Reductions by history").
    const REDUCTIONS: Reductions = Reductions::DEEP;

    /// Searching to the end of a fixed move time pays here: +25 Elo ± 24 at 0.1 s a move
    /// (docs/engine.md, "Italian at a twentieth of the time").
    const MOVETIME_TO_THE_END: bool = true;

    /// The learned patterns make the evaluation dear: a cache of 2^14 evaluations
    /// (128 KiB a thread) gives about 5 % more nodes a second, the same nodes
    /// (docs/engine.md, "Evaluation cache").
    const EVAL_CACHE_BITS: u32 = 14;

    /// The static cut near the leaves pays here (docs/engine.md, "Italian at a twentieth
    /// of the time").
    const STATIC_CUT: Option<StaticCut> = Some(StaticCut::HALF_A_MAN);

    /// ProbCut pays here: against the `main` without it, 0.1 s a move, 244 games, +97 =106 −41, 61.5 %, Elo +81 ± 33, SPRT [0, 10] passed
    /// (docs/engine.md, "Pruning by games: ProbCut").
    const PROBCUT: Option<ProbCut> = Some(ProbCut::NARROW);

    /// Capture threats: not set. Resolving them in quiescence (b), against `main`, 0.1 s a
    /// move: 400 games, +91 =234 −75, Elo +13.9 ± 22.0 (undecided), and an earlier 125,
    /// +13.9 ± 40.6; not set because 11 of the 251 shipped Italian puzzles no longer
    /// verify under that search (docs/engine.md, "Capture threats").
    const THREATS: Threats = Threats::OFF;

    /// Exchange offers in quiescence: not set. `Offers::WITHIN_150` against `main`, 0.1 s
    /// a move: 400 games, +93 =221 −86, Elo +6.1 ± 22.8 (undecided); with threats resolved
    /// as well, stopped at 107 games, Elo −9.7 ± 43.9; and the offers cost depth from the
    /// start (docs/engine.md, "Exchange offers in quiescence").
    const OFFERS: Option<Offers> = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval_fen(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).expect("test fen"))
    }

    #[test]
    fn the_embedded_weights_read() {
        assert!(embedded_weights().is_ok());
    }

    #[test]
    fn colours_are_symmetric() {
        // The same position turned 180 degrees with colours swapped scores the same.
        let a = eval_fen("W:W18,22,K30:B5,9");
        let b = eval_fen("B:W28,24:B15,11,K3");
        assert_eq!(a, b);
    }

    /// A position and its colour-mirror (turned 180 degrees, colours and turn swapped).
    const MIRRORS: [(&str, &str); 2] = [
        ("W:W18,22,K30:B5,9", "B:W28,24:B15,11,K3"),
        (
            "W:W21,22,23,25,26,K7:B1,2,3,10,14,K31",
            "B:W32,31,30,23,19,K2:B12,11,10,8,7,K26",
        ),
    ];

    #[test]
    fn zero_weights_leave_the_hand_written_score() {
        for (a, b) in MIRRORS {
            for fen in [a, b] {
                let pos = Position::from_fen(fen).expect("test fen");
                assert_eq!(
                    evaluate_with(&pos, &EvalWeights::zero()),
                    hand::evaluate(&pos)
                );
            }
        }
    }

    #[test]
    fn a_king_is_worth_more_than_a_man() {
        assert!(eval_fen("W:WK14:B1") > eval_fen("W:W14:B1"));
    }

    #[test]
    fn an_extra_piece_is_winning() {
        assert!(eval_fen("W:WK14,K15:BK1") > 150);
        assert!(eval_fen("B:WK14,K15:BK1") < -150);
    }

    #[test]
    fn equal_kings_are_near_zero() {
        assert!(eval_fen("W:WK14:BK1").abs() < 30);
    }
}
