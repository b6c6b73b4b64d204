//! The Hub's `go`, `stop` and end of input through the built binary (issue 25, faults 2
//! and 3): every `go` gets exactly one `done`, a `stop` stops the search that runs or the
//! one queued behind it, and at the end of the input the engine stops and exits. Each
//! test runs `dama hub` as a child with a deadline and kills it when the deadline
//! passes, so a regression fails the test instead of hanging it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

const DAMA: &str = env!("CARGO_BIN_EXE_dama");

/// A `dama hub` child whose output lines arrive on a channel.
struct Hub {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Hub {
    fn start() -> Hub {
        let mut child = Command::new(DAMA)
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start dama hub");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Hub {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, text: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(text.as_bytes()).expect("write");
        stdin.flush().expect("flush");
    }

    /// The lines up to and including the first whose command is `word`; panics (after
    /// killing the child) if none comes before `deadline`.
    fn until(&mut self, word: &str, deadline: Instant, why: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.split_whitespace().next() == Some(word);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(_) => {
                    let _ = self.child.kill();
                    panic!("no `{word}` ({why}); got {seen:?}");
                }
            }
        }
    }

    /// Closes the input and waits for the exit until `deadline` (then kills the child
    /// and fails); returns every line written after `seen`.
    fn end(mut self, deadline: Instant) -> Vec<String> {
        drop(self.stdin.take());
        loop {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("dama hub did not exit at the end of its input");
            }
            thread::sleep(Duration::from_millis(10));
        }
        self.lines.try_iter().collect()
    }
}

impl Drop for Hub {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn dones(lines: &[String]) -> usize {
    lines.iter().filter(|l| l.starts_with("done")).count()
}

#[test]
fn the_hub_stops_and_exits_at_the_end_of_input_after_two_gos() {
    // `printf 'go\ngo\n' | dama hub` ran the second, endless search after the end.
    let mut hub = Hub::start();
    hub.send("go\ngo\n");
    let lines = hub.end(Instant::now() + Duration::from_secs(20));
    assert_eq!(dones(&lines), 2, "{lines:?}");
}

#[test]
fn a_stop_behind_a_queued_go_stops_that_go() {
    // The sequence: the second `stop` arrived while the first search was ending
    // and was lost; the queued `go` then ran unstopped and `ping` was never answered.
    let mut hub = Hub::start();
    hub.send("go ponder\nstop\ngo\nstop\nping\n");
    let deadline = Instant::now() + Duration::from_secs(20);
    let lines = hub.until("pong", deadline, "the second stop was lost");
    let later = hub.end(deadline);
    assert_eq!(dones(&lines) + dones(&later), 2, "{lines:?} {later:?}");
}

#[test]
fn two_hundred_ponders_stopped_right_after_done_are_all_answered() {
    // A client that sends `go ponder` and `stop` as soon as it reads a `done` lost its
    // stop about once in 60.
    let mut hub = Hub::start();
    let deadline = Instant::now() + Duration::from_secs(120);
    hub.send("level depth=1\ngo ponder\nstop\n");
    for i in 0..200 {
        let lines = hub.until("done", deadline, &format!("go {i} was never answered"));
        assert_eq!(dones(&lines), 1);
        hub.send("go ponder\nstop\n");
    }
    hub.until("done", deadline, "the last go was never answered");
    hub.send("ping\n");
    let lines = hub.until("pong", deadline, "ping after the loop");
    assert_eq!(dones(&lines), 0, "a go answered twice: {lines:?}");
    let later = hub.end(deadline);
    assert_eq!(dones(&later), 0, "{later:?}");
}

#[test]
fn a_stop_is_heard_with_a_go_queued_behind_a_long_limited_search() {
    // Issue 42, class 1: `level move-time=1000`, two `go`s, then `stop` and `ping` printed
    // only `info` lines until the first search reached its limit. With searches of a
    // million seconds, only a heard `stop` answers before the deadline.
    let mut hub = Hub::start();
    hub.send("level move-time=1000000\ngo think\ngo think\n");
    let deadline = Instant::now() + Duration::from_secs(20);
    hub.until("info", deadline, "the first search never reported");
    hub.send("stop\nping\n");
    let lines = hub.until("pong", deadline, "ping waited for the queue");
    let mut dones_seen = dones(&lines);
    while dones_seen < 2 {
        dones_seen += dones(&hub.until("done", deadline, "a go was never stopped"));
    }
    hub.send("ping\n");
    let lines = hub.until("pong", deadline, "the session after the stop");
    assert_eq!(dones(&lines), 0, "a go answered twice: {lines:?}");
    let later = hub.end(deadline);
    assert_eq!(dones(&later), 0, "{later:?}");
}

#[test]
fn an_absurd_depth_is_clamped_with_a_message_and_stop_is_heard() {
    // `level depth=2147483648` with a `go` queued never answered.
    let mut hub = Hub::start();
    hub.send("level depth=2147483648\n");
    let deadline = Instant::now() + Duration::from_secs(20);
    let lines = hub.until("error", deadline, "the absurd depth was not said");
    assert!(lines.iter().any(|l| l.contains("depth=100")), "{lines:?}");
    hub.send("go think\ngo think\n");
    hub.until("info", deadline, "the search never reported");
    hub.send("stop\nping\n");
    let lines = hub.until("pong", deadline, "ping waited for the queue");
    let mut dones_seen = dones(&lines);
    while dones_seen < 2 {
        dones_seen += dones(&hub.until("done", deadline, "a go was never stopped"));
    }
    let later = hub.end(deadline);
    assert_eq!(dones(&later), 0, "{later:?}");
}
