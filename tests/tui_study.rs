//! The game analysis in the terminal game: F5 analyses the game in the background (the
//! app keeps taking keys), the evaluation graph is drawn under the move list at 80x24 in
//! truecolour, 16 colours, `NO_COLOR` and ASCII, the move list marks the blunder, and `]`
//! `[` jump to it with the better move shown as the hint.

use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::tui::{ColorMode, Event, Mover};

mod tui_support;
use tui_support::*;

/// A game of two people with a blunder (9-13 drops a man), analysed 3 plies deep.
fn analysed(colors: ColorMode, ascii: bool) -> (dama::tui::App, TempDir) {
    let dir = TempDir::new("study");
    let mut o = options(&dir);
    o.white = Some(Mover::Human);
    o.black = Some(Mover::Human);
    o.depth = Some(3);
    o.colors = colors;
    o.ascii = ascii;
    let (mut app, rx) = start(o);
    for mv in ["22-18", "9-13", "18x9", "12-16"] {
        enter_line(&mut app, mv);
    }
    press(&mut app, KeyCode::F(5));
    let said = session(&app).message().expect("a message").text.clone();
    assert!(said.contains("in the background"), "{said}");
    for _ in 0..2000 {
        let done = session(&app)
            .study_view()
            .is_some_and(|v| v.done == v.total && !v.evals.is_empty());
        if done {
            return (app, dir);
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    panic!("the analysis never ended");
}

#[test]
fn the_graph_and_the_marks_in_every_colour_mode() {
    for (colors, ascii) in [
        (ColorMode::TrueColor, false),
        (ColorMode::Ansi16, false),
        (ColorMode::None, false),
        (ColorMode::None, true),
    ] {
        let (app, _dir) = analysed(colors, ascii);
        let buf = render(&app, 80, 24);
        let shown = text(&buf);
        assert!(shown.contains("evaluation"), "{colors:?}:\n{shown}");
        assert!(shown.contains("9-13?"), "{colors:?}:\n{shown}");
        let axis = if ascii { "---" } else { "───" };
        assert!(shown.contains(axis), "{colors:?}:\n{shown}");
        if ascii {
            assert!(shown.is_ascii(), "{shown}");
        }
        let view = session(&app).study_view().expect("an analysis");
        assert_eq!(view.evals.len(), 5);
        assert!(view.marks[1].is_some(), "{:?}", view.marks);
    }
}

#[test]
fn the_keys_jump_to_the_mistake() {
    let (mut app, _dir) = analysed(ColorMode::None, false);
    press(&mut app, KeyCode::Char('['));
    // The position before 9-13, its better move as the hint, the line in the message.
    assert_eq!(session(&app).record().cursor(), 1);
    assert!(session(&app).hint().is_some());
    let msg = session(&app).message().expect("a message").text.clone();
    assert!(
        msg.contains("1... 9-13?") && msg.contains("better"),
        "{msg}"
    );
    press(&mut app, KeyCode::Char(']'));
    let msg = session(&app).message().expect("a message").text.clone();
    assert!(msg.contains("No mistake further on"), "{msg}");
    // F5 again analyses again; the game goes on meanwhile.
    press(&mut app, KeyCode::F(5));
    press(&mut app, KeyCode::End);
    assert_eq!(session(&app).record().cursor(), 4);
}
