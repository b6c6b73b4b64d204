//! The command line (clap derive). `dama` alone starts the game; the subcommands are
//! tools for people and scripts.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use dama::engine::Level;
use dama::engine::params::table::ANALYSIS_MIB;

mod book_args;
mod dxp_args;
mod play_args;
pub use book_args::{BookCommand, BookGameArg};
pub use dxp_args::DxpArgs;
pub use play_args::{ColorArg, LangArg, MoverArg, PlayArgs};

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
    Play(PlayArgs),
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
    /// Print the shell completion script for SHELL (docs/install.md says where it goes).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page, in roff: `dama man > ~/.local/share/man/man1/dama.1`.
    Man,
}

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
        /// Which game: Italian, or English, Brazilian, International, Dameta.
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The data files made by dama tune gen.
        #[arg(required = true, value_name = "DATA")]
        data: Vec<PathBuf>,
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
        /// Which game: Italian, or English, Brazilian, International (for these the fit
        /// is full-batch: --epochs counts its steps, --batch and --seed are not used).
        #[arg(long, value_enum, default_value_t = GameArg::Italian)]
        game: GameArg,
        /// The data files made by dama tune gen.
        #[arg(required = true, value_name = "DATA")]
        data: Vec<PathBuf>,
        /// Where to write the weights (default: `crates/dama-draughts/assets/italian-eval.bin`, or
        /// `crates/dama-draughts/assets/<game>-patterns.bin`).
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Passes over the data.
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
}

/// The options of `dama match`.
#[derive(Args, Debug, Clone)]
#[command(group(clap::ArgGroup::new("time").args(["movetime", "tc", "depth"])))]
pub struct MatchArgs {
    /// The first engine's command, such as "./target/release/dama hub" (words split on
    /// spaces, quotes group; no shell).
    #[arg(long, value_name = "COMMAND")]
    pub engine1: String,
    /// The second engine's command, or dxp://HOST:PORT for a DXP engine listening
    /// there (International draughts; docs/network.md).
    #[arg(long, value_name = "COMMAND")]
    pub engine2: String,
    /// The first engine's name in the output and the PDN (default: engine1).
    #[arg(long, default_value = "engine1")]
    pub name1: String,
    /// The second engine's name (default: engine2).
    #[arg(long, default_value = "engine2")]
    pub name2: String,
    /// Which game's rules.
    #[arg(long, value_enum, default_value_t = GameArg::Italian)]
    pub game: GameArg,
    /// A file of openings, one a line: a ballot (moves from the start) or a FEN
    /// (default: every two-ply opening).
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// Without --openings: start from openings of this many plies (2 to 8), every one or,
    /// when there are more than half of --games, that many spread evenly over them.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(2..=8), conflicts_with = "openings")]
    pub opening_plies: u32,
    /// How many games (default: each opening twice, colours swapped).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: Option<u32>,
    /// Seconds per move (default 0.1 when no other time is given).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub movetime: Option<f64>,
    /// Seconds per move of the second engine alone, for a match at time odds (the first
    /// plays at --movetime or its default 0.1).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, conflicts_with_all = ["tc", "depth"])]
    pub movetime2: Option<f64>,
    /// A game clock: seconds for the game + seconds added per move, like 60+0.5.
    #[arg(long, value_name = "BASE+INC")]
    pub tc: Option<String>,
    /// A fixed search depth per move instead of a time.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub depth: Option<u32>,
    /// Seconds an engine may answer late before it loses the game as hung (with --tc,
    /// how far below zero its clock may go).
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0, value_parser = parse_seconds)]
    pub margin: f64,
    /// A game still going after this many plies is adjudicated a draw.
    #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_plies: u32,
    /// Stop early by a sequential probability ratio test of H0 elo0 against H1 elo1,
    /// like 0,10.
    #[arg(long, value_name = "ELO0,ELO1")]
    pub sprt: Option<String>,
    /// The SPRT's false positive rate.
    #[arg(long, default_value_t = 0.05, value_parser = parse_rate)]
    pub alpha: f64,
    /// The SPRT's false negative rate.
    #[arg(long, default_value_t = 0.05, value_parser = parse_rate)]
    pub beta: f64,
    /// How many games to play at the same time (each with its own two engines).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub concurrency: u32,
    /// Write every game to FILE as PDN.
    #[arg(long, alias = "pgn-out", value_name = "FILE")]
    pub pdn: Option<PathBuf>,
    /// Turn both engines' opening book on (`set-param name=book value=true`); without
    /// it the engines search every move, as their Hub default is.
    #[arg(long)]
    pub book: bool,
    /// End an Italian game at the first position the endgame databases cover (no capture
    /// pending) with their result: in DIR, or the default folder when DIR is left out.
    #[arg(long, value_name = "DIR", num_args = 0..=1)]
    pub egdb: Option<Option<PathBuf>>,
}

/// A positive number of seconds below a million.
fn parse_seconds(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0 && *x < 1e6)
        .ok_or_else(|| format!("{text} is not a number of seconds"))
}

/// A probability strictly between 0 and 0.5.
fn parse_rate(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| *x > 0.0 && *x < 0.5)
        .ok_or_else(|| format!("{text} is not a rate between 0 and 0.5"))
}

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
}

/// The games of `--game`.
#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameArg {
    Italian,
    English,
    Brazilian,
    International,
    /// Dameta, football with draughts pieces on a cylinder board (positions as
    /// `2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w`; no PDN).
    Dameta,
    /// DamHex^3, three players on a hexagonal board (no PDN, no bench, no Hub).
    Damhex,
}

/// A whole number of 1 or more (a count, milliseconds).
pub fn positive(text: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!("{text} is not a whole number of 1 or more")),
    }
}

/// A playing level, 1 to 10: checked here, once.
pub fn parse_level(text: &str) -> Result<Level, String> {
    let n: u64 = text
        .trim()
        .parse()
        .map_err(|_| format!("{text} is not a level (1 to 10)"))?;
    Level::parse(n).map_err(|e| e.to_string())
}
