//! The Hub engine's side of a search (`hub.rs` reads the commands): a [`Job`] handed to
//! the thinking thread (from the book, at a playing level, or the plain search, with its
//! `info` lines and one `done`; with the game's endgame databases as the oracle when the
//! session's `egdb` parameter is on, `hub_egdb.rs`), the stop after `ponder-hit` once a
//! normal move's time has passed, and writing a line to the GUI.

use std::io::{self, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use crate::core::{Evaluate, History, Level, Rules};
use crate::draughts::Draughts;
use crate::draughts::egdb::GameDatabases;
use crate::engine::time::budget;
use crate::engine::{Info, Limits, MATE, Oracle, Tt, book_info, book_move, search_among};

use super::hub_level;
use super::hub_text::{HubError, done_line, info_line};

/// A search handed to the thinking thread.
pub(super) struct Job<'a, G: Rules> {
    pub(super) pos: G,
    pub(super) history: History<G>,
    pub(super) limits: Limits,
    pub(super) threads: usize,
    /// Answer from the game's opening book when the position is in it.
    pub(super) book: bool,
    /// Answer as this playing level (which decides on the book itself).
    pub(super) level: Option<Level>,
    /// Pondering: a level thinks without its time cap.
    pub(super) untimed: bool,
    /// The game's endgame databases, when the session's `egdb` parameter is on.
    pub(super) egdb: Option<&'a GameDatabases>,
}

impl<G: Draughts + Evaluate> Job<'_, G> {
    pub(super) fn run<W: Write>(
        self,
        mut tt: Tt,
        stop: &AtomicBool,
        pondering: &AtomicBool,
        out: &Mutex<W>,
    ) -> Tt {
        let mut on_info = |info: &Info<G::Move>| {
            let _ = send(out, &info_line::<G>(info));
        };
        let (pos, history, limits) = (&self.pos, &self.history, &self.limits);
        let exact = self.egdb.and_then(|db| db.oracle(pos, MATE));
        let oracle: Option<Oracle<'_, G>> = exact.as_deref().map(|o| o as Oracle<'_, G>);
        let keep = self.egdb.and_then(|db| db.keeping_moves(pos));
        let only = keep.as_deref();
        let report = if let Some(level) = self.level {
            let (untimed, threads) = (self.untimed, self.threads);
            hub_level::think(
                pos,
                history,
                level,
                limits,
                untimed,
                threads,
                (oracle, only),
                &mut tt,
                stop,
                &mut on_info,
            )
        } else {
            let book = if self.book { G::opening_book() } else { None };
            let mut rng = rand::make_rng::<rand::rngs::StdRng>();
            match book.and_then(|b| book_move(b, pos, history, &mut rng)) {
                Some(report) => {
                    on_info(&book_info(&report));
                    report
                }
                // With no oracle and every move, exactly `search_threads`.
                None => search_among(
                    pos,
                    history,
                    limits,
                    &mut tt,
                    self.threads,
                    stop,
                    oracle,
                    only,
                    &mut on_info,
                ),
            }
        };
        // A ponder search that ends by itself answers only after the hit (or a stop).
        while pondering.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
            thread::sleep(Duration::from_millis(1));
        }
        let _ = send(out, &done_line::<G>(&report));
        tt
    }
}

/// After `ponder-hit`: stops the search once a normal move's time under `limits` has
/// passed (a move time, or the clock's budget), unless it ends first.
pub(super) fn stop_after(limits: Limits, stop: &AtomicBool, searching: &AtomicBool) {
    let allowed = match (limits.movetime, limits.clock) {
        (Some(t), _) => t,
        (None, Some(clock)) => budget(&clock).optimum,
        // A depth or an infinite search goes on as it would have.
        (None, None) => return,
    };
    let started = std::time::Instant::now();
    while searching.load(Ordering::Relaxed) && !stop.load(Ordering::Relaxed) {
        if started.elapsed() >= allowed {
            stop.store(true, Ordering::Relaxed);
            return;
        }
        thread::sleep(Duration::from_millis(1));
    }
}

pub(super) fn send<W: Write>(out: &Mutex<W>, line: &str) -> io::Result<()> {
    let mut w = out.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    writeln!(w, "{line}")?;
    w.flush()
}

pub(super) fn send_error<W: Write>(out: &Mutex<W>, e: &HubError) -> io::Result<()> {
    let text = e.to_string().replace('"', "'");
    send(out, &format!("error message=\"{text}\""))
}
