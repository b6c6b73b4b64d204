//! `dama tune gen | fit | hand | marks` run as a user would, on a handful of shallow games: the
//! data file grows by appending, the tuners write weights the program can read (Italian,
//! and English by the same command path), a file that is not data is refused with exit
//! status 2 and a message saying what it is, a game without a tuner is refused.

use std::process::{Command, Output};

use dama::draughts::hand_weights::{self, MAN};
use dama::draughts::italian::eval_file::EvalWeights;
use dama::draughts::italian::tune::data;
use dama::draughts::italian::weights::{FIELDS, HandWeights, parse_values};

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
fn gen_appends_games_and_fit_writes_weights() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let games = tmp.path().join("games.bin");
    let g = games.to_str().expect("utf-8 path");
    let gen_args = ["tune", "gen", "--out", g, "--games", "2", "--depth", "2"];
    let out = dama(&gen_args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("2 games"),
        "{}",
        text(&out.stdout)
    );
    let first = data::read(&games).expect("data").len();
    assert!(first > 10, "{first} positions");
    // The same seed plays the same games again, appended.
    assert!(dama(&gen_args).status.success());
    assert_eq!(data::read(&games).expect("data").len(), 2 * first);

    let weights = tmp.path().join("eval.bin");
    let w = weights.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune", "fit", g, "--out", w, "--epochs", "2", "--batch", "16",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("epoch   2"),
        "{}",
        text(&out.stdout)
    );
    let bytes = std::fs::read(&weights).expect("weights written");
    assert!(EvalWeights::from_bytes(&bytes).is_ok());
}

