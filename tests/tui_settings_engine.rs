//! The settings page's "Analysis engine" (issue 40, part 5): a command that does not
//! start or does not answer `hub` is refused with its reason and left open for
//! correction, nothing kept; one that answers is named, kept in the settings file and
//! used by F4; Left clears it.

use ratatui::crossterm::event::KeyCode;

use dama::config::Config;
use dama::tui::Screen;

mod tui_support;
use tui_support::*;

/// Down to the selected row `name` (the page has 12 rows).
fn to_row(app: &mut dama::tui::App, name: &str) {
    for _ in 0..14 {
        let shown = text(&render(app, 100, 32));
        if shown.lines().any(|l| l.contains('▶') && l.contains(name)) {
            return;
        }
        press(app, KeyCode::Down);
    }
    panic!("no row {name}:\n{}", text(&render(app, 100, 32)));
}

#[test]
fn a_bad_analysis_engine_is_refused_a_good_one_is_kept_and_used() {
    let dir = TempDir::new("settings-analysis-engine");
    let file = dir.0.join("config.json");
    let mut o = options(&dir);
    o.config = Some(file.clone());
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::F(7));
    assert_eq!(app.screen(), Screen::Settings);
    to_row(&mut app, "Analysis engine");
    let shown = text(&render(&app, 100, 32));
    assert!(
        shown.contains("Analysis engine") && shown.contains("none"),
        "{shown}"
    );
    // A program that is not there: refused, the command kept for correction.
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "/nonexistent/engine hub");
    press(&mut app, KeyCode::Enter);
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("Not kept"), "{shown}");
    assert!(shown.contains("/nonexistent/engine hub"), "{shown}");
    assert!(app.settings().editing.is_some(), "the field stays open");
    assert_eq!(app.options().analysis_engine, None);
    assert_eq!(Config::load(&file).expect("file").analysis_engine, None);
    // One that exits without a word: refused too.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "sh -c 'exit 0'");
    press(&mut app, KeyCode::Enter);
    assert!(app.settings().editing.is_some());
    assert!(text(&render(&app, 100, 32)).contains("Not kept"));
    // `dama hub` answers: named, kept, and F4 uses it.
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    let hub = format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"));
    type_text(&mut app, &hub);
    press(&mut app, KeyCode::Enter);
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("The engine answers as dama"), "{shown}");
    assert!(app.settings().editing.is_none());
    assert_eq!(app.options().analysis_engine.as_deref(), Some(hub.as_str()));
    let kept = Config::load(&file).expect("file");
    assert_eq!(kept.analysis_engine.as_deref(), Some(hub.as_str()));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);
    press(&mut app, KeyCode::F(4));
    let a = session(&app).analysis().expect("analysis on");
    assert!(a.engine_name().is_some(), "the outside engine searches");
    press(&mut app, KeyCode::F(4));
    // Left clears it, in the file too.
    press(&mut app, KeyCode::F(7));
    to_row(&mut app, "Analysis engine");
    press(&mut app, KeyCode::Left);
    assert_eq!(app.options().analysis_engine, None);
    assert_eq!(Config::load(&file).expect("file").analysis_engine, None);
}
