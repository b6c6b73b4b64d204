//! The side panel: players and level, whose turn, pieces left, the numbered move list,
//! the engine's live line while it thinks, and the result when the game is over.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::core::Seat;
use crate::game::Player;
use crate::lang::{Lang, Text, render_score};
use crate::tui::adapter::ShellGame;
use crate::tui::session::{Purpose, Session, seats};
use crate::tui::theme::Theme;

pub struct PanelView<'a, G: ShellGame> {
    pub session: &'a Session<G>,
    /// The game's name, for the panel's title.
    pub title: String,
    pub lang: Lang,
    pub theme: &'a Theme,
}

fn human_count(n: u64) -> String {
    match n {
        0..=9_999 => n.to_string(),
        10_000..=9_999_999 => format!("{}k", n / 1000),
        _ => format!("{:.1}M", n as f64 / 1e6),
    }
}

impl<G: ShellGame> PanelView<'_, G> {
    fn player_line(&self, c: Seat) -> Line<'static> {
        let t: &Text = self.lang.text();
        let s = self.session;
        let glyph = G::seat_glyph(c, self.theme);
        let who = match s.record().player(c) {
            Player::Human => {
                let other_human = seats::<G>().any(|o| o != c && s.is_human(o));
                if other_human {
                    t.human.to_string()
                } else {
                    t.you.to_string()
                }
            }
            Player::Computer { level } => match s.depth() {
                Some(d) => format!("{} ({} {d})", t.computer, t.depth),
                None => format!("{} ({} {level})", t.computer, t.level.to_lowercase()),
            },
        };
        let turn = s.record().result().is_none() && s.to_move() == c;
        let marker = if turn { "▶ " } else { "  " };
        let style = if turn {
            self.theme.accent
        } else {
            Style::new()
        };
        Line::from(vec![
            Span::styled(marker, self.theme.accent),
            Span::styled(
                format!("{glyph} {}: {who}", G::seat_label(c, self.lang)),
                style,
            ),
        ])
    }

    /// The move list as rows "n. first second", numbered from the start position; the
    /// first column is the colour that opens the game (Black in English draughts).
    fn move_rows(&self, col: usize) -> Vec<String> {
        let record = self.session.record();
        let mut rows = Vec::new();
        let mut n = 1;
        let mut current = String::new();
        let mut pos = *record.start();
        let first = G::first_seat();
        if G::PLAYERS != 2 {
            // Three players (and stolen turns): one move a row, with its player.
            for (k, mv) in record.played().iter().enumerate() {
                let who = G::seat_label(pos.to_move(), self.lang);
                let initial: String = who.chars().take(1).collect();
                let text = G::move_list_text(&pos, mv, self.lang);
                rows.push(format!("{:>3}. {initial} {text}", k + 1));
                pos.play_unchecked(mv);
            }
            return rows;
        }
        if pos.to_move() != first {
            current = format!("{n:>3}. {:<col$} ", "…");
        }
        for mv in record.played() {
            let text = pos.move_text(mv);
            if pos.to_move() == first {
                current = format!("{n:>3}. {text:<col$} ");
            } else {
                current.push_str(&text);
                rows.push(std::mem::take(&mut current));
                n += 1;
            }
            pos.play_unchecked(mv);
        }
        if !current.is_empty() {
            rows.push(current);
        }
        rows
    }

    fn thinking_lines(&self, width: usize) -> Vec<Line<'static>> {
        let t = self.lang.text();
        let Some(th) = self.session.thinking() else {
            return Vec::new();
        };
        let mut lines = vec![Line::styled(
            format!("── {} ──", t.thinking),
            self.theme.info,
        )];
        if let Some(info) = &th.info {
            lines.push(Line::from(format!(
                "{} {}  {} {}",
                t.depth,
                info.depth,
                t.score,
                render_score(self.lang, info.score)
            )));
            lines.push(Line::from(format!(
                "{} {}",
                t.nodes,
                human_count(info.nodes)
            )));
            let pv: Vec<&str> = info.pv.iter().take(6).map(String::as_str).collect();
            lines.push(Line::from(format!("pv {}", pv.join(" "))));
        } else {
            lines.push(Line::from("…"));
        }
        let elapsed = th.started.elapsed();
        if let Some(budget) = th.budget.filter(|b| !b.is_zero()) {
            let bar_w = width.saturating_sub(8).max(4);
            let ratio = (elapsed.as_secs_f64() / budget.as_secs_f64()).clamp(0.0, 1.0);
            let full = (ratio * bar_w as f64).round() as usize;
            let bar = format!(
                "{}{} {:>4.1}s",
                "█".repeat(full),
                "░".repeat(bar_w - full),
                elapsed.as_secs_f64()
            );
            lines.push(Line::styled(bar, self.theme.info));
        } else {
            lines.push(Line::from(format!("{:.1}s", elapsed.as_secs_f64())));
        }
        if th.purpose == Purpose::Move {
            lines.push(Line::styled(t.move_now, self.theme.label));
        }
        lines
    }
}

