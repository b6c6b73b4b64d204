//! The game of Italian draughts (FID rules): squares, positions, legal moves with the
//! capture priority of Art. 6.6–6.10, move text, FEN, Zobrist hashing, the shared core's
//! `Rules` for them (perft is the core's generic one), and the engine's evaluation of
//! them (`Evaluate`, weights in [`weights`]), and its opening book ([`book`], which the
//! engine builds). Depends only on the core and the family's shared pieces (the book's
//! builder also on the engine).

pub mod ballots;
// The raw 32-bit sets of Position's fields, for the endgame databases and tuners
// (dama-data) and the program's tests: the board's internals.
#[doc(hidden)]
pub mod bitboard;
pub mod book;
mod bulk;
pub mod capture;
pub mod error;
pub mod eval;
// Reading and writing evaluation files, for the tuners (dama-data) and `dama tune`.
#[doc(hidden)]
pub mod eval_file;
mod fen;
mod game;
// The hand-written evaluation and the learned model's internals, for the tuners
// (dama-data); the evaluation's entry point is `Evaluate` on Position (see `eval`).
#[doc(hidden)]
pub mod hand;
#[doc(hidden)]
pub mod model;
// The generator's parts, for the bulk counts, notation and the tests; a position's moves
// are `Position::legal_moves`.
#[doc(hidden)]
pub mod movegen;
mod moves;
pub mod mv;
mod notation;
mod padded;
pub mod position;
pub mod square;
// The evaluation's weights and their file format, for the tuners (dama-data) and Dameta's
// weights file (dama-dameta).
#[doc(hidden)]
pub mod weights;
pub mod words;
pub mod zobrist;

/// Perft for Italian is the core's generic one, monomorphised; its last three plies are
/// counted in bulk from the positions' sets (`bulk.rs`, through `Rules::perft_bulk`).
pub use crate::core::perft::{perft, perft_divide};
pub use crate::draughts::piece::{Color, Kind, Piece};
#[doc(hidden)]
pub use bitboard::Bitboard;
pub use capture::{CaptureKey, PriorityRule};
pub use error::{FenError, IllegalMove, InvalidPosition, MoveError};
pub use game::{FORTY_MOVE_PLIES, REPETITION_DRAW};
pub use mv::{MAX_JUMPS, Move, MoveList};
pub use notation::MoveText;
pub use position::{Outcome, Position};
pub use square::{Direction, Square};
