//! The puzzle mode through the app and `TestBackend`: a shipped puzzle solved by typing
//! its line, a wrong move then the solution shown, hints (and what they cost), an
//! illegal move refused, the progress saved and read back (a damaged file set aside),
//! the menu's "Puzzles" row (draughts only), and `dama play --puzzles --game dameta`
//! refused. Every app saves into its own temporary folder.

#[path = "tui_support/mod.rs"]
mod tui_support;

mod common;

use ratatui::crossterm::event::KeyCode;

use dama::core::Rules;
use dama::draughts::Variant;
use dama::draughts::english::Position;
use dama::draughts::puzzles::rating::{START, Try, update};
use dama::draughts::puzzles::starter;
use dama::puzzle_progress::{FILE_NAME, GameProgress, Progress};
use dama::tui::draughts::puzzle::{PuzzleTable, State};
use dama::tui::{App, Screen};
use tui_support::{TempDir, enter_line, options, press, render, start, text};

/// The screen at 120x40: the panel's lines unwrapped.
fn screen(app: &App) -> String {
    text(&render(app, 120, 40))
}

fn open(dir: &TempDir) -> App {
    let mut o = options(dir);
    o.puzzles = true;
    o.game = "english".to_string();
    start(o).0
}

fn table(app: &App) -> &PuzzleTable<Position> {
    app.table()
        .and_then(|t| t.as_any().downcast_ref::<PuzzleTable<Position>>())
        .expect("the puzzle mode is shown")
}

/// The line of the puzzle shown, as texts; checked to be a line of the shipped set.
fn line(app: &App) -> Vec<String> {
    let p = table(app).puzzle();
    let texts = p.line_texts();
    let row = format!("{} | {} |", p.position.position_text(), texts.join(" "));
    assert!(
        starter::text(Variant::English).contains(&row),
        "{row} is in the shipped set"
    );
    texts
}

fn saved(dir: &TempDir) -> GameProgress {
    let (p, msg) = Progress::load(&dir.0.join(FILE_NAME));
    assert_eq!(msg, None);
    p.games
        .get("english")
        .cloned()
        .expect("english progress saved")
}

fn message(app: &App) -> String {
    table(app).message().unwrap_or_default().to_string()
}

/// A legal move of the puzzle's position that is not the solution's first.
fn wrong_move(app: &App) -> String {
    let p = table(app).puzzle();
    let first = p.line[0];
    (p.position.legal_moves().into_iter())
        .find(|m| *m != first)
        .map(|m| p.position.move_text(&m))
        .expect("a puzzle has another legal move")
}

/// Types the solver's moves of the line (the replies come by themselves).
fn solve(app: &mut App, line: &[String]) {
    for (i, mv) in line.iter().enumerate().step_by(2) {
        assert_eq!(table(app).state(), State::Solving, "before move {i}");
        enter_line(app, mv);
    }
}

#[test]
fn a_puzzle_is_solved_by_typing_its_line() {
    let dir = TempDir::new("puzzle-solve");
    let mut app = open(&dir);
    let shown = screen(&app);
    assert!(shown.contains("Puzzle 1 · rating"), "{shown}");
    assert!(shown.contains("to play and win material"), "{shown}");
    assert!(
        shown.contains("your rating 1200 · streak 0 (best 0)"),
        "{shown}"
    );
    let line = line(&app);
    let rating = table(&app).puzzle().rating;
    solve(&mut app, &line);
    assert_eq!(table(&app).state(), State::Solved);
    assert_eq!(table(&app).ply(), line.len());
    assert!(screen(&app).contains("Solved"));
    let g = saved(&dir);
    assert_eq!((g.tries, g.solved, g.streak, g.best_streak), (1, 1, 1, 1));
    assert_eq!(g.rating, update(START, rating, 0, Try::Solved { hints: 0 }));
    assert!(g.rating > START);
    // Read back by a new app on the same folder; N picks another puzzle.
    let mut again = open(&dir);
    let shown = screen(&again);
    assert!(shown.contains("streak 1 (best 1)"), "{shown}");
    assert_eq!(table(&again).game_progress(), g);
    let first = table(&app).puzzle().position;
    press(&mut again, KeyCode::Char('n'));
    assert_ne!(table(&again).puzzle().position, first);
    assert!(screen(&again).contains("Puzzle 2 ·"));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
    assert!(app.table().is_none());
}

#[test]
fn a_wrong_move_fails_the_puzzle_and_s_shows_the_solution() {
    let dir = TempDir::new("puzzle-fail");
    let mut app = open(&dir);
    let line = line(&app);
    let rating = table(&app).puzzle().rating;
    let wrong = wrong_move(&app);
    enter_line(&mut app, &wrong);
    assert_eq!(message(&app), "Not the move — try again");
    assert_eq!(table(&app).ply(), 0, "the wrong move is not played");
    assert_eq!(table(&app).state(), State::Solving);
    press(&mut app, KeyCode::Char('S'));
    assert_eq!(table(&app).state(), State::Shown);
    let shown = screen(&app);
    assert!(shown.contains("Solution:"), "{shown}");
    assert!(shown.contains(&line[0]), "{shown}");
    let g = saved(&dir);
    assert_eq!((g.tries, g.solved, g.streak), (1, 0, 0));
    assert_eq!(g.rating, update(START, rating, 0, Try::Failed));
    // Counted once: S again and typed moves change nothing.
    press(&mut app, KeyCode::Char('s'));
    enter_line(&mut app, &line[0]);
    assert_eq!(saved(&dir).tries, 1);
}

