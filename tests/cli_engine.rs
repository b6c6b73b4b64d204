//! The engine tools of the command line, run as a user would: `dama analyze`,
//! `dama bench` (at a small depth) and `dama selfplay` between fast levels.

mod common;

use common::{dama, stdout};

use dama::draughts::italian::Position;

#[test]
fn analyze_prints_iterations_then_bestmove() {
    let out = dama(&["analyze", "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    for (d, line) in lines.iter().take(4).enumerate() {
        assert!(
            line.starts_with(&format!("info depth {} score ", d + 1)),
            "{line}"
        );
        assert!(line.contains(" nps ") && line.contains(" pv "), "{line}");
    }
    let best = lines
        .last()
        .and_then(|l| l.strip_prefix("bestmove "))
        .expect("bestmove line");
    let pos = Position::start();
    assert!(pos.legal_moves().iter().any(|m| m.fid() == best), "{best}");
}

#[test]
fn analyze_finds_a_shot_from_a_fen() {
    let out = dama(&[
        "analyze",
        "--fen",
        "W:W11,12,28,31:B5,18,20,24",
        "--depth",
        "6",
    ]);
    assert!(
        stdout(&out).ends_with("bestmove 28-23\n"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn analyze_by_level_with_a_seed_is_reproducible() {
    let args = ["analyze", "--level", "2", "--seed", "9"];
    let a = stdout(&dama(&args));
    let b = stdout(&dama(&args));
    let last = |t: &str| t.lines().last().map(String::from);
    assert_eq!(last(&a), last(&b));
}

#[test]
fn bench_prints_a_node_total() {
    let out = dama(&["bench", "--depth", "3"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.lines().any(|l| l.starts_with("nodes ")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("nps ")), "{text}");
}

#[test]
fn bench_searches_the_positions_of_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("set.txt");
    let set = "# two positions\nW:W11,12,28,31:B5,18,20,24\n\nB:WK16:BK19 | 19-15 16-20 15x24\n";
    std::fs::write(&file, set).expect("write");
    let path = file.to_str().expect("path");
    let out = dama(&["bench", "--positions", path, "--depth", "6"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("W:W11,12,28,31:B5,18,20,24 "),
        "{text}"
    );
    assert!(lines[0].ends_with(" best 28-23"), "{text}");
    assert!(lines[1].starts_with("B:WK16:BK19 "), "{text}");
    assert!(text.contains("bench depth 6 positions 2\n"), "{text}");
    // The node total is the two lines' sum.
    let nodes = |l: &str| -> u64 {
        let after = l.split(" nodes ").nth(1).expect("nodes");
        after
            .split_whitespace()
            .next()
            .expect("n")
            .parse()
            .expect("number")
    };
    let total: u64 = text
        .lines()
        .find_map(|l| l.strip_prefix("nodes "))
        .and_then(|n| n.parse().ok())
        .expect("total");
    assert_eq!(total, nodes(lines[0]) + nodes(lines[1]));
}

#[test]
fn bench_refuses_a_bad_positions_file_with_its_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("bad.txt");
    std::fs::write(&file, "W:W11,12:B5\nW:W77:B1\n").expect("write");
    let path = file.to_str().expect("path");
    let out = dama(&["bench", "--positions", path]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2: not a position of italian"), "{err}");
    let missing = dir.path().join("none.txt");
    let out = dama(&["bench", "--positions", missing.to_str().expect("path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read positions"));
    let out = dama(&["bench", "--positions", dir.path().to_str().expect("path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a file"));
}

#[test]
fn selfplay_prints_a_score() {
    let out = dama(&[
        "selfplay", "--white", "2", "--black", "1", "--games", "2", "--seed", "4",
    ]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 2);
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.starts_with("score level 2 vs level 1: "))
    );
}

#[test]
fn selfplay_plays_random_openings_of_the_plies_asked_twice_each() {
    let out = dama(&[
        "selfplay",
        "--game",
        "dameta",
        "--white",
        "2",
        "--black",
        "1",
        "--games",
        "4",
        "--seed",
        "9",
        "--opening-plies",
        "6",
        "--verbose",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = stdout(&out);
    // Games 1 and 2 (and 3 and 4) open with the same six turns, colours swapped.
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("  ")).collect();
    assert_eq!(lines.len(), 4, "{text}");
    let opening = |l: &str| l.split(" | ").take(6).collect::<Vec<_>>().join(" | ");
    assert_eq!(opening(lines[0]), opening(lines[1]), "{text}");
    assert_eq!(opening(lines[2]), opening(lines[3]), "{text}");
    assert_eq!(opening(lines[0]).split(" | ").count(), 6);
    // DamHex^3's selfplay has no such openings: said, not ignored.
    let out = dama(&[
        "selfplay",
        "--game",
        "damhex",
        "--white",
        "2",
        "--black",
        "1",
        "--opening-plies",
        "4",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--opening-plies"));
}

#[test]
fn analyze_without_a_limit_searches_for_the_default_three_seconds() {
    // A position with one move for White, so that the answer is known (issue 23, item 20).
    let start = std::time::Instant::now();
    let out = dama(&["analyze", "--fen", "W:W32:B1"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(start.elapsed() < std::time::Duration::from_secs(60));
    assert!(stdout(&out).contains("bestmove"), "{}", stdout(&out));
    let help = dama(&["analyze", "--help"]);
    assert!(stdout(&help).contains("3 seconds"), "{}", stdout(&help));
}
