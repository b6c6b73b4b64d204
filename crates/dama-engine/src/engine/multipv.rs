//! Multi-PV: the best several lines of a position, for analysis. Iterative deepening as
//! in the single-line search; at each depth the root is searched once per line, every
//! search leaving out the first moves of the lines already found at that depth, so the
//! `n` lines start with `n` different moves. The lines of a completed depth are sorted by
//! score (best first) and reported together ([`Lines`]); a depth cut short by a limit or
//! the stop flag is dropped, the last complete one stands.
//!
//! This is a separate entry point: the single-line search ([`super::search`] and the
//! rest) is untouched by it, so `dama bench` counts the same nodes. With several threads
//! the helpers run the ordinary Lazy SMP search of the whole root beside it, filling the
//! shared transposition table: the same set-up as the single-line search's
//! (`search::Root`).

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::Duration;

use crate::core::{Evaluate, History, MoveBuffer};

use super::params::search as p;
use super::search::{Oracle, Root};
use super::searcher::Searcher;
use super::tt::Tt;
use super::types::{Limits, nps};

/// One line of a multi-PV search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PvLine<M> {
    /// 1 for the best line, 2 for the next…
    pub rank: usize,
    /// The depth it was searched to.
    pub depth: u32,
    /// Hundredths of a man from the side to move's view, or a mate score.
    pub score: i32,
    /// The line, starting with its root move.
    pub pv: Vec<M>,
}

/// The lines of one completed depth, best first, with the search's progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines<M> {
    /// The completed depth (0: none yet, or no legal move).
    pub depth: u32,
    /// Nodes of the main thread so far (the final report counts every thread's).
    pub nodes: u64,
    pub nps: u64,
    pub elapsed: Duration,
    pub lines: Vec<PvLine<M>>,
}

impl<M> Lines<M> {
    fn empty() -> Lines<M> {
        Lines {
            depth: 0,
            nodes: 0,
            nps: 0,
            elapsed: Duration::ZERO,
            lines: Vec::new(),
        }
    }
}

/// Searches `pos` for its best `count` lines (fewer when it has fewer legal moves) within
/// `limits` (depth, time, nodes; a clock is not used), on `threads` threads, with an
/// optional [`Oracle`] and a subset `only` of the root moves as [`super::search_among`]
/// takes them. `on_lines` hears every completed depth; the last one is returned, its
/// `nodes` counting every thread. The first depth always completes.
#[allow(clippy::too_many_arguments)]
pub fn search_lines<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    threads: usize,
    stop: &AtomicBool,
    oracle: Option<Oracle<'_, G>>,
    only: Option<&[G::Move]>,
    count: usize,
    on_lines: &mut dyn FnMut(&Lines<G::Move>),
) -> Lines<G::Move> {
    tt.new_search();
    let limits = Limits {
        clock: None,
        ..*limits
    };
    let root = Root::new(pos, history, &limits, tt, stop, oracle, only);
    if root.moves.is_empty() {
        return Lines::empty();
    }
    let (mut lines, helper_nodes) = root.run(threads, |main, moves| {
        deepen(main, pos, moves, count, on_lines)
    });
    lines.nodes += helper_nodes;
    lines
}

/// The iterations of the main thread: per depth, one root search per line.
fn deepen<G: Evaluate>(
    s: &mut Searcher<'_, G>,
    root: &G,
    moves: &G::MoveList,
    count: usize,
    on_lines: &mut dyn FnMut(&Lines<G::Move>),
) -> Lines<G::Move> {
    let count = count.clamp(1, moves.len());
    let mut done = Lines::empty();
    s.path.push(root.zobrist());
    let max_depth = s
        .limits
        .depth
        .unwrap_or(p::MAX_DEPTH)
        .clamp(1, p::MAX_DEPTH);
    for depth in 1..=max_depth {
        s.root_depth = depth as i32;
        let mut found: Vec<PvLine<G::Move>> = Vec::with_capacity(count);
        for k in 0..count {
            s.root_moves = without::<G>(moves, &found);
            s.root_best = None;
            // Each line's window starts around its own score of the depth before.
            let prev = done
                .lines
                .get(k)
                .or(found.last())
                .map_or(0, |l: &PvLine<G::Move>| l.score);
            let score = s.aspiration(root, depth, prev);
            if s.aborted {
                break;
            }
            let pv = s.root_pv();
            if pv.is_empty() {
                break;
            }
            found.push(PvLine {
                rank: k + 1,
                depth,
                score,
                pv,
            });
        }
        if s.aborted {
            break;
        }
        found.sort_by_key(|l| std::cmp::Reverse(l.score));
        for (i, line) in found.iter_mut().enumerate() {
            line.rank = i + 1;
        }
        let elapsed = s.started.elapsed();
        done = Lines {
            depth,
            nodes: s.nodes,
            nps: nps(s.nodes, elapsed),
            elapsed,
            lines: found,
        };
        on_lines(&done);
        s.can_abort = true;
        let all_proven = done.lines.iter().all(|l| s.proven(l.score, depth));
        if s.soft_limit_reached(elapsed) || all_proven || s.stop.load(AtomicOrdering::Relaxed) {
            break;
        }
    }
    s.root_moves.clone_from(moves);
    done.nodes = s.nodes;
    done.elapsed = s.started.elapsed();
    done.nps = nps(done.nodes, done.elapsed);
    done
}

/// The root moves less the first moves of the lines already found.
fn without<G: Evaluate>(moves: &G::MoveList, found: &[PvLine<G::Move>]) -> G::MoveList {
    let mut kept = G::MoveList::default();
    for &mv in moves.iter() {
        if !found.iter().any(|l| l.pv.first() == Some(&mv)) {
            kept.push(mv);
        }
    }
    kept
}
