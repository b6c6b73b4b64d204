//! What the hand-weight tuners of every draughts game share ("Texel" tuning: a logistic
//! regression of the game's result on the evaluation's score): the positions of the data
//! merged by position, each with the mean of its targets ([`merge`]); the held-out share
//! chosen by the position's hash ([`split`]); the mean cross-entropy of a set of weights
//! ([`loss`], on several threads); the scale `K` of the evaluation ([`fit_scale`]) and of
//! the data's search scores ([`fit_search_scale`]). The games differ in how they move the
//! weights: Italian by coordinate descent on the integer weights
//! (`crate::draughts::italian::tune::hand_fit`), the variants of `Board` by linearised
//! rounds and coordinate descent on the few non-linear ones ([`super::hand_fit`]).
//!
//! The evaluation's score `s` predicts the result as `σ(s / K)`; the target is
//! `λ·result + (1 − λ)·σ(search score / K_search)`; the loss is the mean cross-entropy.

use std::collections::HashMap;
use std::hash::Hash;

use super::data::Sample;
use crate::draughts::Draughts;

/// A position the hand weights of its game score: its identity, its hash and its score.
pub trait Tuned: Draughts + Copy + Send + Sync {
    /// The hand-written evaluation's weights of the game.
    type Weights: Sync;
    /// The position's identity (pieces, kings, side to move): equal keys, same position.
    type Key: Ord + Hash + Copy;
    fn key(&self) -> Self::Key;
    /// The position's hash, which chooses the held-out positions.
    fn split_hash(&self) -> u64;
    /// The evaluation's score with weights `w`, side to move's view.
    fn score_with(&self, w: &Self::Weights) -> i32;
}

/// One distinct position and its target: the probability that the side to move wins.
#[derive(Clone, Copy, Debug)]
pub struct Entry<P> {
    pub position: P,
    pub target: f32,
}

/// The logistic function, 1 / (1 + e^(−x)).
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The cross-entropy of a score's prediction `σ(score / k)` against `target`.
pub fn cross_entropy(score: f64, k: f64, target: f64) -> f64 {
    let q = sigmoid(score / k).clamp(1e-12, 1.0 - 1e-12);
    -(target * q.ln() + (1.0 - target) * (1.0 - q).ln())
}

/// The mean [`cross_entropy`] of `(score, target)` pairs at scale `k` (0 for none).
pub fn mean_cross_entropy(scores: impl IntoIterator<Item = (f64, f32)>, k: f64) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for (score, target) in scores {
        sum += cross_entropy(score, k, f64::from(target));
        n += 1;
    }
    sum / n.max(1) as f64
}

/// The distinct positions of `samples`, each with the mean of its targets, in a fixed
/// order (by key); `k_search` scales the search scores for the `lambda` blend.
pub fn merge<P: Tuned>(samples: &[Sample<P>], lambda: f64, k_search: f64) -> Vec<Entry<P>> {
    let mut sums: HashMap<P::Key, (P, f64, u32)> = HashMap::new();
    for s in samples {
        let p = &s.position;
        let searched = sigmoid(f64::from(s.score.clamp(-3000, 3000)) / k_search);
        let t = lambda * s.result_for_mover() + (1.0 - lambda) * searched;
        let e = sums.entry(p.key()).or_insert((*p, 0.0, 0));
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
pub fn split<P: Tuned>(entries: Vec<Entry<P>>, share: f64) -> (Vec<Entry<P>>, Vec<Entry<P>>) {
    let cut = (share.clamp(0.0, 1.0) * 1000.0) as u64;
    entries
        .into_iter()
        .partition(|e| e.position.split_hash().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54 >= cut)
}

/// Runs `f` over `entries` in `threads` chunks and sums the results.
pub fn par_sum<P: Tuned>(
    entries: &[Entry<P>],
    threads: usize,
    f: &(dyn Fn(&Entry<P>) -> f64 + Sync),
) -> f64 {
    if entries.is_empty() {
        return 0.0;
    }
    let size = entries.len().div_ceil(threads.max(1));
    std::thread::scope(|scope| {
        let handles: Vec<_> = entries
            .chunks(size)
            .map(|chunk| scope.spawn(move || chunk.iter().map(f).sum::<f64>()))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(f64::NAN))
            .sum()
    })
}

/// The mean cross-entropy of weights `w` on `entries` at scale `k`, on `threads` threads.
pub fn loss<P: Tuned>(entries: &[Entry<P>], w: &P::Weights, k: f64, threads: usize) -> f64 {
    par_sum(entries, threads, &|e| {
        cross_entropy(f64::from(e.position.score_with(w)), k, f64::from(e.target))
    }) / entries.len().max(1) as f64
}

/// The minimum of `f` over 50..2000 by golden-section search, `rounds` narrowings.
pub fn golden(rounds: u32, f: &dyn Fn(f64) -> f64) -> f64 {
    let (mut lo, mut hi) = (50.0f64, 2000.0f64);
    let r = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..rounds {
        let (a, b) = (hi - r * (hi - lo), lo + r * (hi - lo));
        if f(a) < f(b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// The scale `K` that makes weights `w` best predict the targets (30 narrowings).
pub fn fit_scale<P: Tuned>(entries: &[Entry<P>], w: &P::Weights, threads: usize) -> f64 {
    golden(30, &|k| loss(entries, w, k, threads))
}

/// The scale of the data's search scores against its results, `rounds` narrowings.
pub fn fit_search_scale<P: Draughts>(samples: &[Sample<P>], rounds: u32) -> f64 {
    golden(rounds, &|k| {
        samples
            .iter()
            .map(|s| {
                cross_entropy(
                    f64::from(s.score.clamp(-3000, 3000)),
                    k,
                    s.result_for_mover(),
                )
            })
            .sum::<f64>()
    })
}
