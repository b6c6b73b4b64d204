//! The 32 dark squares of the FID board, numbered 1–32 as in Art. 2.6, and the
//! geometry between them: neighbours and jump targets in the four diagonal directions.
//!
//! Seen from White, square 1 is the top-left dark square (a8) and 32 the bottom-right
//! (h1). Rows are counted from 0 at the top; even rows hold 1–4, 9–12, 17–20, 25–28.

use std::fmt;

/// A dark square of the board. Always valid: built only from a number 1..=32 or an
/// index 0..32, so code past the text edge never checks ranges again. Numbered as in the
/// FID rules, Art. 2.6: 1–4 on Black's back row (top, seen from White), 29–32 on White's.
///
/// ```
/// use dama_draughts::draughts::italian::{Direction, Square};
///
/// let sq = Square::from_number(22).ok_or("no square 22")?;
/// assert_eq!((sq.number(), sq.index(), sq.row()), (22, 21, 5));
/// assert_eq!(Square::from_number(33), None);
/// assert_eq!(Square::all().count(), 32);
/// let up = sq.neighbour(Direction::UpLeft).ok_or("on the edge")?;
/// assert_eq!(up.number(), 18);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// The four diagonal directions, as seen from White.
///
/// ```
/// use dama_draughts::draughts::italian::{Direction, Square};
///
/// let sq = Square::from_number(22).ok_or("no square 22")?;
/// let steps: Vec<u8> = Direction::ALL
///     .iter()
///     .filter_map(|&d| sq.neighbour(d))
///     .map(Square::number)
///     .collect();
/// assert_eq!(steps.len(), 4);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards square 1's row and the left (White's forward left).
    UpLeft = 0,
    /// Towards square 1's row and the right (White's forward right).
    UpRight = 1,
    /// Towards White's back row and the left (Black's forward).
    DownLeft = 2,
    /// Towards White's back row and the right (Black's forward).
    DownRight = 3,
}

impl Direction {
    /// The four directions, in index order.
    pub const ALL: [Direction; 4] = [
        Direction::UpLeft,
        Direction::UpRight,
        Direction::DownLeft,
        Direction::DownRight,
    ];
}

/// Marks "off the board" in the geometry tables.
const NONE: u8 = 0xFF;

const fn step_index(index: u8, dir: usize) -> u8 {
    let row = index / 4;
    let even = row.is_multiple_of(2);
    // The a-file squares of even rows have nothing to their left, the h-file squares of
    // odd rows nothing to their right (index % 8 is 0 and 7 exactly there).
    let left_ok = !index.is_multiple_of(8);
    let right_ok = index % 8 != 7;
    let (ok, delta): (bool, i8) = match dir {
        0 => (row > 0 && left_ok, if even { -5 } else { -4 }),
        1 => (row > 0 && right_ok, if even { -4 } else { -3 }),
        2 => (row < 7 && left_ok, if even { 3 } else { 4 }),
        _ => (row < 7 && right_ok, if even { 4 } else { 5 }),
    };
    if ok {
        (index as i8 + delta) as u8
    } else {
        NONE
    }
}

