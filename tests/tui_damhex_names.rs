//! DamHex^3's board seen from another seat than White's (issue 23, item 8): the names of
//! the occupied cells are shown beside their pieces (the row letters then run askew), a
//! long message under the board never covers the board's bottom labels, and the round's
//! earlier computer moves are marked on the board as well as the last one. Rendered into
//! `TestBackend` at 80x24 (the compact look) and 100x32 (the small hexagons).

use std::sync::mpsc::Receiver;
use std::time::Duration;

use dama::core::{Level, Rules};
use dama::damhex::Position as Hex;
use dama::damhex::geometry as geo;
use dama::game::{Player, Record};
use dama::tui::damhex::geom::screen as hex_screen;
use dama::tui::{App, Event, Session};
use ratatui::layout::Rect;

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

fn open(dir: &TempDir, text: &str, players: [Player; 3]) -> (App, Receiver<Event>) {
    let pos = Hex::parse_position(text).expect("position text");
    let (mut app, rx) = start(options(dir));
    app.update(Event::Resize(100, 32));
    app.open(Record::with_players(pos, players.to_vec()), None);
    (app, rx)
}

/// Red's twelve men at the start.
const RED_MEN: [&str; 12] = [
    "i5", "h5", "h6", "g5", "g6", "g7", "f6", "f7", "f8", "e7", "e8", "e9",
];

#[test]
fn seen_from_red_the_occupied_cells_are_named() {
    let dir = TempDir::new("hex-names");
    let start = Hex::start().position_text();
    let (app, _rx) = open(&dir, &start, [computer(1), computer(1), HUMAN]);
    assert_eq!(hex(&app).view_seat().index(), 2, "seen from Red");
    for (w, h) in [(80, 24), (100, 32)] {
        let s = text(&render(&app, w, h));
        for name in RED_MEN {
            assert!(s.contains(name), "{w}x{h}: {name} is not shown\n{s}");
        }
        // White's men too, except those on the top row of the compact look (its line
        // above is the labels').
        for name in ["c3", "c4", "b3", "b4"] {
            assert!(s.contains(name), "{w}x{h}: {name} is not shown\n{s}");
        }
        assert!(s.contains("RED base"), "{w}x{h}\n{s}");
    }
}

#[test]
fn a_long_message_leaves_the_board_labels_alone() {
    let dir = TempDir::new("hex-long-message");
    // Black to move; Red's ratto is barred, and the refusal is long.
    for (w, h) in [(80u16, 24u16), (100, 32)] {
        let (mut app, _rx) = open(&dir, "B:W:Wc5:Bd5,i1:Rd6,d7", [HUMAN; 3]);
        let area = Rect::new(0, 0, w, h);
        let (layout, _) = hex_screen(area).expect("the board fits");
        let labels = usize::from(layout.board.bottom() - 1);
        let before = text(&render(&app, w, h));
        enter_line(&mut app, "d6xb4");
        let m = hex(&app).message().cloned().expect("the refusal");
        assert!(m.text.chars().count() > usize::from(w), "{}", m.text);
        let after = text(&render(&app, w, h));
        let line = |s: &str| s.lines().nth(labels).unwrap_or_default().to_string();
        let board_part = |s: &str| {
            line(s)
                .chars()
                .take(usize::from(layout.board.width))
                .collect::<String>()
        };
        assert_eq!(board_part(&before), board_part(&after), "{w}x{h}\n{after}");
        assert!(after.contains("No ratto here"), "{w}x{h}\n{after}");
    }
}

#[test]
fn the_rounds_earlier_computer_moves_are_marked() {
    let dir = TempDir::new("hex-round");
    let start = Hex::start().position_text();
    let (mut app, rx) = open(&dir, &start, [HUMAN, computer(1), computer(1)]);
    enter_line(&mut app, "c4-d5");
    for _ in 0..2_000 {
        if hex(&app).human_to_move() && hex(&app).record().cursor() >= 3 {
            break;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    let r = hex(&app).record();
    assert!(r.cursor() >= 3 && hex(&app).human_to_move());
    // The computer move before the last one: its start is marked like the last one's.
    let k = r.cursor() - 2;
    let earlier = r.played()[k];
    let pos = hex(&app).position();
    assert!(
        pos.piece_at(earlier.from).is_none(),
        "the earlier move's start is empty"
    );
    let buf = render(&app, 100, 32);
    let (_, geom) = hex_screen(Rect::new(0, 0, 100, 32)).expect("fits");
    let (x, y) = geom.cell_point(0, earlier.from);
    let shown = buf[(x, y)].symbol().to_string();
    assert!(
        shown == "·" || shown == "-",
        "{} not marked: {shown:?}\n{}",
        geo::name(earlier.from),
        text(&buf)
    );
}
