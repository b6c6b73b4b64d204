//! `dama games FILE.pdn` run as a user would: libraries in the styles of other programs
//! (lidraughts, CheckerBoard, pydraughts), broken games listed with their error without
//! stopping the rest, bad files named, and a generated file of 10,000 games.

mod game_support;

use std::fmt::Write as _;
use std::path::PathBuf;

use game_support::{Scratch, text};

fn fixture(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/library")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn dama(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("the dama binary runs")
}

#[test]
fn lidraughts_games_are_listed_with_their_tags() {
    let out = dama(&["games", &fixture("lidraughts.pdn"), "--check"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 3, "{said}");
    assert!(lines[0].starts_with("#  WHITE"), "{said}");
    assert!(
        lines[1].contains("dammer_nl") && lines[1].contains("kruisslag"),
        "{said}"
    );
    assert!(lines[1].contains("Rated Blitz game") && lines[1].contains("2024.03.01"));
    assert!(
        lines[1].contains("2-0") && lines[1].trim_end().ends_with('2'),
        "{said}"
    );
    assert!(lines[2].contains("1-1"), "{said}");
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
}

#[test]
fn checkerboard_and_pydraughts_games_open() {
    let out = dama(&[
        "games",
        &fixture("checkerboard.pdn"),
        "--game",
        "english",
        "--check",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("Chinook") && said.contains("1/2-1/2"),
        "{said}"
    );
    assert!(said.contains("1998-11-04"), "{said}");
    assert!(!said.contains("error"), "{said}");
    let out = dama(&["games", &fixture("pydraughts.pdn"), "--check"]);
    let said = text(&out.stdout);
    assert!(said.contains("engine A") && said.contains("0-2"), "{said}");
    assert!(!said.contains("error"), "{said}");
}

#[test]
fn broken_games_are_listed_with_their_error_and_the_rest_too() {
    let out = dama(&["games", &fixture("italian.pdn"), "--check"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 6, "{said}");
    assert!(lines[1].contains("Rossi"), "{said}");
    assert!(
        lines[2].contains("Verdi"),
        "nested variations are fine: {said}"
    );
    assert!(
        lines[3].contains("error") && lines[3].contains("GameType \"40\""),
        "{said}"
    );
    assert!(
        lines[4].contains("{comment} is opened but never closed"),
        "{said}"
    );
    assert!(
        lines[5].contains("21-17") && lines[5].contains("capture"),
        "{said}"
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("3 of 5 games") && err.contains("italian.pdn"),
        "{err}"
    );
    // Without --check the illegal move is found only when the game is opened.
    let out = dama(&["games", &fixture("italian.pdn")]);
    assert!(
        text(&out.stdout)
            .lines()
            .nth(5)
            .is_some_and(|l| l.contains("Gialli"))
    );
}

#[test]
fn bad_files_are_named_and_refused() {
    let dir = Scratch::new("library");
    let missing = dir.join("missing.pdn");
    let out = dama(&["games", &missing.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("missing.pdn"),
        "{}",
        text(&out.stderr)
    );
    let letter = dir.join("letter.pdn");
    std::fs::write(&letter, "Dear friend, this is no game.\n").expect("write");
    let out = dama(&["games", &letter.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("letter.pdn") && err.contains("not a PDN file"),
        "{err}"
    );
    let binary = dir.join("binary.pdn");
    std::fs::write(&binary, [0u8, 159, 146, 150, 0, 1]).expect("write");
    let out = dama(&["games", &binary.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    let out = dama(&["games", &dir.path().to_string_lossy()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not a regular file"));
}

/// A library of `n` games written here, each with its own players and event.
pub fn big_library(n: usize) -> String {
    let mut text = String::with_capacity(n * 260);
    for i in 0..n {
        let _ = write!(
            text,
            "[Event \"Generated {}\"]\n[Site \"?\"]\n[Date \"2025.{:02}.{:02}\"]\n\
             [White \"Player {}\"]\n[Black \"Player {}\"]\n[Result \"1-0\"]\n\
             [GameType \"22,W,8,8,N2,1\"]\n\n1. 22-18 11-14 2. 18x11 {{capture}} 1-0\n\n",
            i % 37,
            i % 12 + 1,
            i % 28 + 1,
            i,
            n - i
        );
    }
    text
}

#[test]
fn ten_thousand_games_are_all_listed() {
    let dir = Scratch::new("library-big");
    let path = dir.join("big.pdn");
    std::fs::write(&path, big_library(10_000)).expect("write");
    let out = dama(&["games", &path.to_string_lossy()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert_eq!(said.lines().count(), 10_001);
    let last = said.lines().last().unwrap_or_default();
    assert!(
        last.contains("Player 9999") && last.contains("Player 1 "),
        "{last}"
    );
}

/// `--position`: the moves played from a position with their counts and results, then
/// the games that reached it; a bad FEN is refused (status 2) naming it.
#[test]
fn the_position_search_lists_the_next_moves_and_the_games() {
    let out = dama(&["games", &fixture("italian.pdn"), "--position", "start"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    // Games 1 and 2 read (3 has a GameType dama does not play, 4 and 5 are broken).
    assert!(
        said.contains("(White to move): reached in 2 games"),
        "{said}"
    );
    assert!(
        said.contains("White wins 100% · draws 0% · Black wins 0%"),
        "{said}"
    );
    let moves: Vec<&str> = said
        .lines()
        .skip_while(|l| !l.starts_with("MOVE"))
        .take(3)
        .collect();
    assert!(
        moves[0].contains("GAMES") && moves[0].contains("BLACK"),
        "{said}"
    );
    assert!(
        moves[1].starts_with("21-17") || moves[1].starts_with("22-18"),
        "{said}"
    );
    assert_eq!(moves.len(), 3, "{said}");
    assert!(said.contains("Games that reached it:"), "{said}");
    assert!(said.contains("Rossi") && said.contains("Verdi"), "{said}");
    assert!(
        text(&out.stderr).contains("searched 2 games"),
        "{}",
        text(&out.stderr)
    );
    // After 22-18 11-14 only Rossi's game.
    let fen = "W:W18,21,23-32:B1-10,12,14";
    let out = dama(&["games", &fixture("italian.pdn"), "--position", fen]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("reached in 1 game\n"), "{said}");
    assert!(said.contains("18x11") && said.contains("Rossi"), "{said}");
    assert!(!said.contains("Verdi"), "{said}");
    let out = dama(&["games", &fixture("italian.pdn"), "--position", "W:W99:B1"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("W:W99:B1"),
        "{}",
        text(&out.stderr)
    );
}
