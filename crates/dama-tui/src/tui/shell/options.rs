//! How a session starts: who plays which colour, the level, the look (glyphs, colours,
//! language) and where games are saved. Built by `dama play` from its flags, and by tests
//! with explicit paths so they never touch the user's saves or environment.

use std::path::PathBuf;

use crate::core::{Level, Seat};

use crate::game::clock::TimeControl;
use crate::lang::Lang;

use crate::tui::shell::table::time::TimeSource;

/// Who moves for one colour, as chosen on the command line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mover {
    Human,
    Computer,
}

/// The colour the human asks for in a game against the computer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

impl ColorChoice {
    /// The seat this choice gives (White is the first seat, Black the second), `coin`
    /// deciding `Random`.
    pub fn resolve(self, coin: bool) -> Seat {
        match self {
            ColorChoice::White => Seat::FIRST,
            ColorChoice::Black => Seat::SECOND,
            ColorChoice::Random if coin => Seat::FIRST,
            ColorChoice::Random => Seat::SECOND,
        }
    }
}

/// How many colours the terminal shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ColorMode {
    TrueColor,
    /// The xterm 256-colour table (`TERM` ending in `256color`).
    Ansi256,
    Ansi16,
    /// `NO_COLOR`: shapes and markers only.
    None,
}

impl ColorMode {
    /// From the values of `NO_COLOR` and `COLORTERM` (see no-color.org: any non-empty
    /// `NO_COLOR` turns colour off).
    pub fn detect(no_color: Option<&str>, colorterm: Option<&str>) -> ColorMode {
        ColorMode::detect_with_term(no_color, colorterm, None)
    }

    /// [`detect`](Self::detect), and a `TERM` naming a 256-colour terminal
    /// (`xterm-256color`, `tmux-256color`) gives the 256 colours.
    pub fn detect_with_term(
        no_color: Option<&str>,
        colorterm: Option<&str>,
        term: Option<&str>,
    ) -> ColorMode {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ColorMode::None;
        }
        match colorterm.map(str::to_ascii_lowercase).as_deref() {
            Some("truecolor") | Some("24bit") => ColorMode::TrueColor,
            _ if term.is_some_and(|t| t.ends_with("256color")) => ColorMode::Ansi256,
            _ => ColorMode::Ansi16,
        }
    }

    /// From this process's environment.
    pub fn from_env() -> ColorMode {
        let var = |k| std::env::var(k).ok();
        let (no_color, colorterm, term) = (var("NO_COLOR"), var("COLORTERM"), var("TERM"));
        ColorMode::detect_with_term(no_color.as_deref(), colorterm.as_deref(), term.as_deref())
    }
}

/// Whether the terminal's own background is dark or light: the text around the board
/// (labels, titles, messages) is coloured to be read on it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Background {
    #[default]
    Dark,
    Light,
}

impl Background {
    /// From `COLORFGBG` (`"15;0"`: white on black), which rxvt, Konsole and others set:
    /// a background of colour 7 or 15 is light. Dark when unset or unclear.
    pub fn detect(colorfgbg: Option<&str>) -> Background {
        match colorfgbg.and_then(|v| v.rsplit(';').next()).map(str::trim) {
            Some("7") | Some("15") => Background::Light,
            _ => Background::Dark,
        }
    }

    /// From this process's environment.
    pub fn from_env() -> Background {
        Background::detect(std::env::var("COLORFGBG").ok().as_deref())
    }
}

/// Everything a session needs to start. `start_menu` false means the flags chose the
/// game and the menu is skipped.
#[derive(Clone, Debug)]
pub struct Options {
    pub start_menu: bool,
    /// The game to play or preselect in the menu, by id (`--game`): `"italian"`, ...
    pub game: String,
    /// Level 1–10 of the computer player(s), when given (`--level`); 3 otherwise.
    pub level: Option<Level>,
    /// Whether `level` was given as `--level` (not read from the settings): only then
    /// does it override the level of a game loaded with `--load`.
    pub level_given: bool,
    /// A fixed search depth instead of the level's limits (`--depth`).
    pub depth: Option<u32>,
    pub color: ColorChoice,
    /// Explicit players (`--white`, `--black`); they override `color`.
    pub white: Option<Mover>,
    pub black: Option<Mover>,
    /// Who plays Red in a three-player game (`--red`).
    pub red: Option<Mover>,
    /// A saved game to resume (`--load`).
    pub load: Option<PathBuf>,
    /// A PDN library to open (`--library`).
    pub library: Option<PathBuf>,
    pub ascii: bool,
    pub lang: Lang,
    pub colors: ColorMode,
    /// The terminal's background, for the text colours.
    pub background: Background,
    /// Seed for the random colour and the engine's level randomness.
    pub seed: Option<u64>,
    /// Where bare save names go and where the menu looks for saved games.
    pub save_dir: PathBuf,
    /// Pause between moves when the computer plays both sides, so it can be watched.
    pub demo_pause_ms: u64,
    /// Show the square numbers on the board (`#` toggles them).
    pub numbers: bool,
    /// The settings file the game writes the player's changes to (level, square
    /// numbers); `None` writes nothing (tests).
    pub config: Option<PathBuf>,
    /// Where the game clocks read the time (tests turn a hand-moved one).
    pub time: TimeSource,
    /// The time control of a game the flags start (`--clock`).
    pub clock: Option<TimeControl>,
    /// Start an Italian game the flags start from a ballot opening (`--ballot`).
    pub ballot: bool,
    /// Search threads for the computer's moves (Lazy SMP): `dama play` gives every core
    /// but one unless the settings or `--threads` say; 1 here (tests).
    pub threads: usize,
    /// The computer thinks on the opponent's time (`ponder`, `--ponder`).
    pub ponder: bool,
    /// Where the Italian endgame databases are (none here: tests give a folder).
    pub databases: crate::tui::shell::databases::DatabaseDir,
    /// The pieces a build from the menu goes up to (5; tests build smaller ones).
    pub database_pieces: u32,
    /// The colours of the squares (truecolour and 256 colours).
    pub board: BoardTheme,
    /// `colors` was detected from the terminal (the settings say "auto").
    pub palette_auto: bool,
    /// `background` was detected from the terminal (the settings say "auto").
    pub background_auto: bool,
    /// The computer's hash in the terminal game, in MiB.
    pub hash_mib: usize,
    /// The outside (Hub) engine command a new game offers for a seat, if one is set.
    pub engine: Option<String>,
    /// Why the settings file could not be used (the game runs on the defaults and
    /// never writes over it), in the player's language.
    pub settings_error: Option<String>,
    /// Outside engines (Hub protocol commands) for the seats of a game the flags start,
    /// seat 0 first (`--white-engine`, `--black-engine`).
    pub engines: Vec<Option<String>>,
    /// An outside engine's time per move when the game has no clock (`--movetime`).
    pub engine_movetime: Option<std::time::Duration>,
    /// Open the position editor (`--edit`) instead of a game.
    pub edit: bool,
    /// Open the puzzle mode of the game (`--puzzles`) instead of a game.
    pub puzzles: bool,
    /// Start the game the flags start in the analysis mode (`--analyse`).
    pub analyse: bool,
    /// The outside Hub engine that searches for F4 and F5 instead of dama's own search
    /// (`--analysis-engine`).
    pub analysis_engine: Option<String>,
    /// The start position of the game the flags start, or of the editor with `edit`
    /// (`--fen`), a FEN of that game with pasted quotes and spaces dropped.
    pub fen: Option<String>,
    /// A game over the network (`dama play --host/--join`): the connection made.
    pub net: Option<crate::tui::shell::table::net::NetPlan>,
}

