//! The computer's search on the person's time as a session holds it ([`Ponder`]): what
//! it expects, the position it searches, how far it got. Below the session; starting,
//! hitting and dropping it is `ponder.rs`.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::tui::shell::event::Progress;
use crate::tui::shell::game::ShellGame;

/// The computer's search on the person's time.
pub struct Ponder<G: ShellGame> {
    pub(in crate::tui) id: u64,
    pub(in crate::tui) stop: Arc<AtomicBool>,
    pub(in crate::tui) started: Instant,
    /// The reply it expects, and the position that reply leads to (the one searched).
    pub(in crate::tui) expected: G::Move,
    pub(in crate::tui) expected_text: String,
    pub(in crate::tui) after: G,
    pub(in crate::tui) info: Option<Progress>,
    /// Once the search has ended: its move, as an index among the searched position's
    /// legal moves.
    pub(in crate::tui) done: Option<Option<usize>>,
}

impl<G: ShellGame> Ponder<G> {
    /// The reply the computer expects, in the game's notation.
    pub fn expected(&self) -> &str {
        &self.expected_text
    }

    /// The search's latest iteration.
    pub fn info(&self) -> Option<&Progress> {
        self.info.as_ref()
    }

    /// Whether the search has ended (it waits for the person's move with its answer).
    pub fn is_done(&self) -> bool {
        self.done.is_some()
    }

    /// The move the search found, in the notation of the position it searched.
    pub fn best(&self) -> Option<String> {
        let i = self.done.flatten()?;
        let mv = self.after.legal_moves().get(i).copied()?;
        Some(self.after.move_text(&mv))
    }

    /// The position searched (the expected reply played).
    pub fn position(&self) -> &G {
        &self.after
    }
}
