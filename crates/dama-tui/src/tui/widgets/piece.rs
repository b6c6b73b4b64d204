//! Draughts pieces drawn to the size of the board's cells, in three sizes ([`Art`]):
//!
//! - **glyph** (cells one row tall, the 60x18 board): `●` for a man and `♛` for a king,
//!   coloured by side; without colour `○ ● ♕ ♛`; in ASCII `w b W B`.
//! - **slab** (two rows, 80x24): the piece seen from the side on the cell's lower row,
//!   `▟█▙`; a king wears a crown `♛` on top (in its own colour) and one in gold inside.
//! - **disc** (three rows and more, 100x32 and up): a round piece seen from above,
//!   drawn with quadrant blocks (`▗▄▖`…, two by two sub-pixels a cell, so it is round and
//!   as large as the square allows), a king with a crown of three or five points across
//!   its middle in the crown colour. Without colour a light man is a ring and a dark one
//!   a filled disc; in ASCII the disc is drawn as `.-.`, `( w )`, `` `-' `` (a king `^^^`
//!   on top and a capital letter), filled with the piece's colour when there is one.
//!
//! A disc leaves free the cells the board writes in: the square number (top left), the
//! corner marker (top right), the cursor's brackets (middle row, both edges).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color as Tc, Modifier, Style};

use crate::tui::shell::options::ColorMode;
use crate::tui::shell::theme::{PieceLook, Side, Theme};

use super::put;

/// How pieces are drawn in a cell of a given size.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Art {
    Glyph,
    Slab,
    Disc,
}

impl Art {
    /// The art for cells `w` columns by `h` rows.
    pub fn for_cell(w: u16, h: u16) -> Art {
        match h {
            0 | 1 => Art::Glyph,
            2 if w >= 4 => Art::Slab,
            2 => Art::Glyph,
            _ if w >= 6 => Art::Disc,
            _ => Art::Slab,
        }
    }
}

/// What a sub-pixel shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tone {
    Square,
    Body,
    Crown,
}

/// A cell-sized grid of sub-pixels, two by two per terminal cell.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Mask {
    w: u16,
    h: u16,
    px: Vec<Tone>,
}

impl Mask {
    fn new(w: u16, h: u16) -> Mask {
        Mask {
            w,
            h,
            px: vec![Tone::Square; usize::from(w) * usize::from(h) * 4],
        }
    }

    fn at(&self, sx: u16, sy: u16) -> Tone {
        self.px[usize::from(sy) * usize::from(self.w) * 2 + usize::from(sx)]
    }

    fn set(&mut self, sx: u16, sy: u16, t: Tone) {
        let i = usize::from(sy) * usize::from(self.w) * 2 + usize::from(sx);
        self.px[i] = t;
    }

    /// The four sub-pixels of cell (`col`, `row`): top left, top right, bottom left,
    /// bottom right.
    fn quad(&self, col: u16, row: u16) -> [Tone; 4] {
        let (sx, sy) = (col * 2, row * 2);
        [
            self.at(sx, sy),
            self.at(sx + 1, sy),
            self.at(sx, sy + 1),
            self.at(sx + 1, sy + 1),
        ]
    }

    fn cell_is(&self, col: u16, row: u16, t: Tone) -> bool {
        self.quad(col, row).iter().all(|&q| q == t)
    }

    /// The columns of row `row` that show something of the piece.
    fn span(&self, row: u16) -> Option<(u16, u16)> {
        let cols: Vec<u16> = (0..self.w)
            .filter(|&c| !self.cell_is(c, row, Tone::Square))
            .collect();
        Some((*cols.first()?, *cols.last()?))
    }
}

