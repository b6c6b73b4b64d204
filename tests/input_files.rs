//! Input that is not what it should be, through the binary and the library (issue 25,
//! faults 6, 9 and 10): a line that is not UTF-8 in `moves --stdin`, the openings or the
//! settings is named by its line and the rest is still read; an endgame database slice
//! or a book file that is a FIFO, a folder, a symbolic link loop or unreadable is refused
//! with the reason, never waited on; `moves --stdin` answers each line before it waits
//! for the next (a coprocess reads it back). Every child runs with a deadline and is killed when
//! it passes, so a regression fails instead of hanging.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

const DAMA: &str = env!("CARGO_BIN_EXE_dama");

/// Runs `dama args` with `stdin` as its input and `envs` set; kills it after 20 s.
fn run(args: &[&str], stdin: &[u8], envs: &[(&str, &Path)]) -> Output {
    let mut cmd = Command::new(DAMA);
    cmd.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in envs {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("the dama binary runs");
    let mut input = child.stdin.take().expect("stdin");
    let bytes = stdin.to_vec();
    let writer = thread::spawn(move || {
        let _ = input.write_all(&bytes);
    });
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().ok().flatten().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("dama {args:?} hung");
        }
        thread::sleep(Duration::from_millis(10));
    }
    let _ = writer.join();
    child.wait_with_output().expect("output")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn a_non_utf8_line_in_moves_stdin_is_answered_and_the_batch_goes_on() {
    let start = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";
    let input = format!("{start}\nW:W2\u{0}1\n").into_bytes();
    let mut input = [b"W:W\xff21:B1\n".to_vec(), input].concat();
    input.extend_from_slice(format!("\u{feff}{start}\n").as_bytes());
    let out = run(&["moves", "--stdin"], &input, &[]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], "! line 1, column 4 is not UTF-8 text");
    assert!(lines[1].contains("21-17"), "{lines:?}");
    assert!(lines[2].starts_with("! "), "{lines:?}");
    assert_eq!(lines[3], lines[1]);
}

#[test]
fn moves_stdin_answers_each_line_before_the_next_is_written() {
    // A coprocess: one FEN written, its line read back while stdin stays open. The
    // answer must come before the program waits for the next line.
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    let mut child = Command::new(DAMA)
        .args(["moves", "--stdin", "--after"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the dama binary runs");
    let mut input = child.stdin.take().expect("stdin");
    let output = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(output).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut answers = Vec::new();
    for fen in [
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:W99",
    ] {
        writeln!(input, "{fen}").expect("write");
        input.flush().expect("flush");
        match rx.recv_timeout(Duration::from_secs(20)) {
            Ok(line) => answers.push(line),
            Err(_) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!("no answer to {fen} while stdin was open: {answers:?}");
            }
        }
    }
    drop(input);
    let _ = child.wait();
    assert!(answers[0].contains("21-17>"), "{answers:?}");
    assert!(answers[1].starts_with("! "), "{answers:?}");
}

#[test]
fn a_non_utf8_openings_or_settings_file_names_the_line() {
    use dama::draughts::italian::Position;
    use dama::referee::openings::{OpeningError, parse_bytes};
    let err = parse_bytes::<Position>(b"22-18\n# comment\n22-17 \xe9\n".to_vec()).err();
    assert!(
        matches!(err, Some(OpeningError::NotUtf8(at)) if at.line == 3 && at.column == 7),
        "{err:?}"
    );
    assert_eq!(
        parse_bytes::<Position>(b"\xef\xbb\xbf22-18\n".to_vec()).map(|o| o.len()),
        Ok(1)
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("config.json");
    std::fs::write(&path, b"{\n  \"language\": \"it\xe0\"\n}\n").expect("write");
    let err = dama::config::Config::load(&path).expect_err("not UTF-8");
    let it = dama::lang::Localize::localize(&err, dama::lang::Lang::It);
    assert!(err.to_string().contains("line 2, column 18"), "{err}");
    assert!(it.contains("riga 2, colonna 18 non è UTF-8"), "{it}");
}

/// Makes a FIFO at `path` with the system's `mkfifo`.
#[cfg(unix)]
fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "mkfifo {}", path.display());
}

