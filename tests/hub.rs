//! Hub protocol sessions replayed from scripts through `protocol::hub::run`, with the
//! replies checked line by line. A line the engine does not know (`sync` here) waits for
//! a limited search to finish, which makes the scripts deterministic.

mod hub_support;

use dama::draughts::italian::Position;
use dama::protocol::hub::{Session, run};
use dama::protocol::hub_text::{parse_move, parse_position, position_text};
use hub_support::{done_move, replies};

fn session(script: &str) -> Vec<String> {
    let plain = Session {
        threads: 1,
        book: false,
        level: None,
        egdb: false,
    };
    replies(plain, script)
}

const START: &str = "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww";

#[test]
fn handshake_declares_the_italian_variant() {
    let lines = session("hub\ninit\nquit\n");
    assert_eq!(lines.len(), 8, "{lines:?}");
    assert!(lines[0].starts_with("id name=dama version="));
    assert!(lines[0].contains("author="));
    assert!(lines[0].contains("country="));
    assert_eq!(
        lines[1],
        "param name=variant value=italian type=enum values=\"italian english brazilian international\""
    );
    assert_eq!(
        lines[2],
        "param name=threads value=1 type=int min=1 max=256"
    );
    assert_eq!(lines[3], "param name=book value=false type=bool");
    assert_eq!(
        lines[4],
        "param name=level value=none type=enum values=\"none 1 2 3 4 5 6 7 8 9 10\""
    );
    assert_eq!(lines[5], "param name=egdb value=false type=bool");
    assert_eq!(lines[6], "wait");
    assert_eq!(lines[7], "ready");
}

#[test]
fn ping_is_answered_and_unknown_lines_ignored() {
    let lines = session("whatever x=1\n\nping\nset-param name=variant value=italian\n");
    assert_eq!(lines, vec!["pong"]);
}

#[test]
fn empty_input_ends_the_session() {
    assert!(session("").is_empty());
}

#[test]
fn a_depth_search_reports_each_iteration_then_a_legal_move() {
    let lines = session(&format!("pos pos={START}\nlevel depth=4\ngo think\nsync\n"));
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info ")).collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    assert!(infos[3].starts_with("info depth=4 score="));
    assert!(infos[3].contains("pv=\""));
    let mv = done_move(&lines);
    assert!(parse_move(&Position::start(), mv).is_ok(), "{mv}");
    assert_eq!(
        lines.last().map(|l| l.starts_with("done move=")),
        Some(true)
    );
}

#[test]
fn moves_after_the_position_are_played() {
    let lines = session(&format!(
        "pos pos={START} moves=\"22-18 12-15\"\nlevel depth=3\ngo think\nsync\n"
    ));
    let mut pos = Position::start();
    for text in ["22-18", "12-15"] {
        let mv = pos.parse_move(text).expect("move");
        pos.play_unchecked(&mv);
    }
    assert!(parse_move(&pos, done_move(&lines)).is_ok());
}

#[test]
fn captures_are_written_with_the_taken_squares() {
    let pos = Position::from_fen("W:WK27:B5,6,13,15,21,23").expect("fen");
    let lines = session(&format!(
        "pos pos={}\nlevel depth=2\ngo think\nsync\n",
        position_text(&pos)
    ));
    assert_eq!(done_move(&lines), "27x25x23x15x6x5x13x21");
}

#[test]
fn hub_positions_read_back() {
    let pos = Position::from_fen("B:W30,21,22,17,20,K6:B25,28,9,5,1,3").expect("fen");
    assert_eq!(parse_position(&position_text(&pos)), Ok(pos));
}

#[test]
fn a_bad_position_is_an_error_line() {
    let lines = session("pos pos=Wxyz\n");
    assert_eq!(lines.len(), 1);
    assert!(lines[0].starts_with("error message=\""), "{lines:?}");
}

#[test]
fn an_illegal_move_is_an_error_line() {
    let lines = session(&format!("pos pos={START} moves=\"22-17\"\n"));
    assert!(lines[0].starts_with("error message=\""), "{lines:?}");
}

