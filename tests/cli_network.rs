//! Issue 41, two `dama` processes against each other over 127.0.0.1, with no terminal:
//! `dama play --host 0 --lines` and `dama play --join ... --lines`, fed lines on stdin,
//! read line by line on stdout, each writing a `--transcript`. Every message kind
//! crosses (HELLO, WELCOME, MOVE, CHAT, DRAW, DECLINE, ACCEPT, RESIGN, PING/PONG,
//! SYNC/PAST/CLOCK/READY on a rejoin, REFUSED), checked in the transcripts; the guest's
//! process is killed and a new one joins and goes on from the same move; a wrong code
//! and a line of garbage are refused with a message. Every wait is bounded.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use dama::core::Rules;
use dama::draughts::italian::Position;

/// The longest any one wait may take.
const WAIT: Duration = Duration::from_secs(20);

/// A `dama` process: its input, and its output's lines as they come.
struct Proc {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    seen: Vec<String>,
    name: &'static str,
}

impl Proc {
    fn spawn(name: &'static str, dir: &Path, args: &[&str]) -> Proc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(["play", "--lines", "--lang", "en"])
            .args(args)
            .env("DAMA_SAVE_DIR", dir)
            .env("DAMA_CONFIG", dir.join("config.json"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("dama runs");
        let (tx, lines) = channel();
        for out in [
            child
                .stdout
                .take()
                .map(|o| Box::new(o) as Box<dyn Read + Send>),
            child
                .stderr
                .take()
                .map(|e| Box::new(e) as Box<dyn Read + Send>),
        ]
        .into_iter()
        .flatten()
        {
            let tx = tx.clone();
            std::thread::spawn(move || {
                use std::io::BufRead;
                for line in std::io::BufReader::new(out).lines() {
                    let Ok(line) = line else { break };
                    if tx.send(line).is_err() {
                        break;
                    }
                }
            });
        }
        Proc {
            stdin: child.stdin.take(),
            child,
            lines,
            seen: Vec::new(),
            name,
        }
    }

    fn say(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to dama");
        stdin.flush().expect("flush");
    }

    /// Waits for a line of output containing `text`; returns it.
    fn expect(&mut self, text: &str) -> String {
        if let Some(l) = self.seen.iter().find(|l| l.contains(text)) {
            let l = l.clone();
            self.seen.retain(|s| *s != l);
            return l;
        }
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) if l.contains(text) => return l,
                Ok(l) => self.seen.push(l),
                Err(_) => panic!(
                    "{}: no \"{text}\" in time; it printed:\n{}",
                    self.name,
                    self.seen.join("\n")
                ),
            }
        }
    }

    /// Closes the input and waits for the process to end: its exit status.
    fn finish(mut self) -> i32 {
        drop(self.stdin.take());
        let deadline = Instant::now() + WAIT;
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                return status.code().unwrap_or(-1);
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                panic!("{} did not end", self.name);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The address and code from the host's first message.
fn join_line(host: &mut Proc) -> (String, String) {
    let line = host.expect("Waiting for the guest: dama play --join ");
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = |w: &str| {
        let k = words.iter().position(|x| *x == w).expect("a flag");
        words[k + 1].to_string()
    };
    (at("--join"), at("--code"))
}

/// Waits until `path` holds `text` (the transcript is written as lines cross).
fn transcript_has(path: &Path, text: &str) {
    let deadline = Instant::now() + WAIT;
    loop {
        let got = std::fs::read_to_string(path).unwrap_or_default();
        if got.contains(text) {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{}: no \"{text}\" in\n{got}",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A legal move's text after `moves` from the start of Italian draughts.
fn a_legal_move(moves: &[&str]) -> String {
    let mut pos = Position::start();
    for m in moves {
        let mv = pos.parse_move(m).expect("a move");
        pos.play_unchecked(&mv);
    }
    let legal = pos.legal_moves();
    pos.move_text(&legal[0])
}

#[test]
fn two_processes_play_chat_drop_rejoin_and_resign() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (hd, gd) = (dir.path().join("host"), dir.path().join("guest"));
    std::fs::create_dir_all(&hd).expect("dir");
    std::fs::create_dir_all(&gd).expect("dir");
    let (ht, gt, gt2) = (
        dir.path().join("host.txt"),
        dir.path().join("guest.txt"),
        dir.path().join("guest2.txt"),
    );
    let ht_s = ht.to_string_lossy().into_owned();
    let mut host = Proc::spawn(
        "host",
        &hd,
        &[
            "--host",
            "0",
            "--clock",
            "5m+2s",
            "--color",
            "white",
            "--transcript",
            &ht_s,
        ],
    );
    let (addr, code) = join_line(&mut host);

    // A bad peer: a wrong code is refused with a message, on both sides.
    let wrong = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args([
            "play", "--lines", "--lang", "en", "--join", &addr, "--code", "WRONG9",
        ])
        .env("DAMA_SAVE_DIR", &gd)
        .env("DAMA_CONFIG", gd.join("config.json"))
        .stdin(Stdio::null())
        .output()
        .expect("dama runs");
    assert_eq!(wrong.status.code(), Some(2));
    let err = String::from_utf8_lossy(&wrong.stderr);
    assert!(err.contains("Wrong code"), "{err}");
    host.expect("turned away");
    transcript_has(&ht, "> REFUSED wrong code");
    // Garbage: turned away, the connection closed.
    let mut raw = TcpStream::connect(&addr).expect("connect");
    raw.set_read_timeout(Some(WAIT)).expect("timeout");
    raw.write_all(b"GARBAGE \x01\n").expect("write");
    let mut rest = Vec::new();
    let _ = raw.read_to_end(&mut rest);
    assert!(rest.is_empty(), "nothing said to garbage");
    let line = host.expect("turned away");
    assert!(line.contains("does not parse"), "{line}");

    // The guest joins: it gets the game and the clock from the host.
    let gt_s = gt.to_string_lossy().into_owned();
    let guest_args = ["--join", &addr, "--code", &code, "--transcript", &gt_s];
    let mut guest = Proc::spawn("guest", &gd, &guest_args);
    guest.expect("Connected to White (remote)");
    host.expect("Black (remote) joined");
    host.say("22-18");
    guest.expect("move 1: White 22-18 | White ");
    guest.say("10-14");
    host.expect("move 2: Black 10-14");
    guest.say("say ciao, buona partita");
    host.expect("message: Black (remote): ciao, buona partita");
    host.say("say grazie");
    guest.expect("message: White (remote): grazie");
    host.say("draw");
    guest.expect("question: White offers a draw");
    guest.say("n");
    host.expect("declines the draw");
    // The heartbeat, both ways, every 2 s.
    transcript_has(&ht, "> PING");
    transcript_has(&ht, "< PONG");
    transcript_has(&gt, "< PING");

    // The guest's process is killed: the host keeps the game and plays on.
    drop(guest);
    host.expect("The guest's connection dropped");
    host.say("18-13");
    host.expect("move 3: White 18-13");
    // A new guest process joins with the same code and goes on from the same move.
    let gt2_s = gt2.to_string_lossy().into_owned();
    let guest_args = ["--join", &addr, "--code", &code, "--transcript", &gt2_s];
    let mut guest = Proc::spawn("guest again", &gd, &guest_args);
    guest.expect("move 3: White 18-13");
    let fourth = a_legal_move(&["22-18", "10-14", "18-13"]);
    guest.say(&fourth);
    host.expect(&format!("move 4: Black {fourth}"));
    guest.say("resign");
    host.expect("result: White wins");
    guest.expect("result: White wins");
    assert_eq!(guest.finish(), 0);
    assert_eq!(host.finish(), 0);

    let h = std::fs::read_to_string(&ht).expect("host transcript");
    for line in [
        "< HELLO 2 ",
        "> WELCOME 2 italian 1 5m+2s -",
        "> MOVE 0 ",
        "< MOVE 1 ",
        "< CHAT ciao, buona partita",
        "> CHAT grazie",
        "> DRAW",
        "< DECLINE",
        "> SYNC 3",
        "> PAST 0 22-18",
        "> PAST 2 18-13",
        "> CLOCK ",
        "> READY",
        "< RESIGN",
        "< BYE",
    ] {
        assert!(
            h.contains(line),
            "no \"{line}\" in the host's transcript:\n{h}"
        );
    }
    let g2 = std::fs::read_to_string(&gt2).expect("guest transcript");
    assert!(g2.contains("< SYNC 3") && g2.contains("> RESIGN"), "{g2}");
    // Each line is stamped with the seconds since the start.
    let first = h.lines().next().unwrap_or_default();
    assert!(
        first
            .split(' ')
            .next()
            .is_some_and(|t| t.parse::<f64>().is_ok()),
        "{first}"
    );
}

#[test]
fn two_processes_agree_a_draw_in_international_draughts() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ht = dir.path().join("host.txt");
    let ht_s = ht.to_string_lossy().into_owned();
    let mut host = Proc::spawn(
        "host",
        dir.path(),
        &[
            "--host",
            "0",
            "--game",
            "international",
            "--color",
            "black",
            "--transcript",
            &ht_s,
        ],
    );
    let (addr, code) = join_line(&mut host);
    let mut guest = Proc::spawn("guest", dir.path(), &["--join", &addr, "--code", &code]);
    guest.expect("Connected to Black (remote)");
    host.expect("White (remote) joined");
    guest.say("32-28");
    host.expect("move 1: White 32-28");
    guest.say("draw");
    host.expect("question: White offers a draw");
    host.say("y");
    guest.expect("accepts the draw");
    host.expect("result: Draw");
    transcript_has(&ht, "> ACCEPT");
    transcript_has(&ht, "> WELCOME 2 international 0 - -");
    assert_eq!(guest.finish(), 0);
    assert_eq!(host.finish(), 0);
}
