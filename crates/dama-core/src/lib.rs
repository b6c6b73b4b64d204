//! `dama-core`: what every game of the dama family has in common, and nothing that names
//! a particular game — the [`Rules`](core::Rules) trait a game implements, the draw
//! bookkeeping ([`History`](core::History)), perft, playing levels, position text, the
//! weights-file format, and the player's language ([`lang`]).
//!
//! The games build on it: `dama-draughts` (Italian, English, Brazilian, International),
//! `dama-dameta`, `dama-damhex`; the search (`dama-engine`) is generic over it.

#![warn(missing_docs)]

pub mod core;
pub mod lang;
