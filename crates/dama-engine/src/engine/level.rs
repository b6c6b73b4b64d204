//! Playing levels 1–10: each is a depth cap, a time cap and an amount of randomness. The
//! [`Level`] type is the core's, checked once where it comes in; this is its table.
//! Low levels score every root move with a shallow search and add noise before choosing,
//! so they make believable mistakes rather than random ones; the top levels play the
//! engine's best move.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use rand::RngExt;

use crate::core::{Book, Evaluate, History, Level};
pub use crate::core::{LevelSpec, LevelTable};

use super::book::{book_info, book_move};
use super::params::book::FROM_LEVEL;
use super::search::{Oracle, restrict, score_root_moves, search_among};
use super::time::budget;
use super::tt::Tt;
use super::types::{Info, Limits, Report};

/// How deep a level looks when it has a single legal move (only to report a score).
const FORCED_MOVE_DEPTH: u32 = 6;

/// The common level table, level 1 first: every game without its own
/// ([`Evaluate::LEVEL_TABLE`]) plays by it. docs/engine.md ("Levels") documents it; keep
/// the two in step.
pub const LEVELS: LevelTable = [
    LevelSpec {
        depth: 1,
        movetime_ms: 200,
        noise: 160,
    },
    LevelSpec {
        depth: 2,
        movetime_ms: 250,
        noise: 100,
    },
    LevelSpec {
        depth: 3,
        movetime_ms: 300,
        noise: 60,
    },
    LevelSpec {
        depth: 4,
        movetime_ms: 400,
        noise: 35,
    },
    LevelSpec {
        depth: 5,
        movetime_ms: 500,
        noise: 20,
    },
    LevelSpec {
        depth: 6,
        movetime_ms: 1000,
        noise: 10,
    },
    LevelSpec {
        depth: 8,
        movetime_ms: 1000,
        noise: 0,
    },
    LevelSpec {
        depth: 11,
        movetime_ms: 1500,
        noise: 0,
    },
    // Depth 15 since Italian's distilled weights: depth 14 scored 67.5% against level 8.
    LevelSpec {
        depth: 15,
        movetime_ms: 2000,
        noise: 0,
    },
    LevelSpec {
        depth: 100,
        movetime_ms: 4500,
        noise: 0,
    },
];

// The table has a row for every level.
const _: () = assert!(LEVELS.len() == Level::MAX.get() as usize);

/// What a [`Level`] (the core's, checked where it comes in) means for the search by the
/// common table [`LEVELS`]; a game's own table is read by [`level_spec`].
pub trait LevelSearch {
    /// Its row of the common level table.
    fn spec(self) -> LevelSpec;
    /// Its search limits (depth and time caps) by the common table.
    fn limits(self) -> Limits;
}

impl LevelSearch for Level {
    fn spec(self) -> LevelSpec {
        LEVELS[usize::from(self.get()) - 1]
    }

    fn limits(self) -> Limits {
        spec_limits(self.spec())
    }
}

/// The level table game `G` plays by: its own ([`Evaluate::LEVEL_TABLE`]) or the common
/// [`LEVELS`].
pub fn level_table<G: Evaluate>() -> &'static LevelTable {
    G::LEVEL_TABLE.unwrap_or(&LEVELS)
}

/// The least depth a hint searches to (see `hint_level`).
pub const HINT_DEPTH: u32 = 8;

/// The least level a hint searches at in game `G`: the first from [`Level::HINT`] up
/// whose row has no randomness and searches `HINT_DEPTH` (8) plies or more (level 7 of the
/// common table; 8, 9 or, in Dameta, 10 where a game's own table spreads its levels
/// lower), so a hint is a good move whatever the computer's level.
pub fn hint_level<G: Evaluate>() -> Level {
    Level::all()
        .filter(|&l| l >= Level::HINT)
        .find(|&l| {
            let spec = level_spec::<G>(l);
            spec.noise == 0 && spec.depth >= HINT_DEPTH
        })
        .unwrap_or(Level::MAX)
}

/// `level`'s row of game `G`'s level table.
pub fn level_spec<G: Evaluate>(level: Level) -> LevelSpec {
    level_table::<G>()[usize::from(level.get()) - 1]
}

/// A row's search limits: its depth and time caps.
fn spec_limits(spec: LevelSpec) -> Limits {
    Limits {
        depth: Some(spec.depth),
        movetime: Some(Duration::from_millis(spec.movetime_ms)),
        nodes: None,
        clock: None,
    }
}

