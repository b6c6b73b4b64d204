//! The terminal game's screens without a terminal: synthetic keys and clicks go through
//! `App::update`, screens are rendered to ratatui's `TestBackend` and checked as text
//! (and a few `insta` snapshots). Saves go to a fresh temporary folder per test.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use dama::draughts::italian::{Color, Position, Square};
use dama::game::Player;
use dama::tui::draughts::geom;
use dama::tui::{ColorChoice, Event, Lang, Mover, Screen};

mod tui_support;
use tui_support::*;

#[test]
fn menu_shows_its_four_choices_and_starts_a_game() {
    let dir = TempDir::new("menu");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, rx) = start(o);
    // First the game, Italian preselected.
    let s = screen(&app);
    assert!(
        s.contains("Choose the game") && s.contains("▶ Italian draughts"),
        "{s}"
    );
    insta::assert_snapshot!("menu_games_en", s);
    press(&mut app, KeyCode::Enter);
    let s = screen(&app);
    // Under the logo the title is the game's name alone, not "DAMA" again.
    assert!(
        s.contains("Italian draughts") && !s.contains("DAMA ·"),
        "{s}"
    );
    for item in [
        "New game",
        "Resume",
        "Rules and keys",
        "Another game",
        "Position editor",
        "Settings",
        "Quit",
    ] {
        assert!(s.contains(item), "{item} missing:\n{s}");
    }
    insta::assert_snapshot!("menu_en", s);
    press(&mut app, KeyCode::Enter); // New game
    let s = screen(&app);
    // One row per seat (the page opens on Start, below the seats, colours, position,
    // ballot and clock rows).
    assert!(s.contains("White") && s.contains("◀ Human ▶"), "{s}");
    for _ in 0..5 {
        press(&mut app, KeyCode::Up); // Black's row
    }
    press(&mut app, KeyCode::Right);
    assert!(screen(&app).contains("◀ Computer (level 2) ▶"));
    for _ in 0..5 {
        press(&mut app, KeyCode::Down); // start
    }
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.screen(), Screen::Game);
    let game = &session(&app).record();
    assert_eq!(game.player(Color::White), Player::Human);
    assert_eq!(
        game.player(Color::Black),
        Player::Computer {
            level: dama::core::Level::of(2)
        }
    );
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
    let l = geom::game(buf.area, 8).expect("fits");
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
    let l = geom::game(buf.area, 8).expect("fits");
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
        Player::Computer {
            level: dama::core::Level::of(1),
        },
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
    let msg = &session(&app).message();
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
    assert_eq!(session(&app).line(), "");
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
    o.white = Some(Mover::Human);
    o.black = Some(Mover::Human);
    let (mut app, _rx) = start(o);
    enter_line(&mut app, "22-18"); // FID
    enter_line(&mut app, "9 13"); // DAMA.COM plain move
    enter_line(&mut app, "18 13 9"); // DAMA.COM capture: from, taken, landing
    let g = &session(&app).record();
    let played: Vec<String> = g.played().iter().map(|m| m.fid()).collect();
    assert_eq!(played, ["22-18", "9-13", "18x9"]);
}

#[test]
fn game_over_banner_names_winner_and_reason() {
    let dir = TempDir::new("over");
    let save = dir.0.join("won.json");
    let mut game = dama::game::Game::new(
        Position::from_fen("W:W22:B18").expect("fen"),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(1),
        },
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
    assert_eq!(app.screen(), Screen::Help);
    let s = screen(&app);
    assert!(
        s.contains("Help: keys and rules") && s.contains("PLAYING"),
        "{s}"
    );
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.screen(), Screen::Game);

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
    assert_eq!(session(&app).line(), "");
}

#[test]
fn cursor_keys_pick_and_move() {
    let dir = TempDir::new("cursor");
    let (mut app, _rx) = start(options(&dir));
    // The cursor starts on 21's row (row 5, column 2 = square 22).
    let s = session(&app);
    assert_eq!(s.cursor_square(), Some(22));
    press(&mut app, KeyCode::Enter); // pick 22
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Left); // row 4, col 2 = 18
    press(&mut app, KeyCode::Char(' '));
    let g = &session(&app).record();
    assert_eq!(
        g.played().first().map(|m| m.fid()),
        Some("22-18".to_string())
    );
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
    assert_eq!(session(&app).record().cursor(), 0);
    click_square(&mut app, 15);
    let g = &session(&app).record();
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
    let g = &session(&app).record();
    assert_eq!(g.played().first().map(|m| m.fid()), Some("31x24x15".into()));
}

#[test]
fn italian_screens() {
    let dir = TempDir::new("italian");
    let mut o = options(&dir);
    o.lang = Lang::It;
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    assert!(screen(&app).contains("Scegli il gioco"));
    press(&mut app, KeyCode::Enter); // Dama italiana
    let s = screen(&app);
    assert!(s.contains("Nuova partita") && s.contains("Riprendi") && s.contains("Esci"));
    let small = text(&render(&app, 30, 8));
    assert!(small.contains("Allargalo"), "{small}");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter); // Inizia
    enter_line(&mut app, "e");
    assert!(screen(&app).contains("USCIRE ? (S/N)"));
    press(&mut app, KeyCode::Char('s'));
    assert!(app.has_quit());
}

#[test]
fn ascii_glyphs_and_clicks_off_the_board() {
    let dir = TempDir::new("ascii");
    let mut o = options(&dir);
    o.ascii = true;
    let (mut app, _rx) = start(o);
    let buf = render(&app, 80, 24);
    assert!(cell_text(&app, &buf, 1).contains('b'));
    assert!(cell_text(&app, &buf, 32).contains('w'));
    click(&mut app, 70, 10); // the side panel
    click(&mut app, 0, 0); // the title
    let s = session(&app);
    assert!(!s.is_picking() && s.message().is_none());
    assert_eq!(position(&app), Position::start());
}

#[test]
fn larger_terminal_larger_board() {
    let dir = TempDir::new("large");
    let (app, _rx) = start(options(&dir));
    let buf = render(&app, 120, 40);
    let l = geom::game(buf.area, 8).expect("fits");
    assert!(l.board.cell_h >= 4);
    // The men are discs drawn with quadrant blocks; without colour a light man is a
    // ring, open in the middle.
    let man = cell_text(&app, &buf, 32);
    assert!(man.contains('▄') && man.contains('▀'), "{man}");
    assert!(text(&buf).contains("White: you"));
}

#[test]
fn game_over_and_help_snapshots() {
    let dir = TempDir::new("snapshots");
    let (mut app, _rx) = start_at(&dir, "W:W22:B18");
    enter_line(&mut app, "22x13");
    insta::assert_snapshot!("game_over_80x24", screen(&app));
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::F(1));
    insta::assert_snapshot!("help_en_80x24", screen(&app));
}

#[test]
fn menu_goes_back_to_the_game_choice() {
    let dir = TempDir::new("menu-back");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter); // Another game
    assert!(screen(&app).contains("Choose the game"));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc); // the main page goes back to the game choice too
    assert!(screen(&app).contains("Choose the game"));
    press(&mut app, KeyCode::Esc); // and Esc there leaves, with no game in progress
    assert!(app.has_quit());
}