#[cfg(unix)]
#[test]
fn a_fifo_as_a_database_slice_or_book_is_refused_at_once() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let db = tmp.path().join("db");
    std::fs::create_dir(&db).expect("mkdir");
    mkfifo(&db.join("w0k2b0k1.egdb"));
    let d = db.to_str().expect("utf-8 path");
    let out = run(&["egdb", "info", "--dir", d], b"", &[]);
    let err = text(&out.stderr);
    assert!(
        err.contains("w0k2b0k1.egdb: a named pipe (FIFO), not a database file"),
        "{err}"
    );
    let out = run(&["egdb", "probe", "W:WK1:BK32", "--dir", d], b"", &[]);
    assert!(
        text(&out.stderr).contains("a named pipe (FIFO)"),
        "{}",
        text(&out.stderr)
    );
    let out = run(
        &["analyze", "--fen", "W:WK1:BK32", "--depth", "2"],
        b"",
        &[("DAMA_EGDB_DIR", &db)],
    );
    assert!(out.status.code().is_some(), "analyze ended");

    let book = tmp.path().join("book.fifo");
    mkfifo(&book);
    let b = book.to_str().expect("utf-8 path");
    let out = run(&["book", "stats", "--file", b], b"", &[]);
    let err = text(&out.stderr);
    assert!(!out.status.success());
    assert!(
        err.contains("a named pipe (FIFO), not a book file"),
        "{err}"
    );
    let out = run(&["book", "stats"], b"", &[("DAMA_BOOK", &book)]);
    assert!(
        text(&out.stderr).contains("a named pipe (FIFO)"),
        "{}",
        text(&out.stderr)
    );
}

#[cfg(unix)]
#[test]
fn a_slice_that_is_a_folder_a_link_loop_or_unreadable_says_why() {
    use dama::draughts::italian::egdb::Egdb;
    let tmp = tempfile::tempdir().expect("temp dir");
    let db = tmp.path();
    std::fs::create_dir(db.join("w0k2b0k1.egdb")).expect("mkdir");
    std::os::unix::fs::symlink(db.join("w0k1b0k2.egdb"), db.join("w0k1b0k2.egdb"))
        .expect("a link to itself");
    let refused: Vec<String> = Egdb::open(db)
        .expect("the folder opens")
        .refused()
        .iter()
        .map(ToString::to_string)
        .collect();
    let all = refused.join("\n");
    assert!(
        all.contains("w0k2b0k1.egdb: a folder, not a database file"),
        "{all}"
    );
    // The loop's reason is the system's ("too many levels of symbolic links").
    assert!(
        refused
            .iter()
            .any(|r| r.contains("w0k1b0k2.egdb: ") && r.to_lowercase().contains("symbolic links")),
        "{all}"
    );
    // Unreadable: only testable when not running as root (root reads everything).
    use std::os::unix::fs::PermissionsExt;
    let file = db.join("w1k0b0k1.egdb");
    std::fs::write(&file, b"DAMAEGDB").expect("write");
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o000)).expect("chmod");
    if std::fs::read(&file).is_err() {
        let refused: Vec<String> = Egdb::open(db)
            .expect("the folder opens")
            .refused()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert!(
            refused
                .iter()
                .any(|r| r.contains("w1k0b0k1.egdb: ") && r.contains("ermission denied")),
            "{refused:?}"
        );
    }
}

#[test]
fn a_slice_header_with_any_piece_counts_is_corrupt_not_an_overflow() {
    // Found by the fuzz harness: the four counts of a header summed in u8 overflowed.
    use dama::draughts::italian::egdb::EgdbError;
    use dama::draughts::italian::egdb::file::{HEADER_LEN, MAGIC, SliceFile, VERSION};
    let tmp = tempfile::tempdir().expect("temp dir");
    let path = tmp.path().join("w0k2b0k1.egdb");
    let mut header = vec![0u8; HEADER_LEN + 64];
    header[..8].copy_from_slice(MAGIC);
    header[8..12].copy_from_slice(&VERSION.to_le_bytes());
    header[12..16].copy_from_slice(&[200, 100, 1, 5]);
    std::fs::write(&path, &header).expect("write");
    let opened = SliceFile::open(&path);
    assert!(
        matches!(opened, Err(EgdbError::Corrupt { .. })),
        "{:?}",
        opened.err()
    );
}
