//! A move: the square it starts from, every landing square, and the squares captured.
//! Two captures that take the same pieces by different paths are different moves
//! (Art. 6.10), so the full path is part of a move's identity.

use std::fmt;

use arrayvec::ArrayVec;

use super::bitboard::Bitboard;
use super::square::Square;

/// A king can take at most all 12 enemy pieces, one per jump.
pub const MAX_JUMPS: usize = 12;

/// Enough for every position reachable in play: plain moves top out at 48 (12 kings),
/// and maximal captures are few because the priority rules leave only the best ones.
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity move list: no heap allocation in move generation.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// A move of Italian draughts: its start, every landing square and the pieces taken.
/// `Display` writes the FID notation with the full path.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::italian::Position;
///
/// // After 22-18 11-14, White must take: 18x11.
/// let pos = Position::parse_position("W:W18,21,23-32:B1-10,12,14")?;
/// let mv = pos.parse_move("18 14 11")?; // the DAMA.COM form
/// assert!(mv.is_capture());
/// assert_eq!((mv.from().number(), mv.to().number()), (18, 11));
/// assert_eq!(mv.fid(), "18x11");
/// assert_eq!(mv.dama(), "18 14 11");
/// let taken: Vec<u8> = mv.captured_in_order().map(|s| s.number()).collect();
/// assert_eq!(taken, [14]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    from: Square,
    len: u8,
    path: [Square; MAX_JUMPS],
    captured: Bitboard,
}

impl Move {
    /// A plain (non-capturing) step.
    pub(crate) fn plain(from: Square, to: Square) -> Move {
        let mut path = [from; MAX_JUMPS];
        path[0] = to;
        Move {
            from,
            len: 1,
            path,
            captured: Bitboard::EMPTY,
        }
    }

    /// A capture through the first `len` squares of `path`, taking `captured`.
    #[inline(always)]
    pub(crate) fn capture_path(
        from: Square,
        path: [Square; MAX_JUMPS],
        len: usize,
        captured: Bitboard,
    ) -> Move {
        debug_assert!((1..=MAX_JUMPS).contains(&len));
        Move {
            from,
            len: len as u8,
            path,
            captured,
        }
    }

    /// The start square.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let mv = Position::start().parse_move("22-18")?;
    /// assert_eq!((mv.from().number(), mv.to().number()), (22, 18));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from(&self) -> Square {
        self.from
    }

    /// The final square.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let pos = Position::from_fen("W:WK10,28:B14,7")?;
    /// assert_eq!(pos.parse_move("10x19")?.to().number(), 19);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to(&self) -> Square {
        self.path[self.len as usize - 1]
    }

    /// Every landing square in order (one square for a plain move).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let mv = Position::start().parse_move("22-18")?;
    /// assert_eq!(mv.path().len(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path(&self) -> &[Square] {
        &self.path[..self.len as usize]
    }

    /// The squares captured (empty for a plain move).
    // A raw set, for the engine and dama-data; `captured_in_order` lists the squares.
    #[doc(hidden)]
    pub fn captured(&self) -> Bitboard {
        self.captured
    }

    /// Whether the move takes pieces.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert!(!Position::start().parse_move("22-18")?.is_capture());
    /// assert!(Position::from_fen("W:W18:B14")?.parse_move("18x11")?.is_capture());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// The captured squares in the order they are jumped.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// let mv = Position::from_fen("W:W18:B14")?.parse_move("18x11")?;
    /// assert_eq!(mv.captured_in_order().map(|s| s.number()).collect::<Vec<_>>(), [14]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn captured_in_order(&self) -> impl Iterator<Item = Square> + '_ {
        let starts = std::iter::once(self.from).chain(self.path().iter().copied());
        starts
            .zip(self.path().iter().copied())
            .filter_map(|(a, b)| a.between(b))
    }

    /// FID notation with the full path: `22-18`, `31x22x13x6`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert_eq!(Position::start().parse_move("22 18")?.fid(), "22-18");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fid(&self) -> String {
        self.to_string()
    }

    /// DAMA.COM notation: source, then each captured and landing square, by spaces:
    /// `22 18`, `31 27 22 18 13`.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::Position;
    ///
    /// assert_eq!(Position::start().parse_move("22-18")?.dama(), "22 18");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn dama(&self) -> String {
        let mut out = self.from.to_string();
        if self.is_capture() {
            let mut at = self.from;
            for &land in self.path() {
                if let Some(mid) = at.between(land) {
                    out.push_str(&format!(" {mid}"));
                }
                out.push_str(&format!(" {land}"));
                at = land;
            }
        } else {
            out.push_str(&format!(" {}", self.to()));
        }
        out
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.is_capture() { 'x' } else { '-' };
        for s in self.path() {
            write!(f, "{sep}{s}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}
