//! The terminal game without a terminal: synthetic keys and clicks go through
//! `App::update`, screens are rendered to ratatui's `TestBackend` and checked as text.
//! Saves go to a fresh temporary folder per test, passed in the options.

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use dama::game::Player;
use dama::rules::{Color, Position, Square};
use dama::tui::layout;
use dama::tui::session::Dialog;
use dama::tui::{App, ColorChoice, ColorMode, Event, Lang, Options, Screen, Side};

struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("dama-tui-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn options(dir: &TempDir) -> Options {
    let mut o = Options::new(dir.0.clone());
    o.start_menu = false;
    o.level = Some(1);
    o.colors = ColorMode::None;
    o.seed = Some(7);
    o.demo_pause_ms = 0;
    o
}

fn start(opts: Options) -> (App, Receiver<Event>) {
    let (tx, rx) = channel();
    let app = App::new(opts, tx, Rect::new(0, 0, 80, 24)).expect("app starts");
    (app, rx)
}

fn press(app: &mut App, code: KeyCode) {
    app.update(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn enter_line(app: &mut App, text: &str) {
    type_text(app, text);
    press(app, KeyCode::Enter);
}

fn click(app: &mut App, col: u16, row: u16) {
    app.update(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: col,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

/// Clicks the middle of the cell showing `n`.
fn click_square(app: &mut App, n: u8) {
    let flipped = app.session.as_ref().expect("game").flipped;
    let l = layout::game(app.size).expect("fits");
    let sq = Square::from_number(n).expect("square");
    let (r, c) = layout::screen_of(sq.row(), sq.column(), flipped);
    let cell = l.board.cell(r, c);
    click(app, cell.x + cell.width / 2, cell.y + cell.height / 2);
}

fn render(app: &App, w: u16, h: u16) -> Buffer {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    term.draw(|f| f.render_widget(app, f.area())).expect("draw");
    term.backend().buffer().clone()
}

fn text(buf: &Buffer) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

fn screen(app: &App) -> String {
    text(&render(app, 80, 24))
}

/// Feeds engine events to the app until it stops thinking (bounded).
fn wait_engine(app: &mut App, rx: &Receiver<Event>) {
    for _ in 0..100_000 {
        let thinking = app
            .session
            .as_ref()
            .is_some_and(|s| s.thinking.is_some() || s.wait_until.is_some());
        if !thinking {
            return;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(ev) => app.update(ev),
            Err(_) => app.update(Event::Tick),
        }
    }
    panic!("the engine never answered");
}

fn position(app: &App) -> Position {
    *app.session.as_ref().expect("game").game.position()
}

/// The text of the cell at board square `n` (its piece glyph row).
fn cell_text(app: &App, buf: &Buffer, n: u8) -> String {
    let flipped = app.session.as_ref().expect("game").flipped;
    let l = layout::game(buf.area).expect("fits");
    let sq = Square::from_number(n).expect("square");
    let (r, c) = layout::screen_of(sq.row(), sq.column(), flipped);
    let cell = l.board.cell(r, c);
    let mut s = String::new();
    for y in cell.top()..cell.bottom() {
        for x in cell.left()..cell.right() {
            s.push_str(buf[(x, y)].symbol());
        }
        s.push('|');
    }
    s
}

#[test]
fn menu_shows_its_four_choices_and_starts_a_game() {
    let dir = TempDir::new("menu");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    let s = screen(&app);
    for item in ["New game", "Resume", "Rules and keys", "Quit"] {
        assert!(s.contains(item), "{item} missing:\n{s}");
    }
    insta::assert_snapshot!("menu_en", s);
    press(&mut app, KeyCode::Enter); // New game
    let s = screen(&app);
    assert!(s.contains("Your colour") && s.contains("Level"), "{s}");
    press(&mut app, KeyCode::Up); // level row
    press(&mut app, KeyCode::Right);
    assert!(screen(&app).contains("◀ 2 ▶"));
    press(&mut app, KeyCode::Down); // start
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, Screen::Game);
    let game = &app.session.as_ref().expect("game").game;
    assert_eq!(game.player(Color::White), Player::Human);
    assert_eq!(game.player(Color::Black), Player::Computer { level: 2 });
    drop(rx);
}

#[test]
fn start_position_seen_from_white() {
    let dir = TempDir::new("white");
    let (app, _rx) = start(options(&dir));
    let buf = render(&app, 80, 24);
    let s = text(&buf);
    insta::assert_snapshot!("start_white_80x24", s);
    // Square 1 top-left with a black man; 32 bottom-right with a white man.
    assert!(cell_text(&app, &buf, 1).starts_with("1"));
    assert!(cell_text(&app, &buf, 1).contains("●"));
    assert!(cell_text(&app, &buf, 32).contains("○"));
    let l = layout::game(buf.area).expect("fits");
    assert!(l.board.cell(0, 0).x < l.board.cell(0, 7).x);
    assert!(s.contains("White: you") && s.contains("Black: computer (level 1)"));
}

#[test]
fn start_position_seen_from_black() {
    let dir = TempDir::new("black");
    let mut o = options(&dir);
    o.color = ColorChoice::Black;
    let (mut app, rx) = start(o);
    wait_engine(&mut app, &rx); // the computer opens as White
    let buf = render(&app, 80, 24);
    let s = text(&buf);
    // Seen from Black: square 32 top-left, square 1 bottom-right (a dark square).
    let l = layout::game(buf.area).expect("fits");
    let top_left = l.board.cell(0, 0);
    assert_eq!(buf[(top_left.x, top_left.y)].symbol(), "3");
    assert!(cell_text(&app, &buf, 1).contains("●"));
    let bottom_right = l.board.cell(7, 7);
    assert_eq!(buf[(bottom_right.x, bottom_right.y)].symbol(), "1");
    assert!(s.contains("Black: you"), "{s}");
    // Files read h..a from Black's side.
    let files: String = (0..8)
        .map(|c| {
            buf[(l.board.cell(0, c).x + 2, l.board.y + 16)]
                .symbol()
                .to_string()
        })
        .collect();
    assert_eq!(files, "hgfedcba");
}

#[test]
fn picked_piece_shows_its_destinations() {
    let dir = TempDir::new("dests");
    let (mut app, _rx) = start(options(&dir));
    click_square(&mut app, 22);
    let buf = render(&app, 80, 24);
    assert!(cell_text(&app, &buf, 22).contains('*'), "picked marker");
    assert!(cell_text(&app, &buf, 18).contains('•'));
    assert!(cell_text(&app, &buf, 19).contains('•'));
    assert!(!cell_text(&app, &buf, 17).contains('•'));
    click_square(&mut app, 18);
    let pos = position(&app);
    assert_eq!(pos.side_to_move(), Color::Black);
    assert!(pos.piece_at(Square::from_number(18).expect("sq")).is_some());
}

#[test]
fn compulsory_capture_marks_the_capturing_pieces() {
    let dir = TempDir::new("capture");
    let save = dir.0.join("cap.json");
    let game = dama::game::Game::new(
        Position::from_fen("W:W22,23,30:B18,19").expect("fen"),
        Player::Human,
        Player::Computer { level: 1 },
    );
    dama::game::save::save(&game, &save, true).expect("save");
    let mut o = options(&dir);
    o.load = Some(save);
    let (mut app, _rx) = start(o);
    let buf = render(&app, 80, 24);
    // 22x13, 22x15 and 23x14: both capturing pieces carry "!", 30 does not.
    let pos = position(&app);
    for sq in pos.movable_pieces() {
        assert!(cell_text(&app, &buf, sq.number()).contains('!'), "{sq}");
    }
    assert!(!cell_text(&app, &buf, 30).contains('!'));
    // Picking a piece that cannot capture says the capture is compulsory.
    click_square(&mut app, 30);
    let msg = &app.session.as_ref().expect("game").message;
    assert!(
        msg.as_ref().is_some_and(|m| m.text.contains("compulsory")),
        "{msg:?}"
    );
}

#[test]
fn refused_move_names_the_rule_and_the_line_is_free_again() {
    let dir = TempDir::new("refused");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "22-13");
    let s = screen(&app);
    assert!(s.contains("22-13 is not a legal move"), "{s}");
    assert_eq!(app.session.as_ref().expect("game").line, "");
    assert_eq!(position(&app), Position::start());
    enter_line(&mut app, "22-18");
    assert_eq!(position(&app).side_to_move(), Color::Black);
}

#[test]
fn refused_move_in_italian() {
    let dir = TempDir::new("refused-it");
    let mut o = options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "9-13");
    let s = screen(&app);
    assert!(s.contains("nessun tuo pezzo in 9"), "{s}");
    assert!(s.contains("Mossa:"));
}

#[test]
fn moves_typed_in_both_notations() {
    let dir = TempDir::new("notations");
    let mut o = options(&dir);
    o.white = Some(Side::Human);
    o.black = Some(Side::Human);
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "22-18"); // FID
    enter_line(&mut app, "9 13"); // DAMA.COM plain move
    enter_line(&mut app, "18 13 9"); // DAMA.COM capture: from, taken, landing
    let g = &app.session.as_ref().expect("game").game;
    let played: Vec<String> = g.played().iter().map(|m| m.fid()).collect();
    assert_eq!(played, ["22-18", "9-13", "18x9"]);
}

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
    let s = app.session.as_ref().expect("game");
    assert!(s.dialog.is_none());
    assert_eq!(
        s.saved_as.as_deref(),
        Some(dir.0.join("other.json").as_path())
    );
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
    assert!(!app.quit);
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
    assert!(app.quit);
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
    assert!(app.quit);
    drop(app);

    // From the menu: Resume → the saved game.
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    let s = screen(&app);
    assert!(
        s.contains("Last game (autosave)") && s.contains("mine"),
        "{s}"
    );
    press(&mut app, KeyCode::Down); // the saved game, after the autosave
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(position(&app), before);

    // And by typing its name.
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
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
    let auto = dama::game::save::load(&dir.0.join("autosave.json")).expect("autosave");
    assert_eq!(*auto.position(), before);
}

