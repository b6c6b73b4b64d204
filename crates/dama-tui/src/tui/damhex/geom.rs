//! Where the DamHex^3 board goes on the screen, as pure functions of the terminal's size
//! (so a click always lands on the cell drawn there): the biggest [`Look`] that fits with
//! the panel ([`screen`]), and for it where every cell is seen from any seat
//! ([`HexGeom`]). Seen from a seat, the dark cell `(q, r)` of that seat's frame
//! (`crate::damhex::geometry::local`, its base at the bottom) is at hexagon column
//! `c = 2q + r` and half-row `l = 3r`; the light cells are the centres of the unit
//! triangles between.

use ratatui::layout::Rect;

use crate::damhex::geometry::{self as geo, CELLS, Cell};
use crate::tui::shell::layout::{self, ShellLayout};

/// Columns left of the board for the row letters.
pub(in crate::tui) const MARGIN: u16 = 3;

/// How the board is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    /// Flat-topped hexagons, `scale` 1 (4 columns by 2 lines inside the shared edges) or
    /// 2 (8 by 4).
    Hex(u16),
    /// The compact board: the dark cells in their triangular lattice, a row every two
    /// lines, on the light cells' ground.
    Lattice,
}

impl Look {
    /// The board's width and height on screen, with its labels.
    pub fn size(self) -> (u16, u16) {
        match self {
            Look::Hex(s) => (MARGIN + 52 * s, 26 * s + 3),
            Look::Lattice => (MARGIN + 36, 19),
        }
    }
}

/// A place on the board seen from a seat: hexagon column `c` (-8..=8) and half-row `l`
/// (-13..=13).
pub type Place = (i16, i16);

/// Where `cell` is seen from `seat` (that seat's base at the bottom).
pub fn view_place(seat: usize, cell: Cell) -> Place {
    let (q, r) = geo::local(seat, cell);
    (i16::from(2 * q + r), i16::from(3 * r))
}

/// The dark cell seen at `place` from `seat`, if any.
pub fn cell_seen(seat: usize, place: Place) -> Option<Cell> {
    (0..CELLS as Cell).find(|&c| view_place(seat, c) == place)
}

/// The places of the light cells (the same from every seat: the board is symmetric).
pub(in crate::tui) fn light_places() -> Vec<Place> {
    geo::light_cells()
        .iter()
        .map(|corners| {
            let (c, l) = corners
                .iter()
                .map(|&x| view_place(0, x))
                .fold((0, 0), |a, p| (a.0 + p.0, a.1 + p.1));
            (c / 3, l / 3)
        })
        .collect()
}

/// The board's place on the screen: its look and its area (labels included).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HexGeom {
    pub look: Look,
    pub area: Rect,
}

impl HexGeom {
    /// The board of `look` with its top-left corner at (`x`, `y`).
    pub fn new(look: Look, x: u16, y: u16) -> HexGeom {
        let (w, h) = look.size();
        HexGeom {
            look,
            area: Rect::new(x, y, w, h),
        }
    }

    fn ox(&self) -> i32 {
        i32::from(self.area.x + MARGIN)
    }

    fn oy(&self) -> i32 {
        i32::from(self.area.y + 1)
    }

    /// The left corner's column and the middle line of the hexagon at `place`.
    pub(in crate::tui) fn hex_origin(&self, s: u16, (c, l): Place) -> (i32, i32) {
        let s = i32::from(s);
        (
            self.ox() + 3 * s * (i32::from(c) + 8),
            self.oy() + s * (i32::from(l) + 13),
        )
    }

    /// Where the two characters inside a dark place go (its piece or name).
    pub(in crate::tui) fn inside(&self, place: Place) -> (i32, i32) {
        match self.look {
            Look::Hex(s) => {
                let (x, y) = self.hex_origin(s, place);
                (x + 2 * i32::from(s) - 1, y)
            }
            Look::Lattice => (
                self.ox() + 1 + 2 * (i32::from(place.0) + 8),
                self.oy() + 2 * (i32::from(place.1) / 3 + 4),
            ),
        }
    }

    /// The columns either side of a dark place's inside, on its line: the hexagon's side
    /// corners, where the cursor's brackets and the other markers go.
    pub(in crate::tui) fn sides(&self, place: Place) -> (i32, i32) {
        match self.look {
            Look::Hex(s) => {
                let (x, _) = self.hex_origin(s, place);
                (x, x + 4 * i32::from(s) - 1)
            }
            Look::Lattice => {
                let (x, _) = self.inside(place);
                (x - 1, x + 2)
            }
        }
    }

    /// The screen point of `cell`'s piece seen from `seat` (for tests and the mouse).
    pub fn cell_point(&self, seat: usize, cell: Cell) -> (u16, u16) {
        let (x, y) = self.inside(view_place(seat, cell));
        (x.max(0) as u16, y.max(0) as u16)
    }

    /// The dark cell drawn at (`col`, `row`) seen from `seat`.
    pub fn cell_at(&self, seat: usize, col: u16, row: u16) -> Option<Cell> {
        let (col, row) = (i32::from(col), i32::from(row));
        (0..CELLS as Cell).find(|&cell| self.covers(view_place(seat, cell), col, row))
    }

    /// Whether the screen point is inside the place's hexagon (or on its lattice spot).
    fn covers(&self, place: Place, col: i32, row: i32) -> bool {
        match self.look {
            Look::Hex(s) => {
                let s = i32::from(s);
                let (x, y) = self.hex_origin(s as u16, place);
                let dy = row - y;
                if dy < 1 - s || dy > s {
                    return false;
                }
                // The hexagon's slanted sides on that line, inside excluded.
                let (left, right) = if dy <= 0 {
                    (x - dy, x + 4 * s - 1 + dy)
                } else {
                    (x + dy - 1, x + 4 * s - dy)
                };
                col > left && col < right
            }
            Look::Lattice => {
                let (x, y) = self.inside(place);
                row == y && (x - 1..=x + 2).contains(&col)
            }
        }
    }
}

/// The game screen for a terminal of `area`: the biggest look of the board that fits
/// with a panel, with the title row when it fits too; `None` when even the compact look
/// does not fit.
pub fn screen(area: Rect) -> Option<(ShellLayout, HexGeom)> {
    for look in [Look::Hex(2), Look::Hex(1), Look::Lattice] {
        let (w, h) = look.size();
        for title in [true, false] {
            if let Some(l) = layout::split(area, w, h, title) {
                return Some((l, HexGeom::new(look, l.board.x, l.board.y)));
            }
        }
    }
    None
}