impl<G: ShellGame> Widget for PanelView<'_, G> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let s = self.session;
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(self.theme.label)
            .title(Span::styled(format!(" {} ", self.title), self.theme.accent));
        let inner = block.inner(area);
        block.render(area, buf);
        let width = inner.width as usize;

        let first = G::first_seat().index();
        let mut top: Vec<Line> = (0..G::PLAYERS)
            .map(|k| self.player_line(Seat(((first + k) % G::PLAYERS) as u8)))
            .collect();
        top.extend(G::panel_lines(s.position(), self.lang, self.theme));
        let record = s.record();
        let before = record
            .cursor()
            .checked_sub(1)
            .map(|k| &record.positions()[k]);
        if let (Some(before), Some(mv)) = (before, record.last_move())
            && let Some(note) = G::move_note(before, mv, self.lang)
        {
            top.push(Line::styled(note, self.theme.info));
        }
        if let Some(r) = s.record().result() {
            let (head, reason) = G::result_text(self.lang, &r);
            top.push(Line::styled(format!("■ {head}"), self.theme.error));
            top.push(Line::styled(format!("  {reason}"), self.theme.error));
            for line in G::result_lines(s.position(), &r, self.lang) {
                top.push(Line::styled(format!("  {line}"), self.theme.accent));
            }
        }
        let mut bottom = self.thinking_lines(width);
        if bottom.is_empty() && inner.height >= 16 {
            bottom = legend(t.keys_legend, width, self.theme.label);
        }
        let list_h = (inner.height as usize)
            .saturating_sub(top.len() + bottom.len() + 1)
            .max(1);
        let col = ((width.saturating_sub(6)) / 2).clamp(5, 12);
        let rows = self.move_rows(col);
        let back = s.scroll_back().min(rows.len().saturating_sub(list_h));
        let end = rows.len() - back;
        let start = end.saturating_sub(list_h);

        let mut lines = top;
        lines.push(Line::styled(format!("── {} ──", t.moves), self.theme.label));
        lines.extend(rows[start..end].iter().map(|r| Line::from(r.clone())));
        let used = lines.len() + bottom.len();
        for _ in used..inner.height as usize {
            lines.push(Line::from(""));
        }
        lines.extend(bottom);
        Paragraph::new(lines).render(inner, buf);
    }
}

/// The key legend, wrapped between its items to the panel's width.
fn legend(text: &str, width: usize, style: Style) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let mut cur = String::new();
    for part in text.split(" · ") {
        let needed = cur.chars().count() + 3 + part.chars().count();
        if !cur.is_empty() && needed > width {
            lines.push(Line::styled(std::mem::take(&mut cur), style));
        }
        if !cur.is_empty() {
            cur.push_str(" · ");
        }
        cur.push_str(part);
    }
    if !cur.is_empty() {
        lines.push(Line::styled(cur, style));
    }
    lines
}
