//! The terminal game: ratatui + crossterm, in four layers, each importing only the ones
//! below it (`tests/house.rs` checks it, with no two files importing each other):
//!
//! - `registry.rs` — the games the shell offers (`crate::for_each_game!`), the only file
//!   here that names particular games; it hands them to the shell as data
//!   (`shell::catalog::Catalog`: each game's entry, opening a save, the endgame
//!   databases) and defines `App::new` with them.
//! - `draughts/`, `dameta/`, `damhex/` — one folder per game family, the same files in
//!   the same roles: `game.rs` (its side of the shell's trait, `impl ShellGame`),
//!   `board.rs` (the board widget), `geom.rs` (where its cells are on screen, pure
//!   functions), `pick.rs` (picking a move with the cursor and the mouse), `marks.rs`
//!   (the board's highlights from the state), `help.rs` (the one place its help text is
//!   chosen), `words.rs` (its words on the screen: Dameta, DamHex^3); and what only it
//!   needs (draughts: the Italian endgame databases `databases.rs` and their search
//!   `think.rs`). A game folder never names another.
//! - `widgets/` — the shared widgets (panel, menu, dialog, help, piece glyphs) and the
//!   view of the whole screen (`screen.rs`): they draw from read-only state.
//! - `shell/` — what every game shares and names no game: the app state and its update
//!   (`app.rs`), menu and new-game page, the table of a game in progress (`session.rs`,
//!   `turns.rs`, `play.rs`, `clocks.rs`, `offers.rs`, `review.rs`, `ponder.rs`), the
//!   engine thread, terminal and events, layout and theme; `game.rs` is the `ShellGame`
//!   trait a game implements.
//!
//! `run` owns the terminal (restored on every way out, panics included) and draws each
//! frame with the view.
//!
//! To add a game: its rules in `src/<game>/` (its rules' words in `src/<game>/words.rs`)
//! and one line in `crate::for_each_game!` (`src/games.rs`, which `registry.rs` reads: the
//! game then has its menu entry, its saves and its table); then a folder
//! `src/tui/<game>/` with the files above — `mod.rs`, `game.rs` (`impl ShellGame for
//! <Position>`), `board.rs`, `geom.rs`, `pick.rs`, `marks.rs`, `help.rs`, `words.rs` —
//! and `pub mod <game>;` here. Nothing in `shell/` or `widgets/` changes.

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
pub use shell::options::{Background, BoardTheme, ColorChoice, ColorMode, Mover, Options};
pub use shell::table::net::NetPlan;
pub use shell::table::session::Session;
pub use shell::table::time::{ManualTime, TimeSource};
pub use shell::table::{Request, Shared, Table};
pub use shell::terminal::RunError;

/// Plays every game of the registry in the terminal until the player quits: the
/// terminal is owned (and restored on every way out) by `shell/terminal.rs`, each frame
/// drawn by the view (`widgets/screen.rs`).
pub fn run(opts: Options) -> Result<(), RunError> {
    shell::terminal::run_with(opts, &registry::CATALOG, |app, frame| {
        frame.render_widget(app, frame.area())
    })
}
pub use shell::table::net::connect;
pub use shell::{layout, options, table::clocks, table::session, theme};

/// Plays a game over the network in lines of text (`dama play --host/--join --lines`):
/// `input`'s lines typed into the table, what changes printed to `out`
/// (`shell/lines.rs`).
pub fn run_lines(
    opts: Options,
    input: impl std::io::BufRead + Send + 'static,
    out: &mut dyn std::io::Write,
) -> Result<(), StartError> {
    shell::lines::run_lines(opts, &registry::CATALOG, input, out)
}
