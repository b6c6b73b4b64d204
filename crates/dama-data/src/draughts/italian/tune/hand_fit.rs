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
//! evaluation is exactly the engine's, with its roundings, and needs no gradient.

use std::collections::HashMap;

use super::data::Sample;
use crate::draughts::italian::hand::evaluate_with;
use crate::draughts::italian::weights::{HandWeights, VALUES};
use crate::draughts::italian::{Color, Position};

/// A position's identity: White's, Black's and the kings' sets, and Black to move.
type Key = (u32, u32, u32, bool);

/// One distinct position and its target: the probability that the side to move wins.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub position: Position,
    pub target: f32,
}

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

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The distinct positions of `samples`, each with the mean of its targets, in a fixed
/// order; `k_search` scales the search scores for the `lambda` blend.
pub fn merge(samples: &[Sample], lambda: f64, k_search: f64) -> Vec<Entry> {
    let mut sums: HashMap<Key, (Position, f64, u32)> = HashMap::new();
    for s in samples {
        let p = &s.position;
        let key = (
            p.white().0,
            p.black().0,
            p.kings().0,
            p.side_to_move() == Color::Black,
        );
        let searched = sigmoid(f64::from(s.score.clamp(-3000, 3000)) / k_search);
        let t = lambda * s.result_for_mover() + (1.0 - lambda) * searched;
        let e = sums.entry(key).or_insert((*p, 0.0, 0));
        e.1 += t;
        e.2 += 1;
    }
    let mut entries: Vec<_> = sums.into_iter().collect();
    entries.sort_unstable_by_key(|(key, _)| *key);
    entries
        .into_iter()
        .map(|(_, (position, sum, n))| Entry {
            position,
            target: (sum / f64::from(n)) as f32,
        })
        .collect()
}

/// Splits entries into training and held-out ones, chosen by the position's hash, so the
/// same position is always on the same side: a hash falls in one of 1024 buckets, and
/// the first `share` × 1000 of them are held out (0.05 holds out 4.9%).
pub fn split(entries: Vec<Entry>, share: f64) -> (Vec<Entry>, Vec<Entry>) {
    let cut = (share.clamp(0.0, 1.0) * 1000.0) as u64;
    entries
        .into_iter()
        .partition(|e| e.position.hash().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54 >= cut)
}

/// The mean cross-entropy of weights `w` on `entries` at scale `k`, on `threads` threads.
pub fn loss(entries: &[Entry], w: &HandWeights, k: f64, threads: usize) -> f64 {
    if entries.is_empty() {
        return 0.0;
    }
    let part = |chunk: &[Entry]| -> f64 {
        chunk
            .iter()
            .map(|e| {
                let q =
                    sigmoid(f64::from(evaluate_with(&e.position, w)) / k).clamp(1e-12, 1.0 - 1e-12);
                let t = f64::from(e.target);
                -(t * q.ln() + (1.0 - t) * (1.0 - q).ln())
            })
            .sum()
    };
    let size = entries.len().div_ceil(threads.max(1));
    let total: f64 = std::thread::scope(|scope| {
        let handles: Vec<_> = entries
            .chunks(size)
            .map(|chunk| scope.spawn(move || part(chunk)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(f64::NAN))
            .sum()
    });
    total / entries.len() as f64
}

/// The scale `K` that makes weights `w` best predict the targets: golden-section search
/// over 50..2000.
pub fn fit_scale(entries: &[Entry], w: &HandWeights, threads: usize) -> f64 {
    let (mut lo, mut hi) = (50.0f64, 2000.0f64);
    let r = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..30 {
        let (a, b) = (hi - r * (hi - lo), lo + r * (hi - lo));
        if loss(entries, w, a, threads) < loss(entries, w, b, threads) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// One finished pass over the weights, for the caller to print.
#[derive(Clone, Copy, Debug)]
pub struct Pass {
    pub step: i32,
    pub pass: u32,
    pub loss: f64,
    /// How many weights moved in this pass.
    pub moved: u32,
}

/// Coordinate descent from `start`: for steps 16, 8, 4, 2, 1, passes over the weights
/// (at most `max_passes` a step) until none moves; a weight keeps moving by the step in
/// one direction while the loss falls.
pub fn tune(
    entries: &[Entry],
    start: &HandWeights,
    k: f64,
    max_passes: u32,
    threads: usize,
    on_pass: &mut dyn FnMut(Pass, &HandWeights),
) -> HandWeights {
    let mut v = start.to_values();
    let mut best = loss(entries, start, k, threads);
    for step in [16, 8, 4, 2, 1] {
        for pass in 1..=max_passes {
            let mut moved = 0;
            for i in (0..VALUES).filter(|i| !FIXED.contains(i)) {
                let (lo, hi) = range(i);
                for dir in [1, -1] {
                    let mut went = false;
                    loop {
                        let x = v[i] + dir * step;
                        if x < lo || x > hi {
                            break;
                        }
                        let mut c = v;
                        c[i] = x;
                        let l = loss(entries, &HandWeights::from_values(&c), k, threads);
                        if l < best {
                            v = c;
                            best = l;
                            went = true;
                        } else {
                            break;
                        }
                    }
                    if went {
                        moved += 1;
                        break;
                    }
                }
            }
            let w = HandWeights::from_values(&v);
            on_pass(
                Pass {
                    step,
                    pass,
                    loss: best,
                    moved,
                },
                &w,
            );
            if moved == 0 {
                break;
            }
        }
    }
    HandWeights::from_values(&v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::weights::HAND;

    fn sample(fen: &str, result: u8) -> Sample {
        Sample {
            position: Position::from_fen(fen).expect("test fen"),
            result,
            ply: 20,
            score: 0,
        }
    }

    /// Made-up games in which a king was worth far more than the shipped weights say:
    /// a king against two men won every time.
    fn kings_win() -> Vec<Sample> {
        let mut out = Vec::new();
        for (fen, result) in [
            ("W:WK14:B1,2", 2),
            ("B:WK14:B1,2", 2),
            ("W:WK18:B3,4", 2),
            ("B:WK19:B5,6", 2),
            ("W:W21,22:BK14", 0),
            ("B:W30,31:BK15", 0),
            ("W:W22,23,24:B9,10,11", 1),
            ("B:W22,23,24:B9,10,11", 1),
        ] {
            out.push(sample(fen, result));
        }
        out
    }

    #[test]
    fn the_same_position_is_merged_with_its_mean_result() {
        let s = vec![
            sample("W:W22,23:B9,10", 2),
            sample("W:W22,23:B9,10", 1),
            sample("B:W22,23:B9,10", 0),
        ];
        let merged = merge(&s, 1.0, 200.0);
        assert_eq!(merged.len(), 2);
        let white = merged
            .iter()
            .find(|e| e.position.side_to_move() == Color::White)
            .expect("white to move");
        assert!((white.target - 0.75).abs() < 1e-6);
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
        let entries = merge(&kings_win(), 1.0, 200.0);
        let n = entries.len();
        let (train, held) = split(entries.clone(), 0.5);
        assert_eq!(train.len() + held.len(), n);
        let (_, held_again) = split(entries.clone(), 0.5);
        let hashes = |v: &[Entry]| v.iter().map(|e| e.position.hash()).collect::<Vec<_>>();
        assert_eq!(hashes(&held), hashes(&held_again));
        assert_eq!(split(entries, 0.0).1.len(), 0);
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
