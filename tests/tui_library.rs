//! The library screen driven by synthetic keys: `--library` opens the list, typing
//! filters it, F2 and Alt+digit sort it, a broken game says what is wrong, Enter opens a
//! game for review or to play on as a new game; the menu opens a library too.

mod tui_support;

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use dama::tui::{Event, Screen};
use tui_support::{TempDir, options, press, screen, start, type_text};

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/library")
        .join(name)
}

fn alt(app: &mut dama::tui::App, c: char) {
    app.update(Event::Key(KeyEvent::new(
        KeyCode::Char(c),
        KeyModifiers::ALT,
    )));
}

/// The list's rows as drawn (below the title, filter and heading).
fn rows(app: &dama::tui::App) -> Vec<String> {
    screen(app)
        .lines()
        .skip(3)
        .take(19)
        .map(str::to_string)
        .filter(|l| !l.trim().is_empty())
        .collect()
}

#[test]
fn the_list_filters_and_sorts() {
    let dir = TempDir::new("library");
    let mut opts = options(&dir);
    opts.library = Some(fixture("italian.pdn"));
    let (mut app, _rx) = start(opts);
    assert_eq!(app.screen(), Screen::Library);
    let shown = screen(&app);
    assert!(
        shown.contains("Library italian.pdn: 5 games, 5 shown"),
        "{shown}"
    );
    assert!(shown.contains("GameType \"40\""), "{shown}");
    type_text(&mut app, "CAMPIONATO");
    let shown = screen(&app);
    assert!(shown.contains("5 games, 2 shown"), "{shown}");
    assert!(shown.contains("Filter: CAMPIONATO"), "{shown}");
    alt(&mut app, '1');
    let list = rows(&app);
    assert!(
        list[0].contains("Rossi") && list[1].contains("Verdi"),
        "{list:?}"
    );
    press(&mut app, KeyCode::F(2));
    let list = rows(&app);
    assert!(
        list[0].contains("Verdi") && list[1].contains("Rossi"),
        "{list:?}"
    );
    assert!(screen(&app).contains("White▼"), "{}", screen(&app));
    press(&mut app, KeyCode::Esc);
    assert!(screen(&app).contains("5 games, 5 shown"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
}

#[test]
fn a_broken_game_says_why_and_a_good_one_opens_for_review() {
    let dir = TempDir::new("library-open");
    let mut opts = options(&dir);
    opts.library = Some(fixture("italian.pdn"));
    let (mut app, _rx) = start(opts);
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(
        shown.contains("italian.pdn, game 5 (line 30): move 2. (21-17) is illegal"),
        "{shown}"
    );
    assert_eq!(app.screen(), Screen::Library);
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(shown.contains("Game 1: Rossi – Bianchi"), "{shown}");
    assert!(shown.contains("Review from the start"), "{shown}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    let table = app.table().expect("a game");
    assert_eq!(table.game_id(), "italian");
    let session = tui_support::session(&app);
    assert_eq!(session.record().cursor(), 0);
    assert_eq!(session.record().moves().len(), 3);
}

#[test]
fn play_on_from_a_move_starts_a_new_game() {
    let dir = TempDir::new("library-play");
    let mut opts = options(&dir);
    opts.library = Some(fixture("lidraughts.pdn"));
    let (mut app, _rx) = start(opts);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left);
    assert!(
        screen(&app).contains("Play on from move 1: both human"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Enter);
    let table = app.table().expect("a game");
    assert_eq!(table.game_id(), "international");
    let shown = screen(&app);
    assert!(shown.contains("Game 1 of lidraughts.pdn"), "{shown}");
}

#[test]
fn analyse_from_a_move_opens_the_game_there_in_the_analysis_mode() {
    let dir = TempDir::new("library-analyse");
    let mut opts = options(&dir);
    opts.library = Some(fixture("italian.pdn"));
    let (mut app, _rx) = start(opts);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    assert!(
        screen(&app).contains("Analyse from move"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Enter);
    let session = tui_support::session(&app);
    assert!(session.analysis().is_some(), "the analysis mode is on");
}

#[test]
fn the_menu_opens_a_library_and_names_a_bad_one() {
    let dir = TempDir::new("library-menu");
    let mut opts = options(&dir);
    opts.start_menu = true;
    let (mut app, _rx) = start(opts);
    press(&mut app, KeyCode::Enter); // the first game
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // Resume
    press(&mut app, KeyCode::End);
    for _ in 0..8 {
        if screen(&app).contains("> Open a library") {
            break;
        }
        press(&mut app, KeyCode::Up);
    }
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "/no/such/file.pdn");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(shown.contains("/no/such/file.pdn"), "{shown}");
    assert_eq!(app.screen(), Screen::Menu);
    for _ in 0..17 {
        press(&mut app, KeyCode::Backspace);
    }
    type_text(&mut app, &fixture("checkerboard.pdn").to_string_lossy());
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Library, "{}", screen(&app));
    assert!(screen(&app).contains("Chinook"));
}
