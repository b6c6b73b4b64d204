//! The side panel: players and level with their clocks, whose turn, pieces left, the
//! ballot opening, the numbered move list (the move shown highlighted, moves taken back
//! greyed until a new move replaces them), the engine's live line while it thinks and its
//! last search after, and the result when the game is over.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Widget};

use crate::core::Seat;
use crate::game::Player;
use crate::lang::{Lang, LangText, Text, engine_ui as engine_words, play as words};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::clocks::{clock_text, is_low};
use crate::tui::shell::table::session::{BALLOT_TAG, Purpose, Session, seats};
use crate::tui::shell::theme::Theme;

use super::move_list::{self, Row};
use super::wrap;

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
        // A name from the game's PDN tags (seat 0 is PDN's White, as in its export).
        let tag = [(Seat::FIRST, "White"), (Seat::SECOND, "Black")]
            .iter()
            .find(|(seat, _)| *seat == c && G::PLAYERS == 2)
            .and_then(|(_, name)| s.record().tags().get(*name))
            .filter(|n| !n.trim().is_empty() && *n != "?" && *n != "Human");
        let who = match s.record().player(c) {
            Player::Human if tag.is_some() => tag.cloned().unwrap_or_default(),
            Player::Human => {
                let other_human = seats::<G>().any(|o| o != c && s.is_human(o));
                if other_human {
                    t.human.to_string()
                } else {
                    t.you.to_string()
                }
            }
            Player::Computer { level } => super::engine_seat::computer_who(s, c, level, self.lang),
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

    /// The clocks on one line, seat by seat: "Time: ○ 4:59  ● 5:00", the running one
    /// highlighted, a low one in the error colour.
    fn clock_line(&self) -> Option<Line<'static>> {
        let s = self.session;
        let clock = s.record().clock()?;
        let initial = clock.control().initial();
        let mut spans = vec![Span::raw(format!("{} ", words::clocks(self.lang)))];
        let first = G::first_seat().index();
        for k in 0..G::PLAYERS {
            let seat = Seat(((first + k) % G::PLAYERS) as u8);
            let Some(left) = s.time_left(seat) else {
                continue;
            };
            let running = s.record().result().is_none() && s.to_move() == seat && !s.is_in_past();
            let style = if is_low(left, initial) {
                self.theme.error
            } else if running {
                self.theme.selected
            } else {
                Style::new()
            };
            let glyph = G::seat_glyph(seat, self.theme);
            spans.push(Span::raw(format!(" {glyph}")));
            spans.push(Span::styled(format!(" {} ", clock_text(left)), style));
        }
        Some(Line::from(spans))
    }

    /// Depth, score from a seat's side, nodes and the line, wrapped to the width.
    fn search_lines(
        &self,
        info: &crate::tui::Progress,
        seat: Seat,
        width: usize,
    ) -> Vec<Line<'static>> {
        let t = self.lang.text();
        // Two players: from White's side, as the analysis lines and the graph say it.
        let (shown, side) = if G::PLAYERS == 2 && seat != Seat::FIRST {
            (-info.score, Seat::FIRST)
        } else {
            (info.score, seat)
        };
        let score = words::score_for(self.lang, shown, G::seat_label(side, self.lang));
        let mut lines = match info.source.word(self.lang) {
            // The databases (or the book) answered: the verdict and its source.
            Some(word) => {
                let exact_draw = info.score == 0 && info.source.is_exact();
                let verdict = engine_words::verdict(self.lang, &score, exact_draw, Some(word));
                wrap(&verdict, width, self.theme.accent)
            }
            None => {
                let mut lines = wrap(
                    &format!("{} {}  {score}", t.depth, info.depth),
                    width,
                    Style::new(),
                );
                lines.push(Line::from(format!(
                    "{} {}",
                    t.nodes,
                    human_count(info.nodes)
                )));
                lines
            }
        };
        let pv = words::line_word(self.lang).to_string() + " " + &G::join_moves(&info.pv);
        lines.extend(wrap(&pv, width, Style::new()).into_iter().take(3));
        lines
    }

    fn thinking_lines(&self, width: usize) -> Vec<Line<'static>> {
        let t = self.lang.text();
        let s = self.session;
        let Some(th) = s.thinking() else {
            // Thinking on the person's time: what it expects and its line so far.
            if let Some(p) = s.pondering() {
                let heading = engine_words::pondering(self.lang, p.expected());
                let mut lines = vec![Line::styled(format!("── {heading} ──"), self.theme.label)];
                if let Some(info) = p.info() {
                    lines.extend(self.search_lines(info, p.position().to_move(), width));
                }
                return lines;
            }
            // The analysis's lines; else the last search stays on show after a move.
            return match s.last_search().filter(|_| s.analysis().is_none()) {
                Some(last) => {
                    let mut lines = vec![Line::styled(
                        format!("── {} ──", words::last_search(self.lang)),
                        self.theme.label,
                    )];
                    lines.extend(self.search_lines(&last.info, last.seat, width));
                    // A level's randomness may play another move than its line's first.
                    if let Some(chosen) = last.chosen.as_ref().filter(|c| {
                        last.purpose == Purpose::Move && last.info.pv.first() != Some(*c)
                    }) {
                        lines.extend(wrap(
                            &words::chosen_instead(self.lang, chosen),
                            width,
                            self.theme.label,
                        ));
                    }
                    lines
                }
                None => super::analysis_lines::lines(s, width, self.theme, self.lang),
            };
        };
        let mut lines = vec![Line::styled(
            format!("── {} ──", t.thinking),
            self.theme.info,
        )];
        if let Some(info) = &th.info {
            lines.extend(self.search_lines(info, s.to_move(), width));
        } else {
            lines.push(Line::from("…"));
        }
        let elapsed = th.started.elapsed();
        if let Some(budget) = th.budget.filter(|b| !b.is_zero()) {
            let bar_w = width.saturating_sub(9).max(4);
            let ratio = (elapsed.as_secs_f64() / budget.as_secs_f64()).clamp(0.0, 1.0);
            let full = (ratio * bar_w as f64).round() as usize;
            let bar = format!(
                "{}{} {:>4.1} s",
                "█".repeat(full),
                "░".repeat(bar_w - full),
                elapsed.as_secs_f64()
            );
            lines.push(Line::styled(bar, self.theme.info));
        } else {
            lines.push(Line::from(format!("{:.1} s", elapsed.as_secs_f64())));
        }
        // An outside engine cannot be told to move now (it is waited for).
        if th.purpose == Purpose::Move && s.outside_name(s.to_move()).is_none() {
            lines.push(Line::styled(t.move_now, self.theme.label));
        }
        lines
    }

    /// The lines above the move list.
    fn top_lines(&self) -> Vec<Line<'static>> {
        let s = self.session;
        let first = G::first_seat().index();
        let mut top: Vec<Line> = (0..G::PLAYERS)
            .map(|k| self.player_line(Seat(((first + k) % G::PLAYERS) as u8)))
            .collect();
        top.extend(self.clock_line());
        if let Some(ballot) = s.record().tags().get(BALLOT_TAG) {
            top.push(Line::styled(
                format!("  {}", words::ballot_line(self.lang, ballot)),
                self.theme.label,
            ));
        }
        top.extend(G::panel_lines(s.position(), self.lang, self.theme));
        let picking = G::pick_panel_line(s.position(), &s.input.pick, self.lang, self.theme);
        top.extend(picking);
        // What the game said about the last round of moves ("Goal! White 1–0").
        let record = s.record();
        let cursor = record.cursor();
        for k in cursor.saturating_sub(G::PLAYERS)..cursor {
            let (pos, mv) = (&record.positions()[k], &record.played()[k]);
            if let Some(note) = G::move_note(pos, mv, self.lang) {
                top.push(Line::styled(note, self.theme.accent));
            }
        }
        if let Some(r) = s.record().result() {
            let (head, reason) = G::result_text_in(s.position(), self.lang, &r);
            // Red only for a player who lost to the computer; a win or a draw in gold.
            let style = [self.theme.accent, self.theme.error][usize::from(s.lost_to_computer())];
            top.push(Line::styled(format!("■ {head}"), style));
            top.push(Line::styled(format!("  {reason}"), style));
            for line in G::result_lines(s.position(), &r, self.lang) {
                top.push(Line::styled(format!("  {line}"), self.theme.accent));
            }
        }
        top
    }

    /// Where the move list goes inside `inner`: its first row on screen, the rows
    /// shown (`start..end` of `rows`), and the column width.
    fn list_window(
        &self,
        inner: Rect,
        rows: &[Row],
        top: usize,
        bottom: usize,
    ) -> (u16, usize, usize) {
        let list_h = (inner.height as usize)
            .saturating_sub(top + bottom + 1)
            .max(1);
        let max_start = rows.len().saturating_sub(list_h);
        let back = self.session.scroll_back().min(max_start);
        let mut start = max_start - back;
        // The move shown is always in view (an earlier one under review too); at the
        // start of a game under review, the list's first moves.
        let cursor = self.session.record().cursor();
        if back == 0
            && let Some(cur) = move_list::cursor_row(rows, cursor)
            && cur < start
        {
            start = cur.saturating_sub(list_h / 2).min(max_start);
        } else if back == 0 && cursor == 0 {
            start = 0;
        }
        let end = (start + list_h).min(rows.len());
        (inner.y + top as u16 + 1, start, end)
    }

    /// The bottom part: the search, else the key legend when there is room.
    fn bottom_lines(&self, inner: Rect) -> Vec<Line<'static>> {
        let t = self.lang.text();
        let width = inner.width as usize;
        let mut bottom = move_list::comment_lines(self.session, width, self.theme, self.lang);
        bottom.extend(self.thinking_lines(width));
        // What runs in the background (the endgame database build) heads the part.
        if let Some(line) = self.session.background() {
            bottom.splice(0..0, wrap(line, width, self.theme.info));
        }
        // A game over the network lists only the keys that work in it.
        let net_keys = self.session.net_legend(self.lang);
        let keys = legend(net_keys.unwrap_or(t.keys_legend), width, self.theme.label);
        if bottom.is_empty() && inner.height >= 16 {
            bottom = keys;
        } else if self.session.thinking().is_none() {
            // The keys under the last search when the move list keeps eight rows.
            let used = self.top_lines().len() + 1 + bottom.len() + keys.len() + 8;
            if used <= inner.height as usize {
                bottom.extend(keys);
            }
        }
        // Never so much that the move list has no row.
        let room = (inner.height as usize).saturating_sub(self.top_lines().len() + 2);
        bottom.truncate(room);
        bottom
    }

    /// The ply a click at (`col`, `row`) on the panel drawn in `area` points at: the
    /// number of plies to show (the clicked move played).
    pub fn ply_at(&self, area: Rect, col: u16, row: u16) -> Option<usize> {
        let inner = Block::default().borders(Borders::ALL).inner(area);
        if !inner.contains(ratatui::layout::Position::new(col, row)) {
            return None;
        }
        let top = self.top_lines().len();
        let bottom = self.bottom_lines(inner).len();
        let rows = move_list::rows(self.session, self.lang);
        let (y0, start, end) = self.list_window(inner, &rows, top, bottom);
        let r = start + usize::from(row.checked_sub(y0)?);
        let line = rows.get(r).filter(|_| r < end)?;
        let col_w = move_list::col_width(inner.width as usize);
        let x = usize::from(col - inner.x);
        let head = line.head.chars().count();
        let k = if x < head + col_w + 1 { 0 } else { 1 };
        let item = line.items.get(k).or(line.items.first())?;
        (item.ply != usize::MAX).then_some(item.ply + 1)
    }
}

impl<G: ShellGame> Widget for PanelView<'_, G> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let block = Block::default()
            .borders(Borders::ALL)
            .border_style(self.theme.label)
            .title(Span::styled(format!(" {} ", self.title), self.theme.accent));
        let inner = block.inner(area);
        block.render(area, buf);

        let top = self.top_lines();
        let bottom = self.bottom_lines(inner);
        let col = move_list::col_width(inner.width as usize);
        let rows = move_list::rows(self.session, self.lang);
        let (_, start, end) = self.list_window(inner, &rows, top.len(), bottom.len());

        let mut lines = top;
        let heading = if self.session.is_reviewing() {
            format!("── {} · {} ──", t.moves, words::review_heading(self.lang))
        } else {
            format!("── {} ──", t.moves)
        };
        lines.push(Line::styled(heading, self.theme.label));
        lines.extend(
            rows[start..end]
                .iter()
                .map(|r| move_list::row_line(self.session, self.theme, r, col)),
        );
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