/// The colours of the board's squares where the palette can show them (truecolour and
/// 256 colours; the 16-colour board is always green and grey).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum BoardTheme {
    /// Cream and walnut.
    #[default]
    Wood,
    /// Pale grey and slate blue-grey.
    Slate,
}

impl BoardTheme {
    pub const ALL: [BoardTheme; 2] = [BoardTheme::Wood, BoardTheme::Slate];

    /// The name in the settings file (`config::BOARDS`).
    pub fn key(self) -> &'static str {
        match self {
            BoardTheme::Wood => "wood",
            BoardTheme::Slate => "slate",
        }
    }

    /// From its name in the settings file; wood for anything else.
    pub fn from_key(key: Option<&str>) -> BoardTheme {
        match key {
            Some("slate") => BoardTheme::Slate,
            _ => BoardTheme::Wood,
        }
    }
}

impl Options {
    /// Defaults for a session saving into `save_dir`: the menu, level 3, English,
    /// Unicode glyphs, 16 colours.
    pub fn new(save_dir: PathBuf) -> Options {
        Options {
            start_menu: true,
            game: "italian".to_string(),
            level: None,
            level_given: false,
            depth: None,
            color: ColorChoice::White,
            white: None,
            black: None,
            red: None,
            load: None,
            library: None,
            ascii: false,
            lang: Lang::En,
            colors: ColorMode::Ansi16,
            background: Background::Dark,
            seed: None,
            save_dir,
            demo_pause_ms: 600,
            numbers: true,
            config: None,
            time: TimeSource::system(),
            clock: None,
            ballot: false,
            threads: 1,
            ponder: false,
            databases: crate::tui::shell::databases::DatabaseDir::Off,
            database_pieces: 5,
            engines: Vec::new(),
            engine_movetime: None,
            board: BoardTheme::Wood,
            palette_auto: true,
            background_auto: true,
            hash_mib: crate::engine::params::table::GAME_MIB,
            engine: None,
            settings_error: None,
            edit: false,
            puzzles: false,
            analyse: false,
            analysis_engine: None,
            fen: None,
            net: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_wins_over_colorterm() {
        assert_eq!(
            ColorMode::detect(Some("1"), Some("truecolor")),
            ColorMode::None
        );
        assert_eq!(
            ColorMode::detect(Some(""), Some("truecolor")),
            ColorMode::TrueColor
        );
        assert_eq!(ColorMode::detect(None, Some("24bit")), ColorMode::TrueColor);
        assert_eq!(ColorMode::detect(None, None), ColorMode::Ansi16);
        let term = Some("xterm-256color");
        assert_eq!(
            ColorMode::detect_with_term(None, None, term),
            ColorMode::Ansi256
        );
        assert_eq!(
            ColorMode::detect_with_term(None, Some("truecolor"), term),
            ColorMode::TrueColor
        );
        assert_eq!(
            ColorMode::detect_with_term(Some("1"), None, term),
            ColorMode::None
        );
        assert_eq!(
            ColorMode::detect_with_term(None, None, Some("xterm")),
            ColorMode::Ansi16
        );
    }

    #[test]
    fn colorfgbg_tells_a_light_background() {
        assert_eq!(Background::detect(Some("0;15")), Background::Light);
        assert_eq!(Background::detect(Some("0;default;7")), Background::Light);
        assert_eq!(Background::detect(Some("15;0")), Background::Dark);
        assert_eq!(Background::detect(None), Background::Dark);
    }

    #[test]
    fn random_colour_follows_the_coin() {
        assert_eq!(ColorChoice::Random.resolve(true), Seat::FIRST);
        assert_eq!(ColorChoice::Random.resolve(false), Seat::SECOND);
        assert_eq!(ColorChoice::Black.resolve(true), Seat::SECOND);
    }
}
