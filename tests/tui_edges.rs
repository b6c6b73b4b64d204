//! Rough edges of the terminal game a new player hit (issue 10), each through
//! `App::update` and a `TestBackend` screen: the resume list scrolls, help stops at its
//! end, the status line says what just happened, Italian words mean what they say.

use ratatui::crossterm::event::KeyCode;

use dama::draughts::italian::Position;
use dama::game::{Game, Player};
use dama::tui::{Lang, Screen};

mod tui_support;
use tui_support::*;

fn message(app: &dama::tui::App) -> String {
    session(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn the_resume_list_scrolls_to_the_selected_save_at_80x24() {
    let dir = TempDir::new("resume-scroll");
    for i in 1..=16 {
        let g = Game::new(Position::start(), Player::Human, Player::Human);
        let path = dir.0.join(format!("game{i:02}.json"));
        dama::game::save::save(&g, &path, false).expect("save");
    }
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    press(&mut app, KeyCode::Down); // Resume
    press(&mut app, KeyCode::Enter);
    // Walk down the whole list: the selected line is always on screen.
    let mut last = String::new();
    for step in 0..17 {
        let s = screen(&app);
        let selected = s
            .lines()
            .find_map(|l| l.split_once("▶ ").map(|(_, rest)| rest.trim().to_string()))
            .unwrap_or_else(|| panic!("step {step}: no selected line\n{s}"));
        last = selected;
        if step < 15 {
            press(&mut app, KeyCode::Down);
        }
    }
    // The 16th save is selected and shown; Enter loads that very one.
    let name = last.split_whitespace().next().expect("a name").to_string();
    assert!(name.starts_with("game"), "{last}");
    let s = screen(&app);
    assert!(s.contains('↑'), "the saves above are counted\n{s}");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(
        session(&app).saved_as(),
        Some(dir.0.join(format!("{name}.json")).as_path())
    );
}

#[test]
fn help_does_not_scroll_past_its_end() {
    let dir = TempDir::new("help-end");
    let (mut app, _rx) = start(options(&dir));
    press(&mut app, KeyCode::F(1));
    assert_eq!(app.screen(), Screen::Help);
    for _ in 0..60 {
        press(&mut app, KeyCode::PageDown);
    }
    let end = screen(&app);
    let rows: Vec<&str> = end.lines().collect();
    // The last text line sits on the last row inside the frame: no blank space after it.
    let last_inside = rows[rows.len() - 2].trim_matches(|c: char| c == '│' || c == ' ');
    assert!(!last_inside.is_empty(), "blank space at the end:\n{end}");
    assert!(end.contains("by agreement."), "{end}");
    // Going further changes nothing; one line up shows one more line above.
    press(&mut app, KeyCode::Down);
    assert_eq!(screen(&app), end);
    press(&mut app, KeyCode::Up);
    assert_ne!(screen(&app), end);
}

#[test]
fn the_status_line_says_what_flip_and_numbers_did() {
    let dir = TempDir::new("status");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "F");
    assert_eq!(message(&app), "Board flipped");
    enter_line(&mut app, "F");
    assert_eq!(message(&app), "Board turned back");
    enter_line(&mut app, "#");
    assert_eq!(message(&app), "Square numbers hidden");
    assert!(!session(&app).numbers());
    enter_line(&mut app, "#");
    assert_eq!(message(&app), "Square numbers shown");
}

#[test]
fn in_italian_aiuto_opens_the_help_and_scores_speak_italian() {
    let dir = TempDir::new("aiuto");
    let mut o = options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "aiuto");
    assert_eq!(app.screen(), Screen::Help);
    let mate = dama::engine::MATE;
    assert_eq!(
        dama::lang::render_score(Lang::It, mate - 9),
        "vittoria in 5"
    );
    assert_eq!(
        dama::lang::render_score(Lang::It, 7 - mate),
        "sconfitta in 4"
    );
    assert_eq!(dama::lang::render_score(Lang::En, mate - 9), "win in 5");
    assert_eq!(dama::lang::render_score(Lang::It, 35), "+0.35");
}

#[test]
fn long_messages_wrap_and_long_typed_lines_show_their_end() {
    let dir = TempDir::new("wrap");
    let (mut app, _rx) = start(options(&dir));
    // An unknown command longer than the screen: the whole message is shown, wrapped.
    let long = format!("zz{}END", "q".repeat(70));
    enter_line(&mut app, &long);
    let s = screen(&app);
    assert!(s.contains("END"), "the message is cut:\n{s}");
    // Typing more than fits on the smallest screen: the end of the typing stays in view.
    let typed = format!("x{}TAIL", "y".repeat(66));
    type_text(&mut app, &typed);
    let s = text(&render(&app, 60, 18));
    let last_row = s.lines().last().unwrap_or_default();
    assert!(last_row.contains("TAIL"), "{last_row}");
}
