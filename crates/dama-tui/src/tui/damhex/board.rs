//! The DamHex^3 board, turned so that any seat's base is at the bottom, in one of three
//! looks chosen by the terminal's size ([`Look`]): hexagons drawn with `/ \ _` at two
//! scales (the 157 cells, dark ones filled, light ones plain), or the compact lattice of
//! the 61 dark cells two lines apart on a light ground. Pieces are doubled letters (`ww`
//! a White man, `WW` a White king; `b`/`B` Black, `r`/`R` Red), coloured when colours are
//! on, so the three stay apart in 16 colours and with none. Empty dark cells show their
//! names (F3 hides them); each side of the board names its owner's base or front.
//!
//! Highlights have a colour and a marker each: the cursor `[..]`, the picked piece and the
//! landings chosen `<..>`, pieces that must capture `!..!`, the hint `?..?`, the picked
//! piece's destinations `••`, the last move's start and path `··`, what it took `××`, the
//! piece it moved underlined (a ratto in its own colour).
//!
//! Where everything goes, and the cell under the mouse, is `geom.rs`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

use crate::damhex::Position;
use crate::damhex::geometry::{self as geo, CELLS, Cell, Cells};
use crate::lang::Lang;
use crate::tui::damhex::geom::{HexGeom, Look, MARGIN, Place, light_places, view_place};
use crate::tui::damhex::words::damhex_side;
use crate::tui::shell::options::ColorMode;
use crate::tui::widgets::put;

/// What to highlight.
#[derive(Clone, Copy, Default, Debug)]
pub struct HexMarks {
    pub cursor: Option<Cell>,
    pub picked: Option<Cell>,
    /// Landings already chosen for the picked piece.
    pub landed: Cells,
    /// Where the picked piece may go next.
    pub dests: Cells,
    /// Pieces that must capture (a ratto's thieves included).
    pub must: Cells,
    /// The hint's start and landings.
    pub hint: Cells,
    /// The last move's start and landings, its piece's cell, and what it took.
    pub last: Cells,
    pub last_to: Option<Cell>,
    pub taken: Cells,
    /// The last move stole a turn.
    pub ratto: bool,
}

/// Styles of the board for one colour mode.
struct Palette {
    dark: Style,
    light: Style,
    edge: Style,
    name: Style,
    piece: [Style; 3],
    label: [Style; 3],
    cursor: Style,
    picked: Style,
    dest: Style,
    hint: Style,
    last: Style,
    ratto: Style,
    taken: Style,
    marker: Style,
    must: Style,
}

