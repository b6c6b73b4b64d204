//! The start menu's pages: the game, then new game, resume, rules.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use crate::draughts::italian::Color;
use crate::game::save::SaveSummary;
use crate::lang::{Lang, fill, render_result};
use crate::tui::games::{self, GAMES};
use crate::tui::layout::centered;
use crate::tui::menu::{MenuState, Page, ResumeItem};
use crate::tui::options::ColorChoice;
use crate::tui::theme::Theme;

/// The big title over the menu.
const BANNER: [&str; 5] = [
    "█▀▀▄ ▄▀▀▄ █▄ ▄█ ▄▀▀▄",
    "█  █ █▄▄█ █ ▀ █ █▄▄█",
    "█  █ █  █ █   █ █  █",
    "▀▀▀  ▀  ▀ ▀   ▀ ▀  ▀",
    "",
];

pub struct MenuView<'a> {
    pub menu: &'a MenuState,
    pub lang: Lang,
    /// The registry's game names, in menu order.
    pub games: Vec<&'static str>,
    pub theme: &'a Theme,
    pub ascii: bool,
}

impl Widget for MenuView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let m = self.menu;
        let th = self.theme;
        let mut lines: Vec<Line> = Vec::new();
        if !self.ascii && area.height >= 22 {
            lines.extend(
                BANNER
                    .iter()
                    .map(|l| Line::styled(*l, th.accent).centered()),
            );
        }
        let game = self.games.get(m.game).copied().unwrap_or_default();
        let title = if m.page == Page::Games {
            "DAMA".to_string()
        } else {
            fill(t.title, &[game])
        };
        lines.push(Line::styled(title, th.accent).centered());
        lines.push(Line::from(""));
        let item = |i: usize, text: String| -> Line {
            let selected = i == m.sel;
            let marker = if selected { "▶ " } else { "  " };
            let style = if selected { th.selected } else { Style::new() };
            Line::from(vec![Span::raw(marker), Span::styled(text, style)])
        };
        match m.page {
            Page::Games => {
                lines.push(Line::styled(format!("  {}", t.choose_game), th.accent));
                for (i, name) in self.games.iter().enumerate() {
                    lines.push(item(i, name.to_string()));
                }
                lines.push(item(self.games.len(), t.quit.to_string()));
            }
            Page::Main => {
                for (i, s) in [t.new_game, t.resume, t.rules_keys, t.other_game, t.quit]
                    .iter()
                    .enumerate()
                {
                    lines.push(item(i, s.to_string()));
                }
            }
            Page::New => {
                lines.push(Line::styled(format!("  {}", t.new_game), th.accent));
                let colour = match m.color {
                    ColorChoice::White => t.white,
                    ColorChoice::Black => t.black,
                    ColorChoice::Random => t.random,
                };
                lines.push(item(0, format!("{:<14} ◀ {colour} ▶", t.your_colour)));
                lines.push(item(1, format!("{:<14} ◀ {} ▶", t.level, m.level)));
                lines.push(item(2, t.start.to_string()));
                lines.push(item(3, t.back.to_string()));
            }
            Page::Resume => {
                lines.push(Line::styled(format!("  {}", t.resume), th.accent));
                if m.saves.is_empty() && !m.has_autosave {
                    lines.push(Line::styled(t.no_saves, th.label));
                }
                for (i, it) in m.resume_items().iter().enumerate() {
                    let label = match it {
                        ResumeItem::Autosave => t.autosaved.to_string(),
                        ResumeItem::Saved(k) => m
                            .saves
                            .get(*k)
                            .map(|s| summary(self.lang, s))
                            .unwrap_or_default(),
                        ResumeItem::TypeName => t.type_name.to_string(),
                        ResumeItem::Back => t.back.to_string(),
                    };
                    lines.push(item(i, label));
                }
            }
            Page::TypeName => {
                lines.push(Line::styled(format!("  {}", t.resume), th.accent));
                lines.push(Line::from(vec![
                    Span::raw(t.file_name),
                    Span::raw(m.input.clone()),
                    Span::styled(" ", th.selected),
                ]));
            }
        }
        lines.push(Line::from(""));
        if let Some(err) = &m.error {
            lines.push(Line::styled(err.clone(), th.error));
        }
        lines.push(Line::styled(t.menu_keys, th.label));
        let width = lines.iter().map(Line::width).max().unwrap_or(20).max(40) as u16 + 4;
        let rect = centered(area, width, lines.len() as u16 + 2);
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

/// One saved game in the resume list: name, plies, result or whose turn, and the game.
fn summary(lang: Lang, s: &SaveSummary) -> String {
    let t = lang.text();
    let status = match &s.result {
        Some(r) => render_result(lang, r).0,
        None => format!("{} {}", lang.color(Color::of_seat(s.to_move)), t.to_move),
    };
    let game = games::index_of(&s.header.variant)
        .map_or(s.header.variant.as_str(), |i| (GAMES[i].name)(lang));
    format!("{:<16} {:>3} · {status} · {game}", s.name, s.plies)
}
