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
    analysed_by(colors, ascii, None)
}

/// The same, analysed by the outside engine `engine` when one is given.
fn analysed_by(
    colors: ColorMode,
    ascii: bool,
    engine: Option<String>,
) -> (dama::tui::App, TempDir) {
    let dir = TempDir::new("study");
    let mut o = options(&dir);
    o.analysis_engine = engine;
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
        assert!(
            shown.contains("evaluation for White"),
            "{colors:?}:\n{shown}"
        );
        assert!(shown.contains("accuracy: White "), "{colors:?}:\n{shown}");
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

/// The marks of `dama annotate`'s output, one per move: the NAG after each move.
fn annotate_marks(dir: &std::path::Path, pdn: &str, depth: &str) -> Vec<Option<String>> {
    let file = dir.join("game.pdn");
    std::fs::write(&file, pdn).expect("written");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["annotate", file.to_str().expect("utf-8"), "--depth", depth])
        .env("DAMA_SAVE_DIR", dir)
        .env("DAMA_EGDB_DIR", dir)
        .output()
        .expect("dama runs");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let body = text.split("\n\n").nth(1).expect("the moves");
    // Comments dropped, the words left: numbers, moves, NAGs.
    let mut plain = String::new();
    let mut depth = 0;
    for c in body.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let mut marks: Vec<Option<String>> = Vec::new();
    for word in plain.split_whitespace() {
        if let Some(nag) = word.strip_prefix('$') {
            if let Some(last) = marks.last_mut() {
                *last = Some(nag.to_string());
            }
        } else if (word.contains('-') || word.contains('x')) && !word.ends_with('.') {
            marks.push(None);
        }
    }
    marks
}

#[test]
fn f5_and_annotate_give_the_same_marks_at_the_same_depth() {
    let (app, dir) = analysed(ColorMode::None, false);
    let view = session(&app).study_view().expect("an analysis");
    let pdn = "[GameType \"22,W,8,8,N2,1\"]\n[Result \"*\"]\n\n1. 22-18 9-13 2. 18x9 12-16 *\n";
    let annotated = annotate_marks(&dir.0, pdn, "3");
    let f5: Vec<Option<String>> = view
        .marks
        .iter()
        .map(|m| m.map(|m| m.nag().to_string()))
        .collect();
    assert_eq!(f5, annotated);
    assert!(f5[1].is_some(), "{f5:?}");
}

#[test]
fn an_outside_engine_analyses_the_game_and_is_named() {
    let hub = format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"));
    let (app, _dir) = analysed_by(ColorMode::None, false, Some(hub));
    let view = session(&app).study_view().expect("an analysis");
    assert_eq!(view.engine, Some("dama"));
    assert!(view.marks[1].is_some(), "{:?}", view.marks);
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("evaluation (dama) for White"), "{shown}");
}
