//! Study tools that the command line and the game share: game analysis (every position
//! of a game searched, every move judged: [`analysis`], [`judge`](mod@judge)) and the annotated game
//! text it writes ([`annotated`]). Generic over any two-player game ([`crate::core::Evaluate`]);
//! DamHex^3, three players, has no single evaluation to judge a move by and is left out.

pub mod analysis;
pub mod annotated;
pub mod judge;

pub use analysis::{Analysis, Exact, Limit, MoveNote, Settings, analyse};
pub use judge::{BLUNDER, DECISIVE, INACCURACY, MISTAKE, Mark, judge};

#[cfg(test)]
mod tests;
