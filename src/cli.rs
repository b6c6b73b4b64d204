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
}

/// Reads a FEN for clap, so a bad one is reported like any other bad argument.
pub fn parse_fen(text: &str) -> Result<Position, String> {
    Position::from_fen(text).map_err(|e| e.to_string())
}
