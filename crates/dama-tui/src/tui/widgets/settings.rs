//! The settings page: each row's name and value, the selected one marked, a line about
//! it, the command being typed, and what the last change said (where it was kept, or
//! why it lasts for this run only).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use crate::lang::Lang;
use crate::lang::settings::words;
use crate::tui::shell::layout::centered;
use crate::tui::shell::options::Options;
use crate::tui::shell::settings::{Setting, SettingsPage};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::menu::field_spans;
use crate::tui::widgets::menu::{window, wrap_words};

pub struct SettingsView<'a> {
    pub page: &'a SettingsPage,
    pub opts: &'a Options,
    pub lang: Lang,
    pub theme: &'a Theme,
}

impl Widget for SettingsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let w = words(self.lang);
        let th = self.theme;
        // The page is as wide as the screen allows, up to 76 columns.
        let width = area.width.clamp(20, 76);
        let inner = usize::from(width.saturating_sub(4));
        let name_width = w.rows.iter().map(|r| r.chars().count()).max().unwrap_or(10);
        let name_width = name_width.min(inner / 2);
        let value_room = inner.saturating_sub(name_width + 4);

        let head = vec![Line::styled(w.title, th.accent).centered(), Line::from("")];
        let sel = self.page.sel.min(Setting::ALL.len() - 1);
        let items: Vec<Line> = Setting::ALL
            .iter()
            .enumerate()
            .map(|(i, &s)| {
                let selected = i == sel;
                let marker = if selected { "▶ " } else { "  " };
                let name: String = w.rows[i].chars().take(name_width).collect();
                let value = SettingsPage::value(s, self.opts, self.lang);
                let value: String = value.chars().take(value_room).collect();
                let style = if selected { th.selected } else { Style::new() };
                Line::from(vec![
                    Span::raw(marker),
                    Span::styled(format!("{name:<name_width$}"), style),
                    Span::raw("  "),
                    Span::styled(value, th.accent),
                ])
            })
            .collect();

        let mut tail = vec![Line::from("")];
        if let Some(field) = &self.page.editing {
            for l in wrap_words(w.typing, inner) {
                tail.push(Line::styled(l, th.accent));
            }
            tail.push(Line::from(field_spans(field, inner, th).to_vec()));
        } else {
            for l in wrap_words(w.about[sel], inner) {
                tail.push(Line::styled(l, th.label));
            }
        }
        if let Some((note, is_error)) = &self.page.note {
            let style = if *is_error { th.error } else { th.info };
            for l in wrap_words(note, inner) {
                tail.push(Line::styled(l, style));
            }
        }
        tail.push(Line::styled(w.keys, th.label));

        let room = usize::from(area.height.saturating_sub(2));
        let fixed = head.len() + tail.len();
        let arrows = if th.glyphs.ascii {
            ("^", "v")
        } else {
            ("↑", "↓")
        };
        let items = window(items, sel, room.saturating_sub(fixed).max(3), arrows);
        let lines: Vec<Line> = head.into_iter().chain(items).chain(tail).collect();
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
