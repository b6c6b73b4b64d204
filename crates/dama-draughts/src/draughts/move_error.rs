//! What is wrong with a typed move of a draughts variant ([`MoveError`]): data that
//! `notation.rs` (reading the text) and `explain.rs` (naming the rule a move breaks)
//! both give, rendered in the player's language by `draughts::words`.

use super::mv::Move;

/// Moves as "a, b" for the short English forms.
fn list(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(Move::to_string).collect();
    names.join(", ")
}

/// Why typed text names no single legal move: the rule it breaks, with the squares and
/// moves that explain it (`text` is the move as typed). The UI renders it in the player's
/// language (`draughts::words`); `Display` is a short English form.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::MoveError;
/// use dama_draughts::draughts::english::Position;
///
/// let start = Position::start();
/// assert_eq!(start.parse_move(""), Err(MoveError::Empty));
/// assert_eq!(start.parse_move("40-36"), Err(MoveError::OffBoard { square: 40, max: 32 }));
/// assert!(start.parse_move("11-15").is_ok()); // Black opens
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("no move typed")]
    Empty,
    /// The text is not squares joined by `-` or `x`.
    #[error("move text is not squares joined by - or x")]
    Syntax,
    /// A square number beyond the board.
    #[error("square {square} is not on this board (1-{max})")]
    OffBoard {
        /// The number typed.
        square: u32,
        /// The board's last square (32 or 50).
        max: u8,
    },
    /// The game is over: no legal move at all.
    #[error("no legal moves: the game is over")]
    NoLegalMoves,
    /// The start square (a PDN number) holds no piece of the side to move.
    #[error("no piece of the side to move on {0}")]
    NoPieceOfYours(u8),
    /// A plain move while a capture is compulsory; `options` are the legal captures.
    #[error("a capture is compulsory: {}", list(options))]
    CaptureCompulsory {
        /// The legal captures.
        options: Vec<Move>,
    },
    /// A capture that does not exist while captures are compulsory.
    #[error("{text} is not a legal move; capture: {}", list(options))]
    NoSuchCapture {
        /// The move as typed.
        text: String,
        /// The legal captures.
        options: Vec<Move>,
    },
    /// The majority rule: `best` takes `count` pieces, the typed capture fewer.
    #[error("{text}: must take the most pieces: {best} takes {count}")]
    MostPieces {
        /// The move as typed.
        text: String,
        /// A legal capture.
        best: Move,
        /// How many pieces it takes.
        count: u32,
    },
    /// The capture stops early; `best` goes on.
    #[error("{text}: the capture must go on: {best}")]
    MustContinue {
        /// The move as typed.
        text: String,
        /// A legal capture.
        best: Move,
    },
    /// The text names a square of a piece `best` takes (`king` if it is a king) where
    /// its landing square was meant.
    #[error("{taken} is the piece taken; the capture lands on {}", best.to_number())]
    TakenNotLanding {
        /// The square typed (a PDN number), which holds a piece taken.
        taken: u8,
        /// Whether that piece is a king.
        king: bool,
        /// The legal capture meant.
        best: Move,
    },
    /// No capture is on and the piece on `from` cannot go there; `alternatives` are its
    /// legal moves (none: it cannot move); `backward` when a man was sent backwards.
    #[error("{text} is not a legal move")]
    Illegal {
        /// The move as typed.
        text: String,
        /// Its start square, a PDN number.
        from: u8,
        /// The piece's legal moves.
        alternatives: Vec<Move>,
        /// Whether a man was sent backwards.
        backward: bool,
    },
    /// The text fits more than one legal capture (`paths`, two or more).
    #[error("{text} matches {} captures: give the full path", paths.len())]
    Ambiguous {
        /// The move as typed.
        text: String,
        /// The legal captures it fits.
        paths: Vec<Move>,
    },
}
