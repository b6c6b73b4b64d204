//! The tuner behind `dama tune patterns --game G`: the pattern tables of
//! [`crate::draughts::pattern`] fitted to self-play positions by logistic regression, on
//! top of the hand-written evaluation (whose weights stay as they are).
//!
//! A position's score is the hand-written one plus, for each region, the table's value of
//! White's configuration minus that of Black's (turned), from the side to move's view; it
//! predicts the result as `σ(score / K)` with the `K` of the hand-written weights. The
//! tables start at zero and are fitted by full-batch Adam on the mean cross-entropy plus an
//! L2 penalty (`l2` × the sum of the squared values, in hundredths of a man), which keeps
//! configurations seen in few positions near zero. The held-out loss is reported each `report` steps; the tables
//! of the best held-out loss are kept.

use super::hand_fit::Entry;
use super::optimise::Adam;
use super::texel::{mean_cross_entropy, sigmoid};
use crate::draughts::hand::evaluate_with;
use crate::draughts::pattern::{CONFIGS, Regions, SCALE, configurations, sides};
use crate::draughts::ruleset::RuleSet;

/// One entry, ready for the fit: the hand-written score and the pattern features.
struct Prepared {
    base: f32,
    target: f32,
    /// Indices into the tables: the first half counts +1, the second −1 (side to move's
    /// view).
    features: Vec<u32>,
}

fn prepare<R: RuleSet>(entries: &[Entry<R>]) -> Vec<Prepared> {
    entries
        .iter()
        .map(|e| {
            let p = &e.position;
            let [white, black] = sides(p);
            let (mut plus, mut minus) = (Vec::new(), Vec::new());
            configurations::<R::Geo>(white.0, white.1, |r, c| plus.push((r * CONFIGS + c) as u32));
            configurations::<R::Geo>(black.0, black.1, |r, c| {
                minus.push((r * CONFIGS + c) as u32)
            });
            if p.black_to_move {
                std::mem::swap(&mut plus, &mut minus);
            }
            plus.extend(minus);
            Prepared {
                base: evaluate_with(p, &R::HAND) as f32,
                target: e.target,
                features: plus,
            }
        })
        .collect()
}

fn score(p: &Prepared, table: &[f64]) -> f64 {
    let half = p.features.len() / 2;
    let mut s = f64::from(p.base);
    for (i, &f) in p.features.iter().enumerate() {
        let v = table[f as usize];
        s += if i < half { v } else { -v };
    }
    s
}

fn loss_of(data: &[Prepared], table: &[f64], k: f64) -> f64 {
    mean_cross_entropy(data.iter().map(|p| (score(p, table), p.target)), k)
}

/// What a step of the fit reached, for the caller to print.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub step: u32,
    pub train: f64,
    pub held: f64,
}

/// The options of a fit.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// Adam steps.
    pub steps: u32,
    /// The L2 penalty on the tables' values (in hundredths of a man).
    pub l2: f64,
    /// Adam's step size, in hundredths of a man.
    pub rate: f64,
    /// Held-out loss every this many steps.
    pub report: u32,
}

/// Fits the tables of `R` on `train`, watching `held`, at scale `k`; returns the stored
/// values ([`SCALE`]ths of a hundredth) of the step with the best held-out loss.
pub fn fit<R: RuleSet>(
    train: &[Entry<R>],
    held: &[Entry<R>],
    k: f64,
    o: &FitOptions,
    on_progress: &mut dyn FnMut(Progress),
) -> Vec<i16> {
    let n = <R::Geo as Regions>::COUNT * CONFIGS;
    let train = prepare(train);
    let held = prepare(held);
    let mut table = vec![0f64; n];
    let mut adam = Adam::new(n, 1e-12);
    let mut best = (loss_of(&held, &table, k), table.clone());
    on_progress(Progress {
        step: 0,
        train: loss_of(&train, &table, k),
        held: best.0,
    });
    let scale = 1.0 / train.len().max(1) as f64;
    for t in 1..=o.steps {
        let mut grad = vec![0f64; n];
        for p in &train {
            let g = (sigmoid(score(p, &table) / k) - f64::from(p.target)) / k * scale;
            let half = p.features.len() / 2;
            for (i, &f) in p.features.iter().enumerate() {
                grad[f as usize] += if i < half { g } else { -g };
            }
        }
        let l2 = 2.0 * o.l2;
        for (g, x) in grad.iter_mut().zip(&table) {
            *g += l2 * x;
        }
        adam.step(&mut table, &grad, o.rate);
        if t % o.report.max(1) == 0 || t == o.steps {
            let h = loss_of(&held, &table, k);
            on_progress(Progress {
                step: t,
                train: loss_of(&train, &table, k),
                held: h,
            });
            if h < best.0 {
                best = (h, table.clone());
            }
        }
    }
    best.1
        .iter()
        .map(|&x| (x * f64::from(SCALE)).round().clamp(-32000.0, 32000.0) as i16)
        .collect()
}

/// The mean cross-entropy of the engine's evaluation (hand-written weights and `folded`
/// tables, see [`crate::draughts::pattern::fold`], with its roundings) on `entries` at
/// scale `k`.
pub fn exact_loss<R: RuleSet>(entries: &[Entry<R>], folded: &[i16], k: f64) -> f64 {
    let scores = entries.iter().map(|e| {
        let s = evaluate_with(&e.position, &R::HAND)
            + crate::draughts::pattern::score(&e.position, folded);
        (f64::from(s), e.target)
    });
    mean_cross_entropy(scores, k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::board::Board;
    use crate::draughts::english::English;
    use crate::draughts::pattern::{fold_vec, white_score};

    fn entry(fen: &str, target: f32) -> Entry<English> {
        Entry {
            position: Board::<English>::from_fen(fen).expect("test fen"),
            target,
        }
    }

    /// Made-up games in which White's man on 18 (with its friends) always wins: the fit
    /// must give that shape a value, and the fitted tables must lower the loss.
    #[test]
    fn the_fit_learns_a_shape_that_wins() {
        let train: Vec<_> = [
            ("W:W18,22,23:B3,4,8", 0.9),
            ("B:W18,22,23:B3,4,8", 0.9),
            ("W:W18,22,24:B2,4,8", 0.9),
            ("B:W18,21,23:B3,4,7", 0.9),
            ("W:W22,23,26:B3,4,8", 0.5),
            ("B:W22,23,26:B3,4,8", 0.5),
        ]
        .into_iter()
        .map(|(f, t)| entry(f, t))
        .collect();
        let o = FitOptions {
            steps: 200,
            l2: 0.0,
            rate: 2.0,
            report: 50,
        };
        let table = fit(&train, &train, 200.0, &o, &mut |_| {});
        let before = exact_loss(&train, &[], 200.0);
        let after = exact_loss(&train, &fold_vec(&table, 9, 100), 200.0);
        assert!(after < before, "{before} -> {after}");
        let good = Board::<English>::from_fen("W:W18,22,23:B3,4,8").expect("fen");
        let plain = Board::<English>::from_fen("W:W22,23,26:B3,4,8").expect("fen");
        assert!(white_score(&good, &table) > white_score(&plain, &table));
    }
}
