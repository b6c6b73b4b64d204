//! The terminal shell, shared by every game: ratatui + crossterm. `App` (the shell) holds
//! the menu, the help and the table of the game in progress, and changes them one `Event`
//! at a time; a table is a `Session<G>` for the chosen game (`session.rs`, `play.rs`,
//! `turns.rs`), behind the small `Table` trait; `games.rs` lists the games. `ui.rs` and
//! `widgets/` draw without changing anything; the engine thinks on its own thread
//! (`thinker.rs`) and reports on the same channel. `run` owns the terminal and restores
//! it on every way out, panics included.

pub mod adapter;
pub mod app;
pub mod command;
pub mod event;
pub mod games;
pub mod layout;
pub mod menu;
pub mod options;
pub mod pick;
mod play;
pub mod session;
pub mod table;
pub mod terminal;
pub mod theme;
pub mod thinker;
mod turns;
pub mod ui;
pub mod widgets;

pub use crate::lang::Lang;
pub use app::{App, Screen, StartError};
pub use event::{EngineEvent, Event, Progress};
pub use options::{ColorChoice, ColorMode, Options, Side};
pub use session::Session;
pub use terminal::run;
