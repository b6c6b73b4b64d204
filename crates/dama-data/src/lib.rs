//! `dama-data`: the draughts family's tools built on the engine — endgame databases
//! (the family's in [`draughts::egdb`], Italian's with distances in
//! [`draughts::italian::egdb`]), the evaluation tuners ([`draughts::tune`],
//! [`draughts::italian::tune`], [`dameta::tune`]) and the opening-book builder
//! ([`draughts::book::build`]). The rules below are re-exported under their usual
//! paths: [`draughts`] extends `dama_draughts::draughts`, [`dameta`] extends
//! `dama_dameta::dameta`.

pub use dama_core::{core, lang};
pub use dama_engine::engine;

pub mod dameta;
pub mod draughts;
