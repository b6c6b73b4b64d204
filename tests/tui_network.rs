//! Issue 41, "Two people, two terminals": two terminal games in one process, joined
//! over 127.0.0.1 as `dama play --host` and `--join` join them (no terminal: the apps
//! are fed keys and rendered to `TestBackend`). Moves arrive on the other side, a move
//! out of turn and a take-back are refused, chat, a draw offer and a resignation go
//! across, and a guest that leaves joins again and finds the game where it was. Every
//! wait is bounded.

use std::net::TcpListener;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::KeyCode;

use dama::core::{Rules, Seat};
use dama::peer::message::{VERSION, Welcome};
use dama::peer::{Timing, guest, host};
use dama::tui::session::Dialog;
use dama::tui::{App, Event, NetPlan};

mod tui_support;
use tui_support::*;

const CODE: &str = "NET234";

fn timing() -> Timing {
    Timing {
        retry: Duration::from_millis(100),
        ..Timing::default()
    }
}

/// A host app of Italian draughts playing White with a clock; its address.
fn host_app(dir: &TempDir) -> (App, Receiver<Event>, String) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let plan = NetPlan::new();
    let welcome = Welcome {
        version: VERSION,
        variant: "italian".into(),
        seat: 1,
        clock: Some("5m+2s".into()),
        start: None,
    };
    let peer = host::host(listener, CODE.into(), welcome, timing(), plan.wake()).expect("host");
    let addr = peer.addr().to_string();
    plan.set(peer, Seat::FIRST, Seat::SECOND);
    let mut o = options(dir);
    o.clock = dama::game::clock::TimeControl::parse("5m+2s").ok();
    o.net = Some(plan);
    let (app, rx) = start(o);
    (app, rx, addr)
}

fn guest_app(dir: &TempDir, addr: &str) -> (App, Receiver<Event>) {
    let plan = NetPlan::new();
    let peer = guest::join(addr, "net234", timing(), plan.wake()).expect("joined");
    assert_eq!(peer.welcome().variant, "italian");
    plan.set(peer, Seat::SECOND, Seat::SECOND);
    let mut o = options(dir);
    o.clock = dama::game::clock::TimeControl::parse("5m+2s").ok();
    o.net = Some(plan);
    start(o)
}

/// Feeds both apps their events and ticks until `done` holds (10 s at most).
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
            while let Ok(ev) = rx.try_recv() {
                if matches!(ev, Event::Tick) {
                    app.update(ev);
                }
            }
            app.update(Event::Tick);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn plies(app: &App) -> usize {
    session(app).record().moves().len()
}

#[test]
fn two_terminals_play_chat_offer_a_draw_and_resign() {
    let (hd, gd) = (TempDir::new("net-host"), TempDir::new("net-guest"));
    let (happ, hrx, addr) = host_app(&hd);
    let mut h = (happ, hrx);
    assert!(
        screen(&h.0).contains(&format!("--code {CODE}")),
        "{}",
        screen(&h.0)
    );
    let mut g = guest_app(&gd, &addr);
    pump(&mut h, &mut g, |h, g| {
        screen(h).contains("(remote) joined") && screen(g).contains("Connected to")
    });
    assert!(
        session(&g.0).flipped(),
        "the guest sees the board from Black's side"
    );
    enter_line(&mut h.0, "22-18");
    pump(&mut h, &mut g, |_, g| plies(g) == 1);
    assert!(screen(&g.0).contains("played 22-18"), "{}", screen(&g.0));
    // Not the host's turn, and no take-backs over the network.
    enter_line(&mut h.0, "21-17");
    assert_eq!(plies(&h.0), 1);
    enter_line(&mut g.0, "u");
    assert!(screen(&g.0).contains("network"), "{}", screen(&g.0));
    enter_line(&mut g.0, "10-14");
    pump(&mut h, &mut g, |h, _| plies(h) == 2);
    assert_eq!(position(&h.0), position(&g.0));
    // The clock of the side not to move says the same on both.
    let black = |a: &App| session(a).time_left(Seat::SECOND).map(|d| d.as_millis());
    assert_eq!(black(&h.0), black(&g.0));
    enter_line(&mut g.0, "say ciao, buona partita");
    pump(&mut h, &mut g, |h, _| {
        screen(h).contains("ciao, buona partita")
    });
    enter_line(&mut h.0, "draw");
    pump(&mut h, &mut g, |_, g| {
        matches!(session(g).dialog(), Some(Dialog::DrawOffer { .. }))
    });
    press(&mut g.0, KeyCode::Char('n'));
    pump(&mut h, &mut g, |h, _| screen(h).contains("declines"));
    assert!(session(&h.0).record().result().is_none());
    enter_line(&mut g.0, "resign");
    pump(&mut h, &mut g, |h, _| {
        session(h).record().result().is_some()
    });
    let result = session(&h.0).record().result().expect("over");
    assert_eq!(result.winner, Some(Seat::FIRST));
    assert_eq!(session(&g.0).record().result(), Some(result));
}

#[test]
fn a_guest_that_leaves_joins_again_at_the_same_move() {
    let (hd, gd) = (TempDir::new("net-host2"), TempDir::new("net-guest2"));
    let (happ, hrx, addr) = host_app(&hd);
    let mut h = (happ, hrx);
    let mut g = guest_app(&gd, &addr);
    pump(&mut h, &mut g, |h, _| screen(h).contains("joined"));
    enter_line(&mut h.0, "22-18");
    pump(&mut h, &mut g, |_, g| plies(g) == 1);
    enter_line(&mut g.0, "10-14");
    pump(&mut h, &mut g, |h, _| plies(h) == 2);
    // The guest's program ends; the host keeps the game and plays on.
    drop(g);
    let deadline = Instant::now() + Duration::from_secs(10);
    while !screen(&h.0).contains("join again") {
        assert!(Instant::now() < deadline, "{}", screen(&h.0));
        h.0.update(Event::Tick);
        std::thread::sleep(Duration::from_millis(10));
    }
    enter_line(&mut h.0, "18-13");
    assert_eq!(plies(&h.0), 3);
    // A new guest program joins with the same code and gets the game so far.
    let mut g = guest_app(&gd, &addr);
    pump(&mut h, &mut g, |_, g| plies(g) == 3);
    assert_eq!(position(&h.0), position(&g.0));
    // A wrong code is refused, and the game goes on.
    let wrong = guest::join(&addr, "WRONG9", timing(), std::sync::Arc::new(|| {}));
    assert!(matches!(wrong, Err(guest::JoinError::Refused(_))));
    let legal = position(&g.0).legal_moves();
    let text = position(&g.0).move_text(&legal[0]);
    enter_line(&mut g.0, &text);
    pump(&mut h, &mut g, |h, _| plies(h) == 4);
    assert_eq!(position(&h.0), position(&g.0));
}
