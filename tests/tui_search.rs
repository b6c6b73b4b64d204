//! The position search from a game (issue 40, part 4): F8 (or `search`, Italian
//! `cerca`) on a game's board asks for a PDN library, then shows the opening tree at
//! exactly that position; Esc comes back to the game as it was (the same moves, the
//! clocks not charged while away), Enter on a library game opens it there (the game
//! left saved first); a library of another game is refused with a message naming what
//! it holds; the position editor searches its board too.

mod tui_support;

use std::path::PathBuf;
use std::time::Duration;

use ratatui::crossterm::event::KeyCode;

use dama::core::{Rules, Seat};
use dama::draughts::italian::Position;
use dama::game::clock::TimeControl;
use dama::tui::{Event, Screen, TimeSource};
use tui_support::*;

/// The move of ply `ply` of library game `k`: the `(k + ply) % n`-th legal move.
fn pick(pos: &Position, k: usize, ply: usize) -> Option<<Position as Rules>::Move> {
    let legal = pos.legal_moves();
    (!legal.is_empty()).then(|| legal[(k + ply) % legal.len()])
}

/// `games` Italian games of `plies` legal plies, results in turn.
fn library(dir: &TempDir, games: usize, plies: usize) -> PathBuf {
    let results = ["1-0", "0-1", "1/2-1/2"];
    let mut out = String::new();
    for k in 0..games {
        let result = results[k % 3];
        out.push_str(&format!(
            "[White \"White {k}\"]\n[Black \"Black {k}\"]\n[Result \"{result}\"]\n\n"
        ));
        let mut pos = Position::start();
        for ply in 0..plies {
            let Some(mv) = pick(&pos, k % 2, ply) else {
                break;
            };
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
    let path = dir.0.join("lib.pdn");
    std::fs::write(&path, out).expect("write");
    path
}

/// A game between two people on a hand-turned clock, after the first `plies` moves of
/// the library's even games.
fn game_at(dir: &TempDir, plies: usize) -> (dama::tui::App, dama::tui::ManualTime) {
    let (source, hand) = TimeSource::manual();
    let mut o = options(dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    o.time = source;
    o.clock = Some(TimeControl::parse("5m+0s").expect("control"));
    let (mut app, _rx) = start(o);
    let mut pos = Position::start();
    for ply in 0..plies {
        let mv = pick(&pos, 0, ply).expect("a move");
        enter_line(&mut app, &pos.move_text(&mv));
        pos.play_unchecked(&mv);
    }
    assert_eq!(position(&app), pos, "{}", screen(&app));
    (app, hand)
}

/// Types `path` in the page's field (replacing what is offered) and presses Enter.
fn search_in(app: &mut dama::tui::App, path: &std::path::Path) {
    type_text(app, &path.display().to_string());
    press(app, KeyCode::Enter);
}

#[test]
fn f8_searches_a_library_for_the_board_and_esc_gives_the_game_back() {
    let dir = TempDir::new("search-game");
    let lib = library(&dir, 6, 10);
    let (mut app, hand) = game_at(&dir, 3);
    hand.advance(Duration::from_secs(10));
    app.update(Event::Tick);
    let moves = session(&app).record().moves().to_vec();
    let left = [Seat(0), Seat(1)].map(|s| session(&app).time_left(s));
    press(&mut app, KeyCode::F(8));
    assert_eq!(app.screen(), Screen::Search);
    let shown = screen(&app);
    assert!(
        shown.contains("Search a library for this position"),
        "{shown}"
    );
    assert!(shown.contains("Black to move"), "{shown}");
    // Nothing typed: said, the page stays.
    press(&mut app, KeyCode::Enter);
    assert!(screen(&app).contains("Type the path"), "{}", screen(&app));
    search_in(&mut app, &lib);
    assert_eq!(app.screen(), Screen::Library, "{}", screen(&app));
    let shown = screen(&app);
    assert!(shown.contains("The position of your game"), "{shown}");
    // Games 0, 2 and 4 played these three plies; game 4's move list is the same.
    assert!(shown.contains("Games that reached it: 3"), "{shown}");
    assert!(shown.contains("Black to move"), "{shown}");
    assert!(shown.contains("Esc back to your game"), "{shown}");
    // Time passes away from the board: no clock runs, no move is lost.
    hand.advance(Duration::from_secs(60));
    app.update(Event::Tick);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game, "{}", screen(&app));
    assert_eq!(session(&app).record().moves(), &moves[..]);
    assert_eq!([Seat(0), Seat(1)].map(|s| session(&app).time_left(s)), left);
    // Back at the board the clock runs again.
    hand.advance(Duration::from_secs(5));
    app.update(Event::Tick);
    assert_ne!(session(&app).time_left(Seat(1)), left[1]);
    // The move line's word does the same; the library is offered, Esc leaves the page.
    enter_line(&mut app, "cerca");
    assert_eq!(app.screen(), Screen::Search);
    let shown = screen(&app);
    assert!(shown.contains("lib.pdn"), "{shown}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);
    // Both sizes draw the page and the tree.
    press(&mut app, KeyCode::F(8));
    let _ = text(&render(&app, 80, 24));
    press(&mut app, KeyCode::Enter);
    for (w, h) in [(80, 24), (100, 32)] {
        let shown = text(&render(&app, w, h));
        assert!(shown.contains("The position of your game"), "{shown}");
    }
}

#[test]
fn enter_on_a_library_game_opens_it_there_and_keeps_the_game_left() {
    let dir = TempDir::new("search-open");
    let lib = library(&dir, 4, 10);
    let (mut app, _hand) = game_at(&dir, 2);
    press(&mut app, KeyCode::F(8));
    search_in(&mut app, &lib);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game, "{}", screen(&app));
    let s = session(&app);
    assert_eq!(s.record().cursor(), 2, "opened at the position searched");
    assert_eq!(s.record().moves().len(), 10, "the library game's moves");
    let said = s.message().expect("a message").text.clone();
    assert!(said.contains("before-search"), "{said}");
    let kept: dama::game::Game =
        dama::game::save::load_as(&dir.0.join("before-search.json")).expect("the game left");
    assert_eq!(kept.moves().len(), 2);
}

#[test]
fn a_library_of_another_game_is_refused_and_the_editor_searches_its_board() {
    let dir = TempDir::new("search-wrong");
    let other = dir.0.join("intl.pdn");
    std::fs::write(&other, "[GameType \"20\"]\n[White \"A\"]\n\n1. 32-28 *\n\n").expect("write");
    let (mut app, _hand) = game_at(&dir, 1);
    press(&mut app, KeyCode::F(8));
    search_in(&mut app, &other);
    assert_eq!(app.screen(), Screen::Search);
    let shown = text(&render(&app, 100, 32));
    assert!(shown.contains("holds no"), "{shown}");
    assert!(shown.contains("International"), "{shown}");
    // A file that is not there: the library's own message.
    press(&mut app, KeyCode::Home);
    type_text(&mut app, "x");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Search);
    press(&mut app, KeyCode::Esc);
    assert_eq!(session(&app).record().moves().len(), 1);
    // The editor (F6) searches the board it shows; Esc comes back to it.
    let lib = library(&dir, 3, 6);
    press(&mut app, KeyCode::F(6));
    press(&mut app, KeyCode::F(8));
    assert_eq!(app.screen(), Screen::Search, "{}", screen(&app));
    let shown = screen(&app);
    assert!(shown.contains("Black to move"), "{shown}");
    search_in(&mut app, &lib);
    assert_eq!(app.screen(), Screen::Library, "{}", screen(&app));
    assert!(
        screen(&app).contains("Games that reached it: 2"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);
    assert!(
        screen(&app).to_lowercase().contains("edit"),
        "{}",
        screen(&app)
    );
}
