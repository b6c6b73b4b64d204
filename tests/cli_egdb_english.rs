//! `dama egdb build | probe | info | verify --game english` with the English distances,
//! run as a user would on the ≤3-piece databases built into a temporary folder: the
//! probe says "win in N (P plies)" and the best move, info and verify name the
//! distances, `verify --every` checks one ply deep, and a damaged distance file is named
//! on standard error.

mod common;

use common::dama;

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn english_probe_info_and_verify_give_the_distances() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("english");
    let d = dir.to_str().expect("utf-8 path");
    let english = ["--game", "english", "--dir", d];
    let args = |first: &[&'static str]| -> Vec<&str> {
        first
            .iter()
            .copied()
            .chain(english.iter().copied())
            .collect()
    };
    let out = dama(&args(&["egdb", "build", "--pieces", "3"]));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let build = text(&out.stdout);
    assert!(build.contains("(distances up to 3)"), "{build}");
    assert!(build.contains("longest win of the slices built"), "{build}");
    // Two kings against one: won in 8 moves with White to move, lost in 10 with Black.
    let out = dama(&args(&["egdb", "probe", "W:WK14,K18:BK1"]));
    let said = text(&out.stdout);
    assert!(
        said.contains("win in 8 (15 plies) for the side to move"),
        "{said}"
    );
    assert!(said.contains("best move 14-9"), "{said}");
    let said = text(&dama(&args(&["egdb", "probe", "B:WK14,K18:BK1"])).stdout);
    assert!(said.contains("loss in 10 (20 plies)"), "{said}");
    let said = text(&dama(&args(&["egdb", "probe", "W:WK14:BK1"])).stdout);
    assert!(said.starts_with("draw"), "{said}");
    let info = text(&dama(&args(&["egdb", "info"])).stdout);
    assert!(
        info.contains("complete up to 3 pieces, distances up to 3"),
        "{info}"
    );
    let out = dama(&args(&["egdb", "verify", "--pieces", "3"]));
    let verified = text(&out.stdout);
    assert!(out.status.success(), "{verified}");
    assert!(verified.contains("every position agrees"), "{verified}");
    // One ply deep, every second position of each slice.
    let out = dama(&args(&["egdb", "verify", "--pieces", "3", "--every", "2"]));
    let local = text(&out.stdout);
    assert!(out.status.success(), "{local}");
    assert!(
        local.contains("w0k2b0k1") && local.contains("one in 2 of each slice) holds the value"),
        "{local}"
    );
    // Six pieces are beyond the forward solver: the message says what to give.
    let out = dama(&args(&["egdb", "verify", "--pieces", "6"]));
    let err = text(&out.stderr);
    assert!(!out.status.success() && err.contains("--every K"), "{err}");
    // A damaged distance file: named, and the probe of its slice refused.
    let file = dir.join("w0k2b0k1.vdd");
    let mut bytes = std::fs::read(&file).expect("read");
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).expect("write");
    let out = dama(&args(&["egdb", "probe", "W:WK14,K18:BK1"]));
    let err = text(&out.stderr);
    assert!(err.contains("w0k2b0k1.vdd: checksum mismatch"), "{err}");
    assert!(!out.status.success());
}
