//! Tuning the evaluation of the draughts games: the self-play data generator
//! ([`selfplay`]) and its data file ([`data`]), one implementation for Italian and the
//! variants of [`crate::draughts::Board`], with their errors in words ([`words`]); the
//! logistic-regression tuner of the variants' hand-written weights ([`hand_fit`],
//! `assets/<variant>-hand.txt`) and their patterns ([`pattern_fit`]), which the engine
//! embeds, with what the hand-weight tuners of every game share ([`texel`]). Italian's
//! fits (its learned model and its hand weights' descent) are in
//! `crate::draughts::italian::tune`. docs/engine.md and docs/tools.md say how to run them.

pub mod data;
pub mod hand_fit;
pub mod optimise;
pub mod pattern_fit;
pub mod selfplay;
pub mod texel;
#[cfg(test)]
pub(crate) mod texel_tests;
pub mod words;
