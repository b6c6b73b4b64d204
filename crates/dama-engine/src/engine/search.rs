//! The search's entry points (one thread, Lazy SMP threads, an oracle, a subset of the
//! root moves, the levels' scoring of every root move); the searcher itself is in
//! `searcher.rs` (state, iterations) and `alphabeta.rs` (negamax, quiescence).
//!
//! The search: iterative deepening over a negamax alpha-beta with principal-variation
//! search, aspiration windows, a transposition table, late move reductions, a single-reply
//! extension, and a capture quiescence. Captures are compulsory in draughts, so the
//! quiescence simply plays out every capture sequence until a quiet position is reached.
//!
//! Generic over the game ([`Evaluate`], monomorphised: no `dyn`, no heap per node). Draws
//! are the game's own rules, asked through the trait as the game record asks them: the
//! counters advance by `Rules::next_counters` and draw by `Rules::counter_draw` (for
//! Italian the 40-move rule), and a position repeating one of the game history or of the
//! search path within `Rules::reversible_plies` is a draw (any repetition counts). A
//! side with no move has lost; such scores count the plies, so wins come as fast and
//! losses as slow as possible.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::thread;
use std::time::Duration;

use crate::core::{Evaluate, History, MoveBuffer};

use super::score::INF;
use super::searcher::Searcher;
use super::time::budget;
use super::tt::Tt;
use super::types::{Info, Limits, Report, Source};

/// Searches `pos` within `limits` and returns the best move found.
///
/// `history` is the game's draw history before `pos` (repetition and counters).
/// `on_info` is called after every completed iteration. Setting `stop` ends the search
/// promptly; the first iteration always completes, so a legal move is returned whenever
/// one exists.
pub fn search<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    search_threads(pos, history, limits, tt, 1, stop, on_info)
}

/// [`search`] on `threads` threads (Lazy SMP): helper threads search the same position
/// at the same time, every other one an iteration ahead, sharing only the transposition
/// table, which makes the main thread's search faster. The main thread's result is the
/// report (its nodes count every thread's); `on_info` hears the main thread only. With
/// one thread it is exactly [`search`].
pub fn search_threads<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    threads: usize,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    search_with_oracle(pos, history, limits, tt, threads, stop, None, on_info)
}

pub use super::types::Oracle;

/// [`search_threads`] with an [`Oracle`] asked at every node below the root, by every
/// thread. With `None` it is exactly [`search_threads`] (same nodes, same moves).
#[allow(clippy::too_many_arguments)]
pub fn search_with_oracle<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    threads: usize,
    stop: &AtomicBool,
    oracle: Option<Oracle<'_, G>>,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    search_among(
        pos, history, limits, tt, threads, stop, oracle, None, on_info,
    )
}

/// The root's moves, kept to those of `only` when it names any of them.
pub(super) fn restrict<G: Evaluate>(moves: &G::MoveList, only: Option<&[G::Move]>) -> G::MoveList {
    let Some(only) = only.filter(|o| moves.iter().any(|m| o.contains(m))) else {
        return moves.clone();
    };
    let mut kept = G::MoveList::default();
    for &mv in moves.iter().filter(|m| only.contains(m)) {
        kept.push(mv);
    }
    kept
}

/// [`search_with_oracle`] choosing among the root moves of `only` (say those that keep an
/// endgame database's value); `None`, or a list naming no legal move, searches them all.
#[allow(clippy::too_many_arguments)]
pub fn search_among<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    threads: usize,
    stop: &AtomicBool,
    oracle: Option<Oracle<'_, G>>,
    only: Option<&[G::Move]>,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    let mut root = Root::new(pos, history, limits, tt, stop, oracle, only);
    if let Some(clock) = limits.clock {
        // On a clock a forced move is played at once.
        if root.moves.len() == 1 {
            return Report {
                best: root.moves.first().copied(),
                score: 0,
                depth: 0,
                nodes: 0,
                elapsed: Duration::ZERO,
                pv: root.moves.to_vec(),
                source: Source::Search,
            };
        }
        let b = budget(&clock);
        root.main.budget = Some(b);
        root.main.limits.movetime = Some(limits.movetime.map_or(b.maximum, |t| t.min(b.maximum)));
    }
    let (mut report, helper_nodes) = root.run(threads, |main, _| main.iterate(pos, on_info));
    report.nodes += helper_nodes;
    report
}

