//! The rough edges a new player hit on the command line (issue 10), each run as a user
//! would: messages, exit statuses (0 done, 1 something failed, 2 what was given is
//! wrong), pipes, and files that are not games.

mod common;

use std::process::{Command, Output, Stdio};

use common::dama;

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn dama_with_saves(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .env("DAMA_SAVE_DIR", dir)
        .output()
        .expect("the dama binary runs")
}

#[test]
fn an_unknown_flag_is_said_on_its_own_line_then_each_usage_line() {
    // Issue 23, item 20: clap's second usage line ("dama <COMMAND>") was glued to the
    // message ("... found dama <COMMAND>").
    let out = dama(&["--frobnicate"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines[0], "dama: unexpected argument '--frobnicate' found",
        "{err}"
    );
    assert_eq!(
        lines[1], "Usage: dama [OPTIONS] or dama <COMMAND> (see --help)",
        "{err}"
    );
    assert_eq!(lines.len(), 2, "{err}");
}

#[test]
fn missing_arguments_are_named_and_bad_values_list_the_allowed_ones() {
    for (args, named) in [
        (&["perft"][..], "<DEPTH>"),
        (&["export"], "<FILE>"),
        (&["import"], "<FILE>"),
        (&["selfplay"], "--white"),
        (
            &["moves", "--game", "chess"],
            "italian, english, brazilian, international",
        ),
        (&["play", "--lang", "de"], "it, en"),
    ] {
        let out = dama(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains(named), "{args:?}: {err}");
        assert!(err.lines().count() <= 2, "{args:?}: {err}");
        assert!(err.starts_with("dama: "), "{err}");
    }
}

#[test]
fn moves_into_a_closed_pipe_exits_quietly_with_status_0() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["perft", "12"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dama runs");
    // Read the first line, then close the pipe, as `| head -1` does.
    let mut stdout = child.stdout.take().expect("a pipe");
    let mut first = [0u8; 8];
    std::io::Read::read_exact(&mut stdout, &mut first).expect("some output");
    drop(stdout);
    let out = child.wait_with_output().expect("dama ends");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stderr.is_empty(), "{}", stderr(&out));
}

#[test]
fn conflicting_colour_flags_are_refused() {
    for args in [
        &["play", "--white", "computer", "--color", "white"][..],
        &["--black", "human", "--color", "black"],
    ] {
        let out = dama(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr(&out).contains("--color"), "{}", stderr(&out));
    }
}