/// How a level's move is searched beyond the level itself (see [`choose_move_with`]).
pub struct LevelOptions<'a, G: crate::core::Rules> {
    /// Search threads (Lazy SMP); 1 is the plain search.
    pub threads: usize,
    /// Exact values for some positions (the Italian endgame databases).
    pub oracle: Option<Oracle<'a, G>>,
    /// No time cap: the search runs to the level's depth or until `stop` (pondering).
    pub untimed: bool,
    /// The opening book the levels from [`FROM_LEVEL`] up play from; `None` plays
    /// without one. The default is the game's own ([`crate::core::Rules::opening_book`]).
    pub book: Option<&'a dyn Book<G>>,
    /// The root moves to choose among (say those that keep an endgame database's
    /// value); `None`, or a list naming no legal move, chooses among them all.
    pub only: Option<&'a [G::Move]>,
    /// Limits of the caller's that tighten the level's (a referee's move time or clock,
    /// see [`bounded_limits`]); the default, no limits, leaves the level as it is.
    pub bound: Limits,
}

impl<G: Evaluate> Default for LevelOptions<'_, G> {
    fn default() -> Self {
        LevelOptions {
            threads: 1,
            oracle: None,
            untimed: false,
            book: G::opening_book(),
            only: None,
            bound: Limits::default(),
        }
    }
}

/// `level`'s limits in game `G` (by its level table) tightened by `bound`: the smaller depth, and the
/// smallest of the level's time cap (and the game's, [`Evaluate::LEVEL_MOVETIME_CAP_MS`]),
/// `bound`'s move time and, on a clock, the clock's aim for this move
/// ([`budget`]`.optimum`), so that a level never spends more than it is given.
pub fn bounded_limits<G: Evaluate>(level: Level, bound: &Limits) -> Limits {
    let own = spec_limits(level_spec::<G>(level));
    let game_cap = Duration::from_millis(G::LEVEL_MOVETIME_CAP_MS);
    let clock = bound.clock.map(|c| budget(&c).optimum);
    let movetime = [own.movetime, Some(game_cap), bound.movetime, clock]
        .into_iter()
        .flatten()
        .min();
    let depth = [own.depth, bound.depth].into_iter().flatten().min();
    Limits {
        depth,
        movetime,
        ..own
    }
}

/// A level's move: the search plus the level's controlled randomness. With a seeded
/// `rng` and no time pressure the choice is reproducible.
///
/// From level [`FROM_LEVEL`](super::params::book::FROM_LEVEL) up, a position in the
/// game's own opening book ([`crate::core::Rules::opening_book`]) is answered from the
/// book ([`super::book_move`]): the report's `source` is then [`Source::Book`](super::Source::Book), and
/// `on_info` hears the book move once. [`choose_move_with`] chooses the book.
pub fn choose_move<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    level: Level,
    tt: &mut Tt,
    stop: &AtomicBool,
    rng: &mut impl RngExt,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    let options = LevelOptions::default();
    choose_move_with(pos, history, level, &options, tt, stop, rng, on_info)
}

