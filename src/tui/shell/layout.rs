//! Where things go on the screen, as pure functions of the terminal size: the drawing
//! code and the mouse hit test both use them, so a click always lands on the square
//! that was drawn there. Boards are `n` x `n` (8 or 10), in the diagram's orientation
//! (White at the bottom) unless flipped.
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
const CHROME_H: u16 = 3;

/// The side panel never gets narrower than this.
pub const PANEL_MIN: u16 = 28;
/// Nor wider than this: the longest thing it shows (the two-column move list, the
/// engine's line, the key legend) fits with room to spare.
pub const PANEL_MAX: u16 = 46;
/// The tallest cell (rows): 7 on a 200x60 terminal for the 8x8 board.
const CELL_H_MAX: u16 = 10;
/// Width of the rank labels left of the board.
const LABEL_W: u16 = 3;

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

/// The draughts screen's regions: the shell's, with the board's cell grid.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameLayout {
    pub title: Rect,
    pub board: BoardGeom,
    pub panel: Rect,
    pub message: Rect,
    pub input: Rect,
}

/// The board's place: the top-left of square (0, 0) on screen and the size of a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardGeom {
    /// The whole board area including labels.
    pub area: Rect,
    pub x: u16,
    pub y: u16,
    pub cell_w: u16,
    pub cell_h: u16,
    /// Cells per side.
    pub n: u16,
    /// Whether the file letters are drawn under the board.
    pub files: bool,
}

impl GameLayout {
    /// The regions the shell draws in.
    pub fn shell(&self) -> ShellLayout {
        ShellLayout {
            title: self.title,
            board: self.board.area,
            panel: self.panel,
            message: self.message,
            input: self.input,
        }
    }
}

impl BoardGeom {
    /// Screen rectangle of the cell at screen row `r`, column `c` (0..n).
    pub fn cell(&self, r: u16, c: u16) -> Rect {
        Rect::new(
            self.x + c * self.cell_w,
            self.y + r * self.cell_h,
            self.cell_w,
            self.cell_h,
        )
    }

    /// The screen cell (row, column) under terminal position (`col`, `row`).
    pub fn hit(&self, col: u16, row: u16) -> Option<(u16, u16)> {
        if col < self.x || row < self.y {
            return None;
        }
        let c = (col - self.x) / self.cell_w;
        let r = (row - self.y) / self.cell_h;
        (r < self.n && c < self.n).then_some((r, c))
    }
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

/// The biggest cell that fits `n` cells a side into `rows` rows and the width left by
/// the panel: `h` rows by `2h+1` columns (a terminal cell is about twice as tall as wide,
/// so that looks square with a centre column), else `2h` columns.
fn cell_size(area: Rect, rows: u16, n: u16) -> (u16, u16) {
    for h in (1..=CELL_H_MAX).rev() {
        for w in [2 * h + 1, 2 * h] {
            if w >= 3 && n * h <= rows && LABEL_W + n * w + 1 + PANEL_MIN <= area.width {
                return (w, h);
            }
        }
    }
    (3, 1)
}

/// Lays out the game screen for an `n` x `n` board; `None` when the terminal is too
/// small. When leaving out the title row and the file letters gives bigger cells (the
/// 10x10 board at 100x32), they are left out: the panel's border names the game.
pub fn game(area: Rect, n: u8) -> Option<GameLayout> {
    if !fits(area, n) {
        return None;
    }
    let n = u16::from(n);
    let full = cell_size(area, area.height - CHROME_H - 1, n);
    let compact = cell_size(area, area.height - CHROME_H + 1, n);
    let (cell_w, cell_h, chrome) = if compact.1 > full.1 {
        (compact.0, compact.1, false)
    } else {
        (full.0, full.1, true)
    };
    let head = u16::from(chrome);
    // The panel's one-column gap is the board's right margin.
    let board_w = LABEL_W + n * cell_w;
    let board_h = n * cell_h + head;
    let shell = split(area, board_w, board_h, chrome)?;
    let top = shell.board.y;
    Some(GameLayout {
        title: shell.title,
        board: BoardGeom {
            area: shell.board,
            x: shell.board.x + LABEL_W,
            y: top,
            cell_w,
            cell_h,
            n,
            files: chrome,
        },
        panel: shell.panel,
        message: shell.message,
        input: shell.input,
    })
}

/// The board (row, column) in the diagram at screen cell (`r`, `c`) of an `n` x `n`
/// board, seen from White unless `flipped`.
pub fn board_of(r: u16, c: u16, flipped: bool, n: u8) -> (u8, u8) {
    let (r, c) = (r as u8, c as u8);
    if flipped {
        (n - 1 - r, n - 1 - c)
    } else {
        (r, c)
    }
}

/// The screen cell of board (`row`, `col`) of an `n` x `n` board, seen from White
/// unless `flipped`.
pub fn screen_of(row: u8, col: u8, flipped: bool, n: u8) -> (u16, u16) {
    let (r, c) = if flipped {
        (n - 1 - row, n - 1 - col)
    } else {
        (row, col)
    };
    (u16::from(r), u16::from(c))
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
    fn eighty_by_twenty_four_has_two_row_cells() {
        let l = game(Rect::new(0, 0, 80, 24), 8).expect("fits");
        assert_eq!((l.board.cell_w, l.board.cell_h), (5, 2));
        assert!(l.panel.width >= PANEL_MIN);
        let ten = game(Rect::new(0, 0, 80, 24), 10).expect("fits");
        assert_eq!((ten.board.cell_w, ten.board.cell_h), (4, 2));
        assert!(ten.panel.width >= PANEL_MIN);
    }

    #[test]
    fn larger_terminals_get_larger_squares() {
        let l = game(Rect::new(0, 0, 100, 32), 8).expect("fits");
        assert_eq!(l.board.cell_h, 3);
        let ten = game(Rect::new(0, 0, 100, 32), 10).expect("fits");
        assert_eq!((ten.board.cell_w, ten.board.cell_h), (6, 3));
        assert!(!ten.board.files && ten.title.height == 0);
        assert!(l.board.files && l.title.height == 1);
        assert!(game(Rect::new(0, 0, 59, 24), 8).is_none());
        assert!(game(Rect::new(0, 0, 80, 17), 8).is_none());
        let small = game(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT), 8).expect("fits");
        assert_eq!(small.board.cell_h, 1);
        assert_eq!(min_size(8), (60, 18));
        assert_eq!(min_size(10), (62, 18));
        assert!(game(Rect::new(0, 0, 62, 18), 10).is_some());
    }

