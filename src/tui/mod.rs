//! The terminal shell, shared by every game: ratatui + crossterm. `App` (the shell) holds
//! the menu, the help and the table of the game in progress, and changes them one `Event`
//! at a time; a table is a `Session<G>` for the chosen game (`session.rs`, `play.rs`,
//! `turns.rs`), behind the small `Table` trait; `games.rs` lists the games. `ui.rs` and
//! `widgets/` draw without changing anything; the engine thinks on its own thread
//! (`thinker.rs`) and reports on the same channel. `run` owns the terminal and restores
//! it on every way out, panics included.

mod adapter;
mod app;
pub(crate) mod ascii;
pub mod clocks;
mod command;
mod dameta_ui;
mod damhex_ui;
pub mod databases;
mod draughts_ui;
mod engine_think;
mod event;
mod field;
pub mod games;
pub mod layout;
mod menu;
mod newgame;
mod offers;
pub mod options;
pub mod pick;
mod play;
mod ponder;
mod review;
pub mod session;
mod table;
mod terminal;
pub mod theme;
mod thinker;
mod turns;
mod ui;
pub mod widgets;

pub use crate::lang::Lang;
pub use adapter::{BoardState, Selection, ShellGame, Strength, ThinkSetup, Thought};
pub use app::{App, Screen, StartError};
pub use clocks::{ManualTime, TimeSource};
pub use event::{EngineEvent, Event, Progress, Source};
pub use menu::{MenuState, Page};
pub use options::{Background, ColorChoice, ColorMode, Mover, Options};
pub use session::Session;
pub use table::{Request, Shared, Table};
pub use terminal::{RunError, run};
