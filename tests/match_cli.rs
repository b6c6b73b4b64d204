//! `dama match` end to end: two `dama hub` processes of the built binary play quick games
//! at a fixed depth, and broken engines (a small shell script that answers with an
//! illegal move, crashes, hangs or sends garbage) lose their games while the match goes on.

use std::path::Path;
use std::process::{Command, Output};

const DAMA: &str = env!("CARGO_BIN_EXE_dama");

fn dama_match(args: &[&str]) -> Output {
    Command::new(DAMA)
        .arg("match")
        .args(args)
        .output()
        .expect("run dama match")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The numbers of the `wins W draws D losses L` line.
fn wdl(text: &str) -> (u32, u32, u32) {
    let line = text
        .lines()
        .find(|l| l.starts_with("wins "))
        .expect("a summary line");
    let n: Vec<u32> = line
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    (n[0], n[1], n[2])
}

#[test]
fn two_dama_engines_play_a_short_match_with_pdn() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pdn = dir.path().join("games.pdn");
    let hub = format!("\"{DAMA}\" hub");
    let out = dama_match(&[
        "--engine1",
        &hub,
        "--engine2",
        &hub,
        "--name1",
        "new",
        "--name2",
        "old",
        "--depth",
        "2",
        "--games",
        "4",
        "--concurrency",
        "2",
        "--sprt",
        "0,10",
        "--pdn",
        pdn.to_str().expect("utf-8 path"),
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 4);
    let (w, d, l) = wdl(&text);
    assert_eq!(w + d + l, 4, "{text}");
    assert!(text.contains("Elo difference"), "{text}");
    assert!(text.contains("SPRT LLR"), "{text}");
    assert!(!text.contains("fault"), "{text}");
    // Every game is in the PDN file, with both names, and reads back as a finished game.
    let games = std::fs::read_to_string(&pdn).expect("pdn written");
    assert_eq!(games.matches("[Event \"dama match\"]").count(), 4);
    assert!(games.contains("[White \"new\"]") && games.contains("[White \"old\"]"));
    for n in 1..=4 {
        let g = dama::game::pdn::import::<dama::draughts::italian::Position>(&games, n)
            .expect("a game of the file");
        assert!(g.result().is_some(), "game {n} is finished");
    }
}

/// A Hub engine in a few lines of shell that misbehaves when asked to move.
fn fake_engine(dir: &Path, mode: &str) -> String {
    let script = dir.join("fake.sh");
    std::fs::write(
        &script,
        r#"mode=$1
while read -r line; do
  case "$line" in
    hub*) echo "id name=fake"; echo "wait" ;;
    init*) echo "ready" ;;
    go*)
      case "$mode" in
        illegal) echo "done move=1-2" ;;
        crash) exit 3 ;;
        garbage) echo "done nothing" ;;
        hang) ;;
        endless) head -c 3000000 /dev/zero | tr '\000' x ;;
        binary) printf 'done move=\377\376\n' ;;
      esac ;;
    quit*) exit 0 ;;
  esac
done
"#,
    )
    .expect("write the fake engine");
    format!("sh \"{}\" {mode}", script.display())
}

