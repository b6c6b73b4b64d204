//! Where Dameta's board is on screen, as pure functions of the terminal size: the rank
//! labels, the echo columns of the wrap, files a to h, the file letters above and below,
//! and the square under the mouse; the regions around it are the shell's.

use ratatui::layout::Rect;

use crate::tui::shell::layout::{self, MIN_HEIGHT, MIN_WIDTH, PANEL_MIN, ShellLayout};

/// Where the board's columns are on the screen: a rank label column, the echo of file h,
/// files a to h, the echo of file a; a row of file letters above and below.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DametaGeom {
    /// The left edge of the first echo column.
    pub x: u16,
    /// The top of the first rank's row.
    pub y: u16,
    pub cell_w: u16,
    pub cell_h: u16,
    /// The width of each echo column.
    pub echo_w: u16,
    /// The width of the rank labels left of `x`.
    pub label_w: u16,
}

/// The echo columns are a glimpse across the wrap: about half a square, room for `(●)`.
fn echo_width(cell_w: u16) -> u16 {
    (cell_w / 2 + 1).clamp(3, cell_w)
}

impl DametaGeom {
    /// The largest board that fits `area` (top-left aligned): cells `h` rows by `2h+1`
    /// columns (square-looking), else `2h`, up to 13x6; then the widest rank labels
    /// that fit. `None` when even 3x1 cells do not fit.
    pub fn fit(area: Rect) -> Option<DametaGeom> {
        for cell_h in (1..=6u16).rev() {
            for cell_w in [2 * cell_h + 1, 2 * cell_h] {
                if cell_w < 3 || 8 * cell_h + 2 > area.height {
                    continue;
                }
                let echo_w = echo_width(cell_w);
                for label_w in [2, 1] {
                    if label_w + 2 * echo_w + 8 * cell_w <= area.width {
                        return Some(DametaGeom {
                            x: area.x + label_w,
                            y: area.y + 1,
                            cell_w,
                            cell_h,
                            echo_w,
                            label_w,
                        });
                    }
                }
            }
        }
        None
    }

    /// The whole board with its labels.
    pub fn area(&self) -> Rect {
        Rect::new(
            self.x - self.label_w,
            self.y - 1,
            self.label_w + 2 * self.echo_w + 8 * self.cell_w,
            8 * self.cell_h + 2,
        )
    }

    /// Screen column `c` (0: echo of h, 1–8: files, 9: echo of a): its left edge and width.
    pub(crate) fn column(&self, c: u16) -> (u16, u16) {
        match c {
            0 => (self.x, self.echo_w),
            9 => (self.x + self.echo_w + 8 * self.cell_w, self.echo_w),
            _ => (self.x + self.echo_w + (c - 1) * self.cell_w, self.cell_w),
        }
    }

    /// The square drawn in screen row `r` (0 at the top) and column `c` (0..10).
    pub(crate) fn square(r: u16, c: u16, flipped: bool) -> u8 {
        let screen_file = (c + 7) % 8; // column 0 shows file h, column 9 file a
        let (file, rank) = if flipped {
            (7 - screen_file, r)
        } else {
            (screen_file, 7 - r)
        };
        (rank * 8 + file) as u8
    }

    /// The square under a screen position (echo columns map to files h and a).
    pub fn square_at(&self, col: u16, row: u16, flipped: bool) -> Option<u8> {
        if row < self.y || row >= self.y + 8 * self.cell_h {
            return None;
        }
        let r = (row - self.y) / self.cell_h;
        let c = (0..10u16).find(|&c| {
            let (x, w) = self.column(c);
            (x..x + w).contains(&col)
        })?;
        Some(Self::square(r, c, flipped))
    }

    /// Where square `sq` is drawn on the board proper (not its echo), for tests and tools.
    pub fn cell_of(&self, sq: u8, flipped: bool) -> Rect {
        let (file, rank) = (u16::from(sq % 8), u16::from(sq / 8));
        let (c, r) = if flipped {
            (8 - file, rank)
        } else {
            (file + 1, 7 - rank)
        };
        self.cell(r, c)
    }

    pub(crate) fn cell(&self, r: u16, c: u16) -> Rect {
        let (x, w) = self.column(c);
        Rect::new(x, self.y + r * self.cell_h, w, self.cell_h)
    }
}

/// The game screen for a terminal of `area`: the largest board that leaves the panel
/// its [`PANEL_MIN`] columns, a title row, the message and the move line.
pub fn screen(area: Rect) -> Option<(ShellLayout, DametaGeom)> {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        return None;
    }
    let room = Rect::new(
        area.x,
        area.y,
        area.width.checked_sub(1 + PANEL_MIN)?,
        area.height.checked_sub(3)?,
    );
    let board = DametaGeom::fit(room)?.area();
    let l = layout::split(area, board.width, board.height, true)?;
    Some((l, DametaGeom::fit(l.board)?))
}
