//! `dama play` from the command line, without a terminal: a game to load is looked up
//! like `dama export` does, and every problem is one clear line before the UI starts.

mod common;

use common::dama;

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_missing_game_is_named_before_the_terminal_is_needed() {
    let out = dama(&["play", "--load", "no-such-game-here"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.starts_with("dama: no saved game \"no-such-game-here\""),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_saved_game_is_found_by_path_then_the_terminal_is_required() {
    // The example save exists by path; without a terminal the game says what it needs.
    let save = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/opening.json");
    let out = dama(&["play", "--load", save]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the game needs a terminal"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_bad_clock_is_refused_with_the_forms_it_takes() {
    let out = dama(&["play", "--clock", "fast"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("5m/move, 20/60m or 15m+30s"), "{err}");
}

#[test]
fn red_is_refused_for_a_game_of_two_players() {
    let out = dama(&["play", "--red", "human"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("--red is for DamHex^3"), "{err}");
    let save = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/opening.json");
    let out = dama(&["play", "--load", save, "--red", "computer"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    // For DamHex^3 it is taken; the game then wants a terminal.
    let out = dama(&["play", "--game", "damhex", "--red", "human"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("the game needs a terminal"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn edit_takes_a_fen_as_pasted_and_names_what_is_wrong_with_a_broken_one() {
    // Quotes and spaces are dropped; a good position then wants a terminal.
    let out = dama(&["play", "--edit", "--fen", " \"W:W18:B14\" "]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("the game needs a terminal"));
    let out = dama(&["play", "--edit", "--fen", "W:W99:B1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("99") && err.contains("italian"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    let out = dama(&["play", "--edit", "--game", "dameta", "--fen", "8/8 w"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("dameta"), "{}", stderr(&out));
    let out = dama(&["play", "--edit", "--game", "damhex"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
}

#[test]
fn fen_without_edit_starts_a_game_there_and_a_broken_one_is_named() {
    // A good position gets as far as asking for a terminal (there is none here).
    let out = dama(&["play", "--fen", "\"W:W18:B14\""]);
    assert!(stderr(&out).contains("terminal"), "{}", stderr(&out));
    let out = dama(&["play", "--fen", "W:W99:B1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--fen"), "{}", stderr(&out));
}