#[cfg(unix)]
fn broken_engine_loses(mode: &str, words: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let fake = fake_engine(dir.path(), mode);
    let hub = format!("\"{DAMA}\" hub");
    let out = dama_match(&[
        "--engine1",
        &hub,
        "--engine2",
        &fake,
        "--name2",
        "broken",
        "--movetime",
        "0.05",
        "--games",
        "2",
        "--margin",
        "0.3",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    // Both games are played: the broken engine is restarted for the second one.
    assert_eq!(wdl(&text), (2, 0, 0), "{text}");
    assert!(text.contains(&format!("broken {words}")), "{text}");
    assert!(text.contains("games lost by an engine fault: 2"), "{text}");
}

#[cfg(unix)]
#[test]
fn an_illegal_move_loses_the_game() {
    broken_engine_loses("illegal", "sent an illegal move \"1-2\"");
}

#[cfg(unix)]
#[test]
fn a_crash_loses_the_game() {
    broken_engine_loses("crash", "crashed");
}

#[cfg(unix)]
#[test]
fn garbage_loses_the_game() {
    broken_engine_loses("garbage", "sent garbage");
}

#[cfg(unix)]
#[test]
fn an_engine_line_without_end_is_bounded_and_loses_the_game() {
    // It took `dama match` to 5.5 GB in 20 s; now the line is cut at the Hub's bound.
    broken_engine_loses(
        "endless",
        "sent garbage: it wrote a line longer than 1048576 bytes",
    );
}

#[cfg(unix)]
#[test]
fn an_engine_writing_non_utf8_is_named_so_not_crashed() {
    broken_engine_loses("binary", "sent garbage: it wrote bytes that are not UTF-8");
}

#[cfg(unix)]
#[test]
fn a_hang_loses_the_game() {
    broken_engine_loses("hang", "hung");
}

#[test]
fn an_engine_that_does_not_start_is_bad_input() {
    let hub = format!("\"{DAMA}\" hub");
    let out = dama_match(&["--engine1", &hub, "--engine2", "/no/such/engine hub"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("engine engine2") && err.contains("cannot start"),
        "{err}"
    );
}

#[test]
fn a_bad_openings_file_is_bad_input() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("openings.txt");
    std::fs::write(&file, "22-18\n22-17\n").expect("write");
    let hub = format!("\"{DAMA}\" hub");
    let out = dama_match(&[
        "--engine1",
        &hub,
        "--engine2",
        &hub,
        "--openings",
        file.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2") && err.contains("22-17"), "{err}");
}

#[cfg(unix)]
#[test]
fn the_sprt_stops_a_match_against_a_broken_engine() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fake = fake_engine(dir.path(), "illegal");
    let hub = format!("\"{DAMA}\" hub");
    let out = dama_match(&[
        "--engine1",
        &hub,
        "--engine2",
        &fake,
        "--movetime",
        "0.01",
        "--games",
        "100",
        "--sprt",
        "0,10",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    // Every game is a win; the test accepts H1 after 15 (see the statistics' tests).
    assert_eq!(wdl(&text), (15, 0, 0), "{text}");
    assert!(text.contains("H1 accepted"), "{text}");
}

/// `dama match` from `opening` (a FEN), two quick games, with `extra` options.
fn endgame_match(dir: &Path, opening: &str, extra: &[&str]) -> Output {
    let file = dir.join("openings.txt");
    std::fs::write(&file, format!("{opening}\n")).expect("write");
    let hub = format!("\"{DAMA}\" hub");
    let mut args = vec![
        "--engine1",
        &hub,
        "--engine2",
        &hub,
        "--depth",
        "2",
        "--games",
        "2",
        "--max-plies",
        "20",
        "--openings",
        file.to_str().expect("utf-8 path"),
    ];
    args.extend_from_slice(extra);
    dama_match(&args)
}

#[test]
fn the_endgame_database_adjudicates_a_game_with_its_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("egdb");
    let built = Command::new(DAMA)
        .args(["egdb", "build", "--pieces", "3", "--dir"])
        .arg(&db)
        .output()
        .expect("build");
    assert!(built.status.success());
    let pdn = dir.path().join("games.pdn");
    // Two kings against one, White to move: a database win for White at once.
    let out = endgame_match(
        dir.path(),
        "W:WK1,K2:BK32",
        &[
            "--pdn",
            pdn.to_str().expect("utf-8 path"),
            "--egdb",
            db.to_str().expect("utf-8 path"),
        ],
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert_eq!(
        text.matches("adjudicated by the endgame database").count(),
        3,
        "{text}"
    );
    assert!(
        text.contains("games adjudicated by the endgame database: 2"),
        "{text}"
    );
    // Each engine had White once: one win each.
    assert_eq!(wdl(&text), (1, 0, 1), "{text}");
    let games = std::fs::read_to_string(&pdn).expect("pdn written");
    assert_eq!(
        games
            .matches("[Termination \"adjudicated by the endgame database: White wins\"]")
            .count(),
        2,
        "{games}"
    );
    assert_eq!(games.matches("[Result \"1-0\"]").count(), 2, "{games}");
}

#[test]
fn a_missing_database_folder_is_named_and_the_match_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let none = dir.path().join("none");
    let out = endgame_match(
        dir.path(),
        "W:WK1,K2:BK32",
        &["--egdb", none.to_str().expect("utf-8 path")],
    );
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not adjudicated by the endgame databases"),
        "{err}"
    );
    assert_eq!(text.lines().filter(|l| l.starts_with("game ")).count(), 2);
    assert!(
        !text.contains("adjudicated by the endgame database"),
        "{text}"
    );
}

#[test]
fn english_games_are_adjudicated_by_the_english_databases() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("english");
    let built = Command::new(DAMA)
        .args([
            "egdb", "build", "--game", "english", "--pieces", "3", "--dir",
        ])
        .arg(&db)
        .output()
        .expect("build");
    assert!(built.status.success());
    // Two kings against one, White to move: a database win for White at once.
    let english_match = |egdb: &Path| {
        let folder = egdb.to_str().expect("utf-8 path");
        endgame_match(
            dir.path(),
            "W:WK14,K18:BK1",
            &["--game", "english", "--egdb", folder],
        )
    };
    let out = english_match(&db);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("games adjudicated by the endgame database: 2"),
        "{text}"
    );
    assert_eq!(wdl(&text), (1, 0, 1), "{text}");
    // The folder above the game's (the default folder's layout) is read in its subfolder.
    let out = english_match(dir.path());
    let text = stdout(&out);
    assert!(
        text.contains("games adjudicated by the endgame database: 2"),
        "{text}"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("are read from"));
    // A game without databases is refused with its reason.
    let out = endgame_match(
        dir.path(),
        "W:WK14,K18:BK1",
        &["--game", "dameta", "--egdb"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("endgame databases"));
}

/// A Hub engine in shell that writes every `level` line it is sent to `log` and answers
/// `go` with an illegal move, so each game ends at the first move of its White.
#[cfg(unix)]
fn logging_engine(dir: &Path, name: &str) -> (String, std::path::PathBuf) {
    let script = dir.join(format!("{name}.sh"));
    let log = dir.join(format!("{name}.log"));
    std::fs::write(
        &script,
        r#"log=$1
while read -r line; do
  case "$line" in
    hub*) echo "id name=logger"; echo "wait" ;;
    init*) echo "ready" ;;
    level*) echo "$line" >> "$log" ;;
    go*) echo "done move=1-2" ;;
    quit*) exit 0 ;;
  esac
