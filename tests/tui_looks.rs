//! The look of the board (issue 10, "a board worth looking at"), through the whole app:
//! the pieces grow with the terminal, kings stay kings, the layout keeps its proportions
//! on a 200x60 terminal, a click lands on the square drawn there at every size, and
//! `--ascii` draws nothing but ASCII on any screen.

use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

use dama::draughts::Draughts;
use dama::draughts::international;
use dama::draughts::italian::Position;
use dama::game::{Player, Record};
use dama::lang::LangText;
use dama::tui::draughts::geom;
use dama::tui::layout::{self, PANEL_MAX, PANEL_MIN};
use dama::tui::{App, ColorMode, Event, Lang, Options};

mod tui_support;
use tui_support::*;

/// The sizes the issue asks about, and the smallest for each board.
const SIZES: [(u16, u16); 6] = [
    (60, 18),
    (62, 18),
    (80, 24),
    (100, 32),
    (137, 41),
    (200, 60),
];

fn resize(app: &mut App, w: u16, h: u16) {
    app.update(Event::Resize(w, h));
}

/// The cell of square `n` of the Italian board at the app's size, rows joined by `|`.
fn square_at(app: &App, w: u16, h: u16, n: u8) -> String {
    cell_text(app, &render(app, w, h), n)
}

#[test]
fn pieces_grow_with_the_terminal() {
    let dir = TempDir::new("looks-grow");
    let mut o = options(&dir);
    o.colors = ColorMode::TrueColor;
    let (mut app, _rx) = start(o);
    // 60x18: one glyph; 80x24: a slab on the lower row; 100x32 and up: a disc.
    resize(&mut app, 60, 18);
    let small = square_at(&app, 60, 18, 1);
    assert_eq!(small.trim_matches(['|', ' ']), "●", "{small}");
    resize(&mut app, 80, 24);
    let slab = square_at(&app, 80, 24, 1);
    assert!(slab.contains("▟█▙"), "{slab}");
    for (w, h, wide) in [(100, 32, 5), (200, 60, 11)] {
        resize(&mut app, w, h);
        let disc = square_at(&app, w, h, 1);
        let widest = disc
            .split('|')
            .map(|row| {
                row.trim_start_matches(char::is_numeric)
                    .trim()
                    .chars()
                    .count()
            })
            .max()
            .unwrap_or(0);
        assert!(widest >= wide, "{w}x{h}: {widest} wide\n{disc}");
        let rows = disc.split('|').filter(|r| r.contains('█')).count();
        assert!(rows >= 2, "{w}x{h}\n{disc}");
    }
}

/// A human-vs-computer game from `fen` (loaded from a save in `dir`), with the
/// options changed by `look`.
fn start_with(
    dir: &TempDir,
    fen: &str,
    look: impl FnOnce(&mut Options),
) -> (App, std::sync::mpsc::Receiver<Event>) {
    let save = dir.0.join("start.json");
    let game = dama::game::Game::new(
        Position::from_fen(fen).expect("fen"),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(1),
        },
    );
    dama::game::save::save(&game, &save, true).expect("save");
    let mut o = options(dir);
    o.load = Some(save);
    look(&mut o);
    start(o)
}

#[test]
fn kings_look_like_kings_on_the_game_screen() {
    let dir = TempDir::new("looks-kings");
    for colors in [ColorMode::TrueColor, ColorMode::Ansi16, ColorMode::None] {
        for ascii in [false, true] {
            let (mut app, _rx) = start_with(&dir, "W:WK22,26:BK9,13", |o| {
                o.colors = colors;
                o.ascii = ascii;
            });
            for (w, h) in [(60, 18), (80, 24), (100, 32), (200, 60)] {
                resize(&mut app, w, h);
                let buf = render(&app, w, h);
                let strip =
                    |s: String| -> String { s.chars().filter(|c| !c.is_ascii_digit()).collect() };
                let king = strip(cell_text(&app, &buf, 22));
                let man = strip(cell_text(&app, &buf, 26));
                assert_ne!(king, man, "{w}x{h} {colors:?} ascii {ascii}");
                let black_king = strip(cell_text(&app, &buf, 9));
                let black_man = strip(cell_text(&app, &buf, 13));
                assert_ne!(black_king, black_man, "{w}x{h} {colors:?} ascii {ascii}");
            }
        }
    }
}

