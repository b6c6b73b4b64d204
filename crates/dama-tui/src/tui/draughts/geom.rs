//! Where a draughts board's squares are on screen, as pure functions of the terminal
//! size: the drawing code and the mouse hit test both use them, so a click always lands
//! on the square that was drawn there. Boards are `n` x `n` (8 or 10), in the diagram's
//! orientation (White at the bottom) unless flipped; the regions around the board are
//! the shell's (`shell/layout.rs`).

use ratatui::layout::Rect;

use crate::tui::shell::layout::{
    CELL_H_MAX, CHROME_H, LABEL_W, PANEL_MIN, ShellLayout, fits, split,
};

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
/// small. The title row and the file letters are always kept: the board gets the cells
/// that fit with them (the 10x10 board at 100x32 has cells of two rows, not three
/// without its letters).
pub fn game(area: Rect, n: u8) -> Option<GameLayout> {
    if !fits(area, n) {
        return None;
    }
    let n = u16::from(n);
    let (cell_w, cell_h) = cell_size(area, area.height - CHROME_H - 1, n);
    let chrome = true;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::shell::layout::{MIN_HEIGHT, MIN_WIDTH, PANEL_MAX, min_size};

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
        assert_eq!((ten.board.cell_w, ten.board.cell_h), (5, 2));
        assert!(
            ten.board.files && ten.title.height == 1,
            "title and letters kept"
        );
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
