//! `dama-damhex`: DamHex^3, draughts for three players on a hexagonal board — its rules,
//! notation, position text, evaluation and search (paranoid and max-n), on top of
//! `dama-core`.

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod damhex;
