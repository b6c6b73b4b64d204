//! Outside engines in the terminal game: `dama hub` itself seated as Black (and both
//! seats: a demo), and small shell-script engines that misbehave — exit at once, answer
//! garbage, answer an illegal move, hang — each ending the game with a message naming
//! the engine and what happened, the game autosaved as it stood. Then the command line:
//! `--white-engine` with a command that does not exist, or an engine that writes
//! garbage, is refused before the terminal is taken (exit status 2).

mod tui_support;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use dama::draughts::italian::Position;
use dama::game::save;
use ratatui::crossterm::event::KeyCode;

use dama::tui::{App, Event, Mover, Options, Screen};

use tui_support::*;

/// `dama hub`, through the binary under test.
fn dama_hub() -> String {
    format!("\"{}\" hub", env!("CARGO_BIN_EXE_dama"))
}

/// Options for a game the flags start: White a person, Black the engine `command`,
/// 0.1 s a move.
fn engine_game(dir: &TempDir, white: Option<String>, black: Option<String>) -> Options {
    let mut o = options(dir);
    if white.is_none() {
        o.white = Some(Mover::Human);
    }
    o.engines = vec![white, black];
    o.engine_movetime = Some(Duration::from_millis(100));
    o
}

/// Hands the app its events until `done` holds (or fails after `secs`).
fn pump(app: &mut App, rx: &Receiver<Event>, secs: u64, done: impl Fn(&App) -> bool) {
    let until = Instant::now() + Duration::from_secs(secs);
    while !done(app) {
        assert!(
            Instant::now() < until,
            "timed out; screen:\n{}",
            screen(app)
        );
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
}

fn message(app: &App) -> String {
    session(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

fn over(app: &App) -> bool {
    session(app).record().result().is_some()
}

#[test]
fn dama_hub_plays_black_and_shows_its_name() {
    let dir = TempDir::new("outside-hub");
    let (mut app, rx) = start(engine_game(&dir, None, Some(dama_hub())));
    enter_line(&mut app, "22-18");
    pump(&mut app, &rx, 60, |a| session(a).record().cursor() >= 2);
    assert!(session(&app).record().result().is_none());
    let seat = dama::core::Seat::SECOND;
    assert_eq!(session(&app).outside_name(seat), Some("dama"));
    let shown = screen(&app);
    assert!(shown.contains("Engine dama"), "{shown}");
    assert!(message(&app).starts_with("dama: "), "{}", message(&app));
    // The person's turn again.
    assert!(session(&app).human_to_move());
}

#[test]
fn two_outside_engines_play_a_demo() {
    let dir = TempDir::new("outside-demo");
    let (mut app, rx) = start(engine_game(&dir, Some(dama_hub()), Some(dama_hub())));
    assert!(session(&app).is_demo());
    pump(&mut app, &rx, 90, |a| {
        session(a).record().cursor() >= 4 || over(a)
    });
    assert!(session(&app).record().cursor() >= 4, "{}", screen(&app));
    let autosave = dir.0.join(save::autosave_name::<Position>());
    assert!(autosave.is_file(), "autosaved after every move");
}

/// A shell script engine in `dir`: it greets as the protocol asks, then does
/// `on_go` when asked to think.
fn script(dir: &Path, name: &str, on_go: &str) -> PathBuf {
    let body = format!(
        "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    hub) echo \"id name={name}\"; echo wait;;\n    init) echo ready;;\n    go*) {on_go};;\n  esac\ndone\n"
    );
    write_script(dir, name, &body)
}

fn write_script(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, body).expect("write the script");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(&path, mode).expect("chmod");
    }
    path
}

/// Plays 22-18 against the engine `command` as Black and waits for the game to end by
/// its fault: the message, and the autosave holding the move played.
fn ended_by(name: &str, command: &str) -> String {
    let dir = TempDir::new(name);
    let (mut app, rx) = start(engine_game(&dir, None, Some(command.to_string())));
    enter_line(&mut app, "22-18");
    pump(&mut app, &rx, 30, over);
    let said = message(&app);
    assert!(said.contains(command), "names the engine: {said}");
    assert!(said.contains("(Black)"), "{said}");
    let autosave = dir.0.join(save::autosave_name::<Position>());
    let saved = save::load_as::<Position>(&autosave).expect("the autosave");
    assert_eq!(saved.moves().len(), 1, "saved as it stood");
    assert!(
        saved
            .result()
            .is_some_and(|r| r.winner == Some(dama::core::Seat::FIRST))
    );
    let tag = saved.tags().get("Termination").cloned().unwrap_or_default();
    assert!(tag.contains(command), "{tag}");
    assert!(!session(&app).is_busy());
    said
}

#[cfg(unix)]
#[test]
fn an_engine_that_answers_an_illegal_move_loses_the_game() {
    let dir = TempDir::new("outside-scripts-illegal");
    let path = script(&dir.0, "illegal.sh", "echo 'done move=1-2'");
    let said = ended_by("outside-illegal", &path.to_string_lossy());
    assert!(said.contains("illegal move: \"1-2\""), "{said}");
}

#[cfg(unix)]
#[test]
fn an_engine_that_answers_garbage_loses_the_game() {
    let dir = TempDir::new("outside-scripts-garbage");
    let path = script(&dir.0, "garbage.sh", "echo 'done'");
    let said = ended_by("outside-garbage", &path.to_string_lossy());
    assert!(said.contains("garbled answer"), "{said}");
}

#[cfg(unix)]
#[test]
fn an_engine_that_hangs_loses_on_time_and_is_killed() {
    let dir = TempDir::new("outside-scripts-hang");
    let path = script(&dir.0, "hang.sh", "exec sleep 60");
    let started = Instant::now();
    let said = ended_by("outside-hang", &path.to_string_lossy());
    assert!(said.contains("no answer within"), "{said}");
    assert!(started.elapsed() < Duration::from_secs(20));
}

#[cfg(unix)]
#[test]
fn an_engine_that_exits_at_once_ends_the_game_before_any_move() {
    let dir = TempDir::new("outside-exit");
    let path = write_script(&dir.0, "exit.sh", "#!/bin/sh\nexit 0\n");
    let command = path.to_string_lossy().to_string();
    // Black is the engine; White (a person) has not moved: nothing to autosave.
    let (mut app, rx) = start(engine_game(&dir, None, Some(command.clone())));
    pump(&mut app, &rx, 30, over);
    let said = message(&app);
    assert!(said.contains(&command) && said.contains("exited"), "{said}");
    let autosave = dir.0.join(save::autosave_name::<Position>());
    assert!(!autosave.exists(), "an empty game overwrites no autosave");
}

#[test]
fn a_missing_engine_is_said_in_the_game_too() {
    let dir = TempDir::new("outside-missing");
    let mut o = engine_game(&dir, None, Some("/no/such/engine hub".into()));
    o.lang = dama::tui::Lang::It;
    let (mut app, rx) = start(o);
    pump(&mut app, &rx, 30, over);
    let said = message(&app);
    assert!(said.contains("/no/such/engine hub"), "{said}");
    assert!(said.contains("non si avvia"), "{said}");
}

#[test]
fn the_flags_refuse_an_engine_that_does_not_start() {
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["play", "--white-engine", "/no/such/engine hub"])
        .env("DAMA_CONFIG", "/nonexistent/dama-config.toml")
        .output()
        .expect("run dama");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--white-engine \"/no/such/engine hub\""),
        "{err}"
    );
    assert!(err.contains("cannot start"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[cfg(unix)]
#[test]
fn the_flags_refuse_an_engine_that_writes_garbage() {
    let dir = TempDir::new("outside-cli-garbage");
    let path = write_script(
        &dir.0,
        "noise.sh",
        "#!/bin/sh\nread -r line\nprintf '\\377\\376 noise\\n'\nexec sleep 5\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["play", "--black-engine"])
        .arg(&path)
        .env("DAMA_CONFIG", "/nonexistent/dama-config.toml")
        .output()
        .expect("run dama");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains(&*path.to_string_lossy()), "{err}");
    assert!(err.contains("not UTF-8"), "{err}");
}

#[test]
fn the_flags_refuse_an_engine_for_a_game_the_hub_does_not_speak() {
    let out = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["play", "--game", "damhex", "--white-engine", "dama hub"])
        .env("DAMA_CONFIG", "/nonexistent/dama-config.toml")
        .output()
        .expect("run dama");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not damhex"), "{err}");
}

/// Goes from the menu to the new-game page of Italian draughts, on Black's row.
fn new_game_page_on_black(dir: &TempDir) -> (App, Receiver<Event>) {
    let mut o = options(dir);
    o.start_menu = true;
    o.engine_movetime = Some(Duration::from_millis(100));
    let (mut app, rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian draughts
    press(&mut app, KeyCode::Enter); // New game
    for _ in 0..5 {
        press(&mut app, KeyCode::Up); // Black's row
    }
    // Computer (level 1), Person, then the Hub engine (backwards).
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    (app, rx)
}

#[test]
fn the_new_game_page_seats_a_hub_engine_typed_on_its_row() {
    let dir = TempDir::new("outside-page");
    let (mut app, rx) = new_game_page_on_black(&dir);
    let s = screen(&app);
    assert!(
        s.contains("◀ Hub engine: (type its command: Enter) ▶"),
        "{s}"
    );
    press(&mut app, KeyCode::Enter);
    assert!(
        screen(&app).contains("The engine's command"),
        "{}",
        screen(&app)
    );
    type_text(&mut app, &dama_hub());
    press(&mut app, KeyCode::Enter);
    let s = screen(&app);
    assert!(s.contains("Hub engine: \""), "{s}");
    for _ in 0..5 {
        press(&mut app, KeyCode::Down); // Start
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    enter_line(&mut app, "22-18");
    pump(&mut app, &rx, 60, |a| session(a).record().cursor() >= 2);
    assert!(screen(&app).contains("Engine dama"), "{}", screen(&app));
}

#[test]
fn the_new_game_page_wants_the_engine_command_before_start() {
    let dir = TempDir::new("outside-page-empty");
    let (mut app, _rx) = new_game_page_on_black(&dir);
    for _ in 0..5 {
        press(&mut app, KeyCode::Down); // Start
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Menu);
    let s = screen(&app);
    assert!(s.contains("Type the engine's command"), "{s}");
}
