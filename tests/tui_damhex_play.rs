//! DamHex^3 played through the shell, without a terminal: synthetic keys and clicks go
//! through `App::update`, screens are rendered to `TestBackend`. One test per behaviour:
//! starting it from the registry, typed and clicked moves (a multi-capture landing by
//! landing), refusals naming the rule in both languages, a ratto by the computer and one
//! by a human, withdrawal, elimination, the end with places and points, undo, hint,
//! turning the board, save and resume, a demo of three computers, the screen sizes.

use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::core::{Level, Rules, Seat};
use dama::damhex::Position as Hex;
use dama::damhex::geometry as geo;
use dama::game::{Player, Record};
use dama::tui::damhex::geom::screen as hex_screen;
use dama::tui::{App, Event, Lang, Mover, Session};

pub(crate) mod tui_support;
use tui_support::*;

pub(crate) const HUMAN: Player = Player::Human;

pub(crate) fn computer(level: u8) -> Player {
    Player::Computer {
        level: Level::of(level),
    }
}

pub(crate) fn hex(app: &App) -> &Session<Hex> {
    app.session::<Hex>().expect("a DamHex^3 game")
}

pub(crate) fn pos_of(text: &str) -> Hex {
    Hex::parse_position(text).expect("position text")
}

/// Opens a game from `pos` with these players on an app of `lang`, 100x32.
pub(crate) fn open(
    dir: &TempDir,
    lang: Lang,
    pos: Hex,
    players: [Player; 3],
) -> (App, Receiver<Event>) {
    let mut o = options(dir);
    o.lang = lang;
    let (mut app, rx) = start(o);
    app.update(Event::Resize(100, 32));
    app.open(Record::with_players(pos, players.to_vec()), None);
    (app, rx)
}

