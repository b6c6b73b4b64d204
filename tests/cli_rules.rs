//! The rules tools of the command line, run as a user would: `dama moves`, `dama perft`,
//! and the one-line error with exit status 2 for bad input.

mod common;

use std::process::Output;

use common::{dama, stdout};

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn moves_lists_full_paths() {
    let out = dama(&["moves", "--fen", "W:WK21,31:B10,18,27"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "31x22x13x6\n");
    let out = dama(&["moves"]);
    assert_eq!(stdout(&out).lines().count(), 7);
}

#[test]
fn perft_prints_a_line_per_depth() {
    let out = dama(&["perft", "5"]);
    assert!(out.status.success());
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), 5);
    let counts = ["7", "49", "302", "1469", "7361"];
    for (d, (line, n)) in lines.iter().zip(counts).enumerate() {
        assert!(line.starts_with(&format!("perft {} {n} ", d + 1)), "{line}");
        assert!(line.contains(" nps "), "{line}");
    }
}

#[test]
fn perft_divide_lists_root_moves() {
    let out = dama(&["perft", "3", "--divide"]);
    let text = stdout(&out);
    assert!(text.contains("22-18 "), "{text}");
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.starts_with("perft 3 302 ")),
        "{text}"
    );
}

#[test]
fn bad_fen_is_one_line_and_exit_2() {
    for fen in [
        "W:W33:B1",
        "X:W21:B1",
        "W:W21,21:B1",
        "W:W1:B30",
        "W21:B1",
        "",
    ] {
        let out = dama(&["moves", "--fen", fen]);
        assert_eq!(out.status.code(), Some(2), "{fen}");
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{fen}: {err}");
        assert!(err.starts_with("dama: "), "{err}");
        assert!(out.stdout.is_empty());
    }
    let err = stderr(&dama(&["perft", "3", "--fen", "W:W9-21:B1"]));
    assert!(err.contains("at most 12"), "{err}");
}

#[test]
fn bad_arguments_exit_2() {
    for args in [
        &["perft"][..],
        &["perft", "abc"],
        &["perft", "0"],
        &["frobnicate"],
    ] {
        let out = dama(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        // What is wrong, then the usage line.
        assert!(stderr(&out).lines().count() <= 2, "{args:?}");
    }
}
