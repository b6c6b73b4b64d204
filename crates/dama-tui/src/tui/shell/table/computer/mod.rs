//! The computer at the table: its searches on their own thread (`thinker.rs`,
//! `engine_think.rs`), thinking on the opponent's time (`ponder.rs`, `pondering.rs`), and
//! outside engines seated in a game (`outside.rs`, `outside_play.rs`, `hub_link.rs`).

pub(crate) mod engine_think;
pub mod hub_link;
pub(crate) mod outside;
pub(crate) mod outside_play;
pub(crate) mod ponder;
pub mod pondering;
pub(crate) mod thinker;
