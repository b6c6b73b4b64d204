//! The draughts games' rules come from `dama-draughts` (re-exported here under their
//! usual paths); this layer adds what needs the engine: endgame databases ([`egdb`]),
//! the evaluation tuners ([`tune`]) and the opening-book builder ([`book::build`]).

pub use dama_draughts::draughts::*;

pub mod book;
pub mod egdb;
pub mod italian;
pub mod puzzles;
pub mod tune;