#[test]
fn a_whole_game_against_level_one() {
    let dir = TempDir::new("whole");
    let (mut app, rx) = start(options(&dir));
    for _ in 0..600 {
        let s = app.session.as_ref().expect("game");
        if s.game.result().is_some() {
            break;
        }
        if s.human_to_move() {
            let mv = s.game.position().legal_moves()[0];
            // Alternate the notations the player may use.
            let text = if s.game.cursor() % 4 == 0 {
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
    let s = app.session.as_ref().expect("game");
    assert!(s.game.result().is_some(), "the game did not end");
    assert_eq!(s.dialog, Some(Dialog::GameOver));
    let text = screen(&app);
    assert!(text.contains("N new game · S save · E quit"), "{text}");
    assert!(
        text.contains("wins") || text.contains("Draw"),
        "banner:\n{text}"
    );
}

#[test]
fn game_over_banner_names_winner_and_reason() {
    let dir = TempDir::new("over");
    let save = dir.0.join("won.json");
    let mut game = dama::game::Game::new(
        Position::from_fen("W:W22:B18").expect("fen"),
        Player::Human,
        Player::Computer { level: 1 },
    );
    game.play_text("22x13").expect("capture");
    dama::game::save::save(&game, &save, true).expect("save");
    let mut o = options(&dir);
    o.load = Some(save);
    let (app, _rx) = start(o);
    let s = screen(&app);
    assert!(s.contains("White wins"), "{s}");
    assert!(s.contains("no pieces left"), "{s}");
}

#[test]
fn help_in_both_languages() {
    let dir = TempDir::new("help");
    let (mut app, _rx) = start(options(&dir));
    press(&mut app, KeyCode::F(1));
    assert_eq!(app.screen, Screen::Help);
    let s = screen(&app);
    assert!(
        s.contains("Help: keys and rules") && s.contains("PLAYING"),
        "{s}"
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, Screen::Game);

    let mut o = options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "?");
    let s = screen(&app);
    assert!(
        s.contains("Aiuto: tasti e regole") && s.contains("COME SI GIOCA"),
        "{s}"
    );
}

#[test]
fn too_small_screen_says_how_big() {
    let dir = TempDir::new("small");
    let (app, _rx) = start(options(&dir));
    let s = text(&render(&app, 40, 10));
    assert!(s.contains("60×18"), "{s}");
    assert!(s.contains("40×10"));
}

#[test]
fn key_releases_do_not_type() {
    let dir = TempDir::new("release");
    let (mut app, _rx) = start(options(&dir));
    app.update(Event::Key(KeyEvent::new_with_kind(
        KeyCode::Char('2'),
        KeyModifiers::NONE,
        KeyEventKind::Release,
    )));
    assert_eq!(app.session.as_ref().expect("game").line, "");
}

#[test]
fn cursor_keys_pick_and_move() {
    let dir = TempDir::new("cursor");
    let (mut app, _rx) = start(options(&dir));
    // The cursor starts on 21's row (row 5, column 2 = square 22).
    let s = app.session.as_ref().expect("game");
    assert_eq!(s.cursor_square().map(Square::number), Some(22));
    press(&mut app, KeyCode::Enter); // pick 22
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left); // row 4, col 2 = 18
    press(&mut app, KeyCode::Char(' '));
    let g = &app.session.as_ref().expect("game").game;
    assert_eq!(
        g.played().first().map(|m| m.fid()),
        Some("22-18".to_string())
    );
}

#[test]
fn undo_goes_back_to_your_turn_and_redo_replays() {
    let dir = TempDir::new("undo");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "22-18");
    wait_engine(&mut app, &rx);
    assert_eq!(app.session.as_ref().expect("game").game.cursor(), 2);
    enter_line(&mut app, "u");
    assert_eq!(position(&app), Position::start());
    enter_line(&mut app, "r");
    let s = app.session.as_ref().expect("game");
    assert_eq!(s.game.cursor(), 2);
    assert!(s.human_to_move());
}

