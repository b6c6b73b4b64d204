//! DXP games over 127.0.0.1 in one process: two dama sides on threads (a whole short
//! match), and a scripted peer that sends every message kind, illegal moves, garbage,
//! a flood, silence and a dropped connection. Every wait has a deadline; no test sleeps.

use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use dama_dxp::{
    AcceptCode, BackRequest, Colour, Connection, DxpMove, EndReason, FrameReader, GameEnd,
    GameRequest, Message, Setup, Square, SquareContent, StopCode,
};

use super::brain::{OwnEngine, Strength};
use super::game::{Ending, Fault, GameSpec, play_game};
use super::link::Link;
use super::session::{Accepted, await_request, request};
use crate::draughts::international::Position;

const WAIT: Duration = Duration::from_secs(5);

/// A listener on a free port of 127.0.0.1 and its address.
fn listener() -> (TcpListener, String) {
    let l = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = l.local_addr().unwrap().to_string();
    (l, addr)
}

/// A link whose transcript and notes are kept in memory.
/// What a test keeps of a link: the transcript's bytes and the notes.
type Kept = (Arc<Mutex<Vec<u8>>>, Arc<Mutex<Vec<String>>>);

fn link(conn: Connection) -> (Link, Kept) {
    struct Shared(Arc<Mutex<Vec<u8>>>);
    impl Write for Shared {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let text = Arc::new(Mutex::new(Vec::new()));
    let notes = Arc::new(Mutex::new(Vec::new()));
    let n = notes.clone();
    let l = Link::new(
        conn,
        Some(Box::new(Shared(text.clone()))),
        Box::new(move |s| n.lock().unwrap().push(s.to_string())),
    );
    (l, (text, notes))
}

fn spec(ours: Colour, start: Position) -> GameSpec {
    GameSpec {
        start,
        opening: Vec::new(),
        ours,
        minutes: 1,
        moves: 0,
        last: false,
        backups: true,
        max_plies: 40,
        names: ["white".into(), "black".into()],
        silence: Some(Duration::from_millis(500)),
    }
}

fn sq(n: u8) -> Square {
    Square::new(n).unwrap()
}

/// The follower's side of a scripted test: accepts one game and plays it at depth 1.
fn follower(l: TcpListener) -> thread::JoinHandle<(super::game::GameReport, Vec<String>)> {
    thread::spawn(move || {
        let conn = Connection::accept(&l).unwrap();
        let (mut link, (_, notes)) = link(conn);
        let acc: Accepted = await_request(&mut link, "follower", true, WAIT)
            .unwrap()
            .unwrap();
        let mut brain = OwnEngine::new(Strength::Depth(1));
        let report = play_game(&mut link, &mut brain, &spec(acc.ours, acc.start));
        let notes = notes.lock().unwrap().clone();
        (report, notes)
    })
}

fn request_msg(colour: Colour) -> Message {
    Message::GameRequest(GameRequest::new("script", colour, 1, 0, Setup::Standard).unwrap())
}

#[test]
fn two_dama_sides_play_a_short_match() {
    let (l, addr) = listener();
    let server = thread::spawn(move || {
        let conn = Connection::accept(&l).unwrap();
        let (mut link, _) = link(conn);
        let mut brain = OwnEngine::new(Strength::Depth(1));
        let mut results = Vec::new();
        while let Some(acc) = await_request(&mut link, "follower", true, WAIT).unwrap() {
            let mut s = spec(acc.ours, acc.start);
            s.max_plies = 0;
            let report = play_game(&mut link, &mut brain, &s);
            results.push(report.record.played().len());
            if report.peer_stops {
                break;
            }
        }
        results
    });
    let conn = Connection::connect(addr.as_str(), WAIT).unwrap();
    let (mut link, (transcript, _)) = link(conn);
    let mut brain = OwnEngine::new(Strength::Depth(1));
    let mut lengths = Vec::new();
    for game in 0..2 {
        let ours = if game == 0 {
            Colour::White
        } else {
            Colour::Black
        };
        let peer = request(
            &mut link,
            "initiator",
            ours.opposite(),
            1,
            0,
            &Position::start(),
        );
        assert_eq!(peer.unwrap(), "follower");
        let mut s = spec(ours, Position::start());
        s.last = game == 1;
        let report = play_game(&mut link, &mut brain, &s);
        assert!(report.record.result().is_some(), "game {game} has a result");
        assert!(report.session_goes_on(), "{:?}", report.ending);
        assert!(report.times.iter().all(|t| t.used <= t.allowed));
        lengths.push(report.record.played().len());
    }
    let served = server.join().unwrap();
    // Both sides saw the same moves (the follower's count may stop at the ply limit's
    // draw, which comes from the initiator).
    assert_eq!(served, lengths);
    let text = String::from_utf8(transcript.lock().unwrap().clone()).unwrap();
    for kind in ["> R01", "< Afollower", "> M", "< M", "> E2"] {
        assert!(text.contains(kind), "{kind} missing in:\n{text}");
    }
}

#[test]
fn a_scripted_initiator_meets_every_message_kind() {
    let (l, addr) = listener();
    let server = thread::spawn(move || {
        let conn = Connection::accept(&l).unwrap();
        let (mut link, (_, notes)) = link(conn);
        // Refusals first, then a game, then no more games.
        let acc = await_request(&mut link, "follower", true, WAIT)
            .unwrap()
            .unwrap();
        let mut brain = OwnEngine::new(Strength::Depth(1));
        let report = play_game(&mut link, &mut brain, &spec(acc.ours, acc.start));
        let again = await_request(&mut link, "follower", false, WAIT).unwrap();
        (report, again.is_none(), notes.lock().unwrap().clone())
    });
    let mut c = Connection::connect(addr.as_str(), WAIT).unwrap();
    let ask = |c: &mut Connection, m: Message| {
        c.send(&m).unwrap();
        c.recv(Some(WAIT)).unwrap()
    };
    c.send(&Message::Chat("hello\x1b[2J".into())).unwrap();
    let code = |m: Message| match m {
        Message::GameAccept(a) => a.code(),
        other => panic!("{other:?}"),
    };
    let old = GameRequest::new("script", Colour::Black, 1, 0, Setup::Standard)
        .unwrap()
        .with_version(2)
        .unwrap();
    assert_eq!(
        code(ask(&mut c, Message::GameRequest(old))),
        AcceptCode::VersionRefused
    );
    let mut squares = [SquareContent::Empty; 50];
    squares[0] = SquareContent::WhiteMan;
    squares[40] = SquareContent::BlackMan;
    let bad = Setup::Position {
        to_move: Colour::White,
        squares,
    };
    let bad = GameRequest::new("script", Colour::Black, 1, 0, bad).unwrap();
    assert_eq!(
        code(ask(&mut c, Message::GameRequest(bad))),
        AcceptCode::GameRefused
    );
    assert_eq!(
        code(ask(&mut c, request_msg(Colour::Black))),
        AcceptCode::Accepted
    );
    // We are White: 32-28, the follower answers.
    let reply = ask(
        &mut c,
        Message::Move(DxpMove::new(3, sq(32), sq(28), &[]).unwrap()),
    );
    assert!(matches!(reply, Message::Move(_)), "{reply:?}");
    // Back to the start (move 1, White to move): accepted.
    let back = BackRequest::new(1, Colour::White).unwrap();
    let answer = ask(&mut c, Message::BackRequest(back));
    assert_eq!(
        answer,
        Message::BackAccept(dama_dxp::BackAccept {
            code: dama_dxp::BackAcceptCode::Accepted
        })
    );
    // Back to move 40: refused.
    let far = BackRequest::new(40, Colour::White).unwrap();
    let answer = ask(&mut c, Message::BackRequest(far));
    assert!(
        matches!(answer, Message::BackAccept(a) if a.code == dama_dxp::BackAcceptCode::Refused)
    );
    // From the start again: 33-29, then we end the game; the follower answers GAMEEND.
    let reply = ask(
        &mut c,
        Message::Move(DxpMove::new(1, sq(33), sq(29), &[]).unwrap()),
    );
    assert!(matches!(reply, Message::Move(_)), "{reply:?}");
    let end = GameEnd {
        reason: EndReason::Draw,
        stop: StopCode::NextGame,
    };
    assert!(matches!(
        ask(&mut c, Message::GameEnd(end)),
        Message::GameEnd(_)
    ));
    assert_eq!(
        code(ask(&mut c, request_msg(Colour::Black))),
        AcceptCode::AllRefused
    );
    let stop = GameEnd {
        reason: EndReason::Unknown,
        stop: StopCode::EndSession,
    };
    c.send(&Message::GameEnd(stop)).unwrap();
    let (report, ended, notes) = server.join().unwrap();
    assert_eq!(report.ending, Ending::PeerEnded(EndReason::Draw));
    // The game after the take-back: 33-29 and the answer.
    assert_eq!(report.record.played().len(), 2);
    assert!(ended);
    assert!(
        notes.iter().any(|n| n.contains("hello\\u{1b}[2J")),
        "{notes:?}"
    );
}

/// Starts a game with the scripted side as White, runs `script` on its connection, and
/// returns the follower's report.
fn scripted(script: impl FnOnce(&mut Connection)) -> super::game::GameReport {
    let (l, addr) = listener();
    let server = follower(l);
    let mut c = Connection::connect(addr.as_str(), WAIT).unwrap();
    c.send(&request_msg(Colour::Black)).unwrap();
    assert!(matches!(
        c.recv(Some(WAIT)).unwrap(),
        Message::GameAccept(_)
    ));
    script(&mut c);
    server.join().unwrap().0
}

#[test]
fn an_illegal_move_ends_the_game_for_the_peer() {
    let report = scripted(|c| {
        c.send(&Message::Move(
            DxpMove::new(0, sq(32), sq(22), &[]).unwrap(),
        ))
        .unwrap();
        let end = c.recv(Some(WAIT)).unwrap();
        assert!(matches!(end, Message::GameEnd(e) if e.reason == EndReason::SenderWins));
    });
    assert!(matches!(report.ending, Ending::Fault(Fault::Illegal(_))));
    assert_eq!(
        report.record.result().unwrap().winner,
        Some(crate::core::Seat(1))
    );
    let tag = report.record.tags().get("Termination").cloned().unwrap();
    assert!(tag.contains("illegal move: 32-22"), "{tag}");
}

/// The follower's report after the scripted White writes `bytes` as they are, right
/// after its game was accepted.
fn raw(bytes: &[u8]) -> super::game::GameReport {
    let (l, addr) = listener();
    let server = follower(l);
    let mut stream = TcpStream::connect(addr.as_str()).unwrap();
    stream.set_read_timeout(Some(WAIT)).unwrap();
    stream
        .write_all(&request_msg(Colour::Black).encode())
        .unwrap();
    let mut reader = FrameReader::new(stream.try_clone().unwrap());
    assert!(reader.read_frame().unwrap().unwrap().starts_with(b"A"));
    // The follower may close before all is written: that is its answer.
    let _ = stream.write_all(bytes);
    server.join().unwrap().0
}

#[test]
fn silence_garbage_a_long_frame_and_a_flood_are_refused() {
    // A peer that says nothing at all: silent past the limit (500 ms here).
    let report = scripted(|_| {});
    assert!(matches!(report.ending, Ending::Fault(Fault::Silent(_))));
    let report = raw(b"XYZ\0");
    assert!(
        matches!(report.ending, Ending::Fault(Fault::Garbled(_))),
        "{:?}",
        report.ending
    );
    let report = raw(&[b'C'; 5000]);
    assert!(
        matches!(report.ending, Ending::Fault(Fault::Garbled(_))),
        "{:?}",
        report.ending
    );
    let mut chats = Vec::new();
    for i in 0..100 {
        chats.extend_from_slice(&Message::Chat(format!("spam {i}")).encode());
    }
    let report = raw(&chats);
    assert!(
        matches!(report.ending, Ending::Fault(Fault::Flood)),
        "{:?}",
        report.ending
    );
    let tag = report.record.tags().get("Termination").cloned().unwrap();
    assert!(tag.contains("flood"), "{tag}");
}

#[test]
fn a_dropped_connection_keeps_the_moves_played() {
    let report = scripted(|c| {
        c.send(&Message::Move(
            DxpMove::new(0, sq(32), sq(28), &[]).unwrap(),
        ))
        .unwrap();
        let _ = c.recv(Some(WAIT)).unwrap();
        c.shutdown().unwrap();
    });
    assert!(matches!(report.ending, Ending::Fault(Fault::Dropped(_))));
    assert_eq!(report.record.played().len(), 2);
    assert!(report.record.result().is_some());
}
