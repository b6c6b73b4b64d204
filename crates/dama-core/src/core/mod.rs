//! The shared core: what every game of the family has in common, and nothing that names a
//! particular game. A game plugs in by implementing [`Rules`] on its position type (and
//! [`Evaluate`] for the engine); the draw bookkeeping, perft and the search are written
//! once, generic over it and monomorphised, so genericity costs nothing.

mod book;
// Used by dama-game and the program (save files, settings, books): not rules.
#[doc(hidden)]
pub mod file_kind;
mod game;
mod history;
mod level;
pub mod perft;
mod pruning;
// Used by dama-game, dama-data and the games' file readers: text-file plumbing.
#[doc(hidden)]
pub mod text;
// Used by each game's evaluation (weights.rs) and the tuners in dama-data: the
// weights-file format, not part of the rules.
#[doc(hidden)]
pub mod weights;

pub use book::{Book, BookMove};
pub use game::{
    DrawRule, Evaluate, MATE, MAX_MOVES, MoveBuffer, NotLegal, Outcome, Rules, Seat, WinReason,
};
pub use history::{History, HistoryDraw};
pub use level::{Level, LevelSpec, LevelTable, NotALevel};
pub use pruning::{Futility, LateReductions, Offers, ProbCut, Reductions, StaticCut, Threats};
