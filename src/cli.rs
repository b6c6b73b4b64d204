//! The command line (clap derive). `dama` alone starts the game; the subcommands are
//! tools for people and scripts.

use clap::{Parser, Subcommand};

use dama::rules::Position;

#[derive(Parser, Debug)]
#[command(
    name = "dama",
    version,
    about = "Italian draughts (Dama Italiana) in the terminal, by the FID rules",
    long_about = "Italian draughts (Dama Italiana) in the terminal, by the rules of the \
                  Federazione Italiana Dama. Run without a subcommand to play; the \
                  subcommands are tools for people and scripts."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Print every legal move, one per line, in full-path FID notation.
    Moves {
        /// The position, as a PDN FEN such as W:W21-32:B1-12 (default: the start).
        #[arg(long, value_parser = parse_fen)]
        fen: Option<Position>,
    },
    /// Count the leaf positions at each depth up to DEPTH (move generation check).
    Perft {
        /// How many plies deep to count (1 to 20).
        #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: u32,
        /// The position, as a PDN FEN (default: the start).
        #[arg(long, value_parser = parse_fen)]
        fen: Option<Position>,
        /// Print each root move with its count at DEPTH.
        #[arg(long)]
        divide: bool,
    },
    /// Search a position and print one info line per iteration, then `bestmove <move>`.
    #[command(group(clap::ArgGroup::new("limit").required(true).args(["depth", "movetime", "level"])))]
    Analyze {
        /// The position, as a PDN FEN (default: the start).
        #[arg(long, value_parser = parse_fen)]
        fen: Option<Position>,
        /// Search this many plies deep.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
        depth: Option<u32>,
        /// Search for this many milliseconds.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        movetime: Option<u64>,
        /// Choose a move as playing level L (1 to 10) would, randomness included.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
        level: Option<u8>,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=4096))]
        hash: u64,
        /// Seed for a level's randomness (default: a fresh one each run).
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Search fixed positions to a fixed depth; print the node total and the speed.
    Bench {
        /// Override the bench depth (the node total is only comparable at the default).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=40))]
        depth: Option<u32>,
    },
    /// Play the engine against itself from varied openings and print the score.
    Selfplay {
        /// Level of the first engine (it has White in the odd-numbered games).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
        white: u8,
        /// Level of the second engine.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=10))]
        black: u8,
        /// How many games (colours alternate, each opening is played twice).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=10000))]
        games: u32,
        /// Seed for the levels' randomness (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        /// Print every game's moves.
        #[arg(long)]
        verbose: bool,
        /// Start every game from this position instead of the two-ply openings.
        #[arg(long, value_parser = parse_fen)]
        fen: Option<Position>,
    },
    /// Speak the Hub protocol (version 2) on standard input and output.
    Hub,
}

/// Reads a FEN for clap, so a bad one is reported like any other bad argument.
pub fn parse_fen(text: &str) -> Result<Position, String> {
    Position::from_fen(text).map_err(|e| e.to_string())
}
