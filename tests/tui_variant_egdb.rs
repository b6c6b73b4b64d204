//! The English, Brazilian and International endgame databases in the terminal game: the
//! hint and the thinking panel end with the databases' verdict ("win in 8 for White
//! (database)": the English distances) in a covered position, and the analysis mode's
//! lines take them as their oracle (a capture into a won 3-piece ending reads "win in
//! N", its exact distance). English databases of at
//! most 3 pieces, built once in Cargo's test folder, in the `english/` subfolder of the
//! databases' folder the game is given (as `dama play` looks for them).

mod tui_support;

use std::path::PathBuf;
use std::process::Command;
use std::sync::OnceLock;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use dama::core::Rules;
use dama::draughts::english;
use dama::game::{Player, Record};
use dama::tui::databases::DatabaseDir;
use dama::tui::{App, Event, Session, Source};

use tui_support::*;

/// The folder holding `english/` with the ≤ 3-piece English databases, built once (a
/// build keeps sound slices, so later runs only check them).
fn tiny() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tui-variant-egdb3");
        let out = Command::new(env!("CARGO_BIN_EXE_dama"))
            .args([
                "egdb", "build", "--game", "english", "--pieces", "3", "--dir",
            ])
            .arg(dir.join("english"))
            .output()
            .expect("build");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        dir
    })
}

fn english(app: &App) -> &Session<english::Position> {
    app.session::<english::Position>().expect("an English game")
}

/// An English game from `fen`, a person against the computer, with the databases.
fn game_at(dir: &TempDir, fen: &str) -> (App, Receiver<Event>) {
    let mut o = options(dir);
    o.databases = DatabaseDir::At(tiny().clone());
    let (mut app, rx) = start(o);
    let pos = english::Position::from_fen(fen).expect("fen");
    let computer = Player::Computer {
        level: dama::core::Level::of(6),
    };
    app.open(Record::new(pos, Player::Human, computer), None);
    (app, rx)
}

/// The distance the databases store for `pos` (plies).
fn distance(pos: &english::Position) -> u16 {
    let db = dama::draughts::egdb::Egdb::<dama::draughts::english::English>::open(
        &tiny().join("english"),
    )
    .expect("open");
    db.probe(pos).expect("a distance").distance
}

/// "win in N": the winner's moves of the stored distance of `fen`.
fn distance_moves(fen: &str) -> u16 {
    distance(&english::Position::from_fen(fen).expect("fen")).div_ceil(2)
}

fn message(app: &App) -> String {
    let m = english(app).message();
    m.map(|m| m.text.clone()).unwrap_or_default()
}

#[test]
fn the_hint_and_the_panel_give_the_english_databases_verdict() {
    let dir = TempDir::new("variant-egdb-hint");
    // Two kings against one, White to move: a database win, in as many moves as the
    // databases' distance says.
    let (mut app, rx) = game_at(&dir, "W:WK14,K18:BK1");
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let said = message(&app);
    let moves = distance_moves("W:WK14,K18:BK1");
    let verdict = format!("win in {moves} for White (database)");
    assert!(said.contains(&verdict), "{said}");
    let last = english(&app).last_search().expect("kept");
    assert_eq!(last.info.source, Source::Database);
    let screen = text(&render(&app, 100, 32));
    assert!(screen.contains(&verdict), "{screen}");
    // One king against one: a database draw.
    let (mut app, rx) = game_at(&dir, "W:WK14:BK1");
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let said = message(&app);
    assert!(said.contains("draw (database)"), "{said}");
}

#[test]
fn without_the_databases_folder_the_hint_is_the_search_alone() {
    let dir = TempDir::new("variant-egdb-none");
    let (mut app, rx) = start(options(&dir));
    let pos = english::Position::from_fen("W:WK14,K18:BK1").expect("fen");
    app.open(Record::new(pos, Player::Human, Player::Human), None);
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    assert!(!message(&app).contains("(database)"), "{}", message(&app));
}

#[test]
fn the_analysis_lines_read_a_capture_into_a_won_ending_as_a_win() {
    let dir = TempDir::new("variant-egdb-lines");
    // 18x11 is forced and leaves two kings against one: lost for Black, whose move
    // it then is (4 pieces at the root: the 3-piece positions are exact values).
    let (mut app, rx) = game_at(&dir, "W:WK18,K26:B15,K1");
    enter_line(&mut app, "analyse");
    for _ in 0..2_000 {
        let lines = english(&app).analysis().map(|a| a.lines().to_vec());
        if lines.is_some_and(|l| !l.is_empty()) {
            break;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    let screen = text(&render(&app, 100, 32));
    // The root is a move from the ending: one ply more than the child's distance.
    let root = english::Position::from_fen("W:WK18,K26:B15,K1").expect("fen");
    let child = root.after(&root.parse_move("18x11").expect("a move"));
    let moves = (distance(&child) + 2) / 2;
    assert!(
        screen.contains(&format!("win in {moves} 18x11")),
        "{screen}"
    );
}
