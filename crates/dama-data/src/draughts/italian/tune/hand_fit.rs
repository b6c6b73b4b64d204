//! The tuner behind `dama tune hand`: the hand-written evaluation's few dozen weights
//! ([`HandWeights`]) fitted to self-play positions by logistic regression, in the manner
//! of the "Texel" method of chess programmers.
//!
//! The positions of the data files are merged by position (a position met in several
//! games gets the mean of their targets), so the openings that every game passes through
//! do not outweigh the rest. The evaluation's score `s` of a position predicts the result
//! as `σ(s / K)`, `K` fitted first to the shipped weights; the target is
//! `λ·result + (1 − λ)·σ(search score / K)`. The loss, the mean cross-entropy, is
//! minimised by coordinate descent on the integer weights themselves (each weight moved
//! by a step while that lowers the loss, the step halving from 16 to 1), so the tuned
//! evaluation is exactly the engine's, with its roundings, and needs no gradient. The
//! merging, the held-out share, the loss and the scale are the family's
//! (`crate::draughts::tune::texel`), and so is the descent
//! (`crate::draughts::tune::optimise`), shared with the variants' tuner.

use crate::draughts::italian::hand::evaluate_with;
use crate::draughts::italian::weights::{HandWeights, VALUES};
use crate::draughts::italian::{Color, Position};
pub use crate::draughts::tune::optimise::Pass;
use crate::draughts::tune::optimise::coordinate_descent;
use crate::draughts::tune::texel::{self, Tuned};
pub use crate::draughts::tune::texel::{fit_scale, loss, merge, split};

impl Tuned for Position {
    type Weights = HandWeights;
    /// White's, Black's and the kings' sets, and Black to move.
    type Key = (u32, u32, u32, bool);
    fn key(&self) -> Self::Key {
        (
            self.white().0,
            self.black().0,
            self.kings().0,
            self.side_to_move() == Color::Black,
        )
    }
    fn split_hash(&self) -> u64 {
        self.hash()
    }
    fn score_with(&self, w: &HandWeights) -> i32 {
        evaluate_with(self, w)
    }
}

/// One distinct position and its target: the probability that the side to move wins.
pub type Entry = texel::Entry<Position>;

/// Weights the tuner leaves alone: the man (the unit), and two values no position uses
/// (a man's advance on the crowning row, a runaway man with no rows to go).
const FIXED: [usize; 3] = [0, 9, 20];
/// Each weight's allowed range (the divisors stay positive, the percent a percent).
fn range(i: usize) -> (i32, i32) {
    match i {
        10 => (0, 100),
        15 | 37 => (1, 64),
        _ => (-1000, 1000),
    }
}

/// Coordinate descent from `start` (the family's, [`coordinate_descent`]): for steps 16,
/// 8, 4, 2, 1, passes over the weights (at most `max_passes` a step) until none moves; a
/// weight keeps moving by the step in one direction while the loss falls.
pub fn tune(
    entries: &[Entry],
    start: &HandWeights,
    k: f64,
    max_passes: u32,
    threads: usize,
    on_pass: &mut dyn FnMut(Pass, &HandWeights),
) -> HandWeights {
    let mut v = start.to_values();
    let movable: Vec<usize> = (0..VALUES).filter(|i| !FIXED.contains(i)).collect();
    coordinate_descent(
        &mut v,
        loss(entries, start, k, threads),
        &[16, 8, 4, 2, 1],
        max_passes,
        &movable,
        &range,
        &|v| loss(entries, &HandWeights::from_values(v), k, threads),
        &mut |p, v| on_pass(p, &HandWeights::from_values(v)),
    );
    HandWeights::from_values(&v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::tune::data::Sample;
    use crate::draughts::italian::weights::HAND;
    use crate::draughts::tune::texel_tests;

    fn parse(fen: &str) -> Position {
        Position::from_fen(fen).expect("test fen")
    }

    fn sample(fen: &str, result: u8) -> Sample {
        texel_tests::sample(parse(fen), result)
    }

    /// The family's made-up games in which a king is worth far more than the shipped
    /// weights say.
    fn kings_win() -> Vec<Sample> {
        texel_tests::kings_win(parse)
    }

    #[test]
    fn the_same_position_is_merged_with_its_mean_result() {
        texel_tests::merges_the_same_position(parse, |p: &Position| {
            p.side_to_move() == Color::White
        });
    }

    #[test]
    fn tuning_lowers_the_loss_and_moves_the_weight_the_data_asks_for() {
        let entries = merge(&kings_win(), 1.0, 200.0);
        let before = loss(&entries, &HAND, 200.0, 2);
        let tuned = tune(&entries, &HAND, 200.0, 3, 2, &mut |_, _| {});
        let after = loss(&entries, &tuned, 200.0, 2);
        assert!(after < before, "{before} -> {after}");
        assert!(tuned.king > HAND.king, "king {}", tuned.king);
        assert_eq!(tuned.man, HAND.man);
    }

    #[test]
    fn held_out_positions_are_chosen_by_position_and_share() {
        texel_tests::holds_out_by_position(merge(&kings_win(), 1.0, 200.0));
    }

    #[test]
    fn the_fitted_scale_predicts_better_than_its_neighbours() {
        // The side a man up wins five games in eight, draws two and loses one: its score
        // (about a man) should predict 0.75, for a K of a few hundred.
        let mut games = Vec::new();
        for fen in ["W:W22,23,24:B9,10", "B:W22,23:B9,10,11"] {
            for result in [2, 2, 2, 2, 2, 1, 1, 0] {
                let white_up = fen.starts_with('W');
                games.push(sample(fen, if white_up { result } else { 2 - result }));
            }
        }
        let entries = merge(&games, 1.0, 200.0);
        let k = fit_scale(&entries, &HAND, 1);
        assert!(k > 100.0 && k < 1000.0, "K = {k}");
        let at = |k: f64| loss(&entries, &HAND, k, 1);
        assert!(at(k) <= at(k * 1.5) && at(k) <= at(k / 1.5), "K = {k}");
    }
}
