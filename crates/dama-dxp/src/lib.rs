//! The DamExchange Protocol (DXP): how International draughts programs
//! (Scan, Kingsrow, Moby Dam, Flits, Damage, ...) play each other over TCP.
//!
//! The protocol, by Harm Jetten and others, is described at
//! <http://www.mesander.nl/damexchange/> in two layers:
//!
//! * layer 2, the messages: ASCII text of 1 to 127 characters whose first
//!   character names the type, with fixed-width fields and zero-padded
//!   numbers — [`Message`], [`Message::encode`], [`Message::parse`];
//! * layer 1, the transport: over TCP (port [`DEFAULT_PORT`], 27531) each
//!   message is followed by a NUL byte — [`FrameReader`],
//!   [`write_message`], [`Connection`].
//!
//! | Type | Name    | Fields after the type letter (widths in bytes) |
//! |------|---------|-------------------------------------------------|
//! | `C`  | CHAT    | text (0-126) |
//! | `R`  | GAMEREQ | version `01` (2), initiator name (32), follower colour `W`/`Z` (1), minutes (3), moves (3), `A` — or `B`, colour to move (1), squares 1-50 (50) |
//! | `A`  | GAMEACC | follower name (32), acceptance code `0`-`3` (1) |
//! | `M`  | MOVE    | seconds (4), from (2), to (2), number captured `00`-`20` (2), captured squares (2 each) |
//! | `E`  | GAMEEND | reason `0`-`3` (1), stop code `0`/`1` (1) |
//! | `B`  | BACKREQ | move number `001`-`999` (3), colour to move (1) |
//! | `K`  | BACKACC | acceptance code `0`-`2` (1) |
//!
//! A session: the initiator sends GAMEREQ, the follower answers GAMEACC;
//! MOVEs alternate, starting with the side to move; the side to move may
//! send GAMEEND instead of a move and the other side answers with GAMEEND.
//! CHAT may come at any time. This crate is the message layer only: it
//! checks the form of each message, not whether a move is legal or a
//! message comes at the right time.
//!
//! ```
//! use dama_dxp::{Message, DxpMove, Square};
//!
//! let sq = |n| Square::new(n).unwrap();
//! let mv = Message::Move(DxpMove::new(3, sq(32), sq(28), &[]).unwrap());
//! let wire = mv.encode();
//! assert_eq!(&wire[..], &b"M0003322800\0"[..]);
//! // The receiver cuts at the NUL and parses what comes before it.
//! assert_eq!(Message::parse(&wire[..wire.len() - 1]), Ok(mv));
//! ```

mod board;
mod codes;
mod connection;
mod encode;
mod error;
mod frame;
mod message;
mod parse;

pub use board::{Colour, Setup, Square, SquareContent};
pub use codes::{AcceptCode, BackAcceptCode, EndReason, StopCode};
pub use connection::{Connection, DEFAULT_PORT};
pub use error::{Field, FrameError, MessageKind, ParseError, RecvError, ValueError};
pub use frame::{FrameReader, MAX_FRAME_LEN, write_message};
pub use message::{
    BackAccept, BackRequest, DxpMove, GameAccept, GameEnd, GameRequest, MAX_CAPTURES, MAX_CHAT_LEN,
    MAX_MOVE_TIME, Message, NAME_LEN, PROTOCOL_VERSION,
};
pub use parse::MAX_MESSAGE_LEN;

/// The examples of README.md, run as doc-tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