/// Which sub-pixels of a `w` x `h` cell a disc of radius `r` covers (half or more of
/// each), its centre `dy` below the cell's. Distances are in columns; a row is two
/// columns tall, as on most terminals.
fn disc_mask(w: u16, h: u16, r: f32, dy: f32) -> Mask {
    let mut m = Mask::new(w, h);
    let (cx, cy) = (f32::from(w) / 2.0, f32::from(h) + dy);
    const N: u16 = 4;
    for sy in 0..h * 2 {
        for sx in 0..w * 2 {
            let mut inside = 0;
            for i in 0..N {
                for j in 0..N {
                    let x = (f32::from(sx) + (f32::from(i) + 0.5) / f32::from(N)) * 0.5;
                    let y = f32::from(sy) + (f32::from(j) + 0.5) / f32::from(N);
                    if (x - cx).powi(2) + (y - cy).powi(2) <= r * r {
                        inside += 1;
                    }
                }
            }
            if inside * 2 >= N * N {
                m.set(sx, sy, Tone::Body);
            }
        }
    }
    // A sub-row much narrower than the widest is a nub on a flat top, not roundness.
    let widths: Vec<u16> = (0..h * 2)
        .map(|sy| (0..w * 2).filter(|&sx| m.at(sx, sy) == Tone::Body).count() as u16)
        .collect();
    let widest = widths.iter().copied().max().unwrap_or(0);
    for (sy, &n) in (0..).zip(&widths) {
        if n * 4 < widest {
            (0..w * 2).for_each(|sx| m.set(sx, sy, Tone::Square));
        }
    }
    m
}

/// The cells the board writes in are clear: number, corner marker, cursor brackets.
fn leaves_room(m: &Mask) -> bool {
    let (w, h) = (m.w, m.h);
    let mid = h / 2;
    [(0, 0), (1, 0), (w - 1, 0), (0, mid), (w - 1, mid)]
        .iter()
        .all(|&(c, r)| m.cell_is(c, r, Tone::Square))
}

/// A disc in a cell: its sub-pixels, radius and centre (below the cell's by `dy`).
struct Disc {
    mask: Mask,
    r: f32,
    dy: f32,
}

/// The largest disc centred `dy` below the cell's centre that stays in the cell and
/// leaves room for the marks (at most about four fifths of the square).
fn disc_at(w: u16, h: u16, dy: f32) -> Disc {
    let room = f32::from(h) - dy;
    let mut r = (f32::from(w.min(2 * h)) * 0.42).min(room);
    loop {
        let mask = disc_mask(w, h, r, dy);
        if leaves_room(&mask) || r < 1.0 {
            return Disc { mask, r, dy };
        }
        r -= 0.1;
    }
}

/// The largest disc for a `w` x `h` cell: centred, except on cells three rows tall
/// where the square number takes the top row's corner: there a disc lowered by half a
/// row is rounder (the 6x3 cells of the 10x10 board at 100x32), and is used when it is
/// as wide.
fn disc(w: u16, h: u16) -> Disc {
    let centred = disc_at(w, h, 0.0);
    if h != 3 {
        return centred;
    }
    let lowered = disc_at(w, h, 1.0);
    if widest(&lowered.mask) >= widest(&centred.mask) {
        lowered
    } else {
        centred
    }
}

/// The widest sub-row of a mask, in sub-pixels.
fn widest(m: &Mask) -> usize {
    (0..m.h * 2)
        .map(|sy| {
            (0..m.w * 2)
                .filter(|&sx| m.at(sx, sy) != Tone::Square)
                .count()
        })
        .max()
        .unwrap_or(0)
}

/// Takes a smaller disc out of `m` (radius `r`): the ring of a light man without
/// colour, about a sub-pixel thick.
fn hollow(m: &mut Mask, r: f32, dy: f32) {
    let inner = disc_mask(m.w, m.h, r - 0.9, dy);
    for (p, q) in m.px.iter_mut().zip(&inner.px) {
        if *q == Tone::Body && *p == Tone::Body {
            *p = Tone::Square;
        }
    }
}

/// The quadrant block showing the sub-pixels set in `bits` (1 top left, 2 top right,
/// 4 bottom left, 8 bottom right).
fn quadrant(bits: u8) -> &'static str {
    [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ][usize::from(bits & 15)]
}

/// The colours a piece is painted with on its square.
struct Inks {
    square: Style,
    body: Tc,
    crown: Tc,
    /// No colours: tones are the terminal's ink (its text colour) or paper.
    mono: bool,
    hollow: bool,
}

impl Inks {
    fn new(theme: &Theme, piece: PieceLook, square: Style) -> Inks {
        let mono = theme.mode == ColorMode::None;
        Inks {
            square,
            body: theme.piece_style(piece.side).fg.unwrap_or(Tc::Reset),
            crown: theme.crown_style(piece.side).fg.unwrap_or(Tc::Reset),
            mono,
            hollow: mono && piece.side == Side::Light,
        }
    }

