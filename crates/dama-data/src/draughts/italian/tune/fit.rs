//! The tuner behind `dama tune fit`: logistic regression of the evaluation model
//! (`crate::draughts::italian::model`) on self-play positions.
//!
//! The model's score `s` of a position (hundredths of a man, side to move's view) is the
//! hand-written evaluation plus terms linear in the learned weights. The predicted result is
//! `σ(s / K)`; the target is `λ·result + (1 − λ)·σ(search score / K)`, the game's result
//! blended with the generating search's opinion; the loss is the cross-entropy between
//! the two, plus an L2 penalty on the pattern weights. `K` is fitted first, to the search
//! scores of the data against the results, so the learned scores keep the engine's units.
//! Minimised by Adam (the family's, `crate::draughts::tune::optimise`) on shuffled
//! mini-batches, the step size falling linearly to a tenth; the loss and the scale are
//! the family's too (`crate::draughts::tune::texel`).

use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

use super::data::Sample;
use crate::draughts::italian::Color;
use crate::draughts::italian::eval::armies;
use crate::draughts::italian::eval_file::{EvalWeights, SCALE};
use crate::draughts::italian::hand;
use crate::draughts::italian::model::{
    CONFIGS, FULL_PHASE, S_KING_SQUARE, SIDE_TERMS, STM_TERMS, WINDOWS, fold_patterns,
    pattern_index, side_counts, stm_counts,
};
use crate::draughts::tune::optimise::Adam;
use crate::draughts::tune::texel::{mean_cross_entropy, sigmoid};

const PAT: usize = WINDOWS * CONFIGS;
const SIDE0: usize = 2 * PAT;
const STM0: usize = SIDE0 + 2 * SIDE_TERMS;
/// The number of learned weights: patterns, side terms and side-to-move terms, each
/// with an opening and an ending weight.
pub const PARAMS: usize = STM0 + 2 * STM_TERMS;

/// How to fit.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    pub epochs: u32,
    /// Adam's step size at the start, in hundredths of a man.
    pub lr: f64,
    /// The L2 penalty on the pattern weights.
    pub l2: f64,
    /// The share of the game's result in the target (the rest is the search's score).
    pub lambda: f64,
    pub batch: usize,
    /// The share of the positions (the last ones) held out to measure the fit.
    pub validation: f64,
    pub seed: u64,
}

/// A position as the tuner sees it: the model's active weights and the hand-written score.
#[derive(Clone, Copy, Debug)]
pub struct Prepared {
    /// Pattern weights added (White's view) and subtracted (Black's view).
    plus: [u32; WINDOWS],
    minus: [u32; WINDOWS],
    /// Side terms, White's minus Black's (the king squares one each).
    side: [i8; SIDE_TERMS],
    stm: [i8; STM_TERMS],
    /// The opening share of the weights: pieces / 24.
    phase: f32,
    /// +1 with White to move, −1 with Black.
    sign: f32,
    /// The hand-written score, which the learned terms add to.
    base: f32,
    /// The target probability that the side to move wins.
    pub target: f32,
}

/// Prepares a sample; its target blends the result and `σ(score / k)` by `lambda`.
pub fn prepare(s: &Sample, k: f64, lambda: f64) -> Prepared {
    let pos = &s.position;
    let (white, black) = armies(pos);
    let (white_t, black_t) = (white.turned(), black.turned());
    let mut plus = [0u32; WINDOWS];
    let mut minus = [0u32; WINDOWS];
    for w in 0..WINDOWS {
        plus[w] = (w * CONFIGS + pattern_index(white.men, black.men, w)) as u32;
        minus[w] = (w * CONFIGS + pattern_index(black_t.men, white_t.men, w)) as u32;
    }
    let ours = side_counts(white, black);
    let theirs = side_counts(black_t, white_t);
    let mut side = [0i8; SIDE_TERMS];
    for (t, d) in side.iter_mut().enumerate().take(S_KING_SQUARE) {
        *d = (ours.counts[t] - theirs.counts[t]) as i8;
    }
    for i in 0..32 {
        let d = ((ours.king_squares >> i) & 1) as i8 - ((theirs.king_squares >> i) & 1) as i8;
        side[S_KING_SQUARE + i] = d;
    }
    let (own, opp, sign) = match pos.side_to_move() {
        Color::White => (white, black, 1.0),
        Color::Black => (black_t, white_t, -1.0),
    };
    let stm = stm_counts(own, opp).map(|c| c as i8);
    let n = (white.all() | black.all()).count_ones() as f32;
    let searched = sigmoid(f64::from(s.score.clamp(-3000, 3000)) / k);
    let target = lambda * s.result_for_mover() + (1.0 - lambda) * searched;
    Prepared {
        plus,
        minus,
        side,
        stm,
        phase: n / FULL_PHASE as f32,
        sign,
        base: hand::evaluate(pos) as f32,
        target: target as f32,
    }
}

