//! Drawing: the whole screen from the shell's state, which it only reads. The theme (a
//! view type) is built here from the options, so no state holds a style.

use crate::lang::LangText;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use crate::lang::{Lang, fill, play as words};

use crate::tui::shell::app::{App, Screen};
use crate::tui::shell::editor::Editor;
use crate::tui::shell::editor::edit::EditableGame;
use crate::tui::shell::field::Field;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::layout::{self, ShellLayout, centered};
use crate::tui::shell::table::Table;
use crate::tui::shell::table::session::{Dialog, Session};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::dialog::Popup;
use crate::tui::widgets::eval_graph::{self, EvalGraph};
use crate::tui::widgets::help::HelpView;
use crate::tui::widgets::menu::MenuView;
use crate::tui::widgets::panel::PanelView;

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let opts = self.options();
        let theme = Theme::of(opts);
        let lang = self.lang();
        match (self.screen(), self.table()) {
            (Screen::Game, Some(table)) => {
                let catalog = self.catalog();
                if let Some(i) = catalog.index_of(table.game_id()) {
                    (catalog.get(i).draw)(table, area, buf, &theme, lang)
                }
            }
            _ if !layout::fits(area, 8) => too_small(area, buf, &theme, lang, layout::min_size(8)),
            (Screen::Settings, _) => crate::tui::widgets::settings::SettingsView {
                page: self.settings(),
                opts,
                lang,
                theme: &theme,
            }
            .render(area, buf),
            (Screen::Library, _) if self.library.is_some() => {
                if let Some(state) = self.library.as_ref() {
                    crate::tui::widgets::library::LibraryView {
                        state,
                        lang,
                        theme: &theme,
                    }
                    .render(area, buf)
                }
            }
            (Screen::Search, _) if self.search.page.is_some() => {
                if let Some(page) = self.search.page.as_ref() {
                    crate::tui::widgets::search::SearchView {
                        page,
                        recent: &self.search.recent,
                        lang,
                        theme: &theme,
                    }
                    .render(area, buf)
                }
            }
            (Screen::Help, _) => HelpView {
                lang,
                text: &self.help_text(),
                scroll: self.help.scroll,
                theme: &theme,
            }
            .render(area, buf),
            _ => MenuView {
                menu: self.menu(),
                lang,
                games: self
                    .catalog()
                    .games
                    .iter()
                    .map(|g| (g.name)(lang))
                    .collect(),
                theme: &theme,
                ascii: opts.ascii,
            }
            .render(area, buf),
        }
        if opts.ascii {
            crate::tui::shell::ascii::fold(buf, area);
        }
    }
}

/// The "please enlarge" screen: the size there is and the size (`w`, `h`) the game needs.
pub(in crate::tui) fn too_small(
    area: Rect,
    buf: &mut Buffer,
    theme: &Theme,
    lang: Lang,
    (w, h): (u16, u16),
) {
    let text = fill(
        lang.text().too_small,
        &[
            &area.width.to_string(),
            &area.height.to_string(),
            &w.to_string(),
            &h.to_string(),
        ],
    );
    let rect = centered(area, area.width, area.height.min(4));
    Paragraph::new(text)
        .style(theme.error)
        .wrap(Wrap { trim: true })
        .centered()
        .render(rect, buf);
}

/// Draws a table of game `G` (the registry hands this to the shell as each game's
/// [`DrawTable`](crate::tui::shell::catalog::DrawTable)).
pub fn draw_table<G: EditableGame>(
    table: &dyn Table,
    area: Rect,
    buf: &mut Buffer,
    th: &Theme,
    lang: Lang,
) {
    if let Some(s) = table.as_any().downcast_ref::<Session<G>>() {
        s.draw(area, buf, th, lang)
    } else if let Some(e) = table.as_any().downcast_ref::<Editor<G>>() {
        e.draw(area, buf, th, lang)
    } else {
        table.draw_own(area, buf, th, lang);
    }
}

/// The ply of the move list drawn at (`col`, `row`) of a screen of `size` for a table of
/// game `G`, laid out as the panel draws it (the shell's click on the move list).
pub fn ply_at_table<G: ShellGame>(
    table: &dyn Table,
    size: Rect,
    col: u16,
    row: u16,
    theme: &Theme,
    lang: Lang,
) -> Option<usize> {
    let session = table.as_any().downcast_ref::<Session<G>>()?;
    let l = G::layout(size)?;
    let (panel, _) = eval_graph::split(l.panel, session.study_view().is_some());
    PanelView {
        session,
        title: String::new(),
        lang,
        theme,
    }
    .ply_at(panel, col, row)
}

