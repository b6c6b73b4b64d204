//! Dameta's board: 8x8 with every square used, the wrap shown by an echo column on each
//! side (file h again at the left edge, file a again at the right, narrower and dimmed,
//! with the file letters `h a b … h a` above and below, on the goal lines: `━` beyond
//! each back rank, the attacking side's piece at its left end), the pieces drawn by the
//! shared piece art (`widgets::piece`) to the size of the squares, the ball drawn round
//! its holder (`(●)`, or `@w@` in ASCII, in a colour of its own) so it cannot be missed,
//! and the highlights: cursor, picked piece, move squares (`•`), pass squares (`>`), the
//! squares of the turn being picked, the last turn and the hint. Mouse positions map back
//! to squares through [`DametaGeom::square_at`] (`geom.rs`), the echo columns included.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

use crate::core::Seat;
use crate::dameta::Position;
use crate::tui::dameta::geom::DametaGeom;
use crate::tui::shell::options::ColorMode;
use crate::tui::shell::theme::Theme;

use crate::tui::shell::theme::{PieceLook, Side};
use crate::tui::widgets::piece::{self, Art};
use crate::tui::widgets::put;

/// What the board highlights, as square sets (bit `rank * 8 + file`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DametaMarks {
    pub cursor: Option<u8>,
    pub picked: Option<u8>,
    /// Where the picked piece can move.
    pub moves: u64,
    /// Where the ball can be passed.
    pub passes: u64,
    /// The squares already chosen in the turn being picked.
    pub chosen: u64,
    /// The squares of the last turn.
    pub last: u64,
    /// Where the ball ended when the last turn scored.
    pub goal: Option<u8>,
    pub hint: u64,
}

/// What the board reads of what it draws: who stands on each square and where the
/// ball is. A position is one, and so is the position editor's setup (`edit.rs`), whose
/// ball may lie on an empty square.
pub trait DametaSquares {
    fn piece_at(&self, sq: u8) -> Option<Seat>;
    fn ball(&self) -> Option<u8>;
}

impl DametaSquares for Position {
    fn piece_at(&self, sq: u8) -> Option<Seat> {
        Position::piece_at(self, sq)
    }

    fn ball(&self) -> Option<u8> {
        Position::ball(self)
    }
}

pub struct DametaBoard<'a> {
    pub pos: &'a dyn DametaSquares,
    pub geom: DametaGeom,
    pub flipped: bool,
    pub ascii: bool,
    /// Square names in the cells' corners (F3), where the cells have room.
    pub names: bool,
    pub marks: DametaMarks,
    pub theme: &'a Theme,
}

/// Dameta's own colours: a pitch where pieces of both sides stand on squares of both
/// kinds (the draughts theme only ever puts pieces on dark squares), a ball badge that
/// stands out from everything, and echo columns duller than the board. Without colour,
/// the theme's reverse video and bold.
struct Palette {
    light: Style,
    dark: Style,
    echo_light: Style,
    echo_dark: Style,
    white: Style,
    black: Style,
    /// The badge round the ball holder (its brackets and its glyph).
    ball: Style,
    moves: Style,
    last: Style,
    hint: Style,
    cursor: Style,
    picked: Style,
    /// The markers (`•`, `>`) and the square names.
    ink: Style,
    name: Style,
    /// The goal lines beyond the back ranks.
    goal: Style,
}

