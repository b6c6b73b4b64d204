//! The rules module's errors, as data: the squares, moves and rules that explain them.
//! The UI renders them in the player's language; `Display` is a short English form.

use thiserror::Error;

use super::mv::Move;
use super::square::Square;
use crate::draughts::piece::Color;

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
    #[error("the FEN has no pieces at all, as in W:W21-32:B1-12")]
    NoPieces,
    #[error("{0}")]
    Invalid(#[from] InvalidPosition),
}

/// `Position::play` was given a move that is not legal there.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{mv} is not a legal move in this position")]
pub struct IllegalMove {
    pub mv: String,
}

/// Typed move text that does not name exactly one legal move. Each variant is a rule (or
/// a reading problem) with the squares and moves that explain it: the UI renders it in
/// the player's language (`lang::render_move_error`); `Display` is a short English form
/// for logs and the command line.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("no move typed")]
    Empty,
    /// The text (as typed) is not a move in either notation.
    #[error("cannot read \"{0}\" as a move")]
    Syntax(String),
    /// A number (as typed) that is not a square 1–32.
    #[error("{0}: not a square 1–32")]
    NotASquare(String),
    /// The game is over: no legal move at all.
    #[error("no legal move")]
    NoLegalMoves,
    /// The start square holds no piece of the side to move.
    #[error("no piece of yours on {0}")]
    NoPieceOfYours(Square),
    /// No capture is on, and the piece on `from` cannot go where the text says;
    /// `alternatives` are that piece's legal moves (none: it cannot move). `backward`
    /// when a man was sent backwards.
    #[error("{text} is not a legal move ({})", illegal_note(*from, alternatives, *backward))]
    Illegal {
        text: String,
        from: Square,
        to: Square,
        alternatives: Vec<Move>,
        backward: bool,
    },
    /// The text looks like a capture that does not exist, while captures are compulsory
    /// (`options` are the legal captures).
    #[error("{text} is not a legal move; capture: {}", list(options))]
    NoSuchCapture { text: String, options: Vec<Move> },
    /// A plain move while a capture is compulsory.
    #[error("a capture is compulsory: {}", list(options))]
    CaptureCompulsory { options: Vec<Move> },
    /// Art. 6.6: the capture taking the most pieces; `best` takes `count`.
    #[error("must take the most pieces: {best} takes {count}")]
    MostPieces { best: Move, count: u32 },
    /// Art. 6.7: with equal counts, capture with the king.
    #[error("must take with the king: {best}")]
    WithKing { best: Move },
    /// Art. 6.8: with the king, take the most kings; `best` takes `kings`.
    #[error("must take the most kings: {best} takes {kings}")]
    MostKings { best: Move, kings: u32 },
    /// Art. 6.9: the capture meeting a king first.
    #[error("must take the king first: {best}")]
    KingFirst { best: Move },
    /// A man cannot take a king.
    #[error("a man cannot take a king")]
    ManTakesKing,
    /// The capture stops early; `best` goes on.
    #[error("the capture must go on: {best}")]
    MustContinue { best: Move },
    /// A man reaching the last row is crowned and the capture ends there.
    #[error("promotion ends the capture: {best}")]
    PromotionEnds { best: Move },
    /// The last square typed holds a piece `best` takes (`king` if a king): its landing
    /// square was meant (`19x14` for `19x10`).
    #[error("{taken} is the piece taken; the capture lands on {}", best.to())]
    TakenNotLanding {
        taken: Square,
        king: bool,
        best: Move,
    },
    /// The text fits more than one legal capture (`paths`, two or more).
    #[error("ambiguous {text}: {}", list(paths))]
    Ambiguous { text: String, paths: Vec<Move> },
}

/// The note after an illegal move, as save and PDN readers quote it.
fn illegal_note(from: Square, alternatives: &[Move], backward: bool) -> String {
    if alternatives.is_empty() {
        return format!("the piece on {from} cannot move");
    }
    let names: Vec<String> = alternatives.iter().map(Move::fid).collect();
    let note = if backward {
        "men move only forward; "
    } else {
        ""
    };
    format!("{note}from {from}: {}", names.join(" or "))
}

/// Moves as "a, b, c" for the short English forms.
fn list(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(Move::fid).collect();
    names.join(", ")
}