#[test]
fn stop_ends_an_infinite_analysis_with_a_move() {
    let lines = session(&format!(
        "pos pos={START}\nlevel infinite\ngo analyze\nping\nstop\nsync\n"
    ));
    assert!(lines.iter().any(|l| l == "pong"));
    assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
}

#[test]
fn quit_stops_the_search_and_leaves() {
    let lines = session(&format!(
        "pos pos={START}\nlevel move-time=30\ngo think\nquit\nping\n"
    ));
    assert!(!lines.iter().any(|l| l == "pong"));
    assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
}

#[test]
fn clock_levels_are_accepted() {
    let lines = session(&format!(
        "pos pos={START}\nlevel moves=40 time=0.4 inc=0\ngo think\nsync\nlevel depth=x\n"
    ));
    assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
    assert!(
        lines
            .last()
            .is_some_and(|l| l.starts_with("error message="))
    );
}

#[test]
fn the_game_moves_give_the_search_its_repetitions() {
    // One white king against three black ones: lost, unless White repeats the position
    // the `moves` already showed once.
    let kings = format!("WBBB{}W", "e".repeat(28));
    let score = |lines: &[String]| {
        let last = lines
            .iter()
            .rfind(|l| l.starts_with("info "))
            .expect("info");
        last.split_whitespace()
            .find_map(|w| w.strip_prefix("score="))
            .and_then(|s| s.parse::<f64>().ok())
            .expect("a score")
    };
    let fresh = session(&format!("pos pos={kings}\nlevel depth=4\ngo think\nsync\n"));
    assert!(score(&fresh) < -1.0, "{fresh:?}");
    let repeated = session(&format!(
        "pos pos={kings} moves=\"32-28 1-5 28-32 5-1\"\nlevel depth=4\ngo think\nsync\n"
    ));
    assert_eq!(score(&repeated), 0.0, "{repeated:?}");
    assert_eq!(done_move(&repeated), "32-28");
}

#[test]
fn the_variant_parameter_switches_the_game() {
    // International from a position after two moves, by the name Scan uses.
    let start10 = format!("W{}{}{}", "b".repeat(20), "e".repeat(10), "w".repeat(20));
    let script = format!(
        "hub\nset-param name=variant value=normal\ninit\npos pos={start10} moves=\"32-28 19-23\"\nlevel depth=4\ngo think\nsync\nquit\n"
    );
    let lines = session(&script);
    // The only legal move is the capture 28x19 (from 28 to 19, taking 23).
    assert_eq!(done_move(&lines), "28x19x23", "{lines:?}");

    // English by pydraughts' name: Black moves first from the start.
    let lines = session(
        "hub\nset-param name=variant value=english\ninit\npos\nlevel depth=3\ngo think\nsync\nquit\n",
    );
    let mv = done_move(&lines);
    let from: u8 = mv
        .split('-')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a move");
    assert!(
        (9..=12).contains(&from),
        "Black moves first in English: {mv}"
    );

    // A 32-square position string is refused in the 10x10 game, with a reason.
    let lines = session(&format!(
        "hub\nset-param name=variant value=international\npos pos={START}\nquit\n"
    ));
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("error message=\"bad position")),
        "{lines:?}"
    );

    // An unknown variant is an error, and the game stays what it was.
    let lines = session(&format!(
        "hub\nset-param name=variant value=frisian\npos pos={START}\nlevel depth=2\ngo think\nsync\nquit\n"
    ));
    assert!(lines.iter().any(|l| l.contains("frisian")), "{lines:?}");
    assert!(done_move(&lines).contains('-'), "{lines:?}");
}

#[test]
fn hub_huge_move_times_do_not_panic_and_stop_still_works() {
    // `1e20` seconds panicked while reading the level; `42e17` killed the search thread.
    for time in ["1e20", "42e17", "1e308"] {
        let lines = session(&format!(
            "pos pos={START}\nlevel move-time={time}\ngo think\nstop\nping\n"
        ));
        assert!(
            parse_move(&Position::start(), done_move(&lines)).is_ok(),
            "{time}: {lines:?}"
        );
        assert!(lines.iter().any(|l| l == "pong"), "{lines:?}");
    }
    let lines = session("level move-time=1e999\nlevel depth=-1\nlevel time=nan\n");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("error message=")));
}

