//! DamHex^3's draw by agreement through the shell ("La vittoria": "di comune accordo",
//! two or three players): the computers answer by their evaluation (one declining at
//! the start, both accepting when they stand far behind), people are asked one by one,
//! and the result shows and saves the authors' scores (three 1/1/1, two 2/2 with the
//! third's 0 kept). Also: resigning stays a game-of-two thing, with a reason.

use std::sync::mpsc::Receiver;

use ratatui::crossterm::event::KeyCode;

use dama::core::{Level, Rules, Seat};
use dama::damhex::Position as Hex;
use dama::game::{EndReason, Player, Record};
use dama::tui::session::Dialog;
use dama::tui::{App, Event, Lang, Session};

mod tui_support;
use tui_support::*;

const HUMAN: Player = Player::Human;

fn computer(level: u8) -> Player {
    Player::Computer {
        level: Level::of(level),
    }
}

fn hex(app: &App) -> &Session<Hex> {
    app.session::<Hex>().expect("a DamHex^3 game")
}

fn open(dir: &TempDir, lang: Lang, text: &str, players: [Player; 3]) -> (App, Receiver<Event>) {
    let pos = Hex::parse_position(text).expect("position text");
    let mut o = options(dir);
    o.lang = lang;
    let (mut app, rx) = start(o);
    app.update(Event::Resize(100, 32));
    app.open(Record::with_players(pos, players.to_vec()), None);
    (app, rx)
}

fn message(app: &App) -> String {
    hex(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn computers_at_even_chances_decline_a_draw_of_three() {
    let dir = TempDir::new("hex-draw-no");
    let start = Hex::start().position_text();
    let (mut app, _rx) = open(&dir, Lang::En, &start, [HUMAN, computer(3), computer(3)]);
    enter_line(&mut app, "draw");
    assert_eq!(hex(&app).record().result(), None);
    let m = message(&app);
    assert!(m.starts_with("No draw: Black declines (it stands"), "{m}");
    // Italian, the same refusal.
    let (mut app, _rx) = open(&dir, Lang::It, &start, [HUMAN, computer(3), computer(3)]);
    enter_line(&mut app, "patta");
    let m = message(&app);
    assert!(m.starts_with("Niente patta: il Nero rifiuta"), "{m}");
}

#[test]
fn computers_far_behind_accept_and_the_draw_of_three_scores_one_each() {
    let dir = TempDir::new("hex-draw-three");
    // Black (the human) has four kings against a man each: White and Red accept.
    let text = "W:R:Wa1:BKe1,Ke2,Ke3,Kf1:Ri1";
    let (mut app, _rx) = open(&dir, Lang::En, text, [computer(3), HUMAN, computer(3)]);
    enter_line(&mut app, "draw");
    let r = hex(&app).record().result().expect("drawn");
    assert_eq!((r.winner, r.reason), (None, EndReason::Agreement));
    assert_eq!(hex(&app).dialog(), Some(&Dialog::GameOver));
    let m = message(&app);
    assert!(
        m.starts_with("Draw agreed: White accepts") && m.contains("Red accepts"),
        "{m}"
    );
    let s = screen(&app);
    assert!(s.contains("Draw"), "{s}");
    assert!(s.matches("1 point").count() >= 3, "{s}");
    // Kept at once, and read back drawn.
    let saved = dir.0.join("autosave-damhex.json");
    let mut o = options(&dir);
    o.load = Some(saved);
    o.level = None;
    let (app, _rx) = start(o);
    let r = hex(&app).record().result().expect("still drawn");
    assert_eq!(r.reason, EndReason::Agreement);
    assert_eq!(hex(&app).position().scores(true), Some([1, 1, 1]));
}

#[test]
fn a_draw_of_two_asks_the_other_person_and_keeps_the_thirds_zero() {
    let dir = TempDir::new("hex-draw-two");
    // Red is out; White and Black, two people, play on.
    let text = "W:B:Wc3,c4:Bf2,g2:R:OR";
    let (mut app, _rx) = open(&dir, Lang::En, text, [HUMAN, HUMAN, HUMAN]);
    enter_line(&mut app, "draw");
    assert_eq!(
        hex(&app).dialog(),
        Some(&Dialog::DrawOffer {
            from: Seat(0),
            to: Seat(1)
        })
    );
    assert!(screen(&app).contains("White offers a draw. Black, do you accept?"));
    press(&mut app, KeyCode::Char('y'));
    let r = hex(&app).record().result().expect("drawn");
    assert_eq!(r.reason, EndReason::Agreement);
    assert_eq!(hex(&app).position().scores(true), Some([2, 2, 0]));
    let s = screen(&app);
    assert!(s.contains("2 points") && s.contains("0 points"), "{s}");
}

#[test]
fn each_other_person_is_asked_and_one_no_ends_the_offer() {
    let dir = TempDir::new("hex-draw-people");
    let start = Hex::start().position_text();
    let (mut app, _rx) = open(&dir, Lang::It, &start, [HUMAN; 3]);
    enter_line(&mut app, "patta");
    assert!(matches!(
        hex(&app).dialog(),
        Some(Dialog::DrawOffer { to: Seat(1), .. })
    ));
    press(&mut app, KeyCode::Char('s'));
    assert!(matches!(
        hex(&app).dialog(),
        Some(Dialog::DrawOffer { to: Seat(2), .. })
    ));
    assert!(screen(&app).contains("Rosso, accetti?"));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(hex(&app).record().result(), None);
    assert_eq!(message(&app), "Il Rosso rifiuta la patta");
    // All three agree: a draw of three.
    enter_line(&mut app, "patta");
    press(&mut app, KeyCode::Char('s'));
    press(&mut app, KeyCode::Char('s'));
    let r = hex(&app).record().result().expect("drawn");
    assert_eq!(r.reason, EndReason::Agreement);
    assert!(screen(&app).contains("1 punto"));
}

#[test]
fn resigning_is_refused_with_the_way_out() {
    let dir = TempDir::new("hex-resign");
    let start = Hex::start().position_text();
    let (mut app, _rx) = open(&dir, Lang::En, &start, [HUMAN, computer(1), computer(1)]);
    enter_line(&mut app, "resign");
    assert_eq!(hex(&app).record().result(), None);
    assert!(message(&app).contains("the help says how to leave this game"));
}
