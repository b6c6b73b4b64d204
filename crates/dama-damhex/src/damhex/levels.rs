//! The levels of DamHex^3's computer players: one row per level of the core's
//! [`LevelSpec`] (depth, time a move, root randomness), measured apart by games in
//! docs/engine.md ("DamHex^3: the computer players"). DamHex^3 has its own search
//! ([`super::search`]), so its table is its own, not the draughts engine's.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::mv::Move;
use super::position::Position;
use super::search::Limits;
use crate::core::{Level, LevelSpec, LevelTable};

/// A row: depth, time a move in milliseconds, and the random margin (hundredths of a man)
/// within which root moves count as equal.
const fn row(depth: u32, movetime_ms: u64, noise: i32) -> LevelSpec {
    LevelSpec {
        depth,
        movetime_ms,
        noise,
    }
}

/// The level table, level 1 first. A level is deeper than the one below, or as deep and
/// less random (the random margin lets the low levels miss a piece or two, as a beginner
/// does), and each was measured stronger than two of the level below, except at the top:
/// levels 8 and 9 are one strength (depth 8), and level 10, by time (2.2 s, so that a
/// move stays under 3 s on a busy machine), could not be told apart from it. Rows that
/// games could not separate from their neighbours were dropped: depth 3 with less noise
/// than level 5, depth 6, and depth 3 with more noise than level 4.
pub const LEVELS: LevelTable = [
    row(1, 50, 300),
    row(1, 100, 200),
    row(2, 120, 200),
    row(2, 150, 120),
    row(3, 250, 80),
    row(4, 600, 30),
    row(5, 900, 15),
    row(8, 2000, 0),
    row(8, 2000, 0),
    row(32, 2200, 0),
];

/// The one level that plays as the level below it (see [`LEVELS`]).
pub const SAME_AS_BELOW: Level = Level::of(9);

/// A level's search limits and random margin (in the evaluation's units; 0: none).
///
/// ```
/// use dama_damhex::core::Level;
/// use dama_damhex::damhex::levels::level_limits;
///
/// let (weak, _) = level_limits(Level::MIN);
/// let (strong, noise) = level_limits(Level::MAX);
/// assert!(weak.depth <= strong.depth);
/// assert_eq!(noise, 0);
/// ```
pub fn level_limits(level: Level) -> (Limits, i32) {
    let spec = LEVELS[usize::from(level.get() - 1)];
    (
        Limits {
            depth: spec.depth,
            time: Some(Duration::from_millis(spec.movetime_ms)),
        },
        spec.noise,
    )
}

/// The move a computer of `level` plays in `pos`.
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use dama_damhex::core::{Level, Rules};
/// use dama_damhex::damhex::Position;
/// use dama_damhex::damhex::levels::choose;
///
/// let start = Position::start();
/// let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
/// let mv = choose(&start, 0, Level::MIN, &mut rng, &AtomicBool::new(false));
/// assert!(mv.is_some_and(|m| start.legal_moves().contains(&m)));
/// ```
pub fn choose(
    pos: &Position,
    counter: u32,
    level: Level,
    rng: &mut impl rand::Rng,
    stop: &AtomicBool,
) -> Option<Move> {
    let (limits, noise) = level_limits(level);
    super::search::search(pos, counter, limits, noise, rng, stop, |_| {}).map(|i| i.best)
}