/// [`choose_move`] with `options`: threads, an oracle, no time cap, the book. With the
/// defaults it is exactly [`choose_move`].
#[allow(clippy::too_many_arguments)]
pub fn choose_move_with<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    level: Level,
    options: &LevelOptions<'_, G>,
    tt: &mut Tt,
    stop: &AtomicBool,
    rng: &mut impl RngExt,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    if level.get() >= FROM_LEVEL
        && let Some(book) = options.book
        && let Some(report) = book_move(book, pos, history, rng)
    {
        on_info(&book_info(&report));
        return report;
    }
    let moves = restrict::<G>(&history.legal_moves(pos), options.only);
    let limits = bounded_limits::<G>(level, &options.bound);
    let limits = Limits {
        movetime: limits.movetime.filter(|_| !options.untimed),
        ..limits
    };
    let (threads, oracle, only) = (options.threads, options.oracle, options.only);
    if moves.len() == 1 {
        // A forced move needs no thought; a short search still gives the UI a score.
        let limits = Limits {
            depth: limits.depth.map(|d| d.min(FORCED_MOVE_DEPTH)),
            ..limits
        };
        let report = search_among(
            pos, history, &limits, tt, threads, stop, oracle, only, on_info,
        );
        return Report {
            best: Some(moves[0]),
            ..report
        };
    }
    let spec = level_spec::<G>(level);
    let report = search_among(
        pos, history, &limits, tt, threads, stop, oracle, only, on_info,
    );
    if spec.noise == 0 || moves.len() < 2 {
        return report;
    }
    // The scoring pass gets what is left of the level's time.
    let rest = Limits {
        movetime: limits.movetime.map(|t| t.saturating_sub(report.elapsed)),
        ..limits
    };
    let (scored, nodes) = score_root_moves(pos, history, report.depth.max(1), &rest, tt, stop);
    let scored: Vec<_> = scored
        .into_iter()
        .filter(|(m, _)| moves.iter().any(|x| x == m))
        .collect();
    let choice = scored
        .iter()
        .map(|&(mv, s)| (mv, s + rng.random_range(-spec.noise..=spec.noise)))
        .max_by_key(|&(_, s)| s);
    match choice {
        Some((mv, _)) if scored.len() == moves.len() => {
            let score = scored
                .iter()
                .find(|(m, _)| *m == mv)
                .map_or(report.score, |x| x.1);
            Report {
                best: Some(mv),
                score,
                pv: vec![mv],
                nodes: report.nodes + nodes,
                ..report
            }
        }
        _ => report,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_level_has_its_row() {
        let depths: Vec<u32> = Level::all().map(|l| l.spec().depth).collect();
        assert_eq!(depths.len(), 10);
        assert_eq!(Level::MIN.limits().depth, Some(1));
        assert_eq!(Level::MAX.spec(), LEVELS[9]);
    }

    #[test]
    fn a_callers_limits_tighten_the_levels() {
        use crate::engine::time::Clock;
        use dama_draughts::draughts::italian::Position;
        let level = Level::of(7);
        let own = level.limits();
        let none = bounded_limits::<Position>(level, &Limits::default());
        assert_eq!(none, own);
        let long = Limits::movetime(Duration::from_secs(60));
        assert_eq!(bounded_limits::<Position>(level, &long), own);
        let short = Limits::movetime(Duration::from_millis(40));
        let bounded = bounded_limits::<Position>(level, &short);
        assert_eq!(bounded.movetime, short.movetime);
        assert_eq!(bounded.depth, own.depth);
        assert_eq!(
            bounded_limits::<Position>(level, &Limits::depth(3)).depth,
            Some(3)
        );
        // On a clock, the smaller of the level's cap and the clock's aim for the move.
        let clock = Clock {
            left: Duration::from_secs(3),
            inc: Duration::ZERO,
            moves_to_go: None,
        };
        let on_clock = bounded_limits::<Position>(level, &Limits::clock(clock));
        assert_eq!(on_clock.movetime, Some(budget(&clock).optimum));
        assert!(on_clock.movetime < own.movetime);
        assert_eq!(on_clock.clock, None);
        let long_clock = Clock {
            left: Duration::from_secs(3600),
            ..clock
        };
        let at_ease = bounded_limits::<Position>(level, &Limits::clock(long_clock));
        assert_eq!(at_ease.movetime, own.movetime);
    }

    #[test]
    fn a_game_plays_by_its_own_table_or_the_common_one() {
        use dama_dameta::dameta::Position as Dameta;
        use dama_draughts::draughts::italian::Position as Italian;
        // Italian has no table of its own: the common one, row for row.
        assert_eq!(level_table::<Italian>(), &LEVELS);
        for level in Level::all() {
            assert_eq!(level_spec::<Italian>(level), level.spec());
            let none = Limits::default();
            assert_eq!(bounded_limits::<Italian>(level, &none), level.limits());
        }
        // Dameta plays by its own, within its cap of a turn.
        assert_eq!(
            level_table::<Dameta>(),
            &dama_dameta::dameta::levels::LEVELS
        );
        for level in Level::all() {
            let own = dama_dameta::dameta::levels::LEVELS[usize::from(level.get()) - 1];
            assert_eq!(level_spec::<Dameta>(level), own);
            let limits = bounded_limits::<Dameta>(level, &Limits::default());
            assert_eq!(limits.depth, Some(own.depth));
            let cap = Duration::from_millis(Dameta::LEVEL_MOVETIME_CAP_MS);
            assert_eq!(
                limits.movetime,
                Some(Duration::from_millis(own.movetime_ms).min(cap))
            );
        }
    }

    #[test]
    fn a_hint_searches_eight_plies_without_noise_in_every_game() {
        use dama_dameta::dameta::Position as Dameta;
        use dama_draughts::draughts::italian::Position as Italian;
        use dama_draughts::draughts::{brazilian, english, international};
        assert_eq!(hint_level::<Italian>(), Level::HINT);
        assert_eq!(hint_level::<Dameta>().get(), 10);
        assert_eq!(hint_level::<english::Position>().get(), 8);
        assert_eq!(hint_level::<international::Position>().get(), 8);
        assert_eq!(hint_level::<brazilian::Position>().get(), 9);
        let spec = level_spec::<brazilian::Position>(hint_level::<brazilian::Position>());
        assert!(spec.depth >= HINT_DEPTH && spec.noise == 0);
    }

    #[test]
    fn time_budgets_stay_within_the_brief() {
        assert!(LEVELS[9].movetime_ms <= 5000);
        assert!(LEVELS[4].movetime_ms <= 1000);
        for pair in LEVELS.windows(2) {
            assert!(pair[0].depth < pair[1].depth);
            assert!(pair[0].noise >= pair[1].noise);
        }
    }
}
