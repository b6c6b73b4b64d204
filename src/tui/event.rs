//! The one channel everything arrives on: keys, mouse clicks, resizes, ticks, and the
//! engine's progress and results. The app's update function takes these one at a time,
//! so input is never blocked by a search.

use std::sync::mpsc::Sender;
use std::thread::{self, JoinHandle};
use std::time::Duration;

use crossterm::event::{self as ct, KeyEvent, KeyEventKind, MouseEvent};

use crate::engine::{Info, Report};

/// Anything the app reacts to.
#[derive(Debug)]
pub enum Event {
    Key(KeyEvent),
    Mouse(MouseEvent),
    Resize(u16, u16),
    /// Time passes: progress bars move, demo games go on.
    Tick,
    Engine(EngineEvent),
}

/// Messages from a search thread, tagged with the search's id so that results of a
/// search the app no longer waits for (after undo, new game, …) are ignored.
#[derive(Debug)]
pub enum EngineEvent {
    Info {
        id: u64,
        info: Info,
    },
    Done {
        id: u64,
        report: Report,
    },
    /// The search thread panicked; the message says why.
    Failed {
        id: u64,
        message: String,
    },
}

/// Turns a terminal event into an app event. Only key presses count: releases and
/// repeats reported by some terminals would otherwise type twice.
pub fn from_terminal(ev: ct::Event) -> Option<Event> {
    match ev {
        ct::Event::Key(k) if k.kind == KeyEventKind::Press => Some(Event::Key(k)),
        ct::Event::Mouse(m) => Some(Event::Mouse(m)),
        ct::Event::Resize(w, h) => Some(Event::Resize(w, h)),
        _ => None,
    }
}

/// Reads the terminal on its own thread and sends a `Tick` whenever `tick` passes
/// without input. Ends when the receiving side is gone.
pub fn spawn_input(tx: Sender<Event>, tick: Duration) -> JoinHandle<()> {
    thread::spawn(move || {
        loop {
            let sent = match ct::poll(tick) {
                Ok(true) => match ct::read() {
                    Ok(ev) => match from_terminal(ev) {
                        Some(e) => tx.send(e),
                        None => Ok(()),
                    },
                    Err(_) => return,
                },
                Ok(false) => tx.send(Event::Tick),
                Err(_) => return,
            };
            if sent.is_err() {
                return;
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::{KeyCode, KeyModifiers};

    #[test]
    fn only_presses_count() {
        let press = KeyEvent::new(KeyCode::Char('a'), KeyModifiers::NONE);
        let release = KeyEvent::new_with_kind(
            KeyCode::Char('a'),
            KeyModifiers::NONE,
            KeyEventKind::Release,
        );
        assert!(matches!(
            from_terminal(ct::Event::Key(press)),
            Some(Event::Key(_))
        ));
        assert!(from_terminal(ct::Event::Key(release)).is_none());
        assert!(matches!(
            from_terminal(ct::Event::Resize(80, 24)),
            Some(Event::Resize(80, 24))
        ));
    }
}
