//! The position editor through the app and `TestBackend`: opened by the flags, the menu
//! and F6 in a game; putting, taking off, clearing, the start, the side to move, the FEN
//! line following every change, typed and pasted positions, each refusal (English and
//! Italian), and what a checked position leads to (a game, a save). Draughts first, then
//! Dameta and DamHex^3.

#[path = "tui_support/mod.rs"]
mod tui_support;

use ratatui::crossterm::event::KeyCode;

use dama::core::Rules;
use dama::draughts::Draughts;
use dama::draughts::italian::Position;
use dama::tui::shell::editor::edit::EditableGame;
use dama::tui::shell::editor::{Editor, Mode};
use dama::tui::{App, Lang, Screen};
use tui_support::{TempDir, options, press, screen, start, type_text};

fn editor<G: EditableGame>(app: &App) -> &Editor<G> {
    app.table()
        .and_then(|t| t.as_any().downcast_ref::<Editor<G>>())
        .expect("the editor is shown")
}

fn fen(app: &App) -> String {
    editor::<Position>(app).text()
}

fn message<G: EditableGame>(app: &App) -> String {
    editor::<G>(app).message().unwrap_or_default().to_string()
}

fn edit_options(dir: &TempDir, game: &str) -> dama::tui::Options {
    let mut o = options(dir);
    o.edit = true;
    o.game = game.to_string();
    o
}

fn open(dir: &TempDir, game: &str) -> App {
    start(edit_options(dir, game)).0
}

/// Types `text` into the position field (`f`) and reads it.
fn type_position(app: &mut App, text: &str) {
    press(app, KeyCode::Char('f'));
    type_text(app, text);
    press(app, KeyCode::Enter);
}

/// The square under the editor's cursor (Italian).
fn cursor_square(app: &App) -> Option<u8> {
    let (row, col) = editor::<Position>(app).cursor();
    <Position as Draughts>::square_number(row, col)
}

/// Moves the cursor onto a dark square of diagram row `row` (Italian).
fn cursor_to_row(app: &mut App, row: u8) {
    for _ in 0..8 {
        press(app, KeyCode::Up);
    }
    for _ in 0..row {
        press(app, KeyCode::Down);
    }
    if cursor_square(app).is_none() {
        press(app, KeyCode::Right);
    }
}

#[test]
fn the_flags_open_the_editor_on_the_start_and_the_fen_follows_each_change() {
    let dir = TempDir::new("edit-keys");
    let mut app = open(&dir, "italian");
    assert_eq!(app.screen(), Screen::Game);
    assert_eq!(fen(&app), Position::start().position_text());
    press(&mut app, KeyCode::Char('c'));
    assert_eq!(fen(&app), "W:W:B");
    let sq = cursor_square(&app).expect("the cursor starts on a dark square");
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(fen(&app), format!("W:W{sq}:B"));
    // The same key again takes it off; a king replaces a man.
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(fen(&app), "W:W:B");
    press(&mut app, KeyCode::Char('B'));
    assert_eq!(fen(&app), format!("W:W:BK{sq}"));
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(fen(&app), "W:W:B");
    // Tab chooses the piece Space puts: from the black king on, the white man, then
    // the white king.
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::Char(' '));
    assert_eq!(fen(&app), format!("W:WK{sq}:B"));
    press(&mut app, KeyCode::Char('t'));
    assert!(fen(&app).starts_with("B:"));
    press(&mut app, KeyCode::Char('s'));
    assert_eq!(fen(&app), Position::start().position_text());
    let shown = screen(&app);
    assert!(shown.contains("Position editor"), "{shown}");
    assert!(
        shown.contains(&Position::start().position_text()[..20]),
        "{shown}"
    );
}

#[test]
fn a_click_puts_the_chosen_piece_and_a_right_click_takes_it_off() {
    use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    let dir = TempDir::new("edit-mouse");
    let mut app = open(&dir, "italian");
    press(&mut app, KeyCode::Char('c'));
    let l = dama::tui::draughts::geom::game(app.size(), 8).expect("fits");
    let (row, col) = Position::square_cell(18).expect("square 18");
    let cell = l.board.cell(u16::from(row), u16::from(col));
    let at = |kind| {
        dama::tui::Event::Mouse(MouseEvent {
            kind,
            column: cell.x + cell.width / 2,
            row: cell.y + cell.height / 2,
            modifiers: KeyModifiers::NONE,
        })
    };
    app.update(at(MouseEventKind::Down(MouseButton::Left)));
    assert_eq!(fen(&app), "W:W18:B");
    app.update(at(MouseEventKind::Down(MouseButton::Right)));
    assert_eq!(fen(&app), "W:W:B");
}

#[test]
fn each_draughts_refusal_names_what_is_wrong() {
    let dir = TempDir::new("edit-refuse");
    let mut app = open(&dir, "italian");
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Enter);
    assert!(message::<Position>(&app).contains("White has no pieces"));
    assert!(matches!(editor::<Position>(&app).mode(), Mode::Edit));

    // A white man on row 0, White's promotion row.
    cursor_to_row(&mut app, 0);
    let sq = cursor_square(&app).expect("dark square");
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::Enter);
    let m = message::<Position>(&app);
    assert!(
        m.contains(&format!("a man on {sq}, its promotion row")),
        "{m}"
    );

    // Thirteen white pieces.
    press(&mut app, KeyCode::Char('s'));
    cursor_to_row(&mut app, 3);
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::Enter);
    let m = message::<Position>(&app);
    assert!(m.contains("13 pieces, more than the 12"), "{m}");
}

