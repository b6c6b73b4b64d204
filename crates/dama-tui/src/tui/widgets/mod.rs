//! The pieces of the screen, each drawn from read-only state.

pub mod analysis_lines;
pub mod dialog;
pub(crate) mod editor;
pub(crate) mod engine_seat;
pub mod eval_graph;
pub mod help;
pub mod library;
pub mod menu;
pub mod panel;
pub mod piece;
pub(crate) mod screen;
pub mod settings;

use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// Writes `text` at (`x`, `y`), cut at the buffer's right edge.
pub fn put(buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
    let area = *buf.area();
    if x < area.right() && y < area.bottom() && x >= area.x && y >= area.y {
        buf.set_stringn(x, y, text, (area.right() - x) as usize, style);
    }
}