fn palette(t: &Theme) -> Palette {
    let plain = Style::new();
    let bold = plain.add_modifier(Modifier::BOLD);
    match t.mode {
        ColorMode::None => Palette {
            light: t.light,
            dark: t.dark,
            echo_light: plain.add_modifier(Modifier::DIM),
            echo_dark: plain.add_modifier(Modifier::DIM),
            white: t.white_piece,
            black: t.black_piece,
            ball: bold,
            moves: t.dest,
            last: t.last,
            hint: t.hint,
            cursor: t.cursor,
            picked: t.picked,
            ink: bold,
            name: t.number,
            goal: bold,
        },
        // In 16 colours no square colour shows both a white and a black glyph well:
        // both sides are drawn in black ink, told apart by shape (○ ●, w b).
        ColorMode::Ansi16 => Palette {
            light: plain.bg(Color::Green),
            dark: plain.bg(Color::Cyan),
            echo_light: plain.bg(Color::DarkGray),
            echo_dark: plain.bg(Color::DarkGray),
            white: bold.fg(Color::Black),
            black: bold.fg(Color::Black),
            ball: bold.fg(Color::Black).bg(Color::LightRed),
            moves: plain.bg(Color::LightYellow),
            last: plain.bg(Color::Gray),
            hint: plain.bg(Color::LightMagenta),
            cursor: plain.bg(Color::LightBlue),
            picked: plain.bg(Color::Magenta),
            ink: bold.fg(Color::Black),
            name: plain.fg(Color::Black),
            goal: bold.fg(Color::White),
        },
        // The truecolour board from the xterm 256-colour cube.
        ColorMode::Ansi256 => Palette {
            light: plain.bg(Color::Indexed(71)),
            dark: plain.bg(Color::Indexed(65)),
            echo_light: plain.bg(Color::Indexed(239)),
            echo_dark: plain.bg(Color::Indexed(237)),
            white: bold.fg(Color::Indexed(231)),
            black: bold.fg(Color::Indexed(16)),
            ball: bold.fg(Color::Indexed(16)).bg(Color::Indexed(220)),
            moves: plain.bg(Color::Indexed(180)),
            last: plain.bg(Color::Indexed(137)),
            hint: plain.bg(Color::Indexed(73)),
            cursor: t.cursor,
            picked: t.picked,
            ink: bold.fg(Color::Indexed(16)),
            name: plain.fg(Color::Indexed(151)),
            goal: bold.fg(Color::Indexed(255)),
        },
        ColorMode::TrueColor => Palette {
            light: plain.bg(Color::Rgb(92, 152, 70)),
            dark: plain.bg(Color::Rgb(58, 116, 52)),
            echo_light: plain.bg(Color::Rgb(66, 84, 62)),
            echo_dark: plain.bg(Color::Rgb(48, 64, 46)),
            white: bold.fg(Color::Rgb(250, 250, 245)),
            black: bold.fg(Color::Rgb(12, 12, 12)),
            ball: bold.fg(Color::Rgb(12, 12, 12)).bg(Color::Rgb(250, 200, 40)),
            moves: plain.bg(Color::Rgb(200, 180, 100)),
            last: plain.bg(Color::Rgb(140, 110, 60)),
            hint: plain.bg(Color::Rgb(60, 150, 160)),
            cursor: t.cursor,
            picked: t.picked,
            ink: bold.fg(Color::Rgb(12, 12, 12)),
            name: plain.fg(Color::Rgb(160, 196, 140)),
            goal: bold.fg(Color::Rgb(240, 240, 235)),
        },
    }
}

/// The theme the shared piece art draws with: Dameta's own piece colours, which show on
/// its pitch (in 16 colours a white piece in white ink: a disc is told apart by colour,
/// not shape); without colour the theme's own (a ring and a filled disc).
fn piece_theme(t: &Theme, p: &Palette) -> Theme {
    let mut look = *t;
    match t.mode {
        ColorMode::None => {}
        ColorMode::Ansi16 => {
            look.white_piece = p.white.fg(Color::White);
            look.black_piece = p.black;
        }
        _ => {
            look.white_piece = p.white;
            look.black_piece = p.black;
        }
    }
    look
}

/// The ball badge on a square drawn in `square` style: without colour, the square's
/// reverse video turned the other way.
fn ball_on(p: &Palette, square: Style, mode: ColorMode) -> Style {
    match mode {
        ColorMode::None if square.add_modifier.contains(Modifier::REVERSED) => {
            square.remove_modifier(Modifier::REVERSED).patch(p.ball)
        }
        ColorMode::None => square.add_modifier(Modifier::REVERSED).patch(p.ball),
        _ => square.patch(p.ball),
    }
}

