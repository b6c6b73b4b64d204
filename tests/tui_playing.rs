//! The playing features of the terminal game, driven by synthetic events: reviewing a
//! game, resigning and draw offers, ballot openings, hints with their line, export, and
//! the save dialog (the clocks are in `tui_clocks.rs`).

mod tui_support;

use ratatui::crossterm::event::KeyCode;

use dama::core::{Level, Rules, Seat};
use dama::draughts::italian::{Color, Position};
use dama::game::clock::TimeControl;
use dama::game::save;
use dama::game::{EndReason, Game, Player};
use dama::tui::session::Dialog;
use dama::tui::{ColorMode, Event, Screen};
use tui_support::*;

/// Plays `moves` for both sides in a game between two people.
fn hotseat(dir: &TempDir) -> (dama::tui::App, std::sync::mpsc::Receiver<Event>) {
    let mut o = options(dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    start(o)
}

fn play_all(app: &mut dama::tui::App, moves: &[&str]) {
    for mv in moves {
        enter_line(app, mv);
    }
}

const FOUR: [&str; 4] = ["21-17", "12-16", "22-19", "9-13"];

#[test]
fn review_steps_back_and_forth_with_comma_and_period() {
    let dir = TempDir::new("review-steps");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    press(&mut app, KeyCode::Char(','));
    press(&mut app, KeyCode::Char(','));
    assert_eq!(session(&app).record().cursor(), 2);
    assert_eq!(
        session(&app).record().moves().len(),
        4,
        "later moves are kept"
    );
    // Moves numbered as the move list numbers them: 2 moves of two plies each
    // (issue 23, item 13), the last one shown being Black's answer in move 1.
    assert!(
        screen(&app).contains("Move 1 (12-16) of 2"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Char('.'));
    assert_eq!(session(&app).record().cursor(), 3);
    assert!(
        screen(&app).contains("Move 2 (22-19) of 2"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Home);
    assert_eq!(session(&app).record().cursor(), 0);
    press(&mut app, KeyCode::End);
    assert_eq!(session(&app).record().cursor(), 4);
}

#[test]
fn review_then_the_recorded_move_keeps_every_later_move() {
    // Issue 40's data loss: typing the move the game has next after Home threw away
    // every later move, in the record and in the autosave.
    let dir = TempDir::new("review-same");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    press(&mut app, KeyCode::Home);
    enter_line(&mut app, "21-17");
    let record = session(&app).record();
    assert_eq!(record.cursor(), 1, "one step forward");
    assert_eq!(record.moves().len(), 4, "the later moves are kept");
    assert!(session(&app).is_in_past());
    enter_line(&mut app, "12-16");
    press(&mut app, KeyCode::End);
    assert_eq!(session(&app).record().cursor(), 4);
    // The autosave holds the whole game too.
    let saved = std::fs::read_to_string(dir.0.join("autosave.json")).expect("autosave");
    for mv in ["22-19", "9-13"] {
        assert!(saved.contains(mv), "{mv} in the autosave: {saved}");
    }
}

#[test]
fn review_then_a_different_move_plays_on_from_there() {
    let dir = TempDir::new("review-play");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    press(&mut app, KeyCode::Home);
    enter_line(&mut app, "22-18");
    let record = session(&app).record();
    assert_eq!(record.moves().len(), 1);
    assert_eq!(record.cursor(), 1);
    assert!(!session(&app).is_in_past());
}

#[test]
fn review_mode_arrows_step_and_tab_gives_the_cursor_back() {
    let dir = TempDir::new("review-tab");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    let cursor = session(&app).cursor();
    press(&mut app, KeyCode::Tab);
    assert!(session(&app).is_reviewing());
    press(&mut app, KeyCode::Left);
    assert_eq!(session(&app).record().cursor(), 3);
    assert_eq!(session(&app).cursor(), cursor, "the board cursor stays");
    assert!(screen(&app).contains("review ←→"), "the move list says so");
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Left);
    assert_eq!(session(&app).record().cursor(), 3);
    assert_ne!(
        session(&app).cursor(),
        cursor,
        "the arrows move the cursor again"
    );
}

#[test]
fn stepping_back_never_makes_the_computer_move() {
    let dir = TempDir::new("review-computer");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
    press(&mut app, KeyCode::Char(','));
    // Black (the computer) is to move in the position shown: it waits.
    assert!(!session(&app).is_busy());
    assert_eq!(session(&app).record().moves().len(), 2);
    assert!(screen(&app).contains("Enter lets it play on"));
    press(&mut app, KeyCode::Enter);
    assert!(
        session(&app).is_busy(),
        "Enter lets the computer play from here"
    );
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().moves().len(), 2);
}

#[test]
fn a_click_on_the_move_list_shows_that_move() {
    let dir = TempDir::new("review-click");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    let buf = render(&app, 80, 24);
    let text = text(&buf);
    let row = text
        .lines()
        .position(|l| l.contains("  1. 21-17"))
        .expect("row 1") as u16;
    let col = text.lines().nth(row as usize).and_then(|l| {
        l.char_indices()
            .find(|(i, _)| l[*i..].starts_with("12-16"))
            .map(|(i, _)| l[..i].chars().count() as u16)
    });
    click(&mut app, col.expect("12-16 shown"), row);
    assert_eq!(session(&app).record().cursor(), 2);
}

#[test]
fn the_move_shown_is_highlighted_and_later_moves_greyed() {
    let dir = TempDir::new("review-grey");
    let mut o = options(&dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    o.colors = ColorMode::Ansi16;
    let (mut app, _rx) = start(o);
    play_all(&mut app, &FOUR);
    press(&mut app, KeyCode::Char(','));
    press(&mut app, KeyCode::Char(','));
    let buf = render(&app, 80, 24);
    let theme = dama::tui::theme::Theme::new(ColorMode::Ansi16, false);
    let find = |word: &str| {
        let t = text(&buf);
        let (y, line) = t
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains(word) && l.contains("2."))
            .or_else(|| t.lines().enumerate().find(|(_, l)| l.contains(word)))
            .expect(word);
        let x = line[..line.find(word).expect(word)].chars().count() as u16;
        buf[(x, y as u16)].style()
    };
    assert_eq!(find("12-16").add_modifier, theme.selected.add_modifier);
    assert_eq!(find("22-19").fg, theme.label.fg, "taken back: greyed");
}

#[test]
fn resign_ends_the_game_with_the_result_in_save_and_pdn() {
    let dir = TempDir::new("resign");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "abbandono");
    let r = session(&app).record().result().expect("over");
    assert_eq!(r.winner, Some(Seat::from(Color::Black)));
    assert_eq!(r.reason, EndReason::Resignation);
    assert_eq!(session(&app).dialog(), Some(&Dialog::GameOver));
    let saved: Game = save::load_as(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(saved.result(), Some(r));
    let pdn = dama::game::pdn::export(&saved);
    assert!(
        pdn.contains("[Result \"0-1\"]") && pdn.contains("resigned"),
        "{pdn}"
    );
}

#[test]
fn a_draw_offer_is_accepted_when_the_computer_sees_no_advantage() {
    let dir = TempDir::new("draw-yes");
    let (mut app, rx) = start(options(&dir));
    // Not before a move has been played (`tui_resume.rs`).
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "draw");
    assert!(screen(&app).contains("weighs your draw offer"));
    wait_engine(&mut app, &rx);
    let r = session(&app).record().result().expect("a draw");
    assert_eq!((r.winner, r.reason), (None, EndReason::Agreement));
    assert!(
        screen(&app).contains("accepts the draw"),
        "{}",
        screen(&app)
    );
}

