//! Owning the terminal: raw mode, the alternate screen and mouse capture on the way in;
//! all three undone (and the cursor shown) on the way out, whether by quitting, an error,
//! a panic, or a signal: SIGTERM, SIGINT (Ctrl-C outside the game's keys, `kill -INT`),
//! SIGHUP (the terminal closed) and SIGQUIT autosave the game in progress, restore the
//! terminal, then end the process as that signal would (Unix; `signal-hook`).

use std::io::{self, Stdout};
use std::sync::mpsc;
use std::time::Duration;

use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal};
use thiserror::Error;

use crate::tui::shell::app::{App, StartError};
use crate::tui::shell::catalog::Catalog;
use crate::tui::shell::event::spawn_input;
use crate::tui::shell::options::Options;

#[derive(Debug, Error)]
pub enum RunError {
    #[error("terminal: {0}")]
    Io(#[from] io::Error),
    #[error(transparent)]
    Start(#[from] StartError),
}

/// How often the screen refreshes while nothing happens (progress bar, demo games).
const TICK: Duration = Duration::from_millis(100);

/// Puts the terminal back as it was. Safe to call more than once.
pub fn restore() {
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        ratatui::crossterm::cursor::Show
    );
}

/// Restores the terminal before the panic message is printed, so it can be read. Only a
/// panic of the UI thread ends the game; the engine thread's are caught and reported.
fn install_panic_hook() {
    let previous = std::panic::take_hook();
    let ui = std::thread::current().id();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().id() == ui {
            restore();
        }
        previous(info);
    }));
}

/// Restores the terminal when dropped, on every way out of `run`.
struct Guard {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl Guard {
    fn enter() -> io::Result<Guard> {
        enable_raw_mode()?;
        let mut out = io::stdout();
        if let Err(e) = execute!(out, EnterAlternateScreen, EnableMouseCapture) {
            restore();
            return Err(e);
        }
        match Terminal::new(CrosstermBackend::new(out)) {
            Ok(terminal) => Ok(Guard { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        restore();
    }
}

/// How the app is drawn on a frame (the view: `tui::run` hands it in).
pub type DrawApp = fn(&App, &mut Frame);

/// Plays the games of `catalog` until the player quits (or a signal ends the game),
/// drawing each frame with `draw`.
pub fn run_with(opts: Options, catalog: &'static Catalog, draw: DrawApp) -> Result<(), RunError> {
    let (tx, rx) = mpsc::channel();
    let (w, h) = ratatui::crossterm::terminal::size()?;
    // Built before the terminal changes, so a bad --load is reported plainly.
    let mut app = App::with_catalog(opts, tx.clone(), Rect::new(0, 0, w, h), catalog)?;
    install_panic_hook();
    let signals = signals::watch(tx.clone())?;
    let mut guard = Guard::enter()?;
    let _input = spawn_input(tx, TICK);
    while !app.has_quit() {
        if signals.caught().is_some() {
            app.end_by_signal();
            break;
        }
        guard.terminal.draw(|frame| draw(&app, frame))?;
        let Ok(ev) = rx.recv() else {
            break;
        };
        app.update(ev);
        // Take whatever else is waiting before drawing again.
        while !app.has_quit() && signals.caught().is_none() {
            match rx.try_recv() {
                Ok(ev) => app.update(ev),
                Err(_) => break,
            }
        }
    }
    drop(guard);
    // The game's outside engines are killed with it, before a signal ends the process.
    drop(app);
    if let Some(signal) = signals.caught() {
        signals::end_as(signal);
    }
    Ok(())
}

#[cfg(unix)]
mod signals {
    //! The signals that end the game, seen by a thread of `signal-hook` (no unsafe code
    //! here): each one is noted and wakes the game loop with a tick.

    use std::io;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::mpsc::Sender;

    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    use signal_hook::iterator::Signals;

    use crate::tui::shell::event::Event;

    pub struct Watch(Arc<AtomicI32>);

    impl Watch {
        /// The first signal caught, if any.
        pub fn caught(&self) -> Option<i32> {
            Some(self.0.load(Ordering::SeqCst)).filter(|&s| s != 0)
        }
    }

    pub fn watch(tx: Sender<Event>) -> io::Result<Watch> {
        let caught = Arc::new(AtomicI32::new(0));
        let mut signals = Signals::new([SIGTERM, SIGINT, SIGHUP, SIGQUIT])?;
        let seen = Arc::clone(&caught);
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                seen.store(signal, Ordering::SeqCst);
                let _ = tx.send(Event::Tick);
            }
        });
        Ok(Watch(caught))
    }

    /// Ends the process as `signal` would have without the game's handler.
    pub fn end_as(signal: i32) {
        let _ = signal_hook::low_level::emulate_default_handler(signal);
        std::process::exit(128 + signal);
    }
}

#[cfg(not(unix))]
mod signals {
    //! Elsewhere Ctrl-C arrives as a key; there is nothing more to watch.

    use std::io;
    use std::sync::mpsc::Sender;

    use crate::tui::shell::event::Event;

    pub struct Watch;

    impl Watch {
        pub fn caught(&self) -> Option<i32> {
            None
        }
    }

    pub fn watch(_tx: Sender<Event>) -> io::Result<Watch> {
        Ok(Watch)
    }

    pub fn end_as(_signal: i32) {}
}