#[test]
fn saves_in_a_missing_folder_is_an_error() {
    let out = dama(&["saves", "--dir", "/nonexistent/dama-saves"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("is not a folder"), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
}

#[test]
fn a_blocked_side_to_move_is_told_the_game_is_over() {
    let out = dama(&["moves", "--fen", "W:W29:B25,26,22"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(
        err.contains("the game is over") && err.contains("cannot move"),
        "{err}"
    );
    let out = dama(&["moves", "--fen", "W:W:B1"]);
    assert!(stderr(&out).contains("no pieces left"), "{}", stderr(&out));
}

#[test]
fn a_fen_without_any_piece_is_refused() {
    for game in ["italian", "english", "international"] {
        let out = dama(&["moves", "--game", game, "--fen", "W"]);
        assert_eq!(out.status.code(), Some(2), "{game}");
        assert!(stderr(&out).contains("no pieces"), "{}", stderr(&out));
    }
}

#[test]
fn zero_counts_say_what_is_wanted() {
    for args in [
        &["import", "x.pdn", "--number", "0"][..],
        &["analyze", "--movetime", "0"],
    ] {
        let out = dama(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains("not a whole number of 1 or more"), "{err}");
        assert!(!err.contains("18446744073709551615"), "{err}");
    }
}

#[test]
fn export_of_a_file_that_is_not_a_game_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    let passwd = dir.path().join("passwd");
    std::fs::write(&passwd, "root:x:0:0:root:/root:/bin/bash\n").expect("write");
    let out = dama(&["export", passwd.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("neither a PDN file nor a dama save"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn dama_alone_takes_the_play_flags() {
    // Without a terminal the game stops at the terminal check, not at the arguments.
    for args in [
        &["--lang", "it"][..],
        &["--ascii"],
        &["--lang", "en", "--ascii"],
    ] {
        let out = dama(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains("needs a terminal"),
            "{}",
            stderr(&out)
        );
    }
}

#[cfg(unix)]
#[test]
fn export_of_a_pipe_or_a_link_loop_does_not_hang_and_says_why() {
    let dir = tempfile::tempdir().expect("temp dir");
    let fifo = dir.path().join("fifo.json");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let out = dama(&["export", fifo.to_str().expect("UTF-8")]);
        assert_eq!(out.status.code(), Some(2));
        assert!(
            stderr(&out).contains("not a regular file"),
            "{}",
            stderr(&out)
        );
    }
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    std::os::unix::fs::symlink(&b, &a).expect("link");
    std::os::unix::fs::symlink(&a, &b).expect("link");
    let out = dama(&["export", a.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("cannot open") && !err.contains("no saved game"),
        "{err}"
    );
}

#[test]
fn a_bad_save_is_named_before_the_terminal_is_needed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{").expect("write");
    let out = dama(&["play", "--load", bad.to_str().expect("UTF-8")]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("is not JSON"), "{err}");
    assert!(!err.contains("terminal"), "{err}");
}

#[test]
fn importing_the_same_pdn_twice_updates_its_save() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pdn = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/commented.pdn");
    for _ in 0..2 {
        let out = dama_with_saves(dir.path(), &["import", pdn]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    assert!(dir.path().join("commented.json").is_file());
}

#[test]
fn dama_config_prints_where_the_settings_are_and_what_they_hold() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("config.json");
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_dama"))
            .args(args)
            .env("DAMA_CONFIG", &file)
            .output()
            .expect("dama runs")
    };
    let out = run(&["config"]);
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        said.starts_with(&format!("Settings file: {}\n", file.display())),
        "{said}"
    );
    assert!(said.contains("not written yet"), "{said}");

    std::fs::write(&file, "{ \"level\": 5, \"lang\": \"it\" }").expect("write");
    let said = String::from_utf8_lossy(&run(&["config"]).stdout).into_owned();
    assert!(
        said.contains("\"level\": 5") && said.contains("\"lang\": \"it\""),
        "{said}"
    );

    // A broken file: named with its line, and the game goes on with the defaults.
    std::fs::write(&file, "{\n  \"level\": 5,\n  oops\n}\n").expect("write");
    let out = run(&["config"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("config.json") && err.contains("line 3"),
        "{err}"
    );
    let out = run(&["--lang", "en"]);
    let err = stderr(&out);
    assert!(
        err.contains("line 3") && err.contains("using the defaults"),
        "{err}"
    );
    assert!(err.contains("needs a terminal"), "{err}");
}

/// Runs the game in a pseudo-terminal (util-linux `script`), sends it `signal` once it
/// has taken the screen, and returns everything it wrote. `None` without `script`.
#[cfg(target_os = "linux")]
fn game_ended_by(signal: &str) -> Option<(String, std::path::PathBuf, tempfile::TempDir)> {
    use std::io::Read;
    let dir = tempfile::tempdir().expect("temp dir");
    let pid_file = dir.path().join("pid");
    let inner = format!(
        "echo $$ > '{}'; exec '{}' play --white human --black human",
        pid_file.display(),
        env!("CARGO_BIN_EXE_dama")
    );
    let mut child = Command::new("script")
        .args(["-qfec", &inner, "/dev/null"])
        .env("DAMA_SAVE_DIR", dir.path())
        .env("DAMA_CONFIG", dir.path().join("config.json"))
        .env("TERM", "xterm")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut out = child.stdout.take()?;
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    // Wait until the game has switched to the alternate screen (bounded by the output).
    while !String::from_utf8_lossy(&seen).contains("\x1b[?1049h") {
        match out.read(&mut buf) {
            Ok(0) | Err(_) => return None,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
    let pid = std::fs::read_to_string(&pid_file).ok()?.trim().to_string();
    Command::new("kill")
        .args([&format!("-{signal}"), &pid])
        .status()
        .ok()?;
    let _ = out.read_to_end(&mut seen);
    drop(child.stdin.take());
    let _ = child.wait();
    let saves = dir.path().to_path_buf();
    Some((String::from_utf8_lossy(&seen).into_owned(), saves, dir))
}

#[cfg(target_os = "linux")]
#[test]
fn signals_restore_the_terminal() {
    for signal in ["TERM", "INT", "HUP", "QUIT"] {
        let Some((screen, _, _dir)) = game_ended_by(signal) else {
            return; // no `script` here: nothing to drive a terminal with
        };
        let entered = screen.rfind("\x1b[?1049h").expect("entered");
        let after = &screen[entered..];
        assert!(
            after.contains("\x1b[?1049l"),
            "{signal}: alternate screen left"
        );
        assert!(after.contains("\x1b[?25h"), "{signal}: cursor shown");
        assert!(
            after.contains("\x1b[?1000l"),
            "{signal}: mouse tracking off"
        );
    }
}
