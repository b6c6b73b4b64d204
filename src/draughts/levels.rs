//! The variants' own level tables ([`super::ruleset::RuleSet::LEVEL_TABLE`]), where the
//! engine's common table (`engine::LEVELS`) was measured by `dama match` to play two
//! levels too close together (docs/engine.md, "The levels of English, Brazilian and
//! International"). A variant without one plays the common table.

use crate::core::{LevelSpec, LevelTable};

/// A row: deepest iteration, most time a move in milliseconds, and the uniform noise
/// added to each root move's score (hundredths of a man).
const fn row(depth: u32, movetime_ms: u64, noise: i32) -> LevelSpec {
    LevelSpec {
        depth,
        movetime_ms,
        noise,
    }
}

/// Brazilian's table, level 1 first. Its games are drawish and its strength comes from
/// depth: under the common table each step from 4 up scored 67–72% against the level
/// below, and less noise at the same depth was worth little (depth 1 with ±1.2 men
/// against ±2.5: 54%; depth 2 with ±0.6 against ±1.2: 51.5%). So every level from 3 up
/// is deeper than the one below (by two or three plies from level 5), level 1 is almost
/// random, and noise ends at level 7 (the hint's level).
pub const BRAZILIAN: LevelTable = [
    row(1, 200, 1000),
    row(1, 200, 200),
    row(2, 250, 100),
    row(3, 300, 40),
    row(5, 500, 10),
    row(7, 1000, 0),
    row(10, 1000, 0),
    row(13, 1500, 0),
    row(16, 2000, 0),
    row(100, 4500, 0),
];

#[cfg(test)]
mod tests {
    use crate::core::{Evaluate, Level, LevelTable};
    use crate::draughts::{brazilian, english, international};
    use crate::engine::level_table;

    /// Each level searches at least as deep and as long as the one below, with no more
    /// noise, and differs from it; level 7 (the hint's) and above have no noise.
    fn monotone(name: &str, table: &LevelTable) {
        for pair in table.windows(2) {
            let (lo, hi) = (pair[0], pair[1]);
            assert!(lo.depth <= hi.depth, "{name}: {pair:?}");
            assert!(lo.movetime_ms <= hi.movetime_ms, "{name}: {pair:?}");
            assert!(lo.noise >= hi.noise, "{name}: {pair:?}");
            assert_ne!(lo, hi, "{name}: two levels the same");
        }
        let hint = usize::from(Level::HINT.get()) - 1;
        assert!(table[hint..].iter().all(|r| r.noise == 0), "{name}");
        assert!(table[9].movetime_ms <= 5000, "{name}");
    }

    #[test]
    fn every_variants_table_is_monotone() {
        monotone("english", level_table::<english::Position>());
        monotone("brazilian", level_table::<brazilian::Position>());
        monotone("international", level_table::<international::Position>());
    }

    #[test]
    fn brazilian_plays_by_its_own_table() {
        assert_eq!(
            <brazilian::Position as Evaluate>::LEVEL_TABLE,
            Some(&super::BRAZILIAN)
        );
        assert_eq!(level_table::<brazilian::Position>(), &super::BRAZILIAN);
    }
}
