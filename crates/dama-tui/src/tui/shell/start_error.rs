//! Why the app could not start what the flags asked for ([`StartError`]).

use std::path::PathBuf;

use thiserror::Error;

use crate::game::save::SaveError;

/// Why a session could not start.
#[derive(Debug, Error)]
pub enum StartError {
    /// The save error names the file already.
    #[error("{error}")]
    Load { path: PathBuf, error: SaveError },
    #[error("there is no game \"{0}\"")]
    Game(String),
    /// A position to edit that cannot be read (`--edit --fen`), in the player's words.
    #[error("{0}")]
    Position(String),
    /// A library that cannot be opened (in the player's language).
    #[error("{0}")]
    Library(String),
    /// The puzzle mode cannot open (a game without puzzles).
    #[error("{0}")]
    Puzzles(String),
}
