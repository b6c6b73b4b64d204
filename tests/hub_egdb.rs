//! The Hub engine with the endgame databases (`set-param name=egdb value=true`, `dama hub
//! --egdb`): off by default; on, a search takes the game's databases (the default folder,
//! `DAMA_EGDB_DIR`) as its oracle, so a capture into a won 3-piece ending scores as a
//! database win at once. Run as a GUI would, on the 3-piece databases of Italian and
//! English built into a temporary folder.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

const DAMA: &str = env!("CARGO_BIN_EXE_dama");

/// The hub's answer to `script` with `args`, read up to its `done` (a script with a
/// `go`) or the `pong` of a `ping` sent after it; the input is closed then (a hub
/// stops its search at the end of the input).
fn hub(dir: &Path, args: &[&str], script: &str) -> (String, String) {
    let mut child = Command::new(DAMA)
        .arg("hub")
        .args(args)
        .env("DAMA_EGDB_DIR", dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the dama binary runs");
    let mut input = child.stdin.take().expect("stdin");
    input.write_all(script.as_bytes()).expect("script written");
    let searches = script.lines().any(|l| l.starts_with("go"));
    if !searches {
        input.write_all(b"ping\n").expect("ping written");
    }
    let out = child.stdout.take().expect("stdout");
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(out));
    let mut text = String::new();
    for line in lines.by_ref() {
        let line = line.expect("a line");
        text.push_str(&line);
        text.push('\n');
        if line == "pong" || line.starts_with("done") {
            break;
        }
    }
    drop(input);
    let done = child.wait_with_output().expect("hub ends");
    (text, String::from_utf8_lossy(&done.stderr).into_owned())
}

/// The last `info` line's score.
fn last_score(text: &str) -> f64 {
    let info = text
        .lines()
        .rfind(|l| l.starts_with("info "))
        .unwrap_or_else(|| panic!("no info line in {text}"));
    let score = info
        .split_whitespace()
        .find_map(|w| w.strip_prefix("score="))
        .unwrap_or_else(|| panic!("no score in {info}"));
    score.parse().unwrap_or_else(|_| panic!("score {score}"))
}

/// A position string of the Hub: `W`, then each square's piece (1 to 32).
fn position(pieces: &[(usize, char)]) -> String {
    let mut squares = ['e'; 32];
    for &(square, piece) in pieces {
        squares[square - 1] = piece;
    }
    format!("W{}", squares.iter().collect::<String>())
}

fn build(args: &[&str], dir: &Path) {
    let out = Command::new(DAMA)
        .args(["egdb", "build", "--pieces", "3"])
        .args(args)
        .env("DAMA_EGDB_DIR", dir)
        .output()
        .expect("build");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn the_english_databases_answer_inside_the_hub_search_when_asked() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path();
    build(&["--game", "english"], dir);
    // White kings on 18 and 26, a black man on 15 and a black king on 1: 18x11 is
    // forced and leaves two kings against one, a database win for White.
    let pos = position(&[(1, 'B'), (15, 'b'), (18, 'W'), (26, 'W')]);
    let go = format!("set-param name=variant value=english\npos pos={pos}\nlevel depth=3\ngo\n");
    // Off by default: the plain search's score (an evaluation, a few men).
    let (plain, _) = hub(dir, &[], &format!("hub\n{go}"));
    assert!(
        plain.contains("param name=egdb value=false type=bool"),
        "{plain}"
    );
    assert!(plain.contains("done move=18x11x15"), "{plain}");
    assert!(last_score(&plain) < 20.0, "{plain}");
    // On by the parameter, and by --egdb: a database win (half the mate score).
    let (on, _) = hub(dir, &[], &format!("set-param name=egdb value=true\n{go}"));
    assert!(on.contains("done move=18x11x15"), "{on}");
    assert!(last_score(&on) > 100.0, "{on}");
    let (flag, _) = hub(dir, &["--egdb"], &format!("hub\n{go}"));
    assert!(
        flag.contains("param name=egdb value=true type=bool"),
        "{flag}"
    );
    assert!(last_score(&flag) > 100.0, "{flag}");
    // And off again.
    let (off, _) = hub(
        dir,
        &["--egdb"],
        &format!("set-param name=egdb value=false\n{go}"),
    );
    assert!(last_score(&off) < 20.0, "{off}");
}

#[test]
fn the_italian_databases_answer_inside_the_hub_search_when_asked() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path();
    build(&[], dir);
    // A white king takes the man on 15 into two kings against one: a win with its
    // distance (a mate score) from the databases.
    let pos = position(&[(1, 'B'), (15, 'b'), (19, 'W'), (30, 'W')]);
    let go = format!("pos pos={pos}\nlevel depth=3\ngo\n");
    let (plain, _) = hub(dir, &[], &go);
    assert!(last_score(&plain) < 20.0, "{plain}");
    let (on, _) = hub(dir, &["--egdb"], &go);
    assert!(on.contains("done move=19x12x15"), "{on}");
    assert!(last_score(&on) > 250.0, "{on}");
}

#[test]
fn a_game_without_databases_is_searched_without_them_and_says_so() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let go = "set-param name=variant value=brazilian\nlevel depth=2\ngo\n";
    let (text, err) = hub(tmp.path(), &["--egdb"], go);
    assert!(text.contains("done move="), "{text}");
    assert!(
        err.contains("no endgame databases of brazilian draughts"),
        "{err}"
    );
    // A value that is not a boolean is an error line.
    let (text, _) = hub(tmp.path(), &[], "set-param name=egdb value=maybe\n");
    assert!(
        text.contains("error message=\"'egdb=maybe' wants true or false\""),
        "{text}"
    );
}