#[test]
fn hub_stop_is_read_after_another_command_during_a_limited_search() {
    // `sync` waits for the search; the reader must still see the `stop` after it, or this
    // search of a year would never end.
    let lines = session(&format!(
        "pos pos={START}\nlevel move-time=100000\ngo think\nsync\nstop\nping\n"
    ));
    assert!(parse_move(&Position::start(), done_move(&lines)).is_ok());
    // `ping` is answered at once, whatever waits in the queue (issue 42): its `pong` may
    // come before the `done` of the search that `stop` ends.
    assert_eq!(
        lines.iter().filter(|l| *l == "pong").count(),
        1,
        "{lines:?}"
    );
}

#[test]
fn hub_non_utf8_line_is_an_error_and_the_session_goes_on() {
    let mut out = Vec::new();
    run(&b"pos pos=W\xff\xfe\nping\n"[..], &mut out).expect("session");
    let text = String::from_utf8(out).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("error message=") && lines[0].contains("UTF-8"));
    assert_eq!(lines[1], "pong");
}

#[test]
fn hub_overlong_line_is_an_error_and_the_session_goes_on() {
    let long = format!(
        "pos pos={}\nping\n",
        "e".repeat(dama::protocol::hub_input::MAX_LINE + 10)
    );
    let lines = session(&long);
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].starts_with("error message=\"line longer"),
        "{lines:?}"
    );
    assert_eq!(lines[1], "pong");
}

#[test]
fn two_threads_search_to_the_depth_asked() {
    let lines = session(&format!(
        "set-param name=threads value=2\npos pos={START}\nlevel depth=6\ngo think\nsync\n"
    ));
    assert!(
        lines.iter().any(|l| l.starts_with("info depth=6 ")),
        "{lines:?}"
    );
    let start: Position = parse_position(START).expect("start");
    assert!(parse_move(&start, done_move(&lines)).is_ok(), "{lines:?}");
    let lines = session("set-param name=threads value=0\nset-param name=threads value=x\n");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("error ")), "{lines:?}");
}

/// The Hub text of an Italian FEN.
fn hub_position(fen: &str) -> String {
    position_text(&Position::from_fen(fen).expect("fen"))
}

#[test]
fn on_a_clock_a_forced_move_is_played_at_once() {
    let fen = "W:W22,30:B18,5";
    assert_eq!(Position::from_fen(fen).expect("fen").legal_moves().len(), 1);
    let lines = session(&format!(
        "pos pos={}\nlevel time=5 inc=0.1\ngo think\nsync\n",
        hub_position(fen)
    ));
    // No iteration was searched: the move came without a single node.
    assert!(!lines.iter().any(|l| l.starts_with("info ")), "{lines:?}");
    assert_eq!(done_move(&lines), "22x13x18");
}

#[test]
fn a_clock_search_finds_a_legal_move() {
    let lines = session(&format!(
        "pos pos={START}\nlevel time=0.2 inc=0\ngo think\nsync\n"
    ));
    let start: Position = parse_position(START).expect("start");
    assert!(parse_move(&start, done_move(&lines)).is_ok(), "{lines:?}");
}

#[test]
fn pondering_answers_after_the_hit_or_a_stop() {
    // The hit turns the ponder search into a 50 ms move.
    let lines = session(&format!(
        "pos pos={START}\nlevel move-time=0.05\ngo ponder\nponder-hit\nsync\n"
    ));
    let start: Position = parse_position(START).expect("start");
    assert!(parse_move(&start, done_move(&lines)).is_ok(), "{lines:?}");
    // A stop ends the ponder search, which still answers with a move.
    let lines = session(&format!(
        "pos pos={START}\nlevel move-time=0.05\ngo ponder\nstop\nsync\n"
    ));
    assert!(parse_move(&start, done_move(&lines)).is_ok(), "{lines:?}");
    // A depth-limited ponder search that ends by itself waits for the hit.
    let lines = session(&format!(
        "pos pos={START}\nlevel depth=3\ngo ponder\nponder-hit\nsync\n"
    ));
    assert!(parse_move(&start, done_move(&lines)).is_ok(), "{lines:?}");
}
