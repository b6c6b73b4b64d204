//! The start menu's pages: the game, then new game, resume, rules.

use crate::lang::LangText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

use crate::core::Seat;
use crate::core::text::escape_controls;
use crate::game::save::SaveSummary;
use crate::lang::library as library_words;
use crate::lang::{Lang, fill, play as words, render_result};
use crate::tui::shell::catalog::GameEntry;
use crate::tui::shell::field::Field;
use crate::tui::shell::layout::centered;
use crate::tui::shell::menu::newgame::{NewGamePage, Row, SeatChoice, clock_choices};
use crate::tui::shell::menu::{MenuState, Page, ResumeItem};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::menu_net;

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
        let game = self.games.get(m.game).copied().unwrap_or_default();
        let title = if m.page == Page::Games {
            "DAMA".to_string()
        } else {
            fill(t.title, &[game])
        };
        // The page is a head, its choices (one of them selected) and a tail.
        let mut head: Vec<Line> = vec![Line::styled(title, th.accent).centered(), Line::from("")];
        let mut items: Vec<Line> = Vec::new();
        let item = |i: usize, text: String| -> Line {
            let selected = i == m.sel;
            let marker = if selected { "▶ " } else { "  " };
            let style = if selected { th.selected } else { Style::new() };
            Line::from(vec![Span::raw(marker), Span::styled(text, style)])
        };
        match m.page {
            Page::Games => {
                head.push(Line::styled(format!("  {}", t.choose_game), th.accent));
                for (i, name) in self.games.iter().enumerate() {
                    items.push(item(i, name.to_string()));
                }
                items.push(item(self.games.len(), t.quit.to_string()));
            }
            Page::Main => {
                let editor = crate::lang::editor::menu_item(self.lang);
                let settings = crate::lang::settings::words(self.lang).title;
                let mut rows = vec![
                    t.new_game,
                    t.resume,
                    t.rules_keys,
                    t.other_game,
                    editor,
                    settings,
                    menu_net::menu_item(self.lang),
                ];
                if m.has_puzzles() {
                    rows.push("Puzzles");
                }
                rows.push(t.quit);
                for (i, s) in rows.iter().enumerate() {
                    items.push(item(i, s.to_string()));
                }
            }
            Page::New => {
                head.push(Line::styled(format!("  {}", t.new_game), th.accent));
                let page = &m.new_game;
                for (i, row) in m.new_game_rows().into_iter().enumerate() {
                    items.push(item(i, new_game_row(self.lang, m, page, row)));
                }
                // Wrapped to the screen: the page must stay usable at 60x18.
                let room = usize::from(area.width.saturating_sub(8)).max(20);
                if page.editing {
                    let w = words::new_game_words(self.lang);
                    let prompt = match page.editing_engine {
                        Some(_) => crate::protocol::words::command_prompt(self.lang),
                        None => w.position_prompt.trim_end().to_string(),
                    };
                    for l in wrap_words(&prompt, room) {
                        head.push(Line::styled(format!("  {l}"), th.accent));
                    }
                    // A long position shows its end, where the typing is.
                    let mut spans = vec![Span::raw("  ")];
                    spans.extend(field_spans(page.edited(), room, th));
                    head.push(Line::from(spans));
                }
                if let Some(err) = &page.error {
                    for l in wrap_words(err, room) {
                        head.push(Line::styled(format!("  {l}"), th.error));
                    }
                }
                // Why the endgame database could not be built (the game goes on).
                if let Some(note) = m.database_note.as_ref().filter(|_| m.shows_database()) {
                    for l in wrap_words(note, room) {
                        head.push(Line::styled(format!("  {l}"), th.error));
                    }
                }
            }
            Page::Net => {
                let clock = new_game_row(self.lang, m, &m.new_game, Row::Clock);
                let (h, rows) = menu_net::lines(self.lang, m, &self.games, th, clock);
                head.extend(h);
                items = rows;
            }
            Page::Resume => {
                head.push(Line::styled(format!("  {}", t.resume), th.accent));
                if m.saves.is_empty() && m.broken.is_empty() && !m.has_autosave {
                    head.push(Line::styled(t.no_saves, th.label));
                }
                for (i, it) in m.resume_items().iter().enumerate() {
                    let label = match it {
                        ResumeItem::Autosave => t.autosaved.to_string(),
                        ResumeItem::Saved(k) => m
                            .saves
                            .get(*k)
                            .map(|s| summary(self.lang, s, m.games))
                            .unwrap_or_default(),
                        ResumeItem::Broken(k) => m
                            .broken
                            .get(*k)
                            .map(|(name, _)| crate::lang::unreadable::row(self.lang, name))
                            .unwrap_or_default(),
                        ResumeItem::TypeName => t.type_name.to_string(),
                        ResumeItem::Back => t.back.to_string(),
                        ResumeItem::Library => library_words::menu_open(self.lang).to_string(),
                        ResumeItem::BackToLibrary => {
                            library_words::menu_back(self.lang, m.library.as_deref().unwrap_or(""))
                        }
                    };
                    items.push(item(i, label));
                }
            }
            Page::TypeName => {
                head.push(Line::styled(format!("  {}", t.resume), th.accent));
                head.push(Line::from(vec![
                    Span::raw(if m.typing_library {
                        library_words::prompt(self.lang)
                    } else {
                        t.file_name
                    }),
                    Span::raw(m.input.clone()),
                    Span::styled(" ", th.selected),
                ]));
            }
        }
        // Errors are wrapped to the screen: a long one (a path, a JSON reason) is read
        // whole, never cut at the frame.
        let room = usize::from(area.width.saturating_sub(8)).max(20);
        let mut tail = vec![Line::from("")];
        let hovered = m
            .selected_broken()
            .filter(|e| m.error.as_deref() != Some(*e));
        for err in m.error.iter().map(String::as_str).chain(hovered) {
            for l in wrap_words(err, room) {
                tail.push(Line::styled(l, th.error));
            }
        }
        // "←→ change" only where Left and Right change something: the new-game page.
        let keys = if m.page == Page::New
            || (m.page == Page::Net && m.net.mode != crate::tui::shell::menu::net::NetMode::Waiting)
        {
            t.menu_keys
        } else {
            t.menu_keys_plain
        };
        tail.push(Line::styled(keys, th.label));

        // The banner only when everything fits with it; then as many choices as fit,
        // scrolled so that the selected one is always shown.
        let room = usize::from(area.height.saturating_sub(2));
        let fixed = head.len() + tail.len();
        if !self.ascii && area.height >= 22 && fixed + items.len() + BANNER.len() <= room {
            // Under the logo the title line does not say DAMA a second time.
            if m.page == Page::Games {
                head.drain(0..2);
            } else {
                head[0] = Line::styled(game, th.accent).centered();
            }
            let banner = BANNER
                .iter()
                .map(|l| Line::styled(*l, th.accent).centered());
            head.splice(0..0, banner);
        }
        let arrows = if self.ascii {
            ("^", "v")
        } else {
            ("↑", "↓")
        };
        let items = window(items, m.sel, room.saturating_sub(fixed).max(3), arrows);
        let lines: Vec<Line> = head.into_iter().chain(items).chain(tail).collect();
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

