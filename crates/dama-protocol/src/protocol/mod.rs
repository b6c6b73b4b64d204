//! Engine protocols spoken over standard input and output.

pub mod analyst;
pub mod client;
pub mod hub;
mod hub_commands;
mod hub_egdb;
pub mod hub_input;
mod hub_job;
pub mod hub_level;
mod hub_state;
pub mod hub_text;
pub mod words;