impl<G: ShellGame> Session<G> {
    /// Draws the game screen: title, board, panel, message, move line, dialog.
    pub(in crate::tui) fn draw(&self, area: Rect, buf: &mut Buffer, th: &Theme, lang: Lang) {
        let Some(l) = G::layout(area) else {
            too_small(area, buf, th, lang, G::min_size());
            return;
        };
        self.draw_game(area, &l, buf, th, lang);
        if let Some(d) = self.dialog() {
            // The game-over banner leaves the panel (the move list) in view.
            let over = Rect {
                width: l.panel.x.saturating_sub(area.x).max(24),
                ..area
            };
            let place = if matches!(d, Dialog::GameOver) {
                over
            } else {
                area
            };
            self.draw_dialog(d, place, buf, th, lang);
        }
    }

    fn draw_game(&self, area: Rect, l: &ShellLayout, buf: &mut Buffer, th: &Theme, lang: Lang) {
        let t = lang.text();
        let title = fill(t.title, &[G::name(lang)]);
        Line::from(vec![
            Span::styled(format!(" {title} "), th.accent),
            Span::styled(format!("  {}", t.title_keys), th.label),
        ])
        .render(l.title, buf);
        G::draw_board(&self.board_state(th, lang), area, buf);
        let study = self.study_view();
        let (panel, graph) = eval_graph::split(l.panel, study.is_some());
        PanelView {
            session: self,
            title,
            lang,
            theme: th,
        }
        .render(panel, buf);
        if let (Some(view), Some(rect)) = (study, graph) {
            use crate::lang::study as words;
            let mut title = if view.done < view.total {
                words::running(lang, view.done, view.total)
            } else {
                words::title(lang).to_string()
            };
            if let Some(name) = view.engine {
                title = format!("{title} ({name})");
            }
            let first = crate::core::Seat::FIRST;
            let players: Vec<String> = [first, crate::core::Seat::SECOND]
                .into_iter()
                .zip(view.accuracy)
                .filter_map(|(seat, a)| {
                    Some(words::player_accuracy(lang, G::seat_label(seat, lang), a?))
                })
                .collect();
            EvalGraph {
                evals: view.evals,
                marks: &view.marks,
                current: self.record().cursor(),
                title,
                for_white: words::for_seat(lang, G::seat_label(first, lang)),
                accuracy: (!players.is_empty())
                    .then(|| words::accuracy_row(lang, &players.join(", "))),
                scale: view.scale,
                theme: th,
            }
            .render(rect, buf);
        }
        if let Some(m) = self.message() {
            let style = if m.error { th.error } else { th.info };
            message_rows(&format!(" {}", m.text), l, buf, style);
        }
        // A typed line longer than the row shows its end, where the typing is.
        let prompt = format!(" {}", t.prompt);
        let room = usize::from(l.input.width)
            .saturating_sub(prompt.chars().count() + 1)
            .max(1);
        let typed: Vec<char> = self.line().chars().collect();
        let shown: String = if typed.len() > room {
            std::iter::once('…')
                .chain(typed[typed.len() - (room - 1)..].iter().copied())
                .collect()
        } else {
            self.line().to_string()
        };
        let mut input = vec![
            Span::styled(prompt, th.accent),
            Span::raw(shown),
            Span::styled(" ", th.selected),
        ];
        let pick_hint = (self.input.pick.as_ref())
            .and_then(|pick| G::pick_hint(self.position(), pick, lang))
            .filter(|_| self.line().is_empty() && self.dialog().is_none());
        if let Some(hint) = pick_hint {
            input.push(Span::styled(format!(" {hint}"), th.info));
        } else if self.line().is_empty() && self.dialog().is_none() && self.human_to_move() {
            let pos = self.position();
            let example = G::example_move(pos, self.cursor())
                .map(|mv| pos.move_text(&mv))
                .unwrap_or_default();
            input.push(Span::styled(
                format!(" {}", fill(t.line_hint, &[&example])),
                th.label,
            ));
        }
        Line::from(input).render(l.input, buf);
    }

