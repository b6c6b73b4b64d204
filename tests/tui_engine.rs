//! The engine in the terminal game: the Italian endgame databases (the hint and the panel
//! say "win in N (database)", the computer converts a won ending by them, the menu
//! builds them in the background when they are missing, a failed build is said and the
//! game goes on), the computer's threads, and thinking on the person's time (pondering:
//! a hit answers at once, a miss thinks afresh, never in the cases it must not).
//! Databases of at most 3 pieces, built once (about a second) in Cargo's test folder.

mod tui_support;

use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::core::{Level, Rules};
use dama::draughts::italian::Position;
use dama::draughts::italian::egdb::{self, Egdb};
use dama::game::Player;
use dama::tui::databases::DatabaseDir;
use dama::tui::session::Purpose;
use dama::tui::{App, Event, Options, Page};

use tui_support::*;

/// The ≤ 3-piece databases, built once for every test of this file in Cargo's folder
/// for test files (a build keeps sound slices, so later runs only check them).
fn tiny() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tui-engine-egdb3");
        egdb::build(&dir, 3, 1, &mut |_| {}).expect("build");
        dir
    })
}

/// Feeds events to the app until `done` holds (bounded).
fn pump_until(app: &mut App, rx: &Receiver<Event>, done: impl Fn(&App) -> bool) {
    for _ in 0..4_000 {
        if done(app) {
            return;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    panic!("the app never got there");
}

/// Options with the databases of `dir` (built to `pieces` from the menu).
fn with_databases(dir: &TempDir, databases: DatabaseDir, pieces: u32) -> Options {
    let mut o = options(dir);
    o.databases = databases;
    o.database_pieces = pieces;
    o
}

/// A game from `fen`, White and Black as given, once the tiny databases are loaded.
fn game_at(dir: &TempDir, fen: &str, white: Player, black: Player) -> (App, Receiver<Event>) {
    let mut o = with_databases(dir, DatabaseDir::At(tiny().clone()), 3);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    pump_until(&mut app, &rx, |a| a.databases().pieces() == 3);
    let game = dama::game::Game::new(Position::from_fen(fen).expect("fen"), white, black);
    app.open(game, None);
    (app, rx)
}

fn computer(level: u8) -> Player {
    Player::Computer {
        level: Level::of(level),
    }
}

fn message(app: &App) -> String {
    session(app)
        .message()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

#[test]
fn a_hint_in_a_database_position_gives_its_move_and_says_win_in_n() {
    let dir = TempDir::new("egdb-hint");
    let fen = "W:WK1,K2:BK32";
    let (mut app, rx) = game_at(&dir, fen, Player::Human, computer(3));
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let pos = Position::from_fen(fen).expect("fen");
    let db = Egdb::open(tiny()).expect("open");
    let (best, probe) = db.best_move(&pos, 0).expect("in the databases");
    assert_eq!(session(&app).hint(), Some(&best));
    let moves = probe.distance.div_ceil(2);
    let said = message(&app);
    assert!(
        said.contains(&format!("win in {moves} for White (database)")),
        "{said}"
    );
    assert!(said.contains(&best.fid()), "{said}");
    let last = session(&app).last_search().expect("kept");
    assert_eq!(last.info.source, dama::tui::Source::Database);
}

#[test]
fn the_computer_converts_a_won_ending_by_the_database() {
    let dir = TempDir::new("egdb-convert");
    // Win in 11 (21 plies); the loser delays as long as it can.
    let fen = "W:WK14,K15:BK29";
    let (mut app, rx) = game_at(&dir, fen, computer(6), computer(6));
    wait_engine(&mut app, &rx);
    let record = session(&app).record();
    let result = record.result().expect("the game is over");
    assert_eq!(
        result.winner_color(),
        Some(dama::draughts::italian::Color::White)
    );
    assert_eq!(record.moves().len(), 21, "perfect play on both sides");
    // The panel keeps the last verdict with its source.
    let screen = text(&render(&app, 100, 32));
    assert!(screen.contains("(database)"), "{screen}");
}

#[test]
fn the_panel_says_the_database_verdict_while_the_computer_plays() {
    let dir = TempDir::new("egdb-panel");
    let (mut app, rx) = game_at(&dir, "B:WK1,K2:BK32", Player::Human, computer(6));
    wait_engine(&mut app, &rx);
    let screen = text(&render(&app, 100, 32));
    // Black's verdict (a loss), said from White's side as every score is.
    assert!(screen.contains("win in 15 for White"), "{screen}");
    assert!(screen.contains("(database)"), "{screen}");
}

#[test]
fn a_computer_below_level_6_plays_endings_by_its_search_not_the_database() {
    let dir = TempDir::new("egdb-weak");
    let (mut app, rx) = game_at(&dir, "B:WK1,K2:BK32", Player::Human, computer(5));
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 1, "it moved");
    let last = session(&app).last_search().expect("kept");
    assert_eq!(last.info.source, dama::tui::Source::Search);
    let screen = text(&render(&app, 100, 32));
    assert!(!screen.contains("(database)"), "{screen}");
}

#[test]
fn the_computer_plays_its_first_move_from_the_book_and_the_panel_says_so() {
    let dir = TempDir::new("book-panel");
    let (mut app, rx) = start(options(&dir));
    let game = dama::game::Game::new(Position::start(), computer(8), Player::Human);
    app.open(game, None);
    wait_engine(&mut app, &rx);
    let record = session(&app).record();
    assert_eq!(record.moves().len(), 1, "it moved");
    let book = Position::opening_book().expect("Italian draughts has a book");
    let played = record.moves()[0];
    assert!(
        book.moves(&Position::start())
            .iter()
            .any(|m| m.mv == played),
        "a book move"
    );
    let last = session(&app).last_search().expect("kept");
    assert_eq!(last.info.source, dama::tui::Source::Book);
    let screen = text(&render(&app, 100, 32));
    assert!(screen.contains("(book)"), "{screen}");
}

#[test]
fn without_databases_the_menu_builds_them_and_the_game_uses_them() {
    let dir = TempDir::new("egdb-build");
    let folder = dir.0.join("egdb");
    let mut o = with_databases(&dir, DatabaseDir::At(folder.clone()), 3);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian draughts
    press(&mut app, KeyCode::Enter); // New game
    assert_eq!(app.menu().page, Page::New);
    let page = screen(&app);
    assert!(
        page.contains("Build the endgame database (≤ 3 pieces"),
        "{page}"
    );
    // The row above Start.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert!(!app.databases().is_settled(), "the build runs");
    let row = app.menu().database_row.clone().expect("the build's row");
    assert!(row.starts_with("Endgame database:"), "{row}");
    pump_until(&mut app, &rx, |a| {
        a.databases().is_settled() && a.databases().pieces() == 3
    });
    assert!(app.menu().database_row.is_none(), "nothing more to offer");
    assert!(folder.join("w0k2b0k1.egdb").is_file());
    // Start stays selected; a position from the databases, then a hint.
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "W:WK22,K18:BK5");
    press(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), dama::tui::Screen::Game);
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let said = message(&app);
    assert!(said.contains("win in 3 for White (database)"), "{said}");
}

