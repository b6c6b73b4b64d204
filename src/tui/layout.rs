//! Where things go on the screen, as pure functions of the terminal size: the drawing
//! code and the mouse hit test both use them, so a click always lands on the square
//! that was drawn there.

use ratatui::layout::Rect;

use crate::rules::Square;

/// Below this size the game shows a "please enlarge" screen instead.
pub const MIN_WIDTH: u16 = 60;
pub const MIN_HEIGHT: u16 = 18;

/// The side panel never gets narrower than this.
const PANEL_MIN: u16 = 28;
/// Width of the rank labels left of the board.
const LABEL_W: u16 = 3;

/// The game screen's regions.
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
}

impl BoardGeom {
    /// Screen rectangle of the cell at screen row `r`, column `c` (0..8).
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
        (r < 8 && c < 8).then_some((r, c))
    }
}

/// Whether the terminal is big enough to play.
pub fn fits(area: Rect) -> bool {
    area.width >= MIN_WIDTH && area.height >= MIN_HEIGHT
}

/// Lays out the game screen; `None` when the terminal is too small.
pub fn game(area: Rect) -> Option<GameLayout> {
    if !fits(area) {
        return None;
    }
    let title = Rect::new(area.x, area.y, area.width, 1);
    let input = Rect::new(area.x, area.bottom() - 1, area.width, 1);
    let message = Rect::new(area.x, area.bottom() - 2, area.width, 1);
    let main_h = area.height - 3;
    // The biggest square-looking cell that fits: a terminal cell is about twice as
    // tall as it is wide, so a cell of h rows is 2h+1 columns.
    let mut cell_h = 1;
    for h in (1..=6u16).rev() {
        let w = 2 * h + 1;
        if 8 * h < main_h && LABEL_W + 8 * w + 1 + PANEL_MIN <= area.width {
            cell_h = h;
            break;
        }
    }
    let cell_w = 2 * cell_h + 1;
    let board_w = LABEL_W + 8 * cell_w + 1;
    let board_h = 8 * cell_h + 1;
    let top = area.y + 1 + (main_h - board_h) / 2;
    let board_area = Rect::new(area.x, top, board_w, board_h);
    let panel = Rect::new(
        area.x + board_w + 1,
        area.y + 1,
        area.width - board_w - 1,
        main_h,
    );
    Some(GameLayout {
        title,
        board: BoardGeom {
            area: board_area,
            x: area.x + LABEL_W,
            y: top,
            cell_w,
            cell_h,
        },
        panel,
        message,
        input,
    })
}

/// The square at screen cell (`r`, `c`), seen from White unless `flipped`.
pub fn square_at(r: u16, c: u16, flipped: bool) -> Option<Square> {
    let (row, col) = if flipped { (7 - r, 7 - c) } else { (r, c) };
    Square::at(row as u8, col as u8)
}

/// The screen cell of board (`row`, `col`) seen from White.
pub fn screen_of(row: u8, col: u8, flipped: bool) -> (u16, u16) {
    if flipped {
        (7 - row as u16, 7 - col as u16)
    } else {
        (row as u16, col as u16)
    }
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
        let l = game(Rect::new(0, 0, 80, 24)).expect("fits");
        assert_eq!((l.board.cell_w, l.board.cell_h), (5, 2));
        assert!(l.panel.width >= PANEL_MIN);
    }

    #[test]
    fn larger_terminals_get_larger_squares() {
        let l = game(Rect::new(0, 0, 100, 32)).expect("fits");
        assert_eq!(l.board.cell_h, 3);
        assert!(game(Rect::new(0, 0, 59, 24)).is_none());
        assert!(game(Rect::new(0, 0, 80, 17)).is_none());
        let small = game(Rect::new(0, 0, MIN_WIDTH, MIN_HEIGHT)).expect("fits");
        assert_eq!(small.board.cell_h, 1);
    }

    #[test]
    fn hit_test_inverts_cell() {
        let l = game(Rect::new(0, 0, 80, 24)).expect("fits");
        let r = l.board.cell(3, 6);
        assert_eq!(l.board.hit(r.x + 1, r.y + 1), Some((3, 6)));
        assert_eq!(l.board.hit(0, 0), None);
    }

    #[test]
    fn flipped_board_puts_square_one_bottom_right() {
        assert_eq!(square_at(0, 0, false).map(Square::number), Some(1));
        assert_eq!(square_at(7, 7, true).map(Square::number), Some(1));
        assert_eq!(square_at(7, 7, false).map(Square::number), Some(32));
        assert_eq!(square_at(0, 1, false), None);
    }
}
