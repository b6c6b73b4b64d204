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

/// Brazilian's table, level 1 first. Its games are drawish: under the common table each
/// step from 4 up scored 67–72% against the level below, and levels 9 and 10 reached
/// about the same depth in the middlegame. So levels 1–3 are weaker (depth 1, much
/// noise), noise ends at level 7 (the hint's level), and the depth-capped levels above
/// it are 2–3 plies apart, leaving level 10 (the full engine) well above level 9.
pub const BRAZILIAN: LevelTable = [
    row(1, 200, 500),
    row(1, 200, 250),
    row(1, 250, 120),
    row(2, 250, 120),
    row(2, 300, 60),
    row(3, 400, 40),
    row(4, 500, 0),
    row(6, 1000, 0),
    row(9, 1500, 0),
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
