//! Dameta: the rules from `dama-dameta` ([`dama_dameta::dameta`]), with its tuner
//! ([`tune`]), which needs the engine.

pub use dama_dameta::dameta::*;

pub mod tune;
