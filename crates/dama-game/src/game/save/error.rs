//! What can go wrong reading or writing a save, each said so a player can act on it.
//! The underlying error is part of each message (not a `source`), so that a report
//! that prints the whole chain does not say it twice.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::super::pdn::PdnError;
use crate::game::{Cause, MoveProblem};

/// What a save could not do with a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoAction {
    Open,
    Read,
    Write,
    Replace,
    CreateDirectory,
}

impl std::fmt::Display for IoAction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            IoAction::Open => "open",
            IoAction::Read => "read",
            IoAction::Write => "write",
            IoAction::Replace => "replace",
            IoAction::CreateDirectory => "create the directory",
        })
    }
}

/// A save that cannot be read or written. Every message names the file.
#[derive(Debug, Error)]
pub enum SaveError {
    #[error("cannot {action} {}: {error}", path.display())]
    Io {
        action: IoAction,
        path: PathBuf,
        error: io::Error,
    },
    #[error("{} is not a regular file (a folder, a pipe or a device): a save or PDN file is a regular file", path.display())]
    NotAFile { path: PathBuf },
    #[error("{} is neither a PDN file nor a dama save", path.display())]
    NotAGame { path: PathBuf },
    #[error("{} is {size} bytes; a save is at most 1 MiB, so this is not one", path.display())]
    TooLarge { path: PathBuf, size: u64 },
    #[error("{} is {size} bytes; a PDN file is at most 256 MiB: split it into smaller files", path.display())]
    TooLargePdn { path: PathBuf, size: u64 },
    #[error("{} is not JSON (line {line}, column {column}): {message}", path.display())]
    NotJson {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{} is not a dama save: it has no \"format\": \"dama-save\"", path.display())]
    NotASave { path: PathBuf },
    #[error("{} is a version {version} save, newer than this dama (it reads versions 1 to 3): update dama to open it", path.display())]
    NewerVersion { path: PathBuf, version: u64 },
    #[error("{}: {message}", path.display())]
    Invalid { path: PathBuf, message: String },
    /// A save whose fields passed every check and still do not read (kept in words,
    /// never the JSON library's).
    #[error("{}: a field holds a value this dama cannot read: compare the file with a save this dama wrote", path.display())]
    Unreadable { path: PathBuf },
    /// A field that is missing (`value` is `None`) or holds what it may not.
    #[error("{}: {}", path.display(), super::fields::english(field, value.as_deref(), expected))]
    BadField {
        path: PathBuf,
        field: String,
        value: Option<String>,
        expected: Box<super::fields::Expected>,
    },
    #[error("{} is a game of \"{game}\" {variant}, which this dama does not know", path.display())]
    UnknownGame {
        path: PathBuf,
        game: String,
        variant: String,
    },
    #[error("{}: the save is a game of {variant} ({game}), not of {expected}", path.display())]
    OtherGame {
        path: PathBuf,
        game: String,
        variant: String,
        expected: &'static str,
    },
    #[error("{}: the start position \"{fen}\" cannot be read: {reason}", path.display())]
    BadStart {
        path: PathBuf,
        fen: String,
        reason: Cause,
    },
    #[error("{}: move {number} ({text}) is illegal in that position: {reason}", path.display())]
    BadMove {
        path: PathBuf,
        number: usize,
        text: String,
        reason: MoveProblem,
    },
    #[error("{}: the cursor is at ply {cursor} but the game has only {moves} moves", path.display())]
    BadCursor {
        path: PathBuf,
        cursor: usize,
        moves: usize,
    },
    #[error("{}: the result says \"{stored}\" but the moves give \"{actual}\"", path.display())]
    ResultMismatch {
        path: PathBuf,
        stored: String,
        actual: String,
    },
    #[error("{} already holds another game: choose another name, or overwrite it on purpose", path.display())]
    Exists { path: PathBuf },
    #[error("{}: {error}", path.display())]
    Pdn { path: PathBuf, error: PdnError },
}

impl SaveError {
    pub(crate) fn io(action: IoAction, path: impl Into<PathBuf>, error: io::Error) -> Self {
        SaveError::Io {
            action,
            path: path.into(),
            error,
        }
    }

    /// The file the error is about.
    pub fn path(&self) -> &std::path::Path {
        match self {
            SaveError::Io { path, .. }
            | SaveError::NotAFile { path }
            | SaveError::NotAGame { path }
            | SaveError::TooLarge { path, .. }
            | SaveError::TooLargePdn { path, .. }
            | SaveError::NotJson { path, .. }
            | SaveError::NotASave { path }
            | SaveError::NewerVersion { path, .. }
            | SaveError::Invalid { path, .. }
            | SaveError::Unreadable { path }
            | SaveError::BadField { path, .. }
            | SaveError::UnknownGame { path, .. }
            | SaveError::OtherGame { path, .. }
            | SaveError::BadStart { path, .. }
            | SaveError::BadMove { path, .. }
            | SaveError::BadCursor { path, .. }
            | SaveError::ResultMismatch { path, .. }
            | SaveError::Exists { path }
            | SaveError::Pdn { path, .. } => path,
        }
    }

    pub(crate) fn invalid(path: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        SaveError::Invalid {
            path: path.into(),
            message: message.into(),
        }
    }
}
