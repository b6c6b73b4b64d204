//! The computer's search in the terminal game, for the games of the generic engine
//! (draughts and Dameta): the engine on the setup's threads (Lazy SMP), untimed when
//! pondering, with an oracle and a restricted set of root moves when the game has them
//! (the Italian endgame databases: `tui/draughts/think.rs`).

use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::{Evaluate, History};
use crate::engine::{self, LevelOptions, Limits, Oracle, Tt};

use crate::tui::shell::event::{Progress, Source};
use crate::tui::shell::game::{Strength, ThinkSetup, Thought};

/// Searches `pos` as `strength` and `setup` say; `oracle` answers positions exactly and
/// the move is chosen among `only` (all the legal moves when `None`).
#[allow(clippy::too_many_arguments)]
pub fn search<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    strength: Strength,
    seed: u64,
    setup: &ThinkSetup,
    oracle: Option<Oracle<'_, G>>,
    only: Option<&[G::Move]>,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(Progress),
) -> Thought<G::Move> {
    let on_search = &mut |i: &engine::Info<G::Move>| {
        on_info(Progress::new(pos, i.depth, i.score, i.nodes, &i.pv));
    };
    let threads = setup.threads.max(1);
    let report = match strength {
        Strength::Level(level) => {
            let mut rng = StdRng::seed_from_u64(seed);
            let options = LevelOptions {
                threads,
                oracle,
                untimed: setup.untimed,
                book: G::opening_book(),
                only,
                bound: Limits::default(),
            };
            engine::choose_move_with(pos, history, level, &options, tt, stop, &mut rng, on_search)
        }
        Strength::Depth(depth) => {
            let limits = Limits::depth(depth);
            engine::search_among(
                pos, history, &limits, tt, threads, stop, oracle, only, on_search,
            )
        }
    };
    if report.source == engine::Source::Book {
        // The book's move was heard as a search's line: say where it came from.
        let book = Progress::new(pos, report.depth, report.score, 0, &report.pv);
        on_info(book.from_source(Source::Book));
    }
    Thought { best: report.best }
}

/// The analysis mode's search for the games of the generic engine: the best `count`
/// lines of `pos` (multi-PV), untimed on the setup's threads until `stop`, `oracle`
/// answering positions exactly (a game's endgame databases), each completed depth's
/// lines heard by `on_lines`, best first. Always true: these games have lines.
#[allow(clippy::too_many_arguments)]
pub fn lines<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    count: usize,
    setup: &ThinkSetup,
    oracle: Option<Oracle<'_, G>>,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_lines: &mut dyn FnMut(Vec<Progress>),
) -> bool {
    let threads = setup.threads.max(1);
    let mut hear = |done: &engine::Lines<G::Move>| {
        let lines = done.lines.iter();
        on_lines(
            lines
                .map(|l| Progress::new(pos, l.depth, l.score, done.nodes, &l.pv))
                .collect(),
        );
    };
    let limits = Limits::default();
    engine::search_lines(
        pos, history, &limits, tt, threads, stop, oracle, None, count, &mut hear,
    );
    true
}
