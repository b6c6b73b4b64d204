//! The searcher's state and its iterative deepening: one [`Searcher`] per search thread
//! (the main one and each Lazy SMP helper), with its node count, search path for
//! repetitions, principal-variation table, move ordering, time budget and oracle; the
//! iterations with aspiration windows, the time checks, the draw rules on the path.
//! The alpha-beta itself (negamax, quiescence) is in `alphabeta.rs`; the entry points
//! in `search.rs`.

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use crate::core::{Evaluate, History};

use super::eval_cache::EvalCache;
use super::ordering::Ordering;
use super::params::search as p;
use super::params::search::MAX_PLY;
use super::reductions::Reducer;
use super::score::{INF, MATE, MATE_BOUND};
use super::time::Budget;
use super::tt::Tt;
use super::types::Oracle;
use super::types::{Info, Limits, Report, Source, nps};

/// The share of the clock budget's optimum (percent) after an iteration: more when the
/// best move changed or the score dropped by `drop` hundredths of a man, easing back to
/// the plain optimum while the search is calm.
fn stretch(current: u32, best_changed: bool, drop: i32) -> u32 {
    let mut next = 100 + current.saturating_sub(100) / 2;
    if best_changed {
        next += p::TIME_BEST_CHANGED_PERCENT;
    }
    if drop >= p::TIME_SCORE_DROP {
        next += p::TIME_SCORE_DROP_PERCENT;
    }
    next.min(super::time::MAX_STRETCH_PERCENT)
}

pub(super) struct Searcher<'a, G: Evaluate> {
    pub(super) tt: &'a Tt,
    pub(super) stop: &'a AtomicBool,
    pub(super) limits: Limits,
    pub(super) started: Instant,
    pub(super) nodes: u64,
    /// Set once the first iteration is done: from then on a limit may cut a search short.
    pub(super) can_abort: bool,
    pub(super) aborted: bool,
    /// Game history then the search path: the hash at ply `k` is `path[base + k]`.
    pub(super) path: Vec<u64>,
    pub(super) base: usize,
    /// The game's draw counters at the root.
    pub(super) root_counters: G::Counters,
    pub(super) ord: Ordering<G>,
    /// Triangular principal-variation table: row `ply` starts at `ply * MAX_PLY`.
    pub(super) pv: Vec<G::Move>,
    pub(super) pv_len: [usize; MAX_PLY + 1],
    pub(super) root_depth: i32,
    /// The best root move of the iteration in progress, once one has been proven.
    pub(super) root_best: Option<(G::Move, i32)>,
    /// Plies added to every iteration's depth (a Lazy SMP helper thread runs ahead).
    pub(super) depth_offset: u32,
    /// With a clock: the time this move aims at and may take.
    pub(super) budget: Option<Budget>,
    /// The share of the budget's optimum the position asks for, in percent.
    pub(super) stretch: u32,
    /// Exact values for some positions (endgame databases); `None`: search everything.
    pub(super) oracle: Option<Oracle<'a, G>>,
    /// The root's legal moves with the history's rule applied (`History::legal_moves`:
    /// Dameta's loop rule; every move for draughts).
    pub(super) root_moves: G::MoveList,
    /// How many plies a late quiet move loses (the game's settings).
    pub(super) reducer: Reducer,
    /// Static evaluations already made in this search (the game's
    /// `Evaluate::EVAL_CACHE_BITS`; none where it is 0).
    pub(super) evals: EvalCache,
}

