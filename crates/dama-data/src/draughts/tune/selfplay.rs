//! The data generator behind `dama tune gen`, for every draughts game (Italian and the
//! [`Board`](crate::draughts::Board) variants): self-play games of the engine against
//! itself, each recorded position labelled with the game's result and the search's score.
//!
//! A game starts with a few random plies (2 to `random_plies`), each chosen uniformly among
//! the moves a shallow search finds within `OPENING_MARGIN` of the best, so games differ but
//! do not start lost. From there both sides play the engine's move at a fixed depth; every
//! position whose side to move has no capture (the quiet positions the evaluation scores)
//! is recorded. A game ends by the rules (no piece or no move, repetition, the game's draw
//! counters), when the search announces a win (the game is scored for the winner), or as a
//! draw after `MAX_PLIES`.

use std::sync::atomic::AtomicBool;

use rand::RngExt;
use rand::rngs::StdRng;

use super::data::{Sample, TuneData};
use crate::core::{Evaluate, History, Seat};
use crate::draughts::Color;
use crate::engine::random_opening::good_random_move;
use crate::engine::selfplay_pool::{Pool, play_games};
use crate::engine::{Limits, Tt, is_mate_score, search};

/// A game still going after this many plies is a draw.
pub const MAX_PLIES: usize = 300;
/// The random plies choose among moves scoring within this much of the best.
pub const OPENING_MARGIN: i32 = 40;
/// The depth of the search that scores the random plies' moves.
pub const OPENING_DEPTH: u32 = 4;
/// The transposition table of each generating thread, in MiB.
const TT_MIB: usize = 8;

/// How to generate.
#[derive(Clone, Copy, Debug)]
pub struct GenOptions {
    pub games: u32,
    /// The search depth of every move after the random plies.
    pub depth: u32,
    /// The most random plies at the start of a game (at least 2 are played).
    pub random_plies: u32,
    pub threads: usize,
    pub seed: u64,
}

/// One finished game: its recorded positions (labelled) and how it ended.
#[derive(Clone, Debug)]
pub struct GameRecord<G: TuneData> {
    pub samples: Vec<Sample<G>>,
    /// 0 Black won, 1 draw, 2 White won.
    pub result: u8,
    pub plies: usize,
}

fn result_for(winner: Seat) -> u8 {
    if winner == Color::White.into() { 2 } else { 0 }
}

/// Plays one game from the start position.
pub fn play_game<G: TuneData + Evaluate>(
    opts: &GenOptions,
    tt: &mut Tt,
    rng: &mut StdRng,
) -> GameRecord<G> {
    let stop = AtomicBool::new(false);
    let mut pos = G::start();
    let mut history = History::new();
    let random_plies = rng.random_range(2..=opts.random_plies.max(2)) as usize;
    let mut samples = Vec::new();
    let mut plies = 0usize;
    let result = loop {
        if let Some(outcome) = pos.outcome() {
            break result_for(outcome.winner);
        }
        if history.draw(&pos).is_some() || plies >= MAX_PLIES {
            break 1;
        }
        let mv = if plies < random_plies {
            good_random_move(&pos, &history, OPENING_DEPTH, OPENING_MARGIN, tt, rng)
        } else {
            let report = search(
                &pos,
                &history,
                &Limits::depth(opts.depth),
                tt,
                &stop,
                &mut |_| {},
            );
            if !pos.is_tactical() {
                samples.push(Sample {
                    position: pos,
                    result: 1,
                    ply: plies.min(255) as u8,
                    score: report.score.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
                });
            }
            if is_mate_score(report.score) {
                let mover = pos.to_move();
                let other = Seat(1 - mover.0.min(1));
                break result_for(if report.score > 0 { mover } else { other });
            }
            report.best
        };
        let Some(mv) = mv else { break 1 };
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
        plies += 1;
    };
    for s in &mut samples {
        s.result = result;
    }
    GameRecord {
        samples,
        result,
        plies,
    }
}

/// Plays `opts.games` games on `opts.threads` threads, handing each finished game to
/// `on_game` (in the order they finish) until it returns an error, which stops the run.
pub fn generate<G: TuneData + Evaluate, E>(
    opts: &GenOptions,
    on_game: &mut dyn FnMut(GameRecord<G>) -> Result<(), E>,
) -> Result<(), E> {
    let pool = Pool {
        games: opts.games,
        threads: opts.threads,
        seed: opts.seed,
        tt_mib: TT_MIB,
    };
    play_games(pool, &|tt, rng| play_game::<G>(opts, tt, rng), on_game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::draughts::{english, italian};
    use rand::SeedableRng;

    fn one_game<G: TuneData + Evaluate>() -> GameRecord<G> {
        let opts = GenOptions {
            games: 1,
            depth: 2,
            random_plies: 4,
            threads: 1,
            seed: 3,
        };
        let mut tt = Tt::new(1);
        let mut rng = StdRng::seed_from_u64(3);
        play_game::<G>(&opts, &mut tt, &mut rng)
    }

    #[test]
    fn a_game_records_quiet_positions_labelled_with_its_result() {
        let game = one_game::<english::Position>();
        assert!(game.plies > 4 && !game.samples.is_empty());
        assert!(game.samples.iter().all(|s| s.result == game.result));
        assert!(game.samples.iter().all(|s| !s.position.is_tactical()));
        let game = one_game::<italian::Position>();
        assert!(game.plies > 4 && !game.samples.is_empty());
        assert!(game.samples.iter().all(|s| s.result == game.result));
        assert!(game.samples.iter().all(|s| !s.position.has_capture()));
    }
}
