//! Polish of the shell for every game (issue 23): a loaded game keeps its level
//! (item 12), the game-over banner says who ran out of pieces, is not red to the winner
//! and leaves the move list in view (item 16); the menu offers ←→ only where it changes
//! something (item 21).

use ratatui::crossterm::event::KeyCode;
use ratatui::style::Color as Tc;

use dama::core::Level;
use dama::draughts::italian::Position;
use dama::game::{Game, Player, save};
use dama::tui::ColorMode;

mod tui_support;
use tui_support::*;

/// A save in `dir` of `fen`, the human White against the computer at `level`.
fn saved(dir: &TempDir, fen: &str, level: u8) -> std::path::PathBuf {
    let path = dir.0.join("level.json");
    let game = Game::new(
        Position::from_fen(fen).expect("fen"),
        Player::Human,
        Player::Computer {
            level: Level::of(level),
        },
    );
    save::save(&game, &path, true).expect("save");
    path
}

#[test]
fn a_loaded_game_keeps_its_level_unless_level_is_given() {
    let dir = TempDir::new("load-level");
    let path = saved(&dir, "W:W21-32:B1-12", 5);
    // The settings file's level (not `--level`) does not override the save's.
    let mut o = options(&dir);
    o.load = Some(path.clone());
    o.level = Some(Level::of(7));
    o.level_given = false;
    let (app, _rx) = start(o);
    assert_eq!(session(&app).level(), Some(Level::of(5)));
    // `--level 7` does.
    let mut o = options(&dir);
    o.load = Some(path);
    o.level = Some(Level::of(7));
    o.level_given = true;
    let (app, _rx) = start(o);
    assert_eq!(session(&app).level(), Some(Level::of(7)));
}

#[test]
fn the_game_over_banner_names_the_loser_and_spares_the_move_list() {
    let dir = TempDir::new("banner");
    let path = saved(&dir, "W:W22:B18", 1);
    let mut o = options(&dir);
    o.load = Some(path);
    o.colors = ColorMode::TrueColor;
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "22x13");
    let buf = render(&app, 80, 24);
    let shown = text(&buf);
    assert!(shown.contains("Black has no pieces left"), "{shown}");
    // The move list (in the panel) stays in view beside the banner.
    assert!(shown.contains("1. 22x13"), "{shown}");
    // The winner's result is not in red: the human won.
    let area = buf.area;
    let mark = (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .find(|&p| buf[p].symbol() == "■")
        .expect("the result in the panel");
    let fg = buf[mark].fg;
    assert!(
        !matches!(fg, Tc::Rgb(255, 90, 90) | Tc::Rgb(190, 20, 20)),
        "{fg:?}"
    );
}

#[test]
fn the_new_game_page_offers_the_level_set_in_the_game() {
    let dir = TempDir::new("newgame-level");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "L 2");
    enter_line(&mut app, "n");
    let shown = screen(&app);
    assert!(shown.contains("Computer (level 2)"), "{shown}");
    assert!(!shown.contains("level 1)"), "{shown}");
}

#[test]
fn the_hint_fits_on_one_line_under_the_board() {
    let dir = TempDir::new("hint-line");
    let mut o = options(&dir);
    o.depth = Some(9);
    let (mut app, rx) = start(o);
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let shown = screen(&app);
    let rows: Vec<&str> = shown.lines().collect();
    // The message row is the second from the bottom: the hint starts there, on one line.
    let message = rows[rows.len() - 2];
    assert!(message.trim_start().starts_with("Hint: "), "{shown}");
    assert!(message.contains("Esc clears it"), "{shown}");
    // The panel has the whole line.
    assert!(shown.contains("line "), "{shown}");
}

#[test]
fn the_menu_says_dama_once_under_its_logo() {
    let dir = TempDir::new("menu-logo");
    let mut o = options(&dir);
    o.start_menu = true;
    let (app, _rx) = start(o);
    let shown = screen(&app);
    assert!(shown.contains("█▀▀▄ ▄▀▀▄"), "the logo: {shown}");
    assert!(!shown.contains("DAMA"), "{shown}");
    assert!(shown.contains("Italian draughts"), "{shown}");
}

#[test]
fn times_under_ten_seconds_show_their_unit() {
    use dama::tui::shell::table::clocks::clock_text;
    use std::time::Duration;
    assert_eq!(clock_text(Duration::from_millis(3_040)), "3.0 s");
    assert_eq!(clock_text(Duration::from_secs(65)), "1:05");
}

/// Item 21: the menu's key line offers "←→ change" only on the new-game page, where
/// Left and Right change a value; in both languages.
#[test]
fn the_menu_offers_left_right_only_where_it_changes_something() {
    for (lang, change, choose) in [
        (dama::tui::Lang::En, "←→ change", "↑↓ choose"),
        (dama::tui::Lang::It, "←→ cambia", "↑↓ scegli"),
    ] {
        let dir = TempDir::new("menu-keys");
        let mut o = options(&dir);
        o.start_menu = true;
        o.lang = lang;
        let (mut app, _rx) = start(o);
        let s = screen(&app); // the game choice
        assert!(s.contains(choose) && !s.contains(change), "{s}");
        press(&mut app, KeyCode::Enter);
        let s = screen(&app); // the game's main page
        assert!(s.contains(choose) && !s.contains(change), "{s}");
        press(&mut app, KeyCode::Enter);
        let s = screen(&app); // new game: the seats, levels and clock change with ←→
        assert!(s.contains(choose) && s.contains(change), "{s}");
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Down);
        press(&mut app, KeyCode::Enter);
        let s = screen(&app); // resume
        assert!(s.contains(choose) && !s.contains(change), "{s}");
    }
}
