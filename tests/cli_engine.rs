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
