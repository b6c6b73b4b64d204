//! The position editor's side of every draughts game ([`EditableGame`]): a setup is a
//! piece or nothing on each dark square and the side to move, drawn by the game's board
//! widget; `w`/`b` put a white/black man, `W`/`B` a king. On leaving, a setup is refused
//! when a side has no piece (the game would be over before it starts), more pieces than
//! the variant's start (12 on 8x8, 20 on 10x10), or a man on its own promotion row; the
//! rules' FEN reader has the last word. A side to move that cannot move is allowed: the
//! game then ends at once, as the rules say (blocked, a loss).

use std::marker::PhantomData;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::core::{Evaluate, Rules, Seat};
use crate::draughts::{Color, Draughts, Kind, Piece};
use crate::lang::editor::{self as words, Refusal};
use crate::lang::{Lang, Localize};
use crate::tui::draughts::board::{BoardLike, BoardView, look};
use crate::tui::draughts::geom;
use crate::tui::draughts::pick::Marks;
use crate::tui::shell::editor::edit::{EditPiece, EditableGame, SetupView};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::theme::Theme;

/// The most squares a board has (10x10).
const SQUARES: usize = 50;

/// A draughts position being edited: what stands on each dark square, who moves.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup<G> {
    squares: [Option<Piece>; SQUARES],
    side: Color,
    game: PhantomData<fn() -> G>,
}

impl<G: Draughts> Setup<G> {
    fn squares() -> u8 {
        let n = <G as Draughts>::SIZE;
        n * n / 2
    }

    /// The piece on square `n` (1-based).
    pub fn piece(&self, n: u8) -> Option<Piece> {
        self.squares
            .get(usize::from(n).checked_sub(1)?)
            .copied()
            .flatten()
    }
}

impl<G: Draughts> BoardLike for Setup<G> {
    const SIZE: u8 = <G as Draughts>::SIZE;

    fn square_number(row: u8, col: u8) -> Option<u8> {
        <G as Draughts>::square_number(row, col)
    }

    fn piece_on(&self, number: u8) -> Option<Piece> {
        self.piece(number)
    }
}

/// The things to put, in Tab order.
const PIECES: [(char, Color, Kind); 4] = [
    ('w', Color::White, Kind::Man),
    ('W', Color::White, Kind::King),
    ('b', Color::Black, Kind::Man),
    ('B', Color::Black, Kind::King),
];

fn piece(i: usize) -> Option<Piece> {
    PIECES.get(i).map(|&(_, c, k)| Piece::new(c, k))
}

fn seat_of(c: Color) -> Seat {
    c.into()
}

impl<G> EditableGame for G
where
    G: super::game::ShellDraughts + Evaluate,
    G::MoveError: Localize,
{
    type Setup = Setup<G>;

    fn edit_pieces(lang: Lang) -> Vec<EditPiece> {
        PIECES
            .iter()
            .map(|&(key, c, k)| EditPiece {
                key,
                name: words::piece_name(lang, usize::from(c == Color::Black), k == Kind::King),
            })
            .collect()
    }

    fn edit_glyph(i: usize, theme: &Theme) -> &'static str {
        piece(i).map_or("", |p| theme.glyphs.piece(look(p)))
    }

    fn setup_of(pos: &G) -> Setup<G> {
        let mut squares = [None; SQUARES];
        for n in 1..=Setup::<G>::squares() {
            squares[usize::from(n - 1)] = Draughts::piece_on(pos, n);
        }
        Setup {
            squares,
            side: pos.side(),
            game: PhantomData,
        }
    }

    fn clear(setup: &mut Setup<G>) {
        setup.squares = [None; SQUARES];
    }

    fn put(setup: &mut Setup<G>, (row, col): (u8, u8), i: Option<usize>) -> bool {
        let Some(n) = <G as Draughts>::square_number(row, col) else {
            return false;
        };
        setup.squares[usize::from(n - 1)] = i.and_then(piece);
        true
    }

    fn has(setup: &Setup<G>, (row, col): (u8, u8), i: usize) -> bool {
        let n = <G as Draughts>::square_number(row, col);
        n.is_some_and(|n| setup.piece(n).is_some() && setup.piece(n) == piece(i))
    }

    fn turn(setup: &Setup<G>) -> Seat {
        seat_of(setup.side)
    }

    fn set_turn(setup: &mut Setup<G>, seat: Seat) {
        setup.side = if seat == seat_of(Color::White) {
            Color::White
        } else {
            Color::Black
        };
    }

    fn setup_text(setup: &Setup<G>) -> String {
        let list = |c: Color| {
            let items: Vec<String> = (1..=Setup::<G>::squares())
                .filter_map(|n| {
                    let p = setup.piece(n).filter(|p| p.color == c)?;
                    Some(format!(
                        "{}{n}",
                        if p.kind == Kind::King { "K" } else { "" }
                    ))
                })
                .collect();
            items.join(",")
        };
        format!(
            "{}:W{}:B{}",
            setup.side.letter(),
            list(Color::White),
            list(Color::Black)
        )
    }

    fn check(setup: &Setup<G>, lang: Lang) -> Result<G, Refusal> {
        let start = <G as Rules>::start();
        let max_of = |c: Color| {
            (1..=Setup::<G>::squares())
                .filter(|&n| Draughts::piece_on(&start, n).is_some_and(|p| p.color == c))
                .count() as u32
        };
        for c in [Color::White, Color::Black] {
            let seat = <G as ShellGame>::seat_label(seat_of(c), lang).to_string();
            let count = (1..=Setup::<G>::squares())
                .filter(|&n| setup.piece(n).is_some_and(|p| p.color == c))
                .count() as u32;
            if count == 0 {
                return Err(Refusal::NoPieces { seat });
            }
            let max = max_of(c);
            if count > max {
                return Err(Refusal::TooMany { seat, count, max });
            }
            let far_row = if c == Color::White {
                0
            } else {
                <G as Draughts>::SIZE - 1
            };
            let on_far_row = (1..=Setup::<G>::squares()).find(|&n| {
                setup.piece(n) == Some(Piece::new(c, Kind::Man))
                    && <G as Draughts>::square_cell(n).is_some_and(|(row, _)| row == far_row)
            });
            if let Some(n) = on_far_row {
                let cell = n.to_string();
                return Err(Refusal::ManOnPromotionRow { seat, cell });
            }
        }
        <G as Rules>::parse_position(&Self::setup_text(setup))
            .map_err(|e| Refusal::Rules(<G as ShellGame>::render_position_error(lang, &e)))
    }

    fn draw_setup(setup: &Setup<G>, view: &SetupView<'_, G>, area: Rect, buf: &mut Buffer) {
        let Some(l) = geom::game(area, <G as Draughts>::SIZE) else {
            return;
        };
        BoardView {
            pos: setup,
            geom: l.board,
            flipped: view.flipped,
            numbers: view.numbers,
            marks: Marks {
                cursor: Some(view.cursor),
                ..Marks::default()
            },
            theme: view.theme,
        }
        .render(l.board.area, buf);
    }
}