#[test]
fn demo_game_plays_itself() {
    let dir = TempDir::new("demo");
    let mut o = options(&dir);
    o.white = Some(Side::Computer);
    o.black = Some(Side::Computer);
    let (mut app, rx) = start(o);
    for _ in 0..6 {
        wait_engine(&mut app, &rx);
    }
    assert!(app.session.as_ref().expect("game").game.cursor() >= 6);
}

/// Starts a human-vs-computer game from `fen`, loaded from a save in `dir`.
fn start_at(dir: &TempDir, fen: &str) -> (App, Receiver<Event>) {
    let save = dir.0.join("start.json");
    let game = dama::game::Game::new(
        Position::from_fen(fen).expect("fen"),
        Player::Human,
        Player::Computer { level: 1 },
    );
    dama::game::save::save(&game, &save, true).expect("save");
    let mut o = options(dir);
    o.load = Some(save);
    start(o)
}

#[test]
fn mouse_multi_capture_landing_by_landing() {
    let dir = TempDir::new("landings");
    let (mut app, _rx) = start_at(&dir, "W:W31:B27,18,19");
    click_square(&mut app, 31);
    click_square(&mut app, 22);
    // Two paths go on from 22: both next landings are highlighted.
    let buf = render(&app, 80, 24);
    assert!(cell_text(&app, &buf, 13).contains('•'));
    assert!(cell_text(&app, &buf, 15).contains('•'));
    assert_eq!(app.session.as_ref().expect("game").game.cursor(), 0);
    click_square(&mut app, 15);
    let g = &app.session.as_ref().expect("game").game;
    assert_eq!(g.played().first().map(|m| m.fid()), Some("31x22x15".into()));
    // The last move stays visible: its captured squares are marked.
    let buf = render(&app, 80, 24);
    assert!(cell_text(&app, &buf, 27).contains('×'));
    assert!(cell_text(&app, &buf, 19).contains('×'));
}

