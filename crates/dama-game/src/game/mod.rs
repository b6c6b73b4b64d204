//! A game as played, for any game of the family: where it started, the moves, a cursor for
//! undo and redo, who plays each seat, and how it ended ([`Record`]). The rules know single
//! positions; this layer adds what needs the whole history (repetition and the game's
//! draw counters, asked of [`crate::core::History`], the one home of those rules;
//! agreement and resignation) and keeps games on disk ([`save`], [`pdn`]).
//!
//! The game layer does not use the engine: a computer player is stored with its level,
//! and [`Record::history`] hands the engine what it needs.

pub mod clock;
pub mod formats;
pub mod pdn;
pub mod pdn_index;
pub mod pdn_movetext;
mod pdn_read;
mod record;
pub mod save;
pub mod tree;
mod variations;

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::core::{DrawRule, HistoryDraw, Level, NotLegal, Rules, Seat, WinReason};
use crate::draughts::italian::{Color, Position};

pub use formats::Formats;
pub use record::Record;
pub use tree::{Node, NodeId, Note, Tree};

/// A game of Italian draughts.
pub type Game = Record<Position>;

/// Who plays a side. In a save file: `{"player": "human"}` or
/// `{"player": "computer", "level": 5}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "player", rename_all = "lowercase")]
pub enum Player {
    Human,
    Computer { level: Level },
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("human"),
            Player::Computer { level } => write!(f, "computer level {level}"),
        }
    }
}

/// Why a game ended. Saved as `"no_pieces"`, `"blocked"`, `"goals"`, `"repetition"`,
/// `"forty_moves"` (the game's no-progress rule, whatever its count), `"endgame_limit"`,
/// `"agreement"`, `"resignation"`, `"time"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The side to move has no pieces left (it lost).
    NoPieces,
    /// The side to move has pieces but no legal move (it lost).
    Blocked,
    /// The winner scored the agreed number of goals.
    Goals,
    /// The same position with the same side to move for the game's `REPETITION_DRAW`-th
    /// time (draw): the fourth in Italian draughts, the third in the others.
    Repetition,
    /// The game's no-progress rule (Italian: 40 moves by each side without a capture or
    /// a man move) (draw). Saved as `"forty_moves"`, the name version 1 gave it.
    #[serde(rename = "forty_moves")]
    NoProgress,
    /// An endgame not won within the moves the rules allow (draw).
    EndgameLimit,
    /// The players agreed a draw.
    Agreement,
    /// A player resigned (the other one won).
    Resignation,
    /// A player's time ran out before it moved (the other one won).
    Time,
}

impl EndReason {
    /// The reason for a result the board gives.
    pub fn of_win(reason: WinReason) -> EndReason {
        match reason {
            WinReason::NoPieces => EndReason::NoPieces,
            WinReason::Blocked => EndReason::Blocked,
            WinReason::Goals => EndReason::Goals,
        }
    }

    /// The reason for a draw the history gives.
    pub fn of_draw(draw: HistoryDraw) -> EndReason {
        match draw {
            HistoryDraw::Repetition => EndReason::Repetition,
            HistoryDraw::Counter(DrawRule::NoProgress) => EndReason::NoProgress,
            HistoryDraw::Counter(DrawRule::EndgameLimit) => EndReason::EndgameLimit,
        }
    }

    /// Whether the reason follows from the moves alone (as opposed to a player's word).
    pub fn is_on_board(self) -> bool {
        !matches!(
            self,
            EndReason::Agreement | EndReason::Resignation | EndReason::Time
        )
    }
}

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameResult {
    pub winner: Option<Seat>,
    pub reason: EndReason,
}

impl GameResult {
    /// The PDN result of a two-player game: `1-0` (seat 0, White, won), `0-1` or
    /// `1/2-1/2`.
    pub fn pdn(&self) -> &'static str {
        match self.winner {
            Some(Seat(0)) => "1-0",
            Some(_) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The PDN result in a convention: the FMJD's `2-0`, `0-2`, `1-1` (International and
    /// Brazilian), or `1-0`, `0-1`, `1/2-1/2`.
    pub fn pdn_in(&self, fmjd: bool) -> &'static str {
        match (self.winner, fmjd) {
            (Some(Seat(0)), true) => "2-0",
            (Some(_), true) => "0-2",
            (None, true) => "1-1",
            _ => self.pdn(),
        }
    }