#[test]
fn the_layout_keeps_its_proportions_at_200x60() {
    for n in [8, 10] {
        let big = geom::game(Rect::new(0, 0, 200, 60), n).expect("fits");
        let mid = geom::game(Rect::new(0, 0, 100, 32), n).expect("fits");
        // The board is larger than at 100x32, the panel no wider than it needs.
        assert!(big.board.cell_h > mid.board.cell_h, "{n}x{n}");
        assert!(
            big.board.area.width > 2 * mid.board.area.width - 20,
            "{n}x{n}"
        );
        assert!(
            (PANEL_MIN..=PANEL_MAX).contains(&big.panel.width),
            "{n}x{n}"
        );
        assert_eq!(big.panel.height, big.message.y - big.panel.y, "{n}x{n}");
        // Board and panel are one block, centred: as much room left as right.
        let left = big.board.area.x;
        let right = 200 - big.panel.right();
        assert!(
            left.abs_diff(right) <= 1,
            "{n}x{n}: {left} left, {right} right"
        );
        assert_eq!(big.board.area.right() + 1, big.panel.x);
        // The title and the bottom lines line up with the block.
        for row in [big.title, big.message, big.input] {
            assert_eq!((row.x, row.right()), (left, big.panel.right()), "{n}x{n}");
        }
        // The board keeps square cells: h rows by 2h or 2h+1 columns.
        let g = big.board;
        assert!(g.cell_w == 2 * g.cell_h || g.cell_w == 2 * g.cell_h + 1);
        // Where the panel is not capped it takes all the width the board leaves.
        let small = geom::game(Rect::new(0, 0, 80, 24), n).expect("fits");
        assert_eq!(small.board.area.x, 0);
        assert_eq!(small.panel.right(), 80);
    }
}

#[test]
fn a_click_lands_on_the_square_drawn_there_at_every_size() {
    for (w, h) in SIZES {
        for n in [8u8, 10] {
            let Some(l) = geom::game(Rect::new(0, 0, w, h), n) else {
                assert!((w, h) == (60, 18) && n == 10, "{w}x{h} fits {n}x{n}");
                continue;
            };
            let g = l.board;
            for r in 0..g.n {
                for c in 0..g.n {
                    let cell = g.cell(r, c);
                    for y in cell.top()..cell.bottom() {
                        for x in cell.left()..cell.right() {
                            assert_eq!(g.hit(x, y), Some((r, c)), "{w}x{h} {n}x{n} at {x},{y}");
                        }
                    }
                }
            }
            // Outside the squares: the labels, the panel, below the board.
            assert_eq!(g.hit(g.x - 1, g.y), None);
            assert_eq!(g.hit(g.x + g.n * g.cell_w, g.y), None);
            assert_eq!(g.hit(g.x, g.y + g.n * g.cell_h), None);
            assert_eq!(g.hit(l.panel.x + 1, l.panel.y + 1), None);
        }
    }
}

#[test]
fn clicks_play_moves_on_a_200x60_board_both_ways_round() {
    let dir = TempDir::new("looks-click");
    let mut o = options(&dir);
    o.white = Some(dama::tui::Mover::Human);
    o.black = Some(dama::tui::Mover::Human);
    let (mut app, _rx) = start(o);
    resize(&mut app, 200, 60);
    click_square(&mut app, 22);
    click_square(&mut app, 18);
    assert_eq!(session(&app).record().played().len(), 1);
    assert!(position(&app).piece_on(18).is_some() && position(&app).piece_on(22).is_none());
    enter_line(&mut app, "F");
    resize(&mut app, 137, 41);
    click_square(&mut app, 12);
    click_square(&mut app, 15);
    let played = session(&app).record().played().len();
    assert_eq!(played, 2, "a click on the flipped board at 137x41");
}