#[test]
fn a_failed_build_is_said_and_the_game_goes_on() {
    let dir = TempDir::new("egdb-fail");
    // A folder that cannot be made: its parent is a file.
    let blocker = dir.0.join("not-a-folder");
    std::fs::write(&blocker, "x").expect("write");
    let folder = blocker.join("egdb");
    let mut o = with_databases(&dir, DatabaseDir::At(folder), 3);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    pump_until(&mut app, &rx, |a| a.databases().is_settled());
    let note = app
        .menu()
        .database_note
        .clone()
        .expect("the failure is said");
    assert!(
        note.starts_with("The endgame database could not be built")
            && note.contains("not-a-folder"),
        "{note}"
    );
    assert!(screen(&app).contains("could not be built"));
    // Offered again, and the game starts and plays without it.
    assert!(app.menu().database_row.is_some());
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
}

#[test]
fn no_data_folder_is_said_when_the_build_is_asked() {
    let dir = TempDir::new("egdb-nofolder");
    let mut o = with_databases(&dir, DatabaseDir::NoFolder, 3);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    let note = app.menu().database_note.clone().expect("said");
    assert!(note.contains("DAMA_EGDB_DIR"), "{note}");
}

#[test]
fn the_computer_plays_on_two_threads() {
    let dir = TempDir::new("threads");
    let mut o = options(&dir);
    o.threads = 2;
    o.level = Some(Level::of(4));
    let (mut app, rx) = start(o);
    assert_eq!(app.options().threads, 2);
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
}

/// A game against the computer at a fixed depth (no randomness: it always has a line)
/// with pondering as given, after the person's 22-18 and the computer's reply.
fn pondering_game(name: &str, ponder: bool) -> (TempDir, App, Receiver<Event>) {
    let dir = TempDir::new(name);
    let mut o = options(&dir);
    o.depth = Some(4);
    o.ponder = ponder;
    let (mut app, rx) = start(o);
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
    (dir, app, rx)
}

