//! Colours and pieces: a man (pedina) or a king (dama), White or Black.

use std::fmt;

/// A side of the board. White moves first in Italian, Brazilian and International
/// draughts, Black in English draughts ([`Draughts::FIRST`](crate::draughts::Draughts::FIRST)).
///
/// ```
/// use dama_draughts::draughts::Color;
///
/// assert_eq!(Color::White.opposite(), Color::Black);
/// assert_eq!(Color::Black.letter(), 'B');
/// assert_eq!(Color::White.to_string(), "White");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    /// White (in the diagrams, at the bottom).
    White,
    /// Black (at the top).
    Black,
}

impl Color {
    /// The other colour.
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// `W` or `B`, as in FEN.
    pub const fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// `White` or `Black`, as `Display` writes it.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is: a man (pedina), which moves forward one square, or a king (dama),
/// made when a man reaches the far row.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// A man.
    Man,
    /// A king.
    King,
}

/// A piece on the board: its colour and kind.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::{Color, Draughts, Kind, Piece};
/// use dama_draughts::draughts::italian::Position;
///
/// let start = Position::start();
/// assert_eq!(start.piece_on(22), Some(Piece::new(Color::White, Kind::Man)));
/// assert_eq!(start.piece_on(1), Some(Piece::new(Color::Black, Kind::Man)));
/// assert_eq!(start.piece_on(15), None);
/// assert_eq!(Piece::new(Color::Black, Kind::King).index(), 3);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    /// Its colour.
    pub color: Color,
    /// Man or king.
    pub kind: Kind,
}

impl Piece {
    /// The piece of `color` and `kind`.
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// 0..4: white man, white king, black man, black king (for tables).
    pub const fn index(self) -> usize {
        (self.color as usize) * 2 + (self.kind as usize)
    }
}
