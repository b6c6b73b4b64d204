//! The position search's page (`shell/search.rs`): a framed window with the position
//! searched, the library's path being typed, the libraries opened this session (the
//! one chosen with the arrows marked), what went wrong, and the keys.

use std::path::PathBuf;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use crate::core::text::escape_controls;
use crate::lang::Lang;
use crate::lang::position_search as words;
use crate::tui::shell::layout::centered;
use crate::tui::shell::search::SearchPage;
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::menu::{field_spans, wrap_words};

pub struct SearchView<'a> {
    pub page: &'a SearchPage,
    pub recent: &'a [PathBuf],
    pub lang: Lang,
    pub theme: &'a Theme,
}

impl Widget for SearchView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (p, th, lang) = (self.page, self.theme, self.lang);
        let width = area.width.clamp(20, 96);
        let inner = usize::from(width.saturating_sub(4));
        let mut lines = vec![Line::styled(words::title(lang), th.accent).centered()];
        lines.push(Line::from(""));
        let white = p.fen.trim_start().starts_with('W');
        lines.push(Line::styled(words::position(lang, p.game, white), th.label));
        let fen = escape_controls(&p.fen);
        lines.extend(
            wrap_words(&fen.replace(',', ", "), inner)
                .into_iter()
                .map(|l| Line::from(l.replace(", ", ","))),
        );
        lines.push(Line::from(""));
        lines.push(Line::styled(words::prompt(lang), th.label));
        // The end of a long path is kept in view, with the caret.
        lines.push(Line::from(field_spans(&p.field, inner, th).to_vec()));
        if !self.recent.is_empty() {
            lines.push(Line::from(""));
            lines.push(Line::styled(words::recent(lang), th.label));
            for (i, path) in self.recent.iter().enumerate() {
                let chosen = p.sel == Some(i);
                let marker = if chosen { "▶ " } else { "  " };
                let text: String = escape_controls(&path.display().to_string())
                    .chars()
                    .take(inner.saturating_sub(2))
                    .collect();
                let style = if chosen { th.selected } else { Style::new() };
                lines.push(Line::from(vec![
                    Span::raw(marker),
                    Span::styled(text, style),
                ]));
            }
        }
        lines.push(Line::from(""));
        if let Some(err) = &p.error {
            for l in wrap_words(err, inner) {
                lines.push(Line::styled(l, th.error));
            }
        }
        lines.push(Line::styled(words::keys(lang), th.label));
        let height = (lines.len() as u16 + 2).min(area.height);
        let rect = centered(area, width.min(area.width), height);
        Clear.render(rect, buf);
        Paragraph::new(lines)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .border_style(th.label),
            )
            .render(rect, buf);
    }
}
