//! The fit of the winning-chances curve ([`super::expected`]) to the program's own games,
//! behind `dama tune marks --game G`: the engine plays itself (a few random plies
//! first, chosen among the moves a shallow search scores near the best, so games differ
//! but do not start lost; then every move searched to a fixed depth), every position's
//! score (from its side to move's view) is kept with the game's result for that side,
//! and the scale `K` of `1 / (1 + e^(−score / K))` that best predicts the results (least
//! cross-entropy, golden-section search) is the game's. Wins and losses found by the
//! search are left out (they are 1 and 0 whatever `K`).

use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, History};
use crate::engine::random_opening::good_random_move;
use crate::engine::selfplay_pool::{Pool, play_games};
use crate::engine::{Limits, is_mate_score, search};

use super::expected::{DECISIVE, logistic};

/// A game still going after this many plies is a draw.
pub const MAX_PLIES: usize = 300;
/// The random plies choose among moves scoring within this much of the best.
const OPENING_MARGIN: i32 = 40;
/// The depth of the search that scores the random plies' moves.
const OPENING_DEPTH: u32 = 4;
/// Each thread's transposition table, in MiB.
const TT_MIB: usize = 16;

/// How the games are played.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    pub games: u32,
    /// The depth of every move's search after the random plies.
    pub depth: u32,
    /// The most random plies at the start (at least 2).
    pub random_plies: u32,
    /// Plies more that one side, drawn by lot each game, searches (0: both `depth`).
    /// Unequal players give results the scores have to explain where equal ones may all
    /// end alike (Dameta at depth 4: the first player won every game).
    pub depth_gap: u32,
    pub threads: usize,
    pub seed: u64,
}

/// One position: its score and the game's result, both from its side to move's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub score: i32,
    /// 1 a win, 0.5 a draw, 0 a loss.
    pub result: f64,
}

/// One game played: its positions, and its result for the first player.
#[derive(Clone, Debug)]
pub struct Played {
    pub points: Vec<Point>,
    /// 1 the first player won, 0.5 a draw, 0 the second won.
    pub first: f64,
}

/// Plays one game of `G` (see the top).
pub fn play_one<G: Evaluate>(
    opts: &FitOptions,
    tt: &mut crate::engine::Tt,
    rng: &mut rand::rngs::StdRng,
) -> Played {
    use rand::RngExt;
    let stop = AtomicBool::new(false);
    let mut pos = G::start();
    let mut history = History::new();
    let random = rng.random_range(2..=opts.random_plies.max(2)) as usize;
    // Drawn only with a gap, so the games without one are those of before.
    let deeper_first = opts.depth_gap > 0 && rng.random_bool(0.5);
    // (score, the mover is the first player) of each searched position.
    let mut seen: Vec<(i32, bool)> = Vec::new();
    let first = G::start().to_move();
    let mut plies = 0;
    let first_result = loop {
        if let Some(o) = pos.outcome() {
            break if o.winner == first { 1.0 } else { 0.0 };
        }
        if history.draw(&pos).is_some() || plies >= MAX_PLIES {
            break 0.5;
        }
        let mv = if plies < random {
            good_random_move(&pos, &history, OPENING_DEPTH, OPENING_MARGIN, tt, rng)
        } else {
            let mover_first = pos.to_move() == first;
            let deeper = opts.depth_gap > 0 && mover_first == deeper_first;
            let limits = Limits::depth(opts.depth + if deeper { opts.depth_gap } else { 0 });
            let report = search(&pos, &history, &limits, tt, &stop, &mut |_| {});
            if is_mate_score(report.score) {
                break if (report.score > 0) == mover_first {
                    1.0
                } else {
                    0.0
                };
            }
            seen.push((report.score, mover_first));
            report.best
        };
        let Some(mv) = mv else { break 0.5 };
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
        plies += 1;
    };
    let points = seen
        .into_iter()
        .map(|(score, mover_first)| Point {
            score,
            result: if mover_first {
                first_result
            } else {
                1.0 - first_result
            },
        })
        .collect();
    Played {
        points,
        first: first_result,
    }
}

/// Plays `opts.games` games on `opts.threads` threads, handing each to `on_game` as it
/// ends.
pub fn play<G: Evaluate>(opts: &FitOptions, on_game: &mut dyn FnMut(Played)) {
    let pool = Pool {
        games: opts.games,
        threads: opts.threads,
        seed: opts.seed,
        tt_mib: TT_MIB,
    };
    let _ = play_games::<Played, ()>(pool, &|tt, rng| play_one::<G>(opts, tt, rng), &mut |g| {
        on_game(g);
        Ok(())
    });
}

/// The mean cross-entropy of the results against the curve of scale `k`.
pub fn loss(points: &[Point], k: f64) -> f64 {
    let used: Vec<&Point> = points.iter().filter(|p| p.score.abs() < DECISIVE).collect();
    let sum: f64 = used
        .iter()
        .map(|p| {
            let q = logistic(f64::from(p.score) / k).clamp(1e-12, 1.0 - 1e-12);
            -(p.result * q.ln() + (1.0 - p.result) * (1.0 - q).ln())
        })
        .sum();
    sum / used.len().max(1) as f64
}

/// The scale that best predicts the results: golden-section search over 20..5000.
pub fn fit_scale(points: &[Point]) -> f64 {
    let (mut lo, mut hi) = (20.0f64, 5000.0f64);
    let r = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (a, b) = (hi - r * (hi - lo), lo + r * (hi - lo));
        if loss(points, a) < loss(points, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_finds_the_scale_of_the_data() {
        // Results drawn exactly as a curve of scale 150 predicts them.
        let mut points = Vec::new();
        for score in (-600..=600).step_by(20) {
            let p = logistic(f64::from(score) / 150.0);
            points.push(Point { score, result: p });
        }
        let k = fit_scale(&points);
        assert!((k - 150.0).abs() < 1.0, "{k}");
    }

    #[test]
    fn a_game_is_played_and_labelled() {
        use rand::SeedableRng;
        let opts = FitOptions {
            games: 1,
            depth: 2,
            random_plies: 4,
            depth_gap: 0,
            threads: 1,
            seed: 1,
        };
        let mut tt = crate::engine::Tt::new(1);
        let mut rng = rand::rngs::StdRng::seed_from_u64(1);
        let g = play_one::<crate::draughts::italian::Position>(&opts, &mut tt, &mut rng);
        assert!(!g.points.is_empty());
        assert!(g.points.iter().all(|p| [0.0, 0.5, 1.0].contains(&p.result)));
    }
}
