//! Tuning the Italian evaluation: Italian's instance of the family's tuners
//! ([`crate::draughts::tune`]: the self-play generator, the data file, the loss, the
//! optimisers), with what only Italian has: its data file's names ([`data`]), the
//! descent of its hand-written weights ([`hand_fit`], `assets/italian-hand.txt`) and the
//! fit of its learned model ([`fit`], `assets/italian-eval.bin`), which the engine
//! embeds. docs/engine.md and docs/tools.md say how to run them.

pub mod data;
pub mod fit;
pub mod hand_fit;
