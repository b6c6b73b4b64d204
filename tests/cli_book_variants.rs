//! `dama book build | stats | probe --game english|brazilian|international`, run as a
//! user would: a tiny book built, read and probed; a book given to another game, and
//! the variables that choose or turn off a variant's book.

use std::process::{Command, Output};

fn dama(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_dama"));
    c.args(args);
    for var in [
        "DAMA_BOOK",
        "DAMA_BOOK_ENGLISH",
        "DAMA_BOOK_BRAZILIAN",
        "DAMA_BOOK_INTERNATIONAL",
    ] {
        c.env_remove(var);
    }
    for (k, v) in env {
        c.env(k, v);
    }
    c.output().expect("the dama binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn an_international_book_is_built_read_probed_and_refused_by_other_games() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("intl.bin");
    let f = file.to_str().expect("utf-8 path");
    let build = [
        "book",
        "build",
        "--game",
        "international",
        "--plies",
        "1",
        "--nodes",
        "1000",
        "--expansions",
        "1",
        "--threads",
        "1",
        "--out",
        f,
    ];
    let out = dama(&build, &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let said = text(&out.stdout);
    assert!(
        said.contains("building the international opening book"),
        "{said}"
    );
    assert!(said.contains("2 positions"), "{said}");
    assert!(!dir.path().join("intl.partial").exists());

    let stats = dama(
        &["book", "stats", "--game", "international", "--file", f],
        &[],
    );
    let stats = text(&stats.stdout);
    for want in [
        "game international\n",
        "positions 2\n",
        "key scheme 2",
        "command: dama book build --game international --plies 1 --nodes 1000",
    ] {
        assert!(stats.contains(want), "{want}: {stats}");
    }
    let probe = dama(
        &["book", "probe", "--game", "international", "--file", f],
        &[],
    );
    let probe = text(&probe.stdout);
    // The nine opening moves of International draughts, in its notation.
    assert_eq!(probe.lines().count(), 9, "{probe}");
    assert!(
        probe.contains("31-26") && probe.contains("34-29"),
        "{probe}"
    );

    // Given to English, the book is refused by name with what to do.
    let out = dama(&["book", "probe", "--game", "english", "--file", f], &[]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("intl.bin"), "{err}");
    assert!(
        err.contains("international draughts, not of english"),
        "{err}"
    );
    // Through its variable, the same; DAMA_BOOK=off turns every book off.
    let out = dama(
        &["book", "stats", "--game", "english"],
        &[("DAMA_BOOK_ENGLISH", f)],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("intl.bin"));
    let own = [("DAMA_BOOK_INTERNATIONAL", f)];
    let out = dama(&["book", "stats", "--game", "international"], &own);
    assert!(text(&out.stdout).starts_with(&format!("book {f}\n")));
    let out = dama(
        &["book", "stats", "--game", "brazilian"],
        &[("DAMA_BOOK", "off")],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("DAMA_BOOK=off"));
}

#[test]
fn the_shipped_variant_books_answer_stats_and_probe() {
    for (game, first) in [
        ("english", "9-13"),
        ("brazilian", "22-17"),
        ("international", "31-26"),
    ] {
        let out = dama(&["book", "stats", "--game", game], &[]);
        let stats = text(&out.stdout);
        assert!(out.status.success(), "{game}: {}", text(&out.stderr));
        assert!(stats.starts_with("book the built-in book"), "{stats}");
        assert!(
            stats.contains(&format!("crates/dama-draughts/assets/book-{game}.bin")),
            "{stats}"
        );
        let probe = text(&dama(&["book", "probe", "--game", game], &[]).stdout);
        assert!(probe.contains("depth") && probe.contains(first), "{probe}");
    }
}
