//! The SOCKET layer 1 protocol over real TCP on 127.0.0.1: a whole
//! exchange of messages both ways, and peers that misbehave (a frame
//! without a NUL, a close inside a frame, silence, garbage). Every wait is
//! bounded; no test takes more than a second or two.

use std::io::Write;
use std::net::{TcpListener, TcpStream};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use dama_dxp::{
    AcceptCode, BackAccept, BackAcceptCode, BackRequest, Colour, Connection, DxpMove, EndReason,
    FrameError, GameAccept, GameEnd, GameRequest, MAX_FRAME_LEN, Message, ParseError, RecvError,
    Setup, Square, StopCode,
};

const WAIT: Option<Duration> = Some(Duration::from_secs(2));

fn sq(n: u8) -> Square {
    Square::new(n).expect("1-50")
}

/// A listener on a free loopback port, and a client connected to it.
fn pair() -> (Connection, TcpStream) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let addr = listener.local_addr().expect("local address");
    let client = Connection::connect(addr, Duration::from_secs(2)).expect("connect");
    let (server, _) = listener.accept().expect("accept");
    (client, server)
}

#[test]
fn a_whole_game_both_ways() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let addr = listener.local_addr().expect("local address");

    let request = GameRequest::new("dama", Colour::Black, 10, 50, Setup::Standard).unwrap();
    let accept = GameAccept::new("loopback follower", AcceptCode::Accepted);
    let first = DxpMove::new(1, sq(32), sq(28), &[]).unwrap();
    let reply = DxpMove::new(2, sq(19), sq(23), &[]).unwrap();
    let capture = DxpMove::new(3, sq(28), sq(19), &[sq(23)]).unwrap();
    let back = BackRequest::new(2, Colour::White).unwrap();
    let back_ok = BackAccept {
        code: BackAcceptCode::Accepted,
    };
    let end = GameEnd {
        reason: EndReason::SenderLoses,
        stop: StopCode::EndSession,
    };
    let end_ack = GameEnd {
        reason: EndReason::Unknown,
        stop: StopCode::EndSession,
    };

    let follower = {
        let (request, accept, first, reply, capture, back, back_ok, end, end_ack) = (
            request.clone(),
            accept.clone(),
            first.clone(),
            reply.clone(),
            capture.clone(),
            back,
            back_ok,
            end,
            end_ack,
        );
        thread::spawn(move || {
            let mut conn = Connection::accept(&listener).expect("accept");
            assert_eq!(conn.recv(WAIT).unwrap(), Message::GameRequest(request));
            conn.send(&Message::GameAccept(accept)).unwrap();
            assert_eq!(conn.recv(WAIT).unwrap(), Message::Move(first));
            conn.send(&Message::Move(reply)).unwrap();
            assert_eq!(conn.recv(WAIT).unwrap(), Message::Move(capture));
            assert_eq!(conn.recv(WAIT).unwrap(), Message::Chat("ouch".into()));
            conn.send(&Message::Chat("well played".into())).unwrap();
            conn.send(&Message::BackRequest(back)).unwrap();
            assert_eq!(conn.recv(WAIT).unwrap(), Message::BackAccept(back_ok));
            conn.send(&Message::GameEnd(end)).unwrap();
            assert_eq!(conn.recv(WAIT).unwrap(), Message::GameEnd(end_ack));
            // Dropping the connection closes it.
        })
    };

    let mut conn = Connection::connect(addr, Duration::from_secs(2)).expect("connect");
    assert_eq!(conn.peer_addr(), addr);
    conn.send(&Message::GameRequest(request)).unwrap();
    assert_eq!(conn.recv(WAIT).unwrap(), Message::GameAccept(accept));
    conn.send(&Message::Move(first)).unwrap();
    assert_eq!(conn.recv(WAIT).unwrap(), Message::Move(reply));
    conn.send(&Message::Move(capture)).unwrap();
    conn.send(&Message::Chat("ouch".into())).unwrap();
    assert_eq!(
        conn.recv(WAIT).unwrap(),
        Message::Chat("well played".into())
    );
    assert_eq!(conn.recv(WAIT).unwrap(), Message::BackRequest(back));
    conn.send(&Message::BackAccept(back_ok)).unwrap();
    assert_eq!(conn.recv(WAIT).unwrap(), Message::GameEnd(end));
    conn.send(&Message::GameEnd(end_ack)).unwrap();
    follower.join().expect("the follower thread");
    assert!(matches!(conn.recv(WAIT), Err(RecvError::Closed)));
}