impl Widget for DametaBoard<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let g = self.geom;
        let t = self.theme;
        for r in 0..8u16 {
            let rank = if self.flipped { r + 1 } else { 8 - r };
            let y = g.y + r * g.cell_h + g.cell_h / 2;
            put(buf, g.x - g.label_w, y, &rank.to_string(), t.label);
            for c in 0..10u16 {
                let sq = DametaGeom::square(r, c, self.flipped);
                self.cell(buf, g.cell(r, c), sq, c == 0 || c == 9);
            }
        }
        let p = palette(t);
        // The rows of file letters are the goal lines: the rank beside each is a goal,
        // and the attacker's piece stands at the line's left end.
        for (y, top) in [(g.y - 1, true), (g.y + 8 * g.cell_h, false)] {
            // Seen from White, the top goal is rank 8, which White attacks.
            let attacker = if top != self.flipped {
                t.glyphs.white_man
            } else {
                t.glyphs.black_man
            };
            put(buf, g.x - g.label_w, y, attacker, p.goal);
            let line = if self.ascii { "=" } else { "━" };
            for c in 0..10u16 {
                let file = DametaGeom::square(0, c, self.flipped) % 8;
                let ch = ((b'a' + file) as char).to_string();
                let (x, w) = g.column(c);
                let style = if c == 0 || c == 9 {
                    t.label.add_modifier(Modifier::DIM)
                } else {
                    put(buf, x, y, &line.repeat(usize::from(w)), p.goal);
                    p.goal.patch(t.label).add_modifier(Modifier::BOLD)
                };
                put(buf, x + w / 2, y, &ch, style);
            }
        }
    }
}