    #[test]
    fn a_200x60_terminal_gets_big_squares_and_a_bounded_panel() {
        let l = game(Rect::new(0, 0, 200, 60), 8).expect("fits");
        assert_eq!((l.board.cell_w, l.board.cell_h), (15, 7));
        assert_eq!(l.panel.width, PANEL_MAX);
        let ten = game(Rect::new(0, 0, 200, 60), 10).expect("fits");
        assert_eq!((ten.board.cell_w, ten.board.cell_h), (11, 5));
        assert_eq!(ten.panel.width, PANEL_MAX);
        // The spare columns go half to each side.
        let spare = 200 - (l.panel.right() - l.board.area.x);
        assert_eq!(l.board.area.x, spare / 2);
        // The biggest cells stop at CELL_H_MAX rows.
        let huge = game(Rect::new(0, 0, 400, 200), 8).expect("fits");
        assert_eq!(huge.board.cell_h, CELL_H_MAX);
    }

    #[test]
    fn split_caps_and_centres_the_panel_for_any_board() {
        let s = split(Rect::new(0, 0, 200, 60), 80, 40, true).expect("fits");
        assert_eq!(s.panel.width, PANEL_MAX);
        assert_eq!(s.panel.x, s.board.right() + 1);
        assert_eq!(s.board.x, (200 - 80 - 1 - PANEL_MAX) / 2);
        assert_eq!((s.input.x, s.input.right()), (s.board.x, s.panel.right()));
        assert!(split(Rect::new(0, 0, 100, 30), 80, 20, true).is_none());
    }

    #[test]
    fn hit_test_inverts_cell() {
        let l = game(Rect::new(0, 0, 80, 24), 8).expect("fits");
        let r = l.board.cell(3, 6);
        assert_eq!(l.board.hit(r.x + 1, r.y + 1), Some((3, 6)));
        assert_eq!(l.board.hit(0, 0), None);
    }

    #[test]
    fn flipping_turns_the_board_around() {
        assert_eq!(board_of(0, 0, true, 8), (7, 7));
        assert_eq!(board_of(0, 0, true, 10), (9, 9));
        assert_eq!(screen_of(9, 0, true, 10), (0, 9));
        assert_eq!(screen_of(2, 3, false, 10), (2, 3));
    }
}
