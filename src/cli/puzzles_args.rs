//! The subcommands of `dama puzzles`: mining a puzzle set from games, verifying one.

use std::path::PathBuf;

use clap::Subcommand;

use super::values::GameArg;

/// The subcommands of `dama puzzles`.
#[derive(Subcommand, Debug)]
pub enum PuzzlesCommand {
    /// Find puzzles in games (PDN files, and/or self-play), verify them with a deeper
    /// search, and write the set (docs/puzzles.md). Ctrl-C stops and writes what is kept.
    Mine {
        /// Which game (italian, english, brazilian, international).
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// PDN files to read (games of other types are skipped).
        files: Vec<PathBuf>,
        /// Also play this many self-play games (the tuner's, at depth 6) and mine them.
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=10000))]
        selfplay: u32,
        /// The depth of the search that finds candidates.
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(2..=30))]
        depth: u32,
        /// The depth of the search that verifies them.
        #[arg(long, default_value_t = 12, value_parser = clap::value_parser!(u32).range(2..=40))]
        verify_depth: u32,
        /// Stop after keeping this many puzzles.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u32).range(1..=20000))]
        max_puzzles: u32,
        /// Stop after looking at this many positions.
        #[arg(long, default_value_t = 1_000_000)]
        max_positions: u64,
        /// Skip the first plies of every game (the opening).
        #[arg(long, default_value_t = 8)]
        skip_plies: usize,
        /// Seed of the self-play games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Where to write the set.
        #[arg(long)]
        out: PathBuf,
    },
    /// Verify a puzzle set again: print how many pass and why the others fail.
    Verify {
        /// Which game's puzzles.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The puzzle file (docs/puzzles.md).
        file: PathBuf,
        /// The depth of the verifying search (default: each puzzle's depth + 2, at least 4).
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=40))]
        depth: Option<u32>,
    },
}