const fn build_neighbours() -> [[u8; 4]; 32] {
    let mut t = [[NONE; 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut d = 0;
        while d < 4 {
            t[i][d] = step_index(i as u8, d);
            d += 1;
        }
        i += 1;
    }
    t
}

const fn build_jumps(n: &[[u8; 4]; 32]) -> [[u8; 4]; 32] {
    let mut t = [[NONE; 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut d = 0;
        while d < 4 {
            let mid = n[i][d];
            if mid != NONE {
                t[i][d] = n[mid as usize][d];
            }
            d += 1;
        }
        i += 1;
    }
    t
}

// The geometry tables, for the move generator's tests and the endgame databases
// (dama-data): the board's internals.
/// `NEIGHBOURS[i][d]`: index of the square one step from index `i` in direction `d`.
#[doc(hidden)]
pub const NEIGHBOURS: [[u8; 4]; 32] = build_neighbours();
/// `JUMPS[i][d]`: index of the square two steps away (the landing square of a jump).
pub(crate) const JUMPS: [[u8; 4]; 32] = build_jumps(&NEIGHBOURS);
#[doc(hidden)]
pub const OFF_BOARD: u8 = NONE;

impl Square {
    /// The square with FID number `n` (1..=32), or `None`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::from_number(32).map(Square::number), Some(32));
    /// assert_eq!(Square::from_number(0), None);
    /// ```
    pub const fn from_number(n: u8) -> Option<Square> {
        if n >= 1 && n <= 32 {
            Some(Square(n - 1))
        } else {
            None
        }
    }

    /// The square at bit index `i` (0..32), or `None`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::from_index(0).map(Square::number), Some(1));
    /// assert_eq!(Square::from_index(32), None);
    /// ```
    pub const fn from_index(i: u8) -> Option<Square> {
        if i < 32 { Some(Square(i)) } else { None }
    }

    /// Only for indices the geometry tables produced; those are in range by construction.
    pub(crate) const fn from_index_unchecked(i: u8) -> Square {
        debug_assert!(i < 32);
        Square(i)
    }

    /// The FID number, 1..=32.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert!(Square::all().map(Square::number).eq(1..=32));
    /// ```
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The bit index, 0..32.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::from_number(1).map(Square::index), Some(0));
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row from the top as seen from White, 0..8 (row 0 holds 1–4).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// let sq = Square::from_number(29).ok_or("no 29")?;
    /// assert_eq!(sq.row(), 7);
    /// assert_eq!(Square::at(sq.row(), sq.column()), Some(sq));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn row(self) -> u8 {
        self.0 / 4
    }

    /// Column from the left as seen from White, 0..8 (a = 0).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert!(Square::all().all(|s| s.column() < 8));
    /// ```
    pub const fn column(self) -> u8 {
        let row = self.0 / 4;
        let k = self.0 % 4;
        if row.is_multiple_of(2) {
            2 * k
        } else {
            2 * k + 1
        }
    }

    /// The dark square at `row`, `column` (both 0..8, seen from White), if it is dark.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::at(0, 0).map(Square::number), Some(1));
    /// assert_eq!(Square::at(0, 1), None); // a light square
    /// ```
    pub const fn at(row: u8, column: u8) -> Option<Square> {
        if row >= 8 || column >= 8 || !(row + column).is_multiple_of(2) {
            return None;
        }
        Some(Square(row * 4 + column / 2))
    }

    /// Algebraic name as seen from White: square 1 is `a8`, 32 is `h1`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::from_number(1).map(Square::algebraic).as_deref(), Some("a8"));
    /// ```
    pub fn algebraic(self) -> String {
        let file = (b'a' + self.column()) as char;
        let rank = 8 - self.row();
        format!("{file}{rank}")
    }

    /// The neighbour one step away in `dir`, if on the board.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{Direction, Square};
    ///
    /// let corner = Square::from_number(1).ok_or("no 1")?;
    /// assert_eq!(corner.neighbour(Direction::UpLeft), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn neighbour(self, dir: Direction) -> Option<Square> {
        let n = NEIGHBOURS[self.0 as usize][dir as usize];
        if n == NONE { None } else { Some(Square(n)) }
    }

    /// The square two steps away in `dir` (where a jump lands), if on the board.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{Direction, Square};
    ///
    /// let sq = Square::from_number(18).ok_or("no 18")?;
    /// let over = sq.neighbour(Direction::UpRight).ok_or("edge")?;
    /// let land = sq.jump(Direction::UpRight).ok_or("edge")?;
    /// assert_eq!(sq.between(land), Some(over));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn jump(self, dir: Direction) -> Option<Square> {
        let n = JUMPS[self.0 as usize][dir as usize];
        if n == NONE { None } else { Some(Square(n)) }
    }

    /// The square jumped over when going from `self` to `to` in one jump, if they are a
    /// jump apart.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// let (a, b) = (Square::from_number(18).ok_or("18")?, Square::from_number(11).ok_or("11")?);
    /// assert_eq!(a.between(b).map(Square::number), Some(14));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn between(self, to: Square) -> Option<Square> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.jump(d) == Some(to))
            .and_then(|d| self.neighbour(d))
    }

    /// The up to four diagonal neighbours.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// let corner = Square::from_number(1).ok_or("no 1")?;
    /// assert_eq!(corner.neighbour_squares().count(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn neighbour_squares(self) -> impl Iterator<Item = Square> {
        Direction::ALL
            .into_iter()
            .filter_map(move |d| self.neighbour(d))
    }

    /// Every square, 1 to 32.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Square;
    ///
    /// assert_eq!(Square::all().count(), 32);
    /// ```
    pub fn all() -> impl Iterator<Item = Square> {
        (0..32).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(n: u8) -> Square {
        Square::from_number(n).expect("test square")
    }

    #[test]
    fn neighbours_follow_the_rules_file_formula() {
        for s in Square::all() {
            let n = s.number() as i16;
            let even = s.row() % 2 == 0;
            let (ul, ur, dl, dr) = if even { (-5, -4, 3, 4) } else { (-4, -3, 4, 5) };
            for (dir, delta) in Direction::ALL.into_iter().zip([ul, ur, dl, dr]) {
                if let Some(t) = s.neighbour(dir) {
                    assert_eq!(t.number() as i16, n + delta, "{s} {dir:?}");
                    // Neighbours are diagonal: one row and one column apart.
                    assert_eq!((t.row() as i16 - s.row() as i16).abs(), 1);
                    assert_eq!((t.column() as i16 - s.column() as i16).abs(), 1);
                }
            }
        }
    }

    #[test]
    fn edges_drop_what_falls_off() {
        assert_eq!(sq(1).neighbour(Direction::UpLeft), None);
        assert_eq!(sq(1).neighbour(Direction::DownLeft), None);
        assert_eq!(sq(1).neighbour(Direction::DownRight), Some(sq(5)));
        assert_eq!(sq(8).neighbour(Direction::DownRight), None);
        assert_eq!(sq(8).neighbour(Direction::UpRight), None);
        assert_eq!(sq(32).neighbour(Direction::DownLeft), None);
        assert_eq!(sq(29).neighbour(Direction::UpLeft), Some(sq(25)));
        assert_eq!(sq(31).jump(Direction::UpLeft), Some(sq(22)));
        assert_eq!(sq(31).between(sq(22)), Some(sq(27)));
    }

    #[test]
    fn board_corners_match_the_fid_diagram() {
        assert_eq!(sq(1).algebraic(), "a8");
        assert_eq!(sq(4).algebraic(), "g8");
        assert_eq!(sq(5).algebraic(), "b7");
        assert_eq!(sq(29).algebraic(), "b1");
        assert_eq!(sq(32).algebraic(), "h1");
        assert_eq!(Square::at(7, 7), Some(sq(32)));
        assert_eq!(Square::at(0, 1), None);
        assert_eq!(Square::from_number(0), None);
        assert_eq!(Square::from_number(33), None);
    }
}
