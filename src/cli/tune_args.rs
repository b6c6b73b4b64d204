//! The subcommands of `dama tune`: making self-play data and fitting each game's
//! evaluation to it.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use super::values::GameArg;

/// The subcommands of `dama tune`.
#[derive(Subcommand, Debug)]
pub enum TuneCommand {
    /// Play the engine against itself and append every game's quiet positions, with the
    /// game's result and the search's score, to a data file.
    Gen {
        /// Which game: Italian, English, Brazilian, International, or Dameta (whose
        /// positions are labelled with who scores the next goal; DamHex^3 is not tuned).
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The data file (created, or appended to).
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// How many games.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=100_000_000))]
        games: u32,
        /// The search depth of every move.
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
        /// The most random plies that start a game (2 or more are played).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=40))]
        random_plies: u32,
        /// Games played at once.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
        threads: u64,
        /// The seed of the random plies (the same seed plays the same games).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the hand-written evaluation's weights to data files by logistic regression
    /// (coordinate descent) and write them (the program reads crates/dama-draughts/assets/italian-hand.txt
    /// when it is built).
    Hand {
        #[command(flatten)]
        input: FitInput,
        /// Where to write the weights (default: `crates/dama-draughts/assets/<game>-hand.txt`, for Dameta
        /// `crates/dama-dameta/assets/dameta-eval.txt`).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The share of the game's result in the target (the rest: the search's score).
        #[arg(long, default_value_t = 1.0)]
        lambda: f64,
        /// The most passes over the weights at each step size (Italian), the most
        /// linearised rounds (the other draughts games), or Adam's steps (Dameta).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=1000))]
        passes: u32,
        /// The share of the distinct positions held out to measure the fit.
        #[arg(long, default_value_t = 0.05)]
        validation: f64,
        /// Threads computing the loss.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
        threads: u64,
    },
    /// Fit the evaluation's learned patterns to data files by logistic regression and
    /// write them (the program embeds crates/dama-draughts/assets/italian-eval.bin, or for the other games
    /// crates/dama-draughts/assets/<game>-patterns.bin, when it is built).
    Fit {
        #[command(flatten)]
        input: FitInput,
        /// Where to write the weights (default: `crates/dama-draughts/assets/italian-eval.bin`, or
        /// `crates/dama-draughts/assets/<game>-patterns.bin`).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Passes over the data (English, Brazilian, International: full-batch steps,
        /// and --batch and --seed are not used).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..=1000))]
        epochs: u32,
        /// Adam's first step size, in hundredths of a man.
        #[arg(long, default_value_t = 1.0)]
        lr: f64,
        /// The L2 penalty on the pattern weights.
        #[arg(long, default_value_t = 1e-6)]
        l2: f64,
        /// The share of the game's result in the target (the rest: the search's score).
        #[arg(long, default_value_t = 0.5)]
        lambda: f64,
        /// Positions per step.
        #[arg(long, default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        batch: u64,
        /// The share of the positions (the last ones) held out to measure the fit.
        #[arg(long, default_value_t = 0.05)]
        validation: f64,
        /// The seed of the shuffles.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Fit the winning-chances curve behind the analysis's marks (docs/analysis.md):
    /// play the engine against itself and find the scale K of 1 / (1 + e^(-score / K))
    /// that best predicts the games' results from the searches' scores. Prints the line
    /// to paste into crates/dama-game/src/study/expected.rs.
    Marks {
        /// Which game: Italian, English, Brazilian, International or Dameta.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// How many games.
        #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
        games: u32,
        /// The search depth of every move.
        #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..=30))]
        depth: u32,
        /// The most random plies that start a game (2 or more are played).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=40))]
        random_plies: u32,
        /// Plies more that one side (drawn by lot each game) searches: unequal players,
        /// for a game whose equal players all end alike.
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=10))]
        depth_gap: u32,
        /// Games played at once.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
        threads: u64,
        /// The seed of the random plies.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// What `dama tune hand` and `fit` read: the game and its data files.
#[derive(Args, Debug)]
pub struct FitInput {
    /// Which game: Italian, English, Brazilian, International, or (`hand` only) Dameta.
    #[arg(long, value_enum, default_value_t = GameArg::Italian)]
    pub game: GameArg,
    /// The data files made by dama tune gen.
    #[arg(required = true, value_name = "DATA")]
    pub data: Vec<PathBuf>,
}