    /// Whether a tone shows in the terminal's ink colour (no-colour mode): the square's
    /// own (dark squares are in reverse video), the piece in the other one.
    fn ink(&self, t: Tone) -> bool {
        let square = self.square.add_modifier.contains(Modifier::REVERSED);
        match t {
            Tone::Square => square,
            Tone::Body => !square,
            Tone::Crown if self.hollow => !square,
            Tone::Crown => square,
        }
    }

    fn color(&self, t: Tone) -> Tc {
        match t {
            Tone::Square => self.square.bg.unwrap_or(Tc::Reset),
            Tone::Body => self.body,
            Tone::Crown => self.crown,
        }
    }

    /// A glyph drawn in tone `fg` over tone `bg`.
    fn style(&self, fg: Tone, bg: Tone) -> Style {
        if self.mono {
            // The square's underline (a highlight without colour) would cross the piece.
            let base = self
                .square
                .remove_modifier(Modifier::REVERSED | Modifier::UNDERLINED);
            // Reverse video draws the glyph in the paper colour over ink.
            if self.ink(bg) {
                base.add_modifier(Modifier::REVERSED)
            } else {
                base
            }
        } else {
            self.square.fg(self.color(fg)).bg(self.color(bg))
        }
    }
}

/// Paints the sub-pixels of `m` into `cell`: each terminal cell shows its two tones as
/// a quadrant block (the piece's tone over the square's, the crown's over the body's).
fn paint(buf: &mut Buffer, cell: Rect, m: &Mask, inks: &Inks) {
    for row in 0..m.h {
        for col in 0..m.w {
            let q = m.quad(col, row);
            if q.iter().all(|&t| t == Tone::Square) {
                continue;
            }
            let has = |t| q.contains(&t);
            let (fg, bg) = if has(Tone::Crown) && has(Tone::Body) {
                (Tone::Crown, Tone::Body)
            } else if has(Tone::Crown) {
                (Tone::Crown, Tone::Square)
            } else {
                (Tone::Body, Tone::Square)
            };
            let bits = q
                .iter()
                .enumerate()
                .filter(|&(_, &t)| t == fg)
                .fold(0u8, |b, (i, _)| b | 1 << i);
            put(
                buf,
                cell.x + col,
                cell.y + row,
                quadrant(bits),
                inks.style(fg, bg),
            );
        }
    }
}

/// The disc (and crown) of `piece` in a `w` x `h` cell, as sub-pixels.
fn disc_of(piece: PieceLook, w: u16, h: u16, hollow_light: bool) -> Mask {
    let Disc { mut mask, r, dy } = disc(w, h);
    // The crown first: its place is where the filled disc is whole.
    if piece.king {
        crown(&mut mask, dy);
    }
    if hollow_light && piece.side == Side::Light {
        hollow(&mut mask, r, dy);
    }
    mask
}

/// Draws `piece` in `cell` over a square styled `square`.
pub fn draw(buf: &mut Buffer, cell: Rect, piece: PieceLook, square: Style, theme: &Theme) {
    let inks = Inks::new(theme, piece, square);
    let g = &theme.glyphs;
    let mid_x = cell.x + cell.width / 2;
    let mid_y = cell.y + cell.height / 2;
    let king = piece.king;
    let piece_style = square.patch(theme.piece_style(piece.side));
    match Art::for_cell(cell.width, cell.height) {
        Art::Disc if g.ascii => ascii_disc(buf, cell, piece, &inks, theme),
        Art::Disc => {
            let m = disc_of(piece, cell.width, cell.height, inks.mono);
            paint(buf, cell, &m, &inks);
        }
        Art::Slab if g.ascii && cell.width >= 5 => {
            let text = match (king, piece.side) {
                (false, Side::Light) => "(w)",
                (false, Side::Dark) => "(b)",
                (true, Side::Light) => "{W}",
                (true, Side::Dark) => "{B}",
            };
            put(buf, mid_x - 1, mid_y, text, piece_style);
        }
        Art::Slab if !inks.mono && !g.ascii => {
            let body = inks.style(Tone::Body, Tone::Square);
            let shape = if cell.width >= 5 {
                "▟█▙"
            } else {
                "▟▙"
            };
            let x0 = mid_x - shape.chars().count() as u16 / 2;
            put(buf, x0, mid_y, shape, body);
            if king {
                // A crown on top, in the piece's colour, and the crown's gold inside.
                put(buf, mid_x, cell.y, "♛", piece_style);
                if cell.width >= 5 {
                    let gold = inks
                        .style(Tone::Crown, Tone::Body)
                        .add_modifier(Modifier::BOLD);
                    put(buf, mid_x, mid_y, "♛", gold);
                }
            }
        }
        _ => {
            // One glyph: filled by side in colour, hollow for a light piece without.
            let glyph = match (g.ascii || inks.mono, king) {
                (true, _) => g.piece(piece),
                (false, false) => "●",
                (false, true) => "♛",
            };
            put(buf, mid_x, mid_y, glyph, piece_style);
        }
    }
}