pub(crate) fn message(app: &App) -> String {
    hex(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

pub(crate) fn big_screen(app: &App) -> String {
    text(&render(app, 100, 32))
}

/// Clicks the middle of the cell named `name`, as the board shows it now.
pub(crate) fn click_cell(app: &mut App, name: &str) {
    let cell = geo::parse_cell(name).expect("a cell");
    let (_, geom) = hex_screen(app.size()).expect("the board fits");
    let (x, y) = geom.cell_point(hex(app).view_seat().index(), cell);
    click(app, x, y);
}

/// The moves played, as text.
pub(crate) fn played(app: &App) -> Vec<String> {
    let r = hex(app).record();
    let mut pos = *r.start();
    r.played()
        .iter()
        .map(|m| {
            let t = pos.move_text(m);
            pos.play_unchecked(m);
            t
        })
        .collect()
}

/// Feeds engine events and ticks until `done` (bounded).
pub(crate) fn run_until(app: &mut App, rx: &Receiver<Event>, done: impl Fn(&App) -> bool) {
    for _ in 0..2_000 {
        if done(app) {
            return;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    panic!("never got there");
}

#[test]
fn damhex_starts_from_the_registry_against_two_computers() {
    let dir = TempDir::new("hex-registry");
    let mut o = options(&dir);
    o.game = "damhex".to_string();
    let (app, _rx) = start(o);
    let s = hex(&app);
    assert_eq!(s.record().players(), [HUMAN, computer(1), computer(1)]);
    assert!(s.human_to_move());
    let shown = screen(&app);
    assert!(
        shown.contains("DamHex^3") && shown.contains("WHITE base"),
        "{shown}"
    );
    assert!(dama::tui::registry::ids().contains(&"damhex"));
}

#[test]
fn one_human_at_any_seat_faces_two_computers() {
    let dir = TempDir::new("hex-seats");
    // As Black from the flags (or the menu's Black): the computer takes the other two.
    let mut o = options(&dir);
    o.game = "damhex".to_string();
    o.white = Some(Mover::Computer);
    o.black = Some(Mover::Human);
    let (app, _rx) = start(o);
    assert_eq!(
        hex(&app).record().players(),
        [computer(1), HUMAN, computer(1)]
    );
    assert_eq!(hex(&app).view_seat(), Seat(1), "seen from Black");
    // As Red (`--red human`).
    let mut o = options(&dir);
    o.game = "damhex".to_string();
    o.red = Some(Mover::Human);
    let (app, _rx) = start(o);
    assert_eq!(
        hex(&app).record().players(),
        [computer(1), computer(1), HUMAN]
    );
    assert_eq!(hex(&app).view_seat(), Seat(2), "seen from Red");
    let s = big_screen(&app);
    assert!(
        s.lines().nth(29).is_some_and(|l| l.contains("RED base")),
        "{s}"
    );
}

#[test]
fn a_typed_move_and_a_clicked_move() {
    let dir = TempDir::new("hex-moves");
    let (mut app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN; 3]);
    enter_line(&mut app, "c4-d5");
    assert_eq!(played(&app), ["c4-d5"]);
    // Black answers with the mouse: its man on e3, then d3.
    click_cell(&mut app, "e3");
    assert!(hex(&app).is_picking());
    click_cell(&mut app, "e4");
    assert_eq!(played(&app), ["c4-d5", "e3-e4"]);
    // Red, the third human at the keyboard, with the cursor: e7, then e6 to its left.
    while hex(&app).cursor() != geo::parse_cell("e7").expect("cell") {
        let before = hex(&app).cursor();
        press(&mut app, KeyCode::Right);
        assert_ne!(hex(&app).cursor(), before, "the row goes on to e7");
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    assert_eq!(played(&app), ["c4-d5", "e3-e4", "e7-e6"]);
    let s = big_screen(&app);
    assert!(
        s.contains("1. W c4-d5") && s.contains("2. B e3-e4") && s.contains("3. R e7-e6"),
        "{s}"
    );
}

#[test]
fn a_multi_capture_clicked_landing_by_landing() {
    let dir = TempDir::new("hex-multi");
    let pos = pos_of("W:R:We5,a1:Bf5,h4,h5:Ri1");
    let (mut app, _rx) = open(&dir, Lang::En, pos, [HUMAN; 3]);
    click_cell(&mut app, "e5");
    click_cell(&mut app, "g5");
    // Two paths go on from g5: nothing is played yet, the next landings are marked.
    assert!(hex(&app).record().played().is_empty());
    let s = big_screen(&app);
    assert!(s.contains("<ww>") || s.contains("<  >"), "{s}");
    assert!(s.contains("••"), "the landings left are marked\n{s}");
    click_cell(&mut app, "i3");
    assert_eq!(played(&app), ["e5xg5xi3"]);
}

/// The four refusals of the brief, in `lang`, typed and clicked.
fn refusals(lang: Lang, expected: [&str; 5]) {
    let dir = TempDir::new("hex-refusals");
    let cases = [
        ("W:R:We5,a1:Bf5,i1:Ri5", "a1-b2"),
        ("W:R:We5,a1:BKf5,i1:Ri5", "e5xg5"),
        ("W:R:WKe5,a1:Bi1:Ri5", "e5-e6"),
        ("B:W:Wd8,a1:Be8,i1:Re9,i5", "e9xe7"),
    ];
    for ((text, mv), want) in cases.iter().zip(expected) {
        let (mut app, _rx) = open(&dir, lang, pos_of(text), [HUMAN; 3]);
        enter_line(&mut app, mv);
        assert!(hex(&app).record().played().is_empty());
        let m = hex(&app).message().cloned().expect("a message");
        assert!(m.error && m.text.contains(want), "{mv}: {}", m.text);
    }
    // Clicked: the piece that cannot move while another must capture.
    let (mut app, _rx) = open(&dir, lang, pos_of(cases[0].0), [HUMAN; 3]);
    click_cell(&mut app, "a1");
    assert!(message(&app).contains(expected[4]), "{}", message(&app));
    assert!(big_screen(&app).contains("!ww!"), "e5 must capture");
}

#[test]
fn refusals_name_the_rule_in_english() {
    refusals(
        Lang::En,
        [
            "a capture is compulsory",
            "a man cannot take a king",
            "kings never move sideways",
            "you cannot steal a turn to capture only that player's pieces",
            "A capture is compulsory: e5xg5",
        ],
    );
}

#[test]
fn refusals_name_the_rule_in_italian() {
    refusals(
        Lang::It,
        [
            "la presa è obbligatoria",
            "la pedina non può prendere la dama",
            "la dama non muove mai di lato",
            "non si può fare il ratto per prendere solo pezzi del giocatore derubato",
            "La presa è obbligatoria: e5xg5",
        ],
    );
}

#[test]
fn a_ratto_by_the_computer_is_shown() {
    let dir = TempDir::new("hex-ratto-computer");
    let pos = pos_of("B:W:Wd8,a1:Be8,i1:Re9,i5");
    let (mut app, rx) = open(&dir, Lang::En, pos, [HUMAN, HUMAN, computer(1)]);
    wait_engine(&mut app, &rx);
    assert_eq!(played(&app), ["e9xc7"]);
    assert_eq!(message(&app), "Red stole Black's turn: e9xc7");
    let s = big_screen(&app);
    assert!(
        s.contains("Red stole Black's turn: e9xc7"),
        "the panel\n{s}"
    );
    assert!(s.contains("1. R e9xc7 ratto"), "the move list\n{s}");
    // Black, robbed, plays its turn now.
    assert_eq!(hex(&app).to_move(), Seat(1));
    let mut it = options(&dir);
    it.lang = Lang::It;
    let (mut app, rx) = start(it);
    app.open(
        Record::with_players(
            pos_of("B:W:Wd8,a1:Be8,i1:Re9,i5"),
            vec![HUMAN, HUMAN, computer(1)],
        ),
        None,
    );
    wait_engine(&mut app, &rx);
    assert_eq!(message(&app), "Il Rosso ha rubato il turno al Nero: e9xc7");
}

#[test]
fn every_computer_move_since_the_humans_turn_is_listed_ratto_included() {
    let dir = TempDir::new("hex-ratto-listed");
    let pos = pos_of("W:R:Wc7,a1:Be8,i1:Re9,i5");
    let (mut app, rx) = open(&dir, Lang::En, pos, [HUMAN, computer(1), computer(1)]);
    enter_line(&mut app, "c7-d8");
    wait_engine(&mut app, &rx);
    let moves = played(&app);
    assert_eq!(moves[..2], ["c7-d8", "e9xc7"], "Red stole Black's turn");
    assert_eq!(moves.len(), 4, "then Black and Red: {moves:?}");
    let said = message(&app);
    let parts: Vec<&str> = said.split(" · ").collect();
    assert_eq!(parts.len(), 3, "{said}");
    assert_eq!(parts[0], "Red stole Black's turn: e9xc7");
    assert!(parts[1].starts_with("Black"), "{said}");
    assert!(parts[2].starts_with("Red"), "{said}");
}

#[test]
fn a_ratto_is_offered_to_a_human_and_played() {
    let dir = TempDir::new("hex-ratto-human");
    let pos = pos_of("B:W:Wd8,a1:Be8,i1:Re9,i5");
    let (mut app, _rx) = open(&dir, Lang::En, pos, [computer(1), computer(1), HUMAN]);
    let s = hex(&app);
    assert!(s.human_to_move(), "Red, the thief, acts");
    assert_eq!(s.view_seat(), Seat(2), "seen from the human's seat");
    assert_eq!(
        message(&app),
        "Ratto: Red, you steal Black's turn — capture e9xc7 (compulsory, as every capture)"
    );
    let shown = big_screen(&app);
    assert!(shown.contains("Ratto: Red steals Black's turn"), "{shown}");
    assert!(
        shown.contains("!rr!"),
        "the thief's piece is marked\n{shown}"
    );
    click_cell(&mut app, "e9");
    click_cell(&mut app, "c7");
    assert_eq!(played(&app), ["e9xc7"]);
    assert!(
        big_screen(&app).contains("Red stole Black's turn: e9xc7"),
        "{}",
        big_screen(&app)
    );
}

#[test]
fn withdrawal_typed_on_the_move_line() {
    let dir = TempDir::new("hex-withdraw");
    let (mut app, _rx) = open(
        &dir,
        Lang::It,
        Hex::start(),
        [HUMAN, computer(1), computer(1)],
    );
    enter_line(&mut app, "ritiro");
    let s = hex(&app);
    assert_eq!(played(&app), ["withdraw"]);
    assert!(!s.position().is_alive(0));
    assert_eq!(s.position().pieces(0), 0);
    let shown = big_screen(&app);
    assert!(shown.contains("eliminato: ritirato"), "{shown}");
    assert!(shown.contains("1. B ritiro"), "{shown}");
    // The two computers play on, as a demo.
    assert!(s.is_busy());
}

#[test]
fn an_elimination_takes_the_player_out() {
    let dir = TempDir::new("hex-eliminate");
    let pos = pos_of("W:R:We5,a1:Bf5:Ri1,i5");
    let (mut app, _rx) = open(&dir, Lang::En, pos, [HUMAN; 3]);
    enter_line(&mut app, "e5xg5");
    let s = hex(&app);
    assert!(!s.position().is_alive(1));
    assert!(s.record().result().is_none(), "two players go on");
    let shown = big_screen(&app);
    assert!(shown.contains("bb Black  out: no pieces"), "{shown}");
    assert!(
        shown.contains("White: e5xg5 — Black is out: no pieces"),
        "{shown}"
    );
    assert_eq!(s.to_move(), Seat(2), "Red moves next");
}

#[test]
fn the_end_shows_places_and_points() {
    let dir = TempDir::new("hex-end");
    let pos = pos_of("W:R:We5,a1:Bf5:R:OR");
    let (mut app, _rx) = open(&dir, Lang::En, pos, [HUMAN, computer(1), computer(1)]);
    enter_line(&mut app, "e5xg5");
    let shown = big_screen(&app);
    for line in [
        "The game is over",
        "White wins",
        "1st White  3 points",
        "2nd Black  1 point (out: no pieces)",
        "3rd Red    0 points (out: no pieces)",
    ] {
        assert!(shown.contains(line), "{line}\n{shown}");
    }
    let mut o = options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    app.update(Event::Resize(100, 32));
    app.open(
        Record::with_players(pos_of("W:R:We5,a1:Bf5:R:OR"), vec![HUMAN; 3]),
        None,
    );
    enter_line(&mut app, "e5xg5");
    let shown = big_screen(&app);
    assert!(
        shown.contains("Vince il Bianco") && shown.contains("1°  Bianco 3 punti"),
        "{shown}"
    );
}

#[test]
fn start_screen_at_100x32() {
    let dir = TempDir::new("hex-snap-100");
    let (app, _rx) = open(
        &dir,
        Lang::En,
        Hex::start(),
        [HUMAN, computer(1), computer(10)],
    );
    insta::assert_snapshot!("damhex_start_100x32", text(&render(&app, 100, 32)));
}

#[test]
fn start_screen_at_200x60() {
    let dir = TempDir::new("hex-snap-200");
    let (app, _rx) = open(
        &dir,
        Lang::En,
        Hex::start(),
        [HUMAN, computer(1), computer(10)],
    );
    insta::assert_snapshot!("damhex_start_200x60", text(&render(&app, 200, 60)));
}

mod random_games {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        /// Random keys, clicks, typed moves (legal or not) and resizes, with three humans
        /// at the keyboard: the shell never panics and every screen draws.
        #[test]
        fn a_random_three_player_game_through_the_shell_never_panics(
            actions in proptest::collection::vec((0u8..8, any::<u16>(), any::<u16>()), 1..160)
        ) {
            let dir = TempDir::new("hex-random");
            let (mut app, _rx) = open(&dir, Lang::En, Hex::start(), [HUMAN; 3]);
            let keys = [
                KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right, KeyCode::Enter,
                KeyCode::Esc, KeyCode::Char(' '), KeyCode::F(2), KeyCode::F(3),
            ];
            for (kind, a, b) in actions {
                if app.session::<Hex>().is_none() {
                    break;
                }
                match kind {
                    0 | 1 => {
                        let moves = hex(&app).position().legal_moves();
                        if !moves.is_empty() {
                            let mv = moves[usize::from(a) % moves.len()];
                            let text = hex(&app).position().move_text(&mv);
                            enter_line(&mut app, &text);
                        }
                    }
                    2 => press(&mut app, keys[usize::from(a) % keys.len()]),
                    3 => {
                        let size = app.size();
                        click(&mut app, a % size.width.max(1), b % size.height.max(1));
                    }
                    4 => {
                        let line = ["u", "r", "f", "#", "c3-c4", "e5xg7", "withdraw", "zz"];
                        enter_line(&mut app, line[usize::from(a) % line.len()]);
                    }
                    5 => app.update(Event::Resize(60 + a % 160, 16 + b % 50)),
                    6 => {
                        let name = geo::name((a % 61) as u8);
                        if hex_screen(app.size()).is_some() {
                            click_cell(&mut app, &name);
                        }
                    }
                    _ => {
                        // Out of the game-over banner, back to the board.
                        press(&mut app, KeyCode::Esc);
                    }
                }
                let size = app.size();
                let _ = render(&app, size.width, size.height);
            }
        }
    }
}
