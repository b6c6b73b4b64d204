//! `dama tune gen | hand --game dameta`: self-play data for Dameta's evaluation and the fit
//! of its weights ([`super::weights`]) to it, by logistic regression ("Texel" tuning).
//!
//! **What a position is labelled with.** A Dameta game is a run of rounds, each ended by a
//! goal, after which the side that conceded kicks off; the evaluation weighs the round in
//! play (goals already scored are counted apart). So every recorded position is labelled
//! with who scores *the next goal*: the side to move (1), the other side (0), or nobody
//! before the game ends (½). The evaluation's score `s` (goals left out) predicts it as
//! `σ(s / K)`; `K` is fitted to the shipped weights first, so the fitted weights keep the
//! scale the search was built around (a goal being 1000).
//!
//! **The games.** Each side searches to a fixed depth, chosen for each game and side
//! among `depth` and `depth − 2`: between equal depths the side that kicks off scores
//! nearly every round (99.8% of the rounds of 1,500 games at depth 4), so such games
//! teach nothing about defending, while a deeper side stops some of a shallower side's
//! attacks. A game's first 2 to `random_plies` plies, and the first ply of every later
//! round, are chosen at random among the turns a depth-2 search scores within
//! [`RANDOM_MARGIN`] of the best, so games and rounds vary.
//!
//! **The fit.** Every term is linear in its weight, so the loss (mean cross-entropy, plus
//! a small pull towards the shipped weights, which keeps the terms that are always seen
//! together, such as having the ball and the ball's rank, where the hand put them) is
//! minimised by full-batch Adam, then the weights are rounded. A share of the positions,
//! chosen by the position's hash, is held out and its loss reported before and after.

use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;

use rand::RngExt;
use rand::rngs::StdRng;

use super::Position;
use super::weights::{VALUES, Weights};
use crate::core::{History, Rules};
use crate::engine::random_opening::good_random_move;
use crate::engine::selfplay_pool::{Pool, play_games};
use crate::engine::{Limits, Tt, search};

/// A game still going after this many plies ends, its last round unlabelled (½).
pub const MAX_PLIES: usize = 300;
/// The random plies choose among turns scoring within this much of the best.
pub const RANDOM_MARGIN: i32 = 30;
/// The depth of the search that scores the random plies' turns.
const RANDOM_DEPTH: u32 = 2;
/// The transposition table of each generating thread, in MiB.
const TT_MIB: usize = 8;

/// How to generate.
#[derive(Clone, Copy, Debug)]
pub struct GenOptions {
    pub games: u32,
    /// The deeper of the two search depths (each side plays this or two plies less).
    pub depth: u32,
    /// The most random plies at the start of a game (at least 2 are played).
    pub random_plies: u32,
    pub threads: usize,
    pub seed: u64,
}

/// One recorded position: who scored next, for the side to move (0, 1 or 2 halves).
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub position: Position,
    pub halves: u8,
}

/// One finished game: its recorded positions and its score.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub samples: Vec<Sample>,
    pub goals: [u8; 2],
    pub plies: usize,
}

/// Plays one game from the start position.
pub fn play_game(opts: &GenOptions, tt: &mut Tt, rng: &mut StdRng) -> GameRecord {
    let stop = AtomicBool::new(false);
    let mut pos = Position::start();
    let mut history = History::new();
    let random_plies = rng.random_range(2..=opts.random_plies.max(2)) as usize;
    let shallower = opts.depth.saturating_sub(2).max(1);
    let depths: [u32; 2] = std::array::from_fn(|_| {
        if rng.random_bool(0.5) {
            opts.depth
        } else {
            shallower
        }
    });
    let mut samples: Vec<Sample> = Vec::new();
    // The positions of the round in play, with the seat to move in each.
    let mut pending: Vec<(Position, u8)> = Vec::new();
    let mut plies = 0usize;
    let mut round_start = true;
    let label = |pending: &mut Vec<(Position, u8)>, samples: &mut Vec<Sample>, who: Option<u8>| {
        for (position, mover) in pending.drain(..) {
            let halves = match who {
                Some(s) if s == mover => 2,
                Some(_) => 0,
                None => 1,
            };
            samples.push(Sample { position, halves });
        }
    };
    loop {
        if pos.outcome().is_some() || history.draw(&pos).is_some() || plies >= MAX_PLIES {
            break;
        }
        let turn = if plies < random_plies || round_start {
            good_random_move(&pos, &history, RANDOM_DEPTH, RANDOM_MARGIN, tt, rng)
        } else {
            pending.push((pos, pos.to_move));
            let report = search(
                &pos,
                &history,
                &Limits::depth(depths[usize::from(pos.to_move)]),
                tt,
                &stop,
                &mut |_| {},
            );
            report.best
        };
        let Some(turn) = turn else { break };
        round_start = false;
        let before = pos.score;
        history.push(&pos, &turn);
        pos.play_unchecked(&turn);
        plies += 1;
        if pos.score != before {
            let scorer = u8::from(pos.score[1] != before[1]);
            label(&mut pending, &mut samples, Some(scorer));
            round_start = true;
        }
    }
    label(&mut pending, &mut samples, None);
    GameRecord {
        samples,
        goals: pos.score,
        plies,
    }
}

