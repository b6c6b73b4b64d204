//! The computer's thinking, on its own thread: one search per request, reporting its
//! progress and its result on the app's event channel. The app keeps the stop flag; the
//! thread never touches the app's state.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::core::History;
use crate::engine::{self, Level, Limits, Tt};
use crate::rules::Position;

use super::event::{EngineEvent, Event};

/// How strong the search is: a level (with its randomness) or a fixed depth.
#[derive(Clone, Copy, Debug)]
pub enum Strength {
    Level(Level),
    Depth(u32),
}

/// One search request.
pub struct Job {
    pub id: u64,
    pub pos: Position,
    pub history: History<Position>,
    pub strength: Strength,
    pub seed: u64,
    pub stop: Arc<AtomicBool>,
    pub tt: Arc<Mutex<Tt>>,
}

/// Starts the search; its `Info` and `Done` events arrive on `tx`.
pub fn spawn(job: Job, tx: Sender<Event>) {
    thread::spawn(move || {
        // A panic in the search must not leave the app waiting for an answer forever.
        let outcome = panic::catch_unwind(AssertUnwindSafe(|| run(&job, &tx)));
        let event = match outcome {
            Ok(report) => EngineEvent::Done { id: job.id, report },
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

/// Runs the search on the calling thread.
pub fn run(job: &Job, tx: &Sender<Event>) -> engine::Report {
    let id = job.id;
    let mut on_info = |info: &engine::Info| {
        let _ = tx.send(Event::Engine(EngineEvent::Info {
            id,
            info: info.clone(),
        }));
    };
    // A search that panicked poisons the table; its contents are still usable.
    let mut tt = job.tt.lock().unwrap_or_else(|e| e.into_inner());
    match job.strength {
        Strength::Level(level) => {
            let mut rng = StdRng::seed_from_u64(job.seed);
            engine::choose_move(
                &job.pos,
                &job.history,
                level,
                &mut tt,
                &job.stop,
                &mut rng,
                &mut on_info,
            )
        }
        Strength::Depth(depth) => {
            let limits = Limits {
                depth: Some(depth),
                ..Limits::default()
            };
            engine::search(
                &job.pos,
                &job.history,
                &limits,
                &mut tt,
                &job.stop,
                &mut on_info,
            )
        }
    }
}
