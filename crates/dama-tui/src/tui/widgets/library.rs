//! The library screen, drawn from its state (`shell/library/mod.rs`): the title, the filter,
//! the column headings (the sorted one marked ▲ or ▼, the arrow always in view, the one
//! under the cursor highlighted), one row a game (a broken game shows its error; the
//! game's name last when the file mixes games), the last error, the keys that fit; the
//! open dialog over it; or, while it is open, the opening tree (`library_tree.rs`).
//! Only the rows on screen are drawn.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::lang::Lang;
use crate::lang::library as words;
use crate::library::Column;
use crate::tui::shell::library::{CHROME_ROWS, LibraryState};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::dialog::Popup;
use crate::tui::widgets::put;

pub struct LibraryView<'a> {
    pub state: &'a LibraryState,
    pub lang: Lang,
    pub theme: &'a Theme,
}

/// The game column's width, in a library of more than one game ("International").
const GAME_WIDTH: usize = 13;

/// Each column's width on a screen `width` wide: fixed for the number, date, result
/// and moves (and the game, when `mixed`), the rest shared by White, Black and the
/// event.
fn widths(width: u16, mixed: bool) -> [usize; 7] {
    let fixed = 6 + 10 + 9 + 5 + if mixed { GAME_WIDTH + 1 } else { 0 };
    let gaps = 7;
    let rest = usize::from(width).saturating_sub(fixed + gaps).max(15);
    let name = rest * 3 / 10;
    [6, name, name, rest - 2 * name, 10, 9, 5]
}

/// A heading cut to `w` characters with its sort arrow always in view.
fn heading(head: &str, arrow: Option<char>, w: usize) -> String {
    match arrow {
        None => fit(head, w, false),
        Some(a) => {
            let mut text = fit(head, w.saturating_sub(1), false).trim_end().to_string();
            text.push(a);
            fit(&text, w, false)
        }
    }
}

/// `text` cut or padded to `w` characters (right-aligned when `right`).
fn fit(text: &str, w: usize, right: bool) -> String {
    // Control characters of the file's tags are shown escaped, never sent raw.
    let clean: String = crate::core::text::escape_controls(text)
        .chars()
        .take(w)
        .collect();
    if right {
        format!("{clean:>w$}")
    } else {
        format!("{clean:<w$}")
    }
}

impl Widget for LibraryView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (s, th, lang) = (self.state, self.theme, self.lang);
        if let Some(tree) = &s.tree {
            let file = s.file_name();
            super::library_tree::TreeView {
                tree,
                library: &s.library,
                file: &file,
                lang,
                theme: th,
            }
            .render(area, buf);
            return;
        }
        let name = s.file_name();
        let file = crate::core::text::escape_controls(&name);
        let x = area.x;
        put(
            buf,
            x,
            area.y,
            &words::title(lang, &file, s.library.len(), s.rows.len()),
            th.accent,
        );
        put(buf, x, area.y + 1, &words::filter(lang, &s.filter), th.info);
        let mixed = s.library.is_mixed();
        let w = widths(area.width, mixed);
        let mut cx = x;
        for (k, c) in Column::ALL.iter().enumerate() {
            let head = words::column(lang, *c);
            let arrow = (s.sort == *c).then_some(if s.reverse { '▼' } else { '▲' });
            let style = if k == s.column { th.selected } else { th.label };
            put(buf, cx, area.y + 2, &heading(head, arrow, w[k]), style);
            cx += w[k] as u16 + 1;
        }
        if mixed {
            let head = fit(words::game_column(lang), GAME_WIDTH, false);
            put(buf, cx, area.y + 2, &head, th.label);
        }
        let page = usize::from(area.height.saturating_sub(CHROME_ROWS));
        for (r, &i) in s.rows.iter().skip(s.top).take(page).enumerate() {
            let y = area.y + 3 + r as u16;
            let chosen = s.top + r == s.sel;
            let line = match s.library.problem(i) {
                Some(p) => {
                    let what = words::render_problem(lang, p);
                    format!("{:>6} {}: {what}", i + 1, words::broken(lang))
                }
                None => {
                    let mut line = String::new();
                    for (k, c) in Column::ALL.iter().enumerate() {
                        let right = matches!(c, Column::Number | Column::Moves);
                        line.push_str(&fit(&s.library.cell(i, *c), w[k], right));
                        line.push(' ');
                    }
                    if mixed {
                        let game = s.library.variant(i).unwrap_or("");
                        line.push_str(&crate::core::text::capitalised(game));
                    }
                    line
                }
            };
            let style = match (chosen, s.library.problem(i).is_some()) {
                (true, _) => th.selected,
                (false, true) => th.error,
                (false, false) => th.info,
            };
            let line = fit(&line, usize::from(area.width), false);
            put(buf, x, y, &line, style);
        }
        let bottom = area.y + area.height.saturating_sub(1);
        if let Some(err) = &s.error {
            put(buf, x, bottom.saturating_sub(1), err, th.error);
        }
        let keys = words::fit_keys(&words::keys(lang), usize::from(area.width));
        put(buf, x, bottom, &keys, th.label);
        if let Some(d) = &s.dialog {
            let white = s.library.cell(d.index, Column::White);
            let black = s.library.cell(d.index, Column::Black);
            let title = words::open_title(lang, d.index + 1, &white, &black);
            let mut lines: Vec<Line> = words::open_choices(lang, d.move_no)
                .into_iter()
                .enumerate()
                .map(|(k, c)| {
                    if k == d.sel {
                        Line::styled(format!("> {c}"), th.selected)
                    } else {
                        Line::styled(format!("  {c}"), th.info)
                    }
                })
                .collect();
            lines.push(Line::from(""));
            lines.push(Line::styled(words::open_keys(lang), th.label));
            Popup {
                title: &title,
                lines,
                style: th.info,
                border: th.accent,
            }
            .render(area, buf);
        }
    }
}