done
"#,
    )
    .expect("write the logging engine");
    (
        format!("sh \"{}\" \"{}\"", script.display(), log.display()),
        log,
    )
}

#[cfg(unix)]
#[test]
fn movetime2_gives_the_second_engine_its_own_time() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (one, log1) = logging_engine(dir.path(), "one");
    let (two, log2) = logging_engine(dir.path(), "two");
    let out = dama_match(&[
        "--engine1",
        &one,
        "--engine2",
        &two,
        "--movetime",
        "0.05",
        "--movetime2",
        "1",
        "--games",
        "2",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("0.050 s per move against 1.000 s per move"),
        "{text}"
    );
    let sent = |p: &Path| std::fs::read_to_string(p).unwrap_or_default();
    assert_eq!(sent(&log1).trim(), "level move-time=0.050", "{text}");
    assert_eq!(sent(&log2).trim(), "level move-time=1.000", "{text}");
    // Time odds are a fixed time per move: with a clock or a depth it is refused.
    let out = dama_match(&[
        "--engine1",
        &one,
        "--engine2",
        &two,
        "--depth",
        "2",
        "--movetime2",
        "1",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("--movetime2"));
}

/// A long match played in parts (`--first-game`, `--last-game`): each part plays its
/// games of the full match's schedule, with the same openings and colours, and a part
/// outside the match is refused with the range to give.
#[test]
fn a_match_in_parts_plays_the_full_schedule_s_games() {
    let hub = format!("\"{DAMA}\" hub");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "--engine1",
            hub.as_str(),
            "--engine2",
            hub.as_str(),
            "--name1",
            "a",
            "--name2",
            "b",
            "--depth",
            "1",
            "--games",
            "8",
            "--opening-plies",
            "3",
        ];
        args.extend_from_slice(extra);
        dama_match(&args)
    };
    // "game N/8 (opening K) white-black": the games a run played, without their results.
    let schedule = |out: &Output| -> Vec<String> {
        stdout(out)
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| l.split_whitespace().take(5).collect::<Vec<_>>().join(" "))
            .collect()
    };
    let full = run(&[]);
    assert!(full.status.success(), "{}", stdout(&full));
    let whole = schedule(&full);
    assert_eq!(whole.len(), 8, "{}", stdout(&full));
    let first = run(&["--last-game", "4"]);
    let second = run(&["--first-game", "5", "--last-game", "100"]);
    assert!(second.status.success(), "{}", stdout(&second));
    assert!(
        stdout(&second).contains("games 5 to 8"),
        "{}",
        stdout(&second)
    );
    let mut parts = schedule(&first);
    parts.extend(schedule(&second));
    assert_eq!(parts, whole);
    let (w, d, l) = wdl(&stdout(&second));
    assert_eq!(w + d + l, 4);

    let outside = run(&["--first-game", "9"]);
    assert_eq!(outside.status.code(), Some(2), "{}", stdout(&outside));
    let said = String::from_utf8_lossy(&outside.stderr);
    assert!(
        said.contains("--first-game 9") && said.contains("1 to 8"),
        "{said}"
    );
}
