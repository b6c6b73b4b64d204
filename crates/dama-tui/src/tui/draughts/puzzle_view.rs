//! The puzzle mode on screen and as a table of the shell: the game's board widget seen
//! from the solver's side, a panel (the puzzle's number and rating, the player's rating
//! and streaks, who plays, the keys, the line played or shown), the message and the move
//! line; [`Table`] for [`PuzzleTable`], so the app shows it as it shows a game.

use std::any::Any;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::lang::{Lang, LangText};

use crate::tui::draughts::game::ShellDraughts;
use crate::tui::draughts::puzzle::{PuzzleTable, State};
use crate::tui::shell::event::EngineEvent;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::{Request, Shared, Table};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::screen::{message_rows, too_small};

impl<G: ShellDraughts + ShellGame> PuzzleTable<G> {
    /// The panel's lines.
    pub fn panel_lines(&self, lang: Lang, th: &Theme) -> Vec<Line<'static>> {
        let p = self.puzzle();
        let g = self.game_progress();
        let solver = G::seat_label(self.solver(), lang);
        let mut lines = vec![
            Line::styled(
                format!("Puzzle {} · rating {}", self.number, p.rating),
                th.accent,
            ),
            Line::raw(format!(
                "your rating {:.0} · streak {} (best {})",
                g.rating, g.streak, g.best_streak
            )),
            Line::raw(format!("{solver} to play and win material")),
            Line::raw(""),
        ];
        let texts = p.line_texts();
        let played = texts[..self.ply.min(texts.len())].join(" ");
        match self.state() {
            State::Shown => {
                lines.push(Line::styled("Solution:", th.label));
                lines.push(Line::raw(texts.join(" ")));
            }
            _ => {
                lines.push(Line::styled("Played:", th.label));
                lines.push(Line::raw(if played.is_empty() {
                    "—".to_string()
                } else {
                    played
                }));
            }
        }
        if self.state() == State::Solved {
            let said = if self.failed() {
                "Solved (counted as failed)"
            } else {
                "Solved"
            };
            lines.push(Line::styled(said, th.info));
        }
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            "H hint · S solution · N next · Esc menu",
            th.label,
        ));
        lines.push(Line::styled(
            format!("Solved {} of {} tried", g.solved, g.tries),
            th.label,
        ));
        lines
    }

    /// Draws the whole screen.
    pub fn draw(&self, area: Rect, buf: &mut Buffer, th: &Theme, lang: Lang) {
        let Some(l) = G::layout(area) else {
            too_small(area, buf, th, lang, G::min_size());
            return;
        };
        let title = format!("{} — puzzles", G::name(lang));
        Line::from(vec![Span::styled(format!(" {title} "), th.accent)]).render(l.title, buf);
        G::draw_board(&self.session.board_state(th, lang), area, buf);
        Paragraph::new(self.panel_lines(lang, th))
            .wrap(Wrap { trim: true })
            .render(l.panel, buf);
        if let Some(m) = self.session.message() {
            let style = if m.error { th.error } else { th.info };
            message_rows(&format!(" {}", m.text), &l, buf, style);
        }
        let prompt = format!(" {}", lang.text().prompt);
        Line::from(vec![
            Span::styled(prompt, th.accent),
            Span::raw(self.session.line().to_string()),
            Span::styled(" ", th.selected),
        ])
        .render(l.input, buf);
    }
}

impl<G: ShellDraughts + ShellGame> Table for PuzzleTable<G> {
    fn game_id(&self) -> &'static str {
        G::VARIANT
    }

    fn name(&self, lang: Lang) -> &'static str {
        G::name(lang)
    }

    fn key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        if self.on_key(key, sh) {
            Request::Swap
        } else {
            Request::None
        }
    }

    fn mouse(
        &mut self,
        m: MouseEvent,
        size: Rect,
        _ply: Option<usize>,
        sh: &mut Shared,
    ) -> Request {
        self.on_mouse(m, size, sh.lang());
        Request::None
    }

    fn tick(&mut self, _sh: &mut Shared) {}

    fn engine(&mut self, _ev: EngineEvent, _sh: &mut Shared) {}

    fn resume(&mut self, _sh: &mut Shared) {}

    fn stop(&mut self) {}

    fn say(&mut self, text: String) {
        self.session.say(text)
    }

    fn is_busy(&self) -> bool {
        false
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn draw_own(&self, area: Rect, buf: &mut Buffer, th: &Theme, lang: Lang) -> bool {
        self.draw(area, buf, th, lang);
        true
    }
}

/// The puzzle mode of `G` as a table, or why it cannot open.
pub fn open<G: ShellDraughts + ShellGame>(sh: &mut Shared) -> Result<Box<dyn Table>, String> {
    PuzzleTable::<G>::open(sh).map(|t| Box::new(t) as Box<dyn Table>)
}
