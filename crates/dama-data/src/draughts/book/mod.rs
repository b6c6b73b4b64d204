//! The opening books: reading and probing come from `dama-draughts`
//! ([`dama_draughts::draughts::book`]); building one needs the engine, so [`build`]
//! lives here.

pub use dama_draughts::draughts::book::*;

pub mod build;
mod options;
