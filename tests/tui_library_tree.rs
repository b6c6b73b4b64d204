//! The library screen's opening tree and the list's faults of issue 40: F3 opens the
//! tree at the start with the moves the games played and their results, Enter and ←
//! walk it, Tab and Enter open a game that reached the position there; the dialog opens
//! the tree at a game's move; the footer fits 80 columns, the sort arrow shows on the
//! narrow Moves column, a file of several games has a column naming each game, and
//! "review from the start" shows the move list from its first move.

mod tui_support;

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use dama::core::Rules;
use dama::draughts::italian::Position;
use dama::tui::{Event, Screen};
use tui_support::{TempDir, options, press, render, screen, start, text};

/// `games` Italian games of legal moves (`plies` each), the `(k + ply) % n`-th legal
/// move each time, results in turn.
fn library_text(games: usize, plies: usize) -> String {
    let results = ["1-0", "0-1", "1/2-1/2"];
    let mut out = String::new();
    for k in 0..games {
        let result = results[k % 3];
        out.push_str(&format!(
            "[White \"White {k}\"]\n[Black \"Black {k}\"]\n[Result \"{result}\"]\n\n"
        ));
        let mut pos = Position::start();
        for ply in 0..plies {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let mv = legal[(k / 2 + ply) % legal.len()];
            if ply % 2 == 0 {
                out.push_str(&format!("{}. ", ply / 2 + 1));
            }
            out.push_str(&pos.move_text(&mv));
            out.push(' ');
            pos.play_unchecked(&mv);
        }
        out.push_str(result);
        out.push_str("\n\n");
    }
    out
}

fn open(dir: &TempDir, name: &str, body: &str) -> dama::tui::App {
    let path: PathBuf = dir.0.join(name);
    std::fs::write(&path, body).expect("write");
    let mut opts = options(dir);
    opts.library = Some(path);
    start(opts).0
}

#[test]
fn f3_opens_the_tree_and_enter_walks_it() {
    let dir = TempDir::new("tree");
    let mut app = open(&dir, "t.pdn", &library_text(9, 12));
    press(&mut app, KeyCode::F(3));
    let shown = screen(&app);
    assert!(shown.contains("Opening tree of t.pdn (9 games)"), "{shown}");
    assert!(shown.contains("The start position"), "{shown}");
    assert!(shown.contains("Games that reached it: 9"), "{shown}");
    assert!(shown.contains("White wins 33%"), "{shown}");
    assert!(shown.contains("White to move"), "{shown}");
    assert!(shown.contains("Move") && shown.contains("Games"), "{shown}");
    // Into the most played move, and back.
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(shown.contains("Line: "), "{shown}");
    assert!(shown.contains("Black to move"), "{shown}");
    press(&mut app, KeyCode::Left);
    assert!(screen(&app).contains("The start position"));
    // A game that reached it opens for review there.
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game, "{}", screen(&app));
    assert_eq!(tui_support::session(&app).record().cursor(), 1);
    // Both boards fit 80x24 and 100x32.
    for (w, h) in [(80, 24), (100, 32)] {
        let _ = text(&render(&app, w, h));
    }
}

#[test]
fn the_dialog_opens_the_tree_at_a_games_move_and_esc_goes_back_to_the_list() {
    let dir = TempDir::new("tree-dialog");
    let mut app = open(&dir, "t.pdn", &library_text(6, 10));
    press(&mut app, KeyCode::Enter);
    for _ in 0..5 {
        press(&mut app, KeyCode::Down);
    }
    assert!(
        screen(&app).contains("> Opening tree at move"),
        "{}",
        screen(&app)
    );
    // Move 2: the position after White's and Black's first moves.
    for _ in 0..10 {
        press(&mut app, KeyCode::Left);
    }
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(shown.contains("Line: "), "{shown}");
    assert!(shown.contains("White to move"), "{shown}");
    assert!(shown.contains("#1 White 0"), "{shown}");
    press(&mut app, KeyCode::Esc);
    assert!(screen(&app).contains("Library t.pdn"), "{}", screen(&app));
}

#[test]
fn the_footer_fits_80_columns_and_the_sort_arrow_shows_on_moves() {
    let dir = TempDir::new("library-footer");
    let mut app = open(&dir, "t.pdn", &library_text(3, 6));
    let shown = text(&render(&app, 80, 24));
    let footer = shown
        .lines()
        .last()
        .unwrap_or_default()
        .trim_end()
        .to_string();
    assert!(footer.chars().count() <= 80, "{footer}");
    assert!(
        footer.contains("Enter open") && footer.contains("F3"),
        "{footer}"
    );
    assert!(footer.contains("Esc"), "{footer}");
    app.update(Event::Key(KeyEvent::new(
        KeyCode::Char('6'),
        KeyModifiers::ALT,
    )));
    let heading = text(&render(&app, 80, 24))
        .lines()
        .nth(2)
        .unwrap_or_default()
        .to_string();
    assert!(heading.contains('▲'), "{heading}");
    app.update(Event::Key(KeyEvent::new(
        KeyCode::Char('6'),
        KeyModifiers::ALT,
    )));
    let heading = text(&render(&app, 80, 24))
        .lines()
        .nth(2)
        .unwrap_or_default()
        .to_string();
    assert!(heading.contains('▼'), "{heading}");
}

#[test]
fn a_file_of_several_games_names_each_games_game() {
    let dir = TempDir::new("library-mixed");
    let mut body = library_text(1, 4);
    body.push_str("[GameType \"20\"]\n[White \"Intl\"]\n\n1. 32-28 *\n\n");
    let app = open(&dir, "mixed.pdn", &body);
    let shown = text(&render(&app, 100, 32));
    let heading = shown.lines().nth(2).unwrap_or_default();
    assert!(heading.contains("Game"), "{shown}");
    assert!(shown.contains("International"), "{shown}");
    assert!(shown.contains("Italian"), "{shown}");
}

#[test]
fn review_from_the_start_shows_the_first_moves() {
    let dir = TempDir::new("library-review-start");
    let mut app = open(&dir, "long.pdn", &library_text(1, 60));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter); // Review from the start
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(tui_support::session(&app).record().cursor(), 0);
    for (w, h) in [(80, 24), (100, 32)] {
        let shown = text(&render(&app, w, h));
        assert!(
            shown.lines().any(|l| l.contains(" 1. ")),
            "{w}x{h}: the list starts at move 1\n{shown}"
        );
    }
}
