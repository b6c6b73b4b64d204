//! DamHex^3 (Diego Perin, Luca Ferialdi, Alessandro Sala): draughts for three players,
//! White, Black and Red, on a hexagonal board, with the Italian rules adapted to the
//! hexagon and the ratto (turn stealing). The authors' rules are in
//! `/work/shared/seeds/004_*` ("Regolamento"); the board is the reconstruction of issue 12
//! ([`geometry`]). Rule decisions where the rules are silent are documented where they are
//! implemented ([`position`], [`text`], `rules`) and in docs/rules/damhex.md.

// Answering draw offers, for the shell (dama-tui) and the game record (dama-game).
#[doc(hidden)]
pub mod draw;
mod eval;
pub mod geometry;
pub mod levels;
pub mod mv;
pub mod position;
pub mod refusal;
mod rules;
pub mod search;
mod seats;
pub mod text;

#[cfg(test)]
mod eval_tests;
#[cfg(test)]
mod tests;
pub mod words;

pub use mv::{Kind, Move, MoveList};
pub use position::{Cause, Position};
pub use rules::NO_PROGRESS_MOVES;
pub use text::{MoveError, PositionError};
