//! Refused moves on the game screen name the rule, in every draughts game (issue 23,
//! items 10 and 19): the compulsory capture with the captures to play, the majority rule
//! with the count the best capture takes, a capture that stops early, a capture typed as
//! such (`28x22`, not echoed as `28-22`), a square out of reach with the piece's moves,
//! and the captured square typed where the landing square was meant (`19x14`).

use dama::draughts::{english, international, italian};
use dama::game::{Player, Record};
use dama::tui::{App, Lang};

mod tui_support;
use tui_support::*;

/// A two-human game of `G` from `fen`, with `lang`.
fn game_at<G: dama::tui::ShellGame>(dir: &TempDir, lang: Lang, pos: G) -> App {
    let mut o = options(dir);
    o.lang = lang;
    let (mut app, _rx) = start(o);
    app.open(Record::<G>::new(pos, Player::Human, Player::Human), None);
    app
}

/// The screen after typing `text`: it must contain `expected`.
fn refused(app: &mut App, text: &str, expected: &str) {
    enter_line(app, text);
    let shown = screen(app);
    assert!(
        shown.contains(expected),
        "{text}: want {expected:?}\n{shown}"
    );
}

#[test]
fn international_refusals_name_the_rule() {
    let dir = TempDir::new("refusals-intl");
    type I = international::Position;
    let pos = I::from_fen("W:W28,45:B23").expect("fen");
    let mut app = game_at(&dir, Lang::En, pos);
    refused(&mut app, "45-40", "a capture is compulsory (28x19)");
    refused(
        &mut app,
        "28x22",
        "28x22 is not a legal move; a capture is compulsory (28x19)",
    );
    refused(
        &mut app,
        "28x23",
        "23 is the man taken; the capture lands on 19 (28x19)",
    );
    let pos = I::from_fen("W:W28:B23,22,11").expect("fen");
    let mut app = game_at(&dir, Lang::En, pos);
    refused(
        &mut app,
        "28x19",
        "28x19: you must take the most pieces (28x17x6 takes 2)",
    );
    let mut app = game_at(&dir, Lang::En, I::start());
    refused(
        &mut app,
        "32-23",
        "32-23 is not a legal move (from 32: 32-27 or 32-28)",
    );
    let mut app = game_at(&dir, Lang::It, I::from_fen("W:W28,45:B23").expect("fen"));
    refused(&mut app, "45-40", "la presa è obbligatoria (28x19)");
    refused(
        &mut app,
        "28x23",
        "23 è la pedina presa; la presa arriva in 19",
    );
}

#[test]
fn english_capture_must_go_on_and_a_king_taken() {
    let dir = TempDir::new("refusals-english");
    type E = english::Position;
    let mut app = game_at(&dir, Lang::En, E::from_fen("B:W18,26:B14").expect("fen"));
    refused(
        &mut app,
        "14x23",
        "14x23: the capture must go on (14x23x30)",
    );
    refused(
        &mut app,
        "14x18",
        "18 is the man taken; the capture lands on 30 (14x23x30)",
    );
    let mut app = game_at(&dir, Lang::En, E::from_fen("B:WK18:B14,1").expect("fen"));
    refused(&mut app, "14x18", "18 is the king taken");
    refused(&mut app, "1-5", "a capture is compulsory (14x23)");
}

#[test]
fn italian_taken_square_for_the_landing_square() {
    let dir = TempDir::new("refusals-italian");
    let pos = italian::Position::from_fen("W:W22,30:B18,11").expect("fen");
    let mut app = game_at(&dir, Lang::En, pos);
    refused(
        &mut app,
        "22x18",
        "18 is the man taken; the capture lands on 13 (22x13)",
    );
    let mut app = game_at(&dir, Lang::It, pos);
    refused(
        &mut app,
        "22x18",
        "18 è la pedina presa; la presa arriva in 13",
    );
}
