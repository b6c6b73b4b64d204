//! The board of any draughts game: n x n cells (8 or 10) drawn from the game's square
//! numbering (`Draughts::square_number`), pieces, square numbers, file and rank labels,
//! and the highlights (cursor, picked piece, destinations, pieces that must capture, the
//! last move and what it captured, the hint). Each highlight has a colour and a marker:
//! `[ ]` the cursor, `*` the picked piece, `•` a destination, `!` a piece that must
//! capture, `?` the hint, `×` a captured piece; the last move's squares are coloured
//! (underlined without colour). The pieces grow with the cells (`piece.rs`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;

use crate::draughts::{Color, Draughts, Kind, Piece};

use crate::tui::draughts::geom::{BoardGeom, board_of, screen_of};
use crate::tui::draughts::pick::Marks;
use crate::tui::shell::theme::{PieceLook, Side, Theme};

use crate::tui::widgets::{piece, put};

/// What the board widget reads of what it draws: the board's size and numbering, and
/// the piece on each square. Every draughts position is one, and so is the position
/// editor's setup (`edit.rs`), which may hold what no position may.
pub trait BoardLike {
    const SIZE: u8;
    fn square_number(row: u8, col: u8) -> Option<u8>;
    fn piece_on(&self, number: u8) -> Option<Piece>;
}

impl<G: Draughts> BoardLike for G {
    const SIZE: u8 = <G as Draughts>::SIZE;

    fn square_number(row: u8, col: u8) -> Option<u8> {
        <G as Draughts>::square_number(row, col)
    }

    fn piece_on(&self, number: u8) -> Option<Piece> {
        <G as Draughts>::piece_on(self, number)
    }
}

pub struct BoardView<'a, G: BoardLike> {
    pub pos: &'a G,
    pub geom: BoardGeom,
    pub flipped: bool,
    pub numbers: bool,
    pub marks: Marks,
    pub theme: &'a Theme,
}

impl<G: BoardLike> Widget for BoardView<'_, G> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let g = self.geom;
        let t = self.theme;
        let n = G::SIZE;
        for r in 0..g.n {
            // Rank label: n at the top seen from White.
            let rank = if self.flipped { r + 1 } else { g.n - r };
            let ly = g.y + r * g.cell_h + g.cell_h / 2;
            put(buf, g.area.x, ly, &format!("{rank:>2}"), t.label);
            for c in 0..g.n {
                let cell = g.cell(r, c);
                let (row, col) = board_of(r, c, self.flipped, n);
                match G::square_number(row, col) {
                    Some(sq) => self.dark_cell(buf, cell, sq, (r, c)),
                    None => {
                        let cursor = self.cursor_at(r, c);
                        let style = if cursor {
                            t.light.patch(t.cursor)
                        } else {
                            t.light
                        };
                        fill(buf, cell, style);
                        if cursor {
                            let y = cell.y + cell.height / 2;
                            put(buf, cell.x, y, t.glyphs.cursor_left, style);
                            put(buf, cell.right() - 1, y, t.glyphs.cursor_right, style);
                        }
                    }
                }
            }
        }
        if !g.files {
            return;
        }
        let fy = g.y + g.n * g.cell_h;
        for c in 0..g.n {
            let file = if self.flipped { g.n - 1 - c } else { c };
            let ch = (b'a' + file as u8) as char;
            let x = g.x + c * g.cell_w + g.cell_w / 2;
            put(buf, x, fy, &ch.to_string(), t.label);
        }
    }
}

impl<G: BoardLike> BoardView<'_, G> {
    fn cursor_at(&self, r: u16, c: u16) -> bool {
        self.marks.cursor.is_some_and(|(row, col)| {
            let (sr, sc) = screen_of(row, col, self.flipped, G::SIZE);
            (sr, sc) == (r, c)
        })
    }

    fn dark_cell(&self, buf: &mut Buffer, cell: Rect, sq: u8, (r, c): (u16, u16)) {
        let t = self.theme;
        let g = &t.glyphs;
        let m = &self.marks;
        let cursor = self.cursor_at(r, c);
        let mut bg = t.dark;
        if m.last_path.contains(sq) {
            bg = bg.patch(t.last);
        }
        if m.last_taken.contains(sq) {
            bg = bg.patch(Style {
                fg: None,
                ..t.taken
            });
        }
        if m.hint.contains(sq) {
            bg = bg.patch(t.hint);
        }
        if m.dests.contains(sq) || m.landed.contains(sq) {
            bg = bg.patch(t.dest);
        }
        if m.picked == Some(sq) {
            bg = bg.patch(t.picked);
        }
        if cursor {
            bg = bg.patch(t.cursor);
        }
        fill(buf, cell, bg);

        let mid_y = cell.y + cell.height / 2;
        let mid_x = cell.x + cell.width / 2;
        let piece = self.pos.piece_on(sq);
        match piece {
            Some(p) => piece::draw(buf, cell, look(p), bg, t),
            None if m.dests.contains(sq) => piece::draw_dot(buf, cell, g.dest, t.dest_mark, bg, t),
            None if m.last_taken.contains(sq) => put(buf, mid_x, mid_y, g.taken, bg.patch(t.taken)),
            None => {}
        }
        // The corner marker says why the square is highlighted, colour or not.
        let corner = if m.picked == Some(sq) {
            Some((g.picked, t.badge))
        } else if m.must.contains(sq) {
            Some((g.must, t.must))
        } else if m.hint.contains(sq) {
            Some((g.hint, t.badge))
        } else {
            None
        };
        let number = sq.to_string();
        if cell.height >= 2 {
            if self.numbers {
                put(buf, cell.x, cell.y, &number, bg.patch(t.number));
            }
            if let Some((mk, style)) = corner {
                put(buf, cell.right() - 1, cell.y, mk, bg.patch(style));
            }
        } else {
            let mark = m.dests.contains(sq) || m.last_taken.contains(sq);
            if piece.is_none() && self.numbers && !mark {
                // Right-aligned in the cell.
                let x = cell.right().saturating_sub(number.len() as u16).max(cell.x);
                put(buf, x, cell.y, &number, bg.patch(t.number));
            }
            if let Some((mk, style)) = corner {
                put(buf, cell.x, cell.y, mk, bg.patch(style));
            }
        }
        if cursor {
            if cell.height >= 2 || corner.is_none() {
                put(buf, cell.x, mid_y, g.cursor_left, bg);
            }
            put(buf, cell.right() - 1, mid_y, g.cursor_right, bg);
        }
        // Without colour a highlight is an underline: under the square's top and bottom
        // rows, a frame rather than stripes across every row of a tall square.
        for y in cell.top() + 1..cell.bottom().saturating_sub(1) {
            for x in cell.left()..cell.right() {
                if let Some(c) = buf.cell_mut((x, y)) {
                    c.modifier.remove(Modifier::UNDERLINED);
                }
            }
        }
    }
}

fn fill(buf: &mut Buffer, area: Rect, style: Style) {
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(c) = buf.cell_mut((x, y)) {
                c.set_symbol(" ");
                c.set_style(style);
            }
        }
    }
}

/// How the theme draws a draughts piece: White's look is the light side's.
pub fn look(p: Piece) -> PieceLook {
    PieceLook {
        side: match p.color {
            Color::White => Side::Light,
            Color::Black => Side::Dark,
        },
        king: p.kind == Kind::King,
    }
}
