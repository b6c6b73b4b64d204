//! The analysis mode's state in a session (`analysis.rs` runs it): the search in
//! progress, the position analysed and the lines of the last completed depth.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::tui::shell::event::Progress;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::study::outside_lines::OutsideLive;

/// How many lines the analysis shows.
pub const LINES: usize = 3;

/// What the analysis shows and the search behind it.
pub struct Analysis<G: ShellGame> {
    /// The search in progress: its id and stop flag.
    pub(in crate::tui) search: Option<(u64, Arc<AtomicBool>)>,
    /// The position analysed, with the record's cursor (a change of either restarts).
    pub(in crate::tui) at: Option<(usize, G)>,
    /// The last completed depth's lines, best first.
    pub(in crate::tui) lines: Vec<Progress>,
    /// The search ended by itself (the deepest depth, or every line decided).
    pub(in crate::tui) finished: bool,
    /// Whether the game's engine gives lines at all.
    pub(in crate::tui) supported: bool,
    /// The analysis's own table: a search of the game is never kept waiting by it.
    pub(in crate::tui) memory: Arc<Mutex<G::Memory>>,
    /// Whether the clocks were already paused when the mode began.
    pub(in crate::tui) clock_was_paused: bool,
    /// The outside engine that searches instead of `dama` (`--analysis-engine`), until
    /// it fails.
    pub(in crate::tui) outside: Option<OutsideLive>,
}

impl<G: ShellGame> Analysis<G> {
    /// The lines of the last completed depth, best first (scores from the side to move's
    /// view).
    pub fn lines(&self) -> &[Progress] {
        &self.lines
    }

    /// The depth the lines were searched to (none before the first one is complete).
    pub fn depth(&self) -> Option<u32> {
        self.lines.first().map(|l| l.depth)
    }

    /// Whether the search is still deepening.
    pub fn is_searching(&self) -> bool {
        self.search.is_some() && !self.finished
    }

    /// Whether the search ended by itself.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The outside engine's name, when one searches.
    pub fn engine_name(&self) -> Option<String> {
        self.outside.as_ref().map(OutsideLive::name)
    }

    /// Whether this game's engine gives lines (false for DamHex^3).
    pub fn is_supported(&self) -> bool {
        self.supported
    }

    pub(in crate::tui) fn stop(&mut self) {
        if let Some((_, stop)) = self.search.take() {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
