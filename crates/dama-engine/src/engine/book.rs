//! Playing from an opening book ([`crate::core::Book`]): a random move among the book
//! moves within [`MARGIN`](super::params::book::MARGIN) of the best, so that games vary
//! while every move played is as good as the book knows. The levels
//! ([`super::choose_move`], from level [`FROM_LEVEL`](super::params::book::FROM_LEVEL))
//! and the Hub server (when its `book` parameter is on) play through here.

use std::time::Instant;

use rand::RngExt;

use crate::core::{Book, History, Rules};

use super::params::book::MARGIN;
use super::types::{Info, Report, Source};

/// A move of the book for `pos`, as a [`Report`] with [`Source::Book`]: chosen uniformly
/// with `rng` among the book moves that are legal here (the history's rules included)
/// and score within [`MARGIN`] of the best of them. `None` when `pos` is not in the book
/// (then `rng` is not used, so a level's choices out of the book are as without one).
pub fn book_move<G: Rules>(
    book: &dyn Book<G>,
    pos: &G,
    history: &History<G>,
    rng: &mut impl RngExt,
) -> Option<Report<G::Move>> {
    let started = Instant::now();
    let legal = history.legal_moves(pos);
    let moves: Vec<_> = book
        .moves(pos)
        .into_iter()
        .filter(|m| legal.contains(&m.mv))
        .collect();
    let best = moves.iter().map(|m| m.score).max()?;
    let near: Vec<_> = moves.iter().filter(|m| m.score >= best - MARGIN).collect();
    let pick = near[rng.random_range(0..near.len())];
    Some(Report {
        best: Some(pick.mv),
        score: pick.score,
        depth: pick.depth,
        nodes: 0,
        elapsed: started.elapsed(),
        pv: vec![pick.mv],
        source: Source::Book,
    })
}

/// What a UI's thinking panel hears of a book move: one "iteration" with the book's
/// depth and score and the move alone as its line.
pub fn book_info<M: Clone>(report: &Report<M>) -> Info<M> {
    Info {
        depth: report.depth,
        score: report.score,
        nodes: 0,
        nps: 0,
        elapsed: report.elapsed,
        pv: report.pv.clone(),
    }
}
