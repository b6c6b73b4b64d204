//! `dama annotate` run as a user would: a short game analysed at a small depth, its
//! deliberate blunder marked, every game of a file, the output file, and bad input
//! refused with a message naming the file, the game or the field (status 2, no panic).
//! `DAMA_EGDB_DIR` points at an empty folder, so no endgame databases change a result,
//! except in the test that builds the English ones there.

mod game_support;

use std::path::{Path, PathBuf};
use std::process::Output;

use game_support::{Scratch, text};

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn annotate(dir: &Path, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .arg("annotate")
        .args(args)
        .env("DAMA_SAVE_DIR", dir)
        .env("DAMA_EGDB_DIR", dir)
        // No settings file of the machine's: its analysis engine would be used.
        .env("DAMA_CONFIG", dir.join("config.json"))
        .output()
        .expect("the dama binary runs")
}

#[test]
fn a_blunder_is_marked_with_the_better_move() {
    let dir = Scratch::new("annotate");
    let out = annotate(dir.path(), &[&data("blunder.pdn"), "--depth", "5"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pdn = text(&out.stdout);
    let flat = pdn.split_whitespace().collect::<Vec<_>>().join(" ");
    // Every move has its evaluation; 9-13 drops a man: `?` or `??` with a better move.
    assert!(pdn.contains("[Annotator \"dama depth 5\"]"), "{pdn}");
    assert!(flat.contains("1. 22-18 {"), "{pdn}");
    let blunder = flat.split("9-13").nth(1).expect("9-13 is there");
    assert!(
        blunder.starts_with(" $4 {") || blunder.starts_with(" $2 {"),
        "{pdn}"
    );
    let comment = &blunder[..blunder.find('}').expect("a comment")];
    assert!(comment.contains("; better "), "{comment}");
    // The good moves carry no mark.
    assert!(!pdn.contains("22-18 $"), "{pdn}");
    // The summary on standard error counts the marks.
    let err = text(&out.stderr);
    assert!(err.contains("6 moves at depth 5"), "{err}");
    // The annotated file reads back as the same game.
    let file = dir.join("a.pdn");
    std::fs::write(&file, &pdn).expect("write");
    let again = game_support::dama_in(dir.path(), &["export", file.to_str().expect("utf-8")]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    // With its comments: what the file said is kept.
    let back = text(&again.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    // (the evaluation the annotation wrote after 18x9, whatever the search found)
    let after = flat.split("2. 18x9 {").nth(1).expect("18x9 has a comment");
    let written = &after[..after.find('}').expect("the comment ends")];
    assert!(written.starts_with("[%eval "), "{pdn}");
    assert!(
        back.contains(&format!("2. 18x9 {{{written}}} 2... 12-16 {{")),
        "{back}"
    );
    // Each player's accuracy at the top, before the first move.
    let top = flat.split("1. 22-18").next().expect("the head");
    assert!(
        top.contains("{Accuracy: White ") && top.contains("), Black "),
        "{pdn}"
    );
}

#[test]
fn every_game_and_an_output_file() {
    let dir = Scratch::new("annotate-all");
    let out_file = dir.join("out.pdn");
    let out = annotate(
        dir.path(),
        &[
            &data("blunder.pdn"),
            "--all",
            "--depth",
            "4",
            "-o",
            out_file.to_str().expect("utf-8"),
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty());
    let pdn = std::fs::read_to_string(&out_file).expect("the output file");
    assert!(pdn.contains("[White \"Anna\"]") && pdn.contains("[White \"Carla\"]"));
    let err = text(&out.stderr);
    assert!(err.contains("game 2 of"), "{err}");
    // --number picks one game.
    let out = annotate(
        dir.path(),
        &[&data("blunder.pdn"), "-n", "2", "--depth", "3"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pdn = text(&out.stdout);
    assert!(pdn.contains("Carla") && !pdn.contains("Anna"), "{pdn}");
}

#[test]
fn a_save_and_the_other_games() {
    let dir = Scratch::new("annotate-save");
    let save = dir.join("g.json");
    std::fs::write(&save, game_support::good_save(&dir)).expect("save");
    let out = annotate(dir.path(), &[save.to_str().expect("utf-8"), "--depth", "3"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("2. 19x10 {"),
        "{}",
        text(&out.stdout)
    );
    // The save by its name in the save folder, as `dama export` takes it (issue 40).
    let by_name = annotate(dir.path(), &["g", "--depth", "3"]);
    assert!(by_name.status.success(), "{}", text(&by_name.stderr));
    assert_eq!(text(&by_name.stdout), text(&out.stdout));
    // English draughts, from PDN.
    let english = dir.join("e.pdn");
    std::fs::write(&english, "[GameType \"21\"]\n\n1. 11-15 23-19 2. 8-11 *\n").expect("pdn");
    let out = annotate(
        dir.path(),
        &[english.to_str().expect("utf-8"), "--depth", "3"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("[GameType \"21\"]"));
}

/// Runs a bad input: status 2, one `dama:` message that contains every piece of `says`.
fn refused(dir: &Path, args: &[&str], says: &[&str]) {
    let out = annotate(dir, args);
    assert_eq!(
        out.status.code(),
        Some(2),
        "{args:?}: {}",
        text(&out.stderr)
    );
    let err = text(&out.stderr);
    assert!(err.starts_with("dama: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    for s in says {
        assert!(err.contains(s), "{args:?}: {err} lacks {s}");
    }
}

#[test]
fn bad_input_is_named() {
    let dir = Scratch::new("annotate-bad");
    let missing = dir.join("missing.pdn");
    refused(
        dir.path(),
        &[missing.to_str().expect("utf-8")],
        &["missing.pdn"],
    );
    let junk = dir.join("junk.pdn");
    std::fs::write(&junk, "hello world, no game here\n").expect("write");
    refused(dir.path(), &[junk.to_str().expect("utf-8")], &["junk.pdn"]);
    // A game of another variant than the one asked for: the GameType tag is named.
    refused(
        dir.path(),
        &[&data("blunder.pdn"), "--game", "english", "--depth", "2"],
        &["blunder.pdn", "GameType", "English"],
    );
    // A game number the file does not have.
    refused(
        dir.path(),
        &[&data("blunder.pdn"), "-n", "5"],
        &["blunder.pdn", "no game 5"],
    );
    // An illegal move in game 2: the game and the move are named.
    let bad = dir.join("bad.pdn");
    std::fs::write(
        &bad,
        "[White \"A\"]\n\n1. 22-18 *\n\n[White \"B\"]\n\n1. 22-18 9-13 2. 22-17 *\n",
    )
    .expect("write");
    refused(
        dir.path(),
        &[bad.to_str().expect("utf-8"), "--all", "--depth", "2"],
        &["game 2 of", "bad.pdn", "22-17"],
    );
    // A variation left open: the line it opens on.
    let open = dir.join("open.pdn");
    std::fs::write(
        &open,
        "[White \"A\"]\n\n1. 22-18 (1. 21-17 (1... 9-13) 9-13\n",
    )
    .expect("write");
    refused(
        dir.path(),
        &[open.to_str().expect("utf-8")],
        &["open.pdn", "line 3", "(variation)"],
    );
}

#[test]
fn nested_variations_are_skipped() {
    let dir = Scratch::new("annotate-nested");
    let nested = dir.join("nested.pdn");
    std::fs::write(
        &nested,
        "[White \"A\"]\n\n1. 22-18 {good} (1. 21-17 9-13 (1... 10-14 2. 17-13)) 9-13?? 2. 18x9 *\n",
    )
    .expect("write");
    let out = annotate(
        dir.path(),
        &[nested.to_str().expect("utf-8"), "--depth", "3"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("2. 18x9 {"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn damhex_is_refused_with_the_reason() {
    let dir = Scratch::new("annotate-damhex");
    // A DamHex^3 save from the library.
    let game = dama::game::Record::new(
        <dama::damhex::Position as dama::core::Rules>::start(),
        dama::game::Player::Human,
        dama::game::Player::Human,
    );
    let path = dir.join("hex.json");
    dama::game::save::save(&game, &path, true).expect("save");
    refused(
        dir.path(),
        &[path.to_str().expect("utf-8")],
        &["hex.json", "DamHex^3", "three players"],
    );
}

#[test]
fn an_english_game_is_judged_by_the_english_databases_when_they_are_there() {
    let dir = Scratch::new("annotate-english-egdb");
    let built = std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .args([
            "egdb", "build", "--game", "english", "--pieces", "3", "--dir",
        ])
        .arg(dir.path().join("english"))
        .output()
        .expect("build");
    assert!(built.status.success(), "{}", text(&built.stderr));
    let game = dir.path().join("english.pdn");
    let pdn = "[GameType \"21\"]\n[FEN \"W:WK18,K26:B15,K1\"]\n[Result \"*\"]\n\n1. 18x11 1-5 *\n";
    std::fs::write(&game, pdn).expect("written");
    let path = game.to_str().expect("utf-8 path");
    // 18x11 leaves two kings against one: the databases say White wins, and in how many
    // moves (the English distances), one fewer after Black's reply.
    let out = annotate(dir.path(), &[path, "--depth", "3"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let annotated = text(&out.stdout);
    let annotated = annotated.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        annotated
            .contains("18x11 {[%eval #14] White wins in 14} 2. 1-5 {[%eval #13] White wins in 13}"),
        "{annotated}"
    );
    // Without them, an evaluation.
    std::fs::remove_dir_all(dir.path().join("english")).expect("removed");
    let out = annotate(dir.path(), &[path, "--depth", "3"]);
    assert!(
        !text(&out.stdout).contains("White wins"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn an_outside_engine_analyses_and_a_bad_one_is_named() {
    let dir = Scratch::new("annotate-engine");
    // `dama hub` itself as the outside engine.
    let hub = format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"));
    let out = annotate(
        dir.path(),
        &[&data("blunder.pdn"), "--depth", "4", "--engine", &hub],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pdn = text(&out.stdout);
    // Named by its own name, the evaluations and accuracy written as with dama's search.
    assert!(pdn.contains("[Annotator \"dama depth 4\"]"), "{pdn}");
    let flat = pdn.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("1. 22-18 {[%eval "), "{pdn}");
    assert!(flat.contains("{Accuracy: White "), "{pdn}");
    let blunder = flat.split("9-13").nth(1).expect("9-13 is there");
    assert!(
        blunder.starts_with(" $4 {") || blunder.starts_with(" $2 {"),
        "{pdn}"
    );
    // An engine that exits at once, and one that answers nonsense: the message names it
    // and says what happened; nothing is written.
    let quits = "sh -c 'exit 0'";
    let out = annotate(
        dir.path(),
        &[&data("blunder.pdn"), "--depth", "2", "--engine", quits],
    );
    let err = text(&out.stderr);
    assert!(!out.status.success() && out.stdout.is_empty(), "{err}");
    assert!(
        err.contains("sh -c 'exit 0'") && err.contains("exited"),
        "{err}"
    );
    let garbage = "sh -c 'while read l; do case $l in hub) echo wait;; init) echo ready;; \
                   go*) echo done move=99-99;; esac; done'";
    let out = annotate(
        dir.path(),
        &[&data("blunder.pdn"), "--depth", "2", "--engine", garbage],
    );
    let err = text(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("stopped the analysis") && err.contains("99-99"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn the_settings_analysis_engine_is_used_and_the_flag_wins() {
    let dir = Scratch::new("annotate-settings-engine");
    // The settings' analysis engine exits at once: used without --engine, so it fails
    // naming it.
    let quits = "sh -c 'exit 0'";
    let settings = format!("{{\"analysis_engine\": \"{quits}\"}}");
    std::fs::write(dir.path().join("config.json"), settings).expect("write");
    let out = annotate(dir.path(), &[&data("blunder.pdn"), "--depth", "2"]);
    let err = text(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(err.contains(quits) && err.contains("exited"), "{err}");
    // --engine wins over it.
    let hub = format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"));
    let out = annotate(
        dir.path(),
        &[&data("blunder.pdn"), "--depth", "2", "--engine", &hub],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("[Annotator \"dama depth 2\"]"));
}
