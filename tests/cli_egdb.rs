//! `dama egdb build | probe | info` and `dama analyze` with databases, run as a user
//! would, on the 2- and 3-piece databases built into a temporary folder.

use std::process::{Command, Output};

fn dama(args: &[&str], egdb_dir: &std::path::Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .env("DAMA_EGDB_DIR", egdb_dir)
        .output()
        .expect("the dama binary runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn build_probe_info_and_analyze() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("db");
    let d = dir.to_str().expect("utf-8 path");
    let out = dama(&["egdb", "build", "--pieces", "3", "--dir", d], &dir);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let build = text(&out.stdout);
    assert!(
        build.contains("w0k2b0k1") && build.contains("done in"),
        "{build}"
    );
    // Not a terminal: plain progress lines, no carriage returns.
    assert!(!build.contains('\r'), "{build}");
    // A second run keeps every slice.
    let again = text(&dama(&["egdb", "build", "--pieces", "3", "--dir", d], &dir).stdout);
    assert_eq!(again.matches(" kept ").count(), 16, "{again}");

    let out = dama(&["egdb", "probe", "B:WK23:BK32", "--dir", d], &dir);
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("loss in 1 (2 plies), conversion in 2 plies")
    );
    let out = dama(&["egdb", "probe", "W:WK18:BK19"], &dir);
    assert_eq!(text(&out.stdout).lines().next(), Some("draw"));
    let out = dama(&["egdb", "probe", "W:nonsense"], &dir);
    assert_eq!(out.status.code(), Some(2));

    let info = text(&dama(&["egdb", "info"], &dir).stdout);
    assert!(
        info.contains(
            "16 slices, distances up to 3 pieces, win/draw/loss up to 3, 399040 positions stored"
        ),
        "{info}"
    );

    // analyze answers a database position at once, with the perfect move.
    let out = dama(&["analyze", "--fen", "W:WK1,K2:BK32", "--depth", "4"], &dir);
    let lines = text(&out.stdout);
    assert!(
        lines.starts_with("info depth 0 score win in 6 egdb win in 6"),
        "{lines}"
    );
    assert!(lines.ends_with("bestmove 2-5\n"), "{lines}");

    // A damaged file: named with the reason, and the rest still answers.
    let path = dir.join("w0k2b0k1.egdb");
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..100]).expect("write");
    let out = dama(&["egdb", "probe", "W:WK14:BK32"], &dir);
    assert!(text(&out.stderr).contains("w0k2b0k1.egdb: the file is truncated"));
    assert_eq!(text(&out.stdout).lines().next(), Some("draw"));
    let out = dama(&["egdb", "probe", "W:WK1,K2:BK32"], &dir);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn a_missing_folder_says_how_to_build() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("none");
    // `info` lists none and says how to build them, with exit 0 (issue 23, item 20);
    // an empty folder is the same.
    for dir in [dir, tmp.path().to_path_buf()] {
        let out = dama(&["egdb", "info"], &dir);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        assert!(
            said.contains("no endgame databases") && said.contains("dama egdb build"),
            "{said}"
        );
    }
    // A probe without databases is still an error.
    let out = dama(&["egdb", "probe", "W:WK1:BK32"], &tmp.path().join("none"));
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("dama egdb build"));
}