#[test]
fn hints_name_the_piece_then_the_target_and_halve_the_gain() {
    let dir = TempDir::new("puzzle-hint");
    let mut app = open(&dir);
    let line = line(&app);
    let rating = table(&app).puzzle().rating;
    let (from, to) = table(&app).next_squares().expect("a move to find");
    assert!(line[0].starts_with(&from) && line[0].ends_with(&to));
    press(&mut app, KeyCode::Char('h'));
    assert_eq!(message(&app), format!("Hint: the piece on {from} moves"));
    press(&mut app, KeyCode::Char('H'));
    assert_eq!(message(&app), format!("Hint: from {from} to {to}"));
    solve(&mut app, &line);
    assert_eq!(table(&app).state(), State::Solved);
    let g = saved(&dir);
    assert_eq!((g.solved, g.streak), (1, 1));
    assert_eq!(g.rating, update(START, rating, 0, Try::Solved { hints: 2 }));
    assert!(g.rating < update(START, rating, 0, Try::Solved { hints: 0 }));
}

#[test]
fn an_illegal_move_is_refused_with_the_usual_words_and_costs_nothing() {
    let dir = TempDir::new("puzzle-illegal");
    let mut app = open(&dir);
    let line = line(&app);
    enter_line(&mut app, "1-2");
    let said = message(&app);
    assert!(!said.is_empty() && !said.contains("Not the move"), "{said}");
    assert!(!table(&app).failed());
    solve(&mut app, &line);
    assert_eq!(saved(&dir).solved, 1);
}

#[test]
fn a_damaged_progress_file_is_said_and_play_starts_fresh() {
    let dir = TempDir::new("puzzle-damaged");
    std::fs::write(dir.0.join(FILE_NAME), "{ not json").expect("written");
    let app = open(&dir);
    assert!(
        message(&app).contains("puzzles.json.bad"),
        "{}",
        message(&app)
    );
    assert!(screen(&app).contains("your rating 1200"));
    assert!(dir.0.join("puzzles.json.bad").is_file());
}

#[test]
fn the_menu_offers_puzzles_for_draughts_only() {
    let dir = TempDir::new("puzzle-menu");
    for (game, offered) in [("english", true), ("dameta", false), ("damhex", false)] {
        let mut o = options(&dir);
        o.start_menu = true;
        o.game = game.to_string();
        let mut app = start(o).0;
        press(&mut app, KeyCode::Enter); // the game chosen
        for _ in 0..7 {
            press(&mut app, KeyCode::Down);
        }
        let shown = screen(&app);
        if offered {
            assert!(shown.contains("▶ Puzzles"), "{shown}");
            press(&mut app, KeyCode::Enter);
            assert_eq!(app.screen(), Screen::Game);
            assert!(screen(&app).contains("Puzzle 1 ·"));
        } else {
            assert!(!shown.contains("Puzzles"), "{game}: {shown}");
            assert!(shown.contains("▶ Quit"), "{game}: {shown}");
        }
    }
}

#[test]
fn puzzles_of_dameta_are_refused_before_the_terminal() {
    for game in ["dameta", "damhex"] {
        let out = common::dama(&["play", "--puzzles", "--game", game]);
        assert_ne!(out.status.code(), Some(0));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("there are no puzzles for"), "{err}");
        assert!(
            err.contains("italian, english, brazilian or international"),
            "{err}"
        );
    }
}

#[test]
fn a_puzzle_finished_after_a_wrong_move_counts_as_failed() {
    let dir = TempDir::new("puzzle-late");
    let mut app = open(&dir);
    let line = line(&app);
    let wrong = wrong_move(&app);
    enter_line(&mut app, &wrong);
    solve(&mut app, &line);
    assert_eq!(table(&app).state(), State::Solved);
    assert_eq!(
        message(&app),
        "Solved, after a wrong move: counted as failed"
    );
    let g = saved(&dir);
    assert_eq!((g.tries, g.solved, g.streak), (1, 0, 0));
}

#[test]
fn leaving_a_puzzle_counts_only_after_a_wrong_move() {
    let dir = TempDir::new("puzzle-leave");
    let mut app = open(&dir);
    press(&mut app, KeyCode::Char('n'));
    assert!(
        !dir.0.join(FILE_NAME).exists(),
        "a skipped puzzle counts for nothing"
    );
    line(&app); // a shipped puzzle
    let wrong = wrong_move(&app);
    enter_line(&mut app, &wrong);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
    let g = saved(&dir);
    assert_eq!((g.tries, g.solved, g.streak), (1, 0, 0));
}
