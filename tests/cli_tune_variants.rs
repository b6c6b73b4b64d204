//! `dama tune gen | hand | fit --game english` run as a user would: the variants go the
//! same command path as Italian (the data file, the merged positions, the reports), and
//! write weights the program can read; a game without a tuner is refused.

use std::process::{Command, Output};

use dama::draughts::hand_weights::{HandWeights, MAN, parse_values};

fn dama(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .output()
        .expect("the dama binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn english_gen_hand_and_fit_write_what_the_program_reads() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let games = tmp.path().join("en.bin");
    let g = games.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune", "gen", "--game", "english", "--out", g, "--games", "3", "--depth", "2",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("generating 3 english games"), "{said}");

    let hand = tmp.path().join("en-hand.txt");
    let h = hand.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune", "hand", "--game", "english", g, "--out", h, "--passes", "1",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("english positions"), "{said}");
    assert!(said.contains("shipped weights: loss"), "{said}");
    assert!(said.contains("round  1: loss"), "{said}");
    let file = std::fs::read_to_string(&hand).expect("weights written");
    assert!(
        file.starts_with("# The english draughts hand-written evaluation's weights"),
        "{file}"
    );
    assert!(file.contains("Data: en.bin"), "{file}");
    let tuned = HandWeights(parse_values(file.as_bytes()));
    assert_eq!(tuned.at(MAN), 100);
    assert!(tuned.valid());

    let patterns = tmp.path().join("en-patterns.bin");
    let p = patterns.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune", "fit", "--game", "english", g, "--out", p, "--epochs", "3",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(said.contains("fitted patterns"), "{said}");
    assert!(
        !std::fs::read(&patterns)
            .expect("patterns written")
            .is_empty()
    );
}

#[test]
fn a_game_without_a_tuner_is_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let out_file = tmp.path().join("x.bin");
    let o = out_file.to_str().expect("utf-8 path");
    let out = dama(&["tune", "fit", "--game", "dameta", o, "--out", o]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not Dameta"),
        "{}",
        text(&out.stderr)
    );
    let out = dama(&[
        "tune", "gen", "--game", "damhex", "--out", o, "--games", "1",
    ]);
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("not Damhex"),
        "{}",
        text(&out.stderr)
    );
}
