//! The table of a DamHex^3 game in the terminal, driven by synthetic events: undo back to
//! the person's turn, a hint and the level, flipping to each seat, the cursor on the hex
//! cells, saving and resuming, a demo of three computers, and small screens.

use ratatui::crossterm::event::KeyCode;

use crate::tui_damhex_play::tui_support::*;
use dama::core::{Rules, Seat};
use dama::damhex::Position as Hex;
use dama::damhex::geometry as geo;
use dama::tui::{App, Lang};

use crate::tui_damhex_play::{
    HUMAN, big_screen, click_cell, computer, hex, message, open, played, run_until,
};

#[test]
fn undo_goes_back_to_the_humans_previous_turn() {
    let dir = TempDir::new("hex-undo");
    let (mut app, rx) = open(
        &dir,
        Lang::En,
        Hex::start(),
        [HUMAN, computer(1), computer(1)],
    );
    enter_line(&mut app, "c4-d5");
    run_until(&mut app, &rx, |a| hex(a).human_to_move());
    // Black and Red have played (or Black has, and White steals Red's turn).
    assert!(hex(&app).record().cursor() >= 2);
    enter_line(&mut app, "u");
    assert_eq!(hex(&app).record().cursor(), 0);
    assert!(hex(&app).human_to_move());
}

#[test]
fn a_hint_and_the_level() {
    let dir = TempDir::new("hex-hint");
    let (mut app, rx) = open(
        &dir,
        Lang::En,
        Hex::start(),
        [HUMAN, computer(1), computer(1)],
    );
    enter_line(&mut app, "l 4");
    assert_eq!(hex(&app).record().players()[2], computer(4));
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    // The cursor off the pieces, so the hint's own marker shows.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    let hint = *hex(&app).hint().expect("a hint");
    assert!(Hex::start().legal_moves().contains(&hint));
    assert!(message(&app).starts_with("Hint: "), "{}", message(&app));
    assert!(big_screen(&app).contains("?ww?"), "{}", big_screen(&app));
}

#[test]
fn flip_turns_the_board_to_each_seat() {
    let dir = TempDir::new("hex-flip");
    let (mut app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN; 3]);
    assert_eq!(hex(&app).view_seat(), Seat(0));
    enter_line(&mut app, "f");
    assert_eq!(message(&app), "Board seen from Black");
    let bottom = big_screen(&app)
        .lines()
        .nth(29)
        .unwrap_or_default()
        .to_string();
    assert!(bottom.contains("BLACK base"), "{bottom}");
    // Seen from Black, a click still lands on the cell drawn there.
    click_cell(&mut app, "c4");
    click_cell(&mut app, "d5");
    assert_eq!(played(&app), ["c4-d5"]);
    press(&mut app, KeyCode::F(2));
    press(&mut app, KeyCode::F(2));
    assert_eq!(hex(&app).view_seat(), Seat(0));
}

#[test]
fn the_cursor_walks_the_hex_cells_with_arrows() {
    let dir = TempDir::new("hex-cursor");
    let (mut app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN; 3]);
    let name = |app: &App| geo::name(hex(app).cursor());
    assert_eq!(name(&app), "c4");
    press(&mut app, KeyCode::Up);
    let up = name(&app);
    press(&mut app, KeyCode::Down);
    assert_eq!(name(&app), "c4", "up then down comes back");
    press(&mut app, KeyCode::Up);
    assert_eq!(name(&app), up);
    press(&mut app, KeyCode::Right);
    assert_eq!(name(&app), "d5", "right goes along the row");
    press(&mut app, KeyCode::Left);
    // Enter picks the man under the cursor, then its landing.
    press(&mut app, KeyCode::Down);
    assert_eq!(name(&app), "c4");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert_eq!(played(&app), [format!("c4-{up}")]);
}

#[test]
fn save_and_resume_a_three_player_game() {
    let dir = TempDir::new("hex-save");
    let (mut app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN, HUMAN, computer(7)]);
    enter_line(&mut app, "c4-d5");
    enter_line(&mut app, "e3-e4");
    assert!(dir.0.join("autosave-damhex.json").is_file());
    enter_line(&mut app, "s three");
    let saved = dir.0.join("three.json");
    assert!(saved.is_file());
    let json = std::fs::read_to_string(&saved).expect("the save");
    assert!(json.contains("\"game\": \"damhex\""), "{json}");
    let mut o = options(&dir);
    o.load = Some(saved.clone());
    // No --level: the save's levels stay.
    o.level = None;
    let (app, _rx) = start(o);
    let s = hex(&app);
    assert_eq!(played(&app), ["c4-d5", "e3-e4"]);
    assert_eq!(s.record().players(), [HUMAN, HUMAN, computer(7)]);
    assert_eq!(s.saved_as(), Some(saved.as_path()));
}

#[test]
fn a_demo_of_three_computers_plays_moves() {
    let dir = TempDir::new("hex-demo");
    let (mut app, rx) = open(&dir, Lang::En, Hex::start(), [computer(1); 3]);
    assert!(hex(&app).is_demo());
    run_until(&mut app, &rx, |a| hex(a).record().cursor() >= 4);
    let s = big_screen(&app);
    assert!(s.contains("4. "), "{s}");
}

#[test]
fn small_screens_get_the_compact_board_or_a_request_to_enlarge() {
    let dir = TempDir::new("hex-sizes");
    let (app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN; 3]);
    let small = text(&render(&app, 80, 24));
    assert!(
        small.contains("e  bb  bb  bb  e4"),
        "the compact board\n{small}"
    );
    let tiny = text(&render(&app, 67, 21));
    assert!(tiny.contains("68×21"), "{tiny}");
    let least = text(&render(&app, 68, 21));
    assert!(
        least.contains("WHITE base") && least.contains("Move:"),
        "{least}"
    );
}
