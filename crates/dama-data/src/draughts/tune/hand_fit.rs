//! The tuner behind `dama tune hand --game G` for the variants of [`Board`]: the
//! hand-written evaluation's weights ([`HandWeights`]) fitted to self-play positions by
//! logistic regression ("Texel" tuning; the merging, the held-out share, the loss and
//! the scales are the family's, [`super::texel`], shared with Italian).
//!
//! The positions of the data files are merged by position (a position met in several games
//! gets the mean of its targets). The evaluation's score `s` predicts the result as
//! `σ(s / K)`, `K` fitted first to the shipped weights; the target is
//! `λ·result + (1 − λ)·σ(search score / K)`; the loss is the mean cross-entropy.
//!
//! Nearly every term is linear in its weight, so each round linearises the evaluation
//! around the current weights — a weight's feature is how much the score moves per unit of
//! it, measured on every position by a step of [`PROBE`] — then minimises the loss of that
//! linear model by full-batch Adam, rounds the weights and keeps them only if the exact
//! loss (the engine's own evaluation, with its roundings) fell; otherwise the move is
//! halved. The few weights that are not linear (the divisors, the opening percent) are
//! then set by coordinate descent on the exact loss.

use super::data::Sample;
use super::optimise::{Adam, coordinate_descent};
use super::texel::{self, Tuned, sigmoid};
pub use super::texel::{fit_scale, loss, merge, split};
use crate::draughts::board::Board;
use crate::draughts::hand::evaluate_with;
use crate::draughts::hand_weights::{
    ADVANCE_OPENING_PERCENT, BACK_ROW_FULL_AT, HandWeights, KINGS_DIVISOR, MAN, VALUES, range,
};
use crate::draughts::ruleset::RuleSet;

/// The weights the linear rounds leave alone: the man (the unit) and the non-linear ones.
const NOT_LINEAR: [usize; 4] = [
    MAN,
    KINGS_DIVISOR,
    BACK_ROW_FULL_AT,
    ADVANCE_OPENING_PERCENT,
];
/// The step that measures a weight's feature.
pub const PROBE: i32 = 10;

/// One distinct position and its target: the probability that the side to move wins.
pub type Entry<R> = texel::Entry<Board<R>>;

impl<R: RuleSet> Tuned for Board<R> {
    type Weights = HandWeights;
    /// White's, Black's and the kings' sets, and Black to move.
    type Key = (u64, u64, u64, bool);
    fn key(&self) -> Self::Key {
        (self.white, self.black, self.kings, self.black_to_move)
    }
    fn split_hash(&self) -> u64 {
        Board::split_hash(self)
    }
    fn score_with(&self, w: &HandWeights) -> i32 {
        evaluate_with(self, w)
    }
}

/// The scale of the data's search scores against its results.
pub fn fit_search_scale<R: RuleSet>(samples: &[Sample<Board<R>>]) -> f64 {
    texel::fit_search_scale(samples, 30)
}

/// What a round did, for the caller to print.
#[derive(Clone, Copy, Debug)]
pub struct Round {
    pub round: u32,
    /// The exact loss after the round.
    pub loss: f64,
    /// Whether the round's weights were kept.
    pub kept: bool,
}

/// The linear indices: the weights the rounds move.
fn linear() -> Vec<usize> {
    (0..VALUES).filter(|i| !NOT_LINEAR.contains(i)).collect()
}

/// Each entry's score and features (score change per unit of each linear weight).
fn linearise<R: RuleSet>(
    entries: &[Entry<R>],
    w: &HandWeights,
    idx: &[usize],
) -> (Vec<f32>, Vec<f32>) {
    let n = idx.len();
    let mut scores = Vec::with_capacity(entries.len());
    let mut features = Vec::with_capacity(entries.len() * n);
    let probes: Vec<HandWeights> = idx
        .iter()
        .map(|&i| {
            let mut v = *w;
            v.0[i] += PROBE;
            v
        })
        .collect();
    for e in entries {
        let s = evaluate_with(&e.position, w);
        scores.push(s as f32);
        for p in &probes {
            features.push((evaluate_with(&e.position, p) - s) as f32 / PROBE as f32);
        }
    }
    (scores, features)
}

