//! `dama`: draughts in the terminal — Italian draughts (Dama Italiana, FID rules) and the
//! English, Brazilian and International variants — with an alpha-beta engine, saved
//! games and a terminal UI.
//!
//! Layers, lower never importing higher: [`core`] (the `Rules` trait, draw history,
//! perft, levels; names no game) ← the games ([`draughts`]: Italian and the other
//! variants of the family; [`dameta`], [`damhex`]) ← [`engine`] (generic search, each
//! game's evaluation) and [`game`] (the record, saves, PDN) ← [`games`] (the list of
//! games) ← [`tui`], [`lang`], [`protocol`], and the binary's commands.

pub mod config;
pub use dama_core::core;
pub mod dameta;
pub use dama_damhex::damhex;
pub mod draughts;
pub use dama_engine::engine;
pub mod game;
pub mod games;
pub mod lang;
pub mod library;
pub mod protocol;
pub mod referee;
pub mod study;
pub mod tui;
