//! The alpha-beta of the search: negamax with principal-variation search, the
//! transposition table, late move reductions (`reductions.rs`), the static cut near the
//! leaves, futility and move-count pruning and ProbCut (where a game sets them), a
//! single-reply extension, the oracle's exact values, and the capture quiescence
//! (captures are compulsory in draughts, so it plays out every capture sequence until a
//! quiet position is reached; where a game sets them, it also resolves capture threats
//! and looks at exchange offers).

use crate::core::{Evaluate, Futility, Offers, Threats};

use super::ordering::{Scored, pick};
use super::params::search as p;
use super::params::search::MAX_PLY;
use super::score::{INF, MATE, MATE_BOUND};
use super::searcher::Searcher;
use super::tt::Bound;

impl<G: Evaluate> Searcher<'_, G> {
    pub(super) fn negamax(
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
            return self.quiesce(pos, alpha, beta, ply, true);
        }
        self.count_node();
        if self.aborted {
            return 0;
        }
        let pv_node = beta - alpha > 1;
        let mut hit = self.tt.probe(pos.zobrist(), ply);
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
        // The static evaluation of a quiet node near the leaves, for the static cut and
        // for futility pruning (where the game sets them).
        let cut = G::STATIC_CUT.filter(|sc| depth <= sc.max_depth && beta.abs() < MATE_BOUND);
        let fut = futility::<G>().filter(|f| depth <= f.max_depth && alpha.abs() < MATE_BOUND);
        let mut frontier = None;
        if (cut.is_some() || fut.is_some()) && ply > 0 && !pv_node && !pos.is_tactical() {
            let eval = self.evaluate(pos);
            if let Some(sc) = cut
                && eval - sc.margin * depth >= beta
            {
                return eval;
            }
            frontier = fut.map(|f| (f, eval));
        }
        if let Some(pc) = G::PROBCUT
            && ply > 0
            && !pv_node
            && depth >= pc.min_depth
            && beta.abs() < MATE_BOUND
        {
            let raised = beta + pc.margin + pc.margin_per_ply * depth;
            let shallow = depth * pc.percent / 100;
            // A table entry as deep that already says the node stays below the raised
            // beta spares the verification.
            let futile = hit
                .is_some_and(|h| h.depth >= shallow && h.bound != Bound::Lower && h.score < raised);
            if raised < MATE_BOUND && !futile {
                let s = self.negamax(pos, shallow, raised - 1, raised, ply, counters);
                if self.aborted {
                    return 0;
                }
                if s >= raised {
                    return s;
                }
                // The shallow search may have found a better first move.
                hit = self.tt.probe(pos.zobrist(), ply);
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
        self.search_moves(
            pos, &moves, tt_move, depth, alpha, beta, ply, counters, frontier,
        )
    }

    /// A child's score from the mover's side, in the window (`alpha`, `beta`) of the
    /// mover: negated as usual, or as it is when the mover moves again (`same`: in
    /// Dameta the scorer may kick off the next round; never in draughts).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    pub(super) fn child(
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

    /// The move loop of an interior node; `frontier`, at a node where the game's futility
    /// pruning applies, its settings and the node's static evaluation.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn search_moves(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        tt_move: Option<usize>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        counters: G::Counters,
        frontier: Option<(Futility, i32)>,
    ) -> i32 {
        let n = moves.len();
        let mut scored = Scored::new();
        self.ord.score(pos, moves, tt_move, ply, &mut scored);
        let original_alpha = alpha;
        let mut best_score = -INF;
        let mut best_idx = None;
        for i in 0..n {
            let idx = pick(&mut scored, i);
            let mv = moves[idx];
            let child = pos.after(&mv);
            if let Some((f, eval)) = frontier
                && f.prunes(depth, i, eval, alpha)
                && !G::is_capture(&mv)
                && !self.ord.is_killer(ply, &mv)
                && !child.is_tactical()
                && !child.is_threatened()
            {
                continue;
            }
            let child_counters = pos.next_counters(&mv, counters);
            self.path.truncate(self.base + ply + 1);
            self.path.push(child.zobrist());
            let d = depth - 1;
            let same = child.to_move() == pos.to_move();
            let score = if i == 0 {
                self.child(same, &child, d, alpha, beta, ply + 1, child_counters)
            } else {
                let quiet = !G::is_capture(&mv) && !self.ord.is_killer(ply, &mv);
                let r = if quiet && !child.is_tactical() {
                    self.late_reduction(&child, depth, i, scored[i].0)
                } else {
                    0
                };
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

    /// The plies a quiet late move to `child` (leaving no capture pending) loses: the
    /// reducer's, with the game's capture-threat settings (`Evaluate::THREATS`).
    #[inline(always)]
    fn late_reduction(&self, child: &G, depth: i32, i: usize, history: i32) -> i32 {
        let r = self.reducer.plies(depth, i, history);
        let t = threats::<G>();
        if r == 0 || !(t.keep_threatening_moves || t.reduce_safe_moves) {
            return r;
        }
        // The mover (the side not to move in `child`) threatens a capture.
        let threatening = child.is_threatened();
        if threatening && t.keep_threatening_moves {
            0
        } else if !threatening && t.reduce_safe_moves {
            // At least one ply is left to the child.
            (r + 1).min((depth - 2).max(r))
        } else {
            r
        }
    }

    /// Plays out compulsory captures; a quiet position is scored by the evaluation,
    /// with two exceptions a game may set, each at most once a line (`resolve`: neither
    /// was done yet above this position): a position whose side to move faces a capture
    /// threat searches its moves one ply unless the evaluation already fails low
    /// (`Threats::resolve_in_quiescence`), and a position with men only, not threatened,
    /// whose evaluation is below beta but within the margin of alpha searches on the
    /// moves that offer a capture, its evaluation standing unless one does better
    /// (`Evaluate::OFFERS`).
    pub(super) fn quiesce(
        &mut self,
        pos: &G,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        resolve: bool,
    ) -> i32 {
        self.pv_len[ply] = 0;
        self.count_node();
        if self.aborted {
            return 0;
        }
        let mut resolving = false;
        let mut offering = false;
        let mut best = -INF;
        if !pos.is_tactical() {
            if !pos.has_moves() {
                return -(MATE - ply as i32);
            }
            let eval = self.evaluate(pos);
            let resolves = threats::<G>().resolve_in_quiescence;
            let offer = offers::<G>();
            // Both look once a line: below a resolution or an offer, the evaluation.
            if ply >= MAX_PLY - 2 || !resolve || !(resolves || offer.is_some()) {
                return eval;
            }
            let threatened = pos.is_threatened();
            if resolves && eval > alpha && threatened {
                resolving = true;
            } else if let Some(o) = offer
                && eval < beta
                && eval + o.margin > alpha
                && !threatened
                && pos.men_only()
            {
                // The evaluation stands unless an offer does better.
                offering = true;
                best = eval;
                alpha = alpha.max(eval);
            } else {
                return eval;
            }
        }
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let mut moves = G::MoveList::default();
        pos.generate_moves(&mut moves);
        for &mv in moves.iter() {
            let child = pos.after(&mv);
            if offering && !child.is_tactical() {
                continue;
            }
            let score = -self.quiesce(
                &child,
                -beta,
                -alpha,
                ply + 1,
                resolve && !resolving && !offering,
            );
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

/// The game's capture-threat settings. (The A/B build of the matches read them from an
/// environment variable instead; the committed code reads only the game's constant.)
#[inline(always)]
const fn threats<G: Evaluate>() -> Threats {
    G::THREATS
}

/// The game's exchange offers in quiescence. (The A/B build of the matches read them
/// from an environment variable instead; the committed code reads only the game's
/// constant.)
#[inline(always)]
const fn offers<G: Evaluate>() -> Option<Offers> {
    G::OFFERS
}

/// The game's futility settings. (The A/B build of the matches read them from an
/// environment variable instead; the committed code reads only the game's constant.)
#[inline(always)]
const fn futility<G: Evaluate>() -> Option<Futility> {
    G::FUTILITY
}
