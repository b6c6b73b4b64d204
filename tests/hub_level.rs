//! The Hub engine's playing levels (`dama hub --level N`, `set-param name=level`):
//! sessions replayed from scripts, checking that a level answers as the terminal game's
//! computer does (its depth cap, its book) and that bad levels are refused with a message.

mod hub_support;

use std::process::{Command, Stdio};

use dama::core::Level;
use dama::draughts::italian::Position;
use dama::protocol::hub::Session;
use dama::protocol::hub_text::parse_move;
use hub_support::{done_move, replies};

const START: &str = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

/// The replies to `script` in a session started at `level`. Each script ends with a
/// line the engine does not know (`sync`), which waits for the search to run to its end.
fn session(level: Option<u8>, script: &str) -> Vec<String> {
    let session = Session {
        threads: 1,
        book: false,
        level: level.map(|n| Level::new(n).expect("a level")),
        egdb: false,
    };
    replies(session, script)
}

/// The depths of the `info` lines.
fn depths(lines: &[String]) -> Vec<u32> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("info depth="))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .collect()
}

#[test]
fn the_level_param_is_announced_with_its_value() {
    let lines = session(None, "hub\nquit\n");
    assert!(
        lines.contains(
            &"param name=level value=none type=enum values=\"none 1 2 3 4 5 6 7 8 9 10\"".into()
        ),
        "{lines:?}"
    );
    let lines = session(Some(7), "hub\nquit\n");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("param name=level value=7 ")),
        "{lines:?}"
    );
    let lines = session(None, "set-param name=level value=2\nhub\nquit\n");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("param name=level value=2 ")),
        "{lines:?}"
    );
}

#[test]
fn bad_level_values_are_refused_with_a_message() {
    let script = "set-param name=level value=0\nset-param name=level value=11\n\
                  set-param name=level value=abc\nset-param name=level value=99999999999999999999\n\
                  set-param name=level\nhub\nquit\n";
    let lines = session(Some(4), script);
    let errors: Vec<&String> = lines.iter().filter(|l| l.starts_with("error ")).collect();
    assert_eq!(errors.len(), 5, "{lines:?}");
    assert!(errors[0].contains("'0' is not a playing level: want 1 to 10"));
    assert!(errors[2].contains("'abc'"));
    // The level set before is kept.
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("param name=level value=4 ")),
        "{lines:?}"
    );
}

#[test]
fn level_one_answers_with_its_depth_one_search() {
    // The referee allows 30 s; level 1 looks one ply deep and answers.
    let script = format!("pos pos={START}\nlevel move-time=30\ngo think\nsync\n");
    for _ in 0..3 {
        let lines = session(Some(1), &script);
        let depths = depths(&lines);
        assert!(!depths.is_empty(), "{lines:?}");
        assert!(depths.iter().all(|&d| d == 1), "{lines:?}");
        assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
    }
}

#[test]
fn level_ten_plays_the_book_move_at_once() {
    // The start is in the book: a book move (an info line with no nodes), not 30 s of search.
    let lines = session(
        Some(10),
        &format!("pos pos={START}\nlevel move-time=30\ngo think\nsync\n"),
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("info ") && l.contains(" nodes=0 ")),
        "{lines:?}"
    );
    assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
    // Below level 6 the levels search, as in the game.
    let lines = session(
        Some(5),
        &format!("pos pos={START}\nlevel move-time=30\ngo think\nsync\n"),
    );
    assert!(depths(&lines).iter().all(|&d| d <= 6), "{lines:?}");
    assert!(!lines.iter().any(|l| l.contains(" nodes=0 ")), "{lines:?}");
}

#[test]
fn the_referees_depth_bounds_a_level() {
    // Out of the book (a lone king each side and a man): level 10 would search deep,
    // but the referee's depth 3 caps it.
    let pos = format!("W{}w{}bW{}", "e".repeat(20), "e".repeat(5), "e".repeat(4));
    let lines = session(
        Some(10),
        &format!("pos pos={pos}\nlevel depth=3\ngo think\nsync\n"),
    );
    let depths = depths(&lines);
    assert_eq!(depths.iter().max(), Some(&3), "{lines:?}");
}

#[test]
fn level_none_goes_back_to_the_plain_search() {
    let script = format!(
        "set-param name=level value=none\npos pos={START}\nlevel depth=3\ngo think\nsync\n"
    );
    let lines = session(Some(1), &script);
    assert_eq!(depths(&lines), vec![1, 2, 3], "{lines:?}");
}

#[test]
fn the_level_option_refuses_what_is_not_a_level() {
    for bad in ["0", "11", "abc", "99999999999999999999"] {
        let out = Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(["hub", "--level", bad])
            .stdin(Stdio::null())
            .output()
            .expect("the dama binary runs");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("level") && err.contains("1 to 10"),
            "{bad}: {err}"
        );
    }
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["hub", "--level", "3"])
        .stdin(Stdio::null())
        .output()
        .expect("the dama binary runs");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_level_ponders_and_answers_after_the_hit() {
    // Level 2 ponders as the level (its depth cap, no time cap), then answers on the hit.
    let script = format!("pos pos={START}\nlevel move-time=30\ngo ponder\nponder-hit\nsync\n");
    let lines = session(Some(2), &script);
    assert!(depths(&lines).iter().all(|&d| d <= 2), "{lines:?}");
    assert!(
        parse_move(&Position::start(), done_move(&lines)).is_ok(),
        "{lines:?}"
    );
    // Level 10 (no depth cap worth the name) ponders until a stop, then answers.
    let script = format!("pos pos={START} moves=\"21-17 10-13\"\ngo ponder\nstop\nsync\n");
    let lines = session(Some(10), &script);
    let mut pos = Position::start();
    for text in ["21-17", "10-13"] {
        let mv = pos.parse_move(text).expect("move");
        pos.play_unchecked(&mv);
    }
    assert!(parse_move(&pos, done_move(&lines)).is_ok(), "{lines:?}");
}