#[test]
fn a_draw_offer_is_declined_when_the_computer_is_ahead() {
    let dir = TempDir::new("draw-no");
    // Black (the computer) has three men against one.
    let (mut app, rx) = start_at(&dir, "W:W30:B1,2,3");
    enter_line(&mut app, "30-26");
    wait_engine(&mut app, &rx);
    enter_line(&mut app, "patta");
    wait_engine(&mut app, &rx);
    assert_eq!(session(&app).record().result(), None);
    let s = screen(&app);
    assert!(
        s.contains("declines the draw") && s.contains("for Black"),
        "{s}"
    );
}

#[test]
fn a_draw_offer_between_two_people_asks_the_other() {
    let dir = TempDir::new("draw-hotseat");
    let (mut app, _rx) = hotseat(&dir);
    enter_line(&mut app, "draw");
    assert!(matches!(
        session(&app).dialog(),
        Some(Dialog::DrawOffer { .. })
    ));
    assert!(screen(&app).contains("White offers a draw. Black, do you accept?"));
    press(&mut app, KeyCode::Char('n'));
    assert_eq!(session(&app).record().result(), None);
    enter_line(&mut app, "draw");
    press(&mut app, KeyCode::Char('y'));
    let r = session(&app).record().result().expect("agreed");
    assert_eq!(r.reason, EndReason::Agreement);
}