/// Every screen of the app at `w` x `h`, rendered: the text of each.
fn every_screen(lang: Lang, w: u16, h: u16) -> Vec<(String, String)> {
    let dir = TempDir::new("looks-ascii");
    let mut o = options(&dir);
    o.ascii = true;
    o.lang = lang;
    o.colors = ColorMode::TrueColor;
    o.start_menu = true;
    let (mut app, _rx) = start(o);
    resize(&mut app, w, h);
    let t = lang.text();
    let mut shots = Vec::new();
    // Each screen is the one it claims to be (checked where the words are ASCII).
    let mut shot = |app: &App, name: &str, expect: &str| {
        let s = text(&render(app, w, h));
        if expect.is_ascii() && w >= 80 {
            assert!(s.contains(expect), "{lang:?} {w}x{h} {name}: {expect}\n{s}");
        }
        shots.push((name.to_string(), s));
    };
    shot(&app, "game list", "DAMA");
    press(&mut app, KeyCode::Enter);
    shot(&app, "game menu", t.new_game);
    press(&mut app, KeyCode::Enter);
    shot(&app, "new game", t.start);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    shot(&app, "resume", t.resume);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter); // rules and keys
    shot(&app, "help", t.help_title);
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Esc); // the game list
    press(&mut app, KeyCode::Enter); // Italian
    press(&mut app, KeyCode::Enter); // new game
    press(&mut app, KeyCode::Enter); // start (the page opens on it)
    shot(&app, "game", "1");
    click_square(&mut app, 22);
    shot(&app, "picked", "*");
    enter_line(&mut app, "H");
    shot(&app, "hint", "?");
    enter_line(&mut app, "S");
    shot(&app, "save dialog", t.save_title);
    press(&mut app, KeyCode::Esc);
    enter_line(&mut app, "E");
    shot(&app, "exit dialog", t.quit);
    press(&mut app, KeyCode::Char('n'));
    enter_line(&mut app, "22-18!");
    shot(&app, "error message", "22-18");
    press(&mut app, KeyCode::F(1));
    shot(&app, "game help", t.help_title);
    shots
}

#[test]
fn ascii_mode_draws_no_non_ascii_character_on_any_screen() {
    for lang in [Lang::En, Lang::It] {
        for (w, h) in [(80, 24), (100, 32), (200, 60), (60, 18)] {
            for (name, s) in every_screen(lang, w, h) {
                let bad: String = s.chars().filter(|c| !c.is_ascii()).collect();
                assert!(bad.is_empty(), "{lang:?} {w}x{h} {name}: {bad}\n{s}");
            }
        }
    }
    // The game over banner, the 10x10 board and the too-small page.
    let dir = TempDir::new("looks-ascii-end");
    let (mut app, _rx) = start_with(&dir, "W:W22:B18", |o| o.ascii = true);
    enter_line(&mut app, "22x13");
    let over = screen(&app);
    assert!(over.is_ascii() && over.contains("White wins"), "{over}");
    app.open(
        Record::<international::Position>::new(
            international::Position::start(),
            Player::Human,
            Player::Human,
        ),
        None,
    );
    for (w, h) in [(62, 18), (80, 24), (100, 32), (200, 60), (50, 14)] {
        let s = text(&render(&app, w, h));
        assert!(s.is_ascii(), "10x10 at {w}x{h}\n{s}");
    }
    assert!(text(&render(&app, 50, 14)).contains("62x18"));
}

#[test]
fn every_size_draws_with_kings_picks_and_marks_in_every_palette() {
    let dir = TempDir::new("looks-sizes");
    for colors in [ColorMode::TrueColor, ColorMode::Ansi256, ColorMode::None] {
        for ascii in [false, true] {
            let (mut app, _rx) = start_with(&dir, "W:WK22,26,31:BK9,13,18", |o| {
                o.colors = colors;
                o.ascii = ascii;
            });
            enter_line(&mut app, "H");
            for w in (40..=230).step_by(19) {
                for h in (10..=75).step_by(13) {
                    resize(&mut app, w, h);
                    if layout::fits(Rect::new(0, 0, w, h), 8) {
                        click_square(&mut app, 22);
                    }
                    let s = text(&render(&app, w, h));
                    assert!(!ascii || s.is_ascii(), "{w}x{h}\n{s}");
                    if layout::fits(Rect::new(0, 0, w, h), 8) {
                        click_square(&mut app, 22);
                    }
                }
            }
        }
    }
}
