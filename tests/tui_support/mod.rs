//! Helpers for the terminal-game tests: a temporary save folder, options that never
//! touch the user's saves, synthetic keys and clicks, rendering to `TestBackend`.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use dama::draughts::Draughts;
use dama::draughts::italian::Position;
use dama::game::Player;
use dama::tui::draughts::geom;
use dama::tui::{App, ColorMode, Event, Options, Session};

/// A temporary save folder (`tempfile`), removed when dropped; `.0` is its path. Unique
/// even among the tests of one binary.
pub struct TempDir(pub PathBuf, tempfile::TempDir);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let dir = tempfile::Builder::new()
            .prefix(&format!("dama-tui-{name}-"))
            .tempdir()
            .expect("temp dir");
        TempDir(dir.path().to_path_buf(), dir)
    }
}

pub fn options(dir: &TempDir) -> Options {
    let mut o = Options::new(dir.0.clone());
    o.start_menu = false;
    o.level = Some(dama::core::Level::of(1));
    o.colors = ColorMode::None;
    o.seed = Some(7);
    o.demo_pause_ms = 0;
    o
}

pub fn start(opts: Options) -> (App, Receiver<Event>) {
    let (tx, rx) = channel();
    let app = App::new(opts, tx, Rect::new(0, 0, 80, 24)).expect("app starts");
    (app, rx)
}

pub fn press(app: &mut App, code: KeyCode) {
    app.update(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

pub fn enter_line(app: &mut App, text: &str) {
    type_text(app, text);
    press(app, KeyCode::Enter);
}

pub fn click(app: &mut App, col: u16, row: u16) {
    app.update(Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: col,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

/// The Italian game in progress.
pub fn session(app: &App) -> &Session<Position> {
    app.session::<Position>().expect("an Italian game")
}

/// The screen cell of square `n` of the Italian board.
fn screen_cell(app: &App, n: u8) -> (u16, u16) {
    let flipped = session(app).flipped();
    let (row, col) = Position::square_cell(n).expect("square");
    geom::screen_of(row, col, flipped, 8)
}

/// Clicks the middle of the cell showing `n`.
pub fn click_square(app: &mut App, n: u8) {
    let l = geom::game(app.size(), 8).expect("fits");
    let (r, c) = screen_cell(app, n);
    let cell = l.board.cell(r, c);
    click(app, cell.x + cell.width / 2, cell.y + cell.height / 2);
}

pub fn render(app: &App, w: u16, h: u16) -> Buffer {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    term.draw(|f| f.render_widget(app, f.area())).expect("draw");
    term.backend().buffer().clone()
}

pub fn text(buf: &Buffer) -> String {
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

pub fn screen(app: &App) -> String {
    text(&render(app, 80, 24))
}

/// Feeds engine events to the app until it stops thinking (bounded).
pub fn wait_engine(app: &mut App, rx: &Receiver<Event>) {
    for _ in 0..100_000 {
        let thinking = app.table().is_some_and(|t| t.is_busy());
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

pub fn position(app: &App) -> Position {
    *session(app).position()
}

/// The text of the cell at board square `n` (its piece glyph row).
pub fn cell_text(app: &App, buf: &Buffer, n: u8) -> String {
    let l = geom::game(buf.area, 8).expect("fits");
    let (r, c) = screen_cell(app, n);
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

/// Starts a human-vs-computer game from `fen`, loaded from a save in `dir`.
pub fn start_at(dir: &TempDir, fen: &str) -> (App, Receiver<Event>) {
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
    start(o)
}