impl<'a, G: Evaluate> Searcher<'a, G> {
    pub(super) fn new(
        root: &G,
        history: &History<G>,
        limits: &Limits,
        tt: &'a Tt,
        stop: &'a AtomicBool,
    ) -> Self {
        // Any move fills the PV table's unused slots; with no legal move at the root (then
        // the table is never read) the start position lends one.
        let root_moves = history.legal_moves(root);
        let filler = root_moves
            .first()
            .copied()
            .or_else(|| G::start().legal_moves().first().copied())
            .expect("a game's start position has a move");
        let mut ord = Ordering::default();
        ord.new_search();
        Searcher {
            tt,
            stop,
            limits: *limits,
            started: Instant::now(),
            nodes: 0,
            can_abort: false,
            aborted: false,
            path: history.hashes().to_vec(),
            base: history.hashes().len(),
            root_counters: history.counters(),
            ord,
            pv: vec![filler; MAX_PLY * MAX_PLY],
            pv_len: [0; MAX_PLY + 1],
            root_depth: 1,
            root_best: None,
            depth_offset: 0,
            budget: None,
            stretch: 100,
            oracle: None,
            root_moves,
            reducer: Reducer::new::<G>(),
            evals: EvalCache::new(G::EVAL_CACHE_BITS),
        }
    }

    /// The static evaluation of `pos`, through the evaluation cache where the game has
    /// one (a constant: the other games call the evaluation directly).
    #[inline(always)]
    pub(super) fn evaluate(&mut self, pos: &G) -> i32 {
        if G::EVAL_CACHE_BITS == 0 {
            return pos.evaluate();
        }
        self.evals.get_or(pos.zobrist(), || pos.evaluate())
    }

    pub(super) fn iterate(
        &mut self,
        root: &G,
        on_info: &mut dyn FnMut(&Info<G::Move>),
    ) -> Report<G::Move> {
        let moves = self.root_moves.clone();
        let mut report = Report {
            best: moves.first().copied(),
            score: if moves.is_empty() { -MATE } else { 0 },
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            pv: Vec::new(),
            source: Source::Search,
        };
        if moves.is_empty() {
            return report;
        }
        self.path.push(root.zobrist());
        let max_depth = self
            .limits
            .depth
            .unwrap_or(p::MAX_DEPTH)
            .clamp(1, p::MAX_DEPTH);
        let mut prev = 0;
        for depth in 1..=max_depth {
            let depth = (depth + self.depth_offset).min(max_depth);
            self.root_depth = depth as i32;
            self.root_best = None;
            let score = self.aspiration(root, depth, prev);
            if self.aborted {
                // A move that beat the previous best before the stop is still better.
                if let Some((mv, s)) = self.root_best {
                    report.best = Some(mv);
                    report.score = s;
                    report.pv = self.root_pv();
                }
                break;
            }
            let pv = self.root_pv();
            if depth >= p::TIME_FROM_DEPTH {
                self.stretch = stretch(
                    self.stretch,
                    pv.first() != report.best.as_ref(),
                    prev - score,
                );
            }
            prev = score;
            report.best = pv.first().copied().or(report.best);
            report.score = score;
            report.depth = depth;
            report.pv = pv;
            let elapsed = self.started.elapsed();
            on_info(&Info {
                depth,
                score,
                nodes: self.nodes,
                nps: nps(self.nodes, elapsed),
                elapsed,
                pv: report.pv.clone(),
            });
            self.can_abort = true;
            if self.soft_limit_reached(elapsed)
                || self.proven(score, depth)
                || self.stop.load(AtomicOrdering::Relaxed)
            {
                break;
            }
        }
        report.nodes = self.nodes;
        report.elapsed = self.started.elapsed();
        report
    }

    /// One iteration inside a window around the previous score, widened on failure.
    pub(super) fn aspiration(&mut self, root: &G, depth: u32, prev: i32) -> i32 {
        let use_window = depth >= p::ASPIRATION_FROM_DEPTH && prev.abs() < MATE_BOUND;
        let mut delta = p::ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = if use_window {
            (prev - delta, prev + delta)
        } else {
            (-INF, INF)
        };
        loop {
            let score = self.negamax(root, depth as i32, alpha, beta, 0, self.root_counters);
            if self.aborted {
                return score;
            }
            if score <= alpha && alpha > -INF {
                alpha = (alpha - delta).max(-INF);
            } else if score >= beta && beta < INF {
                beta = (beta + delta).min(INF);
            } else {
                return score;
            }
            delta *= 3;
        }
    }

