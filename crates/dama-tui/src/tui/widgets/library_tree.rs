//! The opening tree on the library screen, drawn from its state
//! (`shell/library/tree.rs`): the title, the line walked, the results of the games that
//! reached the position; the board (White at the bottom) with the side to move under
//! it, and beside it the moves played from it with their counts and White's, the draws'
//! and Black's shares; then the games that reached it; the last error; the keys that
//! fit. At 80x24 the 8x8 and 10x10 boards both fit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::explorer::Cell;
use crate::lang::Lang;
use crate::lang::explorer as words;
use crate::lang::library::fit_keys;
use crate::library::{Column, Library};
use crate::tui::shell::library::tree::{TREE_CHROME_ROWS, Tree};
use crate::tui::shell::theme::Theme;
use crate::tui::widgets::put;

pub struct TreeView<'a> {
    pub tree: &'a Tree,
    pub library: &'a Library,
    pub file: &'a str,
    pub lang: Lang,
    pub theme: &'a Theme,
}

/// `text` cut to `w` characters, its control characters escaped.
fn cut(text: &str, w: usize) -> String {
    crate::core::text::escape_controls(text)
        .chars()
        .take(w)
        .collect()
}

impl TreeView<'_> {
    fn board(&self, x: u16, y: u16, buf: &mut Buffer) {
        let (th, g) = (self.theme, self.theme.glyphs);
        for (r, row) in self.tree.view.diagram.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let (text, style) = match *cell {
                    Cell::Light => ("  ", th.light),
                    Cell::Empty => ("  ", th.dark),
                    Cell::Piece { white, king } => {
                        let glyph = match (white, king) {
                            (true, false) => g.white_man,
                            (true, true) => g.white_king,
                            (false, false) => g.black_man,
                            (false, true) => g.black_king,
                        };
                        let piece = if white {
                            th.white_piece
                        } else {
                            th.black_piece
                        };
                        (glyph, th.dark.patch(piece))
                    }
                };
                let (cx, cy) = (x + 2 * c as u16, y + r as u16);
                put(buf, cx, cy, "  ", style);
                put(buf, cx, cy, text, style);
            }
        }
    }

    fn moves(&self, x: u16, y: u16, width: usize, rows: usize, buf: &mut Buffer) {
        let (t, th) = (self.tree, self.theme);
        if t.view.moves.is_empty() {
            put(buf, x, y, &cut(words::no_moves(self.lang), width), th.info);
            return;
        }
        let head = words::moves_heading(self.lang);
        let line = format!(
            "{:<9}{:>7} {:>6} {:>6} {:>6}",
            head[0], head[1], head[2], head[3], head[4]
        );
        put(buf, x, y, &cut(&line, width), th.label);
        let shown = rows.saturating_sub(1).max(1);
        let top = t.sel.saturating_sub(shown - 1);
        for (k, m) in t.view.moves.iter().enumerate().skip(top).take(shown) {
            let [white, draws, black] = m.tally.shares();
            let line = format!(
                "{:<9}{:>7} {white:>6} {draws:>6} {black:>6}",
                m.text, m.tally.games
            );
            let style = if k == t.sel && !t.on_games {
                th.selected
            } else {
                th.info
            };
            let row = y + 1 + (k - top) as u16;
            put(
                buf,
                x,
                row,
                &format!("{:<width$}", cut(&line, width)),
                style,
            );
        }
    }

    fn games(&self, x: u16, y: u16, width: usize, rows: usize, buf: &mut Buffer) {
        let (t, th, lang) = (self.tree, self.theme, self.lang);
        let head = format!("{} {}", words::games_heading(lang), t.view.games.len());
        put(buf, x, y, &cut(&head, width), th.label);
        for (k, g) in t.view.games.iter().enumerate().skip(t.game_top).take(rows) {
            let cell = |c| self.library.cell(g.game, c);
            let line = words::game_row(
                lang,
                g.game + 1,
                &cell(Column::White),
                &cell(Column::Black),
                &cell(Column::Result),
                g.ply / 2 + 1,
            );
            let style = if k == t.game_sel && t.on_games {
                th.selected
            } else {
                th.info
            };
            let row = y + 1 + (k - t.game_top) as u16;
            put(
                buf,
                x,
                row,
                &format!("{:<width$}", cut(&line, width)),
                style,
            );
        }
    }
}

impl Widget for TreeView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (t, th, lang) = (self.tree, self.theme, self.lang);
        let (x, width) = (area.x, usize::from(area.width));
        let file = crate::core::text::escape_controls(self.file);
        let title = words::title(lang, &file, t.index.games());
        put(buf, x, area.y, &cut(&title, width), th.accent);
        let line = if t.searched {
            crate::lang::position_search::line(lang, &t.line.join(" "))
        } else {
            words::line(lang, &t.line.join(" "))
        };
        // The end of a long line is what matters: its last moves are kept in view.
        let count = line.chars().count();
        let line: String = line.chars().skip(count.saturating_sub(width)).collect();
        put(buf, x, area.y + 1, &line, th.info);
        if !t.view.games.is_empty() {
            let said = words::results(lang, &t.view.tally);
            put(buf, x, area.y + 2, &cut(&said, width), th.info);
        }
        let size = t.view.diagram.len() as u16;
        let board_y = area.y + 3;
        self.board(x + 1, board_y, buf);
        let side = words::to_move(lang, t.view.white_to_move);
        put(buf, x + 1, board_y + size, side, th.label);
        let mx = x + 2 * size + 4;
        let mw = usize::from(area.right().saturating_sub(mx));
        self.moves(mx, board_y, mw, usize::from(size) + 1, buf);
        let games_y = board_y + size + 1;
        let rows = usize::from(area.height.saturating_sub(TREE_CHROME_ROWS + size));
        self.games(x, games_y, width, rows, buf);
        let bottom = area.y + area.height.saturating_sub(1);
        let keys = match t.searched {
            true => crate::lang::position_search::tree_keys(lang),
            false => words::keys(lang),
        };
        if let Some(err) = &t.error {
            put(buf, x, bottom.saturating_sub(1), &cut(err, width), th.error);
        }
        put(buf, x, bottom, &fit_keys(&keys, width), th.label);
    }
}