/// Plays `opts.games` games on `opts.threads` threads, handing each finished game to
/// `on_game` (in the order they finish) until it returns an error, which stops the run.
pub fn generate<E>(
    opts: &GenOptions,
    on_game: &mut dyn FnMut(GameRecord) -> Result<(), E>,
) -> Result<(), E> {
    let pool = Pool {
        games: opts.games,
        threads: opts.threads,
        seed: opts.seed,
        tt_mib: TT_MIB,
    };
    play_games(pool, &|tt, rng| play_game(opts, tt, rng), on_game)
}

/// A sample as a line of a data file: the position's text, a tab, and who scored next
/// for the side to move in halves (2 it, 0 the other side, 1 nobody).
pub fn sample_line(s: &Sample) -> String {
    format!("{}\t{}\n", s.position.position_text(), s.halves)
}

/// What is wrong with a data file's line.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    #[error("line {line}: {what} (a Dameta data line is a position, a tab, and 0, 1 or 2)")]
    Line { line: usize, what: String },
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// Reads the samples of a data file written by [`sample_line`].
pub fn read_samples(input: impl BufRead) -> Result<Vec<Sample>, DataError> {
    let mut out = Vec::new();
    for (n, line) in input.lines().enumerate() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let bad = |what: String| DataError::Line { line: n + 1, what };
        let (text, halves) = line.split_once('\t').ok_or_else(|| bad("no tab".into()))?;
        let position = Position::parse_position(text).map_err(|e| bad(e.to_string()))?;
        let halves = match halves.trim() {
            "0" => 0,
            "1" => 1,
            "2" => 2,
            other => return Err(bad(format!("`{other}` is not 0, 1 or 2"))),
        };
        out.push(Sample { position, halves });
    }
    Ok(out)
}

/// A sample's features for the side to move (each weight's count, turned to the side to
/// move) and its target.
struct Row {
    features: [f32; VALUES],
    target: f64,
    held_out: bool,
}

fn rows(samples: &[Sample], validation: f64) -> Vec<Row> {
    let cut = (validation.clamp(0.0, 1.0) * 1024.0) as u64;
    samples
        .iter()
        .map(|s| {
            let mut features = [0f32; VALUES];
            let holder = s.position.terms(&mut |i, n| features[i] += n as f32);
            if holder != usize::from(s.position.to_move) {
                features.iter_mut().for_each(|f| *f = -*f);
            }
            Row {
                features,
                target: f64::from(s.halves) / 2.0,
                held_out: s.position.zobrist() % 1024 < cut,
            }
        })
        .collect()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

fn dot(w: &[f64; VALUES], f: &[f32; VALUES]) -> f64 {
    w.iter().zip(f).map(|(a, &b)| a * f64::from(b)).sum()
}

/// The mean cross-entropy of `rows` (the held-out ones or the others) under `w` and `k`.
fn loss(rows: &[Row], held_out: bool, w: &[f64; VALUES], k: f64) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for r in rows.iter().filter(|r| r.held_out == held_out) {
        let p = sigmoid(dot(w, &r.features) / k).clamp(1e-9, 1.0 - 1e-9);
        sum -= r.target * p.ln() + (1.0 - r.target) * (1.0 - p).ln();
        n += 1;
    }
    if n == 0 { 0.0 } else { sum / n as f64 }
}

/// The scale `K` that best fits `w` to the training rows (a search over a log grid,
/// then refined).
fn fit_k(rows: &[Row], w: &[f64; VALUES]) -> f64 {
    let mut best = (f64::MAX, 100.0);
    let mut k = 20.0;
    while k < 20_000.0 {
        let l = loss(rows, false, w, k);
        if l < best.0 {
            best = (l, k);
        }
        k *= 1.05;
    }
    best.1
}

/// How to fit.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// Full-batch Adam steps.
    pub steps: u32,
    /// The share of positions held out.
    pub validation: f64,
    /// The pull towards the shipped weights, per weight, in loss per (weight/K)².
    pub prior: f64,
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Fitted {
    pub weights: Weights,
    pub k: f64,
    pub train: usize,
    pub held_out: usize,
    /// Held-out loss of the starting weights and of the fitted ones.
    pub before: f64,
    pub after: f64,
}

