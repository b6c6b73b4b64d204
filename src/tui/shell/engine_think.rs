//! The computer's search in the terminal game, for the games of the generic engine
//! (draughts and Dameta): the engine on the setup's threads (Lazy SMP), untimed when
//! pondering, and for Italian draughts the endgame databases. A position the databases
//! hold is answered with their perfect move, the 40-move count kept (`Egdb::best_move`),
//! and a line of perfect play; a larger one is searched with them as the oracle inside
//! the search (`Egdb::oracle_score`). Without databases the search is the plain one.

use std::any::Any;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::{Evaluate, History, Rules};
use crate::draughts::italian::{self, egdb::Egdb, egdb::Wdl};
use crate::engine::{self, LevelOptions, Limits, MATE, Oracle, Tt};

use crate::tui::shell::event::{Progress, Source};
use crate::tui::shell::game::{Strength, ThinkSetup, Thought};

/// Plies of perfect play shown as the databases' line.
const LINE_PLIES: usize = 12;

/// Searches `pos` as `strength` and `setup` say; `oracle` answers positions exactly and
/// the move is chosen among `only` (all the legal moves when `None`).
#[allow(clippy::too_many_arguments)]
pub(in crate::tui) fn search<G: Evaluate>(
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

/// The search of a draughts game: for Italian draughts with databases loaded, their
/// perfect move when they hold the position with its distance; else, as `dama analyze`
/// does, the root moves kept to those that keep the win/draw/loss value of a position
/// of the win/draw/loss slices (6 pieces), and the search with the databases as its
/// oracle, made for that root (`Egdb::oracle`: from inside the win/draw/loss slices
/// the search must make progress itself).
#[allow(clippy::too_many_arguments)]
pub(in crate::tui) fn draughts<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    strength: Strength,
    seed: u64,
    setup: &ThinkSetup,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(Progress),
) -> Thought<G::Move> {
    let db = setup.databases.as_deref();
    let Some((db, root)) = db.zip((pos as &dyn Any).downcast_ref::<italian::Position>()) else {
        return search(
            pos, history, strength, seed, setup, None, None, tt, stop, on_info,
        );
    };
    if let Some((best, progress)) = database_answer(db, pos, history) {
        on_info(progress);
        return Thought { best: Some(best) };
    }
    let keep: Option<Vec<G::Move>> = db.keeping_moves(root).map(|(_, moves)| {
        moves
            .iter()
            .filter_map(|m| (m as &dyn Any).downcast_ref::<G::Move>().copied())
            .collect()
    });
    let exact = db.oracle(root, MATE);
    let oracle = move |p: &G, counter: usize| {
        let any: &dyn Any = p;
        any.downcast_ref::<italian::Position>()
            .and_then(|p| exact(p, counter))
    };
    let oracle: Oracle<'_, G> = &oracle;
    search(
        pos,
        history,
        strength,
        seed,
        setup,
        Some(oracle),
        keep.as_deref(),
        tt,
        stop,
        on_info,
    )
}

/// The databases' perfect move in `pos` with its value and a line of perfect play after
/// it, or `None` when they do not hold the position (or `G` is not Italian draughts).
pub(in crate::tui) fn database_answer<G: Rules>(
    db: &Egdb,
    pos: &G,
    history: &History<G>,
) -> Option<(G::Move, Progress)> {
    let start = (pos as &dyn Any).downcast_ref::<italian::Position>()?;
    let counter = G::reversible_plies(history.counters());
    let (first, probe) = db.best_move(start, u16::try_from(counter).unwrap_or(u16::MAX))?;
    // The value with the 40-move count (a win it would draw is a draw).
    let score = db
        .oracle_score(start, counter, MATE)
        .unwrap_or(match probe.wdl {
            Wdl::Win => MATE - i32::from(probe.distance),
            Wdl::Loss => -(MATE - i32::from(probe.distance)),
            Wdl::Draw => 0,
        });
    let mut line = vec![first];
    let (mut at, mut quiet, mut mv) = (*start, counter, first);
    while line.len() < LINE_PLIES {
        let resets = mv.is_capture() || !at.kings().contains(mv.from());
        quiet = if resets { 0 } else { quiet + 1 };
        at = at.after(&mv);
        match db.best_move(&at, u16::try_from(quiet).unwrap_or(u16::MAX)) {
            Some((next, _)) => {
                line.push(next);
                mv = next;
            }
            None => break,
        }
    }
    let line: Vec<G::Move> = line
        .iter()
        .filter_map(|m| (m as &dyn Any).downcast_ref::<G::Move>().copied())
        .collect();
    let best = *line.first()?;
    let progress = Progress::new(pos, 0, score, 0, &line).from_source(Source::Database);
    Some((best, progress))
}
