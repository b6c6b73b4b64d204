//! `dama-game`: a game of any kind of the dama family as it is played and kept — the
//! record ([`game::Record`]: moves, undo/redo, results, clocks), save files and PDN
//! ([`game::save`], [`game::pdn`]), the one list of the games ([`games`],
//! [`for_each_game!`]), the library index of PDN files ([`library`]), the settings file
//! ([`config`]), game study (analysis and marks, [`study`]) and the words of the whole
//! program for players, in English and Italian ([`lang`]: each error of the layers
//! below rendered beside the others, as the orphan rule wants).

// `tr!` everywhere in the crate, as the words of `lang` use it.
#[macro_use]
extern crate dama_core;

pub use dama_core::core;
pub use dama_damhex::damhex;
pub use dama_data::{dameta, draughts};
pub use dama_engine::engine;

pub mod config;
pub mod explorer;
pub mod game;
pub mod games;
pub mod lang;
pub mod library;
pub mod puzzle_progress;
pub mod study;
