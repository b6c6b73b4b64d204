//! A move of the 8x8/10x10 variants: start, end, the captured pieces, and the landing
//! squares of a capture in order (for the full-path notation `28x19x10`).
//!
//! Identity: a move *is* its start square, end square and set of captured pieces. Two
//! capture paths that take the same pieces and end on the same square are one move: the
//! FMJD rules define a capture by the pieces it takes (International rules Art. 4: a
//! choice between captures is a choice between the pieces taken), PDN writes a capture
//! by its start and end when that is unambiguous, and the published International perft
//! counts count them once: from the start, depth 8 is 6,483,961 moves-as-sets but would be
//! 6,483,971 counting paths, depth 9 41,022,423 against 41,022,614 (Brazilian depth 8:
//! 907,830 against 907,836). pydraughts lists each path (the same move may appear twice
//! in its list); the comparison script compares sets. The path kept for display is the
//! first one the generator finds; notation accepts any route of the move.

use std::fmt;
use std::hash::{Hash, Hasher};

use arrayvec::ArrayVec;

/// The most landing squares a capture path can have (every enemy piece on 10x10).
pub const MAX_PATH: usize = 20;

/// Enough for every reachable position: 20 flying kings have fewer than 256 steps among
/// them in practice, and the majority rule leaves few captures.
pub const MAX_MOVES: usize = 256;

/// A fixed-capacity move list: no heap in move generation.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// One move, with its squares as bits of the padded layout (see `geometry`); the
/// variant's `Draughts` impl turns them into PDN numbers.
///
/// An International capture, written with its full path or its start and end:
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::international::Position;
///
/// let pos = Position::parse_position("W:W32:B27,17")?;
/// let mv = pos.parse_move("32x12")?;
/// assert!(mv.is_capture());
/// assert_eq!(mv.capture_count(), 2);
/// assert_eq!((mv.from_number(), mv.to_number()), (32, 12));
/// assert_eq!(mv.path_numbers(), &[21, 12]);
/// assert_eq!(mv.to_string(), "32x21x12");
/// assert_eq!(mv.short_text(), "32x12");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy)]
pub struct Move {
    from: u8,
    to: u8,
    len: u8,
    captured: u64,
    /// The PDN numbers of `from` and of the path, for display without a board type.
    numbers: [u8; MAX_PATH + 1],
}

impl Move {
    /// A plain step from bit `from` to bit `to` (numbers are the PDN square numbers).
    #[inline(always)]
    pub(crate) fn plain(from: u32, to: u32, from_n: u8, to_n: u8) -> Move {
        let mut numbers = [0; MAX_PATH + 1];
        numbers[0] = from_n;
        numbers[1] = to_n;
        Move {
            from: from as u8,
            to: to as u8,
            len: 1,
            captured: 0,
            numbers,
        }
    }

    /// A capture from bit `from` to bit `to` with `len` landings, taking `captured`;
    /// `numbers` holds the PDN numbers of the start and of each landing square.
    #[inline(always)]
    pub(crate) fn capture(
        from: u32,
        to: u32,
        len: usize,
        captured: u64,
        numbers: [u8; MAX_PATH + 1],
    ) -> Move {
        debug_assert!((1..=MAX_PATH).contains(&len));
        Move {
            from: from as u8,
            to: to as u8,
            len: len as u8,
            captured,
            numbers,
        }
    }

    // The start and end as bits of the padded layout, for the engine's tables
    // (dama-engine) and the endgame databases (dama-data).
    #[doc(hidden)]
    #[inline(always)]
    pub fn from_bit(&self) -> u32 {
        u32::from(self.from)
    }

    #[doc(hidden)]
    #[inline(always)]
    pub fn to_bit(&self) -> u32 {
        u32::from(self.to)
    }

    // A raw padded set, for the engine (dama-engine) and the databases (dama-data).
    #[doc(hidden)]
    /// The captured pieces as a bitboard of the padded layout.
    #[inline(always)]
    pub fn captured_bb(&self) -> u64 {
        self.captured
    }

    /// Whether the move takes pieces.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert!(!Position::start().parse_move("11-15")?.is_capture());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn is_capture(&self) -> bool {
        self.captured != 0
    }

    /// How many pieces the move takes.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::international::Position;
    ///
    /// let pos = Position::parse_position("W:W32:B27,17")?;
    /// assert_eq!(pos.parse_move("32x12")?.capture_count(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn capture_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// The PDN number of the start square.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Position::start().parse_move("11-15")?.from_number(), 11);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_number(&self) -> u8 {
        self.numbers[0]
    }

    /// The PDN number of the end square.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Position::start().parse_move("11-15")?.to_number(), 15);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn to_number(&self) -> u8 {
        self.numbers[self.len as usize]
    }

    /// The PDN numbers of the landing squares, in order.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::english::Position;
    ///
    /// assert_eq!(Position::start().parse_move("11-15")?.path_numbers(), &[15]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path_numbers(&self) -> &[u8] {
        &self.numbers[1..=self.len as usize]
    }

    /// The short PDN form: `32-28`, `28x10` (start and end only).
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::international::Position;
    ///
    /// let pos = Position::parse_position("W:W32:B27,17")?;
    /// assert_eq!(pos.parse_move("32x21x12")?.short_text(), "32x12");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn short_text(&self) -> String {
        let sep = if self.is_capture() { 'x' } else { '-' };
        format!("{}{sep}{}", self.from_number(), self.to_number())
    }
}

impl PartialEq for Move {
    #[inline(always)]
    fn eq(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        (self.from, self.to, self.captured).hash(state);
    }
}

/// The full-path PDN form: `32-28`, `28x19x10`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from_number())?;
        let sep = if self.is_capture() { 'x' } else { '-' };
        for n in self.path_numbers() {
            write!(f, "{sep}{n}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}