#[test]
fn one_path_left_completes_the_capture() {
    let dir = TempDir::new("autocomplete");
    let (mut app, _rx) = start_at(&dir, "W:WK31:B18,20,K27,K28");
    click_square(&mut app, 31);
    click_square(&mut app, 24);
    let g = &app.session.as_ref().expect("game").game;
    assert_eq!(g.played().first().map(|m| m.fid()), Some("31x24x15".into()));
}

#[test]
fn esc_makes_the_computer_move_now() {
    let dir = TempDir::new("movenow");
    let mut o = options(&dir);
    o.level = Some(10);
    o.color = ColorChoice::Black;
    let (mut app, rx) = start(o);
    assert!(app.session.as_ref().expect("game").thinking.is_some());
    press(&mut app, KeyCode::Esc);
    wait_engine(&mut app, &rx);
    let s = app.session.as_ref().expect("game");
    assert_eq!(s.game.cursor(), 1);
    assert!(s.human_to_move());
}

#[test]
fn level_and_flip_commands() {
    let dir = TempDir::new("level");
    let (mut app, _rx) = start(options(&dir));
    enter_line(&mut app, "L 7");
    let s = app.session.as_ref().expect("game");
    assert_eq!(s.game.player(Color::Black), Player::Computer { level: 7 });
    assert!(screen(&app).contains("computer (level 7)"));
    enter_line(&mut app, "L 11");
    assert!(screen(&app).contains("Levels go from 1 to 10"));
    enter_line(&mut app, "f");
    assert!(app.session.as_ref().expect("game").flipped);
    enter_line(&mut app, "#");
    assert!(!app.session.as_ref().expect("game").numbers);
    enter_line(&mut app, "xyz");
    assert!(screen(&app).contains("Unknown command"));
}

#[test]
fn italian_screens() {
    let dir = TempDir::new("italian");
    let mut o = options(&dir);
    o.lang = Lang::It;
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    let s = screen(&app);
    assert!(s.contains("Nuova partita") && s.contains("Riprendi") && s.contains("Esci"));
    let small = text(&render(&app, 30, 8));
    assert!(small.contains("Allargalo"), "{small}");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter); // Inizia
    enter_line(&mut app, "e");
    assert!(screen(&app).contains("USCIRE ? (S/N)"));
    press(&mut app, KeyCode::Char('s'));
    assert!(app.quit);
}

#[test]
fn hint_is_highlighted() {
    let dir = TempDir::new("hint");
    let (mut app, rx) = start(options(&dir));
    enter_line(&mut app, "h");
    wait_engine(&mut app, &rx);
    let s = app.session.as_ref().expect("game");
    let hint = s.hint.expect("a hint");
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
    assert_eq!(app.screen, Screen::Menu);
    assert!(screen(&app).contains("Your colour"));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen, Screen::Game);
    assert_eq!(app.session.as_ref().expect("game").game.cursor(), 2);
    assert!(!app.quit);
}
