//! Game analysis: every position of a game searched with the same limit, every move
//! judged against the engine's choice ([`super::judge`](mod@super::judge)). The command line
//! (`dama annotate`) and the game's review (F5) use this same code, with `dama`'s own
//! search ([`OwnSearch`]) or an outside Hub engine (an [`Analyst`] of `dama-protocol`).
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

use crate::core::{Evaluate, History, Rules, Seat};
use crate::engine::{self, Limits, MATE, Oracle, Tt};

use super::expected;
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
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    /// One note per move, in the order played.
    pub notes: Vec<MoveNote<M>>,
    /// The evaluation of each position, the start first and the position after the last
    /// move last (one more than the moves), from the first player's (White's) view.
    pub evals: Vec<i32>,
    /// The depth each position was searched to (the deepest completed iteration).
    pub depths: Vec<u32>,
    /// The game's winning-chances scale the marks were given with
    /// ([`super::expected::scale`]).
    pub scale: f64,
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

/// What an analyst says of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Searched<M> {
    /// Its choice (`None` when it found no move).
    pub best: Option<M>,
    /// Its score, from the side to move's view.
    pub score: i32,
    /// Its line, its choice first.
    pub pv: Vec<M>,
    /// The depth reached.
    pub depth: u32,
}

/// The position an analyst is asked about: `root`, reached by `moves` from `start`,
/// with its draw history.
pub struct At<'a, G: Rules> {
    pub start: &'a G,
    pub moves: &'a [G::Move],
    pub root: &'a G,
    pub history: &'a History<G>,
}

/// Who searches the positions: `dama`'s own search ([`OwnSearch`]) or an outside Hub
/// engine (`dama-protocol`'s `HubAnalyst`). The analysis is the same whoever searches.
pub trait Analyst<G: Rules> {
    /// Searches `at.root`; with `only`, that move's score alone (the line starting with
    /// it), at the same depth. `Err` says why the analyst cannot go on.
    fn search(
        &mut self,
        at: &At<'_, G>,
        only: Option<G::Move>,
        stop: &AtomicBool,
    ) -> Result<Searched<G::Move>, String>;
}

/// `dama`'s own search, one transposition table for the whole game, the endgame
/// databases' values (`exact`) inside every search.
pub struct OwnSearch<'a, G> {
    pub limits: Limits,
    pub tt: Tt,
    pub exact: Option<&'a dyn Exact<G>>,
}

impl<'a, G: Evaluate> OwnSearch<'a, G> {
    /// The search of `settings`.
    pub fn new(settings: &Settings, exact: Option<&'a dyn Exact<G>>) -> Self {
        let limits = match settings.limit {
            Limit::Depth(d) => Limits::depth(d.max(1)),
            Limit::MoveTime(t) => Limits::movetime(t),
        };
        OwnSearch {
            limits,
            tt: Tt::new(settings.hash_mib),
            exact,
        }
    }
}

impl<G: Evaluate> Analyst<G> for OwnSearch<'_, G> {
    fn search(
        &mut self,
        at: &At<'_, G>,
        only: Option<G::Move>,
        stop: &AtomicBool,
    ) -> Result<Searched<G::Move>, String> {
        let root = *at.root;
        let exact = self.exact;
        let oracle_fn = |p: &G, c: usize| exact.and_then(|e| e.value(&root, p, c));
        let oracle: Option<Oracle<'_, G>> = exact.map(|_| &oracle_fn as Oracle<'_, G>);
        let only = only.as_ref().map(std::slice::from_ref);
        let report = engine::search_among(
            &root,
            at.history,
            &self.limits,
            &mut self.tt,
            1,
            stop,
            oracle,
            only,
            &mut |_| {},
        );
        Ok(Searched {
            best: report.best,
            score: report.score,
            pv: report.pv,
            depth: report.depth,
        })
    }
}

/// Why an analysis ended before its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Halt {
    /// It was asked to stop.
    Stopped,
    /// The analyst failed (an outside engine exited, hung or answered nonsense).
    Failed(String),
}

/// Analyses the game of `moves` from `start` with `dama`'s own search. `progress(done,
/// total)` is called after each position; `stop` ends the analysis early (then `None`).
pub fn analyse<G: Evaluate>(
    start: &G,
    moves: &[G::Move],
    settings: &Settings,
    exact: Option<&dyn Exact<G>>,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Option<Analysis<G::Move>> {
    let mut own = OwnSearch::new(settings, exact);
    analyse_with(start, moves, &mut own, stop, progress).ok()
}

/// Analyses the game of `moves` from `start` with `analyst` (see the top).
pub fn analyse_with<G: Rules>(
    start: &G,
    moves: &[G::Move],
    analyst: &mut dyn Analyst<G>,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Analysis<G::Move>, Halt> {
    let scale = expected::scale(G::VARIANT);
    let stopped = || stop.load(std::sync::atomic::Ordering::Relaxed);
    let mut history = History::new();
    let mut pos = *start;
    let mut notes = Vec::with_capacity(moves.len());
    let mut evals = Vec::with_capacity(moves.len() + 1);
    let mut depths = Vec::with_capacity(moves.len() + 1);
    let total = moves.len() + 1;
    for (done, &played) in moves.iter().enumerate() {
        let root = pos;
        let at = At {
            start,
            moves: &moves[..done],
            root: &root,
            history: &history,
        };
        let report = analyst.search(&at, None, stop).map_err(Halt::Failed)?;
        let forced = history.legal_moves(&root).len() <= 1;
        let best = report.best.unwrap_or(played);
        let played_score = if best == played {
            report.score
        } else {
            let only = analyst
                .search(&at, Some(played), stop)
                .map_err(Halt::Failed)?;
            only.score
        };
        if stopped() {
            return Err(Halt::Stopped);
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
            mark: judge(report.score, played_score, forced, scale),
        });
        history.push(&root, &played);
        pos.play_unchecked(&played);
        progress(done + 1, total);
    }
    let at = At {
        start,
        moves,
        root: &pos,
        history: &history,
    };
    let (score, depth) = final_score(&at, analyst, stop)?;
    evals.push(for_first(pos.to_move(), score));
    depths.push(depth);
    progress(total, total);
    Ok(Analysis {
        notes,
        evals,
        depths,
        scale,
    })
}

/// The score of the last position, from its side to move's view: the rules' verdict when
/// the game is over there, else a search.
fn final_score<G: Rules>(
    at: &At<'_, G>,
    analyst: &mut dyn Analyst<G>,
    stop: &AtomicBool,
) -> Result<(i32, u32), Halt> {
    let pos = at.root;
    if let Some(outcome) = pos.outcome() {
        let score = if outcome.winner == pos.to_move() {
            MATE
        } else {
            -MATE
        };
        return Ok((score, 0));
    }
    if at.history.draw(pos).is_some() || at.history.legal_moves(pos).is_empty() {
        return Ok((0, 0));
    }
    let report = analyst.search(at, None, stop).map_err(Halt::Failed)?;
    if stop.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(Halt::Stopped);
    }
    Ok((report.score, report.depth))
}