    fn draw_dialog(&self, d: &Dialog, area: Rect, buf: &mut Buffer, th: &Theme, lang: Lang) {
        let t = lang.text();
        let (title, lines): (String, Vec<Line>) = match d {
            Dialog::SaveName {
                input,
                selected,
                caret,
                ..
            } => (
                t.save_title.to_string(),
                vec![field_line(t.save_as, input, *selected, *caret, th)],
            ),
            Dialog::ExportName {
                input,
                selected,
                caret,
            } => (
                words::export_title(lang).to_string(),
                vec![field_line(
                    words::export_as(lang),
                    input,
                    *selected,
                    *caret,
                    th,
                )],
            ),
            Dialog::DrawOffer { from, to } => {
                let other = *to;
                (
                    words::draw_title(lang).to_string(),
                    vec![Line::styled(
                        words::draw_question(
                            lang,
                            G::seat_label(*from, lang),
                            G::seat_label(other, lang),
                        ),
                        th.accent,
                    )],
                )
            }
            Dialog::Overwrite { path, .. } => (
                "?".to_string(),
                vec![Line::from(fill(
                    t.overwrite,
                    &[&path.display().to_string()],
                ))],
            ),
            Dialog::NewGame { unsaved } => {
                let mut lines = vec![Line::styled(
                    crate::lang::play::new_game_confirm(lang),
                    th.accent,
                )];
                if *unsaved {
                    lines.push(Line::styled(t.unsaved_moves, th.error));
                }
                (t.new_game.to_string(), lines)
            }
            Dialog::Exit { unsaved } => {
                let mut lines = vec![Line::styled(t.exit_confirm, th.accent)];
                if *unsaved {
                    lines.push(Line::styled(t.unsaved_moves, th.error));
                }
                (t.quit.to_string(), lines)
            }
            Dialog::GameOver => {
                let result = self.record().result();
                let (head, reason) = match &result {
                    Some(r) => G::result_text_in(self.position(), lang, r),
                    None => (t.game_over.to_string(), String::new()),
                };
                let mut lines = vec![
                    Line::styled(head, th.accent).centered(),
                    Line::from(reason).centered(),
                ];
                // The game's own lines (DamHex^3: the places and points).
                if let Some(r) = &result {
                    let extra = G::result_lines(self.position(), r, lang);
                    if !extra.is_empty() {
                        lines.push(Line::from(""));
                    }
                    // Centred as one block, so that their columns line up.
                    let width = extra.iter().map(|l| l.chars().count()).max().unwrap_or(0);
                    let block = extra.into_iter().map(|l| format!("{l:<width$}"));
                    lines.extend(block.map(|l| Line::from(l).centered()));
                }
                lines.push(Line::from(""));
                lines.push(Line::styled(t.game_over_choices, th.label).centered());
                (t.game_over.to_string(), lines)
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

/// A message under the board, wrapped: a long one grows upwards from its row instead of
/// being cut, into the free rows under the board; when those are too few, it is wrapped
/// in the panel's columns and grows up over the panel's bottom (for as long as it is
/// shown), never over the board and its labels.
pub(in crate::tui) fn message_rows(
    text: &str,
    l: &ShellLayout,
    buf: &mut Buffer,
    style: ratatui::style::Style,
) {
    // What the message echoes (a typed move, a file's name, an engine's words) is shown
    // with its control characters escaped, never sent raw to the terminal.
    let shown = crate::core::text::escape_controls_keep_lines(text);
    let text = shown.as_ref();
    let row = l.message;
    let rows_for = |width: u16| {
        u16::try_from(wrapped_rows(text, usize::from(width.max(1)))).unwrap_or(u16::MAX)
    };
    let free = row.y.saturating_sub(l.board.bottom());
    let needed = rows_for(row.width).clamp(1, 4);
    let (x, width, extra) = if needed - 1 <= free || l.panel.width == 0 {
        (row.x, row.width, (needed - 1).min(row.y))
    } else {
        let room = row.y.saturating_sub(l.panel.y);
        let rows = rows_for(l.panel.width).clamp(1, 8);
        (l.panel.x, l.panel.width, (rows - 1).min(room))
    };
    let paragraph = Paragraph::new(text).style(style).wrap(Wrap { trim: false });
    let area = Rect::new(x, row.y - extra, width, extra + 1);
    if extra > 0 || text.chars().count() > usize::from(width) {
        Clear.render(area, buf);
    }
    paragraph.render(area, buf);
}

/// How many rows `text` takes wrapped at word boundaries to `width` columns (a word
/// longer than a row is broken), as the message paragraph wraps it.
fn wrapped_rows(text: &str, width: usize) -> usize {
    let mut rows = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        let need = if used == 0 { len } else { used + 1 + len };
        if need <= width {
            used = need;
        } else {
            rows += 1;
            used = len;
            while used > width {
                rows += 1;
                used -= width;
            }
        }
    }
    rows
}

/// A text field in a dialog: the label, the text with its caret, or all of it selected.
fn field_line(label: &str, text: &str, selected: bool, caret: usize, th: &Theme) -> Line<'static> {
    if selected {
        return Line::from(vec![
            Span::raw(label.to_string()),
            Span::styled(text.to_string(), th.selected),
            Span::raw(" "),
        ]);
    }
    let field = Field {
        text: text.to_string(),
        caret,
        selected,
    };
    let (before, under, after) = field.parts();
    Line::from(vec![
        Span::raw(label.to_string()),
        Span::raw(before),
        Span::styled(under, th.selected),
        Span::raw(after),
    ])
}
