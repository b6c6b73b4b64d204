//! The evaluation graph of an analysed game: one column per position (squeezed when the
//! game is longer than the graph is wide), White's advantage up and Black's down from the
//! axis, capped at three men (a win fills the column), the marked moves flagged on the
//! axis (`?`) and the position on the board shown in reverse video. It reads in every
//! colour mode: the bars are glyphs (`█ ▄ ▀`, or `# :` in ASCII), colour only adds to
//! them, and `NO_COLOR` keeps the reverse video.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::study::Mark;

use crate::tui::shell::theme::Theme;

/// An advantage of this much (hundredths of a man) or more fills a half of the graph.
pub const CAP: i32 = 300;
/// Rows the graph takes under the move list: its title and the chart.
pub const HEIGHT: u16 = 6;
/// The panel keeps at least this many rows above the graph.
const PANEL_KEEPS: u16 = 12;

/// The panel's area split for the graph: the panel above, the graph at the bottom, when
/// there is a graph to draw and room for both.
pub fn split(panel: Rect, shown: bool) -> (Rect, Option<Rect>) {
    if !shown || panel.height < PANEL_KEEPS + HEIGHT {
        return (panel, None);
    }
    let top = Rect {
        height: panel.height - HEIGHT,
        ..panel
    };
    let graph = Rect {
        y: panel.y + panel.height - HEIGHT,
        height: HEIGHT,
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
            Some(v) => format!(" {}  {}", self.title, score_text(v)),
            None => format!(" {}", self.title),
        };
        buf.set_stringn(area.x, area.y, &title, usize::from(area.width), th.accent);
        let chart_top = area.y + 1;
        let rows = area.height - 1;
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
            let v = self.evals[p].clamp(-CAP, CAP);
            let half_cells = |room: u16| -> u16 {
                let units = i64::from(v.abs()) * 2 * i64::from(room);
                u16::try_from((units + i64::from(CAP) / 2) / i64::from(CAP)).unwrap_or(0)
            };
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
