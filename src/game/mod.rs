//! A game of Italian draughts as played: where it started, the moves, a cursor for undo
//! and redo, who plays each side, and how it ended. The rules module knows single
//! positions; this layer adds what needs the whole history (repetition, the 40-move
//! rule, agreement and resignation) and keeps games on disk ([`save`], [`pdn`]).
//!
//! The game layer does not use the engine: a computer player is stored with its level as
//! a plain number, and [`Game::engine_history`] hands the engine what it needs.

pub mod pdn;
mod record;
pub mod save;

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::rules::{Color, IllegalMove, MoveError};

pub use record::Game;

/// Plies in a row without a capture or a man move that draw the game (40 moves each).
pub const FORTY_MOVE_PLIES: usize = 80;

/// The computer's levels, as the engine numbers them.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=10;

/// Who plays a side. In a save file: `{"player": "human"}` or
/// `{"player": "computer", "level": 5}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "player", rename_all = "lowercase")]
pub enum Player {
    Human,
    Computer { level: u8 },
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Computer { level } => write!(f, "computer level {level}"),
        }
    }
}

/// Why a game ended. Saved as `"no_pieces"`, `"blocked"`, `"repetition"`,
/// `"forty_moves"`, `"agreement"`, `"resignation"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The side to move has no pieces left (it lost).
    NoPieces,
    /// The side to move has pieces but no legal move (it lost).
    Blocked,
    /// The same position with the same side to move for the third time (draw).
    Repetition,
    /// 40 moves by each side without a capture or a man move (draw).
    FortyMoves,
    /// The players agreed a draw.
    Agreement,
    /// A player resigned (the other one won).
    Resignation,
}

impl EndReason {
    /// Whether the reason follows from the moves alone (as opposed to a player's word).
    pub fn is_on_board(self) -> bool {
        !matches!(self, EndReason::Agreement | EndReason::Resignation)
    }
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameResult {
    pub winner: Option<Color>,
    pub reason: EndReason,
}

impl GameResult {
    /// The PDN result: `1-0` (White won), `0-1` (Black won) or `1/2-1/2`.
    pub fn pdn(&self) -> &'static str {
        match self.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner, self.reason) {
            (Some(w), EndReason::NoPieces) => {
                write!(f, "{w} wins: {} has no pieces left", w.opposite())
            }
            (Some(w), EndReason::Blocked) => write!(f, "{w} wins: {} cannot move", w.opposite()),
            (Some(w), EndReason::Resignation) => {
                write!(f, "{w} wins: {} resigned", w.opposite())
            }
            (Some(w), _) => write!(f, "{w} wins"),
            (None, EndReason::Repetition) => f.write_str("draw by threefold repetition"),
            (None, EndReason::FortyMoves) => f.write_str(
                "draw by the 40-move rule (40 moves each without a capture or a man move)",
            ),
            (None, EndReason::Agreement) => f.write_str("draw by agreement"),
            (None, _) => f.write_str("draw"),
        }
    }
}

/// A move that the game refuses.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// The game has ended; undo to play on from an earlier position.
    #[error("the game is over ({0}); undo to play on from an earlier move")]
    Over(GameResult),
    /// Typed text that names no legal move; the message names the broken rule.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// A move that is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

#[cfg(test)]
mod tests;
