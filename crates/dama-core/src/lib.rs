#![doc = include_str!("../README.md")]
//!
//! # Where things are
//!
//! [`core`] holds the traits and the generic tools ([`Rules`](core::Rules),
//! [`History`](core::History), [`perft`](core::perft), [`Book`](core::Book),
//! [`Level`](core::Level)); [`lang`] the player's language.

#![warn(missing_docs)]

pub mod core;
pub mod lang;
