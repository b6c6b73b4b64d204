//! Issue 41: over the network the host's clock is the referee of time. Two terminal
//! apps of one process joined over 127.0.0.1, each on a hand-turned clock of its own:
//! the guest's clock at zero does not end the game, the host's does, and the guest
//! shows the same result; a move that arrives as the mover's flag falls (its time used
//! all it had) does not count on either side. Every wait is bounded.

use std::net::TcpListener;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use dama::core::Seat;
use dama::game::EndReason;
use dama::game::clock::TimeControl;
use dama::peer::message::{VERSION, Welcome};
use dama::peer::{Timing, guest, host};
use dama::tui::{App, Event, ManualTime, NetPlan, TimeSource};

mod tui_support;
use tui_support::*;

type End = (App, Receiver<Event>, ManualTime);

fn clocked(dir: &TempDir, plan: NetPlan) -> End {
    let (source, hand) = TimeSource::manual();
    let mut o = options(dir);
    o.clock = TimeControl::parse("1m+0s").ok();
    o.time = source;
    o.net = Some(plan);
    let (app, rx) = start(o);
    (app, rx, hand)
}

/// A host (White) and its guest (Black), joined, one minute each.
fn pair(hd: &TempDir, gd: &TempDir) -> (End, End) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let plan = NetPlan::new();
    let welcome = Welcome {
        version: VERSION,
        variant: "italian".into(),
        seat: 1,
        clock: Some("1m+0s".into()),
        start: None,
    };
    let peer = host::host(
        listener,
        "TIME23".into(),
        welcome,
        Timing::default(),
        plan.wake(),
    )
    .expect("host");
    let addr = peer.addr().to_string();
    plan.set(peer, Seat::FIRST, Seat::SECOND);
    let mut h = clocked(hd, plan);
    let plan = NetPlan::new();
    let peer = guest::join(&addr, "TIME23", Timing::default(), plan.wake()).expect("joined");
    plan.set(peer, Seat::SECOND, Seat::SECOND);
    let mut g = clocked(gd, plan);
    pump(&mut h, &mut g, |h, _| screen(h).contains("joined"));
    enter_line(&mut h.0, "22-18");
    pump(&mut h, &mut g, |_, g| plies(g) == 1);
    (h, g)
}

fn pump(a: &mut End, b: &mut End, done: impl Fn(&App, &App) -> bool) {
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

fn plies(app: &App) -> usize {
    session(app).record().moves().len()
}

fn on_time(app: &App) -> bool {
    session(app)
        .record()
        .result()
        .is_some_and(|r| r.reason == EndReason::Time && r.winner == Some(Seat::FIRST))
}

#[test]
fn the_hosts_clock_decides_a_flag_fall_for_both() {
    let (hd, gd) = (TempDir::new("ref-host"), TempDir::new("ref-guest"));
    let (mut h, mut g) = pair(&hd, &gd);
    // Black's minute runs out on the guest's clock: the game goes on there.
    g.2.advance(Duration::from_secs(61));
    g.0.update(Event::Tick);
    assert_eq!(session(&g.0).time_left(Seat::SECOND), Some(Duration::ZERO));
    assert!(session(&g.0).record().result().is_none());
    // The host's clock says it: the game is over on time on both screens.
    h.2.advance(Duration::from_secs(61));
    pump(&mut h, &mut g, |h, g| on_time(h) && on_time(g));
    assert_eq!(plies(&h.0), 1);
    assert_eq!(plies(&g.0), 1);
    assert!(screen(&g.0).contains("ime"), "{}", screen(&g.0));
}

#[test]
fn a_move_that_comes_as_the_flag_falls_does_not_count() {
    let (hd, gd) = (TempDir::new("ref-host2"), TempDir::new("ref-guest2"));
    let (mut h, mut g) = pair(&hd, &gd);
    // The guest moves when its clock shows zero: it used all the minute it had.
    g.2.advance(Duration::from_secs(61));
    enter_line(&mut g.0, "10-14");
    assert_eq!(plies(&g.0), 2, "the guest's clock does not stop its move");
    // The host, the referee, sees the flag fall before the move: both end at ply 1.
    pump(&mut h, &mut g, |h, g| on_time(h) && on_time(g));
    assert_eq!(plies(&h.0), 1);
    assert_eq!(plies(&g.0), 1, "the late move is taken back on the guest");
    assert_eq!(
        session(&h.0).record().position(),
        session(&g.0).record().position()
    );
}
