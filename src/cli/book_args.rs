//! The options of `dama book build | stats | probe`: the game (`--game`, Italian by
//! default) and what each subcommand takes.

use std::path::PathBuf;

use clap::{Subcommand, ValueEnum};

/// The games that have an opening book.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BookGameArg {
    #[default]
    Italian,
    English,
    Brazilian,
    International,
}

impl BookGameArg {
    /// The game's name as `--game` and the book files spell it.
    pub fn name(self) -> &'static str {
        match self {
            BookGameArg::Italian => "italian",
            BookGameArg::English => "english",
            BookGameArg::Brazilian => "brazilian",
            BookGameArg::International => "international",
        }
    }
}

/// The subcommands of `dama book`.
#[derive(Subcommand, Debug)]
pub enum BookCommand {
    /// Build the book with the engine's own searches: every position PLIES plies from
    /// the start searched, then dropout expansion where the play goes. Resumable: an
    /// interrupted build continues from OUT's `.partial` file; the same options build
    /// the same book.
    Build {
        /// The game of the book.
        #[arg(long, value_enum, default_value_t = BookGameArg::Italian)]
        game: BookGameArg,
        /// Plies from the start searched in full (3: the 302 openings of three plies).
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=6))]
        plies: u32,
        /// Nodes searched per position (repeatable on any machine).
        #[arg(long, default_value_t = 2_000_000, value_parser = clap::value_parser!(u64).range(1000..=10_000_000_000))]
        nodes: u64,
        /// Milliseconds per position instead of --nodes (not repeatable).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
        movetime: Option<u64>,
        /// Positions added by dropout expansion after the first plies.
        #[arg(long, default_value_t = 1200, value_parser = clap::value_parser!(u32).range(0..=1_000_000))]
        expansions: u32,
        /// The expansion's cost of one ply, in hundredths of a man (more: a wider,
        /// shallower book).
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(i32).range(0..=10_000))]
        ply_cost: i32,
        /// Positions expanded together (the book does not depend on --threads).
        #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u32).range(1..=1000))]
        batch: u32,
        /// Searches run at once (default: the number of cores).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
        threads: Option<u64>,
        /// The book file to write (default: crates/dama-draughts/assets/book-GAME.bin, the one built into
        /// the program at its next compilation).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Print what a book holds: positions, moves, depth, size, how it was built.
    Stats {
        /// The game of the book.
        #[arg(long, value_enum, default_value_t = BookGameArg::Italian)]
        game: BookGameArg,
        /// A book file (default: the one the program plays with: built in, or the file
        /// of $DAMA_BOOK for Italian, $DAMA_BOOK_ENGLISH, … for the others).
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// List the book moves of a position (a PDN FEN of the game; default: the start)
    /// with their scores and depths.
    Probe {
        fen: Option<String>,
        /// The game of the book.
        #[arg(long, value_enum, default_value_t = BookGameArg::Italian)]
        game: BookGameArg,
        /// A book file (default: the one the program plays with).
        #[arg(long, value_name = "FILE")]
        file: Option<PathBuf>,
    },
}
