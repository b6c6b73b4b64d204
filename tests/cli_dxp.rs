//! `dama dxp` and `dama match --engine2 dxp://` as a user runs them: two real `dama`
//! processes over 127.0.0.1 (a follower listening on a free port, an initiator or a
//! match connecting), and a scripted peer that sends garbage or drops the connection.
//! Every wait is bounded: a process still running after a minute is killed and the test
//! fails.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_dama");

/// Starts `dama dxp --listen 0 --follower ...` and returns it with its port.
fn follower(extra: &[&str]) -> (Child, u16) {
    let mut child = Command::new(BIN)
        .args([
            "dxp",
            "--listen",
            "0",
            "--follower",
            "--depth",
            "1",
            "--silence",
            "10",
        ])
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    let stdout = child.stdout.as_mut().unwrap();
    // One line; if the process dies the read ends at once.
    let mut reader = BufReader::new(stdout);
    reader.read_line(&mut line).unwrap();
    let port = line
        .trim()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no port in {line:?}"));
    (child, port)
}

/// Waits (at most a minute) for `child` and returns its status, stdout and stderr.
fn finish(mut child: Child) -> (bool, String, String) {
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut out = String::new();
            let mut err = String::new();
            if let Some(mut s) = child.stdout.take() {
                s.read_to_string(&mut out).unwrap();
            }
            if let Some(mut s) = child.stderr.take() {
                s.read_to_string(&mut err).unwrap();
            }
            return (status.success(), out, err);
        }
        if started.elapsed() > Duration::from_secs(60) {
            child.kill().unwrap();
            panic!("dama did not finish within a minute");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn spawn(args: &[&str]) -> Child {
    Command::new(BIN)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

#[test]
fn two_dama_processes_play_a_dxp_match() {
    let dir = tempfile::tempdir().unwrap();
    let pdn = dir.path().join("m.pdn");
    let transcript = dir.path().join("t.txt");
    let (server, port) = follower(&["--name", "follower"]);
    let addr = format!("127.0.0.1:{port}");
    let initiator = spawn(&[
        "dxp",
        "--connect",
        &addr,
        "--initiator",
        "--games",
        "2",
        "--depth",
        "1",
        "--max-plies",
        "30",
        "--pdn",
        pdn.to_str().unwrap(),
        "--transcript",
        transcript.to_str().unwrap(),
    ]);
    let (ok, out, err) = finish(initiator);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("dama vs follower: 2 games"), "{out}");
    assert!(out.contains("game 1/2 (opening 1) dama-follower"), "{out}");
    assert!(out.contains("game 2/2 (opening 1) follower-dama"), "{out}");
    let (ok, out, err) = finish(server);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("follower vs dama: 2 games"), "{out}");
    let games = std::fs::read_to_string(&pdn).unwrap();
    assert_eq!(games.matches("[Event \"dama dxp\"]").count(), 2, "{games}");
    let text = std::fs::read_to_string(&transcript).unwrap();
    for kind in ["> R01dama", "< Afollower", "> M", "< M", "> E2"] {
        assert!(text.contains(kind), "{kind} missing in\n{text}");
    }
}

#[test]
fn dama_match_seats_a_dxp_engine() {
    let (server, port) = follower(&[]);
    let engine2 = format!("dxp://127.0.0.1:{port}");
    let engine1 = format!("{BIN} hub");
    let referee = spawn(&[
        "match",
        "--game",
        "international",
        "--engine1",
        &engine1,
        "--engine2",
        &engine2,
        "--depth",
        "1",
        "--games",
        "2",
        "--max-plies",
        "30",
    ]);
    let (ok, out, err) = finish(referee);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("engine1 vs engine2: 2 games"), "{out}");
    assert!(!out.contains("fault"), "{out}");
    let (ok, out, err) = finish(server);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("2 games"), "{out}\n{err}");
}

#[test]
fn a_peer_that_sends_garbage_is_dropped_with_a_message() {
    let (server, port) = follower(&[]);
    let mut peer = TcpStream::connect(("127.0.0.1", port)).unwrap();
    peer.write_all(b"Hello\x1b[2J\0").unwrap();
    let (ok, out, err) = finish(server);
    assert!(ok, "{out}\n{err}");
    assert!(err.contains("does not parse"), "{err}");
    // The peer's bytes are shown escaped, never as they came.
    assert!(!err.contains('\x1b'), "{err:?}");
}

#[test]
fn a_dropped_connection_ends_the_match_with_a_message() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let initiator = spawn(&[
        "dxp",
        "--connect",
        &addr,
        "--initiator",
        "--games",
        "2",
        "--depth",
        "1",
    ]);
    let (mut peer, _) = listener.accept().unwrap();
    peer.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut frames = dama_dxp::FrameReader::new(peer.try_clone().unwrap());
    let request = frames.read_frame().unwrap().unwrap();
    assert_eq!(request[0], b'R', "{request:?}");
    peer.write_all(b"Ascript                          0\0")
        .unwrap();
    // Wait for dama's first move (it is White), then hang up.
    let first = frames.read_frame().unwrap().unwrap();
    assert_eq!(first[0], b'M', "{first:?}");
    drop(frames);
    drop(peer);
    let (ok, out, err) = finish(initiator);
    assert!(ok, "{out}\n{err}");
    assert!(out.contains("the connection dropped"), "{out}");
    assert!(out.contains("1-0 win"), "{out}");
    assert!(err.contains("match stopped after game 1"), "{err}");
}
