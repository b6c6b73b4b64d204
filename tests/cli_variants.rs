//! Every command-line tool takes `--game` and plays the variants: analyze, bench,
//! selfplay, export and import (moves and perft are in `variants_input.rs`). A FEN of
//! the wrong game or size is a usage error (exit status 2) naming what is wrong.

mod game_support;

use game_support::{Scratch, dama_in as dama, text};

#[test]
fn analyze_each_variant_gives_a_legal_best_move() {
    let dir = Scratch::new("analyze");
    for (game, first_moves) in [
        (
            "english",
            &["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"][..],
        ),
        (
            "brazilian",
            &[
                "21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20",
            ],
        ),
        (
            "international",
            &[
                "31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30",
            ],
        ),
    ] {
        let out = dama(dir.path(), &["analyze", "--game", game, "--depth", "6"]);
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        let said = text(&out.stdout);
        let best = said
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .unwrap_or_else(|| panic!("{game}: no bestmove in {said}"));
        assert!(first_moves.contains(&best), "{game}: {best}");
        assert!(said.contains("info depth 6"), "{said}");
    }
}

#[test]
fn a_fen_of_another_board_is_a_usage_error() {
    let dir = Scratch::new("badfen");
    for args in [
        &[
            "analyze", "--game", "english", "--fen", "W:W33:B1", "--depth", "2",
        ][..],
        &[
            "analyze",
            "--game",
            "international",
            "--fen",
            "W:W:B",
            "--depth",
            "2",
        ],
        &[
            "selfplay",
            "--game",
            "brazilian",
            "--fen",
            "W:W45:B1",
            "--white",
            "1",
            "--black",
            "1",
        ],
    ] {
        let out = dama(dir.path(), args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.starts_with("dama: "), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let out = dama(dir.path(), &["bench", "--game", "checkers"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bench_prints_a_node_total_per_variant() {
    let dir = Scratch::new("bench");
    for game in ["english", "brazilian", "international"] {
        let out = dama(dir.path(), &["bench", "--game", game, "--depth", "4"]);
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        let said = text(&out.stdout);
        assert!(said.contains("bench depth 4 positions 3"), "{said}");
        assert!(said.lines().any(|l| l.starts_with("nodes ")), "{said}");
    }
}

#[test]
fn selfplay_plays_whole_variant_games() {
    let dir = Scratch::new("selfplay");
    let out = dama(
        dir.path(),
        &[
            "selfplay", "--game", "english", "--white", "2", "--black", "1", "--games", "2",
            "--seed", "3",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("score level 2 vs level 1:"), "{said}");
    assert_eq!(said.lines().filter(|l| l.starts_with("game ")).count(), 2);
}

#[test]
fn a_variant_game_goes_through_pdn_and_back() {
    let dir = Scratch::new("pdn");
    let pdn = dir.join("intl.pdn");
    std::fs::write(
        &pdn,
        "[GameType \"20\"]\n[White \"A\"]\n[Black \"B\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n",
    )
    .expect("write");
    let pdn_path = pdn.to_str().expect("UTF-8");
    let out = dama(dir.path(), &["import", pdn_path, "-o", "intl"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("(2 moves, White to move)"),
        "{}",
        text(&out.stdout)
    );
    let saved = std::fs::read_to_string(dir.join("intl.json")).expect("saved");
    assert!(saved.contains("\"variant\": \"international\""), "{saved}");

    let out = dama(dir.path(), &["export", "intl"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let back = text(&out.stdout);
    assert!(back.contains("[GameType \"20\"]"), "{back}");
    assert!(back.contains("1. 32-28 19-23 2. 28x19 14x23 *"), "{back}");

    // A PDN without GameType is Italian unless --game says otherwise.
    let bare = dir.join("english.pdn");
    std::fs::write(&bare, "1. 11-15 23-19 *\n").expect("write");
    let bare_path = bare.to_str().expect("UTF-8");
    let out = dama(
        dir.path(),
        &["import", bare_path, "--game", "english", "-o", "eng"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let out = dama(dir.path(), &["export", "eng"]);
    assert!(text(&out.stdout).contains("[GameType \"21\"]"));
    // Asking for another variant than the tag names is refused, with both names.
    let out = dama(
        dir.path(),
        &["import", pdn_path, "--game", "english", "-o", "x"],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("International draughts, not English draughts"),
        "{err}"
    );
}
