//! Where things go on the screen, as pure functions of the terminal size, for any game:
//! the shell's regions around a board of a given size ([`split`]) and the smallest screen
//! a square board is played on. Each game places its own board's cells inside
//! (`tui/<game>/geom.rs`), so a click always lands on the cell drawn there.
//!
//! Proportions: the board takes the height it can (square cells, `h` rows by `2h+1`
//! columns), the side panel the width the board leaves, but never more than
//! [`PANEL_MAX`] columns: a wider panel is only blank. What is left over on a wide
//! terminal is split evenly left and right of the board and panel, and the title,
//! message and move lines line up with them, so at 200x60 the game sits in the middle
//! of the screen as one block instead of a board at the left edge and a sea of panel.

use ratatui::layout::Rect;

/// Below this size the game shows a "please enlarge" screen instead (the 8x8 board;
/// see [`min_size`] for others).
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 18;
/// The rows around the board: title, message, move line.
pub const CHROME_H: u16 = 3;

/// The side panel never gets narrower than this.
pub const PANEL_MIN: u16 = 28;
/// Nor wider than this: the longest thing it shows (the two-column move list, the
/// engine's line, the key legend) fits with room to spare.
pub const PANEL_MAX: u16 = 46;
/// The tallest cell (rows): 7 on a 200x60 terminal for the 8x8 board.
pub const CELL_H_MAX: u16 = 10;
/// Width of the rank labels left of the board.
pub const LABEL_W: u16 = 3;

/// The game screen's regions, for any game: what the shell draws around the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShellLayout {
    pub title: Rect,
    /// The board with its labels; the game draws inside it.
    pub board: Rect,
    pub panel: Rect,
    pub message: Rect,
    pub input: Rect,
}

/// Lays out a screen for a board of `board_w` x `board_h` terminal cells (labels
/// included): a title row when `title`, the board at the left (centred vertically), the
/// panel to its right (see [`columns`] for its width and the centring), the message and
/// the move line at the bottom. `None` when the board and a panel of [`PANEL_MIN`]
/// columns do not fit.
pub fn split(area: Rect, board_w: u16, board_h: u16, title: bool) -> Option<ShellLayout> {
    let head = u16::from(title);
    let main_h = area.height.checked_sub(2 + head)?;
    let (left, panel_w) = columns(area, board_w)?;
    if board_h > main_h {
        return None;
    }
    let top = area.y + head + (main_h - board_h) / 2;
    let width = board_w + 1 + panel_w;
    Some(ShellLayout {
        title: Rect::new(left, area.y, width, head),
        board: Rect::new(left, top, board_w, board_h),
        panel: Rect::new(left + board_w + 1, area.y + head, panel_w, main_h),
        message: Rect::new(left, area.bottom() - 2, width, 1),
        input: Rect::new(left, area.bottom() - 1, width, 1),
    })
}

/// Where the board-and-panel block starts and how wide the panel is, for a board
/// `board_w` columns wide: the panel takes the rest of the width up to [`PANEL_MAX`],
/// and what is still left is split evenly on both sides. `None` when even a panel of
/// [`PANEL_MIN`] columns does not fit.
pub fn columns(area: Rect, board_w: u16) -> Option<(u16, u16)> {
    let rest = area.width.checked_sub(board_w + 1)?;
    if rest < PANEL_MIN {
        return None;
    }
    let panel = rest.min(PANEL_MAX);
    Some((area.x + (rest - panel) / 2, panel))
}

/// The smallest screen an `n` x `n` board is played on: cells of 3x1.
pub fn min_size(n: u8) -> (u16, u16) {
    let n = u16::from(n);
    let w = LABEL_W + 3 * n + 1 + PANEL_MIN;
    let h = n + 1 + CHROME_H + 2;
    (w.max(MIN_WIDTH), h.max(MIN_HEIGHT))
}

/// Whether the terminal is big enough to play on an `n` x `n` board.
pub fn fits(area: Rect, n: u8) -> bool {
    let (w, h) = min_size(n);
    area.width >= w && area.height >= h
}

/// A rectangle of at most `w` x `h` centred in `area`.
pub fn centered(area: Rect, w: u16, h: u16) -> Rect {
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_caps_and_centres_the_panel_for_any_board() {
        let s = split(Rect::new(0, 0, 200, 60), 80, 40, true).expect("fits");
        assert_eq!(s.panel.width, PANEL_MAX);
        assert_eq!(s.panel.x, s.board.right() + 1);
        assert_eq!(s.board.x, (200 - 80 - 1 - PANEL_MAX) / 2);
        assert_eq!((s.input.x, s.input.right()), (s.board.x, s.panel.right()));
        assert!(split(Rect::new(0, 0, 100, 30), 80, 20, true).is_none());
    }
}
