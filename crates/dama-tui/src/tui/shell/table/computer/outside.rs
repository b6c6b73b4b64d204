//! An outside engine in a seat of the game: a program speaking the Hub protocol (`dama
//! hub`, Scan, …), run by the protocol's client (`protocol/client.rs`) on a thread of its
//! own, so the screen never waits for it. The thread starts the engine, then answers one
//! request at a time: its `info` lines arrive as the search's progress, its move or its
//! failure as [`OutsideNews`]. Dropping the seat kills the engine's process (even in the
//! middle of a search) and reaps it: no engine outlives its game.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use crate::core::Seat;
use crate::protocol::client::{ClientError, Engine, InfoLine, Killer, START_TIMEOUT, Think};

use crate::tui::shell::event::{EngineEvent, Event, Progress};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::computer::hub_link::{HubSpeech, OutsideFault, OutsideNews};

/// Time an engine may take beyond its own (move time or time left) before it counts as
/// hung: the pipe, the process switch and a loaded machine.
pub const MARGIN: Duration = Duration::from_secs(2);

/// The move time of an engine when the game has no clock and none was given.
pub const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);

/// One request: think about the game so far and answer a move.
pub struct Request<G> {
    pub id: u64,
    /// The game's start position, in the protocol's text.
    pub start: String,
    /// The moves played since, in the protocol's text.
    pub moves: Vec<String>,
    /// The position now (to write the engine's line in the game's notation).
    pub pos: G,
    pub think: Think,
    /// When the engine counts as hung.
    pub timeout: Duration,
}

/// The engine of one seat, as the session holds it.
pub struct OutsideSeat<G: ShellGame> {
    /// The command it was started with.
    pub command: String,
    /// The name it gave (`id name=…`), once started.
    pub name: Option<String>,
    /// Tells its news from another engine's (one of an earlier game).
    pub key: u64,
    requests: Option<Sender<Request<G>>>,
    killer: Arc<Mutex<Option<Killer>>>,
    closing: Arc<AtomicBool>,
}

impl<G: ShellGame> OutsideSeat<G> {
    /// Starts `command` for `seat` on its own thread; what it says arrives on `tx`,
    /// marked with `key`.
    pub fn start(
        command: &str,
        seat: Seat,
        key: u64,
        speech: HubSpeech<G>,
        tx: Sender<Event>,
    ) -> Self {
        let (requests, rx) = mpsc::channel::<Request<G>>();
        let killer = Arc::new(Mutex::new(None));
        let closing = Arc::new(AtomicBool::new(false));
        let (kill_slot, closed) = (Arc::clone(&killer), Arc::clone(&closing));
        let cmd = command.to_string();
        thread::spawn(move || {
            let news = |news: OutsideNews| {
                let _ = tx.send(Event::Engine(EngineEvent::Outside { seat, key, news }));
            };
            let fault = |e: ClientError| {
                // A fault of an engine being closed is the closing itself.
                if !closed.load(Ordering::Relaxed) {
                    news(OutsideNews::Fault(OutsideFault::Client(e)));
                }
            };
            let mut engine = match Engine::spawn(&cmd) {
                Ok(engine) => engine,
                Err(e) => return fault(e),
            };
            *kill_slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(engine.killer());
            if closed.load(Ordering::Relaxed) {
                return;
            }
            if let Err(e) = engine.handshake(speech.variant, START_TIMEOUT) {
                return fault(e);
            }
            news(OutsideNews::Started {
                name: engine.id_name.clone(),
            });
            while let Ok(req) = rx.recv() {
                let id = req.id;
                let mut on_info = |line: &InfoLine| {
                    let info = progress(&req.pos, line, &speech);
                    let _ = tx.send(Event::Engine(EngineEvent::Info { id, info }));
                };
                let asked = engine.think_reporting(
                    &req.start,
                    &req.moves,
                    req.think,
                    req.timeout,
                    &mut on_info,
                );
                match asked {
                    Ok(answer) => news(OutsideNews::Moved {
                        id,
                        text: answer.mv,
                    }),
                    Err(e) => return fault(e),
                }
            }
        });
        OutsideSeat {
            command: command.to_string(),
            name: None,
            key,
            requests: Some(requests),
            killer,
            closing,
        }
    }

    /// Asks for a move; false when the engine's thread is gone (its fault is on the way).
    pub fn ask(&self, request: Request<G>) -> bool {
        self.requests
            .as_ref()
            .is_some_and(|r| r.send(request).is_ok())
    }

    /// The name to show: the engine's own, else its command.
    pub fn shown_name(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.command)
    }
}

impl<G: ShellGame> Drop for OutsideSeat<G> {
    fn drop(&mut self) {
        self.closing.store(true, Ordering::Relaxed);
        self.requests = None;
        let killer = self
            .killer
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let Some(k) = killer {
            k.kill();
        }
    }
}

/// An `info` line as the panel shows a search: the score in hundredths of a man, the
/// line in the game's notation as far as its moves are legal.
fn progress<G: ShellGame>(pos: &G, line: &InfoLine, speech: &HubSpeech<G>) -> Progress {
    let mut at = *pos;
    let mut pv = Vec::new();
    for text in &line.pv {
        let Some(mv) = (speech.parse_move)(&at, text) else {
            break;
        };
        pv.push(at.move_text(&mv));
        at.play_unchecked(&mv);
    }
    Progress {
        depth: line.depth.unwrap_or(0),
        score: line.score.map_or(0, |s| (s * 100.0).round() as i32),
        nodes: line.nodes.unwrap_or(0),
        pv,
        source: Default::default(),
    }
}
