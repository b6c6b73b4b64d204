//! The terminal game: ratatui + crossterm. `App` holds the state and changes it one
//! `Event` at a time (`app.rs`, `play.rs`); `ui.rs` draws it without changing it; the
//! engine thinks on its own thread (`thinker.rs`) and reports on the same channel.
//! `run` owns the terminal and restores it on every way out, panics included.

pub mod app;
pub mod command;
pub mod event;
pub mod layout;
pub mod menu;
pub mod options;
mod play;
pub mod session;
pub mod terminal;
pub mod theme;
pub mod thinker;
pub mod ui;
pub mod widgets;

pub use crate::lang::Lang;
pub use app::{App, Screen, StartError};
pub use event::{EngineEvent, Event};
pub use options::{ColorChoice, ColorMode, Options, Side};
pub use terminal::run;