    /// The winner as a draughts colour.
    pub fn winner_color(&self) -> Option<Color> {
        self.winner.map(Color::of_seat)
    }
}

impl fmt::Display for GameResult {
    /// English, with draughts colours: the CLI's wording (the TUI renders its own).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.winner_color(), self.reason) {
            (Some(w), EndReason::NoPieces) => {
                write!(f, "{w} wins: {} has no pieces left", w.opposite())
            }
            (Some(w), EndReason::Blocked) => write!(f, "{w} wins: {} cannot move", w.opposite()),
            (Some(w), EndReason::Resignation) => {
                write!(f, "{w} wins: {} resigned", w.opposite())
            }
            (Some(w), EndReason::Time) => {
                write!(f, "{w} wins on time: {} ran out of time", w.opposite())
            }
            (Some(w), _) => write!(f, "{w} wins"),
            (None, EndReason::Repetition) => f.write_str("draw by repetition of the position"),
            (None, EndReason::NoProgress) => f.write_str(
                "draw by the no-progress rule (the moves each side may play without a capture or a man move)",
            ),
            (None, EndReason::EndgameLimit) => {
                f.write_str("draw: the endgame was not won within the moves allowed")
            }
            (None, EndReason::Agreement) => f.write_str("draw by agreement"),
            (None, _) => f.write_str("draw"),
        }
    }
}

/// The error of a game's own rules that a file ran into (a move or position text it
/// refused), kept as the value itself so that the interface can render it in the
/// player's language.
pub type Cause = std::sync::Arc<dyn std::error::Error + Send + Sync>;

/// Why a recorded move (in a save or a PDN file) cannot be played.
#[derive(Clone, Debug)]
pub enum MoveProblem {
    /// The game was already over before this move.
    Over(GameResult),
    /// The game's rules refuse the move (the game's own error).
    Refused(Cause),
}

impl fmt::Display for MoveProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveProblem::Over(result) => write!(f, "the game was already over ({result})"),
            MoveProblem::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl PartialEq for MoveProblem {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (MoveProblem::Over(a), MoveProblem::Over(b)) => a == b,
            (MoveProblem::Refused(a), MoveProblem::Refused(b)) => a.to_string() == b.to_string(),
            _ => false,
        }
    }
}

impl Eq for MoveProblem {}

impl<G: Rules> From<GameError<G>> for MoveProblem {
    fn from(e: GameError<G>) -> Self {
        match e {
            GameError::Over(result) => MoveProblem::Over(result),
            GameError::Move(e) => MoveProblem::Refused(std::sync::Arc::new(e)),
            GameError::Illegal(e) => MoveProblem::Refused(std::sync::Arc::new(e)),
            GameError::Repeats => MoveProblem::Refused(std::sync::Arc::new(Repeats)),
        }
    }
}

/// A move that the game refuses.
#[derive(Debug, Error)]
pub enum GameError<G: Rules> {
    /// The game has ended; undo to play on from an earlier position.
    #[error("the game is over ({0}); undo to play on from an earlier move")]
    Over(GameResult),
    /// Typed text that names no legal move; the error names the broken rule.
    #[error(transparent)]
    Move(G::MoveError),
    /// A move that is not legal in the current position.
    #[error(transparent)]
    Illegal(#[from] NotLegal),
    /// A move the history bars (`Rules::repetition_limit`, Dameta's loop rule).
    #[error("{}", Repeats)]
    Repeats,
}

/// A move the game's history bars: it would bring a position back once too often
/// (Dameta's loop rule, `Rules::repetition_limit`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
#[error(
    "the loop rule: the ball is in your half, so you may not bring this position back a third time"
)]
pub struct Repeats;

impl<G: Rules> Clone for GameError<G> {
    fn clone(&self) -> Self {
        match self {
            GameError::Over(r) => GameError::Over(*r),
            GameError::Move(e) => GameError::Move(e.clone()),
            GameError::Illegal(e) => GameError::Illegal(*e),
            GameError::Repeats => GameError::Repeats,
        }
    }
}

impl<G: Rules> PartialEq for GameError<G> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (GameError::Over(a), GameError::Over(b)) => a == b,
            (GameError::Move(a), GameError::Move(b)) => a == b,
            (GameError::Illegal(_), GameError::Illegal(_)) => true,
            (GameError::Repeats, GameError::Repeats) => true,
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests;