fn palette(mode: ColorMode) -> Palette {
    let plain = Style::new();
    let bold = plain.add_modifier(Modifier::BOLD);
    match mode {
        ColorMode::None => Palette {
            // Reverse video tells dark cells from light ones without colour.
            dark: plain.add_modifier(Modifier::REVERSED),
            light: plain,
            edge: plain,
            name: plain,
            piece: [bold; 3],
            label: [bold; 3],
            cursor: bold,
            picked: bold,
            dest: plain,
            hint: plain,
            last: plain,
            ratto: plain,
            taken: bold,
            marker: bold,
            must: bold,
        },
        ColorMode::Ansi16 => Palette {
            dark: plain.bg(Color::Green),
            light: plain.bg(Color::Gray),
            edge: plain.fg(Color::DarkGray),
            name: plain.fg(Color::Black),
            piece: [
                bold.fg(Color::White),
                bold.fg(Color::Black),
                bold.fg(Color::LightRed),
            ],
            label: [
                bold.fg(Color::White),
                bold.fg(Color::Black).bg(Color::Gray),
                bold.fg(Color::LightRed),
            ],
            cursor: plain.bg(Color::Blue),
            picked: plain.bg(Color::Magenta),
            dest: plain.bg(Color::Cyan),
            hint: plain.bg(Color::Cyan),
            last: plain.bg(Color::Yellow),
            ratto: plain.bg(Color::LightMagenta),
            taken: bold.fg(Color::Black),
            marker: bold.fg(Color::Yellow),
            must: bold.fg(Color::LightRed),
        },
        // The truecolour look from the xterm 256-colour cube.
        ColorMode::Ansi256 => Palette {
            dark: plain.bg(Color::Indexed(65)),
            light: plain.bg(Color::Indexed(187)),
            edge: plain.fg(Color::Indexed(101)),
            name: plain.fg(Color::Indexed(22)),
            piece: [
                bold.fg(Color::Indexed(231)),
                bold.fg(Color::Indexed(16)),
                bold.fg(Color::Indexed(160)),
            ],
            label: [
                bold.fg(Color::Indexed(231)),
                bold.fg(Color::Indexed(16)).bg(Color::Indexed(250)),
                bold.fg(Color::Indexed(203)),
            ],
            cursor: plain.bg(Color::Indexed(61)),
            picked: plain.bg(Color::Indexed(133)),
            dest: plain.bg(Color::Indexed(73)),
            hint: plain.bg(Color::Indexed(73)),
            last: plain.bg(Color::Indexed(137)),
            ratto: plain.bg(Color::Indexed(169)),
            taken: bold.fg(Color::Indexed(234)),
            marker: bold.fg(Color::Indexed(221)),
            must: bold.fg(Color::Indexed(203)),
        },
        ColorMode::TrueColor => Palette {
            dark: plain.bg(Color::Rgb(92, 120, 84)),
            light: plain.bg(Color::Rgb(226, 214, 182)),
            edge: plain.fg(Color::Rgb(120, 110, 90)),
            name: plain.fg(Color::Rgb(40, 58, 36)),
            piece: [
                bold.fg(Color::Rgb(255, 255, 250)),
                bold.fg(Color::Rgb(12, 12, 12)),
                bold.fg(Color::Rgb(235, 45, 45)),
            ],
            label: [
                bold.fg(Color::Rgb(250, 250, 245)),
                bold.fg(Color::Rgb(12, 12, 12))
                    .bg(Color::Rgb(190, 190, 190)),
                bold.fg(Color::Rgb(240, 70, 70)),
            ],
            cursor: plain.bg(Color::Rgb(60, 100, 170)),
            picked: plain.bg(Color::Rgb(170, 80, 150)),
            dest: plain.bg(Color::Rgb(70, 150, 160)),
            hint: plain.bg(Color::Rgb(70, 150, 160)),
            last: plain.bg(Color::Rgb(176, 150, 70)),
            ratto: plain.bg(Color::Rgb(196, 70, 150)),
            taken: bold.fg(Color::Rgb(20, 20, 20)),
            marker: bold.fg(Color::Rgb(250, 220, 80)),
            must: bold.fg(Color::Rgb(255, 90, 90)),
        },
    }
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

/// What the board reads of what it draws: the piece on each cell (its seat, whether a
/// king). A position is one, and so is the position editor's setup (`edit.rs`).
pub trait HexSquares {
    fn piece_at(&self, cell: Cell) -> Option<(usize, bool)>;
}

impl HexSquares for Position {
    fn piece_at(&self, cell: Cell) -> Option<(usize, bool)> {
        Position::piece_at(self, cell)
    }
}

/// The board as drawn for one frame.
pub struct HexBoard<'a> {
    pub pos: &'a dyn HexSquares,
    pub geom: HexGeom,
    /// The seat whose base is at the bottom.
    pub seat: usize,
    pub marks: HexMarks,
    /// Names in the empty dark cells.
    pub names: bool,
    pub mode: ColorMode,
    pub ascii: bool,
    pub lang: Lang,
}

fn has(set: Cells, cell: Cell) -> bool {
    set & (1u64 << cell) != 0
}

