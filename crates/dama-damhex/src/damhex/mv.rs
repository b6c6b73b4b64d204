//! A DamHex^3 move: who makes it, the path of its piece, what it captures, and whether it
//! steals a turn (the ratto). Also the capture priority key of the authors' "Regole di
//! presa" (the Italian order): most pieces, then by a king, then most kings, then the
//! kings met first.

use arrayvec::ArrayVec;

use super::geometry::{Cell, Cells};

/// The most landings a capture path holds (a king taking 20 pieces; far beyond any game).
pub const MAX_PATH: usize = 20;

/// What kind of move.
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{Kind, Move, Position};
///
/// assert_eq!(Move::withdraw(1).kind, Kind::Withdraw);
/// // At the start every legal move is a step (no piece can be taken yet).
/// assert!(Position::start().legal_moves().iter().all(|m| m.kind == Kind::Step));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// One step onto an empty neighbouring cell.
    Step,
    /// A capture in the mover's own turn.
    Capture,
    /// A capture that steals the turn of the player whose turn it was (the ratto).
    Ratto,
    /// The mover withdraws: its pieces leave the board and it is out.
    Withdraw,
}

/// A move. `path[..len]` are the cells the piece lands on; a step has one.
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{Kind, Position};
/// use dama_damhex::damhex::geometry::name;
///
/// let start = Position::start();
/// let mv = start.legal_moves()[0];
/// assert_eq!(mv.seat, 0); // White moves first
/// assert_eq!(mv.kind, Kind::Step);
/// assert!(!mv.is_capture());
/// assert_eq!(start.move_text(&mv), format!("{}-{}", name(mv.from), name(mv.to())));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// The player who moves: 0 White, 1 Black, 2 Red.
    pub seat: u8,
    /// Step, capture, ratto or withdrawal.
    pub kind: Kind,
    /// The cell the piece starts on (0 for a withdrawal).
    pub from: Cell,
    /// How many landings `path` holds.
    pub len: u8,
    /// The landings, the first `len` of them used.
    pub path: [Cell; MAX_PATH],
    /// The cells of the captured pieces.
    pub captured: Cells,
    /// The capture's priority (0 for a step): higher is stronger, see [`priority`].
    pub key: u32,
}

impl Move {
    pub(crate) fn step(seat: usize, from: Cell, to: Cell) -> Move {
        let mut path = [0; MAX_PATH];
        path[0] = to;
        Move {
            seat: seat as u8,
            kind: Kind::Step,
            from,
            len: 1,
            path,
            captured: 0,
            key: 0,
        }
    }

    /// The withdrawal of `seat`.
    ///
    /// ```
    /// use dama_damhex::damhex::{Kind, Move};
    ///
    /// let mv = Move::withdraw(2);
    /// assert_eq!((mv.seat, mv.kind), (2, Kind::Withdraw));
    /// ```
    pub fn withdraw(seat: usize) -> Move {
        Move {
            seat: seat as u8,
            kind: Kind::Withdraw,
            from: 0,
            len: 0,
            path: [0; MAX_PATH],
            captured: 0,
            key: 0,
        }
    }

    /// The landings, in order.
    ///
    /// ```
    /// use dama_damhex::core::Rules;
    /// use dama_damhex::damhex::Position;
    ///
    /// let mv = Position::start().legal_moves()[0];
    /// assert_eq!(mv.landings(), &[mv.to()]); // a step lands once
    /// ```
    pub fn landings(&self) -> &[Cell] {
        &self.path[..self.len as usize]
    }

    /// The cell the piece ends on.
    ///
    /// ```
    /// use dama_damhex::core::Rules;
    /// use dama_damhex::damhex::Position;
    ///
    /// let start = Position::start();
    /// let mv = start.legal_moves()[0];
    /// assert_eq!(start.after(&mv).piece_at(mv.to()), Some((0, false)));
    /// ```
    pub fn to(&self) -> Cell {
        self.path[(self.len as usize).saturating_sub(1)]
    }

    /// Whether the move takes pieces (a capture or a ratto).
    ///
    /// ```
    /// use dama_damhex::damhex::Move;
    ///
    /// assert!(!Move::withdraw(0).is_capture());
    /// ```
    pub fn is_capture(&self) -> bool {
        matches!(self.kind, Kind::Capture | Kind::Ratto)
    }

    /// How many pieces the move takes.
    ///
    /// ```
    /// use dama_damhex::core::Rules;
    /// use dama_damhex::damhex::Position;
    ///
    /// assert!(Position::start().legal_moves().iter().all(|m| m.count() == 0));
    /// ```
    pub fn count(&self) -> u32 {
        self.captured.count_ones()
    }
}

/// The priority key of a capture: `count` pieces taken, by a king or not, `kings` kings
/// taken, and `order` with bit `15 - i` set when the `i`-th piece taken is a king (kings
/// met earlier give a larger number). Keys compare as the rules rank captures ("Regole
/// di presa": the most pieces, then by a king, then the most kings, then the kings met
/// first).
///
/// ```
/// use dama_damhex::damhex::mv::priority;
///
/// assert!(priority(2, false, 0, 0) > priority(1, true, 1, 0x8000)); // most pieces first
/// assert!(priority(1, true, 0, 0) > priority(1, false, 0, 0)); // then by a king
/// ```
pub fn priority(count: u32, by_king: bool, kings: u32, order: u32) -> u32 {
    (count.min(255) << 24) | (u32::from(by_king) << 23) | (kings.min(127) << 16) | order
}

/// The moves of a position, in a fixed buffer.
pub type MoveList = ArrayVec<Move, { crate::core::MAX_MOVES }>;
