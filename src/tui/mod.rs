//! The terminal shell, shared by every game: ratatui + crossterm. `App` (the shell) holds
//! the menu, the help and the table of the game in progress, and changes them one `Event`
//! at a time; a table is a `Session<G>` for the chosen game (`session.rs`, `play.rs`,
//! `turns.rs`), behind the small `Table` trait; `games.rs` lists the games. `ui.rs` and
//! `widgets/` draw without changing anything; the engine thinks on its own thread
//! (`thinker.rs`) and reports on the same channel. `run` owns the terminal and restores
//! it on every way out, panics included.

pub mod dameta;
pub mod damhex;
pub mod draughts;
pub mod registry;
pub mod shell;
pub mod widgets;

pub use crate::lang::Lang;
pub use draughts::databases;
pub use shell::app::{App, Screen, StartError};
pub use shell::event::{EngineEvent, Event, Progress, Source};
pub use shell::game::{BoardState, Selection, ShellGame, Strength, ThinkSetup, Thought};
pub use shell::menu::{MenuState, Page};
pub use shell::options::{Background, ColorChoice, ColorMode, Mover, Options};
pub use shell::session::Session;
pub use shell::table::{Request, Shared, Table};
pub use shell::terminal::RunError;
pub use shell::time::{ManualTime, TimeSource};

/// Plays every game of the registry in the terminal until the player quits: the
/// terminal is owned (and restored on every way out) by `shell/terminal.rs`, each frame
/// drawn by the view (`widgets/screen.rs`).
pub fn run(opts: Options) -> Result<(), RunError> {
    shell::terminal::run_with(opts, &registry::CATALOG, |app, frame| {
        frame.render_widget(app, frame.area())
    })
}
pub use shell::{clocks, layout, options, session, theme};