#[test]
fn a_frame_without_nul_is_too_long_and_the_stream_resynchronises() {
    let (mut client, mut server) = pair();
    let writer = thread::spawn(move || {
        server.write_all(&[b'x'; 10_000]).unwrap();
        server.write_all(b"\0K0\0").unwrap();
        server
    });
    match client.recv(WAIT) {
        Err(RecvError::Frame(FrameError::TooLong { max })) => assert_eq!(max, MAX_FRAME_LEN),
        other => panic!("expected TooLong, got {other:?}"),
    }
    let answer = client.recv(WAIT).unwrap();
    assert_eq!(
        answer,
        Message::BackAccept(BackAccept {
            code: BackAcceptCode::Accepted
        })
    );
    drop(writer.join().expect("the writer thread"));
}

#[test]
fn a_peer_closing_inside_a_frame_is_reported() {
    let (mut client, mut server) = pair();
    server.write_all(b"E00\0M0012").unwrap();
    drop(server);
    let end = GameEnd {
        reason: EndReason::Unknown,
        stop: StopCode::NextGame,
    };
    assert_eq!(client.recv(WAIT).unwrap(), Message::GameEnd(end));
    match client.recv(WAIT) {
        Err(RecvError::Frame(FrameError::UnexpectedEof { received })) => assert_eq!(received, 5),
        other => panic!("expected UnexpectedEof, got {other:?}"),
    }
}

#[test]
fn a_silent_peer_times_out_in_time_and_a_late_message_still_arrives() {
    let (mut client, mut server) = pair();
    let (go, wait) = mpsc::channel::<()>();
    let writer = thread::spawn(move || {
        server.write_all(b"M00").unwrap(); // half a message, then silence
        wait.recv_timeout(Duration::from_secs(2))
            .expect("the go signal");
        server.write_all(b"12061100\0").unwrap();
        server
    });

    let started = Instant::now();
    assert!(matches!(
        client.recv(Some(Duration::from_millis(200))),
        Err(RecvError::Timeout)
    ));
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(150),
        "gave up after {waited:?}"
    );
    assert!(
        waited < Duration::from_millis(1500),
        "gave up only after {waited:?}"
    );

    // The half message is kept; the rest completes it.
    go.send(()).unwrap();
    let mv = DxpMove::new(12, sq(6), sq(11), &[]).unwrap();
    assert_eq!(client.recv(WAIT).unwrap(), Message::Move(mv));
    drop(writer.join().expect("the writer thread"));
}

#[test]
fn a_zero_timeout_returns_at_once() {
    let (mut client, _server) = pair();
    let started = Instant::now();
    assert!(matches!(
        client.recv(Some(Duration::ZERO)),
        Err(RecvError::Timeout)
    ));
    assert!(started.elapsed() < Duration::from_millis(500));
}

#[test]
fn an_invalid_message_is_reported_and_the_next_one_read() {
    let (mut client, mut server) = pair();
    server.write_all(b"X12\0M0012061100\0").unwrap();
    match client.recv(WAIT) {
        Err(RecvError::Parse(ParseError::UnknownType { found: b'X' })) => {}
        other => panic!("expected UnknownType, got {other:?}"),
    }
    let mv = DxpMove::new(12, sq(6), sq(11), &[]).unwrap();
    assert_eq!(client.recv(WAIT).unwrap(), Message::Move(mv));
}

#[test]
fn a_clean_close_between_messages_is_closed() {
    let (mut client, server) = pair();
    drop(server);
    assert!(matches!(client.recv(WAIT), Err(RecvError::Closed)));
    assert_eq!(
        RecvError::Closed.to_string(),
        "the DXP peer closed the connection"
    );
}

#[test]
fn connecting_to_a_closed_port_fails() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    let addr = listener.local_addr().expect("local address");
    drop(listener);
    assert!(Connection::connect(addr, Duration::from_millis(500)).is_err());
}