/// At most `rows` of `items`, the `sel`ected one among them; `↑ N` and `↓ N` (`^`, `v` in
/// ASCII) count the ones above and below that are not shown.
pub(crate) fn window<'a>(
    items: Vec<Line<'a>>,
    sel: usize,
    rows: usize,
    (up, down): (&str, &str),
) -> Vec<Line<'a>> {
    if items.len() <= rows {
        return items;
    }
    // Two rows go to the markers; the rest is a window around the selection.
    let shown = rows.saturating_sub(2).max(1);
    let sel = sel.min(items.len() - 1);
    let first = sel.saturating_sub(shown - 1).min(items.len() - shown);
    let more_above = first;
    let more_below = items.len() - first - shown;
    let mut out = Vec::with_capacity(rows);
    out.push(Line::from(if more_above > 0 {
        format!("  {up} {more_above}")
    } else {
        String::new()
    }));
    out.extend(items.into_iter().skip(first).take(shown));
    out.push(Line::from(if more_below > 0 {
        format!("  {down} {more_below}")
    } else {
        String::new()
    }));
    out
}

/// One saved game in the resume list: name, moves (as the move list numbers them), result or whose turn, and the game.
fn summary(lang: Lang, s: &SaveSummary, games: &[GameEntry]) -> String {
    let t = lang.text();
    let status = match &s.result {
        Some(r) => render_result(lang, r).0,
        None => {
            let side = if s.to_move == Seat::FIRST {
                t.white
            } else {
                t.black
            };
            format!("{side} {}", t.to_move)
        }
    };
    let game = games
        .iter()
        .find(|g| g.id == s.header.variant)
        .map_or(s.header.variant.as_str(), |g| (g.name)(lang));
    let moves = match lang {
        Lang::En => "moves",
        Lang::It => "mosse",
    };
    // A save's name is a file's: its control characters are shown escaped.
    let name = crate::core::text::escape_controls(&s.name);
    format!("{name:<16} {:>3} {moves} · {status} · {game}", s.moves)
}

