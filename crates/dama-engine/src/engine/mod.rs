//! The engine: `search(&G, &History<G>, &Limits, &mut Tt, &stop, on_info) -> Report`,
//! generic over any game that implements [`crate::core::Evaluate`] (each game's evaluation
//! lives beside its rules), with no globals. Tunables live in [`params`]; playing levels in [`Level`].
//!
//! Scores (`score`) are in hundredths of a man from the side to move's view; wins and
//! losses are `MATE - plies` and its negation, shown by [`format_score`] as "win in N" /
//! "loss in N".
//!
//! For analysis, [`search_lines`] finds the best several lines (multi-PV), each with its
//! score and depth.
//!
//! The playing levels from 6 up answer positions of the game's opening book from the book
//! ([`choose_move`], [`book_move`]); a report says where its move came from ([`Source`]).

mod alphabeta;
pub mod bench;
mod book;
mod eval_cache;
mod level;
mod multipv;
#[cfg(test)]
mod offers_tests;
mod ordering;
pub mod params;
pub mod random_opening;
mod reductions;
pub mod score;
mod search;
mod searcher;
pub mod selfplay_pool;
pub mod time;
mod tt;
mod types;

pub use crate::core::Level;
pub use book::book_info;
pub use book::book_move;
pub use level::{
    LEVELS, LevelOptions, LevelSearch, LevelSpec, LevelTable, bounded_limits, choose_move,
    choose_move_with, hint_level, level_spec, level_table,
};
pub use multipv::{Lines, PvLine, search_lines};
pub use score::{MATE, MATE_BOUND, format_score, is_mate_score};
pub use search::{Oracle, search, search_among, search_threads, search_with_oracle};
pub use tt::Tt;
pub use types::{Exact, Info, Limits, Report, Source, nps};
