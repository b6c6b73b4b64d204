//! The shell playing the other draughts variants: the 10x10 International board on the
//! whole game screen at 100x32 and 80x24 (snapshots), moves typed and clicked on it,
//! refused moves in both languages, and English draughts, where Black (the computer
//! here) moves first.

use ratatui::crossterm::event::KeyCode;

use dama::core::{Level, Rules, Seat};
use dama::draughts::italian::Color;
use dama::draughts::{Draughts, english, international};
use dama::game::{Player, Record};
use dama::tui::draughts::geom;
use dama::tui::{App, Lang, Session};

mod tui_support;
use tui_support::*;

type Intl = international::Position;

fn open<G: dama::tui::ShellGame>(app: &mut App, white: Player, black: Player) {
    app.open(Record::<G>::new(G::start(), white, black), None);
}

fn intl(app: &App) -> &Session<Intl> {
    app.session::<Intl>().expect("an International game")
}

/// Clicks the middle of square `n` of the 10x10 board.
fn click10(app: &mut App, n: u8) {
    let l = geom::game(app.size(), 10).expect("fits");
    let (row, col) = Intl::square_cell(n).expect("square");
    let (r, c) = geom::screen_of(row, col, intl(app).flipped(), 10);
    let cell = l.board.cell(r, c);
    click(app, cell.x + cell.width / 2, cell.y + cell.height / 2);
}

#[test]
fn international_board_on_the_game_screen() {
    let dir = TempDir::new("intl-screens");
    let (mut app, _rx) = start(options(&dir));
    open::<Intl>(&mut app, Player::Human, Player::Human);
    let big = text(&render(&app, 100, 32));
    assert!(big.contains("DAMA · International draughts"), "{big}");
    assert!(big.contains("Pieces: ○ 20  ♕ 0   ● 20  ♛ 0"), "{big}");
    // The title line and the file letters a–j are kept at 100x32 (issue 23, item 11).
    let first = big.lines().next().unwrap_or_default();
    assert!(first.contains("DAMA"), "title line: {first}");
    assert!(
        big.lines()
            .any(|l| l.contains("a    b    c    d    e    f    g    h    i    j")),
        "{big}"
    );
    insta::assert_snapshot!("international_100x32", big);
    let small = text(&render(&app, 80, 24));
    assert!(
        small.contains("50") && small.contains("White: human"),
        "{small}"
    );
    insta::assert_snapshot!("international_80x24", small);
    let tiny = text(&render(&app, 61, 24));
    assert!(tiny.contains("62×18"), "{tiny}");
}

#[test]
fn international_moves_typed_and_clicked() {
    let dir = TempDir::new("intl-moves");
    let (mut app, _rx) = start(options(&dir));
    open::<Intl>(&mut app, Player::Human, Player::Human);
    enter_line(&mut app, "32-28");
    assert_eq!(intl(&app).record().cursor(), 1);
    // Black answers by mouse: 19 then 23.
    click10(&mut app, 19);
    click10(&mut app, 23);
    let played: Vec<String> = {
        let r = intl(&app).record();
        let mut pos = *r.start();
        r.played()
            .iter()
            .map(|m| {
                let t = pos.move_text(m);
                pos.play_unchecked(m);
                t
            })
            .collect()
    };
    assert_eq!(played, ["32-28", "19-23"]);
    assert!(screen(&app).contains("1. 32-28"), "{}", screen(&app));
    // Flipped, a click still lands on the square drawn there.
    enter_line(&mut app, "f");
    click10(&mut app, 28);
    click10(&mut app, 19);
    assert_eq!(intl(&app).record().cursor(), 3, "28x19");
}

#[test]
fn international_refusals_in_both_languages() {
    let dir = TempDir::new("intl-refused");
    let (mut app, _rx) = start(options(&dir));
    open::<Intl>(&mut app, Player::Human, Player::Human);
    enter_line(&mut app, "32-23");
    assert!(
        screen(&app).contains("32-23 is not a legal move"),
        "{}",
        screen(&app)
    );
    enter_line(&mut app, "51-47");
    assert!(
        screen(&app).contains("not a square 1–50"),
        "{}",
        screen(&app)
    );
    let mut o = options(&dir);
    o.lang = Lang::It;
    let (mut app, _rx) = start(o);
    open::<Intl>(&mut app, Player::Human, Player::Human);
    enter_line(&mut app, "19-23");
    assert!(
        screen(&app).contains("nessun tuo pezzo in 19"),
        "{}",
        screen(&app)
    );
    assert!(screen(&app).contains("Dama internazionale"));
}

#[test]
fn english_black_moves_first_and_the_computer_answers() {
    let dir = TempDir::new("english");
    let (mut app, rx) = start(options(&dir));
    let computer = Player::Computer {
        level: Level::of(1),
    };
    open::<english::Position>(&mut app, Player::Human, computer);
    wait_engine(&mut app, &rx);
    let s = app.session::<english::Position>().expect("an English game");
    assert_eq!(s.record().cursor(), 1, "Black opened");
    assert_eq!(s.to_move(), Seat::from(Color::White));
    let shown = screen(&app);
    assert!(shown.contains("English draughts"), "{shown}");
    // The move list opens with Black's move in the first column.
    assert!(shown.contains("  1. "), "{shown}");
    enter_line(&mut app, "s");
    type_text(&mut app, "checkers");
    press(&mut app, KeyCode::Enter);
    assert!(dir.0.join("checkers.json").is_file());
    assert!(dir.0.join("autosave-english.json").is_file());
}

#[test]
fn menu_plays_and_resumes_international() {
    let dir = TempDir::new("intl-menu");
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    let menu = screen(&app);
    for game in ["Italian", "English", "Brazilian", "International"] {
        assert!(menu.contains(&format!("{game} draughts")), "{menu}");
    }
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter); // International
    press(&mut app, KeyCode::Enter); // New game
    press(&mut app, KeyCode::Enter); // Start (as White)
    assert!(app.session::<Intl>().is_some(), "an International game");
    enter_line(&mut app, "32-28");
    enter_line(&mut app, "save ten");
    enter_line(&mut app, "e");
    press(&mut app, KeyCode::Char('y'));
    assert!(app.has_quit());

    // The save names its game: resuming it from the menu opens International again,
    // whichever game the menu was on.
    let mut o = options(&dir);
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    press(&mut app, KeyCode::Enter); // Italian
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // Resume
    let list = screen(&app);
    assert!(
        list.contains("ten") && list.contains("International draughts"),
        "{list}"
    );
    let at = list
        .lines()
        .filter(|l| l.contains("Type a file name") || l.contains(" ten "))
        .count();
    assert_eq!(at, 2, "{list}");
    press(&mut app, KeyCode::Enter); // the first entry: the saved game (no Italian autosave)
    let s = app.session::<Intl>().expect("International resumed");
    assert!(s.record().cursor() >= 1);
}