impl HexBoard<'_> {
    /// A hexagon at `place` with its inside in `fill` (above its bottom edge); its top
    /// edge only where no cell lies above it (elsewhere it is the bottom of the cell
    /// above).
    fn draw_hex(&self, buf: &mut Buffer, s: u16, place: Place, fill: Style, top: bool) {
        let p = palette(self.mode);
        let (x, y) = self.geom.hex_origin(s, place);
        let s = i32::from(s);
        let inside = p.edge.patch(fill);
        let at = |buf: &mut Buffer, x: i32, y: i32, text: &str, style: Style| {
            if x >= 0 && y >= 0 {
                put(buf, x as u16, y as u16, text, style);
            }
        };
        if top {
            at(buf, x + s, y - s, &"_".repeat(2 * s as usize), p.edge);
        }
        for i in 1..=s {
            let yy = y - s + i;
            at(buf, x + s - i, yy, "/", p.edge);
            at(buf, x + 3 * s - 1 + i, yy, "\\", p.edge);
            let width = (2 * s + 2 * i - 2) as usize;
            at(buf, x + s - i + 1, yy, &" ".repeat(width), inside);
        }
        for i in 1..=s {
            let yy = y + i;
            at(buf, x + i - 1, yy, "\\", p.edge);
            at(buf, x + 4 * s - i, yy, "/", p.edge);
            // The bottom edge is drawn, not filled: the hexagon's outline shows.
            let (ch, style) = if i == s { ("_", p.edge) } else { (" ", inside) };
            at(buf, x + i, yy, &ch.repeat((4 * s - 2 * i) as usize), style);
        }
    }

    /// The light ground of the compact look: between the dark cells of a row and in the
    /// lines between rows, as wide as the shorter of the two rows.
    fn draw_lattice_ground(&self, buf: &mut Buffer) {
        let p = palette(self.mode);
        let span = |r: i8| {
            let first = 2 * geo::row_start(r) + r;
            let last = first + 2 * (geo::row_len(r) - 1);
            (i16::from(first), i16::from(last))
        };
        for r in -4i8..=4 {
            let (first, last) = span(r);
            let (x0, y) = self.geom.inside((first, 3 * i16::from(r)));
            let (x1, _) = self.geom.inside((last, 3 * i16::from(r)));
            let width = (x1 + 2 - x0).max(0) as usize;
            put(buf, x0 as u16, y as u16, &" ".repeat(width), p.light);
            if r < 4 {
                let (next_first, next_last) = span(r + 1);
                let from = first.max(next_first);
                let to = last.min(next_last);
                let (a, _) = self.geom.inside((from, 0));
                let (b, _) = self.geom.inside((to, 0));
                let width = (b + 2 - a).max(0) as usize;
                put(buf, a as u16, (y + 1) as u16, &" ".repeat(width), p.light);
            }
        }
    }

    /// A dark cell's ground: its colour, or the colour of its highlight.
    fn cell_ground(&self, cell: Cell) -> Style {
        let p = palette(self.mode);
        let m = &self.marks;
        let overlay = if m.cursor == Some(cell) {
            Some(p.cursor)
        } else if m.picked == Some(cell) || has(m.landed, cell) {
            Some(p.picked)
        } else if has(m.dests, cell) {
            Some(p.dest)
        } else if has(m.hint, cell) {
            Some(p.hint)
        } else if has(m.last, cell) || has(m.taken, cell) {
            Some(if m.ratto { p.ratto } else { p.last })
        } else {
            None
        };
        overlay.map_or(p.dark, |o| p.dark.patch(o))
    }

    /// The inside of a dark cell: its piece, a marker, or its name.
    fn cell_inside(&self, cell: Cell) -> (String, Style) {
        let p = palette(self.mode);
        let m = &self.marks;
        let style = self.cell_ground(cell);
        let dots = |unicode: &'static str, ascii: &'static str| {
            if self.ascii { ascii } else { unicode }.to_string()
        };
        if let Some((seat, king)) = self.pos.piece_at(cell) {
            let mut s = style.patch(p.piece[seat.min(2)]);
            if m.last_to == Some(cell) {
                s = s.add_modifier(Modifier::UNDERLINED);
            }
            return (glyph(seat, king).to_string(), s);
        }
        let text = if has(m.dests, cell) {
            dots("••", "..")
        } else if has(m.hint, cell) {
            "??".to_string()
        } else if has(m.taken, cell) {
            return (dots("××", "xx"), style.patch(p.taken));
        } else if has(m.last, cell) {
            return (dots("··", "--"), style.patch(p.taken));
        } else if self.names && !matches!(self.geom.look, Look::Hex(2)) {
            return (geo::name(cell), style.patch(p.name));
        } else {
            "  ".to_string()
        };
        (text, style)
    }

    /// The markers either side of a dark cell, if any: cursor, picked, must, hint.
    fn cell_sides(&self, cell: Cell) -> Option<(&'static str, &'static str, Style)> {
        let p = palette(self.mode);
        let m = &self.marks;
        if m.cursor == Some(cell) {
            Some(("[", "]", p.marker))
        } else if m.picked == Some(cell) || has(m.landed, cell) {
            Some(("<", ">", p.marker))
        } else if has(m.must, cell) {
            Some(("!", "!", p.must))
        } else if has(m.hint, cell) && self.pos.piece_at(cell).is_some() {
            Some(("?", "?", p.marker))
        } else {
            None
        }
    }

    fn draw_cells(&self, buf: &mut Buffer) {
        let p = palette(self.mode);
        let dark: Vec<Place> = (0..CELLS as Cell).map(|c| view_place(0, c)).collect();
        let light = light_places();
        let above = |(c, l): Place| dark.contains(&(c, l - 2)) || light.contains(&(c, l - 2));
        if let Look::Hex(s) = self.geom.look {
            for &place in &light {
                self.draw_hex(buf, s, place, p.light, !above(place));
            }
        } else {
            self.draw_lattice_ground(buf);
        }
        for cell in 0..CELLS as Cell {
            let place = view_place(self.seat, cell);
            if let Look::Hex(s) = self.geom.look {
                self.draw_hex(buf, s, place, self.cell_ground(cell), !above(place));
            }
            let (x, y) = self.geom.inside(place);
            let (text, style) = self.cell_inside(cell);
            put(buf, x as u16, y as u16, &text, style);
            if self.geom.look == Look::Hex(2) && self.names {
                put(
                    buf,
                    x as u16,
                    (y + 1) as u16,
                    &geo::name(cell),
                    self.cell_ground(cell).patch(p.name),
                );
            }
            if let Some((left, right, style)) = self.cell_sides(cell) {
                let (l, r) = self.geom.sides(place);
                put(buf, l as u16, y as u16, left, style);
                put(buf, r as u16, y as u16, right, style);
            }
        }
    }

    /// With the board turned from White's side (the row letters then run askew), the
    /// names of the occupied cells beside their pieces, so that a move can be read off
    /// the board: on the hexagon's bottom edge in the small hexagons, on the ground line
    /// above the piece in the compact look (none above the top row, where the top
    /// labels are). The big hexagons show every name inside already.
    fn draw_piece_names(&self, buf: &mut Buffer) {
        if !self.names || self.seat == 0 || self.geom.look == Look::Hex(2) {
            return;
        }
        let p = palette(self.mode);
        let top = i32::from(self.geom.area.y) + 1;
        for cell in 0..CELLS as Cell {
            if self.pos.piece_at(cell).is_none() {
                continue;
            }
            let (x, y) = self.geom.inside(view_place(self.seat, cell));
            let (y, ground) = match self.geom.look {
                Look::Hex(_) => (y + 1, self.cell_ground(cell)),
                Look::Lattice => (y - 1, p.light),
            };
            if y >= top {
                put(
                    buf,
                    x as u16,
                    y as u16,
                    &geo::name(cell),
                    ground.patch(p.name),
                );
            }
        }
    }

    /// Row letters (seen from White), the six sides' names, and the cursor's cell.
    fn draw_labels(&self, buf: &mut Buffer) {
        let p = palette(self.mode);
        let area = self.geom.area;
        if self.seat == 0 {
            for r in -4i8..=4 {
                let first = geo::index(geo::row_start(r), r);
                let (x, y) = self.geom.inside(view_place(0, first));
                let back = match self.geom.look {
                    Look::Hex(s) => 2 * i32::from(s) + 1,
                    Look::Lattice => 3,
                };
                let letter = ((b'a' + (4 - r) as u8) as char).to_string();
                put(
                    buf,
                    (x - back).max(0) as u16,
                    y as u16,
                    &letter,
                    Style::new(),
                );
            }
        }
        // Sides counter-clockwise from the bottom: the seat `(view + k) % 3`, its base
        // when `k` is even, its front when odd.
        let side = |k: usize| {
            let seat = (self.seat + k) % 3;
            (
                damhex_side(self.lang, seat, k.is_multiple_of(2)),
                p.label[seat],
            )
        };
        let width = |t: &str| t.chars().count() as u16;
        let rows = [(area.y, [4, 3, 2]), (area.bottom() - 1, [5, 0, 1])];
        for (y, [left, middle, right]) in rows {
            let (text, style) = side(left);
            put(buf, area.x, y, &text, style);
            let (text, style) = side(right);
            put(
                buf,
                area.right().saturating_sub(width(&text)),
                y,
                &text,
                style,
            );
            let (text, style) = side(middle);
            let x = area.x + MARGIN + (area.width - MARGIN).saturating_sub(width(&text)) / 2;
            put(buf, x, y, &text, style);
        }
        if let Some(cursor) = self.marks.cursor {
            let text = format!("[{}]", geo::name(cursor));
            put(buf, area.x, area.y + 1, &text, p.marker);
        }
    }
}

impl Widget for HexBoard<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        self.draw_cells(buf);
        self.draw_piece_names(buf);
        self.draw_labels(buf);
    }
}
