//! Issue 41, the menu's "Play over the network" page, in two terminal apps of one
//! process joined over 127.0.0.1 (no terminal: keys in, `TestBackend` frames out):
//! the host chooses the game, the colour and the clock and waits with the join code on
//! screen; the guest's bad port, missing port, unreachable host, wrong code and another
//! version of the protocol are each said; the right code starts the game on both, with
//! the network's keys in the panel. Esc gives a hosting up. Every wait is bounded.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

use dama::core::Seat;
use dama::tui::{App, Event, Screen};

mod tui_support;
use tui_support::*;

/// An app on the menu's main page, Italian draughts chosen.
fn menu_app(dir: &TempDir) -> (App, Receiver<Event>) {
    let mut o = options(dir);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    (app, rx)
}

/// From the main page to the network page's Host or Join rows.
fn open_net(app: &mut App, join: bool) {
    for _ in 0..6 {
        press(app, KeyCode::Down);
    }
    assert!(
        screen(app).contains("▶ Play over the network"),
        "{}",
        screen(app)
    );
    press(app, KeyCode::Enter);
    if join {
        press(app, KeyCode::Down);
    }
    press(app, KeyCode::Enter);
}

/// Replaces the text of the field on the row selected.
fn retype(app: &mut App, text: &str) {
    for _ in 0..40 {
        press(app, KeyCode::Backspace);
    }
    type_text(app, text);
}

/// Hosts from the menu on a free port: the address and the code shown.
fn host_from_menu(app: &mut App) -> (String, String) {
    open_net(app, false);
    let s = screen(app);
    for row in ["Game", "Your colour", "Clock", "Listen on", "Host the game"] {
        assert!(s.contains(row), "{row}: {s}");
    }
    press(app, KeyCode::Down);
    press(app, KeyCode::Right); // Black
    assert!(screen(app).contains("◀ Black ▶"), "{}", screen(app));
    press(app, KeyCode::Down);
    press(app, KeyCode::Right); // the new-game page's second clock
    press(app, KeyCode::Down);
    retype(app, "127.0.0.1:0");
    press(app, KeyCode::Down);
    press(app, KeyCode::Enter);
    let w = app.menu().net.waiting.clone().expect("waiting");
    let s = screen(app);
    assert!(
        s.contains(&format!("Hosting Italian draughts on {}", w.addr)),
        "{s}"
    );
    let spaced: String = w.code.chars().flat_map(|c| [' ', c, ' ']).collect();
    assert!(s.contains(spaced.trim()), "the code, big: {s}");
    assert!(s.contains("Esc gives the game up"), "{s}");
    (w.addr, w.code)
}

