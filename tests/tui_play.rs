//! Whole sessions of the terminal game through `App::update`: saving, exiting, resuming,
//! undo and redo, hints, levels, the computer's moves, a full game against level 1.
//! The engine runs on its thread; the tests wait on the event channel, bounded.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use dama::draughts::italian::{Color, Position};
use dama::game::Player;
use dama::tui::session::Dialog;
use dama::tui::{ColorChoice, Event, Mover, Screen};

mod tui_support;
use tui_support::*;

#[test]
fn save_prompt_asks_for_a_name_then_saves_into_the_folder() {
    let dir = TempDir::new("save");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "s");
    let s = screen(&app);
    assert!(s.contains("Save as (name or path):"), "{s}");
    type_text(&mut app, "first");
    press(&mut app, KeyCode::Enter);
    assert!(dir.0.join("first.json").is_file());
    assert!(screen(&app).contains("Saved to"));
    // Another game under the same name must ask before overwriting.
    let other = dama::game::Game::new(Position::start(), Player::Human, Player::Human);
    dama::game::save::save(&other, &dir.0.join("other.json"), false).expect("save");
    enter_line(&mut app, "save other");
    let s = screen(&app);
    assert!(s.contains("Overwrite it? (Y/N)"), "{s}");
    press(&mut app, KeyCode::Char('y'));
    let s = session(&app);
    assert!(s.dialog().is_none());
    assert_eq!(s.saved_as(), Some(dir.0.join("other.json").as_path()));
}

#[test]
fn exit_asks_and_mentions_unsaved_moves() {
    let dir = TempDir::new("exit");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "E");
    let s = screen(&app);
    assert!(s.contains("EXIT ? (Y/N)"), "{s}");
    assert!(!s.contains("not saved"));
    press(&mut app, KeyCode::Char('n'));
    assert!(!app.has_quit());
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    app.update(Event::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    let s = screen(&app);
    assert!(
        s.contains("EXIT ? (Y/N)") && s.contains("not saved by name"),
        "{s}"
    );
    press(&mut app, KeyCode::Char('s'));
    type_text(&mut app, "before-exit");
    press(&mut app, KeyCode::Enter);
    assert!(app.has_quit());
    assert!(dir.0.join("before-exit.json").is_file());
}

#[test]
fn save_exit_resume_finds_the_same_position() {
    let dir = TempDir::new("resume");
    let (mut app, rx) = start(options(&dir));
    for mv in ["22-18", "21-17"] {
        let pos = position(&app);
        let text = if pos.parse_move(mv).is_ok() {
            mv.to_string()
        } else {
            pos.legal_moves()[0].fid()
        };
        enter_line(&mut app, &text);
        wait_engine(&mut app, &rx);
    }
    let before = position(&app);
    enter_line(&mut app, "save mine");
    enter_line(&mut app, "exit");
    press(&mut app, KeyCode::Char('y'));
    assert!(app.has_quit());
    drop(app);

    // From the menu: Resume → the saved game.
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // the game: Italian
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let s = screen(&app);
    assert!(
        s.contains("Last game (autosave)") && s.contains("mine"),
        "{s}"
    );
    press(&mut app, KeyCode::Down); // the saved game, after the autosave
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(position(&app), before);

    // And by typing its name.
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // the game: Italian
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    for _ in 0..2 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter); // type a file name
    type_text(&mut app, "mine");
    press(&mut app, KeyCode::Enter);
    assert_eq!(position(&app), before);
    // The autosave holds the same game.
    let auto =
        dama::game::save::load_as::<Position>(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(*auto.position(), before);
}

#[test]
fn a_whole_game_against_level_one() {
    let dir = TempDir::new("whole");
    let (mut app, rx) = start(options(&dir));
    for _ in 0..600 {
        let s = session(&app);
        if s.record().result().is_some() {
            break;
        }
        if s.human_to_move() {
            let mv = s.record().position().legal_moves()[0];
            // Alternate the notations the player may use.
            let text = if s.record().cursor().is_multiple_of(4) {
                mv.dama()
            } else {
                mv.fid()
            };
            enter_line(&mut app, &text);
        } else {
            wait_engine(&mut app, &rx);
        }
        let _ = render(&app, 80, 24);
    }
    let s = session(&app);
    assert!(s.record().result().is_some(), "the game did not end");
    assert!(s.record().cursor() > 10, "a real game, not a slip");
    assert_eq!(s.dialog(), Some(&Dialog::GameOver));
    let text = screen(&app);
    assert!(text.contains("N new game · S save · E quit"), "{text}");
    assert!(
        text.contains("wins") || text.contains("Draw"),
        "banner:\n{text}"
    );
}

#[test]
fn undo_goes_back_to_your_turn_and_redo_replays() {
    let dir = TempDir::new("undo");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().cursor(), 2);
    enter_line(&mut app, "u");
    assert_eq!(position(&app), Position::start());
    enter_line(&mut app, "r");
    let s = session(&app);
    assert_eq!(s.record().cursor(), 2);
    assert!(s.human_to_move());
}

