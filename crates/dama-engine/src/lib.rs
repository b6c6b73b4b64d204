//! `dama-engine`: the alpha-beta search of dama, generic over any game that implements
//! `dama-core`'s [`Rules`](dama_core::core::Rules) and
//! [`Evaluate`](dama_core::core::Evaluate): transposition table, move ordering, time
//! management, multi-PV lines, playing levels, the benchmark. No globals; tunables in
//! [`engine::params`].

pub use dama_core::core;

pub mod engine;
