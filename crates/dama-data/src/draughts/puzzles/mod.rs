//! Puzzles: positions from games with one clearly winning move — a shot that wins
//! material or the game, proven by a deeper search and every other move clearly worse.
//!
//! [`mine`] finds candidates in positions (from PDN games or self-play) and verifies
//! them; [`format`](mod@format) reads and writes a set as a line text file (one puzzle a line),
//! refusing bad lines with their number and reason; [`rating`] moves a player's and a
//! puzzle's ratings after a try; [`starter`] holds the sets the program ships, made by
//! `dama puzzles mine` (docs/puzzles.md).

pub mod format;
pub mod mine;
pub mod rating;
pub mod starter;
#[cfg(test)]
mod tests;

pub use format::{BadLine, parse_set, write_set};
pub use mine::{Criteria, Verdict, material, verify};

use crate::core::Rules;

/// One puzzle: the position (its side to move is the solver), the line to play (the
/// solver's moves at even indices, the replies between them), its rating and where it
/// came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle<G: Rules> {
    pub position: G,
    /// The solution: solver's move, reply, solver's move… ending on a solver's move.
    pub line: Vec<G::Move>,
    /// The starting rating (Elo scale) from the puzzle's difficulty.
    pub rating: u16,
    /// The depth at which the search first found the first move for good.
    pub depth: u8,
    /// Where the position came from (file and game, or self-play), free text.
    pub source: String,
}

impl<G: Rules> Puzzle<G> {
    /// How many moves the solver has to find.
    pub fn moves_to_find(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The line as move texts, each read in the position it is played from.
    pub fn line_texts(&self) -> Vec<String> {
        let mut pos = self.position;
        let mut out = Vec::with_capacity(self.line.len());
        for mv in &self.line {
            out.push(pos.move_text(mv));
            pos.play_unchecked(mv);
        }
        out
    }
}