/// What every root search sets up (this file's and the multi-PV search's, `multipv.rs`):
/// the root's moves, kept to those of `only` ([`restrict`]); the main thread's searcher,
/// asking the oracle, with them as its root moves; and what its Lazy SMP helpers need.
pub(super) struct Root<'a, G: Evaluate> {
    pub(super) main: Searcher<'a, G>,
    pub(super) moves: G::MoveList,
    pos: &'a G,
    history: &'a History<G>,
    oracle: Option<Oracle<'a, G>>,
    /// The helpers' depth limit: the search's.
    depth: Option<u32>,
}

impl<'a, G: Evaluate> Root<'a, G> {
    pub(super) fn new(
        pos: &'a G,
        history: &'a History<G>,
        limits: &Limits,
        tt: &'a Tt,
        stop: &'a AtomicBool,
        oracle: Option<Oracle<'a, G>>,
        only: Option<&[G::Move]>,
    ) -> Root<'a, G> {
        let moves = restrict::<G>(&history.legal_moves(pos), only);
        let mut main = Searcher::new(pos, history, limits, tt, stop);
        main.oracle = oracle;
        main.root_moves.clone_from(&moves);
        Root {
            main,
            moves,
            pos,
            history,
            oracle,
            depth: limits.depth,
        }
    }

    /// Lazy SMP: runs `body` (the main thread's iterations, given the main searcher and
    /// the root moves) while `threads - 1` helpers search the same root moves with the
    /// same oracle to the search's depth (no time or node limit: they stop when `body`
    /// returns), filling the shared table; the result of `body` and the helpers' nodes.
    /// With one thread, or one root move, `body` runs alone (no helper nodes).
    pub(super) fn run<T>(
        self,
        threads: usize,
        body: impl FnOnce(&mut Searcher<'a, G>, &G::MoveList) -> T,
    ) -> (T, u64) {
        let Root {
            mut main,
            moves,
            pos,
            history,
            oracle,
            depth,
        } = self;
        if threads <= 1 || moves.len() <= 1 {
            return (body(&mut main, &moves), 0);
        }
        let tt = main.tt;
        let helpers_stop = AtomicBool::new(false);
        let helper_limits = Limits {
            depth,
            ..Limits::default()
        };
        thread::scope(|scope| {
            let handles: Vec<_> = (1..threads)
                .map(|i| {
                    let (helper_limits, helpers_stop, moves) =
                        (&helper_limits, &helpers_stop, &moves);
                    scope.spawn(move || {
                        let mut helper =
                            Searcher::new(pos, history, helper_limits, tt, helpers_stop);
                        helper.can_abort = true;
                        helper.oracle = oracle;
                        helper.root_moves.clone_from(moves);
                        helper.depth_offset = (i % 2) as u32;
                        helper.iterate(pos, &mut |_| {});
                        helper.nodes
                    })
                })
                .collect();
            let result = body(&mut main, &moves);
            helpers_stop.store(true, AtomicOrdering::Relaxed);
            let nodes = handles.into_iter().map(|h| h.join().unwrap_or(0)).sum();
            (result, nodes)
        })
    }
}

/// Every root move with its score from a full-window search `depth` plies deep (for the
/// levels' randomness). Stops early, with the moves scored so far, when a limit is hit.
pub(crate) fn score_root_moves<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    depth: u32,
    limits: &Limits,
    tt: &mut Tt,
    stop: &AtomicBool,
) -> (Vec<(G::Move, i32)>, u64) {
    tt.new_search();
    let mut s = Searcher::new(pos, history, limits, tt, stop);
    s.root_depth = depth.max(1) as i32;
    s.can_abort = true;
    s.path.push(pos.zobrist());
    let mut scored = Vec::new();
    for &mv in history.legal_moves(pos).iter() {
        let child = pos.after(&mv);
        let counters = pos.next_counters(&mv, s.root_counters);
        s.path.truncate(s.base + 1);
        s.path.push(child.zobrist());
        let same = child.to_move() == pos.to_move();
        let score = s.child(same, &child, depth as i32 - 1, -INF, INF, 1, counters);
        if s.aborted {
            break;
        }
        scored.push((mv, score));
    }
    (scored, s.nodes)
}