/// The model's score of a prepared position, side to move's view.
pub fn score(theta: &[f64], p: &Prepared) -> f64 {
    let a = f64::from(p.phase);
    let mix = |i: usize, stride: usize| theta[i] * a + theta[i + stride] * (1.0 - a);
    let mut lin = 0.0;
    for w in 0..WINDOWS {
        lin += mix(p.plus[w] as usize, PAT) - mix(p.minus[w] as usize, PAT);
    }
    for (t, &d) in p.side.iter().enumerate() {
        if d != 0 {
            lin += f64::from(d) * mix(SIDE0 + t, SIDE_TERMS);
        }
    }
    let mut s = f64::from(p.base) + f64::from(p.sign) * lin;
    for (t, &c) in p.stm.iter().enumerate() {
        s += f64::from(c) * mix(STM0 + t, STM_TERMS);
    }
    s
}

/// Adds `g · ∂score/∂θ` to `grad`.
fn add_gradient(grad: &mut [f64], p: &Prepared, g: f64) {
    let a = f64::from(p.phase);
    let gw = g * f64::from(p.sign);
    let mut put = |i: usize, stride: usize, v: f64| {
        grad[i] += v * a;
        grad[i + stride] += v * (1.0 - a);
    };
    for w in 0..WINDOWS {
        put(p.plus[w] as usize, PAT, gw);
        put(p.minus[w] as usize, PAT, -gw);
    }
    for (t, &d) in p.side.iter().enumerate() {
        if d != 0 {
            put(SIDE0 + t, SIDE_TERMS, gw * f64::from(d));
        }
    }
    for (t, &c) in p.stm.iter().enumerate() {
        if c != 0 {
            put(STM0 + t, STM_TERMS, g * f64::from(c));
        }
    }
}

/// The mean cross-entropy of the model on `data`, without the penalty.
pub fn loss(theta: &[f64], data: &[Prepared], k: f64) -> f64 {
    mean_cross_entropy(data.iter().map(|p| (score(theta, p), p.target)), k)
}

/// The mean cross-entropy of an evaluation `eval` on samples with prepared targets.
pub fn eval_loss(
    samples: &[Sample],
    prepared: &[Prepared],
    k: f64,
    eval: impl Fn(&Sample) -> i32,
) -> f64 {
    let scores = samples.iter().zip(prepared);
    mean_cross_entropy(scores.map(|(s, p)| (f64::from(eval(s)), p.target)), k)
}

/// The gradient of [`loss`] plus `l2/2 · Σ pattern²` over `data`.
pub fn gradient(theta: &[f64], data: &[Prepared], k: f64, l2: f64, grad: &mut [f64]) {
    grad.iter_mut().for_each(|g| *g = 0.0);
    let n = data.len().max(1) as f64;
    for p in data {
        let q = sigmoid(score(theta, p) / k);
        add_gradient(grad, p, (q - f64::from(p.target)) / (k * n));
    }
    for (g, t) in grad[..SIDE0].iter_mut().zip(&theta[..SIDE0]) {
        *g += l2 * t;
    }
}

