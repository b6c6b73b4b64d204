//! The command line (clap derive). `dama` alone starts the game; the subcommands are
//! tools for people and scripts.

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use dama::engine::Level;
use dama::engine::params::table::ANALYSIS_MIB;

mod book_args;
mod dxp_args;
mod egdb_args;
mod match_args;
mod play_args;
mod puzzles_args;
mod tune_args;
mod values;
pub use book_args::{BookCommand, BookGameArg};
pub use dxp_args::DxpArgs;
pub use egdb_args::EgdbCommand;
pub use match_args::MatchArgs;
pub use play_args::{ColorArg, LangArg, MoverArg, PlayArgs};
pub use puzzles_args::PuzzlesCommand;
pub use tune_args::{FitInput, TuneCommand};
pub use values::{GameArg, parse_level, parse_seconds, positive};

#[derive(Parser, Debug)]
#[command(
    name = "dama",
    version,
    about = "Draughts in the terminal: Italian (FID rules), English, Brazilian, \
             International, Dameta and DamHex^3, with an engine",
    long_about = "Draughts in the terminal, with an engine: Italian draughts (Dama \
                  Italiana) by the rules of the Federazione Italiana Dama, English, \
                  Brazilian and International draughts, Dameta and DamHex^3. Run without \
                  a subcommand to play (the menu offers every game); the subcommands are \
                  tools for people and scripts."
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// `dama` alone is `dama play`, so it takes the same flags (`dama --lang it`).
    #[command(flatten)]
    pub play: PlayArgs,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play in the terminal (what `dama` alone does). Flags that choose the game
    /// (--level, --depth, --color, --load, --white, --black, --clock, --ballot) skip the
    /// start menu.
    Play(Box<PlayArgs>),
    /// Print every legal move, one per line, in full-path FID notation.
    Moves {
        /// The position, as a PDN FEN such as W:W21-32:B1-12 (default: the start).
        #[arg(long, conflicts_with = "stdin")]
        fen: Option<String>,
        /// Which game's rules.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// Read FENs from standard input, one a line, and print each one's legal moves on
        /// one line, separated by spaces (a bad FEN prints `! <reason>`).
        #[arg(long)]
        stdin: bool,
        /// With --stdin: print each move as MOVE>FEN, the FEN of the position after it.
        #[arg(long, requires = "stdin")]
        after: bool,
    },
    /// Count the leaf positions at each depth up to DEPTH (move generation check).
    Perft {
        /// How many plies deep to count (1 to 20).
        #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
        depth: u32,
        /// The position, as a PDN FEN (default: the start).
        #[arg(long)]
        fen: Option<String>,
        /// Print each root move with its count at DEPTH.
        #[arg(long)]
        divide: bool,
        /// Which game's rules.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
    },
    /// List the saved games: name, date, players, moves played, result or whose turn.
    Saves {
        /// Look in DIR instead of the save directory ($DAMA_SAVE_DIR, ./saves, or the
        /// platform data directory).
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Print a saved game (or a PDN file) as PDN, up to its current move.
    Export {
        /// The variant of a PDN file without a GameType tag (a save names its own game).
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// The save: a name in the save directory (`opening`) or a path (`saves/opening.json`,
        /// `game.pdn`).
        file: String,
        /// Print PDN (the default).
        #[arg(long, conflicts_with = "json")]
        pdn: bool,
        /// Print the game as a dama JSON save instead of PDN.
        #[arg(long)]
        json: bool,
    },
    /// Turn a game of a PDN file into a save in the save directory.
    Import {
        /// The PDN file.
        file: PathBuf,
        /// Which game of the file, counting from 1.
        #[arg(short, long, value_name = "N", default_value_t = 1, value_parser = positive)]
        number: u64,
        /// The variant of a game without a GameType tag (default: Italian); a game whose
        /// tag names another variant is refused.
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// The save's name or path (default: the PDN file's name).
        #[arg(short, long, value_name = "NAME")]
        output: Option<String>,
        /// Replace an existing save of another game with that name.
        #[arg(long)]
        force: bool,
    },
    /// Analyse every move of a game (a save or a PDN game) and print it as PDN with each
    /// move's evaluation and, for each mistake, a mark ($6 ?!, $2 ?, $4 ??) and the
    /// better move with its line (docs/analysis.md).
    #[command(group(clap::ArgGroup::new("limit").args(["depth", "movetime"])))]
    Annotate {
        /// The game: a save name or path, or a PDN file.
        file: PathBuf,
        /// The variant of a PDN game without a GameType tag (default: Italian).
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// Which game of a PDN file, counting from 1.
        #[arg(short, long, value_name = "N", value_parser = positive, conflicts_with = "all")]
        number: Option<u64>,
        /// Every game of the file.
        #[arg(long)]
        all: bool,
        /// Search each position this many plies deep (default 12).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=40))]
        depth: Option<u32>,
        /// Search each position for this many seconds instead of a depth.
        #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
        movetime: Option<f64>,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = ANALYSIS_MIB as u64, value_parser = clap::value_parser!(u64).range(1..=4096))]
        hash: u64,
        /// Write the annotated PDN to this file instead of standard output.
        #[arg(short, long, value_name = "OUT.pdn")]
        output: Option<PathBuf>,
        /// Analyse with this outside Hub engine (its command line, e.g. "scan hub")
        /// instead of dama's own search; draughts games only.
        #[arg(long, value_name = "CMD")]
        engine: Option<String>,
    },
    /// List the games of a PDN file (a library), one a line: number, White, Black,
    /// event, date, result, moves; a broken game with its error.
    Games {
        /// The PDN file.
        file: PathBuf,
        /// The variant of games without a GameType tag (default: Italian).
        #[arg(long, value_enum)]
        game: Option<GameArg>,
        /// Read every game's moves too, so that every broken game is listed as broken.
        #[arg(long)]
        check: bool,
        /// A position (a PDN FEN, or `start`): the moves played from it, with their
        /// counts and results, and the games that reached it.
        #[arg(long, value_name = "FEN")]
        position: Option<String>,
    },
    /// Search a position and print one info line per iteration, then `bestmove <move>`.
    /// Without --depth, --movetime or --level it searches for 3 seconds (--movetime 3000).
    #[command(group(clap::ArgGroup::new("limit").args(["depth", "movetime", "level"])))]
    Analyze {
        /// Which game's rules.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The position, as a PDN FEN of that game (default: the start).
        #[arg(long)]
        fen: Option<String>,
        /// Search this many plies deep.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
        depth: Option<u32>,
        /// Search for this many milliseconds (the default, with no limit given: 3000).
        #[arg(long, value_parser = positive)]
        movetime: Option<u64>,
        /// Choose a move as playing level L (1 to 10) would, randomness included.
        #[arg(long, value_parser = parse_level)]
        level: Option<Level>,
        /// Transposition table size in MiB.
        #[arg(long, default_value_t = ANALYSIS_MIB as u64, value_parser = clap::value_parser!(u64).range(1..=4096))]
        hash: u64,
        /// Seed for a level's randomness (default: a fresh one each run).
        #[arg(long)]
        seed: Option<u64>,
        /// Search threads (Lazy SMP; a level's search uses one).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
        threads: u32,
        /// Look the position up in the opening book first: print its book moves, and
        /// answer from the book (with --level, as the level would: from level 6).
        #[arg(long)]
        book: bool,
        /// Show the best N lines (multi-PV). Above 1, each depth prints N lines
        /// `info depth D multipv K score S nodes N nps X time T pv MOVES`, best (K = 1)
        /// first, then `nodes`, `time`, `nps` and `bestmove` as with one line; it needs
        /// --depth or --movetime, and the book is not asked.
        #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
        multipv: u32,
    },
    /// Search fixed positions to a fixed depth; print the node total and the speed.
    Bench {
        /// Which game's rules.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// Override the bench depth (the node total is only comparable at the default).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=40))]
        depth: Option<u32>,
        /// Search threads (the node total is only comparable with 1).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
        threads: u32,
        /// Search the positions of FILE instead of the fixed set: one FEN a line (or the
        /// lines of a puzzle file), `#` comments; the depth is --depth or the bench's.
        #[arg(long, value_name = "FILE")]
        positions: Option<PathBuf>,
    },
    /// Play the engine against itself from varied openings and print the score.
    Selfplay {
        /// Which game's rules.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// Level of the first engine (it has White in the odd-numbered games).
        #[arg(long, value_parser = parse_level)]
        white: Level,
        /// Level of the second engine.
        #[arg(long, value_parser = parse_level)]
        black: Level,
        /// Level of the third engine (DamHex^3 only; default: the second's).
        #[arg(long, value_parser = parse_level)]
        red: Option<Level>,
        /// How many games (colours alternate, each opening is played twice).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=10000))]
        games: u32,
        /// Seed for the levels' randomness (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        /// Print every game's moves.
        #[arg(long)]
        verbose: bool,
        /// DamHex^3 only: each level's time a move, in percent of its own (for quicker
        /// matches; default 100).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1000))]
        time_percent: Option<u32>,
        /// Start every game from this position (a FEN of that game) instead of the
        /// two-ply openings.
        #[arg(long)]
        fen: Option<String>,
        /// Above 2: start from random openings of this many plies (from the start or
        /// --fen), each ply chosen among the moves a 2-ply search scores within 0.3 of a
        /// man of the best; each opening is played twice, colours swapped (not for
        /// DamHex^3).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(2..=40))]
        opening_plies: u32,
    },
    /// Speak the Hub protocol (version 2) on standard input and output.
    Hub {
        /// Search threads (the Hub `threads` parameter changes it too).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
        threads: u32,
        /// Play from the opening book when the position is in it (the Hub `book`
        /// parameter changes it too; default off).
        #[arg(long)]
        book: bool,
        /// Answer every `go` as the computer at playing level L (1 to 10) would: its
        /// depth, time cap and randomness, the book from level 6 (the Hub `level`
        /// parameter changes it too; default: the plain search).
        #[arg(long, value_parser = parse_level)]
        level: Option<Level>,
        /// Search with the game's endgame databases (default folder) as the oracle (the
        /// Hub `egdb` parameter changes it too; default off, so that matches measure
        /// the search).
        #[arg(long)]
        egdb: bool,
    },
    /// Play two Hub engines against each other over a set of openings and print the
    /// score, the Elo difference and (with --sprt) the test's verdict.
    Match(Box<MatchArgs>),
    /// Play International draughts with another program over the DamExchange Protocol
    /// (DXP, TCP): as server (--listen) or client (--connect), proposing a match
    /// (--initiator) or answering requests (--follower), with dama's search or a Hub
    /// engine behind it (docs/network.md).
    Dxp(Box<DxpArgs>),
    /// Print where the settings file is (language, palette, level, square numbers,
    /// ASCII) and what it holds.
    Config,
    /// Endgame databases (Italian; English, Brazilian, International with --game): build,
    /// probe, list, verify.
    #[command(subcommand)]
    Egdb(EgdbCommand),
    /// The opening books (Italian, English, Brazilian, International): build one, show
    /// what it holds, probe a position.
    #[command(subcommand)]
    Book(BookCommand),
    /// Tune the evaluation of a draughts game: make self-play data, fit the weights to it.
    #[command(subcommand)]
    Tune(TuneCommand),
    /// Puzzles: mine a set from games (PDN, self-play) and verify it (docs/puzzles.md).
    #[command(subcommand)]
    Puzzles(PuzzlesCommand),
    /// Print the shell completion script for SHELL (docs/install.md says where it goes).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page, in roff: `dama man > ~/.local/share/man/man1/dama.1`.
    Man,
}
