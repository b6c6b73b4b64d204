//! What each subcommand does: reads its arguments, calls the library, prints.

pub mod engine;
pub mod games;
pub mod play;
pub mod selfplay;
pub mod tools;
