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

/// The table, level 1 first.
pub const LEVELS: LevelTable = [
    row(1, 200, 160),
    row(2, 250, 100),
    row(3, 300, 60),
    row(4, 400, 35),
    row(5, 500, 20),
    row(6, 1000, 10),
    row(8, 1000, 0),
    row(11, 1500, 0),
    row(14, 2000, 0),
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
            assert!(pair[0].noise >= pair[1].noise, "{pair:?}");
            assert_ne!(pair[0], pair[1], "two levels the same");
        }
        assert!(LEVELS.iter().all(|r| r.movetime_ms <= cap));
    }
}
