//! The game screen's smaller faults of issue 40: algebraic moves (`c3-d4`) typed on the
//! move line of the draughts games, `n` asking before a game being played is left, the
//! game-over box letting `,` and Home through, and the level of the settings kept when
//! a seat is cycled through the levels to an outside engine.

mod tui_support;

use ratatui::crossterm::event::KeyCode;

use dama::config::Config;
use dama::draughts::brazilian;
use dama::game::{Player, Record};
use dama::tui::session::{Dialog, Session};
use dama::tui::{Screen, ShellGame};
use tui_support::*;

fn open<G: ShellGame>(app: &mut dama::tui::App) {
    app.open(
        Record::<G>::new(G::start(), Player::Human, Player::Human),
        None,
    );
}

#[test]
fn algebraic_moves_are_moves_on_the_move_line() {
    let dir = TempDir::new("algebraic");
    let (mut app, _rx) = start(options(&dir));
    open::<brazilian::Position>(&mut app);
    let start = brazilian::Position::start();
    assert!(
        start.parse_move("c3-d4").is_ok(),
        "c3-d4 opens a Brazilian game"
    );
    enter_line(&mut app, "c3-d4");
    let shown = screen(&app);
    assert!(!shown.contains("Unknown command"), "{shown}");
    let s: &Session<brazilian::Position> = app.session().expect("a Brazilian game");
    assert_eq!(s.record().cursor(), 1, "{shown}");
    // The level glued to its letter stays a command.
    enter_line(&mut app, "l3");
    assert!(!screen(&app).contains("Unknown command"));
    // A square no board has is a refused move, not an unknown command.
    enter_line(&mut app, "z9-d4");
    assert!(screen(&app).contains("Unknown command"));
}

#[test]
fn n_asks_before_a_game_being_played_is_left() {
    let dir = TempDir::new("new-asks");
    let (mut app, _rx) = start(options(&dir));
    open::<dama::draughts::italian::Position>(&mut app);
    enter_line(&mut app, "22-18");
    enter_line(&mut app, "n");
    assert_eq!(app.screen(), Screen::Game);
    assert!(matches!(
        session(&app).dialog(),
        Some(Dialog::NewGame { .. })
    ));
    assert!(screen(&app).contains("NEW GAME ?"), "{}", screen(&app));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(app.screen(), Screen::Game);
    assert!(session(&app).dialog().is_none());
    assert_eq!(session(&app).record().cursor(), 1);
    enter_line(&mut app, "n");
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);
}

#[test]
fn the_game_over_box_lets_the_review_keys_through() {
    let dir = TempDir::new("over-keys");
    let (mut app, _rx) = start_at(&dir, "W:W22:B18");
    enter_line(&mut app, "22x13");
    assert_eq!(session(&app).dialog(), Some(&Dialog::GameOver));
    press(&mut app, KeyCode::Char(','));
    assert_eq!(session(&app).record().cursor(), 0, "`,` steps back at once");
    assert!(session(&app).dialog().is_none());
    press(&mut app, KeyCode::End);
    assert_eq!(session(&app).record().cursor(), 1);
    press(&mut app, KeyCode::Home);
    assert_eq!(
        session(&app).record().cursor(),
        0,
        "Home goes to the start at once"
    );
}

#[test]
fn a_seat_cycled_to_an_engine_keeps_the_settings_level() {
    let dir = TempDir::new("engine-level");
    let mut o = options(&dir);
    o.config = Some(dir.0.join("config.json"));
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "n");
    assert_eq!(app.screen(), Screen::Menu);
    let rows = app.menu().new_game_rows();
    let seat = rows
        .iter()
        .position(|r| format!("{r:?}") == "Seat(1)")
        .expect("seat row");
    let start_row = app.menu().sel;
    for _ in seat..start_row {
        press(&mut app, KeyCode::Up);
    }
    for _ in 0..12 {
        if format!("{:?}", app.menu().new_game.seats[1]) == "Engine" {
            break;
        }
        press(&mut app, KeyCode::Right);
    }
    assert_eq!(format!("{:?}", app.menu().new_game.seats[1]), "Engine");
    press(&mut app, KeyCode::Enter); // type the engine's command
    type_text(&mut app, "/nonexistent/dama-engine");
    press(&mut app, KeyCode::Enter);
    for _ in seat..start_row {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter); // Start
    assert_eq!(app.screen(), Screen::Game, "{}", screen(&app));
    let c = Config::load(&dir.0.join("config.json")).expect("written");
    assert_ne!(c.level, Some(10), "the levels passed through are not kept");
    assert_eq!(c.level, Some(1));
}
