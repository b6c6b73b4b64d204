//! How a session starts: who plays which colour, the level, the look (glyphs, colours,
//! language) and where games are saved. Built by `dama play` from its flags, and by tests
//! with explicit paths so they never touch the user's saves or environment.

use std::path::PathBuf;

use crate::core::Level;
use crate::draughts::italian::Color;

use crate::lang::Lang;

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
    /// The colour this choice gives, `coin` deciding `Random`.
    pub fn resolve(self, coin: bool) -> Color {
        match self {
            ColorChoice::White => Color::White,
            ColorChoice::Black => Color::Black,
            ColorChoice::Random if coin => Color::White,
            ColorChoice::Random => Color::Black,
        }
    }
}

/// How many colours the terminal shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ColorMode {
    TrueColor,
    Ansi16,
    /// `NO_COLOR`: shapes and markers only.
    None,
}

impl ColorMode {
    /// From the values of `NO_COLOR` and `COLORTERM` (see no-color.org: any non-empty
    /// `NO_COLOR` turns colour off).
    pub fn detect(no_color: Option<&str>, colorterm: Option<&str>) -> ColorMode {
        if no_color.is_some_and(|v| !v.is_empty()) {
            return ColorMode::None;
        }
        match colorterm.map(str::to_ascii_lowercase).as_deref() {
            Some("truecolor") | Some("24bit") => ColorMode::TrueColor,
            _ => ColorMode::Ansi16,
        }
    }

    /// From this process's environment.
    pub fn from_env() -> ColorMode {
        let no_color = std::env::var("NO_COLOR").ok();
        let colorterm = std::env::var("COLORTERM").ok();
        ColorMode::detect(no_color.as_deref(), colorterm.as_deref())
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
    pub ascii: bool,
    pub lang: Lang,
    pub colors: ColorMode,
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
}

impl Options {
    /// Defaults for a session saving into `save_dir`: the menu, level 3, English,
    /// Unicode glyphs, 16 colours.
    pub fn new(save_dir: PathBuf) -> Options {
        Options {
            start_menu: true,
            game: "italian".to_string(),
            level: None,
            depth: None,
            color: ColorChoice::White,
            white: None,
            black: None,
            red: None,
            load: None,
            ascii: false,
            lang: Lang::En,
            colors: ColorMode::Ansi16,
            seed: None,
            save_dir,
            demo_pause_ms: 600,
            numbers: true,
            config: None,
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
    }

    #[test]
    fn random_colour_follows_the_coin() {
        assert_eq!(ColorChoice::Random.resolve(true), Color::White);
        assert_eq!(ColorChoice::Random.resolve(false), Color::Black);
        assert_eq!(ColorChoice::Black.resolve(true), Color::Black);
    }
}
