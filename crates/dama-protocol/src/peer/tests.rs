//! The peer protocol over 127.0.0.1: every message kind read back, bounds and garbage
//! refused, and two ends in one process playing moves, chatting, offering a draw,
//! resigning, dropping and resuming, refusing a wrong code and dropping bad peers. Every
//! wait has a timeout.

use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::Duration;

use super::game::{self, Catch};
use super::message::{self, MAX_LINE, Message, VERSION, Welcome};
use super::{Peer, PeerEvent, Timing, guest, host};
use crate::core::Rules;
use crate::draughts::italian::Position;

fn quick() -> Timing {
    Timing {
        heartbeat: Duration::from_millis(100),
        silence: Duration::from_millis(1500),
        flood: 40,
        handshake: Duration::from_secs(2),
        retry: Duration::from_millis(150),
    }
}

const WAIT: Duration = Duration::from_secs(5);

fn welcome() -> Welcome {
    Welcome {
        version: VERSION,
        variant: "italian".into(),
        seat: 1,
        clock: Some("5m+2s".into()),
        start: None,
    }
}

fn start_host(code: &str) -> Peer {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    host::host(listener, code.into(), welcome(), quick(), Arc::new(|| {})).expect("host")
}

fn join(host: &Peer, code: &str) -> Result<Peer, guest::JoinError> {
    guest::join(&host.addr().to_string(), code, quick(), Arc::new(|| {}))
}

/// The next event that is not a turned-away connection.
fn next(peer: &Peer) -> PeerEvent {
    peer.wait(WAIT).expect("an event in time")
}

fn got(peer: &Peer) -> Message {
    match next(peer) {
        PeerEvent::Got(m) => m,
        other => panic!("expected a message, got {other:?}"),
    }
}

fn every_kind() -> Vec<Message> {
    vec![
        Message::Hello {
            version: 1,
            code: "K7F3QX".into(),
        },
        Message::Welcome(welcome()),
        Message::Welcome(Welcome {
            start: Some("W:W21-32:B1-12".into()),
            clock: None,
            ..welcome()
        }),
        Message::Refused("wrong code".into()),
        Message::Sync { plies: 12 },
        Message::Past {
            ply: 3,
            text: "22-18".into(),
        },
        Message::Clock(vec![300_000, 299_120]),
        Message::Ready,
        Message::Move {
            ply: 7,
            ms: 4310,
            text: "31 27 22".into(),
        },
        Message::Chat("ciao, buona partita!".into()),
        Message::Chat(String::new()),
        Message::Draw,
        Message::Accept,
        Message::Decline,
        Message::Resign,
        Message::Time { seat: 1, ply: 41 },
        Message::Ping,
        Message::Pong,
        Message::Bye,
    ]
}

#[test]
fn every_message_reads_back() {
    for m in every_kind() {
        let line = m.to_string();
        assert!(line.len() < MAX_LINE && !line.contains('\n'), "{line}");
        assert_eq!(message::parse(&line), Ok(m.clone()), "{line}");
        assert_eq!(message::parse(&format!("{line}\r")), Ok(m), "{line}");
    }
}

#[test]
fn bad_lines_are_refused_not_read() {
    let long_chat = format!("CHAT {}", "x".repeat(message::MAX_CHAT + 1));
    let long_line = format!("MOVE 1 1 {}", "2".repeat(MAX_LINE));
    let bad = [
        "",
        "hello 1 ABC",
        "XYZZY",
        "HELLO",
        "HELLO 1",
        "HELLO x ABC",
        "HELLO 1 ABC extra",
        "HELLO 1 AB\u{1b}C",
        "MOVE",
        "MOVE 1",
        "MOVE 1 2",
        "MOVE -1 2 22-18",
        "MOVE 1 99999999999999 22-18",
        "MOVE 99999 1 22-18",
        "MOVE 1 2  22-18",
        "PAST 1",
        "SYNC",
        "SYNC 1000000",
        "CLOCK",
        "CLOCK 1 2 3 4",
        "CLOCK 1 x",
        "READY now",
        "PING 1",
        "WELCOME 1 italian 3 - -",
        "WELCOME 1 ital\u{0}ian 1 - -",
        "WELCOME 1 italian 1 -",
        "CHAT bell\u{7}",
        &long_chat,
        &long_line,
    ];
    for line in bad {
        assert!(message::parse(line).is_err(), "{line:?} was read");
    }
    let err = message::parse("MOVE 1 2 \u{1b}[2J").expect_err("escape");
    assert!(err.line.contains("\\u{1b}"), "shown escaped: {}", err.line);
}