    /// Whether no new iteration should start: with a clock, past a share of the time
    /// aimed at; with a fixed move time, past a share of it, or never in a game that
    /// searches to its end (`Evaluate::MOVETIME_TO_THE_END`: an unfinished iteration
    /// still plays the move that beat the last one's best before the stop, `iterate`).
    pub(super) fn soft_limit_reached(&self, elapsed: Duration) -> bool {
        if let Some(b) = self.budget {
            let target = (b.optimum * self.stretch / 100).min(b.maximum);
            return elapsed >= target * p::SOFT_TIME_PERCENT / 100;
        }
        match self.limits.movetime {
            Some(t) if !G::MOVETIME_TO_THE_END => elapsed >= t * p::SOFT_TIME_PERCENT / 100,
            _ => false,
        }
    }

    /// A forced result is known once the search has looked past it.
    pub(super) fn proven(&self, score: i32, depth: u32) -> bool {
        self.limits.depth.is_none()
            && score.abs() > MATE_BOUND
            && ((MATE - score.abs()) as u32) + 2 <= depth
    }

    pub(super) fn root_pv(&self) -> Vec<G::Move> {
        self.pv[..self.pv_len[0]].to_vec()
    }

    #[inline]
    pub(super) fn count_node(&mut self) {
        self.nodes += 1;
        if !self.can_abort {
            return;
        }
        if self.limits.nodes.is_some_and(|limit| self.nodes >= limit) {
            self.aborted = true;
        }
        if self.nodes.is_multiple_of(p::CHECK_EVERY)
            && (self.stop.load(AtomicOrdering::Relaxed)
                || self
                    .limits
                    .movetime
                    .is_some_and(|t| self.started.elapsed() >= t))
        {
            self.aborted = true;
        }
    }

    /// Whether the position at `ply` is drawn by the game's counters or repeats one of the
    /// last `reversible_plies` positions. A position can only recur after every player
    /// has moved at least twice, and with the same player to move.
    #[inline]
    pub(super) fn is_draw(&self, pos: &G, ply: usize, counters: G::Counters) -> bool {
        if pos.counter_draw(counters).is_some() {
            return true;
        }
        let rev = G::reversible_plies(counters);
        if rev < 2 * G::PLAYERS {
            return false;
        }
        let idx = self.base + ply;
        let hash = self.path[idx];
        let span = rev.min(idx);
        (2 * G::PLAYERS..=span)
            .step_by(G::PLAYERS)
            .any(|k| self.path[idx - k] == hash)
    }

    pub(super) fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let child = (ply + 1) * MAX_PLY;
        let row = ply * MAX_PLY;
        let n = self.pv_len[ply + 1].min(MAX_PLY - 1);
        self.pv[row] = mv;
        self.pv.copy_within(child..child + n, row + 1);
        self.pv_len[ply] = n + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dama_dameta::dameta::Position as Dameta;
    use dama_draughts::draughts::{english, italian};

    /// With a fixed move time of 100 ms, whether a new iteration may start after `ms`.
    fn may_start<G: Evaluate>(ms: u64) -> bool {
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let limits = Limits::movetime(Duration::from_millis(100));
        let s = Searcher::new(&G::start(), &History::new(), &limits, &tt, &stop);
        !s.soft_limit_reached(Duration::from_millis(ms))
    }

    #[test]
    fn draughts_use_a_move_time_to_its_end_and_dameta_stops_at_the_share() {
        assert!(may_start::<italian::Position>(44));
        assert!(may_start::<italian::Position>(99));
        assert!(may_start::<english::Position>(99));
        assert!(may_start::<Dameta>(44));
        assert!(!may_start::<Dameta>(45));
        assert!(!may_start::<Dameta>(99));
    }
}
