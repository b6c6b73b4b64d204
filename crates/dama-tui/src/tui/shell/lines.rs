//! The line mode of a game over the network (`dama play --host/--join --lines`): the
//! same app as the full screen — the same table, clocks, referee, autosave and
//! protocol — fed from lines of text instead of keys, and printing what changes as
//! lines instead of drawing frames. For a terminal without a full screen, a slow
//! link, or a script. Each line read is typed into the move line and entered (a move,
//! `say TEXT`, `draw`, `resign`, `y`/`n` to a draw offered, `save NAME`...); `quit`
//! or the end of the input leaves (the peer hears `BYE`). Printed: `message: ...`,
//! `move N: White 22-18 | White 4:58 · Black 5:00`, `question: ...`, `result: ...`,
//! `position: ...` after each move, `back to ply N` when the referee took a move back.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use crate::tui::shell::app::{App, StartError};
use crate::tui::shell::catalog::Catalog;
use crate::tui::shell::event::Event;
use crate::tui::shell::options::Options;
use crate::tui::shell::table::net::plain::Plain;

/// How often the table is ticked (the clocks, the peer's messages).
const TICK: Duration = Duration::from_millis(50);

/// The longest line read (longer ones are cut: a move line is short).
const LONGEST: usize = 400;

/// Plays the game `opts` describe (its connection made) from `input`'s lines, printing
/// to `out`, until `quit`, the end of the input, or the app quits.
pub fn run_lines(
    opts: Options,
    catalog: &'static Catalog,
    input: impl BufRead + Send + 'static,
    out: &mut dyn Write,
) -> Result<(), StartError> {
    let (tx, rx) = mpsc::channel();
    let mut app = App::with_catalog(opts, tx, Rect::new(0, 0, 100, 32), catalog)?;
    let lang = app.lang();
    let (line_tx, lines) = mpsc::channel::<Option<String>>();
    thread::spawn(move || {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if line_tx.send(Some(line)).is_err() {
                return;
            }
        }
        let _ = line_tx.send(None);
    });
    let mut shown = Plain::default();
    loop {
        match lines.recv_timeout(TICK) {
            Ok(Some(line)) => {
                let line: String = line.trim().chars().take(LONGEST).collect();
                if matches!(line.as_str(), "quit" | "exit" | "esci") {
                    break;
                }
                feed(&mut app, &line, &shown);
            }
            Ok(None) | Err(mpsc::RecvTimeoutError::Disconnected) => break,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        // Bounded: what came in since the last pass.
        for _ in 0..1000 {
            let Ok(ev) = rx.try_recv() else { break };
            app.update(ev);
        }
        app.update(Event::Tick);
        let now = app.table().map(|t| t.plain(lang)).unwrap_or_default();
        if print_changes(&shown, &now, out).is_err() {
            break;
        }
        shown = now;
        if app.has_quit() {
            break;
        }
    }
    if let Some(t) = app.table.as_mut() {
        t.keep(&app.shared);
        t.stop();
    }
    Ok(())
}

/// Types `line` into the table and enters it (a game-over box closed first, so the
/// line goes to the move line).
fn feed(app: &mut App, line: &str, shown: &Plain) {
    let press =
        |app: &mut App, code| app.update(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    if shown.game_over {
        press(app, KeyCode::Esc);
    }
    for c in line.chars().filter(|c| !c.is_control()) {
        press(app, KeyCode::Char(c));
    }
    press(app, KeyCode::Enter);
}

/// Prints what changed from `before` to `now`.
fn print_changes(before: &Plain, now: &Plain, out: &mut dyn Write) -> std::io::Result<()> {
    let kept = before
        .moves
        .iter()
        .zip(&now.moves)
        .take_while(|(a, b)| a == b)
        .count();
    if kept < before.moves.len() {
        writeln!(out, "back to ply {kept}")?;
    }
    for (k, mv) in now.moves.iter().enumerate().skip(kept) {
        let clocks = if now.clocks.is_empty() {
            String::new()
        } else {
            format!(" | {}", now.clocks.join(" · "))
        };
        writeln!(out, "move {}: {mv}{clocks}", k + 1)?;
    }
    if now.moves.len() != before.moves.len() || kept < before.moves.len() {
        writeln!(out, "position: {}", now.position)?;
    }
    if now.message != before.message
        && let Some(m) = &now.message
    {
        writeln!(out, "message: {m}")?;
    }
    if now.question != before.question
        && let Some(q) = &now.question
    {
        writeln!(out, "question: {q}")?;
    }
    if now.result != before.result
        && let Some(r) = &now.result
    {
        writeln!(out, "result: {r}")?;
    }
    out.flush()
}
