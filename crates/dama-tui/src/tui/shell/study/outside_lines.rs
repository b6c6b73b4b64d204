//! The analysis mode's line (F4) from an outside Hub engine (`--analysis-engine CMD`,
//! draughts games): the engine is started once for the mode and kept; each position is
//! asked of it depth after depth (`level depth=1`, `2`, …), its `info` lines shown as
//! they come, a change of position ending the deepening after the depth in hand. The
//! Hub protocol gives one line, not three. An engine that fails (exits, hangs, answers
//! nonsense) is dropped with a message naming it, and `dama`'s own search takes over.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use crate::lang::Lang;
use crate::protocol::analyst::DEPTH_TIMEOUT;
use crate::protocol::client::{Engine, InfoLine, START_TIMEOUT, Think};
use crate::protocol::words;
use crate::study::DECISIVE;

use crate::tui::shell::event::{EngineEvent, Event, Progress};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::computer::hub_link::HubSpeech;

/// The deepest depth asked of the engine.
pub const MAX_DEPTH: u32 = 40;

/// The outside engine of the analysis mode: its process (started by the first search)
/// and its name, shared with the searches' threads.
#[derive(Clone)]
pub struct OutsideLive {
    pub command: String,
    engine: Arc<Mutex<Option<Engine>>>,
    name: Arc<Mutex<Option<String>>>,
}

impl OutsideLive {
    pub fn new(command: &str) -> Self {
        OutsideLive {
            command: command.to_string(),
            engine: Arc::new(Mutex::new(None)),
            name: Arc::new(Mutex::new(None)),
        }
    }

    /// The name to show: the engine's own once started, else its command.
    pub fn name(&self) -> String {
        let name = self.name.lock().unwrap_or_else(PoisonError::into_inner);
        name.clone().unwrap_or_else(|| self.command.clone())
    }
}

/// One position to search.
pub struct LiveJob<G: ShellGame> {
    pub id: u64,
    pub start: G,
    pub moves: Vec<G::Move>,
    pub pos: G,
    pub speech: HubSpeech<G>,
    pub stop: Arc<AtomicBool>,
    pub lang: Lang,
}

/// Runs `job` on its own thread with `live`'s engine: `Lines` (one line) as the engine
/// reports, then `Done`, or `Failed` with the message to show.
pub fn spawn<G: ShellGame>(job: LiveJob<G>, live: OutsideLive, tx: Sender<Event>) {
    thread::spawn(move || {
        let id = job.id;
        let send = |ev| {
            let _ = tx.send(Event::Engine(ev));
        };
        // The earlier position's search ends its depth first.
        let mut slot = live.engine.lock().unwrap_or_else(PoisonError::into_inner);
        if job.stop.load(Ordering::Relaxed) {
            return;
        }
        let failed = |e| {
            let what = words::client_error(job.lang, &e);
            words::analysis_failed(job.lang, &live.name(), &what)
        };
        if slot.is_none() {
            match Engine::start_within(&live.command, job.speech.variant, START_TIMEOUT) {
                Ok(engine) => {
                    let mut name = live.name.lock().unwrap_or_else(PoisonError::into_inner);
                    *name = engine.id_name.clone().filter(|n| !n.trim().is_empty());
                    *slot = Some(engine);
                }
                Err(e) => {
                    let message = failed(e);
                    return send(EngineEvent::Failed { id, message });
                }
            }
        }
        let Some(engine) = slot.as_mut() else {
            return;
        };
        let start = (job.speech.position)(&job.start);
        let moves: Vec<String> = job
            .moves
            .iter()
            .map(|m| (job.speech.move_text)(m))
            .collect();
        for depth in 1..=MAX_DEPTH {
            if job.stop.load(Ordering::Relaxed) {
                return;
            }
            let mut on_info = |line: &InfoLine| {
                let lines = vec![progress(&job.pos, line, &job.speech)];
                send(EngineEvent::Lines { id, lines });
            };
            let asked = engine.think_reporting(
                &start,
                &moves,
                Think::Depth(depth),
                DEPTH_TIMEOUT,
                &mut on_info,
            );
            match asked {
                Ok(answer) => {
                    let decisive = answer
                        .score
                        .is_some_and(|s| s.abs() * 100.0 >= f64::from(DECISIVE));
                    if decisive || answer.depth.is_some_and(|d| d < depth) {
                        break;
                    }
                }
                Err(e) => {
                    // The engine goes; dama's own search takes over.
                    *slot = None;
                    let message = failed(e);
                    return send(EngineEvent::Failed { id, message });
                }
            }
        }
        send(EngineEvent::Done { id, best: Some(0) });
    });
}

/// An `info` line as a line of the panel: the score in hundredths of a man (the side to
/// move's view), the moves in the game's notation as far as they are legal.
fn progress<G: ShellGame>(pos: &G, line: &InfoLine, speech: &HubSpeech<G>) -> Progress {
    let mut at = *pos;
    let mut pv = Vec::new();
    for text in &line.pv {
        let Some(mv) = (speech.parse_move)(&at, text).filter(|m| at.legal_moves().contains(m))
        else {
            break;
        };
        pv.push(at.move_text(&mv));
        at.play_unchecked(&mv);
    }
    Progress {
        depth: line.depth.unwrap_or(0),
        score: line
            .score
            .filter(|s| s.is_finite())
            .map_or(0, |s| (s * 100.0).round().clamp(-1e9, 1e9) as i32),
        nodes: line.nodes.unwrap_or(0),
        pv,
        source: Default::default(),
    }
}