/// Minimises the linear model's loss over the weight changes by full-batch Adam.
fn solve_linear<R: RuleSet>(
    entries: &[Entry<R>],
    scores: &[f32],
    features: &[f32],
    n: usize,
    k: f64,
    iterations: u32,
) -> Vec<f64> {
    let mut delta = vec![0f64; n];
    let mut adam = Adam::new(n, 1e-12);
    let mut grad = vec![0f64; n];
    for _ in 0..iterations {
        grad.iter_mut().for_each(|g| *g = 0.0);
        for (j, e) in entries.iter().enumerate() {
            let f = &features[j * n..(j + 1) * n];
            let s = f64::from(scores[j])
                + f.iter()
                    .zip(&delta)
                    .map(|(a, d)| f64::from(*a) * d)
                    .sum::<f64>();
            let g = (sigmoid(s / k) - f64::from(e.target)) / k;
            for (gi, fi) in grad.iter_mut().zip(f) {
                *gi += g * f64::from(*fi);
            }
        }
        let scale = 1.0 / entries.len().max(1) as f64;
        grad.iter_mut().for_each(|g| *g *= scale);
        adam.step(&mut delta, &grad, 2.0);
    }
    delta
}

/// Tunes `start` on `entries`: `rounds` linearised rounds, then coordinate descent of the
/// non-linear weights. Each round is reported through `on_round`.
pub fn tune<R: RuleSet>(
    entries: &[Entry<R>],
    start: &HandWeights,
    k: f64,
    rounds: u32,
    threads: usize,
    on_round: &mut dyn FnMut(Round, &HandWeights),
) -> HandWeights {
    let idx = linear();
    let mut w = *start;
    let mut best = loss(entries, &w, k, threads);
    for round in 1..=rounds {
        let (scores, features) = linearise(entries, &w, &idx);
        let delta = solve_linear(entries, &scores, &features, idx.len(), k, 300);
        let mut kept = false;
        let mut share = 1.0;
        while share > 0.1 {
            let mut c = w;
            for (d, &i) in delta.iter().zip(&idx) {
                let (lo, hi) = range(i);
                c.0[i] = (f64::from(w.0[i]) + d * share)
                    .round()
                    .clamp(f64::from(lo), f64::from(hi)) as i32;
            }
            let l = loss(entries, &c, k, threads);
            if l < best {
                (w, best, kept) = (c, l, true);
                break;
            }
            share /= 2.0;
        }
        on_round(
            Round {
                round,
                loss: best,
                kept,
            },
            &w,
        );
        if !kept {
            break;
        }
    }
    let non_linear: Vec<usize> = NOT_LINEAR.into_iter().filter(|&i| i != MAN).collect();
    best = coordinate_descent(
        &mut w.0,
        best,
        &[8, 4, 2, 1],
        1,
        &non_linear,
        &range,
        &|v| loss(entries, &HandWeights(*v), k, threads),
        &mut |_, _| {},
    );
    on_round(
        Round {
            round: rounds + 1,
            loss: best,
            kept: true,
        },
        &w,
    );
    w
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::english::English;
    use crate::draughts::hand_weights::{ENGLISH, KING};

    fn parse(fen: &str) -> Board<English> {
        Board::<English>::from_fen(fen).expect("test fen")
    }

    /// The family's made-up games in which a king is worth far more than the shipped
    /// weights say.
    fn kings_win() -> Vec<Sample<Board<English>>> {
        super::super::texel_tests::kings_win(parse)
    }

    #[test]
    fn the_same_position_is_merged_with_its_mean_result() {
        super::super::texel_tests::merges_the_same_position(parse, |p: &Board<English>| {
            !p.black_to_move
        });
    }

    #[test]
    fn tuning_lowers_the_loss_and_raises_the_king() {
        let entries = merge(&kings_win(), 1.0, 200.0);
        let before = loss(&entries, &ENGLISH, 200.0, 1);
        let tuned = tune(&entries, &ENGLISH, 200.0, 3, 1, &mut |_, _| {});
        let after = loss(&entries, &tuned, 200.0, 1);
        assert!(after < before, "{before} -> {after}");
        assert!(tuned.at(KING) > ENGLISH.at(KING), "king {}", tuned.at(KING));
        assert_eq!(tuned.at(MAN), 100);
        assert!(tuned.valid());
    }

    #[test]
    fn held_out_positions_are_chosen_by_position() {
        super::super::texel_tests::holds_out_by_position(merge(&kings_win(), 1.0, 200.0));
    }
}