#[test]
fn fit_refuses_a_file_that_is_not_data() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let notes = tmp.path().join("notes.txt");
    std::fs::write(&notes, "not positions").expect("write");
    let out = dama(&["tune", "fit", notes.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("not a tuning data file"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn hand_writes_a_weights_file_the_build_can_read() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let games = tmp.path().join("games.bin");
    let g = games.to_str().expect("utf-8 path");
    let gen_args = ["tune", "gen", "--out", g, "--games", "4", "--depth", "2"];
    assert!(dama(&gen_args).status.success());
    let weights = tmp.path().join("hand.txt");
    let w = weights.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune",
        "hand",
        g,
        "--out",
        w,
        "--passes",
        "1",
        "--validation",
        "0.2",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("shipped weights: loss"), "{stdout}");
    assert!(stdout.contains("tuned weights: loss"), "{stdout}");
    let file = std::fs::read_to_string(&weights).expect("weights written");
    assert!(file.starts_with("# "), "{file}");
    let names: Vec<&str> = file
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(names, FIELDS.iter().map(|f| f.0).collect::<Vec<_>>());
    let tuned = HandWeights::from_values(&parse_values(file.as_bytes()));
    assert_eq!(tuned.man, 100);
}

#[test]
fn dameta_gen_labels_positions_and_hand_fits_weights_the_program_reads() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let games = tmp.path().join("dameta.txt");
    let g = games.to_str().expect("utf-8 path");
    let gen_args = [
        "tune",
        "gen",
        "--game",
        "dameta",
        "--out",
        g,
        "--games",
        "8",
        "--depth",
        "2",
        "--threads",
        "2",
    ];
    let out = dama(&gen_args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("8 games"),
        "{}",
        text(&out.stdout)
    );
    let lines = std::fs::read_to_string(&games).expect("data");
    // Every line: a position, a tab, and who scored next for the side to move.
    assert!(
        lines.lines().count() > 200,
        "{} lines",
        lines.lines().count()
    );
    for line in lines.lines() {
        let (position, label) = line.split_once('\t').expect("a tab");
        assert!(matches!(label, "0" | "1" | "2"), "{line}");
        assert!(position.split(' ').count() >= 4, "{line}");
    }
    let weights = tmp.path().join("dameta-eval.txt");
    let w = weights.to_str().expect("utf-8 path");
    let out = dama(&[
        "tune", "hand", "--game", "dameta", g, "--out", w, "--passes", "20",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        text(&out.stdout).contains("held-out loss"),
        "{}",
        text(&out.stdout)
    );
    let written = std::fs::read_to_string(&weights).expect("weights written");
    assert!(
        dama::dameta::weights::Weights::from_text(&written).is_ok(),
        "{written}"
    );

    // A line that is not data stops the fit with the file and the line.
    std::fs::write(
        &games,
        format!("{lines}2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w\t5\n"),
    )
    .expect("write");
    let out = dama(&["tune", "hand", "--game", "dameta", g, "--out", w]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("dameta.txt") && err.contains("`5`"), "{err}");
}

#[test]
fn marks_with_a_depth_gap_fits_and_names_the_gap() {
    let base = [
        "tune",
        "marks",
        "--game",
        "italian",
        "--games",
        "4",
        "--depth",
        "1",
        "--random-plies",
        "4",
    ];
    let out = dama(&[&base[..], &["--depth-gap", "2"]].concat());
    let said = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(
        said.contains("at depth 1, one side by lot 2 plies deeper"),
        "{said}"
    );
    assert!(
        said.contains("K = ") && said.contains("(\"italian\", "),
        "{said}"
    );
    // Without the gap the line says nothing of it.
    let out = dama(&base);
    let said = text(&out.stdout);
    assert!(out.status.success() && !said.contains("deeper"), "{said}");
}

/// Runs `dama ARGS`, which must succeed, and returns what it printed.
fn said(args: &[&str]) -> String {
    let out = dama(args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn english_gen_hand_and_fit_write_what_the_program_reads() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let path = |name: &str| tmp.path().join(name).to_string_lossy().into_owned();
    let (g, h, p) = (path("en.bin"), path("en-hand.txt"), path("en-patterns.bin"));
    let english = ["--game", "english"];
    let gen_said = said(
        &[
            &["tune", "gen", "--out", &g, "--games", "3", "--depth", "2"][..],
            &english,
        ]
        .concat(),
    );
    assert!(
        gen_said.contains("generating 3 english games"),
        "{gen_said}"
    );

    let hand_said = said(
        &[
            &["tune", "hand", &g, "--out", &h, "--passes", "1"][..],
            &english,
        ]
        .concat(),
    );
    for line in [
        "english positions",
        "shipped weights: loss",
        "round  1: loss",
    ] {
        assert!(hand_said.contains(line), "{hand_said}");
    }
    let file = std::fs::read_to_string(&h).expect("weights written");
    let head = "# The english draughts hand-written evaluation's weights";
    assert!(
        file.starts_with(head) && file.contains("Data: en.bin"),
        "{file}"
    );
    let tuned = hand_weights::HandWeights(hand_weights::parse_values(file.as_bytes()));
    assert!(tuned.valid() && tuned.at(MAN) == 100, "{tuned:?}");

    let fit_said = said(
        &[
            &["tune", "fit", &g, "--out", &p, "--epochs", "3"][..],
            &english,
        ]
        .concat(),
    );
    assert!(fit_said.contains("fitted patterns"), "{fit_said}");
    assert!(!std::fs::read(&p).expect("patterns written").is_empty());
}

#[test]
fn a_game_without_a_tuner_is_refused() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let file = tmp.path().join("x.bin").to_string_lossy().into_owned();
    for (command, game, name) in [
        ("fit", "dameta", "not Dameta"),
        ("gen", "damhex", "not Damhex"),
    ] {
        let args = ["tune", command, "--game", game, "--out", &file, &file];
        let args = if command == "gen" {
            &args[..6]
        } else {
            &args[..]
        };
        let out = dama(args);
        let err = text(&out.stderr);
        assert!(!out.status.success() && err.contains(name), "{err}");
    }
}
