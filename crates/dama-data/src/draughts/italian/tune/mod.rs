//! Tuning the Italian evaluation: the self-play data generator ([`selfplay`]), its data file
//! ([`data`]), the logistic-regression tuner of the hand-written evaluation's weights
//! ([`hand_fit`], `assets/italian-hand.txt`) and that of the learned patterns ([`fit`],
//! `assets/italian-eval.bin`), which the engine embeds. docs/engine.md and
//! docs/tools.md say how to run them.

pub mod data;
pub mod fit;
pub mod hand_fit;
pub mod selfplay;