impl DametaBoard<'_> {
    fn cell(&self, buf: &mut Buffer, cell: Rect, sq: u8, echo: bool) {
        let t = self.theme;
        let p = palette(t);
        let m = &self.marks;
        let bit = |set: u64| set >> sq & 1 == 1;
        // Rank and file parity give the checkerboard; every square is played.
        let dark = (sq / 8 + sq % 8).is_multiple_of(2);
        let mut bg = match (echo, dark) {
            (false, true) => p.dark,
            (false, false) => p.light,
            (true, true) => p.echo_dark,
            (true, false) => p.echo_light,
        };
        if bit(m.last) || m.goal == Some(sq) {
            bg = bg.patch(p.last);
        }
        if bit(m.hint) {
            bg = bg.patch(p.hint);
        }
        if bit(m.moves) || bit(m.passes) {
            bg = bg.patch(p.moves);
        }
        if m.picked == Some(sq) || bit(m.chosen) {
            bg = bg.patch(p.picked);
        }
        let cursor = m.cursor == Some(sq) && !echo;
        if cursor {
            bg = bg.patch(p.cursor);
        }
        for y in cell.y..cell.bottom() {
            put(buf, cell.x, y, &" ".repeat(cell.width as usize), bg);
        }
        let mid_x = cell.x + cell.width / 2;
        let mid_y = cell.y + cell.height / 2;
        let glyphs = &t.glyphs;
        let roomy = cell.width >= 5 && !echo;
        if self.names && roomy && cell.height >= 2 {
            let name = crate::dameta::geometry::square_name(sq);
            // Readable where the square is highlighted, faint elsewhere.
            let plain = bg == if dark { p.dark } else { p.light };
            let style = if plain { p.name } else { p.ink };
            put(
                buf,
                cell.x,
                cell.y,
                &name,
                bg.patch(style.remove_modifier(Modifier::BOLD)),
            );
        }
        if let Some(seat) = self.pos.piece_at(sq) {
            let glyph = if seat == Seat(0) {
                glyphs.white_man
            } else {
                glyphs.black_man
            };
            let art = Art::for_cell(cell.width, cell.height);
            let side = if seat == Seat(0) {
                Side::Light
            } else {
                Side::Dark
            };
            // The piece as the draughts pieces are drawn, growing with the square.
            let look = PieceLook { side, king: false };
            let holds = self.pos.ball() == Some(sq);
            if art == Art::Glyph && holds {
                // The badge below takes the glyph's place.
            } else {
                piece::draw(buf, cell, look, bg, &piece_theme(t, &p));
            }
            if holds {
                // The ball: a badge round the holder, in a colour nothing else has, in
                // the middle of the piece (above a piece seen from the side).
                let (l, r) = if self.ascii { ("@", "@") } else { ("(", ")") };
                let ball = ball_on(&p, bg, t.mode);
                let y = if art == Art::Slab { cell.y } else { mid_y };
                put(buf, mid_x - 1, y, &format!("{l}{glyph}{r}"), ball);
            }
        } else if self.pos.ball() == Some(sq) {
            // The ball alone (only in the position editor, which refuses it on leaving).
            let ball = ball_on(&p, bg, t.mode);
            put(buf, mid_x, mid_y, if self.ascii { "o" } else { "●" }, ball);
        } else if bit(m.moves) {
            put(buf, mid_x, mid_y, glyphs.dest, bg.patch(p.ink));
        } else if m.goal == Some(sq) {
            // Where the goal was scored, on the board already set up again.
            put(buf, mid_x, mid_y, if self.ascii { "o" } else { "◦" }, bg);
        }
        // Passes and the hint are marked in a corner too, for eyes without colour.
        // (A column short of the edge, so it never reads as part of the next square's name.)
        let corner = if roomy && cell.height >= 2 {
            (cell.right() - 2, cell.y)
        } else {
            (cell.x, mid_y)
        };
        if bit(m.passes) {
            put(buf, corner.0, corner.1, ">", bg.patch(p.ink));
        } else if bit(m.hint) {
            put(buf, corner.0, corner.1, glyphs.hint, bg.patch(p.ink));
        }
        if cursor && roomy {
            put(buf, cell.x, mid_y, glyphs.cursor_left, bg);
            put(buf, cell.right() - 1, mid_y, glyphs.cursor_right, bg);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    fn render(pos: &Position, marks: DametaMarks, ascii: bool) -> (String, DametaGeom) {
        let area = Rect::new(0, 0, 60, 20);
        let geom = DametaGeom::fit(area).expect("fits");
        let theme = Theme::new(ColorMode::None, ascii);
        let mut term = Terminal::new(TestBackend::new(60, 20)).unwrap();
        term.draw(|f| {
            f.render_widget(
                DametaBoard {
                    pos,
                    geom,
                    flipped: false,
                    ascii,
                    names: false,
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
        let top = text.lines().next().unwrap();
        let labels: String = top.chars().filter(char::is_ascii_lowercase).collect();
        assert_eq!(labels, "whabcdefgha", "White attacks the top goal:\n{text}");
        assert!(top.contains("=a==="), "the goal line: {top}");
        assert!(text.contains("@w@"), "{text}");
        // The echo columns are files h and a.
        let row8 = geom.y + geom.cell_h / 2;
        assert_eq!(geom.square_at(geom.x, row8, false), Some(63));
        let right = geom.x + geom.echo_w + 8 * geom.cell_w;
        assert_eq!(geom.square_at(right, row8, false), Some(56));
        assert_eq!(geom.square_at(right + geom.echo_w, row8, false), None);
        let a1 = geom.cell_of(0, false);
        assert_eq!(geom.square_at(a1.x, a1.y, false), Some(0));
        let flipped = geom.cell_of(0, true);
        assert_eq!(geom.square_at(flipped.x, flipped.y, true), Some(0));
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

    #[test]
    fn boards_grow_with_the_room_and_keep_square_cells() {
        let fit = |w, h| DametaGeom::fit(Rect::new(0, 0, w, h)).expect("fits");
        let small = fit(31, 15);
        assert_eq!((small.cell_w, small.cell_h, small.label_w), (3, 1, 1));
        assert_eq!(small.area().width, 31);
        let mid = fit(51, 21);
        assert_eq!((mid.cell_w, mid.cell_h, mid.echo_w), (5, 2, 3));
        let big = fit(171, 57);
        assert_eq!((big.cell_w, big.cell_h), (13, 6));
        assert!(DametaGeom::fit(Rect::new(0, 0, 30, 15)).is_none());
        // A board fitted into its own area comes out the same.
        assert_eq!(DametaGeom::fit(mid.area()), Some(mid));
    }
}
