//! The position editor's screen (`shell/editor/mod.rs`), for any game: the title, the setup
//! drawn by the game's own board widget, and a panel with the things to put (the one
//! chosen marked), the side to move, the setup's text as it changes and the keys; once
//! the position is checked, the choices of what to do with it. Under the board: the last
//! refusal or note, and the field being typed (a position, a save name).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::lang::Lang;
use crate::lang::editor as words;
use crate::tui::shell::editor::edit::{EditableGame, SetupView};
use crate::tui::shell::editor::leave::{choice_text, choices};
use crate::tui::shell::editor::{Editor, Mode};
use crate::tui::shell::field::Field;
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::screen::{message_rows, too_small};

impl<G: EditableGame> Editor<G> {
    /// Draws the editor on the whole screen.
    pub(in crate::tui) fn draw(&self, area: Rect, buf: &mut Buffer, th: &Theme, lang: Lang) {
        let Some(l) = G::layout(area) else {
            too_small(area, buf, th, lang, G::min_size());
            return;
        };
        let title = words::title(lang, G::name(lang));
        Line::styled(format!(" {title} "), th.accent).render(l.title, buf);
        let view = SetupView {
            cursor: self.cursor(),
            flipped: self.flipped,
            numbers: self.numbers,
            theme: th,
            lang,
        };
        G::draw_setup(self.setup(), &view, area, buf);
        Paragraph::new(self.panel(l.panel.width, th, lang)).render(l.panel, buf);
        if let Some((text, bad)) = &self.message {
            let style = if *bad { th.error } else { th.info };
            message_rows(&format!(" {text}"), &l, buf, style);
        }
        let field = match self.mode() {
            Mode::Text(f) => Some((words::fen_prompt(lang), f)),
            Mode::SaveName { field, .. } => Some((words::save_prompt(lang), field)),
            _ => None,
        };
        if let Some((prompt, f)) = field {
            field_line(prompt, f, l.input.width, th).render(l.input, buf);
        }
    }

    /// The panel's lines for a panel `width` columns wide.
    fn panel(&self, width: u16, th: &Theme, lang: Lang) -> Vec<Line<'static>> {
        let room = usize::from(width.saturating_sub(1)).max(8);
        let mut lines = Vec::new();
        match self.mode() {
            Mode::Leave { sel, .. } => {
                lines.push(Line::styled(words::checked(lang), th.accent));
                lines.push(Line::raw(""));
                for (i, c) in choices::<G>().into_iter().enumerate() {
                    let style = if i == *sel { th.selected } else { Style::new() };
                    let text = format!("{} {}", i + 1, choice_text::<G>(c, lang));
                    lines.push(Line::styled(text, style));
                }
            }
            _ => {
                lines.push(Line::styled(words::pieces(lang), th.accent));
                for (i, p) in G::edit_pieces(lang).into_iter().enumerate() {
                    let chosen = i == self.piece();
                    let mark = if chosen { ">" } else { " " };
                    let style = if chosen { th.selected } else { Style::new() };
                    lines.push(Line::from(vec![
                        Span::styled(format!("{mark}{} ", p.key), th.label),
                        Span::raw(format!("{} ", G::edit_glyph(i, th))),
                        Span::styled(p.name, style),
                    ]));
                }
                lines.push(Line::raw(""));
                let seat = G::turn(self.setup());
                lines.push(Line::raw(words::to_move(lang, G::seat_label(seat, lang))));
            }
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled("FEN:", th.label));
        for chunk in chunks(&self.text(), room) {
            lines.push(Line::raw(chunk));
        }
        if matches!(self.mode(), Mode::Edit) {
            lines.push(Line::raw(""));
            for k in words::keys(lang) {
                lines.push(Line::styled(k, th.label));
            }
        }
        lines
    }
}

/// A field with its prompt, its end shown when it is longer than the row.
fn field_line(prompt: &str, f: &Field, width: u16, th: &Theme) -> Line<'static> {
    let prompt = format!(" {prompt}");
    let room = usize::from(width)
        .saturating_sub(prompt.chars().count() + 1)
        .max(1);
    let typed: Vec<char> = f.text.chars().collect();
    let shown: String = typed[typed.len().saturating_sub(room)..].iter().collect();
    let style = if f.selected {
        th.selected
    } else {
        Style::new()
    };
    Line::from(vec![
        Span::styled(prompt, th.accent),
        Span::styled(shown, style),
        Span::styled(" ", th.selected),
    ])
}

/// `text` cut into rows of at most `room` characters.
fn chunks(text: &str, room: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    chars
        .chunks(room.max(1))
        .map(|c| c.iter().collect())
        .collect()
}