/// One row of the new-game page: its label and its value between ◀ ▶.
fn new_game_row(lang: Lang, m: &MenuState, page: &NewGamePage, row: Row) -> String {
    let t = lang.text();
    let w = words::new_game_words(lang);
    let entry = m.entry();
    let value = |label: &str, v: String| format!("{label:<15} ◀ {v} ▶");
    match row {
        Row::Seat(i) => {
            let who = match page.seats.get(i) {
                Some(SeatChoice::Computer(l)) => {
                    format!("{} ({} {l})", w.computer, t.level.to_lowercase())
                }
                Some(SeatChoice::Engine) => {
                    let command = page.engines.get(i).map_or("", |f| f.text.trim());
                    crate::protocol::words::seat_choice(lang, command)
                }
                _ => w.human.to_string(),
            };
            value((entry.seat_label)(crate::core::Seat(i as u8), lang), who)
        }
        Row::Random => value(
            w.random_colours,
            (if page.random { w.yes } else { w.no }).into(),
        ),
        Row::Position => {
            let text = page.position.text.trim();
            let shown = if text.is_empty() {
                w.standard.to_string()
            } else if text.chars().count() > 24 {
                format!("{}…", text.chars().take(23).collect::<String>())
            } else {
                text.to_string()
            };
            format!("{:<15}   {shown}", w.position)
        }
        Row::Ballot => value(w.ballot, (if page.ballot { w.on } else { w.off }).into()),
        Row::Clock => {
            let v = match clock_choices().get(page.clock).copied().flatten() {
                Some(tc) => words::time_control(lang, &tc),
                None => w.none.to_string(),
            };
            value(w.clock, v)
        }
        Row::Setup(i) => {
            let options = (entry.setup_options)(lang);
            match options.get(i) {
                Some(o) => {
                    let c = page.setup.get(i).copied().unwrap_or(o.default);
                    value(&o.label, o.choices.get(c).cloned().unwrap_or_default())
                }
                None => String::new(),
            }
        }
        Row::Database => m.database_row.clone().unwrap_or_default(),
        Row::Start => t.start.to_string(),
        Row::Back => t.back.to_string(),
    }
}

/// `text` cut into lines of at most `width` characters at spaces (a word longer than a
/// line, such as a path, is cut where the line ends).
pub(crate) fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut cur = String::new();
    for long in text.split(' ') {
        let mut word = long;
        while word.chars().count() > width {
            if !cur.is_empty() {
                lines.push(std::mem::take(&mut cur));
            }
            let cut = word
                .char_indices()
                .nth(width)
                .map_or(word.len(), |(i, _)| i);
            lines.push(word[..cut].to_string());
            word = &word[cut..];
        }
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

/// A field being typed in `room` columns: the text before the caret, the caret's
/// character and the rest, the end of a long text (where the typing is) kept in view;
/// control characters shown escaped. The new-game page, settings and the position
/// search draw their fields with it.
pub(crate) fn field_spans(field: &Field, room: usize, th: &Theme) -> [Span<'static>; 3] {
    let (before, under, after) = field.parts();
    let style = if field.selected {
        th.selected
    } else {
        Style::new()
    };
    let skip = (before.chars().count() + 1).saturating_sub(room.saturating_sub(1));
    let before: String = before.chars().skip(skip).collect();
    let rest = room.saturating_sub(before.chars().count() + 1);
    let after: String = after.chars().take(rest).collect();
    [
        Span::styled(escape_controls(&before).into_owned(), style),
        Span::styled(under, th.selected),
        Span::styled(escape_controls(&after).into_owned(), style),
    ]
}
