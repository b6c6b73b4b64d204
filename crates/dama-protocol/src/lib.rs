//! `dama-protocol`: how `dama` talks to other programs — the Hub engine protocol (the
//! server, `dama hub`, and the client that seats an outside engine) in [`protocol`], and
//! the referee of engine matches (`dama match`) in [`referee`]; DXP games in [`dxp`]; a
//! game between two `dama`s over the network in [`peer`].

pub use dama_core::core;
pub use dama_damhex::damhex;
pub use dama_data::{dameta, draughts};
pub use dama_engine::engine;
pub use dama_game::{config, for_each_game, game, games, lang, library, study};

pub mod dxp;
pub mod peer;
pub mod protocol;
pub mod referee;
