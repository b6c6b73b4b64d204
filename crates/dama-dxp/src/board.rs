//! The board-level values of DXP messages: colours (`W`/`Z`), square
//! numbers (1-50, standard International draughts numbering), the square
//! contents of a GAMEREQ position (`e w z W Z`) and the starting position
//! (`A` or `B`), as the DamExchange GAMEREQ, MOVE and BACKREQ layouts use
//! them.

use crate::error::{Field, ValueError};

/// A side. On the wire White is `W` and Black is `Z` (Dutch *zwart*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// `W`.
    White,
    /// `Z`.
    Black,
}

impl Colour {
    /// The other side.
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// The character used on the wire: `W` or `Z`.
    pub const fn dxp_char(self) -> char {
        match self {
            Colour::White => 'W',
            Colour::Black => 'Z',
        }
    }

    /// The colour for a wire character; only upper-case `W` and `Z` count.
    pub const fn from_dxp_char(c: char) -> Option<Colour> {
        match c {
            'W' => Some(Colour::White),
            'Z' => Some(Colour::Black),
            _ => None,
        }
    }
}

/// A square of the 10x10 board in standard numbering, 1 to 50
/// (square 1 is on Black's side, as in Portable Draughts Notation).
///
/// ```
/// use dama_dxp::Square;
/// assert_eq!(Square::new(32).unwrap().get(), 32);
/// assert!(Square::new(0).is_err());
/// assert!(Square::new(51).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square numbered `n`, or an error unless `1 <= n <= 50`.
    pub const fn new(n: u8) -> Result<Square, ValueError> {
        if n >= 1 && n <= 50 {
            Ok(Square(n))
        } else {
            Err(ValueError {
                field: Field::Square,
                value: n as u64,
                min: 1,
                max: 50,
            })
        }
    }

    /// The square's number, 1 to 50.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl TryFrom<u8> for Square {
    type Error = ValueError;
    fn try_from(n: u8) -> Result<Square, ValueError> {
        Square::new(n)
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What stands on one square of a GAMEREQ position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SquareContent {
    /// `e`.
    Empty,
    /// `w`.
    WhiteMan,
    /// `z`.
    BlackMan,
    /// `W`.
    WhiteKing,
    /// `Z`.
    BlackKing,
}

impl SquareContent {
    /// The character used on the wire.
    pub const fn dxp_char(self) -> char {
        match self {
            SquareContent::Empty => 'e',
            SquareContent::WhiteMan => 'w',
            SquareContent::BlackMan => 'z',
            SquareContent::WhiteKing => 'W',
            SquareContent::BlackKing => 'Z',
        }
    }

    /// The content for a wire character (`e w z W Z`, case matters).
    pub const fn from_dxp_char(c: char) -> Option<SquareContent> {
        match c {
            'e' => Some(SquareContent::Empty),
            'w' => Some(SquareContent::WhiteMan),
            'z' => Some(SquareContent::BlackMan),
            'W' => Some(SquareContent::WhiteKing),
            'Z' => Some(SquareContent::BlackKing),
            _ => None,
        }
    }
}

/// The starting position of a proposed game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Setup {
    /// `A`: the normal starting position, White to move.
    Standard,
    /// `B`: this position, with this side to move.
    Position {
        /// The side to move first.
        to_move: Colour,
        /// Squares 1 to 50, in order (`squares[0]` is square 1).
        squares: [SquareContent; 50],
    },
}

impl Setup {
    /// The squares of the normal starting position: black men on 1-20,
    /// white men on 31-50. (`Setup::Standard` means this with White to move.)
    pub fn standard_squares() -> [SquareContent; 50] {
        let mut squares = [SquareContent::Empty; 50];
        for (i, sq) in squares.iter_mut().enumerate() {
            if i < 20 {
                *sq = SquareContent::BlackMan;
            } else if i >= 30 {
                *sq = SquareContent::WhiteMan;
            }
        }
        squares
    }
}
