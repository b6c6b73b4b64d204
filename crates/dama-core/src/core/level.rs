//! How hard the computer plays: a [`Level`] from 1 to 10, checked once where it enters
//! the program (a flag, a save file, a menu, the Hub protocol) and trusted after that.
//! What each level means for the search is a level table ([`LevelTable`]): the engine's
//! common one, or a game's own ([`crate::core::Evaluate::LEVEL_TABLE`]).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A playing level, 1 (weakest) to 10 (the full engine). In a save file: a number.
///
/// ```
/// use dama_core::core::{Level, NotALevel};
///
/// let level = Level::parse(7)?;
/// assert_eq!(level.get(), 7);
/// assert_eq!(Level::parse(0), Err(NotALevel(0)));
/// assert_eq!(Level::parse(11), Err(NotALevel(11)));
/// assert_eq!(Level::new(10), Some(Level::MAX));
/// assert_eq!(Level::MAX.up(), None);
/// assert_eq!(Level::MIN.down(), None);
/// assert_eq!(Level::all().count(), 10);
/// # Ok::<(), NotALevel>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// One row of a level table: how deep, how long and how randomly a level searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelSpec {
    /// Deepest iteration.
    pub depth: u32,
    /// Most time a move may take, in milliseconds.
    pub movetime_ms: u64,
    /// Uniform noise added to each root move's score, in hundredths of a man (0 = none).
    pub noise: i32,
}

/// A level table: one row per level, level 1 first.
pub type LevelTable = [LevelSpec; Level::MAX.get() as usize];

/// A number that is not a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the computer's level must be 1 to 10, not {0}")]
pub struct NotALevel(pub u64);

impl Level {
    /// The weakest level, 1.
    pub const MIN: Level = Level(1);
    /// The strongest level, 10.
    pub const MAX: Level = Level(10);
    /// The level a new game offers (docs/playing.md, "Flags": `--level`, default 3).
    pub const DEFAULT: Level = Level(3);
    /// The least level a hint searches at: a good move, whatever the computer's level
    /// (a computer playing higher lends its own). The first level without randomness,
    /// so the hint is the search's best move, the first of the line it shows. A game
    /// whose own table is spread lower hints from a higher level
    /// (`engine::hint_level`: the first from this one up that searches 8 plies).
    pub const HINT: Level = Level(7);

    /// The level `n`, if it is in 1..=10.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 10 {
            Some(Level(n))
        } else {
            None
        }
    }

    /// The level `n` for a number written in the code; a number outside 1..=10 is a bug
    /// there (a compile error in a `const`).
    pub const fn of(n: u8) -> Level {
        match Level::new(n) {
            Some(l) => l,
            None => panic!("a level is 1 to 10"),
        }
    }

    /// Reads a level from any number (a flag, a protocol value).
    pub fn parse(n: u64) -> Result<Level, NotALevel> {
        u8::try_from(n)
            .ok()
            .and_then(Level::new)
            .ok_or(NotALevel(n))
    }

    /// The level's number, 1 to 10.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (1..=10).map(Level)
    }

    /// One level up, if there is one.
    pub fn up(self) -> Option<Level> {
        Level::new(self.0 + 1)
    }

    /// One level down, if there is one.
    pub fn down(self) -> Option<Level> {
        Level::new(self.0.wrapping_sub(1))
    }
}

impl TryFrom<u8> for Level {
    type Error = NotALevel;
    fn try_from(n: u8) -> Result<Level, NotALevel> {
        Level::new(n).ok_or(NotALevel(u64::from(n)))
    }
}

impl From<Level> for u8 {
    fn from(l: Level) -> u8 {
        l.0
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_one_to_ten() {
        assert!(Level::new(0).is_none());
        assert!(Level::new(11).is_none());
        assert_eq!(Level::new(7).map(Level::get), Some(7));
        assert_eq!(Level::parse(300), Err(NotALevel(300)));
        assert_eq!(Level::all().count(), 10);
        assert_eq!(Level::MAX.up(), None);
        assert_eq!(Level::MIN.down(), None);
    }

    #[test]
    fn a_save_file_level_is_checked_when_read() {
        let ok: Level = serde_json::from_str("7").expect("7 is a level");
        assert_eq!(ok.get(), 7);
        let bad = serde_json::from_str::<Level>("42").expect_err("42 is not");
        assert!(bad.to_string().contains("must be 1 to 10, not 42"), "{bad}");
    }
}
