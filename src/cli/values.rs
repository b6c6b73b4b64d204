//! The values the command line's options take, checked as clap reads them: the game, a
//! positive count, a level, seconds and rates.

use clap::ValueEnum;

use dama::engine::Level;

/// A positive number of seconds below a million.
pub fn parse_seconds(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite() && *x > 0.0 && *x < 1e6)
        .ok_or_else(|| format!("{text} is not a number of seconds"))
}

/// A probability strictly between 0 and 0.5.
pub fn parse_rate(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|x| *x > 0.0 && *x < 0.5)
        .ok_or_else(|| format!("{text} is not a rate between 0 and 0.5"))
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
