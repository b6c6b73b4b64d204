//! The games this program plays, listed once: what a save's header, a PDN `GameType`
//! tag or a `--game` flag names is turned here into the concrete game type, and a loaded
//! game of any kind travels as an [`AnyGame`]. Adding a game is one line in
//! [`for_each_game!`](crate::for_each_game) (and its type implementing the core traits
//! and [`Formats`]: the draughts games get it from one blanket implementation, the others
//! say here that they have no PDN).

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};

use crate::game::save::{self, Header, SaveError, SaveSummary};
use crate::game::{Formats, Record, pdn};

/// Calls `$m!` with the list of every game: `Name => position type`.
#[macro_export]
macro_rules! for_each_game {
    ($m:ident) => {
        $m! {
            Italian => $crate::draughts::italian::Position,
            English => $crate::draughts::english::Position,
            Brazilian => $crate::draughts::brazilian::Position,
            International => $crate::draughts::international::Position,
            Dameta => $crate::dameta::Position,
            Damhex => $crate::damhex::Position,
        }
    };
}

macro_rules! define_any_game {
    ($($name:ident => $ty:ty,)*) => {
        /// A game of any kind this program plays.
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $($name(Record<$ty>),)*
        }

        $(
            impl From<Record<$ty>> for AnyGame {
                fn from(record: Record<$ty>) -> AnyGame {
                    AnyGame::$name(record)
                }
            }
        )*

        impl AnyGame {
            /// Reads a save's text as the game its header names.
            pub fn from_json(header: &Header, text: &str, path: &Path) -> Result<AnyGame, SaveError> {
                use $crate::core::Rules;
                $(
                    if header.game == <$ty as Rules>::GAME && header.variant == <$ty as Rules>::VARIANT {
                        return Ok(AnyGame::$name(save::from_json::<$ty>(text, path)?.0));
                    }
                )*
                Err(SaveError::UnknownGame {
                    path: path.into(),
                    game: header.game.clone(),
                    variant: header.variant.clone(),
                })
            }

            /// Game `n` of a PDN text, as the variant its `GameType` names (Italian when
            /// the tag is missing). Only games with PDN ([`Formats`]) are read from it.
            pub fn from_pdn(text: &str, n: usize, path: &Path) -> Result<AnyGame, SaveError> {
                // Game n alone: the file's other games are counted, never parsed.
                let game = pdn::nth(text, n).map_err(|error| SaveError::Pdn { path: path.into(), error })?;
                let number = game.tag("GameType").map(pdn::game_type_number);
                $(
                    let own = <$ty as Formats>::PDN_GAME_TYPE;
                    if own.is_some() && (number.is_none() && own == Some(22) || number == Some(own))
                        && let Some(game) = <$ty as Formats>::pdn_import(text, n, path)
                    {
                        return Ok(AnyGame::$name(game?));
                    }
                )*
                // A GameType no variant has: let the default game's import name the error.
                Ok(AnyGame::Italian(save::pdn_game::<$crate::draughts::italian::Position>(text, n, path)?))
            }

            /// The summary of a save's text, for lists.
            pub fn summary(text: &str, path: &Path) -> Result<SaveSummary, SaveError> {
                use $crate::core::Rules;
                let header = save::header(text, path)?;
                $(
                    if header.game == <$ty as Rules>::GAME && header.variant == <$ty as Rules>::VARIANT {
                        return save::summary::<$ty>(text, path);
                    }
                )*
                Err(SaveError::UnknownGame {
                    path: path.into(),
                    game: header.game,
                    variant: header.variant,
                })
            }

            /// The variant's name, as saves write it: `"italian"`.
            pub fn variant(&self) -> &'static str {
                use $crate::core::Rules;
                match self {
                    $(AnyGame::$name(_) => <$ty as Rules>::VARIANT,)*
                }
            }

            /// The game as PDN, or `None` for a game without PDN (Dameta, DamHex^3).
            pub fn pdn(&self) -> Option<String> {
                match self {
                    $(AnyGame::$name(g) => <$ty as Formats>::pdn_export(g),)*
                }
            }

            /// The game as a JSON save stamped `updated`.
            pub fn to_json(&self, updated: time::OffsetDateTime) -> String {
                match self {
                    $(AnyGame::$name(g) => save::to_json(g, updated),)*
                }
            }

            /// Saves the game atomically (see [`save::save`]).
            pub fn save(&self, path: &Path, overwrite: bool) -> Result<std::path::PathBuf, SaveError> {
                match self {
                    $(AnyGame::$name(g) => save::save(g, path, overwrite),)*
                }
            }

            /// Plies played (up to the cursor).
            pub fn cursor(&self) -> usize {
                match self {
                    $(AnyGame::$name(g) => g.cursor(),)*
                }
            }

            /// The result, or whose turn it is: "White to move" (English, for the CLI).
            /// The moves played up to the cursor, counted as the move list numbers them
            /// (a move of each side is one move).
            pub fn moves_played(&self) -> usize {
                match self {
                    $(AnyGame::$name(g) => crate::game::save::moves_of_plies(g.start(), g.cursor()),)*
                }
            }

            pub fn status(&self) -> String {
                use $crate::core::Rules;
                match self {
                    $(AnyGame::$name(g) => match g.result() {
                        Some(r) => r.to_string(),
                        None => {
                            let name = <$ty as Rules>::seat_name(g.position().to_move());
                            format!("{} to move", capitalised(name))
                        }
                    },)*
                }
            }
        }
    };
}

