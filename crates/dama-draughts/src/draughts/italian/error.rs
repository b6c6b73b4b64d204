//! The rules module's errors, as data: the squares, moves and rules that explain them.
//! The UI renders them in the player's language; `Display` is a short English form.

use thiserror::Error;

use super::mv::Move;
use super::square::Square;
use crate::draughts::piece::Color;

/// A position breaks an invariant of the game (each side has at most 12 pieces, the
/// FID's set; no man on its own promotion row, where it would have been crowned).
///
/// ```
/// use dama_draughts::draughts::italian::{FenError, InvalidPosition, Position};
/// use dama_draughts::core::Rules;
///
/// let err = Position::parse_position("W:W1:B20").unwrap_err();
/// assert!(matches!(err, FenError::Invalid(InvalidPosition::ManOnPromotionRow { square: 1, .. })));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InvalidPosition {
    /// The square (1–32) holds both a white and a black piece.
    #[error("square {0} holds both a white and a black piece")]
    Overlap(u8),
    /// A king is marked on an empty square.
    #[error("a king is marked on an empty square")]
    KingWithoutPiece,
    /// A side has more than 12 pieces.
    #[error("{color} has {count} pieces; at most 12 are allowed")]
    TooManyPieces {
        /// The side with too many pieces.
        color: Color,
        /// How many it has.
        count: u32,
    },
    /// A man stands on the row where it would have been crowned.
    #[error("a {} man stands on {square}, its own promotion row: make it a king (K{square})", color.name().to_lowercase())]
    ManOnPromotionRow {
        /// The man's colour.
        color: Color,
        /// Its square, 1–32.
        square: u8,
    },
    /// The position's stored hash does not match its pieces (a bug, never a user's error).
    #[error("internal: the position's hash is out of date")]
    StaleHash,
}

/// A FEN string that cannot be read (the PDN FEN of Italian draughts: side to move, then
/// each side's squares, kings prefixed `K`, as in `W:W21-32:B1-12`).
///
/// ```
/// use dama_draughts::draughts::italian::{FenError, Position};
/// use dama_draughts::core::Rules;
///
/// assert_eq!(Position::parse_position(""), Err(FenError::Empty));
/// assert!(matches!(Position::parse_position("W:W33:B1"), Err(FenError::NotASquare(_))));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FenError {
    /// Nothing to read.
    #[error("empty FEN: expected something like W:W21-32:B1-12")]
    Empty,
    /// The text does not start with the side to move.
    #[error("the FEN does not start with the side to move (W or B), as in W:W21-32:B1-12")]
    MissingSide,
    /// The side to move (as written) is not `W` or `B`.
    #[error("side to move \"{0}\" is not W or B")]
    BadSide(String),
    /// A field (as written) is not a colour followed by squares.
    #[error("FEN field \"{0}\" must start with W or B followed by squares, as in W21,22 or B1-12")]
    BadField(String),
    /// The colour's pieces are listed in two fields.
    #[error("the FEN lists {0} pieces twice")]
    DuplicateColor(Color),
    /// A square (as written) that is not 1–32.
    #[error("\"{0}\" is not a square 1–32")]
    NotASquare(String),
    /// The square is listed twice.
    #[error("square {0} is listed twice")]
    Duplicate(u8),
    /// The text places no piece at all.
    #[error("the FEN has no pieces at all, as in W:W21-32:B1-12")]
    NoPieces,
    /// The pieces read break a rule of the game.
    #[error("{0}")]
    Invalid(#[from] InvalidPosition),
}

/// `Position::play` was given a move that is not legal there.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::Position;
///
/// let start = Position::start();
/// let mv = start.parse_move("22-18")?;
/// let mut after = start.after(&mv);
/// let err = after.play(&mv).unwrap_err(); // White's move, but Black is to move
/// assert_eq!(err.mv, "22-18");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{mv} is not a legal move in this position")]
pub struct IllegalMove {
    /// The move as text.
    pub mv: String,
}

/// Typed move text that does not name exactly one legal move. Each variant is a rule (or
/// a reading problem) with the squares and moves that explain it: the UI renders it in
/// the player's language (`lang::render_move_error`); `Display` is a short English form
/// for logs and the command line.
///
/// ```
/// use dama_draughts::draughts::italian::{MoveError, Position};
/// use dama_draughts::core::Rules;
///
/// // After 22-18 11-14, White must capture: 18x11 (capturing is compulsory).
/// let pos = Position::parse_position("W:W18,21,23-32:B1-10,12,14")?;
/// assert!(matches!(pos.parse_move("21-17"), Err(MoveError::CaptureCompulsory { .. })));
/// assert!(matches!(pos.parse_move("hello"), Err(MoveError::Syntax(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
        /// The move as typed.
        text: String,
        /// Its start square.
        from: Square,
        /// Where it was sent.
        to: Square,
        /// The piece's legal moves.
        alternatives: Vec<Move>,
        /// Whether a man was sent backwards (men move forward only).
        backward: bool,
    },
    /// The text looks like a capture that does not exist, while captures are compulsory
    /// (`options` are the legal captures).
    #[error("{text} is not a legal move; capture: {}", list(options))]
    NoSuchCapture {
        /// The move as typed.
        text: String,
        /// The legal captures.
        options: Vec<Move>,
    },
    /// A plain move while a capture is compulsory.
    #[error("a capture is compulsory: {}", list(options))]
    CaptureCompulsory {
        /// The legal captures.
        options: Vec<Move>,
    },
    /// Art. 6.6: the capture taking the most pieces; `best` takes `count`.
    #[error("must take the most pieces: {best} takes {count}")]
    MostPieces {
        /// A legal capture.
        best: Move,
        /// How many pieces it takes.
        count: u32,
    },
    /// Art. 6.7: with equal counts, capture with the king.
    #[error("must take with the king: {best}")]
    WithKing {
        /// A legal capture.
        best: Move,
    },
    /// Art. 6.8: with the king, take the most kings; `best` takes `kings`.
    #[error("must take the most kings: {best} takes {kings}")]
    MostKings {
        /// A legal capture.
        best: Move,
        /// How many kings it takes.
        kings: u32,
    },
    /// Art. 6.9: the capture meeting a king first.
    #[error("must take the king first: {best}")]
    KingFirst {
        /// A legal capture.
        best: Move,
    },
    /// A man cannot take a king.
    #[error("a man cannot take a king")]
    ManTakesKing,
    /// The capture stops early; `best` goes on.
    #[error("the capture must go on: {best}")]
    MustContinue {
        /// A legal capture.
        best: Move,
    },
    /// A man reaching the last row is crowned and the capture ends there.
    #[error("promotion ends the capture: {best}")]
    PromotionEnds {
        /// A legal capture.
        best: Move,
    },
    /// The last square typed holds a piece `best` takes (`king` if a king): its landing
    /// square was meant (`19x14` for `19x10`).
    #[error("{taken} is the piece taken; the capture lands on {}", best.to())]
    TakenNotLanding {
        /// The square typed, which holds a piece taken.
        taken: Square,
        /// Whether that piece is a king.
        king: bool,
        /// The legal capture meant.
        best: Move,
    },
    /// The text fits more than one legal capture (`paths`, two or more).
    #[error("ambiguous {text}: {}", list(paths))]
    Ambiguous {
        /// The move as typed.
        text: String,
        /// The legal captures it fits.
        paths: Vec<Move>,
    },
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
