//! The DamHex^3 board: the 157 hexagons (flat-topped, drawn with `/ \ _`), dark cells
//! filled, light cells plain; pieces as doubled letters (`ww` a White man, `WW` a White
//! king; `b`/`B` Black, `r`/`R` Red), coloured when colours are on, so they stay apart
//! with 16 colours and with none. Row letters on the left; each player's base and front
//! named beside its side. The cursor hexagon is drawn `[..]`, the picked piece `<..>`,
//! the last move's start `··` and its captured pieces `xx`.
//!
//! Geometry: the dark cell `(q, r)` has its centre in hexagon column `2q + r` and half-row
//! `3r`; the light cells are the centres of the unit triangles between, at column
//! `2q + r + 1`, half-row `3r ± 1` (see `crate::damhex::geometry`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

use super::put;
use crate::damhex::geometry::{self as geo, COORDS, Cell};
use crate::damhex::{Move, Position};

/// Columns left of the board for the row letters.
const MARGIN: u16 = 3;
/// The board's size on screen, labels included.
pub const WIDTH: u16 = MARGIN + 3 * 16 + 4 + 12;
pub const HEIGHT: u16 = 27 + 2 + 2;

/// The board as drawn for one frame.
pub struct HexBoard<'a> {
    pub pos: &'a Position,
    pub cursor: Option<Cell>,
    pub picked: Option<Cell>,
    pub last: Option<&'a Move>,
    pub color: bool,
}

/// The screen column and line of the left edge and middle line of the hexagon at
/// hexagon column `c`, half-row `l`, in `area`.
fn hex_origin(area: Rect, c: i16, l: i16) -> (u16, u16) {
    let x = area.x as i16 + MARGIN as i16 + 3 * (c + 8);
    let y = area.y as i16 + 2 + (l + 13);
    (x.max(0) as u16, y.max(0) as u16)
}

/// The screen place of a dark cell's hexagon.
pub fn cell_origin(area: Rect, cell: Cell) -> (u16, u16) {
    let (q, r) = COORDS[cell as usize];
    hex_origin(area, i16::from(2 * q + r), i16::from(3 * r))
}

/// The dark cell under the screen point (`x`, `y`), for the mouse.
pub fn cell_at(area: Rect, x: u16, y: u16) -> Option<Cell> {
    (0..geo::CELLS as Cell).find(|&cell| {
        let (cx, cy) = cell_origin(area, cell);
        (cx..=cx + 3).contains(&x) && (y == cy || (y == cy + 1 && (cx + 1..=cx + 2).contains(&x)))
    })
}

/// A seat's piece colour (16-colour safe).
pub fn seat_color(seat: usize) -> Color {
    [Color::White, Color::Black, Color::LightRed][seat.min(2)]
}

/// A seat's glyph: lower case for a man, upper case for a king.
pub fn glyph(seat: usize, king: bool) -> &'static str {
    match (seat, king) {
        (0, false) => "ww",
        (0, true) => "WW",
        (1, false) => "bb",
        (1, true) => "BB",
        (_, false) => "rr",
        (_, true) => "RR",
    }
}

impl HexBoard<'_> {
    fn style(&self, fg: Option<Color>, bg: Option<Color>) -> Style {
        let mut s = Style::new();
        if self.color {
            if let Some(fg) = fg {
                s = s.fg(fg);
            }
            if let Some(bg) = bg {
                s = s.bg(bg);
            }
        }
        s
    }

    fn draw_hex(&self, buf: &mut Buffer, x: u16, y: u16, bg: Option<Color>, edges: (&str, &str)) {
        let edge = self.style(Some(Color::DarkGray), None);
        let fill = self.style(Some(Color::DarkGray), bg);
        put(buf, x + 1, y.saturating_sub(1), "__", edge);
        put(buf, x, y, edges.0, edge);
        put(buf, x + 1, y, "  ", fill);
        put(buf, x + 3, y, edges.1, edge);
        put(buf, x, y + 1, "\\", edge);
        put(buf, x + 1, y + 1, "__", fill);
        put(buf, x + 3, y + 1, "/", edge);
    }
}

impl Widget for HexBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let dark_bg = Some(Color::Green);
        for [a, b, c] in geo::light_cells() {
            // The triangle's centre: the mean of its corners' hexagon places.
            let place = |cell: Cell| {
                let (q, r) = COORDS[cell as usize];
                (i16::from(2 * q + r), i16::from(3 * r))
            };
            let (pa, pb, pc) = (place(a), place(b), place(c));
            let (hc, hl) = ((pa.0 + pb.0 + pc.0) / 3, (pa.1 + pb.1 + pc.1) / 3);
            let (x, y) = hex_origin(area, hc, hl);
            self.draw_hex(buf, x, y, None, ("/", "\\"));
        }
        let captured = self.last.map_or(0, |m| m.captured);
        for cell in 0..geo::CELLS as Cell {
            let (x, y) = cell_origin(area, cell);
            let edges = if self.cursor == Some(cell) {
                ("[", "]")
            } else if self.picked == Some(cell) {
                ("<", ">")
            } else {
                ("/", "\\")
            };
            self.draw_hex(buf, x, y, dark_bg, edges);
            let bold = Style::new().add_modifier(Modifier::BOLD);
            if let Some((seat, king)) = self.pos.piece_at(cell) {
                let style = self.style(Some(seat_color(seat)), dark_bg).patch(bold);
                let style = if self.last.is_some_and(|m| m.to() == cell) {
                    style.add_modifier(Modifier::UNDERLINED)
                } else {
                    style
                };
                put(buf, x + 1, y, glyph(seat, king), style);
            } else if self.last.is_some_and(|m| m.len > 0 && m.from == cell) {
                put(
                    buf,
                    x + 1,
                    y,
                    "··",
                    self.style(Some(Color::Yellow), dark_bg),
                );
            } else if captured & (1u64 << cell) != 0 {
                put(
                    buf,
                    x + 1,
                    y,
                    "xx",
                    self.style(Some(Color::Yellow), dark_bg),
                );
            }
            if self.cursor == Some(cell) || self.picked == Some(cell) {
                let s = self.style(Some(Color::Yellow), None).patch(bold);
                put(buf, x, y, edges.0, s);
                put(buf, x + 3, y, edges.1, s);
            }
        }
        // Row letters, from White's base (a) to its front (i).
        for r in -4i8..=4 {
            let first = geo::index(geo::row_start(r), r);
            let (x, y) = cell_origin(area, first);
            let letter = ((b'a' + (4 - r) as u8) as char).to_string();
            put(buf, x.saturating_sub(2), y, &letter, Style::new());
        }
        // Bases and fronts: White below (front at the top), Black upper left (front lower
        // right), Red upper right (front lower left).
        let label = |seat: usize| {
            self.style(Some(seat_color(seat)), None)
                .patch(Style::new().add_modifier(Modifier::BOLD))
        };
        let (lx, _) = hex_origin(area, -8, 0);
        let (rx, _) = hex_origin(area, 8, 0);
        let (mx, _) = hex_origin(area, -3, 0);
        let top = area.y;
        let bottom = area.y + HEIGHT - 1;
        put(buf, mx, bottom, "WHITE base (w) ^", label(0));
        put(buf, mx, top, "v White front", label(0));
        put(buf, lx, top, "BLACK base (b)", label(1));
        put(buf, rx.saturating_sub(6), top, "RED base (r)", label(2));
        put(buf, rx.saturating_sub(6), bottom, "Black front", label(1));
        put(buf, lx, bottom, "Red front", label(2));
    }
}
