//! The puzzle sets the program ships, one per draughts game, made by `dama puzzles mine`
//! from the program's own games (the commands and counts are in docs/puzzles.md).

use super::{BadLine, Puzzle, parse_set};
use crate::draughts::{Draughts, Variant};

/// The shipped set's text for a variant.
pub fn text(kind: Variant) -> &'static str {
    match kind {
        Variant::Italian => include_str!("../../../assets/puzzles/italian.txt"),
        Variant::English => include_str!("../../../assets/puzzles/english.txt"),
        Variant::Brazilian => include_str!("../../../assets/puzzles/brazilian.txt"),
        Variant::International => include_str!("../../../assets/puzzles/international.txt"),
    }
}

/// The shipped set of game `G`, read as any puzzle file is.
pub fn set<G: Draughts>() -> Result<Vec<Puzzle<G>>, BadLine> {
    parse_set(text(G::KIND))
}
