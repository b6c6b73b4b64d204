//! Dameta's board: 8x8 with every square used, the wrap shown by an echo column on each
//! side (file h again at the left edge, file a again at the right, dimmed, with the file
//! letters `h a b … h a` above and below), the ball drawn round its holder (`(●)`, or
//! `@` in ASCII) so it cannot be missed, and the highlights: cursor, picked piece, move
//! squares, pass squares, the last turn and the hint. Mouse positions map back to squares
//! through [`DametaGeom::square_at`], the echo columns included.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::Widget;

use crate::core::Seat;
use crate::dameta::Position;
use crate::tui::theme::Theme;

use super::put;

/// What the board highlights, as square sets (bit `rank * 8 + file`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DametaMarks {
    pub cursor: Option<u8>,
    pub picked: Option<u8>,
    /// Where the picked piece can move.
    pub moves: u64,
    /// Where the ball can be passed.
    pub passes: u64,
    /// The squares of the last turn.
    pub last: u64,
    pub hint: u64,
}

/// Where the board's cells are on the screen: 10 columns (8 files and the two echoes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DametaGeom {
    pub x: u16,
    pub y: u16,
    pub cell_w: u16,
    pub cell_h: u16,
}

impl DametaGeom {
    /// The largest board that fits `area`: a rank label column, 10 cell columns, a label
    /// row above and below.
    pub fn fit(area: Rect) -> DametaGeom {
        let cell_w = ((area.width.saturating_sub(3)) / 10).clamp(3, 7) | 1;
        let cell_h = if area.height >= 8 * 2 + 2 { 2 } else { 1 };
        DametaGeom {
            x: area.x + 3,
            y: area.y + 1,
            cell_w,
            cell_h,
        }
    }

    /// The square under a screen position (echo columns map to files h and a).
    pub fn square_at(&self, col: u16, row: u16, flipped: bool) -> Option<u8> {
        if col < self.x || row < self.y {
            return None;
        }
        let c = (col - self.x) / self.cell_w;
        let r = (row - self.y) / self.cell_h;
        if c >= 10 || r >= 8 {
            return None;
        }
        let screen_file = (c + 7) % 8; // column 0 shows file h, column 9 file a
        let (file, rank) = if flipped {
            (7 - screen_file, r)
        } else {
            (screen_file, 7 - r)
        };
        Some((rank * 8 + file) as u8)
    }

    fn cell(&self, r: u16, c: u16) -> Rect {
        Rect::new(
            self.x + c * self.cell_w,
            self.y + r * self.cell_h,
            self.cell_w,
            self.cell_h,
        )
    }
}

pub struct DametaBoard<'a> {
    pub pos: &'a Position,
    pub geom: DametaGeom,
    pub flipped: bool,
    pub ascii: bool,
    pub marks: DametaMarks,
    pub theme: &'a Theme,
}

impl Widget for DametaBoard<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let g = self.geom;
        let t = self.theme;
        for r in 0..8u16 {
            let rank = if self.flipped { r + 1 } else { 8 - r };
            put(
                buf,
                g.x - 3,
                g.y + r * g.cell_h + g.cell_h / 2,
                &format!("{rank:>2}"),
                t.label,
            );
            for c in 0..10u16 {
                let screen_file = (c + 7) % 8;
                let file = if self.flipped {
                    7 - screen_file
                } else {
                    screen_file
                };
                let rank_index = if self.flipped { r } else { 7 - r };
                let sq = (rank_index * 8 + file) as u8;
                let echo = c == 0 || c == 9;
                self.cell(buf, g.cell(r, c), sq, echo);
            }
        }
        for y in [g.y.saturating_sub(1), g.y + 8 * g.cell_h] {
            for c in 0..10u16 {
                let screen_file = (c + 7) % 8;
                let file = if self.flipped {
                    7 - screen_file
                } else {
                    screen_file
                };
                let ch = ((b'a' + file as u8) as char).to_string();
                let style = if c == 0 || c == 9 {
                    t.label.add_modifier(Modifier::DIM)
                } else {
                    t.label
                };
                put(buf, g.x + c * g.cell_w + g.cell_w / 2, y, &ch, style);
            }
        }
    }
}