#[test]
fn a_ballot_game_starts_from_a_drawn_opening() {
    let dir = TempDir::new("ballot");
    let mut o = options(&dir);
    o.ballot = true;
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    let (mut app, _rx) = start(o);
    let s = session(&app);
    assert_eq!(s.record().moves().len(), 2);
    let ballot = s.record().tags().get("Ballot").cloned().expect("tag");
    assert!(dama::draughts::italian::ballots::BALLOTS.contains(&ballot.as_str()));
    assert!(screen(&app).contains(&format!("Ballot: {ballot}")));
    enter_line(&mut app, "u");
    assert_eq!(
        session(&app).record().cursor(),
        2,
        "the ballot is not taken back"
    );
}

#[test]
fn a_hint_gives_its_score_and_line_and_the_last_search_stays() {
    let dir = TempDir::new("hint-line");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let s = screen(&app);
    assert!(s.contains("for White"), "{s}");
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    let last = session(&app).last_search().expect("kept");
    assert_eq!(last.seat, Seat::from(Color::Black));
    let s = text(&render(&app, 100, 32));
    // Black's search, its score shown from White's side as the analysis and graph do.
    assert!(s.contains("last search") && s.contains("for White"), "{s}");
    assert!(
        s.contains(", . review"),
        "the keys stay under it when there is room: {s}"
    );
}

#[test]
fn the_hint_is_the_first_move_of_the_line_it_shows() {
    use dama::engine::LevelSearch;
    assert_eq!(Level::HINT.spec().noise, 0, "no randomness");
    let dir = TempDir::new("hint-first");
    let (mut app, rx) = hotseat(&dir);
    // Black to take, by 6x15 or 7x14: two captures of close value.
    play_all(&mut app, &["22-18", "11-14", "18x11"]);
    for _ in 0..4 {
        enter_line(&mut app, "h");
        wait_engine(&mut app, &rx);
        let pos = position(&app);
        let hint = *session(&app).hint().expect("a hint");
        let last = session(&app).last_search().expect("kept");
        assert_eq!(last.info.pv.first(), Some(&pos.move_text(&hint)));
        press(&mut app, KeyCode::Esc);
    }
}

#[test]
fn export_writes_a_pdn_under_the_offered_name() {
    let dir = TempDir::new("export");
    let (mut app, _rx) = hotseat(&dir);
    play_all(&mut app, &FOUR);
    enter_line(&mut app, "export");
    let Some(Dialog::ExportName { input, .. }) = session(&app).dialog().cloned() else {
        panic!("export asks where");
    };
    assert!(input.ends_with(".pdn"), "{input}");
    press(&mut app, KeyCode::Enter);
    let text = std::fs::read_to_string(dir.0.join(&input)).expect("written");
    assert!(text.contains("1. 21-17 12-16 2. 22-19 9-13"), "{text}");
    enter_line(&mut app, "export other");
    assert!(dir.0.join("other.pdn").is_file());
    // A folder that cannot be made: a file is in the way.
    std::fs::write(dir.0.join("plain"), "x").expect("file");
    let bad = dir.0.join("plain").join("y.pdn");
    enter_line(&mut app, &format!("export {}", bad.display()));
    assert!(screen(&app).contains("Could not write"), "{}", screen(&app));
}