/// Marks a destination in `cell`: on cells big enough for a disc, a small round dot
/// where the piece will stand (a third of its size), else `glyph`; in `mark`'s colour
/// over a square styled `square`.
pub fn draw_dot(
    buf: &mut Buffer,
    cell: Rect,
    glyph: &str,
    mark: Style,
    square: Style,
    theme: &Theme,
) {
    if Art::for_cell(cell.width, cell.height) != Art::Disc || theme.glyphs.ascii {
        put(
            buf,
            cell.x + cell.width / 2,
            cell.y + cell.height / 2,
            glyph,
            square.patch(mark),
        );
        return;
    }
    let d = disc(cell.width, cell.height);
    let dot = disc_mask(cell.width, cell.height, (d.r * 0.34).max(0.8), d.dy);
    let mono = theme.mode == ColorMode::None;
    let inks = Inks {
        square,
        body: mark.fg.unwrap_or(Tc::Reset),
        crown: Tc::Reset,
        mono,
        hollow: false,
    };
    paint(buf, cell, &dot, &inks);
}

/// The ASCII disc: the outline of the disc's rows, filled with the piece's colour (or,
/// without colour, a dark piece in reverse video), the letter in the middle.
fn ascii_disc(buf: &mut Buffer, cell: Rect, piece: PieceLook, inks: &Inks, theme: &Theme) {
    // Centred: the outline's top row stays clear of the number by itself.
    let m = disc_at(cell.width, cell.height, 0.0).mask;
    let rows: Vec<(u16, u16, u16)> = (0..m.h)
        .filter_map(|r| m.span(r).map(|(a, b)| (r, a, b)))
        .collect();
    let (Some(&(first, ..)), Some(&(last, ..))) = (rows.first(), rows.last()) else {
        return;
    };
    let king = piece.king;
    let letter_row = cell.height / 2;
    let edge = if inks.mono {
        inks.square
    } else {
        inks.square.fg(inks.body).add_modifier(Modifier::BOLD)
    };
    // The inside: the piece's colour with the letter in the other side's (a king's in
    // its crown's); without colour a dark piece in reverse video, a light one hollow.
    let fill = match (inks.mono, piece.side) {
        (true, Side::Light) => inks.square.add_modifier(Modifier::BOLD),
        (true, Side::Dark) => inks
            .style(Tone::Square, Tone::Body)
            .remove_modifier(Modifier::UNDERLINED),
        (false, _) => {
            let other = match piece.side {
                Side::Light => theme.black_piece.fg,
                Side::Dark => theme.white_piece.fg,
            };
            let letter = if king { Some(inks.crown) } else { other };
            inks.square
                .bg(inks.body)
                .fg(letter.unwrap_or(Tc::Reset))
                .add_modifier(Modifier::BOLD)
        }
    };
    for &(r, a, b) in &rows {
        let y = cell.y + r;
        let inner = usize::from(b - a).saturating_sub(1);
        if r == first {
            let text = if king {
                "^".repeat(inner + 2)
            } else {
                format!(".{}.", "-".repeat(inner))
            };
            put(buf, cell.x + a, y, &text, edge);
        } else if r == last {
            put(
                buf,
                cell.x + a,
                y,
                &format!("`{}'", "-".repeat(inner)),
                edge,
            );
        } else {
            put(buf, cell.x + a, y, "(", edge);
            put(buf, cell.x + b, y, ")", edge);
            put(buf, cell.x + a + 1, y, &" ".repeat(inner), fill);
            if r == letter_row {
                let mid = cell.x + cell.width / 2;
                put(buf, mid, y, theme.glyphs.piece(piece), fill);
                if cell.width.is_multiple_of(2) {
                    put(buf, mid - 1, y, theme.glyphs.piece(piece), fill);
                }
            }
        }
    }
}

#[path = "piece_crown.rs"]
mod crown;
use crown::crown;

#[cfg(test)]
#[path = "piece_tests.rs"]
mod tests;
