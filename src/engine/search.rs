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
use std::time::{Duration, Instant};

use crate::core::{Evaluate, History, MAX_MOVES, MoveBuffer};

use super::ordering::{Ordering, pick};
use super::params::search as p;
use super::params::search::MAX_PLY;
use super::score::{INF, MATE, MATE_BOUND};
use super::time::{Budget, budget};
use super::tt::{Bound, Tt};
use super::types::{Info, Limits, Report, Source, nps};

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

/// An exact value the search may take instead of searching a position: given the
/// position and the plies already played without progress (`Rules::reversible_plies`),
/// a score from the side to move's view (`MATE - plies` for a win in that many plies
/// from there, its negation for a loss, 0 for a draw), or `None` to search it. The
/// Italian endgame databases provide one (`Egdb::oracle_score`).
pub type Oracle<'a, G> = &'a (dyn Fn(&G, usize) -> Option<i32> + Sync);

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
    let tt: &Tt = tt;
    let moves = restrict::<G>(&history.legal_moves(pos), only);
    let mut main = Searcher::new(pos, history, limits, tt, stop);
    main.oracle = oracle;
    main.root_moves.clone_from(&moves);
    if let Some(clock) = limits.clock {
        // On a clock a forced move is played at once.
        if moves.len() == 1 {
            return Report {
                best: moves.first().copied(),
                score: 0,
                depth: 0,
                nodes: 0,
                elapsed: Duration::ZERO,
                pv: moves.to_vec(),
                source: Source::Search,
            };
        }
        let b = budget(&clock);
        main.budget = Some(b);
        main.limits.movetime = Some(limits.movetime.map_or(b.maximum, |t| t.min(b.maximum)));
    }
    if threads <= 1 || moves.len() <= 1 {
        return main.iterate(pos, on_info);
    }
    let helpers_stop = AtomicBool::new(false);
    // Helpers stop when the main thread does; they need no time or node limit.
    let helper_limits = Limits {
        depth: limits.depth,
        ..Limits::default()
    };
    thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|i| {
                let (helper_limits, helpers_stop, moves) = (&helper_limits, &helpers_stop, &moves);
                scope.spawn(move || {
                    let mut helper = Searcher::new(pos, history, helper_limits, tt, helpers_stop);
                    helper.can_abort = true;
                    helper.oracle = oracle;
                    helper.root_moves.clone_from(moves);
                    helper.depth_offset = (i % 2) as u32;
                    helper.iterate(pos, &mut |_| {});
                    helper.nodes
                })
            })
            .collect();
        let mut report = main.iterate(pos, on_info);
        helpers_stop.store(true, AtomicOrdering::Relaxed);
        for handle in handles {
            report.nodes += handle.join().unwrap_or(0);
        }
        report
    })
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

struct Searcher<'a, G: Evaluate> {
    tt: &'a Tt,
    stop: &'a AtomicBool,
    limits: Limits,
    started: Instant,
    nodes: u64,
    /// Set once the first iteration is done: from then on a limit may cut a search short.
    can_abort: bool,
    aborted: bool,
    /// Game history then the search path: the hash at ply `k` is `path[base + k]`.
    path: Vec<u64>,
    base: usize,
    /// The game's draw counters at the root.
    root_counters: G::Counters,
    ord: Ordering<G>,
    /// Triangular principal-variation table: row `ply` starts at `ply * MAX_PLY`.
    pv: Vec<G::Move>,
    pv_len: [usize; MAX_PLY + 1],
    root_depth: i32,
    /// The best root move of the iteration in progress, once one has been proven.
    root_best: Option<(G::Move, i32)>,
    /// Plies added to every iteration's depth (a Lazy SMP helper thread runs ahead).
    depth_offset: u32,
    /// With a clock: the time this move aims at and may take.
    budget: Option<Budget>,
    /// The share of the budget's optimum the position asks for, in percent.
    stretch: u32,
    /// Exact values for some positions (endgame databases); `None`: search everything.
    oracle: Option<Oracle<'a, G>>,
    /// The root's legal moves with the history's rule applied (`History::legal_moves`:
    /// Dameta's loop rule; every move for draughts).
    root_moves: G::MoveList,
}

