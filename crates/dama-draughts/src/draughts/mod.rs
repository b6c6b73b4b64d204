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
pub mod eval_tables;
mod explain;
mod fen;
mod game;
pub mod geometry;
pub mod hand;
pub mod hand_weights;
pub mod international;
pub mod italian;
pub mod levels;
pub mod move_error;
pub mod movegen;
pub mod mv;
mod notation;
pub mod pattern;
mod piece;
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
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    Italian,
    English,
    Brazilian,
    International,
}

/// A draughts variant's position, as seen by displays and files.
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
    fn square_number(row: u8, col: u8) -> Option<u8>;

    /// The `(row, col)` of square `number` in that diagram.
    fn square_cell(number: u8) -> Option<(u8, u8)>;

    /// The piece on square `number`, if any.
    fn piece_on(&self, number: u8) -> Option<Piece>;

    /// The colour to move.
    fn side(&self) -> Color;

    /// A move's start square, every landing square in order, and the captured squares.
    fn move_squares(mv: &Self::Move) -> MoveSquares;
}

/// The squares a move touches, by PDN number: for highlighting and notation.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct MoveSquares {
    pub from: u8,
    pub path: Vec<u8>,
    pub captured: Vec<u8>,
}
