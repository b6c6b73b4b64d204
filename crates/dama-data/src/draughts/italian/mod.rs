//! Italian draughts: the rules from `dama-draughts`
//! ([`dama_draughts::draughts::italian`]), with the tools built on the engine — its
//! endgame databases ([`egdb`]), its tuner ([`tune`]) and its book build
//! ([`book_build`]).

pub use dama_draughts::draughts::italian::*;

pub mod book_build;
pub mod egdb;
pub mod tune;
