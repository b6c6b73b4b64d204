//! `dama`: Italian draughts (Dama Italiana) by the rules of the Federazione Italiana
//! Dama, with an alpha-beta engine, saved games and a terminal UI.
//!
//! Layers, lower never importing higher: [`rules`] ← engine ← game ← tui / cli / protocol.

pub mod core;
pub mod draughts;
pub mod engine;
pub mod game;
pub mod games;
pub mod lang;
pub mod protocol;
pub mod rules;
pub mod tui;
