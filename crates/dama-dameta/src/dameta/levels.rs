//! Dameta's own level table ([`crate::core::Evaluate::LEVEL_TABLE`]): depth, time a turn
//! and root randomness for levels 1–10, measured apart by games (`dama selfplay --game
//! dameta`, docs/engine.md, "Dameta"). No row thinks longer than the game's cap of 2.5 s
//! a turn ([`crate::core::Evaluate::LEVEL_MOVETIME_CAP_MS`]).

use crate::core::{LevelSpec, LevelTable};

/// A row: deepest iteration, most time a turn in milliseconds, and the uniform noise added
/// to each root turn's score (hundredths of a man; a goal is 1000).
const fn row(depth: u32, movetime_ms: u64, noise: i32) -> LevelSpec {
    LevelSpec {
        depth,
        movetime_ms,
        noise,
    }
}

/// The table, level 1 first, measured by `dama selfplay --game dameta` (docs/engine.md,
/// "Dameta"). Once both sides see two turns the side that kicks off scores nearly every
/// round, so a game is settled by whether the stronger side stops a kick-off; an odd depth
/// (ending on the searcher's own turn) played no better than the even depth below it. So
/// the rows climb by noise at depths 1 and 2, then by two plies (noise in hundredths of a
/// man, a goal being 1000): depth 1 with ±5000 (all but random), ±1000 and ±400, depth 2
/// with ±700, ±350, ±150 and ±40, depths 4 and 6, and the full 2.5 s search. Each of
/// levels 2–9 scored 70% or more against the level below; level 10 was not shown stronger
/// than 9 (between depth 6 and deeper searches White won nearly every game), so Dameta has
/// nine strengths, numbered 1–10 as in the other games, level 10 the deepest search
/// (docs/engine.md, "Dameta", says so).
pub const LEVELS: LevelTable = [
    row(1, 200, 5000),
    row(1, 200, 1000),
    row(1, 200, 400),
    row(2, 250, 700),
    row(2, 250, 350),
    row(2, 250, 150),
    row(2, 250, 40),
    row(4, 400, 0),
    row(6, 1000, 0),
    row(100, 2500, 0),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Evaluate;

    #[test]
    fn the_levels_go_deeper_with_less_noise_within_the_games_cap() {
        let cap = <super::super::Position as Evaluate>::LEVEL_MOVETIME_CAP_MS;
        for pair in LEVELS.windows(2) {
            assert!(pair[0].depth <= pair[1].depth, "{pair:?}");
            assert!(pair[0].movetime_ms <= pair[1].movetime_ms, "{pair:?}");
            // A deeper search may take more noise (depth 2 with ±700 beat depth 1 with
            // ±400 by 72%); at one depth the noise only falls.
            if pair[0].depth == pair[1].depth {
                assert!(pair[0].noise > pair[1].noise, "{pair:?}");
            }
            assert_ne!(pair[0], pair[1], "two levels the same");
        }
        assert!(LEVELS.iter().all(|r| r.movetime_ms <= cap));
    }

    #[test]
    fn no_level_stops_at_an_odd_depth_above_one() {
        // Depth 3 against 2, 5 against 4 and 5 against 3 scored 26%, 50% and 52%: an odd
        // depth is a level no stronger than the even one below it.
        for r in LEVELS.iter().filter(|r| r.depth > 1 && r.depth < 100) {
            assert_eq!(r.depth % 2, 0, "{r:?}");
        }
    }
}
