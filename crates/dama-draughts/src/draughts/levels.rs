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

/// English's table, level 1 first. Under the common table levels 1–8 were 72–90% apart
/// but level 9 (depth 14) scored 58% against level 8 (depth 11) and level 10 about as
/// much against 9: at the top a ply is worth little. So the top rows are spread: level 10
/// searches its whole time, and level 1 is almost random (±10 men). With the distilled
/// patterns (2026-11-29) a ply was worth less again: depth 6 against depth 5 with ±0.2
/// men, 8 against 6 and 11 against 8 scored 67.5–68.5%. So level 6 has ±0.35 men of
/// noise and the top depths are 9 and 13 (73.5–77.5% a step; docs/engine.md).
pub const ENGLISH: LevelTable = [
    row(1, 200, 1000),
    row(1, 200, 160),
    row(2, 250, 100),
    row(3, 300, 60),
    row(4, 400, 35),
    row(5, 500, 35),
    row(6, 1000, 0),
    row(9, 1000, 0),
    row(13, 1500, 0),
    row(100, 4500, 0),
];

/// International's table, level 1 first, built as English's. With the distilled patterns
/// depth 6 scored only 65.5% against depth 5 (66% against depth 5 with ±0.35 men), so
/// level 7 searches depth 7 (88% against level 6), level 8 depth 9 (71% against 7) and
/// level 9 depth 12 (depth 11 scored 68.5% against 9; docs/engine.md).
pub const INTERNATIONAL: LevelTable = {
    let mut table = ENGLISH;
    table[6] = row(7, 1000, 0);
    table[8] = row(12, 1500, 0);
    table
};

/// Brazilian's table, level 1 first. Its games are drawish and its strength comes from
/// depth: from depth 3 up each ply is worth less (depth 6 against 4: 75%; 9 against 6:
/// 71.5%; the search at 4.5 s against depth 9: the top step), and less noise at the same
/// depth is worth little above a man or so. So the levels above 4 are one depth each,
/// spread as far as the game's strength allows, depth 3 with ±1 man of noise (without it,
/// depth 4 scored only 69.5% against it); the bottom four share depth 1, told apart by
/// noise: ±30 men (almost random), ±8, ±3 and none (docs/engine.md gives each step).
pub const BRAZILIAN: LevelTable = [
    row(1, 200, 3000),
    row(1, 200, 800),
    row(1, 200, 300),
    row(1, 200, 0),
    row(2, 250, 100),
    row(3, 300, 100),
    row(4, 400, 0),
    row(6, 1000, 0),
    row(9, 1500, 0),
    row(100, 4500, 0),
];

#[cfg(test)]
mod tests {
    use crate::core::{Evaluate, Level, LevelTable};
    use crate::draughts::{brazilian, english, international};

    /// The table a game plays by (as the engine's `level_table` reads it: the game's
    /// own, every game of this crate having one).
    fn level_table<G: Evaluate>() -> &'static LevelTable {
        G::LEVEL_TABLE.expect("every draughts variant has its own level table")
    }

    /// Each level searches at least as deep and as long as the one below, with no more
    /// noise unless it searches deeper (Brazilian's depth 2 with ±1 man beat depth 1
    /// without noise: 73%), and differs from it; level 7 and above have no noise.
    fn monotone(name: &str, table: &LevelTable) {
        for pair in table.windows(2) {
            let (lo, hi) = (pair[0], pair[1]);
            assert!(lo.depth <= hi.depth, "{name}: {pair:?}");
            assert!(lo.movetime_ms <= hi.movetime_ms, "{name}: {pair:?}");
            assert!(
                lo.noise >= hi.noise || lo.depth < hi.depth,
                "{name}: {pair:?}"
            );
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
    fn each_variant_plays_by_its_own_table() {
        assert_eq!(
            <brazilian::Position as Evaluate>::LEVEL_TABLE,
            Some(&super::BRAZILIAN)
        );
        assert_eq!(level_table::<brazilian::Position>(), &super::BRAZILIAN);
        assert_eq!(level_table::<english::Position>(), &super::ENGLISH);
        assert_eq!(
            level_table::<international::Position>(),
            &super::INTERNATIONAL
        );
    }
}
