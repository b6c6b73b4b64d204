//! Ctrl-C during `dama analyze`: SIGINT stops the search, which prints the best move
//! found so far (`nodes`, `bestmove`) and exits with status 0 (Unix).

#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use dama::draughts::italian::Position;

/// Runs `dama analyze` with `extra` arguments and a 20-second time, interrupts it after
/// its first info line, and returns its status, whole output and the time it took to end.
fn interrupted(extra: &[&str]) -> (std::process::ExitStatus, Vec<String>, Duration) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["analyze", "--movetime", "20000"])
        .args(extra)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the dama binary runs");
    let stdout = child.stdout.take().expect("piped stdout");
    let mut lines = BufReader::new(stdout).lines();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.expect("a line of text");
        let info = line.starts_with("info depth ");
        seen.push(line);
        if info {
            break;
        }
    }
    assert!(
        seen.iter().any(|l| l.starts_with("info depth ")),
        "{seen:?}"
    );
    let sent = Instant::now();
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(kill.success());
    seen.extend(lines.map(|l| l.expect("a line of text")));
    let status = child.wait().expect("dama ends");
    (status, seen, sent.elapsed())
}

fn assert_best_move_so_far(extra: &[&str]) {
    let (status, lines, took) = interrupted(extra);
    assert!(status.success(), "{status:?} {lines:?}");
    assert!(took < Duration::from_secs(5), "{took:?} {lines:?}");
    let n = lines.len();
    assert!(n >= 2 && lines[n - 2].starts_with("nodes "), "{lines:?}");
    let best = lines[n - 1]
        .strip_prefix("bestmove ")
        .unwrap_or_else(|| panic!("bestmove line: {lines:?}"));
    let pos = Position::start();
    assert!(pos.legal_moves().iter().any(|m| m.fid() == best), "{best}");
}

#[test]
fn ctrl_c_during_analyze_prints_the_best_move_so_far() {
    assert_best_move_so_far(&[]);
}

#[test]
fn ctrl_c_during_analyze_of_several_lines_prints_the_best_move_so_far() {
    assert_best_move_so_far(&["--multipv", "2"]);
}