#[test]
fn a_ponder_hit_answers_at_once_with_the_move_the_search_found() {
    let (_dir, mut app, rx) = pondering_game("ponder-hit", true);
    let expected = session(&app)
        .pondering()
        .expect("pondering")
        .expected()
        .to_string();
    pump_until(&mut app, &rx, |a| {
        session(a).pondering().is_some_and(|p| p.is_done())
    });
    let found = session(&app)
        .pondering()
        .and_then(|p| p.best())
        .expect("a move");
    // The screen shows what it expects.
    let shown = text(&render(&app, 100, 32));
    assert!(
        shown.contains(&format!("pondering · expects {expected}")),
        "{shown}"
    );
    enter_line(&mut app, &expected);
    // No event needed: the answer was ready.
    let record = session(&app).record();
    assert_eq!(record.moves().len(), 4);
    let before = &record.positions()[3];
    assert_eq!(before.move_text(&record.moves()[3]), found);
    assert!(!session(&app).is_busy());
}

#[test]
fn a_ponder_miss_drops_the_search_and_thinks_afresh() {
    let (_dir, mut app, rx) = pondering_game("ponder-miss", true);
    let p = session(&app).pondering().expect("pondering");
    let (expected, ponder_pos) = (p.expected().to_string(), *p.position());
    let pos = position(&app);
    let other = pos
        .legal_moves()
        .iter()
        .map(|m| pos.move_text(m))
        .find(|m| *m != expected)
        .expect("another move");
    enter_line(&mut app, &other);
    assert!(session(&app).pondering().is_none(), "dropped");
    let th = session(&app).thinking().expect("a new search");
    assert_eq!(th.purpose, Purpose::Move);
    assert_ne!(*session(&app).position(), ponder_pos);
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 4);
}

#[test]
fn no_pondering_when_off_in_review_at_the_end_or_between_people() {
    // Off.
    let (_d, app, _rx) = pondering_game("ponder-off", false);
    assert!(session(&app).pondering().is_none());
    // Turned on by the command: it starts at once.
    let (_d, mut app, _rx) = pondering_game("ponder-cmd", false);
    enter_line(&mut app, "ponder");
    assert!(session(&app).pondering().is_some());
    assert!(message(&app).starts_with("Pondering on"));
    enter_line(&mut app, "ponder");
    assert!(session(&app).pondering().is_none());
    // Review stops it.
    let (_d, mut app, _rx) = pondering_game("ponder-review", true);
    assert!(session(&app).pondering().is_some());
    press(&mut app, KeyCode::Tab);
    assert!(session(&app).pondering().is_none());
    // The game over stops it.
    let (_d, mut app, _rx) = pondering_game("ponder-resign", true);
    enter_line(&mut app, "resign");
    app.update(Event::Tick);
    assert!(session(&app).record().result().is_some());
    assert!(session(&app).pondering().is_none());
    // Two people: nobody to ponder for.
    let dir = TempDir::new("ponder-people");
    let mut o = options(&dir);
    o.ponder = true;
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "22-18");
    enter_line(&mut app, "10-14");
    assert!(session(&app).pondering().is_none());
    assert!(!session(&app).is_busy());
}

/// Distances for ≤ 2 pieces and win/draw/loss only for 3: the 3-piece positions are
/// then "beyond the distances", as 6-piece positions are with the full databases.
fn wdl_only_three() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tui-engine-wdl3");
        egdb::build(&dir, 2, 1, &mut |_| {}).expect("build 2");
        egdb::build_wdl(&dir, &egdb::wdl_plan(3), 1, &mut |_| {}).expect("build wdl 3");
        dir
    })
}

#[test]
fn beyond_the_distances_the_computer_keeps_the_databases_value() {
    let db = Egdb::open(wdl_only_three()).expect("open");
    // A won position where some moves throw the win away.
    let (fen, keep) = (5..=28)
        .flat_map(|k| (1..=32).map(move |b| format!("W:WK{k},K30:BK{b}")))
        .filter_map(|fen| Position::from_fen(&fen).ok().map(|p| (fen, p)))
        .find_map(|(fen, pos)| {
            let (value, keep) = db.keeping_moves(&pos)?;
            let all = pos.legal_moves().len();
            (value == egdb::Wdl::Win && !keep.is_empty() && keep.len() < all).then_some((fen, keep))
        })
        .expect("such a position");
    let dir = TempDir::new("egdb-wdl-root");
    let mut o = with_databases(&dir, DatabaseDir::At(wdl_only_three().clone()), 3);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    pump_until(&mut app, &rx, |a| a.databases().is_settled());
    let pos = Position::from_fen(&fen).expect("fen");
    app.open(dama::game::Game::new(pos, computer(6), Player::Human), None);
    wait_engine(&mut app, &rx);
    let played = session(&app).record().moves()[0];
    assert!(
        keep.contains(&played),
        "{fen}: {} keeps the win",
        played.fid()
    );
}
