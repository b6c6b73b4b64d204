//! The game of Italian draughts (FID rules) and nothing else: squares, positions, legal
//! moves with the capture priority of Art. 6.6–6.10, move text, FEN, Zobrist hashing,
//! and the shared core's `Rules` for them (perft is the core's generic one). Depends on
//! no other module of the crate but the core.

pub(crate) mod bitboard;
pub(crate) mod capture;
pub(crate) mod error;
mod fen;
mod game;
pub(crate) mod movegen;
pub(crate) mod mv;
mod notation;
pub(crate) mod piece;
pub(crate) mod position;
pub(crate) mod square;
pub(crate) mod zobrist;

/// Perft for Italian is the core's generic one, monomorphised: the same instructions.
pub use crate::core::perft::{perft, perft_divide};
pub use bitboard::Bitboard;
pub use capture::{CaptureKey, PriorityRule};
pub use error::{FenError, IllegalMove, InvalidPosition, MoveError};
pub use game::FORTY_MOVE_PLIES;
pub use mv::{MAX_JUMPS, Move, MoveList};
pub use notation::MoveText;
pub use piece::{Color, Kind, Piece};
pub use position::{Outcome, Position};
pub use square::{Direction, Square};