#[test]
fn refusals_speak_italian_too() {
    let dir = TempDir::new("edit-it");
    let mut o = edit_options(&dir, "italian");
    o.lang = Lang::It;
    let mut app = start(o).0;
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Enter);
    let m = message::<Position>(&app);
    assert!(m.contains("non ha pezzi"), "{m}");
    assert!(screen(&app).contains("Editor di posizione"));
}

#[test]
fn a_pasted_position_with_quotes_and_spaces_is_read_and_a_broken_one_is_named() {
    let dir = TempDir::new("edit-fen");
    let mut app = open(&dir, "italian");
    type_position(&mut app, "  \"B:W18,K30:B14\"  ");
    assert_eq!(fen(&app), "B:W18,K30:B14");
    type_position(&mut app, "X:W1");
    let m = message::<Position>(&app);
    assert!(m.contains("cannot be read"), "{m}");
    assert!(matches!(editor::<Position>(&app).mode(), Mode::Text(_)));
    press(&mut app, KeyCode::Esc);
    assert_eq!(fen(&app), "B:W18,K30:B14");
}

#[test]
fn a_broken_fen_on_the_command_line_is_refused_before_the_editor_opens() {
    let dir = TempDir::new("edit-badflag");
    let mut o = edit_options(&dir, "italian");
    o.fen = Some("W:W99".to_string());
    let (tx, _rx) = std::sync::mpsc::channel();
    let err = App::new(o, tx, ratatui::layout::Rect::new(0, 0, 80, 24))
        .err()
        .expect("refused");
    assert!(err.to_string().contains("99"), "{err}");
}

#[test]
fn a_checked_position_is_played_with_both_sides_human() {
    let dir = TempDir::new("edit-play");
    let mut o = edit_options(&dir, "italian");
    o.fen = Some("W:W18,22:B14".to_string());
    let mut app = start(o).0;
    press(&mut app, KeyCode::Enter);
    assert!(matches!(
        editor::<Position>(&app).mode(),
        Mode::Leave { .. }
    ));
    assert!(screen(&app).contains("Play every side yourself"));
    press(&mut app, KeyCode::Char('3'));
    let game = app.session::<Position>().expect("a game from the position");
    assert_eq!(game.position().position_text(), "W:W18,22:B14");
    assert!(
        game.record()
            .players()
            .iter()
            .all(|p| *p == dama::game::Player::Human)
    );
}

#[test]
fn a_checked_position_is_saved_where_the_resume_page_lists_it() {
    let dir = TempDir::new("edit-save");
    let mut o = edit_options(&dir, "italian");
    o.fen = Some("B:W18:BK3".to_string());
    let mut app = start(o).0;
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('5'));
    assert!(matches!(
        editor::<Position>(&app).mode(),
        Mode::SaveName { .. }
    ));
    press(&mut app, KeyCode::Enter);
    let m = message::<Position>(&app);
    assert!(m.starts_with("Saved as"), "{m}");
    let saves = dama::games::list(&dir.0);
    assert_eq!(saves.len(), 1, "{saves:?}");
    let game = dama::games::load(&saves[0].path).expect("loads");
    assert_eq!(game.variant(), "italian");
}

#[test]
fn f4_edits_the_game_shown_and_esc_goes_back_to_it() {
    let dir = TempDir::new("edit-f4");
    let mut o = options(&dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    let mut app = start(o).0;
    tui_support::enter_line(&mut app, "22-18");
    let shown = app
        .session::<Position>()
        .expect("game")
        .position()
        .position_text();
    press(&mut app, KeyCode::F(6));
    assert_eq!(fen(&app), shown);
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Esc);
    let game = app.session::<Position>().expect("back to the game");
    assert_eq!(game.position().position_text(), shown);
}

#[test]
fn the_menu_opens_the_editor_and_esc_comes_back_to_the_menu() {
    let dir = TempDir::new("edit-menu");
    let mut o = options(&dir);
    o.start_menu = true;
    let mut app = start(o).0;
    press(&mut app, KeyCode::Enter); // the game: Italian
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    assert!(screen(&app).contains("Position editor"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(fen(&app), Position::start().position_text());
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Menu);
    assert!(app.table().is_none());
}

#[test]
fn every_draughts_game_has_its_editor() {
    let dir = TempDir::new("edit-variants");
    for (game, max) in [("english", 12), ("brazilian", 12), ("international", 20)] {
        let mut app = open(&dir, game);
        assert!(app.table().is_some_and(|t| t.game_id() == game));
        press(&mut app, KeyCode::Enter);
        assert!(
            message_any(&app).is_empty(),
            "{game}: the start is a position"
        );
        press(&mut app, KeyCode::Esc);
        press(&mut app, KeyCode::Char('c'));
        press(&mut app, KeyCode::Enter);
        assert!(message_any(&app).contains("has no pieces"), "{game}");
        let _ = max;
    }
}

/// The editor's message, whatever the draughts game.
fn message_any(app: &App) -> String {
    let t = app.table().expect("a table");
    let any = t.as_any();
    use dama::draughts::{brazilian, english, international};
    any.downcast_ref::<Editor<english::Position>>()
        .and_then(|e| e.message())
        .or_else(|| {
            any.downcast_ref::<Editor<brazilian::Position>>()
                .and_then(|e| e.message())
        })
        .or_else(|| {
            any.downcast_ref::<Editor<international::Position>>()
                .and_then(|e| e.message())
        })
        .unwrap_or_default()
        .to_string()
}
