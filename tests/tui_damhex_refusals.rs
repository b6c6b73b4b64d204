//! DamHex^3 refusals that explain (issue 23, item 7), typed on the move line: a ratto
//! that is not possible says so and why, a move too far says it is too far, and a cell
//! that does not exist is named as such (not "Unknown command"), in both languages.

use std::sync::mpsc::Receiver;

use dama::core::Rules;
use dama::damhex::Position as Hex;
use dama::game::{Player, Record};
use dama::tui::{App, Event, Lang, Session};

mod tui_support;
use tui_support::*;

fn hex(app: &App) -> &Session<Hex> {
    app.session::<Hex>().expect("a DamHex^3 game")
}

fn open(dir: &TempDir, lang: Lang, text: &str) -> (App, Receiver<Event>) {
    let pos = Hex::parse_position(text).expect("position text");
    let mut o = options(dir);
    o.lang = lang;
    let (mut app, rx) = start(o);
    app.update(Event::Resize(100, 32));
    app.open(Record::with_players(pos, vec![Player::Human; 3]), None);
    (app, rx)
}

/// Types `mv` in `text`'s position and returns the refusal.
fn refused(lang: Lang, text: &str, mv: &str) -> String {
    let dir = TempDir::new("hex-why");
    let (mut app, _rx) = open(&dir, lang, text);
    enter_line(&mut app, mv);
    assert!(hex(&app).record().played().is_empty(), "{mv} was played");
    let m = hex(&app).message().cloned().expect("a message");
    assert!(m.error, "{mv}: {}", m.text);
    m.text
}

/// Black to move; Red's capture d6xb4 would take White's c5, but Black captures too.
const BLACK_FIRST: &str = "B:W:Wc5:Bd5,i1:Rd6,d7";

#[test]
fn a_ratto_that_is_not_possible_says_why() {
    let m = refused(Lang::En, BLACK_FIRST, "d6xb4");
    assert!(
        m.contains("No ratto here: Red cannot steal Black's turn")
            && m.contains("Black has a capture of the same or a higher priority"),
        "{m}"
    );
    assert!(!m.contains("has no piece"), "{m}");
    let m = refused(Lang::It, BLACK_FIRST, "d6xb4");
    assert!(
        m.contains("Niente ratto qui: il Rosso non può rubare il turno al Nero"),
        "{m}"
    );
    // Right after its own move.
    let m = refused(Lang::En, "B:R:Wc5,b5:Bd5,i1:Rd6,d7", "d6xb4");
    assert!(m.contains("Red moved last"), "{m}");
    // A step out of turn.
    let m = refused(Lang::En, BLACK_FIRST, "d7-d8");
    assert!(
        m.contains("It is Black's turn: Red may act now only to capture"),
        "{m}"
    );
}

#[test]
fn a_move_too_far_says_so() {
    let start = Hex::start().position_text();
    let m = refused(Lang::En, &start, "c3-e5");
    assert!(
        m.contains("c3-e5 is too far") && m.contains("d4 is empty"),
        "{m}"
    );
    let m = refused(Lang::It, &start, "c3-e5");
    assert!(m.contains("c3-e5 è troppo lontano"), "{m}");
    // Sideways, for a man: not forward.
    let m = refused(Lang::En, &start, "c5-c6");
    assert!(m.contains("not forward"), "{m}");
}

#[test]
fn a_cell_that_does_not_exist_is_named() {
    let start = Hex::start().position_text();
    let m = refused(Lang::En, &start, "z9-a1");
    assert!(m.contains("z9 is not a cell"), "{m}");
    assert!(!m.contains("Unknown"), "{m}");
    let m = refused(Lang::It, &start, "z9-a1");
    assert!(m.contains("z9 non è una casella"), "{m}");
}
