//! The subcommands of `dama egdb`: building, checking and probing the endgame
//! databases.

use std::path::PathBuf;

use clap::Subcommand;

use super::values::GameArg;

/// The subcommands of `dama egdb`.
#[derive(Subcommand, Debug)]
pub enum EgdbCommand {
    /// Build the databases up to N pieces (resumable: finished slices are kept).
    Build {
        /// Pieces on the board, 2 to 6: distances up to 5, win/draw/loss for 6 (Italian,
        /// English); win/draw/loss for Brazilian and International (docs/databases.md).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(2..=6))]
        pieces: u32,
        /// Which game's databases (italian, english, brazilian, international).
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The folder of the databases (default: $DAMA_EGDB_DIR or the platform data folder).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Threads (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=64))]
        threads: Option<u64>,
    },
    /// Print win/draw/loss of a position (a PDN FEN), with the distance and the best move
    /// where the databases keep distances (Italian, English up to 5 pieces).
    Probe {
        fen: String,
        /// Which game's databases.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The folder of the databases.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// List the slices: positions, file size, and where they are.
    Info {
        /// Which game's databases.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The folder of the databases.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Check an English, Brazilian or International database against an independent
    /// forward solver, every position of the slices up to N pieces (and the English
    /// distances); with --every, one ply deep against the stored values of each
    /// position's successors instead.
    Verify {
        /// Which game's databases (not Italian: its builder checks itself).
        #[arg(long, value_enum)]
        game: GameArg,
        /// Slices up to this many pieces (the forward solver: up to 5; with --every: 6).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(2..=6))]
        pieces: u32,
        /// Check every K-th position of each slice (1: all of them) by its moves: its
        /// value must be the best its successors' stored values give.
        #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
        every: Option<u64>,
        /// The folder of the databases.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Measure probe speed (Italian): probes of positions drawn at random from every
    /// slice on disk, through a fresh block cache; prints the time a probe and a tally of
    /// the answers (the same on any build that reads the same files).
    Bench {
        /// How many positions to probe.
        #[arg(long, default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..))]
        probes: u64,
        /// The folder of the databases.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}
