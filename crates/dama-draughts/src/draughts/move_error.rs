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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("no move typed")]
    Empty,
    #[error("move text is not squares joined by - or x")]
    Syntax,
    #[error("square {square} is not on this board (1-{max})")]
    OffBoard { square: u32, max: u8 },
    #[error("no legal moves: the game is over")]
    NoLegalMoves,
    #[error("no piece of the side to move on {0}")]
    NoPieceOfYours(u8),
    /// A plain move while a capture is compulsory; `options` are the legal captures.
    #[error("a capture is compulsory: {}", list(options))]
    CaptureCompulsory { options: Vec<Move> },
    /// A capture that does not exist while captures are compulsory.
    #[error("{text} is not a legal move; capture: {}", list(options))]
    NoSuchCapture { text: String, options: Vec<Move> },
    /// The majority rule: `best` takes `count` pieces, the typed capture fewer.
    #[error("{text}: must take the most pieces: {best} takes {count}")]
    MostPieces {
        text: String,
        best: Move,
        count: u32,
    },
    /// The capture stops early; `best` goes on.
    #[error("{text}: the capture must go on: {best}")]
    MustContinue { text: String, best: Move },
    /// The text names a square of a piece `best` takes (`king` if it is a king) where
    /// its landing square was meant.
    #[error("{taken} is the piece taken; the capture lands on {}", best.to_number())]
    TakenNotLanding { taken: u8, king: bool, best: Move },
    /// No capture is on and the piece on `from` cannot go there; `alternatives` are its
    /// legal moves (none: it cannot move); `backward` when a man was sent backwards.
    #[error("{text} is not a legal move")]
    Illegal {
        text: String,
        from: u8,
        alternatives: Vec<Move>,
        backward: bool,
    },
    /// The text fits more than one legal capture (`paths`, two or more).
    #[error("{text} matches {} captures: give the full path", paths.len())]
    Ambiguous { text: String, paths: Vec<Move> },
}
