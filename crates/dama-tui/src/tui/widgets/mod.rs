//! The pieces of the screen, each drawn from read-only state.

pub mod analysis_lines;
pub mod dialog;
pub(crate) mod editor;
pub(crate) mod engine_seat;
pub mod eval_graph;
pub mod help;
pub mod library;
pub mod library_tree;
pub mod menu;
pub mod menu_net;
pub mod move_list;
pub mod panel;
pub mod piece;
pub(crate) mod screen;
pub(crate) mod search;
pub mod settings;

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::Line;

/// Writes `text` at (`x`, `y`), cut at the buffer's right edge.
pub fn put(buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
    let area = *buf.area();
    if x < area.right() && y < area.bottom() && x >= area.x && y >= area.y {
        buf.set_stringn(x, y, text, (area.right() - x) as usize, style);
    }
}

/// `text` wrapped at spaces to `width` columns (a word longer than a row is cut).
pub fn wrap(text: &str, width: usize, style: Style) -> Vec<Line<'static>> {
    let width = width.max(8);
    let mut lines = Vec::new();
    let mut cur = String::new();
    for word in text.split(' ') {
        let need = cur.chars().count() + usize::from(!cur.is_empty()) + word.chars().count();
        if !cur.is_empty() && need > width {
            lines.push(Line::styled(std::mem::take(&mut cur), style));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    if !cur.is_empty() {
        lines.push(Line::styled(cur, style));
    }
    lines
}