/// Ticks both apps until `done` holds (10 s at most).
fn pump(
    a: &mut (App, Receiver<Event>),
    b: &mut (App, Receiver<Event>),
    done: impl Fn(&App, &App) -> bool,
) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !done(&a.0, &b.0) {
        assert!(
            Instant::now() < deadline,
            "not in time:\n{}\n{}",
            screen(&a.0),
            screen(&b.0)
        );
        for (app, rx) in [(&mut a.0, &a.1), (&mut b.0, &b.1)] {
            while rx.try_recv().is_ok() {}
            app.update(Event::Tick);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Types the host and code on the join page and presses Join: the message shown.
fn try_join(app: &mut App, addr: &str, code: &str) -> String {
    while app.menu().sel != 0 {
        press(app, KeyCode::Up);
    }
    retype(app, addr);
    press(app, KeyCode::Down);
    retype(app, code);
    press(app, KeyCode::Down);
    press(app, KeyCode::Enter);
    app.menu().error.clone().unwrap_or_default()
}

/// A host of another version of the protocol, for one connection.
fn other_version() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr").to_string();
    std::thread::spawn(move || {
        if let Ok((stream, _)) = listener.accept() {
            let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
            let mut line = String::new();
            let _ = BufReader::new(&stream).read_line(&mut line);
            let _ = (&stream).write_all(b"WELCOME 9 italian 1 - -\n");
        }
    });
    addr
}

#[test]
fn the_menu_hosts_and_joins_a_game_over_the_network() {
    let (hd, gd) = (
        TempDir::new("menu-net-host"),
        TempDir::new("menu-net-guest"),
    );
    let mut h = menu_app(&hd);
    let (addr, code) = host_from_menu(&mut h.0);
    // The page waits on, tick after tick, the code on screen.
    for _ in 0..5 {
        h.0.update(Event::Tick);
    }
    assert!(
        screen(&h.0).contains(&format!("--code {code}")),
        "{}",
        screen(&h.0)
    );
    let mut g = menu_app(&gd);
    open_net(&mut g.0, true);
    let s = screen(&g.0);
    assert!(s.contains("Host:port") && s.contains("Code"), "{s}");
    let port = addr.rsplit_once(':').expect("port").1.to_string();
    let e = try_join(&mut g.0, "127.0.0.1:99999", &code);
    assert!(e.contains("\"99999\" is not a port"), "{e}");
    let e = try_join(&mut g.0, "127.0.0.1", &code);
    assert!(e.contains("has no port"), "{e}");
    let closed = TcpListener::bind("127.0.0.1:0").expect("bind");
    let nobody = closed.local_addr().expect("addr").to_string();
    drop(closed);
    let e = try_join(&mut g.0, &nobody, &code);
    assert!(e.contains("Cannot reach"), "{e}");
    let e = try_join(&mut g.0, &format!("127.0.0.1:{port}"), "");
    assert!(e.contains("Type the code"), "{e}");
    let e = try_join(&mut g.0, &addr, "AAAAAA");
    assert!(e.contains("Wrong code"), "{e}");
    assert!(screen(&g.0).contains("Wrong code"), "{}", screen(&g.0));
    let e = try_join(&mut g.0, &other_version(), &code);
    assert!(e.contains("Another version of the protocol"), "{e}");
    // The host saw the wrong code turned away, and waits on.
    assert_eq!(h.0.screen(), Screen::Menu);
    // The right code: both games start, the host Black as chosen, with its clock.
    let e = try_join(&mut g.0, &addr, &code.to_lowercase());
    assert_eq!(e, "");
    pump(&mut h, &mut g, |h, g| {
        h.screen() == Screen::Game && screen(h).contains("joined") && g.screen() == Screen::Game
    });
    let control = |a: &App| session(a).record().clock().map(|c| c.control().to_string());
    assert!(control(&h.0).is_some(), "the clock chosen on the page");
    assert_eq!(control(&h.0), control(&g.0));
    assert!(session(&h.0).flipped(), "the host plays Black");
    enter_line(&mut g.0, "22-18");
    pump(&mut h, &mut g, |h, _| {
        session(h).record().moves().len() == 1
    });
    assert!(screen(&h.0).contains("played 22-18"), "{}", screen(&h.0));
    // The panel lists the keys that work over the network, not the take-backs.
    let s = screen(&g.0);
    assert!(!s.contains("U undo") && !s.contains("H hint"), "{s}");
    assert_eq!(
        session(&g.0).record().player(Seat::FIRST),
        dama::game::Player::Human
    );
}

#[test]
fn esc_gives_a_hosting_up_and_nobody_can_join_it() {
    let dir = TempDir::new("menu-net-cancel");
    let (mut app, _rx) = menu_app(&dir);
    let (addr, code) = host_from_menu(&mut app);
    press(&mut app, KeyCode::Esc);
    assert!(app.menu().net.waiting.is_none());
    assert!(screen(&app).contains("▶ Host the game"), "{}", screen(&app));
    let joined = dama::peer::guest::join(
        &addr,
        &code,
        dama::peer::Timing::default(),
        std::sync::Arc::new(|| {}),
    );
    assert!(joined.is_err(), "the hosting was given up");
    // Esc goes back to Host or Join, then to the main page.
    press(&mut app, KeyCode::Esc);
    assert!(screen(&app).contains("Host a game"), "{}", screen(&app));
    press(&mut app, KeyCode::Esc);
    assert!(
        screen(&app).contains("▶ Play over the network"),
        "{}",
        screen(&app)
    );
}