impl DametaBoard<'_> {
    fn cell(&self, buf: &mut Buffer, cell: Rect, sq: u8, echo: bool) {
        let t = self.theme;
        let m = &self.marks;
        let bit = |set: u64| set >> sq & 1 == 1;
        // Rank and file parity give the checkerboard; every square is played.
        let dark = (sq / 8 + sq % 8).is_multiple_of(2);
        let mut bg = if dark { t.dark } else { t.light };
        if bit(m.last) {
            bg = bg.patch(t.last);
        }
        if bit(m.hint) {
            bg = bg.patch(t.hint);
        }
        if bit(m.moves) || bit(m.passes) {
            bg = bg.patch(t.dest);
        }
        if m.picked == Some(sq) {
            bg = bg.patch(t.picked);
        }
        let cursor = m.cursor == Some(sq) && !echo;
        if cursor {
            bg = bg.patch(t.cursor);
        }
        if echo {
            bg = bg.add_modifier(Modifier::DIM);
        }
        for y in cell.y..cell.bottom() {
            put(buf, cell.x, y, &" ".repeat(cell.width as usize), bg);
        }
        let mid_x = cell.x + cell.width / 2;
        let mid_y = cell.y + cell.height / 2;
        let glyphs = &t.glyphs;
        if let Some(seat) = self.pos.piece_at(sq) {
            let (glyph, style) = if seat == Seat(0) {
                (glyphs.white_man, t.white_piece)
            } else {
                (glyphs.black_man, t.black_piece)
            };
            put(buf, mid_x, mid_y, glyph, bg.patch(style));
            if self.pos.ball() == Some(sq) {
                // The ball: brackets round the holder, in the accent colour.
                let (l, r) = if self.ascii { ("@", "@") } else { ("(", ")") };
                let ball = bg.patch(t.accent).add_modifier(Modifier::BOLD);
                put(buf, mid_x - 1, mid_y, l, ball);
                put(buf, mid_x + 1, mid_y, r, ball);
            }
        } else if bit(m.moves) {
            put(buf, mid_x, mid_y, glyphs.dest, bg.patch(t.info));
        }
        if bit(m.passes) && cell.width >= 5 {
            put(buf, cell.right() - 1, cell.y, ">", bg.patch(t.must));
        }
        if cursor && cell.width >= 5 {
            put(buf, cell.x, mid_y, glyphs.cursor_left, bg);
            put(buf, cell.right() - 1, mid_y, glyphs.cursor_right, bg);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::tui::options::ColorMode;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn render(pos: &Position, marks: DametaMarks, ascii: bool) -> (String, DametaGeom) {
        let area = Rect::new(0, 0, 60, 20);
        let geom = DametaGeom::fit(area);
        let theme = Theme::new(ColorMode::None, ascii);
        let mut term = Terminal::new(TestBackend::new(60, 20)).unwrap();
        term.draw(|f| {
            f.render_widget(
                DametaBoard {
                    pos,
                    geom,
                    flipped: false,
                    ascii,
                    marks,
                    theme: &theme,
                },
                area,
            )
        })
        .unwrap();
        let buf = term.backend().buffer().clone();
        let mut text = String::new();
        for y in 0..buf.area.height {
            for x in 0..buf.area.width {
                text.push_str(buf[(x, y)].symbol());
            }
            text.push('\n');
        }
        (text, geom)
    }

    #[test]
    fn the_wrap_is_shown_and_the_ball_cannot_be_missed() {
        let pos = Position::parse_position("3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b").unwrap();
        let (text, geom) = render(&pos, DametaMarks::default(), true);
        let labels: String = text.lines().next().unwrap().split_whitespace().collect();
        assert_eq!(labels, "habcdefgha");
        assert!(text.contains("@w@"), "{text}");
        // The echo columns are files h and a.
        let row8 = geom.y + geom.cell_h / 2;
        assert_eq!(geom.square_at(geom.x, row8, false), Some(63));
        assert_eq!(
            geom.square_at(geom.x + 9 * geom.cell_w, row8, false),
            Some(56)
        );
        assert_eq!(
            geom.square_at(geom.x + geom.cell_w, geom.y + 7 * geom.cell_h, false),
            Some(0)
        );
    }

    #[test]
    fn move_squares_are_marked() {
        let pos = Position::start();
        let marks = DametaMarks {
            picked: Some(3),
            moves: 1 << 11 | 1 << 10 | 1 << 12,
            ..DametaMarks::default()
        };
        let (text, _) = render(&pos, marks, true);
        assert_eq!(text.matches('.').count(), 3, "{text}");
    }
}
