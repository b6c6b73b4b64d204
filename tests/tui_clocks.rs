//! The clocks of the terminal game, driven by synthetic events on a hand-turned time
//! source (no test waits): the side to move's time runs, a fallen flag ends the game, a
//! clocked game saves and resumes with its times, and the computer plans within its clock.

mod tui_support;

use std::time::Duration;

use dama::core::{Level, Seat};
use dama::game::clock::TimeControl;
use dama::game::save;
use dama::game::{EndReason, Game};
use dama::tui::{Event, TimeSource};
use tui_support::*;

/// A game between two people on a hand-turned clock.
fn clocked(dir: &TempDir, control: &str) -> (dama::tui::App, dama::tui::ManualTime) {
    let (source, hand) = TimeSource::manual();
    let mut o = options(dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    o.time = source;
    o.clock = Some(TimeControl::parse(control).expect("control"));
    let (app, _rx) = start(o);
    (app, hand)
}

#[test]
fn the_clock_runs_down_for_the_side_to_move_only() {
    let dir = TempDir::new("clock-run");
    let (mut app, hand) = clocked(&dir, "1m+2s");
    hand.advance(Duration::from_secs(10));
    app.update(Event::Tick);
    let s = session(&app);
    assert_eq!(s.time_left(Seat(0)), Some(Duration::from_secs(50)));
    assert_eq!(s.time_left(Seat(1)), Some(Duration::from_secs(60)));
    assert!(screen(&app).contains("0:50") && screen(&app).contains("1:00"));
    enter_line(&mut app, "22-18");
    hand.advance(Duration::from_secs(5));
    let s = session(&app);
    assert_eq!(s.time_left(Seat(0)), Some(Duration::from_secs(52)), "+2 s");
    assert_eq!(s.time_left(Seat(1)), Some(Duration::from_secs(55)));
}

#[test]
fn a_fallen_flag_ends_the_game_on_time() {
    let dir = TempDir::new("clock-flag");
    let (mut app, hand) = clocked(&dir, "5s/move");
    enter_line(&mut app, "22-18");
    hand.advance(Duration::from_secs(6));
    app.update(Event::Tick);
    let r = session(&app).record().result().expect("lost on time");
    assert_eq!(r.winner, Some(Seat(0)));
    assert_eq!(r.reason, EndReason::Time);
    let s = screen(&app);
    assert!(
        s.contains("White wins") && s.contains("the time ran out"),
        "{s}"
    );
    let saved: Game = save::load_as(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(saved.result(), Some(r));
    assert!(dama::game::pdn::export(&saved).contains("on time"));
}

#[test]
fn a_move_made_after_the_flag_fell_loses_on_time() {
    let dir = TempDir::new("clock-late");
    let (mut app, hand) = clocked(&dir, "5s/move");
    hand.advance(Duration::from_secs(7));
    enter_line(&mut app, "22-18");
    let r = session(&app).record().result().expect("lost on time");
    assert_eq!((r.winner, r.reason), (Some(Seat(1)), EndReason::Time));
    assert!(session(&app).record().moves().is_empty());
}

#[test]
fn a_clocked_game_is_saved_and_resumed_with_its_times() {
    let dir = TempDir::new("clock-resume");
    let (mut app, hand) = clocked(&dir, "20/60m");
    hand.advance(Duration::from_secs(90));
    enter_line(&mut app, "22-18");
    hand.advance(Duration::from_secs(30));
    enter_line(&mut app, "s mine");
    let path = dir.0.join("mine.json");
    let text = std::fs::read_to_string(&path).expect("saved");
    assert!(
        text.contains("\"clock\"") && text.contains("\"period\""),
        "{text}"
    );
    let mut o = options(&dir);
    o.load = Some(path);
    let (source, _hand) = TimeSource::manual();
    o.time = source;
    let (app, _rx) = start(o);
    let s = session(&app);
    assert_eq!(s.time_left(Seat(0)), Some(Duration::from_secs(3510)));
    assert_eq!(s.time_left(Seat(1)), Some(Duration::from_secs(3570)));
    assert_eq!(
        s.record().clock().map(|c| c.control()),
        Some(TimeControl::FID_PERIOD)
    );
}

#[test]
fn the_computer_plans_its_move_within_its_clock() {
    let dir = TempDir::new("clock-engine");
    let (source, _hand) = TimeSource::manual();
    let mut o = options(&dir);
    o.time = source;
    o.level = Some(Level::of(3));
    o.color = dama::tui::ColorChoice::Black;
    o.clock = Some(TimeControl::parse("5s/move").expect("control"));
    let (mut app, rx) = start(o);
    let th = session(&app).thinking().expect("the computer thinks");
    let budget = th.budget.expect("a budget");
    assert!(budget < Duration::from_secs(5), "{budget:?}");
    // The engine's time management for 5 s a move: 90% of the clock less its reserve.
    let limit = th.limit.expect("stopped on the clock");
    assert!(
        limit > Duration::from_secs(4) && limit < Duration::from_millis(4500),
        "{limit:?}"
    );
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 1);
    assert_eq!(session(&app).record().result(), None);
}
