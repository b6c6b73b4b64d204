//! The game analysis a session holds ([`Study`]): the background thread's stop flag and
//! progress, then its result, for the moves it was asked about. Dropping it stops the
//! thread, so leaving the game or starting another one ends the analysis.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::study::{Analysis, Mark};

use crate::tui::shell::game::ShellGame;

/// One game analysis, running or done.
pub(in crate::tui) struct Study<G: ShellGame> {
    pub(in crate::tui) id: u64,
    pub(in crate::tui) stop: Arc<AtomicBool>,
    /// Positions searched so far, and in all.
    pub(in crate::tui) done: usize,
    pub(in crate::tui) total: usize,
    /// The moves analysed (the record's when it started).
    pub(in crate::tui) moves: Vec<G::Move>,
    /// The result, once the thread has finished.
    pub(in crate::tui) analysis: Option<Analysis<G::Move>>,
    /// The outside engine's name, when one analyses.
    pub(in crate::tui) engine: Option<String>,
}

impl<G: ShellGame> Study<G> {
    /// Whether the thread is still at work.
    pub(in crate::tui) fn is_running(&self) -> bool {
        self.analysis.is_none()
    }

    /// Plies of `record_moves` the analysis still speaks about: those it shares with the
    /// moves it was asked about (a move played from an earlier position replaces the
    /// rest).
    pub(in crate::tui) fn valid_plies(&self, record_moves: &[G::Move]) -> usize {
        self.moves
            .iter()
            .zip(record_moves)
            .take_while(|(a, b)| a == b)
            .count()
    }

    /// The mark of the move at `ply`, if the analysis has one there.
    pub(in crate::tui) fn mark(&self, ply: usize, record_moves: &[G::Move]) -> Option<Mark> {
        if ply >= self.valid_plies(record_moves) {
            return None;
        }
        self.analysis.as_ref()?.notes.get(ply)?.mark
    }
}

impl<G: ShellGame> Drop for Study<G> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
