//! `dama`: draughts in the terminal — Italian draughts (Dama Italiana, FID rules) and the
//! English, Brazilian and International variants, Dameta and DamHex^3 — with an
//! alpha-beta engine, saved games and a terminal UI.
//!
//! The program is a workspace of crates by layer, lower never importing higher, each
//! re-exported here under its module's name: [`core`] (`dama-core`: the `Rules` trait,
//! draw history, perft, levels; names no game) ← the games ([`draughts`]:
//! `dama-draughts`; [`dameta`], [`damhex`]) ← [`engine`] (`dama-engine`: the generic
//! search) ← the tools on the engine (`dama-data`: endgame databases, tuners, the book
//! builder, in [`draughts`] and [`dameta`]) ← [`game`], [`games`], [`library`],
//! [`config`], [`study`], [`lang`] (`dama-game`) ← [`protocol`], [`referee`] (`dama-protocol`, with [`dxp`]) ←
//! [`tui`] (`dama-tui`) ← the binary's commands.

pub use dama_core::core;
pub use dama_damhex::damhex;
pub use dama_data::{dameta, draughts};
pub use dama_engine::engine;
pub use dama_game::{
    config, explorer, for_each_game, game, games, lang, library, puzzle_progress, study,
};
pub use dama_protocol::{dxp, peer, protocol, referee};
pub use dama_tui::tui;
