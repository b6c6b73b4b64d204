//! What a DamHex^3 position says of its players: each seat's men, kings and pieces, the
//! piece on a cell, whose turn it is and who acts (the ratto), who is still in the game
//! and why a player went out, and the scores at the end.

use super::geometry::{Cell, Cells};
use super::position::{Cause, NOBODY, Position};

impl Position {
    /// The men of `seat`.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.men(1).count_ones(), 12);
    /// assert_eq!(start.kings(1), 0);
    /// ```
    pub fn men(&self, seat: usize) -> Cells {
        self.men[seat]
    }

    /// The kings of `seat`.
    ///
    /// ```
    /// use dama_damhex::damhex::{Position, geometry::parse_cell, text::parse_position};
    ///
    /// let pos = parse_position("W:-:WKe5,c3:Bd3:Rg5")?;
    /// assert_eq!(pos.kings(0), 1 << parse_cell("e5").ok_or("e5")?);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn kings(&self, seat: usize) -> Cells {
        self.kings[seat]
    }

    /// Every piece of `seat`.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.pieces(2), start.men(2) | start.kings(2));
    /// ```
    pub fn pieces(&self, seat: usize) -> Cells {
        self.men[seat] | self.kings[seat]
    }

    /// Every occupied cell.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert_eq!(Position::start().occupied().count_ones(), 36);
    /// ```
    pub fn occupied(&self) -> Cells {
        (0..3).fold(0, |acc, s| acc | self.pieces(s))
    }

    /// The piece on `cell`: its seat and whether it is a king.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    /// use dama_damhex::damhex::geometry::parse_cell;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.piece_at(parse_cell("a1").ok_or("a1")?), Some((0, false)));
    /// assert_eq!(start.piece_at(parse_cell("i5").ok_or("i5")?), Some((2, false)));
    /// assert_eq!(start.piece_at(parse_cell("e5").ok_or("e5")?), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn piece_at(&self, cell: Cell) -> Option<(usize, bool)> {
        let bit = 1u64 << cell;
        (0..3).find_map(|s| {
            if self.men[s] & bit != 0 {
                Some((s, false))
            } else if self.kings[s] & bit != 0 {
                Some((s, true))
            } else {
                None
            }
        })
    }

    /// Whose turn it is in the order (the victim when a ratto is on).
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert_eq!(Position::start().turn(), 0);
    /// ```
    pub fn turn(&self) -> usize {
        self.turn as usize
    }

    /// Who acts now.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.actor(), start.turn()); // no ratto at the start
    /// ```
    pub fn actor(&self) -> usize {
        self.actor as usize
    }

    /// Whether the actor is stealing the turn of [`Position::turn`].
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert!(!Position::start().is_ratto());
    /// ```
    pub fn is_ratto(&self) -> bool {
        self.ratto
    }

    /// Who moved last, if anyone.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert_eq!(Position::start().last_mover(), None);
    /// ```
    pub fn last_mover(&self) -> Option<usize> {
        (self.last != NOBODY).then_some(self.last as usize)
    }

    /// Whether `seat` still plays.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert!((0..3).all(|seat| Position::start().is_alive(seat)));
    /// ```
    pub fn is_alive(&self, seat: usize) -> bool {
        self.out[seat] == 0
    }

    /// Why `seat` is out (or `Playing`).
    ///
    /// ```
    /// use dama_damhex::damhex::{Cause, Position};
    ///
    /// assert_eq!(Position::start().cause(1), Cause::Playing);
    /// ```
    pub fn cause(&self, seat: usize) -> Cause {
        self.cause[seat]
    }

    /// How many players still play.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert_eq!(Position::start().alive_count(), 3);
    /// ```
    pub fn alive_count(&self) -> usize {
        (0..3).filter(|&s| self.is_alive(s)).count()
    }

    /// The next player still playing after `seat` in the order White, Black, Red.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!((start.next_alive(0), start.next_alive(2)), (1, 0));
    /// ```
    pub fn next_alive(&self, seat: usize) -> usize {
        let mut p = (seat + 1) % 3;
        for _ in 0..3 {
            if self.is_alive(p) {
                return p;
            }
            p = (p + 1) % 3;
        }
        seat
    }

    /// Whether the game is over: one player is left.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// assert!(!Position::start().is_finished());
    /// ```
    pub fn is_finished(&self) -> bool {
        self.alive_count() <= 1
    }

    /// The points of each seat: `None` while the game goes on and is not `drawn`.
    /// A win scores 3 for the winner, 1 for the player out last, 0 for the one out first
    /// (two players out by the same move share second place, 1 each); a draw of two
    /// players 2 each (0 for the one out); a draw of three 1 each.
    ///
    /// ```
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// assert_eq!(start.scores(false), None); // the game goes on
    /// assert_eq!(start.scores(true), Some([1, 1, 1])); // a draw of three
    /// ```
    pub fn scores(&self, drawn: bool) -> Option<[u8; 3]> {
        let mut out = [0u8; 3];
        if self.is_finished() {
            let latest = self.out.iter().copied().max().unwrap_or(0);
            for (s, points) in out.iter_mut().enumerate() {
                *points = match self.out[s] {
                    0 => 3,
                    e if e == latest => 1,
                    _ => 0,
                };
            }
            return Some(out);
        }
        if !drawn {
            return None;
        }
        let share = if self.alive_count() == 3 { 1 } else { 2 };
        for (s, points) in out.iter_mut().enumerate() {
            *points = if self.is_alive(s) { share } else { 0 };
        }
        Some(out)
    }
}
