//! The rules module's errors, each with a message a player can act on.

use thiserror::Error;

use super::piece::Color;

/// A position breaks an invariant of the game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidPosition {
    #[error("square {0} holds both a white and a black piece")]
    Overlap(u8),
    #[error("a king is marked on an empty square")]
    KingWithoutPiece,
    #[error("{color} has {count} pieces; at most 12 are allowed")]
    TooManyPieces { color: Color, count: u32 },
    #[error("a {} man stands on {square}, its own promotion row: make it a king (K{square})", color.name().to_lowercase())]
    ManOnPromotionRow { color: Color, square: u8 },
    #[error("internal: the position's hash is out of date")]
    StaleHash,
}

/// A FEN string that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    #[error("empty FEN: expected something like W:W21-32:B1-12")]
    Empty,
    #[error("the FEN does not start with the side to move (W or B), as in W:W21-32:B1-12")]
    MissingSide,
    #[error("side to move \"{0}\" is not W or B")]
    BadSide(String),
    #[error("FEN field \"{0}\" must start with W or B followed by squares, as in W21,22 or B1-12")]
    BadField(String),
    #[error("the FEN lists {0} pieces twice")]
    DuplicateColor(Color),
    #[error("\"{0}\" is not a square 1–32")]
    NotASquare(String),
    #[error("square {0} is listed twice")]
    Duplicate(u8),
    #[error("{0}")]
    Invalid(#[from] InvalidPosition),
}

/// `Position::play` was given a move that is not legal there.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{mv} is not a legal move in this position")]
pub struct IllegalMove {
    pub mv: String,
}

/// Typed move text that does not name exactly one legal move.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("no move typed: write a move such as 22-18, 31x22x13 or 31 27 22")]
    Empty,
    #[error("cannot read \"{0}\" as a move: write 22-18, 31x22x13 or 31 27 22")]
    Syntax(String),
    #[error("{0}: not a square 1–32")]
    NotASquare(String),
    #[error("the game is over: there is no legal move")]
    NoLegalMoves,
    #[error("no piece of yours on {0}")]
    NoPieceOfYours(u8),
    #[error("{text} is not a legal move{hint}")]
    Illegal { text: String, hint: String },
    #[error("a capture is compulsory ({options})")]
    CaptureCompulsory { options: String },
    #[error("you must take the most pieces ({best} takes {count})")]
    MostPieces { best: String, count: u32 },
    #[error("you must take with the king ({best})")]
    WithKing { best: String },
    #[error("you must take the king ({best} takes {kings})")]
    MostKings { best: String, kings: u32 },
    #[error("you must take the king first ({best})")]
    KingFirst { best: String },
    #[error("a man cannot take a king")]
    ManTakesKing,
    #[error("the capture must go on: {best}")]
    MustContinue { best: String },
    #[error("promotion ends the capture: {best}")]
    PromotionEnds { best: String },
    #[error("ambiguous {text} ({count} paths: {paths}): type the full path")]
    Ambiguous {
        text: String,
        count: usize,
        paths: String,
    },
}