#[test]
fn codes_are_random_and_compared_whole() {
    let (a, b) = (super::new_code(), super::new_code());
    assert_eq!(a.len(), 6);
    assert_ne!(a, b, "two codes drawn alike");
    assert!(super::code_matches("K7F3QX", "k7f3qx"));
    assert!(super::code_matches("K7F3QX", "K7F-3QX"));
    assert!(!super::code_matches("K7F3QX", "K7F3Q"));
    assert!(!super::code_matches("K7F3QX", "K7F3QY"));
}

/// A game of Italian draughts on each side, fed by the messages.
struct Board {
    pos: Position,
    moves: Vec<<Position as Rules>::Move>,
}

impl Board {
    fn new() -> Board {
        Board {
            pos: Position::start(),
            moves: Vec::new(),
        }
    }

    /// The text of a legal move here (the `k`-th, wrapping).
    fn any(&self, k: usize) -> String {
        let moves = self.pos.legal_moves();
        self.pos.move_text(&moves[k % moves.len()])
    }

    /// Plays the `k`-th legal move here and sends it.
    fn play(&mut self, peer: &Peer, k: usize, ms: u64) {
        let text = &self.any(k);
        let mv = self.pos.parse_move(text).expect("legal");
        let ply = self.moves.len() as u32;
        self.pos.play_unchecked(&mv);
        self.moves.push(mv);
        assert!(peer.send(&Message::Move {
            ply,
            ms,
            text: text.into()
        }));
    }

    /// Receives the peer's move and plays it.
    fn receive(&mut self, peer: &Peer) -> u64 {
        let Message::Move { ply, ms, text } = got(peer) else {
            panic!("expected a move");
        };
        let mv = game::read_move(&self.pos, self.moves.len(), ply, &text).expect("legal");
        self.pos.play_unchecked(&mv);
        self.moves.push(mv);
        ms
    }

    /// The host's side of a sync: the game so far.
    fn send_sync(&self, peer: &Peer) {
        let texts = game::move_texts(&Position::start(), &self.moves);
        peer.send(&Message::Sync {
            plies: texts.len() as u32,
        });
        for (k, text) in texts.into_iter().enumerate() {
            peer.send(&Message::Past {
                ply: k as u32,
                text,
            });
        }
        peer.send(&Message::Ready);
    }

    /// The guest's side: reads the game so far and compares it with its own.
    fn read_sync(&mut self, peer: &Peer) -> Catch<<Position as Rules>::Move> {
        let Message::Sync { plies } = got(peer) else {
            panic!("expected SYNC");
        };
        let mut theirs = Vec::new();
        for _ in 0..plies {
            let Message::Past { text, .. } = got(peer) else {
                panic!("expected PAST");
            };
            theirs.push(text);
        }
        assert_eq!(got(peer), Message::Ready);
        game::compare(&Position::start(), &self.moves, &theirs).expect("the same game")
    }
}

