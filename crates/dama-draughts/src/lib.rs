#![doc = include_str!("../README.md")]
//!
//! # Where things are
//!
//! - [`draughts::italian`]: Italian draughts — [`Position`](draughts::italian::Position),
//!   [`Move`](draughts::italian::Move), [`Square`](draughts::italian::Square), its
//!   errors, FEN, the capture priority ([`CaptureKey`](draughts::italian::CaptureKey)),
//!   its opening book.
//! - [`draughts::english`], [`draughts::brazilian`], [`draughts::international`]: the
//!   other games, each a [`Board`](draughts::Board) over its [`RuleSet`](draughts::RuleSet),
//!   with [`Move`](draughts::Move), [`FenError`](draughts::FenError) and
//!   [`MoveError`](draughts::MoveError) shared.
//! - [`draughts::Draughts`]: what every variant shows a display or a file (board size,
//!   square numbers, pieces).
//! - [`draughts::book`]: the opening books.
//! - [`core`]: `dama-core` re-exported (the [`Rules`](core::Rules) trait,
//!   [`History`](core::History), [`perft`](core::perft)).

#![warn(missing_docs)]

pub use dama_core::{core, lang};

pub mod draughts;
