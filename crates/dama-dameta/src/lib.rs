#![doc = include_str!("../README.md")]
//!
//! # Where things are
//!
//! [`dameta`] holds the game: [`Position`](dameta::Position), [`Turn`](dameta::Turn),
//! the errors [`TurnError`](dameta::TurnError) and
//! [`PositionTextError`](dameta::PositionTextError), the board's
//! [`geometry`](dameta::geometry) (square names), the evaluation; [`core`] is `dama-core`
//! re-exported.

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod dameta;
