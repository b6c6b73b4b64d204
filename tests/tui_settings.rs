//! The settings page (issue 22, part 6): opened from the menu and from a game (F7, or the
//! `settings` command), each change shown at once and kept in the settings file, a flag
//! for one run left out of the file, and a broken or newer settings file named and never
//! written over.

use std::fs;

use ratatui::crossterm::event::KeyCode;

use dama::config::Config;
use dama::tui::{BoardTheme, ColorMode, Lang, Screen};

mod tui_support;
use tui_support::*;

/// Options whose settings file is `config.json` in the test's folder.
fn with_file(dir: &TempDir) -> dama::tui::Options {
    let mut o = options(dir);
    o.config = Some(dir.0.join("config.json"));
    o
}

/// Down to the row named `name` in the screen's language (at most 11 rows).
fn to_row(app: &mut dama::tui::App, name: &str) {
    for _ in 0..12 {
        let shown = screen(app);
        if shown.lines().any(|l| l.contains('▶') && l.contains(name)) {
            return;
        }
        press(app, KeyCode::Down);
    }
    panic!("no row {name}:\n{}", screen(app));
}

#[test]
fn the_menu_opens_the_page_and_a_change_shows_at_once_and_is_kept() {
    let dir = TempDir::new("settings-menu");
    let mut o = with_file(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // the game page: Italian
    let menu = screen(&app);
    assert!(menu.contains("Settings"), "{menu}");
    to_row_menu(&mut app, "Settings");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Settings);
    let page = screen(&app);
    for row in [
        "Language",
        "Colours",
        "Board",
        "ASCII pieces",
        "Square numbers",
    ] {
        assert!(page.contains(row), "{row}:\n{page}");
    }
    // The language: the page itself turns Italian, and the file says so.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.lang(), Lang::It);
    let page = screen(&app);
    assert!(
        page.contains("Impostazioni") && page.contains("Salvato in"),
        "{page}"
    );
    let c = Config::load(&dir.0.join("config.json")).expect("written");
    assert_eq!(c.lang.as_deref(), Some("it"));
    assert_eq!(c.level, None, "only the row changed is written");
    // Esc goes back to the menu, in Italian.
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
    assert!(screen(&app).contains("Nuova partita"), "{}", screen(&app));
}

/// Down the main menu to `name`.
fn to_row_menu(app: &mut dama::tui::App, name: &str) {
    for _ in 0..8 {
        if screen(app)
            .lines()
            .any(|l| l.contains('▶') && l.contains(name))
        {
            return;
        }
        press(app, KeyCode::Down);
    }
    panic!("no menu row {name}:\n{}", screen(app));
}

#[test]
fn f4_in_a_game_opens_the_page_and_esc_comes_back_to_the_game() {
    let dir = TempDir::new("settings-game");
    let (mut app, _rx) = start(with_file(&dir));
    assert_eq!(app.screen(), Screen::Game);
    press(&mut app, KeyCode::F(7));
    assert_eq!(app.screen(), Screen::Settings);
    // Square numbers off: the game's board drops them at once.
    to_row(&mut app, "Square numbers");
    press(&mut app, KeyCode::Right);
    assert!(!app.options().numbers);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);
    assert!(!session(&app).numbers(), "the game took the change");
    let c = Config::load(&dir.0.join("config.json")).expect("written");
    assert_eq!(c.numbers, Some(false));
    // The typed command opens it too.
    enter_line(&mut app, "settings");
    assert_eq!(app.screen(), Screen::Settings);
}

#[test]
fn colours_board_ascii_level_threads_hash_and_engine_apply_and_persist() {
    let dir = TempDir::new("settings-all");
    let (mut app, _rx) = start(with_file(&dir));
    press(&mut app, KeyCode::F(7));
    to_row(&mut app, "Colours");
    press(&mut app, KeyCode::Right); // auto → truecolour (the tests start on none)
    assert!(!app.options().palette_auto);
    to_row(&mut app, "Board");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.options().board, BoardTheme::Slate);
    to_row(&mut app, "ASCII pieces");
    press(&mut app, KeyCode::Right);
    assert!(app.options().ascii);
    assert!(
        screen(&app).is_ascii(),
        "ASCII shows at once:\n{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Right);
    to_row(&mut app, "Level of new games");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.menu().level.get(), 2, "the new-game page offers it");
    to_row(&mut app, "Computer's threads");
    press(&mut app, KeyCode::Right);
    assert_eq!(app.options().threads, 2);
    to_row(&mut app, "Computer's hash");
    press(&mut app, KeyCode::Left);
    assert_eq!(app.options().hash_mib, 16);
    to_row(&mut app, "Outside engine");
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "dama hub");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.options().engine.as_deref(), Some("dama hub"));
    let c = Config::load(&dir.0.join("config.json")).expect("written");
    assert_eq!(c.board.as_deref(), Some("slate"));
    assert_eq!(
        (c.ascii, c.level, c.threads, c.hash),
        (Some(false), Some(2), Some(2), Some(16))
    );
    assert_eq!(c.engine.as_deref(), Some("dama hub"));
    assert!(c.palette.is_some());
    // The page reads at 60x18 and 100x32.
    for (w, h) in [(60, 18), (100, 32)] {
        let shown = text(&render(&app, w, h));
        assert!(shown.contains("Outside engine"), "{w}x{h}:\n{shown}");
    }
}

#[test]
fn a_flag_for_one_run_is_shown_but_not_written_until_changed_on_the_page() {
    let dir = TempDir::new("settings-flag");
    let path = dir.0.join("config.json");
    fs::write(&path, "{\"lang\": \"en\", \"level\": 5}\n").expect("write");
    let mut o = with_file(&dir);
    o.lang = Lang::It; // as `--lang it` gives
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::F(7));
    assert!(screen(&app).contains("Italiano"), "{}", screen(&app));
    to_row(&mut app, "Pezzi ASCII");
    press(&mut app, KeyCode::Right);
    let c = Config::load(&path).expect("read");
    assert_eq!(
        c.lang.as_deref(),
        Some("en"),
        "the flag did not go to the file"
    );
    assert_eq!((c.level, c.ascii), (Some(5), Some(true)));
}

#[test]
fn a_broken_settings_file_is_named_and_never_written_over() {
    let dir = TempDir::new("settings-broken");
    let path = dir.0.join("config.json");
    let broken = "{\"lang\": \"it\",, }";
    fs::write(&path, broken).expect("write");
    let mut o = with_file(&dir);
    o.settings_error = Some("the settings file config.json is not valid".into());
    o.colors = ColorMode::None;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::F(7));
    assert!(screen(&app).contains("not valid"), "{}", screen(&app));
    to_row(&mut app, "Board");
    press(&mut app, KeyCode::Right);
    assert_eq!(
        app.options().board,
        BoardTheme::Slate,
        "applied for this run"
    );
    let page = screen(&app);
    assert!(page.contains("For this run only"), "{page}");
    assert_eq!(fs::read_to_string(&path).expect("read"), broken);
}