/// The scale `K` (hundredths of a man) that best predicts the results from the search
/// scores: golden-section search of the cross-entropy over 50..2000.
pub fn fit_scale(samples: &[Sample]) -> f64 {
    crate::draughts::tune::texel::fit_search_scale(samples, 40)
}

/// The starting weights: all zero, the hand-written evaluation alone.
pub fn initial() -> Vec<f64> {
    vec![0.0; PARAMS]
}

/// One epoch's figures, for the caller to print.
#[derive(Clone, Copy, Debug)]
pub struct Epoch {
    pub epoch: u32,
    pub train: f64,
    pub validation: f64,
}

/// Fits the weights to `train` by Adam, reporting each epoch's losses.
pub fn fit(
    train: &mut [Prepared],
    validation: &[Prepared],
    k: f64,
    opts: &FitOptions,
    on_epoch: &mut dyn FnMut(Epoch),
) -> Vec<f64> {
    let mut theta = initial();
    let mut adam = Adam::new(PARAMS, 1e-8);
    let mut grad = vec![0.0; PARAMS];
    let mut rng = StdRng::seed_from_u64(opts.seed);
    let batches = train.len().div_ceil(opts.batch.max(1)).max(1);
    let total_steps = (batches as u64 * u64::from(opts.epochs)).max(1) as f64;
    let mut step = 0u64;
    for epoch in 1..=opts.epochs {
        train.shuffle(&mut rng);
        for chunk in train.chunks(opts.batch.max(1)) {
            gradient(&theta, chunk, k, opts.l2, &mut grad);
            step += 1;
            let lr = opts.lr * (1.0 - 0.9 * step as f64 / total_steps);
            adam.step(&mut theta, &grad, lr);
        }
        on_epoch(Epoch {
            epoch,
            train: loss(&theta, train, k),
            validation: loss(&theta, validation, k),
        });
    }
    theta
}

fn quantize(x: f64) -> i16 {
    (x * f64::from(SCALE))
        .round()
        .clamp(f64::from(i16::MIN), f64::from(i16::MAX)) as i16
}

