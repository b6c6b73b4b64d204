//! Tuning the evaluation of English, Brazilian and International draughts (the variants of
//! [`crate::draughts::Board`]): the self-play data generator ([`selfplay`]), its data file
//! ([`data`]) and the logistic-regression tuner of the hand-written weights ([`hand_fit`],
//! `assets/<variant>-hand.txt`), which the engine embeds. docs/engine.md and docs/tools.md
//! say how to run them. Italian has its own, in `crate::draughts::italian::tune`.

pub mod data;
pub mod hand_fit;
pub mod pattern_fit;
pub mod selfplay;
