//! Game analysis: every position of a game searched with the same limit, every move
//! judged against the engine's choice ([`super::judge`](mod@super::judge)). The command line
//! (`dama annotate`) and the game's review use this same code.
//!
//! For each position before a move: a search gives the engine's choice, its score and
//! its line; when the move played is another one, a second search of the same position,
//! kept to the move played, gives that move's score at the same depth (the two are
//! compared like for like). One transposition table serves the whole game. The position
//! after the last move is searched too (or scored by the rules when the game is over),
//! so the evaluation curve has a point for every position. Scores are the engine's:
//! hundredths of a man, mate scores for wins found by search ([`crate::engine`]).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::core::{Evaluate, History, Seat};
use crate::engine::{self, Limits, MATE, Oracle, Tt};

use super::judge::{Mark, judge};

/// How long each position is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// This many plies.
    Depth(u32),
    /// This long (the search may stop early when the next iteration would not finish).
    MoveTime(Duration),
}

/// How the analysis searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    pub limit: Limit,
    /// The transposition table's size, shared by every position of the game.
    pub hash_mib: usize,
}

pub use crate::engine::Exact;

/// What the analysis says about one move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveNote<M> {
    /// The move played.
    pub played: M,
    /// Who played it.
    pub mover: Seat,
    /// The engine's choice in the position before the move.
    pub best: M,
    /// The engine's choice's score, from the mover's view.
    pub best_score: i32,
    /// The move played's score, from the mover's view.
    pub played_score: i32,
    /// The engine's line from the position before the move, its choice first.
    pub line: Vec<M>,
    /// The only legal move (never marked).
    pub forced: bool,
    /// The mark the move earns, if any.
    pub mark: Option<Mark>,
}

impl<M: PartialEq> MoveNote<M> {
    /// Whether the engine would have played another move.
    pub fn differs(&self) -> bool {
        self.played != self.best
    }
}

/// A whole game analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<M> {
    /// One note per move, in the order played.
    pub notes: Vec<MoveNote<M>>,
    /// The evaluation of each position, the start first and the position after the last
    /// move last (one more than the moves), from the first player's (White's) view.
    pub evals: Vec<i32>,
    /// The depth each position was searched to (the deepest completed iteration).
    pub depths: Vec<u32>,
}

impl<M> Analysis<M> {
    /// The plies whose moves are marked, in order.
    pub fn marked(&self) -> impl Iterator<Item = usize> + '_ {
        self.notes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.mark.is_some())
            .map(|(i, _)| i)
    }
}

/// A score from `seat`'s view, turned to the first player's view.
pub fn for_first(seat: Seat, score: i32) -> i32 {
    if seat == Seat::FIRST { score } else { -score }
}

/// Analyses the game of `moves` from `start`. `progress(done, total)` is called after
/// each position; `stop` ends the analysis early (then `None`).
pub fn analyse<G: Evaluate>(
    start: &G,
    moves: &[G::Move],
    settings: &Settings,
    exact: Option<&dyn Exact<G>>,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Analysis<G::Move>> {
    let limits = match settings.limit {
        Limit::Depth(d) => Limits::depth(d.max(1)),
        Limit::MoveTime(t) => Limits::movetime(t),
    };
    let mut tt = Tt::new(settings.hash_mib);
    let mut history = History::new();
    let mut pos = *start;
    let mut notes = Vec::with_capacity(moves.len());
    let mut evals = Vec::with_capacity(moves.len() + 1);
    let mut depths = Vec::with_capacity(moves.len() + 1);
    let total = moves.len() + 1;
    for (done, &played) in moves.iter().enumerate() {
        let root = pos;
        let oracle_fn = |p: &G, c: usize| exact.and_then(|e| e.value(&root, p, c));
        let oracle: Option<Oracle<'_, G>> = exact.map(|_| &oracle_fn as Oracle<'_, G>);
        let search = |tt: &mut Tt, only: Option<&[G::Move]>| {
            engine::search_among(
                &root,
                &history,
                &limits,
                tt,
                1,
                stop,
                oracle,
                only,
                &mut |_| {},
            )
        };
        let report = search(&mut tt, None);
        let forced = history.legal_moves(&root).len() <= 1;
        let best = report.best.unwrap_or(played);
        let played_score = if best == played {
            report.score
        } else {
            search(&mut tt, Some(std::slice::from_ref(&played))).score
        };
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        let mover = root.to_move();
        evals.push(for_first(mover, report.score));
        depths.push(report.depth);
        notes.push(MoveNote {
            played,
            mover,
            best,
            best_score: report.score,
            played_score,
            line: report.pv,
            forced,
            mark: judge(report.score, played_score, forced),
        });
        history.push(&root, &played);
        pos.play_unchecked(&played);
        progress(done + 1, total);
    }
    let (score, depth) = final_score(&pos, &history, &limits, &mut tt, exact, stop)?;
    evals.push(for_first(pos.to_move(), score));
    depths.push(depth);
    progress(total, total);
    Some(Analysis {
        notes,
        evals,
        depths,
    })
}

/// The score of the last position, from its side to move's view: the rules' verdict when
/// the game is over there, else a search.
fn final_score<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    limits: &Limits,
    tt: &mut Tt,
    exact: Option<&dyn Exact<G>>,
    stop: &AtomicBool,
) -> Option<(i32, u32)> {
    if let Some(outcome) = pos.outcome() {
        let score = if outcome.winner == pos.to_move() {
            MATE
        } else {
            -MATE
        };
        return Some((score, 0));
    }
    if history.draw(pos).is_some() || history.legal_moves(pos).is_empty() {
        return Some((0, 0));
    }
    let root = *pos;
    let oracle_fn = |p: &G, c: usize| exact.and_then(|e| e.value(&root, p, c));
    let oracle: Option<Oracle<'_, G>> = exact.map(|_| &oracle_fn as Oracle<'_, G>);
    let report = engine::search_among(pos, history, limits, tt, 1, stop, oracle, None, &mut |_| {});
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return None;
    }
    Some((report.score, report.depth))
}