#[test]
fn demo_game_plays_itself() {
    let dir = TempDir::new("demo");
    let mut o = options(&dir);
    o.white = Some(Mover::Computer);
    o.black = Some(Mover::Computer);
    let (mut app, rx) = start(o);
    for _ in 0..6 {
        wait_engine(&mut app, &rx);
    }
    assert!(session(&app).record().cursor() >= 6);
}

#[test]
fn esc_makes_the_computer_move_now() {
    let dir = TempDir::new("movenow");
    let mut o = options(&dir);
    o.level = Some(dama::core::Level::of(10));
    o.color = ColorChoice::Black;
    let (mut app, rx) = start(o);
    assert!(session(&app).thinking().is_some());
    // The panel shows the search while it runs; typing is not blocked meanwhile.
    let shown = screen(&app);
    assert!(
        shown.contains("── Thinking ──") && shown.contains("Esc: move now"),
        "{shown}"
    );
    type_text(&mut app, "11-15");
    assert_eq!(session(&app).line(), "11-15");
    press(&mut app, KeyCode::Esc); // while the computer thinks, Esc means "move now"
    assert_eq!(session(&app).line(), "11-15");
    wait_engine(&mut app, &rx);
    let s = session(&app);
    assert_eq!(s.record().cursor(), 1);
    assert!(s.human_to_move());
}

#[test]
fn level_and_flip_commands() {
    let dir = TempDir::new("level");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "L 7");
    let s = session(&app);
    assert_eq!(
        s.record().player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(7)
        }
    );
    assert!(screen(&app).contains("computer (level 7)"));
    enter_line(&mut app, "L 11");
    assert!(screen(&app).contains("Levels go from 1 to 10"));
    enter_line(&mut app, "f");
    assert!(session(&app).flipped());
    enter_line(&mut app, "#");
    assert!(!session(&app).numbers());
    enter_line(&mut app, "xyz");
    assert!(screen(&app).contains("Unknown command"));
}

#[test]
fn hint_is_highlighted() {
    let dir = TempDir::new("hint");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let s = session(&app);
    let hint = *s.hint().expect("a hint");
    assert!(Position::start().legal_moves().contains(&hint));
    let buf = render(&app, 80, 24);
    assert!(cell_text(&app, &buf, hint.from().number()).contains('?'));
    assert!(screen(&app).contains(&format!("Hint: {}", hint.fid())));
}

#[test]
fn new_then_esc_returns_to_the_game() {
    let dir = TempDir::new("back");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "n");
    // A game being played is left only when the player says so (issue 40).
    assert!(screen(&app).contains("NEW GAME ?"), "{}", screen(&app));
    press(&mut app, KeyCode::Char('y'));
    assert_eq!(app.screen(), Screen::Menu);
    assert!(screen(&app).contains("Random colours"));
    press(&mut app, KeyCode::Esc); // the main page
    press(&mut app, KeyCode::Esc); // the game page
    press(&mut app, KeyCode::Esc); // back to the game
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(session(&app).record().cursor(), 2);
    assert!(!app.has_quit());
}

#[test]
fn moving_while_a_hint_is_searched_lets_the_computer_answer() {
    let dir = TempDir::new("hint-move");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "h");
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    let s = session(&app);
    assert_eq!(s.record().cursor(), 2, "the computer answered");
    assert!(s.hint().is_none());
}

#[test]
fn a_failed_search_is_reported_and_esc_asks_again() {
    let dir = TempDir::new("failed");
    let mut o = options(&dir);
    o.color = ColorChoice::Black;
    let (mut app, rx) = start(o);
    let id = session(&app)
        .thinking()
        .map(|th| th.id)
        .expect("the computer thinks");
    // What the search thread sends when it panics; its late answer is then ignored.
    app.update(Event::Engine(dama::tui::EngineEvent::Failed {
        id,
        message: "boom".into(),
    }));
    assert!(session(&app).thinking().is_none());
    assert!(screen(&app).contains("engine: boom"));
    press(&mut app, KeyCode::Esc);
    assert!(session(&app).thinking().is_some());
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().cursor(), 1);
}

#[test]
fn a_level_change_survives_a_resume_before_the_next_move() {
    let dir = TempDir::new("level-resume");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "L 7");
    // The process ends here (a closed terminal): the autosave must know the new level.
    drop(app);
    let auto =
        dama::game::save::load_as::<Position>(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(
        auto.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(7)
        }
    );
}

#[test]
fn the_game_keeps_the_players_level_and_numbers_in_the_settings_file() {
    let dir = TempDir::new("settings");
    let settings = tempfile::tempdir().expect("temp dir");
    let file = settings.path().join("dama/config.json");
    std::fs::create_dir_all(settings.path().join("dama")).expect("dir");
    std::fs::write(&file, "{\n  \"lang\": \"en\"\n}\n").expect("write");
    let mut o = options(&dir);
    o.config = Some(file.clone());
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "L 6");
    enter_line(&mut app, "#");
    let kept = dama::config::Config::load(&file).expect("settings");
    assert_eq!(kept.level, Some(6));
    assert_eq!(kept.numbers, Some(false));
    assert_eq!(
        kept.lang.as_deref(),
        Some("en"),
        "what the player wrote stays"
    );
}
