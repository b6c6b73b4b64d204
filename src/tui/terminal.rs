//! Owning the terminal: raw mode, the alternate screen and mouse capture on the way in;
//! all three undone on the way out, whether by quitting, an error, or a panic.

use std::io::{self, Stdout};
use std::sync::mpsc;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;
use thiserror::Error;

use super::app::{App, StartError};
use super::event::spawn_input;
use super::options::Options;

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

/// Plays until the player quits.
pub fn run(opts: Options) -> Result<(), RunError> {
    let (tx, rx) = mpsc::channel();
    let (w, h) = ratatui::crossterm::terminal::size()?;
    // Built before the terminal changes, so a bad --load is reported plainly.
    let mut app = App::new(opts, tx.clone(), Rect::new(0, 0, w, h))?;
    install_panic_hook();
    let mut guard = Guard::enter()?;
    let _input = spawn_input(tx, TICK);
    while !app.has_quit() {
        guard
            .terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))?;
        let Ok(ev) = rx.recv() else {
            break;
        };
        app.update(ev);
        // Take whatever else is waiting before drawing again.
        while !app.has_quit() {
            match rx.try_recv() {
                Ok(ev) => app.update(ev),
                Err(_) => break,
            }
        }
    }
    Ok(())
}
