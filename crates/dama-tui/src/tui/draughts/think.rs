//! The computer's search for a draughts game in the terminal: for Italian draughts with
//! the endgame databases loaded, a position they hold is answered with their perfect
//! move, the 40-move count kept (`Egdb::best_move`), and a line of perfect play; a
//! larger one is searched with them as the oracle inside the search
//! (`Egdb::oracle_score`). English, Brazilian and International search with theirs
//! (`variant_egdb.rs`). The analysis mode's lines take the game's databases as their
//! oracle ([`lines`]). Without databases the search is the shell's plain one
//! (`shell/table/computer/engine_think.rs`).

use std::any::Any;
use std::sync::atomic::AtomicBool;

use crate::core::{Evaluate, History, Rules};
use crate::draughts::egdb::games::BoxedOracle;
use crate::draughts::italian::{self, egdb::Egdb, egdb::Wdl};
use crate::engine::{MATE, Oracle, Tt};
use crate::tui::shell::event::{Progress, Source};
use crate::tui::shell::game::{Strength, ThinkSetup, Thought};
use crate::tui::shell::table::computer::engine_think::search;

/// Plies of perfect play shown as the databases' line.
const LINE_PLIES: usize = 12;

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
    let db = setup
        .databases
        .as_deref()
        .and_then(|d| d.downcast_ref::<Egdb>());
    let Some((db, root)) = db.zip((pos as &dyn Any).downcast_ref::<italian::Position>()) else {
        let variant = crate::tui::draughts::variant_egdb::search_with(
            pos, history, strength, seed, setup, tt, stop, on_info,
        );
        return variant.unwrap_or_else(|| {
            search(
                pos, history, strength, seed, setup, None, None, tt, stop, on_info,
            )
        });
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

/// The analysis mode's lines of a draughts game (`ShellGame::analyse`): the game's
/// endgame databases, when loaded (Italian) or in their folder (the variants), answer
/// inside the search as its oracle, made for `pos` (`Egdb::oracle`); every root move is
/// ranked.
pub(in crate::tui) fn lines<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    count: usize,
    setup: &ThinkSetup,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_lines: &mut dyn FnMut(Vec<Progress>),
) -> bool {
    let db = setup
        .databases
        .as_deref()
        .and_then(|d| d.downcast_ref::<Egdb>());
    let root = (pos as &dyn Any).downcast_ref::<italian::Position>();
    let exact: Option<BoxedOracle<'_, G>> = match db.zip(root) {
        Some((db, root)) => {
            let exact = db.oracle(root, MATE);
            Some(Box::new(move |p: &G, counter: usize| {
                let any: &dyn Any = p;
                exact(any.downcast_ref::<italian::Position>()?, counter)
            }))
        }
        None => crate::tui::draughts::variant_egdb::oracle(pos, setup.database_dir.as_deref()),
    };
    let oracle: Option<Oracle<'_, G>> = exact.as_deref().map(|o| o as Oracle<'_, G>);
    crate::tui::shell::table::computer::engine_think::lines(
        pos, history, count, setup, oracle, tt, stop, on_lines,
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
