//! A question in a box over the board: the save prompt, the overwrite and exit
//! confirmations, the game-over banner.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use crate::tui::shell::layout::centered;

/// A boxed message of a few lines, centred in the area it is rendered into.
pub struct Popup<'a> {
    pub title: &'a str,
    pub lines: Vec<Line<'a>>,
    pub style: Style,
    pub border: Style,
}

impl Widget for Popup<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = self
            .lines
            .iter()
            .map(Line::width)
            .chain(std::iter::once(self.title.chars().count() + 2))
            .max()
            .unwrap_or(10) as u16
            + 4;
        let width = width.clamp(24, area.width.saturating_sub(2).max(1));
        // Wrapped lines may need more rows than lines.
        let inner_w = width.saturating_sub(4).max(1) as usize;
        let rows: usize = self
            .lines
            .iter()
            .map(|l| l.width().max(1).div_ceil(inner_w))
            .sum();
        // Word wrapping can need a row more than the count above.
        let slack = u16::from(rows > self.lines.len());
        let height = (rows as u16 + 2 + slack).min(area.height);
        let rect = centered(area, width, height);
        Clear.render(rect, buf);
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(self.border)
            .title(format!(" {} ", self.title))
            .style(self.style);
        Paragraph::new(self.lines)
            .block(block)
            .wrap(Wrap { trim: false })
            .style(self.style)
            .render(rect, buf);
    }
}
