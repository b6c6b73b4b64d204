//! `dama-dameta`: Dameta, football played with draughts pieces on a cylinder board — its
//! rules, notation, position text, evaluation and the words of its rules, on top of
//! `dama-core`.

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod dameta;
