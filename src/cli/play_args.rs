//! The options of `dama play` (and of `dama` alone): the game, the seats, the level, the
//! clock, the look, outside engines, the editor, the library and the analysis mode.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use dama::engine::Level;

use super::values::parse_level;

/// The options of `dama play`.
#[derive(Args, Debug, Default, Clone)]
pub struct PlayArgs {
    /// The game to play, started at once (the menu offers every game).
    #[arg(long, value_name = "GAME", value_parser = clap::builder::PossibleValuesParser::new(dama::tui::registry::ids()))]
    pub game: Option<String>,
    /// The computer's level, 1 (weakest) to 10.
    #[arg(long, value_parser = parse_level)]
    pub level: Option<Level>,
    /// Search to this fixed depth instead of the level's limits.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=60))]
    pub depth: Option<u32>,
    /// Your colour against the computer (not with --white or --black, which say it).
    #[arg(long, value_enum, conflicts_with_all = ["white", "black"])]
    pub color: Option<ColorArg>,
    /// Resume a saved game (.json save or .pdn).
    #[arg(long, value_name = "FILE")]
    pub load: Option<PathBuf>,
    /// Open a PDN file of many games as a library: a list to filter, sort and open.
    #[arg(long, value_name = "FILE", conflicts_with = "load")]
    pub library: Option<PathBuf>,
    /// Who plays White (human vs human, or computer vs computer as a demo).
    #[arg(long, value_enum)]
    pub white: Option<MoverArg>,
    /// Who plays Black.
    #[arg(long, value_enum)]
    pub black: Option<MoverArg>,
    /// Who plays Red, in DamHex^3 (three players; the others face the opposite unless
    /// --white or --black say).
    #[arg(long, value_enum)]
    pub red: Option<MoverArg>,
    /// Letters instead of Unicode pieces, for terminals and fonts without them.
    #[arg(long)]
    pub ascii: bool,
    /// Language of the interface (default: from LANG).
    #[arg(long, value_enum)]
    pub lang: Option<LangArg>,
    /// Seed for the random colour and the computer's choices (repeatable games).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play with a clock: 5m/move (FID), 20/60m (moves per period), 15m+30s
    /// (minutes plus increment).
    #[arg(long, value_name = "CONTROL", value_parser = parse_clock)]
    pub clock: Option<dama::game::clock::TimeControl>,
    /// Start from a ballot opening drawn by lot (Italian draughts).
    #[arg(long)]
    pub ballot: bool,
    /// Search threads for the computer (default: the settings' `threads`, else every
    /// core but one).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub threads: Option<u32>,
    /// The computer thinks on your time about the reply it expects (the `ponder`
    /// command turns it off and on).
    #[arg(long)]
    pub ponder: bool,
    /// An outside engine plays White: a Hub protocol command ("dama hub", "scan hub").
    #[arg(long, value_name = "CMD", conflicts_with = "white")]
    pub white_engine: Option<String>,
    /// An outside engine plays Black.
    #[arg(long, value_name = "CMD", conflicts_with = "black")]
    pub black_engine: Option<String>,
    /// The outside engines' seconds per move when the game has no clock (default 1).
    #[arg(long, value_name = "SECONDS", value_parser = crate::commands::play_engines::parse_movetime)]
    pub movetime: Option<f64>,
    /// Open the position editor (of --game, from --fen or the start) instead of a game.
    #[arg(long)]
    pub edit: bool,
    /// Solve puzzles of --game (a draughts game; default Italian): H hint, S solution,
    /// N next, Esc menu (docs/puzzles.md).
    #[arg(long, conflicts_with_all = ["edit", "load", "library", "analyse", "fen", "host", "join"])]
    pub puzzles: bool,
    /// Start in the analysis mode (F4 in the game): you play every side, the engine
    /// shows its best three lines of the position on the board as it deepens.
    #[arg(long, visible_alias = "analyze")]
    pub analyse: bool,
    /// An outside Hub engine (its command) searches for the analysis mode (F4) and the
    /// game analysis (F5) instead of dama's own search (draughts games).
    #[arg(long, value_name = "CMD")]
    pub analysis_engine: Option<String>,
    /// Start from this position, a FEN of the game (--game; default Italian); with
    /// --edit the editor opens on it.
    #[arg(long, value_name = "FEN", allow_hyphen_values = true)]
    pub fen: Option<String>,
    /// Host a game over the network: wait on [ADDR:]PORT (default 127.0.0.1:27532; a
    /// bare port listens on 127.0.0.1 only) for another dama to join with the code
    /// shown. --game, --color, --clock and --fen choose the game.
    #[arg(long, value_name = "[ADDR:]PORT", num_args = 0..=1, default_missing_value = "27532",
          conflicts_with_all = ["join", "load", "library", "edit", "analyse"])]
    pub host: Option<String>,
    /// Join a game hosted with --host at HOST:PORT, with the host's --code.
    #[arg(long, value_name = "HOST:PORT", requires = "code",
          conflicts_with_all = ["game", "color", "clock", "fen", "load", "library", "edit", "analyse", "white", "black", "red"])]
    pub join: Option<String>,
    /// The code the host shows (with --join).
    #[arg(long, value_name = "CODE", requires = "join")]
    pub code: Option<String>,
    /// With --host or --join: play in plain lines of text instead of the full screen
    /// (moves, `say TEXT`, `draw`, `resign`, `y`/`n` read from the input; what happens
    /// printed), for a terminal without a full screen or a script.
    #[arg(long)]
    pub lines: bool,
    /// With --host or --join: write every line of the protocol that crosses to FILE,
    /// with the seconds since the start (`0.132 > MOVE 0 2113 22-18`, `< PONG`).
    #[arg(long, value_name = "FILE")]
    pub transcript: Option<PathBuf>,
}

/// A time control (`5m/move`, `20/60m`, `15m+30s`).
pub fn parse_clock(text: &str) -> Result<dama::game::clock::TimeControl, String> {
    dama::game::clock::TimeControl::parse(text).map_err(|e| e.to_string())
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorArg {
    White,
    Black,
    Random,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoverArg {
    Human,
    Computer,
}

#[derive(ValueEnum, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LangArg {
    It,
    En,
}