#[test]
fn two_peers_play_chat_offer_a_draw_and_resign() {
    let host = start_host("ABC234");
    let guest = join(&host, "abc234").expect("joined");
    assert_eq!(next(&guest), PeerEvent::Connected);
    assert_eq!(next(&host), PeerEvent::Connected);
    assert_eq!(guest.welcome(), welcome());
    let (mut h, mut g) = (Board::new(), Board::new());
    h.play(&host, 0, 1200);
    assert_eq!(g.receive(&guest), 1200, "the mover's time goes across");
    g.play(&guest, 1, 800);
    assert_eq!(h.receive(&host), 800);
    h.play(&host, 2, 50);
    g.receive(&guest);
    assert_eq!(h.pos, g.pos);
    // A move out of turn or not legal is refused, the game left as it was.
    assert!(game::read_move(&g.pos, g.moves.len(), 9, "7x14").is_err());
    let legal = g.any(0);
    assert!(game::read_move(&g.pos, g.moves.len(), 3, &legal).is_ok());
    assert!(game::read_move(&g.pos, g.moves.len(), 4, &legal).is_err());
    guest.send(&Message::Chat("ciao!".into()));
    assert_eq!(got(&host), Message::Chat("ciao!".into()));
    host.send(&Message::Draw);
    assert_eq!(got(&guest), Message::Draw);
    guest.send(&Message::Decline);
    assert_eq!(got(&host), Message::Decline);
    guest.send(&Message::Resign);
    assert_eq!(got(&host), Message::Resign);
    guest.close();
    match next(&host) {
        PeerEvent::Dropped(why) => assert!(why.contains("left"), "{why}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_dropped_connection_is_resumed_from_the_same_move() {
    let host = start_host("RESUME");
    let guest = join(&host, "RESUME").expect("joined");
    assert_eq!(next(&guest), PeerEvent::Connected);
    assert_eq!(next(&host), PeerEvent::Connected);
    let (mut h, mut g) = (Board::new(), Board::new());
    h.play(&host, 0, 10);
    g.receive(&guest);
    g.play(&guest, 1, 10);
    h.receive(&host);
    guest.cut();
    assert!(matches!(next(&host), PeerEvent::Dropped(_)));
    assert!(matches!(next(&guest), PeerEvent::Dropped(_)));
    // The host plays on while the guest is away; the guest comes back by itself.
    let mv = h.pos.parse_move(&h.any(2)).expect("legal");
    h.pos.play_unchecked(&mv);
    h.moves.push(mv);
    assert_eq!(next(&host), PeerEvent::Connected);
    assert_eq!(next(&guest), PeerEvent::Connected);
    h.send_sync(&host);
    let Catch::Behind(more) = g.read_sync(&guest) else {
        panic!("the guest is a move behind");
    };
    assert_eq!(more.len(), 1);
    for mv in more {
        g.pos.play_unchecked(&mv);
        g.moves.push(mv);
    }
    assert_eq!(h.pos, g.pos, "the same move on both sides");
    g.play(&guest, 0, 10);
    h.receive(&host);
    // A game that differs is refused.
    let other: Vec<String> = vec![Board::new().any(3)];
    assert!(game::compare(&Position::start(), &g.moves, &other).is_err());
    assert_eq!(
        game::compare(&Position::start(), &g.moves, &other[..0]),
        Ok(Catch::Ahead(4))
    );
}

#[test]
fn a_wrong_code_is_refused() {
    let host = start_host("GOOD22");
    match join(&host, "BAD333") {
        Err(guest::JoinError::Refused(why)) => assert!(why.contains("wrong code"), "{why}"),
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("joined with a wrong code"),
    }
    match next(&host) {
        PeerEvent::TurnedAway(why) => assert!(why.contains("wrong code"), "{why}"),
        other => panic!("{other:?}"),
    }
    assert!(!host.is_connected());
    // The right code still joins, and a second guest is turned away.
    let _guest = join(&host, "GOOD22").expect("joined");
    assert_eq!(next(&host), PeerEvent::Connected);
    assert!(matches!(
        join(&host, "GOOD22"),
        Err(guest::JoinError::Refused(_))
    ));
}

/// A raw connection that says HELLO with the right code, then what the test sends.
fn raw_guest(host: &Peer, code: &str) -> TcpStream {
    let mut s = TcpStream::connect(host.addr()).expect("connect");
    writeln!(s, "HELLO {VERSION} {code}").expect("write");
    let line = super::link::read_line(&mut s, WAIT)
        .expect("read")
        .expect("a line");
    assert!(line.starts_with("WELCOME"), "{line}");
    assert_eq!(next(host), PeerEvent::Connected);
    s
}

fn dropped(host: &Peer) -> String {
    loop {
        match next(host) {
            PeerEvent::Dropped(why) => return why,
            PeerEvent::Got(_) => {}
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn garbage_floods_and_silence_are_dropped() {
    let host = start_host("PEER22");
    let mut s = raw_guest(&host, "PEER22");
    s.write_all(b"MOVE 0 0 22-18\nXYZZY\n").expect("write");
    assert!(matches!(got(&host), Message::Move { .. }));
    let why = dropped(&host);
    assert!(why.contains("does not parse"), "{why}");
    // The host listens on: the next one floods.
    let mut s = raw_guest(&host, "PEER22");
    let flood = "CHAT spam\n".repeat(200);
    let _ = s.write_all(flood.as_bytes());
    let why = dropped(&host);
    assert!(why.contains("flood"), "{why}");
    // A line without end.
    let mut s = raw_guest(&host, "PEER22");
    let _ = s.write_all(&vec![b'A'; MAX_LINE * 2]);
    let why = dropped(&host);
    assert!(why.contains("longer"), "{why}");
    // Bytes that are not text.
    let mut s = raw_guest(&host, "PEER22");
    let _ = s.write_all(b"CHAT \xff\xfe\n");
    let why = dropped(&host);
    assert!(why.contains("UTF-8"), "{why}");
    // Silence: connected, never a word (not even a pong).
    let _s = raw_guest(&host, "PEER22");
    let why = dropped(&host);
    assert!(why.contains("silent"), "{why}");
    // Garbage before HELLO is turned away without a game.
    let mut s = TcpStream::connect(host.addr()).expect("connect");
    let _ = s.write_all(b"GET / HTTP/1.1\n");
    match next(&host) {
        PeerEvent::TurnedAway(why) => assert!(why.contains("parse"), "{why}"),
        other => panic!("{other:?}"),
    }
}
