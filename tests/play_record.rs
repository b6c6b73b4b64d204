//! The record and save layer of the playing features: ballot openings, clocks in the
//! save file (and saves without one), and results on time and by resignation in the save
//! and the PDN.

use std::time::Duration;

use dama::core::Seat;
use dama::draughts::italian::Position;
use dama::draughts::italian::ballots::BALLOTS;
use dama::game::clock::{GameClock, TimeControl};
use dama::game::save::{from_json, to_json};
use dama::game::{EndReason, Game, Player, pdn};

fn game() -> Game {
    Game::new(Position::start(), Player::Human, Player::Human)
}

#[test]
fn every_ballot_opening_is_two_legal_moves_from_the_start() {
    assert_eq!(BALLOTS.len(), 47);
    assert!(!BALLOTS.contains(&"22-18 9-13"), "a known loss");
    for ballot in BALLOTS {
        let mut g = game();
        for mv in ballot.split_whitespace() {
            g.play_text(mv).unwrap_or_else(|e| panic!("{ballot}: {e}"));
        }
        assert_eq!(g.moves().len(), 2, "{ballot}");
    }
}

#[test]
fn a_clock_round_trips_through_the_save() {
    let mut g = game();
    let mut clock = GameClock::new(TimeControl::parse("15m+30s").expect("tc"), 2);
    clock.charge(0, Duration::from_millis(12_345));
    g.set_clock(Some(clock.clone()));
    g.play_text("22-18").expect("move");
    let text = to_json(&g, dama::game::save::now());
    assert!(
        text.contains("\"increment\"") && text.contains("887655"),
        "{text}"
    );
    let (back, _) = from_json::<Position>(&text, "x.json".as_ref()).expect("loads");
    assert_eq!(back.clock(), Some(&clock));
}

#[test]
fn a_save_without_a_clock_still_loads() {
    let g = game();
    let text = to_json(&g, dama::game::save::now());
    assert!(!text.contains("clock"));
    let (back, _) = from_json::<Position>(&text, "x.json".as_ref()).expect("loads");
    assert_eq!(back.clock(), None);
}

#[test]
fn a_loss_on_time_is_kept_in_the_save_and_the_pdn() {
    let mut g = game();
    g.play_text("22-18").expect("move");
    g.flag_fall(Seat(1));
    let r = g.result().expect("over");
    assert_eq!((r.winner, r.reason), (Some(Seat(0)), EndReason::Time));
    let text = to_json(&g, dama::game::save::now());
    assert!(text.contains("\"reason\": \"time\""), "{text}");
    let (back, _) = from_json::<Position>(&text, "x.json".as_ref()).expect("loads");
    assert_eq!(back.result(), Some(r));
    let pdn = pdn::export(&g);
    assert!(
        pdn.contains("[Result \"1-0\"]") && pdn.contains("wins on time"),
        "{pdn}"
    );
}

#[test]
fn a_resignation_is_kept_in_the_save_and_the_pdn() {
    let mut g = game();
    g.play_text("22-18").expect("move");
    g.resign(Seat(0));
    let text = to_json(&g, dama::game::save::now());
    let (back, _) = from_json::<Position>(&text, "x.json".as_ref()).expect("loads");
    assert_eq!(
        back.result().map(|r| r.reason),
        Some(EndReason::Resignation)
    );
    assert!(pdn::export(&g).contains("[Result \"0-1\"]"));
}

#[test]
fn playing_from_an_earlier_move_drops_the_later_ones() {
    let mut g = game();
    for mv in ["21-17", "12-16", "22-19", "9-13"] {
        g.play_text(mv).expect("move");
    }
    g.undo();
    g.undo();
    g.undo();
    assert_eq!(g.moves().len(), 4, "taken back, still recorded");
    // The move the record holds next only steps forward: nothing is dropped.
    g.play_text("12-16").expect("the recorded move");
    assert_eq!((g.cursor(), g.moves().len()), (2, 4));
    g.undo();
    g.play_text("11-15").expect("another move");
    assert_eq!(g.moves().len(), 2);
    assert_eq!(g.moves_by(Seat(0)), 1);
}
