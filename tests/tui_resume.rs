//! The resume page and the first moments of a game (issue 23, items 15 and 18): a save
//! that cannot be read is listed with its error, wrapped at 80x24; a draw offered before
//! any move is declined; a ballot game's clock starts with the first move to play.

use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::core::Seat;
use dama::draughts::italian::Position;
use dama::game::clock::TimeControl;
use dama::game::{Game, Player};
use dama::tui::{Event, Screen, TimeSource};

mod tui_support;
use tui_support::*;

#[test]
fn a_broken_save_is_listed_with_its_whole_error_at_80x24() {
    let dir = TempDir::new("resume-broken");
    let g = Game::new(Position::start(), Player::Human, Player::Human);
    dama::game::save::save(&g, &dir.0.join("good.json"), false).expect("save");
    let text = std::fs::read_to_string(dir.0.join("good.json")).expect("read");
    std::fs::write(dir.0.join("broken.json"), &text[..text.len() / 2]).expect("write");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    press(&mut app, KeyCode::Down); // Resume
    press(&mut app, KeyCode::Enter);
    let s = screen(&app);
    assert!(
        s.contains("good ") && s.contains("broken ") && s.contains("cannot be read"),
        "{s}"
    );
    // Down to the broken one: its error shows whole, wrapped inside the frame.
    press(&mut app, KeyCode::Down);
    let s = screen(&app);
    let joined: String = s
        .lines()
        .map(|l| l.trim_matches(|c: char| c == '│' || c == ' '))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(joined.contains("is not JSON"), "{s}");
    assert!(joined.contains("EOF while parsing"), "{s}");
    // The message ends inside the frame: its last words are on screen.
    assert!(joined.contains("column"), "{s}");
    // Choosing it says the error; the menu stays.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Menu);
    assert!(screen(&app).contains("is not JSON"));
}

#[test]
fn a_draw_offered_before_any_move_is_declined() {
    let dir = TempDir::new("draw-early");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "draw");
    assert_eq!(session(&app).record().result(), None);
    let s = screen(&app);
    assert!(s.contains("too early for a draw"), "{s}");
}

#[test]
fn a_ballot_games_clock_starts_with_the_first_move_to_play() {
    let dir = TempDir::new("ballot-clock");
    let (source, hand) = TimeSource::manual();
    let mut o = options(&dir);
    o.ballot = true;
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    o.time = source;
    o.clock = Some(TimeControl::parse("5m/move").expect("control"));
    // Time before the game is on screen is no one's.
    hand.advance(Duration::from_secs(30));
    let (mut app, _rx) = start(o);
    let s = session(&app);
    assert_eq!(s.record().moves().len(), 2, "the ballot is on the board");
    assert_eq!(s.dialog(), None, "no pause or dialog before the first move");
    let five = Duration::from_secs(300);
    assert_eq!(s.time_left(Seat(0)), Some(five));
    assert_eq!(s.time_left(Seat(1)), Some(five));
    // From then on White, first to play after the ballot, is charged.
    hand.advance(Duration::from_secs(10));
    app.update(Event::Tick);
    let s = session(&app);
    assert_eq!(s.time_left(Seat(0)), Some(five - Duration::from_secs(10)));
    assert_eq!(s.time_left(Seat(1)), Some(five));
}
