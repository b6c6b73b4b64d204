//! The draughts family: what every variant shares beyond the core's [`Rules`] — a board of
//! dark squares numbered by PDN (1–32 on 8x8, 1–50 on 10x10), men and kings of two
//! colours. [`Draughts`] is what the board widget, PDN and the CLI need to show any
//! variant; each variant implements it beside its rules.
//!
//! Italian lives in `crate::draughts::italian`. English, Brazilian and International share one
//! implementation: [`Board<R>`] on the padded bitboards of `geometry`, generic over a
//! [`RuleSet`] of facts (`english::English`, `brazilian::Brazilian`,
//! `international::International`, each citing its rules), with one move generator
//! (`movegen`), FEN, move text, draw counters and evaluation, all monomorphised.

pub mod board;
pub mod book;
pub mod brazilian;
#[cfg(test)]
mod core_tests;
pub mod english;
mod eval;
#[cfg(test)]
mod search_facts_tests;
// The evaluation's tables, for the evaluation and the tuners (dama-data): not rules.
#[doc(hidden)]
pub mod eval_tables;
mod explain;
mod fen;
mod game;
// The padded bitboard layout of Board<R>, for the endgame databases (dama-data) and the
// tests: the rules' internals.
#[doc(hidden)]
pub mod geometry;
// The hand-written evaluation's terms and weights, for the tuners (dama-data).
#[doc(hidden)]
pub mod hand;
#[doc(hidden)]
pub mod hand_weights;
pub mod international;
pub mod italian;
pub mod levels;
mod move_error;
// The generator's parts (plain moves, captures, counts), for the endgame databases
// (dama-data) and the tests; a position's moves are `Rules::legal_moves`.
#[doc(hidden)]
pub mod movegen;
pub mod mv;
mod notation;
// The evaluation's patterns, for the tuners (dama-data).
#[doc(hidden)]
pub mod pattern;
mod piece;
// The pattern regions of each board, for the evaluation's patterns and the tuners.
#[doc(hidden)]
pub mod refusal;
pub mod regions;
pub mod ruleset;
pub mod words;

pub use board::{Board, InvalidBoard};
pub use fen::FenError;
pub use game::{Counters, Endgame};
pub use mv::{Move, MoveList};
pub use notation::MoveError;
pub use piece::{Color, Kind, Piece};
pub use ruleset::RuleSet;

use crate::core::Rules;

/// The variants of draughts this program plays.
///
/// ```
/// use dama_draughts::draughts::{Draughts, Variant, brazilian, italian};
///
/// assert_eq!(italian::Position::KIND, Variant::Italian);
/// assert_eq!(brazilian::Position::KIND, Variant::Brazilian);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Italian draughts (Dama Italiana), FID rules, 8x8.
    Italian,
    /// English draughts (checkers), English Draughts Association / WCDF rules, 8x8.
    English,
    /// Brazilian draughts: the FMJD International rules on 8x8.
    Brazilian,
    /// International draughts, FMJD rules, 10x10.
    International,
}

/// A draughts variant's position, as seen by displays and files.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::{Color, Draughts, Variant, international, english};
///
/// assert_eq!(international::Position::KIND, Variant::International);
/// assert_eq!(international::Position::SIZE, 10);
/// assert_eq!(international::Position::PDN_GAME_TYPE, 20);
/// assert_eq!(english::Position::FIRST, Color::Black);
/// // Square 1 is the second cell of the top row on 10x10.
/// assert_eq!(international::Position::square_number(0, 1), Some(1));
/// assert_eq!(international::Position::square_cell(1), Some((0, 1)));
///
/// let pos = international::Position::start();
/// let mv = pos.parse_move("32-28")?;
/// let squares = international::Position::move_squares(&mv);
/// assert_eq!((squares.from, squares.path.as_slice()), (32, &[28][..]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Draughts: Rules {
    /// Which variant this is.
    const KIND: Variant;
    /// Rows and columns of the board (8 or 10): the board is square.
    const SIZE: u8;
    /// PDN `GameType` number: 20 International, 21 English, 22 Italian, 26 Brazilian.
    const PDN_GAME_TYPE: u8;
    /// Which colour moves first from the start position.
    const FIRST: Color;

    /// The number (1..=SIZE²/2) of the dark square at `row`, `col` of the board as
    /// diagrammed with White at the bottom (row 0 at the top, column 0 at the left), or
    /// `None` for a light square.
    ///
    /// ```
    /// use dama_draughts::draughts::{Draughts, italian};
    ///
    /// assert_eq!(italian::Position::square_number(0, 0), Some(1));
    /// assert_eq!(italian::Position::square_number(0, 1), None);
    /// ```
    fn square_number(row: u8, col: u8) -> Option<u8>;

    /// The `(row, col)` of square `number` in that diagram.
    ///
    /// ```
    /// use dama_draughts::draughts::{Draughts, english};
    ///
    /// assert_eq!(english::Position::square_cell(29), Some((7, 0)));
    /// assert_eq!(english::Position::square_cell(33), None);
    /// ```
    fn square_cell(number: u8) -> Option<(u8, u8)>;

    /// The piece on square `number`, if any.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::{Color, Draughts, Kind, Piece, english};
    ///
    /// let start = english::Position::start();
    /// assert_eq!(start.piece_on(1), Some(Piece::new(Color::Black, Kind::Man)));
    /// ```
    fn piece_on(&self, number: u8) -> Option<Piece>;

    /// The colour to move.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::{Color, Draughts, italian};
    ///
    /// assert_eq!(italian::Position::start().side(), Color::White);
    /// ```
    fn side(&self) -> Color;

    /// A move's start square, every landing square in order, and the captured squares.
    ///
    /// ```
    /// use dama_draughts::core::Rules;
    /// use dama_draughts::draughts::{Draughts, italian};
    ///
    /// let pos = italian::Position::parse_position("W:W18:B14")?;
    /// let squares = italian::Position::move_squares(&pos.parse_move("18x11")?);
    /// assert_eq!((squares.from, squares.path, squares.captured), (18, vec![11], vec![14]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn move_squares(mv: &Self::Move) -> MoveSquares;
}

/// The squares a move touches, by PDN number: for highlighting and notation.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::{Draughts, english::Position};
///
/// let pos = Position::parse_position("B:W18,29:B14")?;
/// let mv = pos.parse_move("14x23")?;
/// let squares = Position::move_squares(&mv);
/// assert_eq!((squares.from, squares.path, squares.captured), (14, vec![23], vec![18]));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MoveSquares {
    /// The start square.
    pub from: u8,
    /// Every landing square in order; the last is where the piece ends.
    pub path: Vec<u8>,
    /// The squares of the pieces taken (empty for a plain move).
    pub captured: Vec<u8>,
}