/// The engine's weights from the tuner's.
pub fn export(theta: &[f64]) -> EvalWeights {
    let open = fold_patterns(&theta[..PAT]);
    let end = fold_patterns(&theta[PAT..SIDE0]);
    let patterns = open
        .iter()
        .zip(&end)
        .map(|(&o, &e)| [quantize(o), quantize(e)])
        .collect();
    // A term's opening and ending weights, `stride` apart.
    let pair = |i: usize, stride: usize| [quantize(theta[i]), quantize(theta[i + stride])];
    let side = std::array::from_fn(|t| pair(SIDE0 + t, SIDE_TERMS));
    let stm = std::array::from_fn(|t| pair(STM0 + t, STM_TERMS));
    EvalWeights {
        patterns,
        side,
        stm,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn learned_weights_keep_the_colours_symmetric() {
        use crate::draughts::italian::Position;
        use crate::draughts::italian::eval::{evaluate_with, learned};
        let mut theta = initial();
        for (i, t) in theta.iter_mut().enumerate() {
            *t = ((i * 7919) % 61) as f64 - 30.0;
        }
        let weights = export(&theta);
        // A position and its colour-mirror (turned 180 degrees, colours and turn swapped).
        const MIRRORS: [(&str, &str); 2] = [
            ("W:W18,22,K30:B5,9", "B:W28,24:B15,11,K3"),
            (
                "W:W21,22,23,25,26,K7:B1,2,3,10,14,K31",
                "B:W32,31,30,23,19,K2:B12,11,10,8,7,K26",
            ),
        ];
        for (a, b) in MIRRORS {
            let pa = Position::from_fen(a).expect("test fen");
            let pb = Position::from_fen(b).expect("test fen");
            assert_ne!(learned(&pa, &weights), 0);
            assert_eq!(evaluate_with(&pa, &weights), evaluate_with(&pb, &weights));
        }
    }

    use super::*;
    use crate::draughts::italian::Position;
    use crate::draughts::italian::eval::learned;
    use crate::draughts::italian::model::{S_KINGS, S_MEN};

    /// A few positions of a made-up game: the side with more men won.
    fn tiny_data() -> Vec<Sample> {
        let fens = [
            (
                "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
                1,
            ),
            (
                "B:W18,22,23,24,25,26,27,28,29,30,31:B1,2,3,4,5,6,7,8,9,10,11,12",
                1,
            ),
            (
                "W:W18,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11",
                2,
            ),
            (
                "B:W14,22,23,24,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10",
                2,
            ),
            ("W:W21,22,23,24,25,26:B1,2,3,4,5,6,7,8,9,10,11", 0),
            ("W:WK5,22,23:B12,16", 2),
            ("B:WK5:BK28,K20", 0),
        ];
        fens.iter()
            .map(|&(fen, result)| Sample {
                position: Position::from_fen(fen).expect("test fen"),
                result,
                ply: 10,
                score: 0,
            })
            .collect()
    }

    fn prepared() -> Vec<Prepared> {
        tiny_data().iter().map(|s| prepare(s, 200.0, 1.0)).collect()
    }

    #[test]
    fn the_gradient_matches_a_finite_difference() {
        let data = prepared();
        let mut theta = initial();
        // Some weights away from zero so that every kind of term counts.
        for (i, t) in theta.iter_mut().enumerate() {
            *t += ((i * 7919) % 13) as f64 - 6.0;
        }
        let l2 = 1e-3;
        let mut grad = vec![0.0; PARAMS];
        gradient(&theta, &data, 200.0, l2, &mut grad);
        let penalised = |th: &[f64]| {
            loss(th, &data, 200.0) + l2 / 2.0 * th[..SIDE0].iter().map(|x| x * x).sum::<f64>()
        };
        let active = data[2].plus[3] as usize;
        for i in [
            active,
            active + PAT,
            SIDE0 + S_MEN,
            SIDE0 + SIDE_TERMS + S_KINGS,
            SIDE0 + S_KING_SQUARE + 4,
            STM0,
            STM0 + STM_TERMS + 1,
        ] {
            let h = 1e-4;
            let (mut up, mut down) = (theta.clone(), theta.clone());
            up[i] += h;
            down[i] -= h;
            let numeric = (penalised(&up) - penalised(&down)) / (2.0 * h);
            assert!(
                (numeric - grad[i]).abs() < 1e-7 + 1e-4 * numeric.abs(),
                "weight {i}: analytic {} numeric {numeric}",
                grad[i]
            );
        }
    }

    #[test]
    fn fitting_lowers_the_loss() {
        let data = prepared();
        let before = loss(&initial(), &data, 200.0);
        let opts = FitOptions {
            epochs: 30,
            lr: 2.0,
            l2: 0.0,
            lambda: 1.0,
            batch: 4,
            validation: 0.0,
            seed: 3,
        };
        let mut losses = Vec::new();
        let theta = fit(&mut data.clone(), &[], 200.0, &opts, &mut |e| {
            losses.push(e.train)
        });
        let after = loss(&theta, &data, 200.0);
        assert!(after < before - 0.01, "{before} -> {after}");
        assert!(losses.last() < losses.first());
    }

    #[test]
    fn the_engine_scores_what_the_tuner_fitted() {
        let mut theta = initial();
        for (i, t) in theta.iter_mut().enumerate() {
            *t += ((i * 104_729) % 41) as f64 - 20.0;
        }
        // The engine rounds the weights to 1/SCALE and its sums to whole hundredths.
        let weights = export(&theta);
        for s in tiny_data() {
            let p = prepare(&s, 200.0, 1.0);
            let engine = hand::evaluate(&s.position) + learned(&s.position, &weights);
            let model = score(&theta, &p);
            assert!(
                (f64::from(engine) - model).abs() <= 3.0,
                "{}: engine {engine} model {model}",
                s.position.to_fen()
            );
        }
    }
}
