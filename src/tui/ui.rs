//! Drawing: the whole screen from the app's state, which it only reads.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::app::{App, Screen};
use super::layout::{self, GameLayout, MIN_HEIGHT, MIN_WIDTH, centered};
use super::session::{Dialog, Session};
use super::widgets::board::BoardView;
use super::widgets::dialog::Popup;
use super::widgets::help::HelpView;
use super::widgets::menu::MenuView;
use super::widgets::panel::PanelView;
use crate::lang::fill;
use crate::lang::render_result;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        if !layout::fits(area) {
            self.too_small(area, buf);
            return;
        }
        match self.screen {
            Screen::Menu => MenuView {
                menu: &self.menu,
                text: self.text(),
                theme: &self.theme,
                ascii: self.opts.ascii,
            }
            .render(area, buf),
            Screen::Help => HelpView {
                lang: self.lang(),
                scroll: self.help_scroll,
                theme: &self.theme,
            }
            .render(area, buf),
            Screen::Game => {
                if let (Some(s), Some(l)) = (&self.session, layout::game(area)) {
                    self.game_screen(s, &l, buf);
                }
            }
        }
    }
}

impl App {
    fn too_small(&self, area: Rect, buf: &mut Buffer) {
        let t = self.text();
        let text = fill(
            t.too_small,
            &[
                &area.width.to_string(),
                &area.height.to_string(),
                &MIN_WIDTH.to_string(),
                &MIN_HEIGHT.to_string(),
            ],
        );
        let rect = centered(area, area.width, area.height.min(4));
        Paragraph::new(text)
            .style(self.theme.error)
            .wrap(Wrap { trim: true })
            .centered()
            .render(rect, buf);
    }

    fn game_screen(&self, s: &Session, l: &GameLayout, buf: &mut Buffer) {
        let t = self.text();
        let th = &self.theme;
        Line::from(vec![
            Span::styled(format!(" {} ", t.title), th.accent),
            Span::styled(format!("  {}", t.title_keys), th.label),
        ])
        .render(l.title, buf);
        BoardView {
            pos: s.game.position(),
            geom: l.board,
            flipped: s.flipped,
            numbers: s.numbers,
            marks: s.marks(),
            theme: th,
        }
        .render(l.board.area, buf);
        PanelView {
            session: s,
            lang: self.lang(),
            theme: th,
        }
        .render(l.panel, buf);
        if let Some(m) = &s.message {
            let style = if m.error { th.error } else { th.info };
            Line::styled(format!(" {}", m.text), style).render(l.message, buf);
        }
        let mut input = vec![
            Span::styled(format!(" {}", t.prompt), th.accent),
            Span::raw(s.line.clone()),
            Span::styled(" ", th.selected),
        ];
        if s.line.is_empty() && s.dialog.is_none() && s.human_to_move() {
            input.push(Span::styled(format!(" {}", t.line_hint), th.label));
        }
        Line::from(input).render(l.input, buf);
        if let Some(d) = &s.dialog {
            self.dialog(s, d, *buf.area(), buf);
        }
    }

    fn dialog(&self, s: &Session, d: &Dialog, area: Rect, buf: &mut Buffer) {
        let t = self.text();
        let th = &self.theme;
        let (title, lines): (String, Vec<Line>) = match d {
            Dialog::SaveName { input, .. } => (
                t.save_title.to_string(),
                vec![Line::from(vec![
                    Span::raw(t.save_as),
                    Span::raw(input.clone()),
                    Span::styled(" ", th.selected),
                ])],
            ),
            Dialog::Overwrite { path, .. } => (
                "?".to_string(),
                vec![Line::from(fill(
                    t.overwrite,
                    &[&path.display().to_string()],
                ))],
            ),
            Dialog::Exit { unsaved } => {
                let mut lines = vec![Line::styled(t.exit_confirm, th.accent)];
                if *unsaved {
                    lines.push(Line::styled(t.unsaved_moves, th.error));
                }
                (t.quit.to_string(), lines)
            }
            Dialog::GameOver => {
                let (head, reason) = match s.game.result() {
                    Some(r) => render_result(self.lang(), &r),
                    None => (t.game_over.to_string(), String::new()),
                };
                (
                    t.game_over.to_string(),
                    vec![
                        Line::styled(head, th.accent).centered(),
                        Line::from(reason).centered(),
                        Line::from(""),
                        Line::styled(t.game_over_choices, th.label).centered(),
                    ],
                )
            }
        };
        Popup {
            title: &title,
            lines,
            style: ratatui::style::Style::new(),
            border: th.accent,
        }
        .render(area, buf);
    }
}