for_each_game!(define_any_game);

// Dameta and DamHex^3 have no PDN: their games are kept as dama saves only.
impl Formats for crate::dameta::Position {}
impl Formats for crate::damhex::Position {}

impl AnyGame {
    /// The Italian game, if this is one.
    pub fn into_italian(self) -> Option<Record<crate::draughts::italian::Position>> {
        match self {
            AnyGame::Italian(g) => Some(g),
            _ => None,
        }
    }
}

pub use crate::core::text::capitalised;

/// Loads a game of any game this program plays: a JSON save (its header names the game),
/// or the first game of a PDN file (a `.pdn` file, or any file not named `.json` that does
/// not start like a JSON object; its `GameType` tag names the variant, Italian without).
pub fn load(path: &Path) -> Result<AnyGame, SaveError> {
    let text = save::read_game_file(path)?;
    if save::is_pdn_file(path, &text)? {
        return AnyGame::from_pdn(&text, 1, path);
    }
    let header = save::header(&text, path)?;
    AnyGame::from_json(&header, &text, path)
}

/// Loads game number `n` (from 1) of a PDN file, as the variant its `GameType` names.
pub fn load_pdn(path: &Path, n: usize) -> Result<AnyGame, SaveError> {
    AnyGame::from_pdn(&save::read_game_file(path)?, n, path)
}

/// The saved games in `dir`, most recently updated first. Files that are not readable
/// saves are left out; [`scan`] reports them.
pub fn list(dir: &Path) -> Vec<SaveSummary> {
    scan(dir).0
}

/// The saved games in `dir` (most recent first) and the `.json` files that could not be
/// read, with the reason.
pub fn scan(dir: &Path) -> (Vec<SaveSummary>, Vec<SaveError>) {
    let mut games = Vec::new();
    let mut problems = Vec::new();
    let Ok(entries) = fs::read_dir(dir) else {
        return (games, problems);
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.is_file()
                && p.extension() == Some(OsStr::new("json"))
                && !p
                    .file_name()
                    .and_then(OsStr::to_str)
                    .is_some_and(|n| n.starts_with('.'))
        })
        .collect();
    paths.sort();
    for path in paths {
        match save::read_limited(&path).and_then(|text| AnyGame::summary(&text, &path)) {
            Ok(s) => games.push(s),
            Err(e) => problems.push(e),
        }
    }
    games.sort_by(|a, b| b.updated.cmp(&a.updated).then(a.name.cmp(&b.name)));
    (games, problems)
}
