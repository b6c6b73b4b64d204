//! Study tools that the command line and the game share: game analysis (every position
//! of a game searched, every move judged by the winning chances it gives away:
//! [`analysis`], [`expected`], [`judge`](mod@judge); each player's accuracy:
//! [`accuracy`]; the curve's fit: [`fit`](mod@fit)) and the annotated game text it
//! writes ([`annotated`]). Generic over any two-player game ([`crate::core::Evaluate`]);
//! DamHex^3, three players, has no single evaluation to judge a move by and is left out.

pub mod accuracy;
pub mod analysis;
pub mod annotated;
pub mod expected;
pub mod fit;
pub mod judge;

pub use accuracy::{Figures, figures};
pub use analysis::{
    Analysis, Analyst, At, Exact, Halt, Limit, MoveNote, OwnSearch, Searched, Settings, analyse,
    analyse_with,
};
pub use judge::{BLUNDER, DECISIVE, INACCURACY, MISTAKE, Mark, judge};

#[cfg(test)]
mod tests;
