//! The evaluation graph of an analysed game: one column per position (squeezed when the
//! game is longer than the graph is wide), White's winning chances up and Black's down
//! from the axis (the game's fitted curve, `crate::study::expected`: an even game is the
//! axis, a win fills the column, so a man up early shows and ten men up or eleven look
//! alike), one mark per column on the axis (`?`, coloured by the worst mark of the moves
//! it holds) and the position on the board shown in reverse video. Its title says the
//! position's score from White's view, as the live lines do ("for White", said once);
//! the row under it each player's accuracy. It takes more rows as the panel grows. It
//! reads in every colour mode: the bars are glyphs (`█ ▄ ▀`, or `# :` in ASCII), colour
//! only adds to them, and `NO_COLOR` keeps the reverse video.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::study::Mark;
use crate::study::expected::expected;

use crate::tui::shell::theme::Theme;

/// The fewest rows the graph takes under the move list: its title and the chart.
pub const MIN_HEIGHT: u16 = 6;
/// The most rows it takes.
pub const MAX_HEIGHT: u16 = 14;
/// The panel keeps at least this many rows above the graph.
const PANEL_KEEPS: u16 = 12;

/// The graph's rows in a panel `height` rows high: two fifths of it, at least
/// [`MIN_HEIGHT`] and at most [`MAX_HEIGHT`], leaving the panel `PANEL_KEEPS` rows; `None`
/// when there is no room.
pub fn height(panel: u16) -> Option<u16> {
    let room = panel.checked_sub(PANEL_KEEPS)?;
    let wanted = (panel * 2 / 5).clamp(MIN_HEIGHT, MAX_HEIGHT);
    (room >= MIN_HEIGHT).then(|| wanted.min(room))
}

/// The panel's area split for the graph: the panel above, the graph at the bottom, when
/// there is a graph to draw and room for both.
pub fn split(panel: Rect, shown: bool) -> (Rect, Option<Rect>) {
    let Some(h) = height(panel.height).filter(|_| shown) else {
        return (panel, None);
    };
    let top = Rect {
        height: panel.height - h,
        ..panel
    };
    let graph = Rect {
        y: panel.y + panel.height - h,
        height: h,
        ..panel
    };
    (top, Some(graph))
}

/// The graph of one game.
pub struct EvalGraph<'a> {
    /// White's evaluation of each position, the start first.
    pub evals: &'a [i32],
    /// The mark of each move (move `p` leads from position `p` to `p + 1`).
    pub marks: &'a [Option<Mark>],
    /// The position on the board.
    pub current: usize,
    /// The title row (`evaluation`, or the progress while the analysis runs).
    pub title: String,
    /// Whose view the score in the title is from: "for White".
    pub for_white: String,
    /// The row of accuracies under the title, when the analysis is done.
    pub accuracy: Option<String>,
    /// The game's winning-chances scale.
    pub scale: f64,
    pub theme: &'a Theme,
}

impl EvalGraph<'_> {
    /// The position shown in column `x` of `width`.
    fn position_at(&self, x: u16, width: u16) -> Option<usize> {
        let n = self.evals.len();
        if n == 0 {
            return None;
        }
        let (x, w) = (usize::from(x), usize::from(width));
        if n <= w {
            return (x < n).then_some(x);
        }
        Some(x * (n - 1) / (w - 1).max(1))
    }

    /// The column of position `p`.
    fn column_of(&self, p: usize, width: u16) -> u16 {
        let (n, w) = (self.evals.len(), usize::from(width));
        let x = if n <= w {
            p
        } else {
            (p * (w - 1)).div_ceil((n - 1).max(1))
        };
        u16::try_from(x.min(w.saturating_sub(1))).unwrap_or(0)
    }

    /// The worst mark among the moves ending in the positions of column `x`.
    fn mark_at(&self, x: u16, width: u16) -> Option<Mark> {
        self.marks
            .iter()
            .enumerate()
            .filter(|(p, _)| self.column_of(p + 1, width) == x)
            .filter_map(|(_, m)| *m)
            .max()
    }
}

impl Widget for EvalGraph<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height < 3 || area.width < 4 {
            return;
        }
        let th = self.theme;
        let ascii = th.glyphs.white_man.is_ascii();
        let (full, up_half, down_half, axis, here) = if ascii {
            ("#", ":", ":", "-", "+")
        } else {
            ("█", "▄", "▀", "─", "┼")
        };
        let now = self.evals.get(self.current).copied();
        let title = match now {
            Some(v) => format!(" {} {}  {}", self.title, self.for_white, score_text(v)),
            None => format!(" {}", self.title),
        };
        buf.set_stringn(area.x, area.y, &title, usize::from(area.width), th.accent);
        let mut chart_top = area.y + 1;
        if let Some(row) = self.accuracy.as_ref().filter(|_| area.height >= 8) {
            let row = format!(" {row}");
            buf.set_stringn(area.x, chart_top, &row, usize::from(area.width), th.label);
            chart_top += 1;
        }
        let rows = area.height - (chart_top - area.y);
        let up_rows = rows / 2;
        let axis_y = chart_top + up_rows;
        let down_rows = rows - up_rows - 1;
        let current_col =
            (self.current < self.evals.len()).then(|| self.column_of(self.current, area.width));
        for x in 0..area.width {
            let col = area.x + x;
            let selected = current_col == Some(x);
            let style = |s: Style| if selected { s.patch(th.selected) } else { s };
            let mark = self.mark_at(x, area.width);
            let (glyph, axis_style) = match mark {
                Some(Mark::Blunder) => ("?", th.error),
                Some(Mark::Mistake) => ("?", th.accent),
                Some(Mark::Inaccuracy) => ("?", th.info),
                None if selected => (here, th.label),
                None => (axis, th.label),
            };
            buf.set_string(col, axis_y, glyph, style(axis_style));
            let Some(p) = self.position_at(x, area.width) else {
                continue;
            };
            let v = self.evals[p];
            // White's winning chances, -1 to 1.
            let chances = 2.0 * expected(v, self.scale) - 1.0;
            let half_cells =
                |room: u16| -> u16 { (chances.abs() * 2.0 * f64::from(room)).round() as u16 };
            if v > 0 {
                let mut left = half_cells(up_rows);
                for k in 0..up_rows {
                    let g = match left {
                        0 => " ",
                        1 => up_half,
                        _ => full,
                    };
                    left = left.saturating_sub(2);
                    buf.set_string(col, axis_y - 1 - k, g, style(th.info));
                }
            } else if v < 0 {
                let mut left = half_cells(down_rows);
                for k in 0..down_rows {
                    let g = match left {
                        0 => " ",
                        1 => down_half,
                        _ => full,
                    };
                    left = left.saturating_sub(2);
                    buf.set_string(col, axis_y + 1 + k, g, style(th.label));
                }
            }
            if selected {
                for y in chart_top..chart_top + rows {
                    if y != axis_y && buf[(col, y)].symbol() == " " {
                        buf[(col, y)].set_style(th.selected);
                    }
                }
            }
        }
    }
}

/// White's evaluation as the title shows it: `+0.35`, `+++` / `---` for a win.
fn score_text(v: i32) -> String {
    if v.abs() >= crate::study::DECISIVE {
        return if v > 0 {
            "+++".to_string()
        } else {
            "---".to_string()
        };
    }
    format!("{:+.2}", f64::from(v) / 100.0)
}
