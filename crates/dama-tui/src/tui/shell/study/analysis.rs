//! The analysis mode, for any game: F4 (or the `analyse` command, or `dama play
//! --analyse`) turns it on and off. While it is on, the person plays every side (no
//! computer seat moves, the clocks stand still) and the engine searches the position on
//! the board without a limit, on the configured threads, showing its best
//! three lines (multi-PV), each completed depth replacing the lines shown. Any change
//! of the position shown (a move, undo, redo, a step of the review) stops that search
//! and starts one on the new position. Leaving the mode gives the seats back to their
//! players (a computer to move then moves) and the clocks run again.
//!
//! The search runs on its own thread with its own transposition table and reports on
//! the app's event channel ([`EngineEvent::Lines`]); the UI thread never waits for it. A
//! game whose engine gives no lines ([`ShellGame::analyse`] false: DamHex^3) is still
//! played freely on every side, the panel saying why no lines are shown.
//!
//! With `--analysis-engine CMD` an outside Hub engine searches instead
//! (`outside_lines.rs`), named over the lines; if it fails, the message says so and
//! `dama`'s own search takes over.
//!
//! [`Session::analyse`] (and [`Table::analyse`](crate::tui::shell::table::Table)) is the
//! entry point for other screens that open a position for analysis.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;

use crate::lang::analysis as words;

use crate::tui::shell::event::{EngineEvent, Event};
use crate::tui::shell::game::{ShellGame, ThinkSetup};
use crate::tui::shell::study::analysing::{Analysis, LINES};
use crate::tui::shell::study::outside_lines::{self, LiveJob, OutsideLive};
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

impl<G: ShellGame> Session<G> {
    /// The analysis mode, when it is on.
    pub fn analysis(&self) -> Option<&Analysis<G>> {
        self.analysis.as_ref()
    }

    /// Turns the analysis mode on or off (see the top); the entry point for screens that
    /// open a position for analysis.
    pub fn analyse(&mut self, on: bool, sh: &mut Shared) {
        if on == self.analysis.is_some() {
            return;
        }
        if on {
            self.stop_thinking();
            self.engine.expected = None;
            let clock_was_paused = self.timing.paused;
            self.pause_clock(true);
            self.analysis = Some(Analysis {
                search: None,
                at: None,
                lines: Vec::new(),
                finished: false,
                supported: true,
                memory: Arc::new(Mutex::new(G::new_memory(sh.opts.hash_mib))),
                clock_was_paused,
                outside: sh
                    .opts
                    .analysis_engine
                    .as_deref()
                    .filter(|c| !c.trim().is_empty() && G::hub().is_some())
                    .map(OutsideLive::new),
            });
            self.say(words::analysis_on(sh.lang()));
            self.follow_analysis(sh);
        } else if let Some(mut a) = self.analysis.take() {
            a.stop();
            self.pause_clock(a.clock_was_paused);
            self.say(words::analysis_off(sh.lang()));
            self.maybe_start_engine(sh);
        }
    }

    /// F4 and the `analyse` command.
    pub(in crate::tui) fn toggle_analysis(&mut self, sh: &mut Shared) {
        let on = self.analysis.is_none();
        self.analyse(on, sh);
    }

    /// Restarts the analysis when the position shown is not the one analysed.
    pub(in crate::tui) fn follow_analysis(&mut self, sh: &mut Shared) {
        let cursor = self.record.cursor();
        let pos = *self.record.position();
        let Some(a) = self.analysis.as_mut() else {
            return;
        };
        if a.at
            .as_ref()
            .is_some_and(|(c, p)| *c == cursor && *p == pos)
        {
            return;
        }
        a.stop();
        a.lines.clear();
        a.finished = false;
        a.at = Some((cursor, pos));
        if !a.supported || pos.legal_moves().is_empty() {
            return;
        }
        let (id, _) = sh.next_search();
        let stop = Arc::new(AtomicBool::new(false));
        a.search = Some((id, Arc::clone(&stop)));
        if let (Some(live), Some(speech)) = (a.outside.clone(), G::hub()) {
            let job = LiveJob {
                id,
                start: *self.record.start(),
                moves: self.record.played().iter().take(cursor).copied().collect(),
                pos,
                speech,
                stop,
                lang: sh.lang(),
            };
            return outside_lines::spawn(job, live, sh.tx.clone());
        }
        let job = AnalysisJob {
            id,
            pos,
            history: self.record.history(),
            setup: ThinkSetup {
                threads: sh.opts.threads,
                databases: sh.databases.current(),
                database_dir: sh.opts.databases.folder().map(|d| d.to_path_buf()),
                untimed: true,
            },
            memory: Arc::clone(&a.memory),
            stop,
        };
        spawn(job, sh.tx.clone());
    }

    /// An event of the analysis search: kept; true when it was the analysis's. An outside
    /// engine's failure is said, and `dama`'s own search takes over.
    pub(in crate::tui) fn analysis_event(&mut self, ev: &EngineEvent, sh: &mut Shared) -> bool {
        let Some(a) = self.analysis.as_mut() else {
            return false;
        };
        let Some(current) = a.search.as_ref().map(|(id, _)| *id) else {
            // A search stopped before: its late events are dropped.
            return matches!(ev, EngineEvent::Lines { .. });
        };
        match ev {
            EngineEvent::Lines { id, lines } if *id == current => a.lines = lines.clone(),
            EngineEvent::Done { id, best } if *id == current => {
                // `Some`: the game's engine searched; `None`: it has no lines.
                a.finished = true;
                if best.is_none() {
                    a.supported = false;
                    a.search = None;
                }
            }
            EngineEvent::Failed { id, message } if *id == current => {
                a.search = None;
                if a.outside.take().is_some() {
                    a.at = None;
                    self.complain(message.clone());
                    self.follow_analysis(sh);
                }
            }
            EngineEvent::Lines { .. } => {}
            _ => return false,
        }
        true
    }
}

/// One analysis search.
struct AnalysisJob<G: ShellGame> {
    id: u64,
    pos: G,
    history: crate::core::History<G>,
    setup: ThinkSetup,
    memory: Arc<Mutex<G::Memory>>,
    stop: Arc<AtomicBool>,
}

/// Runs the search on its own thread: `Lines` at each depth, then `Done` (`best` is
/// `Some(0)` when it searched, `None` when the game has no lines), or `Failed`.
fn spawn<G: ShellGame>(job: AnalysisJob<G>, tx: Sender<Event>) {
    thread::spawn(move || {
        let id = job.id;
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            // A search that panicked poisons the table; its contents are still usable.
            let mut memory = job.memory.lock().unwrap_or_else(|e| e.into_inner());
            let mut on_lines = |lines| {
                let _ = tx.send(Event::Engine(EngineEvent::Lines { id, lines }));
            };
            G::analyse(
                &job.pos,
                &job.history,
                LINES,
                &job.setup,
                &mut memory,
                &job.stop,
                &mut on_lines,
            )
        }));
        let event = match outcome {
            Ok(searched) => EngineEvent::Done {
                id,
                best: searched.then_some(0),
            },
            Err(_) => EngineEvent::Failed {
                id,
                message: "the analysis stopped".to_string(),
            },
        };
        let _ = tx.send(Event::Engine(event));
    });
}
