#![doc = include_str!("../README.md")]
//!
//! # Where things are
//!
//! [`damhex`] holds the game: [`Position`](damhex::Position), [`Move`](damhex::Move),
//! the errors [`MoveError`](damhex::MoveError) and
//! [`PositionError`](damhex::PositionError), the board's
//! [`geometry`](damhex::geometry) (cell names), the draw rule, the
//! [`search`](damhex::search); [`core`] is `dama-core` re-exported.

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod damhex;