impl<'a, G: Evaluate> Searcher<'a, G> {
    fn new(
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
        }
    }

    fn iterate(&mut self, root: &G, on_info: &mut dyn FnMut(&Info<G::Move>)) -> Report<G::Move> {
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
    fn aspiration(&mut self, root: &G, depth: u32, prev: i32) -> i32 {
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

    fn soft_limit_reached(&self, elapsed: Duration) -> bool {
        if let Some(b) = self.budget {
            let target = (b.optimum * self.stretch / 100).min(b.maximum);
            return elapsed >= target * p::SOFT_TIME_PERCENT / 100;
        }
        match self.limits.movetime {
            Some(t) => elapsed >= t * p::SOFT_TIME_PERCENT / 100,
            None => false,
        }
    }

    /// A forced result is known once the search has looked past it.
    fn proven(&self, score: i32, depth: u32) -> bool {
        self.limits.depth.is_none()
            && score.abs() > MATE_BOUND
            && ((MATE - score.abs()) as u32) + 2 <= depth
    }

    fn root_pv(&self) -> Vec<G::Move> {
        self.pv[..self.pv_len[0]].to_vec()
    }

    #[inline]
    fn count_node(&mut self) {
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
    fn is_draw(&self, pos: &G, ply: usize, counters: G::Counters) -> bool {
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

    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let child = (ply + 1) * MAX_PLY;
        let row = ply * MAX_PLY;
        let n = self.pv_len[ply + 1].min(MAX_PLY - 1);
        self.pv[row] = mv;
        self.pv.copy_within(child..child + n, row + 1);
        self.pv_len[ply] = n + 1;
    }

    fn negamax(
        &mut self,
        pos: &G,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        counters: G::Counters,
    ) -> i32 {
        self.pv_len[ply] = 0;
        if ply > 0 {
            if self.is_draw(pos, ply, counters) {
                return 0;
            }
            // No line can do better than winning here or worse than losing here.
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if let Some(oracle) = self.oracle
                && let Some(v) = oracle(pos, G::reversible_plies(counters))
            {
                self.count_node();
                // Mate scores count plies from the root.
                return if v > MATE_BOUND {
                    v - ply as i32
                } else if v < -MATE_BOUND {
                    v + ply as i32
                } else {
                    v
                };
            }
        }
        if depth <= 0 || ply >= MAX_PLY - 2 {
            return self.quiesce(pos, alpha, beta, ply);
        }
        self.count_node();
        if self.aborted {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let hit = self.tt.probe(pos.zobrist(), ply);
        if let Some(h) = hit
            && ply > 0
            && !pv_node
            && h.depth >= depth
        {
            let cut = match h.bound {
                Bound::Exact => true,
                Bound::Lower => h.score >= beta,
                Bound::Upper => h.score <= alpha,
            };
            if cut {
                return h.score;
            }
        }
        // Filled in place: returning a 5 KB move list by value showed up as memmove.
        let mut moves = G::MoveList::default();
        if ply == 0 {
            moves.clone_from(&self.root_moves);
        } else {
            pos.generate_moves(&mut moves);
        }
        let n = moves.len();
        if n == 0 {
            return -(MATE - ply as i32);
        }
        if n == 1 && ply < p::SINGLE_REPLY_EXTENSION_LIMIT * self.root_depth as usize {
            depth += 1;
        }
        let tt_move = hit.and_then(|h| h.mv).filter(|&i| i < n);
        self.search_moves(pos, &moves, tt_move, depth, alpha, beta, ply, counters)
    }

    /// A child's score from the mover's side, in the window (`alpha`, `beta`) of the
    /// mover: negated as usual, or as it is when the mover moves again (`same`: in
    /// Dameta the scorer may kick off the next round; never in draughts).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn child(
        &mut self,
        same: bool,
        child: &G,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        counters: G::Counters,
    ) -> i32 {
        if same {
            self.negamax(child, depth, alpha, beta, ply, counters)
        } else {
            -self.negamax(child, depth, -beta, -alpha, ply, counters)
        }
    }

    /// The move loop of an interior node.
    #[allow(clippy::too_many_arguments)]
    fn search_moves(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        tt_move: Option<usize>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        counters: G::Counters,
    ) -> i32 {
        let n = moves.len();
        let mut scores = [0i32; MAX_MOVES];
        self.ord.score(pos, moves, tt_move, ply, &mut scores);
        let mut order = [0u8; MAX_MOVES];
        for (i, o) in order.iter_mut().enumerate().take(n) {
            *o = i as u8;
        }
        let order = &mut order[..n];
        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_idx = None;
        for i in 0..n {
            let idx = pick(order, &scores, i);
            let mv = moves[idx];
            let child = pos.after(&mv);
            let child_counters = pos.next_counters(&mv, counters);
            self.path.truncate(self.base + ply + 1);
            self.path.push(child.zobrist());
            let d = depth - 1;
            let same = child.to_move() == pos.to_move();
            let score = if i == 0 {
                self.child(same, &child, d, alpha, beta, ply + 1, child_counters)
            } else {
                let quiet = !G::is_capture(&mv) && !self.ord.is_killer(ply, &mv);
                let mut r = 0;
                if quiet
                    && depth >= p::LMR_MIN_DEPTH
                    && i >= p::LMR_MIN_MOVES
                    && !child.is_tactical()
                {
                    r = if i >= p::LMR_DEEP_MOVES && depth >= p::LMR_DEEP_DEPTH {
                        2
                    } else {
                        1
                    };
                }
                let c = child_counters;
                let mut s = self.child(same, &child, d - r, alpha, alpha + 1, ply + 1, c);
                if s > alpha && r > 0 {
                    s = self.child(same, &child, d, alpha, alpha + 1, ply + 1, c);
                }
                if s > alpha && s < beta {
                    s = self.child(same, &child, d, alpha, beta, ply + 1, c);
                }
                s
            };
            if self.aborted {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_idx = Some(idx);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if ply == 0 {
                        self.root_best = Some((mv, score));
                    }
                    if score >= beta {
                        self.ord.cutoff(&mv, ply, depth, pos.to_move());
                        break;
                    }
                }
            }
        }
        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(pos.zobrist(), ply, depth, best_score, bound, best_idx);
        best_score
    }

    /// Plays out compulsory captures; a quiet position is scored by the evaluation.
    fn quiesce(&mut self, pos: &G, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = 0;
        self.count_node();
        if self.aborted {
            return 0;
        }
        if !pos.is_tactical() {
            if pos.count_moves() == 0 {
                return -(MATE - ply as i32);
            }
            return pos.evaluate();
        }
        if ply >= MAX_PLY - 2 {
            return pos.evaluate();
        }
        let mut best = -INF;
        let mut moves = G::MoveList::default();
        pos.generate_moves(&mut moves);
        for &mv in moves.iter() {
            let child = pos.after(&mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
