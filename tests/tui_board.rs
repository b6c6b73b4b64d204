//! The board widget on a 10x10 board, before (and independently of) the real variants: a
//! test-only game with the International numbering (1–50, square 1 on the top row's
//! second column) and no moves, drawn at 100x32 and 80x24 and checked as text and
//! `insta` snapshots; and the game-choice menu.

use arrayvec::ArrayVec;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use dama::core::{DrawRule, NotLegal, Outcome, Rules, Seat};
use dama::draughts::italian::{Color, Kind, Piece};
use dama::draughts::{Draughts, MoveSquares, Variant};
use dama::tui::draughts::board::BoardView;
use dama::tui::draughts::geom;
use dama::tui::draughts::pick::Marks;
use dama::tui::layout;
use dama::tui::options::ColorMode;
use dama::tui::theme::Theme;

/// A 10x10 position that only knows where its pieces are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Ten {
    /// By square number; index 0 unused.
    squares: [Option<Piece>; 51],
}

impl Rules for Ten {
    type Move = u8;
    type MoveList = ArrayVec<u8, 1>;
    type Counters = ();
    type MoveError = NotLegal;
    type PositionError = NotLegal;
    const GAME: &'static str = "test";
    const VARIANT: &'static str = "ten";
    const PLAYERS: usize = 2;

    fn start() -> Self {
        let mut squares = [None; 51];
        squares[1..=20].fill(Some(Piece::new(Color::Black, Kind::Man)));
        squares[31..=50].fill(Some(Piece::new(Color::White, Kind::Man)));
        Ten { squares }
    }
    fn to_move(&self) -> Seat {
        Seat::FIRST
    }
    fn zobrist(&self) -> u64 {
        0
    }
    fn generate_moves(&self, list: &mut Self::MoveList) {
        list.clear();
    }
    fn play_unchecked(&mut self, _: &u8) {}
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn is_tactical(&self) -> bool {
        false
    }
    fn is_capture(_: &u8) -> bool {
        false
    }
    fn next_counters(&self, _: &u8, _: ()) {}
    fn reversible_plies(_: ()) -> usize {
        0
    }
    fn counter_draw(&self, _: ()) -> Option<DrawRule> {
        None
    }
    fn parse_move(&self, _: &str) -> Result<u8, NotLegal> {
        Err(NotLegal)
    }
    fn move_text(&self, mv: &u8) -> String {
        mv.to_string()
    }
    fn parse_position(_: &str) -> Result<Self, NotLegal> {
        Err(NotLegal)
    }
    fn position_text(&self) -> String {
        String::new()
    }
}

impl Draughts for Ten {
    const KIND: Variant = Variant::International;
    const SIZE: u8 = 10;
    const PDN_GAME_TYPE: u8 = 20;
    const FIRST: Color = Color::White;

    fn square_number(row: u8, col: u8) -> Option<u8> {
        (row < 10 && col < 10 && (row + col) % 2 == 1).then(|| row * 5 + col / 2 + 1)
    }
    fn square_cell(n: u8) -> Option<(u8, u8)> {
        if !(1..=50).contains(&n) {
            return None;
        }
        let row = (n - 1) / 5;
        Some((row, 2 * ((n - 1) % 5) + 1 - row % 2))
    }
    fn piece_on(&self, n: u8) -> Option<Piece> {
        self.squares.get(usize::from(n)).copied().flatten()
    }
    fn side(&self) -> Color {
        Color::White
    }
    fn move_squares(mv: &u8) -> MoveSquares {
        MoveSquares {
            from: *mv,
            ..MoveSquares::default()
        }
    }
}

/// The board alone, drawn where the game screen puts it on a `w` x `h` terminal.
fn draw(pos: &Ten, w: u16, h: u16, flipped: bool, marks: Marks) -> (Buffer, geom::BoardGeom) {
    let area = Rect::new(0, 0, w, h);
    let l = geom::game(area, Ten::SIZE).expect("fits");
    let theme = Theme::new(ColorMode::None, false);
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    term.draw(|f| {
        f.render_widget(
            BoardView {
                pos,
                geom: l.board,
                flipped,
                numbers: true,
                marks,
                theme: &theme,
            },
            l.board.area,
        )
    })
    .expect("draw");
    (term.backend().buffer().clone(), l.board)
}

fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

/// The text of square `n`'s cell, rows joined by `|`.
fn cell(buf: &Buffer, g: &geom::BoardGeom, n: u8, flipped: bool) -> String {
    let (row, col) = Ten::square_cell(n).expect("square");
    let (r, c) = geom::screen_of(row, col, flipped, 10);
    let rect = g.cell(r, c);
    let mut s = String::new();
    for y in rect.top()..rect.bottom() {
        for x in rect.left()..rect.right() {
            s.push_str(buf[(x, y)].symbol());
        }
        s.push('|');
    }
    s
}

#[test]
fn ten_by_ten_numbering_round_trips() {
    for n in 1..=50 {
        let (r, c) = Ten::square_cell(n).expect("cell");
        assert_eq!(Ten::square_number(r, c), Some(n));
    }
}

#[test]
fn ten_by_ten_at_100x32_has_numbers_1_to_50() {
    let marks = Marks {
        cursor: Ten::square_cell(32),
        ..Marks::default()
    };
    let (buf, g) = draw(&Ten::start(), 100, 32, false, marks);
    assert_eq!((g.cell_w, g.cell_h), (5, 2));
    // Square 1 on the top row, second column; 50 on the bottom row, tenth column.
    assert_eq!(g.cell(0, 1), {
        let (r, c) = Ten::square_cell(1).expect("1");
        g.cell(u16::from(r), u16::from(c))
    });
    assert!(
        cell(&buf, &g, 1, false).starts_with("1 "),
        "{}",
        cell(&buf, &g, 1, false)
    );
    // Discs: a dark man filled (reverse video without colour), a light one a ring.
    // Two-row cells (the title and the file letters kept): the man is one glyph or a slab.
    let man = |n| {
        let c = cell(&buf, &g, n, false);
        c.contains('▟') || c.contains('●') || c.contains('○')
    };
    assert!(man(1), "{}", cell(&buf, &g, 1, false));
    assert!(cell(&buf, &g, 50, false).starts_with("50"));
    assert!(man(50), "{}", cell(&buf, &g, 50, false));
    assert!(cell(&buf, &g, 25, false).starts_with("25"));
    assert!(cell(&buf, &g, 32, false).contains('['), "cursor");
    insta::assert_snapshot!("board10_100x32", text(&buf));
}

#[test]
fn ten_by_ten_fits_at_80x24_and_flips() {
    let (buf, g) = draw(&Ten::start(), 80, 24, false, Marks::default());
    assert_eq!((g.cell_w, g.cell_h), (4, 2));
    assert!(g.area.right() + 28 <= 80, "the panel still fits");
    insta::assert_snapshot!("board10_80x24", text(&buf));
    let (buf, g) = draw(&Ten::start(), 80, 24, true, Marks::default());
    // Seen from Black: square 1 at the bottom right.
    let (r, c) = geom::screen_of(0, 1, true, 10);
    assert_eq!((r, c), (9, 8));
    assert!(cell(&buf, &g, 1, true).starts_with("1 "));
    let files: String = (0..10)
        .map(|c| {
            buf[(g.cell(0, c).x + g.cell_w / 2, g.y + 20)]
                .symbol()
                .to_string()
        })
        .collect();
    assert_eq!(files, "jihgfedcba");
}

#[test]
fn ten_by_ten_needs_62_columns() {
    assert_eq!(layout::min_size(10), (62, 18));
    assert!(geom::game(Rect::new(0, 0, 61, 24), 10).is_none());
    let l = geom::game(Rect::new(0, 0, 62, 18), 10).expect("fits at the minimum");
    assert_eq!((l.board.cell_w, l.board.cell_h), (3, 1));
}