#[test]
fn the_save_dialog_replaces_the_selected_name() {
    let dir = TempDir::new("save-select");
    let (mut app, _rx) = hotseat(&dir);
    enter_line(&mut app, "22-18");
    enter_line(&mut app, "s first");
    enter_line(&mut app, "s");
    let Some(Dialog::SaveName {
        input, selected, ..
    }) = session(&app).dialog().cloned()
    else {
        panic!("save asks a name");
    };
    assert_eq!((input.as_str(), selected), ("first", true));
    type_text(&mut app, "second");
    press(&mut app, KeyCode::Enter);
    assert!(dir.0.join("second.json").is_file());
    enter_line(&mut app, "s");
    press(&mut app, KeyCode::End);
    type_text(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    assert!(
        dir.0.join("second2.json").is_file(),
        "End keeps the name to edit"
    );
}

#[test]
fn saving_a_loaded_game_writes_back_to_its_file() {
    let dir = TempDir::new("save-back");
    let elsewhere = TempDir::new("save-back-file");
    let path = elsewhere.0.join("kept.json");
    let game = Game::new(Position::start(), Player::Human, Player::Human);
    save::save(&game, &path, true).expect("save");
    let mut o = options(&dir);
    o.load = Some(path.clone());
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "22-18");
    enter_line(&mut app, "s");
    press(&mut app, KeyCode::Enter);
    let back: Game = save::load_as(&path).expect("written back");
    assert_eq!(back.moves().len(), 1);
    assert!(!dir.0.join("kept.json").exists());
    assert_eq!(app.screen(), Screen::Game);
}

#[test]
fn resigning_needs_a_person_at_the_keyboard() {
    let dir = TempDir::new("resign-demo");
    let mut o = options(&dir);
    o.white = Some(dama::tui::Mover::Computer);
    o.black = Some(dama::tui::Mover::Computer);
    o.demo_pause_ms = 60_000;
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "resign");
    assert!(screen(&app).contains("there is no one to resign"));
    assert_eq!(session(&app).record().result(), None);
}

#[test]
fn the_new_game_page_starts_a_ballot_game_on_the_chosen_clock() {
    let dir = TempDir::new("new-page");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    press(&mut app, KeyCode::Enter); // New game, on Start
    press(&mut app, KeyCode::Up); // Clock
    for _ in 0..6 {
        press(&mut app, KeyCode::Right);
    }
    assert!(screen(&app).contains("◀ 5 s a move ▶"));
    press(&mut app, KeyCode::Up); // Ballot
    press(&mut app, KeyCode::Right);
    assert!(screen(&app).contains("◀ drawn by lot ▶"));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    let record = session(&app).record();
    assert_eq!(record.moves().len(), 2, "the ballot was played");
    assert_eq!(
        record.clock().map(|c| c.control()),
        TimeControl::parse("5s/move").ok()
    );
}

#[test]
fn a_refused_position_is_explained_in_full_at_60x18() {
    let dir = TempDir::new("new-page-small");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    for _ in 0..3 {
        press(&mut app, KeyCode::Up); // Position
    }
    press(&mut app, KeyCode::Enter);
    type_text(&mut app, "W:W21,22:B5,99");
    press(&mut app, KeyCode::Enter);
    let s = text(&render(&app, 60, 18));
    let joined: String = s
        .lines()
        .map(|l| l.trim_matches(|c: char| c == '│' || c == ' '))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(joined.contains("\"99\" is not a square 1–32"), "{s}");
    assert!(joined.contains("or Esc for the start position"), "{s}");
}