/// Fits the weights to `samples`, starting from (and pulled towards) `start`.
pub fn fit(samples: &[Sample], start: &Weights, opts: &FitOptions) -> Fitted {
    let rows = rows(samples, opts.validation);
    let w0: [f64; VALUES] = start.0.map(f64::from);
    let k = fit_k(&rows, &w0);
    let before = loss(&rows, true, &w0, k);
    // Adam in units of the weights divided by K (logits).
    let mut x: [f64; VALUES] = w0.map(|v| v / k);
    let x0 = x;
    let (mut m, mut v) = ([0f64; VALUES], [0f64; VALUES]);
    let (b1, b2, lr) = (0.9, 0.999, 0.01);
    let train: Vec<&Row> = rows.iter().filter(|r| !r.held_out).collect();
    let n = train.len().max(1) as f64;
    for t in 1..=opts.steps {
        let mut g = [0f64; VALUES];
        for r in &train {
            let p = sigmoid(dot(&x, &r.features));
            let e = p - r.target;
            for (gi, &f) in g.iter_mut().zip(&r.features) {
                *gi += e * f64::from(f);
            }
        }
        for i in 0..VALUES {
            let gi = g[i] / n + 2.0 * opts.prior * (x[i] - x0[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(t as i32));
            let vh = v[i] / (1.0 - b2.powi(t as i32));
            x[i] -= lr * mh / (vh.sqrt() + 1e-9);
        }
    }
    let weights = Weights(x.map(|xi| (xi * k).round().clamp(-5000.0, 5000.0) as i32));
    let after = loss(&rows, true, &weights.0.map(f64::from), k);
    Fitted {
        weights,
        k,
        train: train.len(),
        held_out: rows.len() - train.len(),
        before,
        after,
    }
}

/// Writes `samples` as data lines to `out`.
pub fn write_samples(out: &mut impl Write, samples: &[Sample]) -> std::io::Result<()> {
    for s in samples {
        out.write_all(sample_line(s).as_bytes())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dameta::weights::WEIGHTS;
    use rand::SeedableRng;

    fn game(seed: u64) -> GameRecord {
        let opts = GenOptions {
            games: 1,
            depth: 2,
            random_plies: 4,
            threads: 1,
            seed,
        };
        let mut tt = Tt::new(1);
        play_game(&opts, &mut tt, &mut StdRng::seed_from_u64(seed))
    }

    #[test]
    fn every_position_of_a_round_is_labelled_with_the_next_goal() {
        let g = game(7);
        assert!(g.plies > 4 && !g.samples.is_empty());
        // Replaying the labels: a position's label says whether its mover's side scored
        // the round's goal; a round that ended without one is labelled 1.
        let goals = u32::from(g.goals[0]) + u32::from(g.goals[1]);
        let decided = g.samples.iter().filter(|s| s.halves != 1).count();
        assert!(goals == 0 || decided > 0, "{:?}", g.goals);
        for s in &g.samples {
            assert!(s.halves <= 2);
        }
    }

    #[test]
    fn data_lines_read_back_and_bad_lines_name_their_line() {
        let g = game(3);
        let mut bytes = Vec::new();
        write_samples(&mut bytes, &g.samples).unwrap();
        let back = read_samples(&bytes[..]).unwrap();
        assert_eq!(back.len(), g.samples.len());
        for (a, b) in back.iter().zip(&g.samples) {
            assert_eq!(a.position, b.position);
            assert_eq!(a.halves, b.halves);
        }
        let bad = read_samples(&b"2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w\t7\n"[..]).unwrap_err();
        assert!(bad.to_string().contains("line 1") && bad.to_string().contains("`7`"));
        let bad = read_samples(&b"\nnot a position\t1\n"[..]).unwrap_err();
        assert!(bad.to_string().contains("line 2"));
    }

    #[test]
    fn the_evaluation_is_the_weighed_sum_of_its_terms() {
        use crate::core::Evaluate;
        for s in game(11).samples {
            // The text leaves out the engine's own fields (the last goal's lateness).
            let p = Position::parse_position(&s.position.position_text()).unwrap();
            let s = Sample { position: p, ..s };
            let mut v = 0;
            let holder = s.position.terms(&mut |i, n| v += WEIGHTS.0[i] * n);
            let me = usize::from(s.position.to_move);
            let goals = (i32::from(s.position.score[me]) - i32::from(s.position.score[1 - me]))
                * crate::dameta::eval::GOAL;
            let mine = if holder == me { v } else { -v };
            assert_eq!(s.position.evaluate(), goals + mine);
        }
    }

    #[test]
    fn a_fit_to_labels_a_term_predicts_moves_its_weight_the_right_way() {
        // Positions where the holder can score at once, labelled as scoring next, and
        // the same number where it cannot, labelled as not: the can-score weight grows.
        let samples: Vec<Sample> = (0..4)
            .flat_map(|seed| game(seed).samples)
            .map(|s| {
                let mut can = false;
                let holder = s
                    .position
                    .terms(&mut |i, n| can |= i == crate::dameta::weights::CAN_SCORE && n == 1);
                let mover_holds = holder == usize::from(s.position.to_move);
                let halves = if can && mover_holds { 2 } else { 1 };
                Sample { halves, ..s }
            })
            .collect();
        let f = fit(
            &samples,
            &WEIGHTS,
            &FitOptions {
                steps: 200,
                validation: 0.0,
                prior: 0.0,
            },
        );
        let at = crate::dameta::weights::CAN_SCORE;
        assert!(f.weights.0[at] > WEIGHTS.0[at], "{:?}", f.weights);
    }
}
