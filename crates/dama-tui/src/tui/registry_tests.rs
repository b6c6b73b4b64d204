//! The registry's games on the shell's pages: the new-game page's rows for a game of two
//! seats (Italian draughts) and of three (DamHex^3), a typed position checked by the
//! game's rules, and Dameta's own choice (the goals to win) starting its games.

use std::sync::mpsc::channel;

use rand::SeedableRng;
use rand::rngs::StdRng;
use ratatui::crossterm::event::{KeyCode, KeyEvent};

use super::*;
use crate::core::{Level, Rules, Seat};
use crate::game::Player;
use crate::lang::Lang;
use crate::tui::shell::field::Field;
use crate::tui::shell::menu::newgame::{NewGameAction, NewGamePage, Row};
use crate::tui::shell::table::session::Session;

fn italian() -> GameEntry {
    GAMES[0]
}

#[test]
fn new_game_page_has_a_row_per_seat_for_two_seats() {
    let e = italian();
    let page = NewGamePage::new(&e, Level::of(3), Lang::En);
    let rows = page.rows(&e, Lang::En);
    assert_eq!(
        rows,
        [
            Row::Seat(0),
            Row::Seat(1),
            Row::Random,
            Row::Position,
            Row::Ballot,
            Row::Clock,
            Row::Start,
            Row::Back
        ]
    );
    assert_eq!(page.players(false)[0], Player::Human);
    assert_eq!(page.players(true)[1], Player::Human, "random colours swap");
}

#[test]
fn new_game_page_has_a_row_per_seat_for_three_seats() {
    let mut e = GAMES[GAMES.len() - 1];
    e.players = 3;
    e.ballots = || &[];
    let page = NewGamePage::new(&e, Level::of(2), Lang::En);
    let rows = page.rows(&e, Lang::En);
    assert_eq!(&rows[..3], &[Row::Seat(0), Row::Seat(1), Row::Seat(2)]);
    assert!(
        !rows.contains(&Row::Random),
        "random colours are for two seats"
    );
    assert!(!rows.contains(&Row::Ballot));
    let players = page.players(false);
    assert_eq!(players.len(), 3);
    assert_eq!(
        players[2],
        Player::Computer {
            level: Level::of(2)
        }
    );
}

#[test]
fn a_typed_position_is_checked_with_a_clear_error() {
    let e = italian();
    let mut page = NewGamePage::new(&e, Level::of(3), Lang::En);
    page.position = Field::offering("W:W99:B1");
    page.key(
        KeyEvent::new(
            KeyCode::Enter,
            ratatui::crossterm::event::KeyModifiers::NONE,
        ),
        Row::Start,
        &e,
        Lang::En,
    );
    let err = page.error.clone().expect("an error");
    assert!(err.starts_with("This position cannot be played"), "{err}");
    assert!(page.editing, "the position is offered again to fix");
    page.position = Field::offering("W:W21,22:B5,6");
    let action = page.key(
        KeyEvent::new(
            KeyCode::Enter,
            ratatui::crossterm::event::KeyModifiers::NONE,
        ),
        Row::Start,
        &e,
        Lang::En,
    );
    assert_eq!(page.error, None);
    assert_eq!(
        action,
        NewGameAction::None,
        "Enter while typing only checks"
    );
    assert!(!page.editing);
}
#[test]
fn the_goals_to_win_are_a_new_game_choice() {
    let entry = &GAMES[index_of("dameta").expect("in the registry")];
    let options = (entry.setup_options)(Lang::It);
    assert_eq!(options.len(), 2);
    assert_eq!(options[0].label, "Gol per vincere");
    assert_eq!(options[0].choices[options[0].default], "3");
    let dir = tempfile::tempdir().expect("temp dir");
    let (tx, _rx) = channel();
    let opts = Options::new(dir.path().to_path_buf());
    let databases = (CATALOG.databases)(&opts);
    let mut sh = Shared::new(opts, tx, StdRng::seed_from_u64(1), databases);
    let goals = |setup: &[usize], sh: &mut Shared| {
        let table = entry.new_game_with(vec![Player::Human], setup, sh);
        let session = table
            .as_any()
            .downcast_ref::<Session<crate::dameta::Position>>();
        session.expect("a Dameta table").position().goals_to_win()
    };
    assert_eq!(goals(&[0], &mut sh), 1);
    assert_eq!(goals(&[4], &mut sh), 5);
    assert_eq!(goals(&[], &mut sh), crate::dameta::DEFAULT_GOALS);
    assert_eq!(goals(&[99], &mut sh), crate::dameta::DEFAULT_GOALS);
}

#[test]
fn who_kicks_off_first_is_a_new_game_choice_by_lot_unless_chosen() {
    let entry = &GAMES[index_of("dameta").expect("in the registry")];
    let options = (entry.setup_options)(Lang::En);
    assert_eq!(options[1].label, "First kick-off");
    assert_eq!(options[1].choices, ["White", "Black", "by lot"]);
    assert_eq!(options[1].choices[options[1].default], "by lot");
    let dir = tempfile::tempdir().expect("temp dir");
    let (tx, _rx) = channel();
    let opts = Options::new(dir.path().to_path_buf());
    let databases = (CATALOG.databases)(&opts);
    let mut sh = Shared::new(opts, tx, StdRng::seed_from_u64(7), databases);
    let kicker = |setup: &[usize], sh: &mut Shared| {
        let table = entry.new_game_with(vec![Player::Human], setup, sh);
        let session = table
            .as_any()
            .downcast_ref::<Session<crate::dameta::Position>>();
        let pos = *session.expect("a Dameta table").position();
        assert_eq!(pos.to_move(), pos.kicker(), "the kicker moves first");
        pos.kicker()
    };
    assert_eq!(kicker(&[2, 0], &mut sh), Seat(0));
    assert_eq!(kicker(&[2, 1], &mut sh), Seat(1));
    // By lot (also the default): over twenty games both sides kick off first.
    let drawn: Vec<Seat> = (0..20).map(|_| kicker(&[2], &mut sh)).collect();
    assert!(
        drawn.contains(&Seat(0)) && drawn.contains(&Seat(1)),
        "{drawn:?}"
    );
}
