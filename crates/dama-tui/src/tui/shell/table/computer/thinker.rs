//! The computer's thinking, on its own thread: one search per request, reporting its
//! progress and its result on the app's event channel. The app keeps the stop flag; the
//! thread never touches the app's state. Generic over the game; what goes on the channel
//! is not (move texts and an index among the legal moves).

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use crate::core::History;

use crate::tui::shell::event::{EngineEvent, Event};
use crate::tui::shell::game::{ShellGame, Strength, ThinkSetup};

/// One search request.
pub struct Job<G: ShellGame> {
    pub id: u64,
    pub pos: G,
    pub history: History<G>,
    pub strength: Strength,
    pub seed: u64,
    pub stop: Arc<AtomicBool>,
    pub memory: Arc<Mutex<G::Memory>>,
    /// The game clock's limit for this search: the stop flag is raised then, and the
    /// search plays its best move so far.
    pub deadline: Option<Duration>,
    /// Threads, the endgame databases, and whether the search is untimed (pondering).
    pub setup: ThinkSetup,
}

/// Starts the search; its `Info` and `Done` events arrive on `tx`.
pub fn spawn<G: ShellGame>(job: Job<G>, tx: Sender<Event>) {
    if let Some(deadline) = job.deadline {
        let stop = Arc::clone(&job.stop);
        thread::spawn(move || {
            // Waits in short steps, so a search that ended early lets the watch go; the
            // time is read each step, as a loaded machine oversleeps.
            let step = Duration::from_millis(20);
            let started = std::time::Instant::now();
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let waited = started.elapsed();
                if waited >= deadline {
                    break;
                }
                thread::sleep(step.min(deadline - waited));
            }
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        });
    }
    thread::spawn(move || {
        // A panic in the search must not leave the app waiting for an answer forever.
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| run(&job, &tx)));
        // The search is over: its clock watch (if any) may go.
        job.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let event = match outcome {
            Ok(best) => EngineEvent::Done { id: job.id, best },
            Err(payload) => EngineEvent::Failed {
                id: job.id,
                message: payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "the search stopped".to_string()),
            },
        };
        let _ = tx.send(Event::Engine(event));
    });
}

/// Runs the search on the calling thread: the best move's index among the legal moves.
pub fn run<G: ShellGame>(job: &Job<G>, tx: &Sender<Event>) -> Option<usize> {
    let id = job.id;
    let mut on_info = |info| {
        let _ = tx.send(Event::Engine(EngineEvent::Info { id, info }));
    };
    // A search that panicked poisons the table; its contents are still usable.
    let mut memory = job.memory.lock().unwrap_or_else(|e| e.into_inner());
    let thought = G::think_with(
        &job.pos,
        &job.history,
        job.strength,
        job.seed,
        &job.setup,
        &mut memory,
        &job.stop,
        &mut on_info,
    );
    let best = thought.best?;
    job.pos.legal_moves().iter().position(|m| *m == best)
}
