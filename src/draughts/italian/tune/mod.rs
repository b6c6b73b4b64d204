//! Tuning the Italian evaluation: the self-play data generator ([`selfplay`]), its data file
//! ([`data`]) and the logistic-regression tuner ([`fit`]) that writes the weights the
//! engine embeds (`assets/italian-eval.bin`). The README's "Learned evaluation" says how
//! to run them.

pub mod data;
pub mod fit;
pub mod selfplay;
