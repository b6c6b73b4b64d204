//! `dama-tui`: the terminal game of dama (ratatui + crossterm) — the shell, its screens,
//! the widgets and each game family's views ([`tui`]).

pub use dama_core::core;
pub use dama_damhex::damhex;
pub use dama_data::{dameta, draughts};
pub use dama_engine::engine;
pub use dama_game::{
    config, explorer, for_each_game, game, games, lang, library, puzzle_progress, study,
};
pub use dama_protocol::{peer, protocol, referee};

pub mod tui;
