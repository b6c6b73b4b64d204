//! `dama book build | stats | probe`, `dama analyze --book`, the Hub's `book` parameter
//! and `dama match --book`, run as a user would; a damaged book named by `DAMA_BOOK`
//! is reported and the program plays on without it.

use std::process::{Command, Output};

fn dama(args: &[&str], book: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dama"));
    c.args(args);
    match book {
        Some(b) => c.env("DAMA_BOOK", b),
        None => c.env_remove("DAMA_BOOK"),
    };
    c.output().expect("the dama binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn build_stats_and_probe_a_small_book() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("small.bin");
    let f = file.to_str().expect("utf-8 path");
    let args = [
        "book",
        "build",
        "--plies",
        "1",
        "--nodes",
        "1000",
        "--expansions",
        "2",
        "--threads",
        "2",
        "--out",
        f,
    ];
    let out = dama(&args, None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let build = text(&out.stdout);
    assert!(
        build.contains("done in") && build.contains("3 positions"),
        "{build}"
    );
    assert!(!build.contains('\r'), "not a terminal: plain lines");
    assert!(
        !dir.path().join("small.partial").exists(),
        "partial results removed"
    );

    let stats = text(&dama(&["book", "stats", "--file", f], None).stdout);
    for want in [
        "positions 3\n",
        "depth 1 plies",
        "size ",
        "reached from the start 3 of 3 positions, 0 moves not legal",
        "command: dama book build --plies 1 --nodes 1000 --expansions 2",
        "engine: dama ",
    ] {
        assert!(stats.contains(want), "{want}: {stats}");
    }
    let probe = text(&dama(&["book", "probe", "--file", f], None).stdout);
    assert_eq!(probe.lines().count(), 7, "{probe}");
    assert!(
        probe.contains("score") && probe.contains("depth"),
        "{probe}"
    );
    let out = dama(&["book", "probe", "W:W21,22:B1,2", "--file", f], None);
    assert_eq!(text(&out.stdout), "not in the book\n");
    let out = dama(&["book", "probe", "W:nonsense", "--file", f], None);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_shipped_book_answers_analyze_when_asked() {
    let stats = text(&dama(&["book", "stats"], None).stdout);
    assert!(stats.starts_with("book the built-in book"), "{stats}");
    let out = dama(&["analyze", "--book", "--depth", "3"], None);
    let lines = text(&out.stdout);
    assert_eq!(lines.matches("info book move ").count(), 7, "{lines}");
    assert!(lines.contains("source book\n"), "{lines}");
    assert!(lines.contains("\nbestmove "), "{lines}");
    // A level from 6 plays from the book, a lower one searches; without --book, no book.
    let lines = text(&dama(&["analyze", "--book", "--level", "7", "--seed", "2"], None).stdout);
    assert!(lines.contains("source book"), "{lines}");
    let lines = text(&dama(&["analyze", "--book", "--level", "2", "--seed", "2"], None).stdout);
    assert!(!lines.contains("source book"), "{lines}");
    let lines = text(&dama(&["analyze", "--level", "7", "--seed", "2"], None).stdout);
    assert!(!lines.contains("book"), "{lines}");
}

#[test]
fn a_damaged_book_is_reported_and_play_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.bin");
    let mut bytes = b"DAMABOOK".to_vec();
    bytes.extend_from_slice(&9u32.to_le_bytes());
    bytes.extend_from_slice(&[0; 40]);
    std::fs::write(&bad, bytes).expect("written");
    let b = bad.to_str().expect("utf-8 path");
    let out = dama(&["analyze", "--book", "--depth", "3"], Some(b));
    assert!(out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains("format version 9") && err.contains("without an opening book"),
        "{err}"
    );
    assert!(text(&out.stdout).contains("bestmove "));
    assert!(!text(&out.stdout).contains("source book"));
    let out = dama(&["book", "stats"], Some(b));
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("dama book build"),
        "{}",
        text(&out.stderr)
    );
    let out = dama(&["book", "stats"], Some("off"));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_hub_plays_from_the_book_when_told() {
    let run = |script: &str| {
        let mut out = Vec::new();
        let session = dama::protocol::hub::Session {
            threads: 1,
            book: false,
            level: None,
            egdb: false,
        };
        dama::protocol::hub::run_session(script.as_bytes(), &mut out, session).expect("session");
        String::from_utf8(out).expect("utf-8")
    };
    let on = run("hub\nset-param name=book value=true\nlevel depth=30\ngo\nsync\nquit\n");
    assert!(on.contains("param name=book value=false type=bool"), "{on}");
    // Depth 30 would take minutes: the answer comes from the book.
    assert!(on.contains("info depth=") && on.contains("nodes=0"), "{on}");
    assert!(on.contains("done move="), "{on}");
    let bad = run("set-param name=book value=maybe\nquit\n");
    assert!(
        bad.contains("error message=\"\\\"book=maybe\\\" wants true or false\"")
            || bad.contains("wants true or false"),
        "{bad}"
    );
    let off = run("set-param name=book value=false\nlevel depth=2\ngo\nsync\nquit\n");
    assert!(!off.contains("nodes=0 "), "{off}");
}

#[test]
fn a_match_can_turn_both_books_on() {
    let hub = format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"));
    let args = [
        "match",
        "--engine1",
        &hub,
        "--engine2",
        &hub,
        "--depth",
        "1",
        "--games",
        "2",
        "--book",
    ];
    let out = dama(&args, None);
    let lines = text(&out.stdout);
    assert!(out.status.success(), "{lines}");
    assert!(lines.contains("opening book on"), "{lines}");
    assert_eq!(lines.lines().filter(|l| l.starts_with("game ")).count(), 2);
}
