//! The games the shell offers, in menu order: the one file of `tui/` that names
//! particular games. It is built from the program's one list of games
//! (`crate::for_each_game!` in `src/games.rs`): each game's [`GameEntry`] (drawn by the
//! shared game screen, `widgets/screen.rs`), opening a save of any game, and the endgame
//! databases (Italian draughts). The shell gets all of it as data ([`CATALOG`], handed to
//! `App`).
//!
//! To add a game: one line in `for_each_game!`, its position type implementing
//! `ShellGame` in its folder `tui/<game>/game.rs`; every game of the program plays in
//! the shell.

use std::path::{Path, PathBuf};
use std::sync::mpsc::Sender;

use ratatui::layout::Rect;

use crate::game::save::SaveError;
use crate::games::AnyGame;
use crate::tui::draughts::databases::Databases;
use crate::tui::shell::app::{App, StartError};
use crate::tui::shell::catalog::{Catalog, GameEntry, Overrides, entry, open};
use crate::tui::shell::databases::DatabaseService;
use crate::tui::shell::event::Event;
use crate::tui::shell::options::Options;
use crate::tui::shell::table::{Shared, Table};
use crate::tui::widgets::screen::{draw_table, ply_at_table};

macro_rules! registry {
    ($($name:ident => $ty:ty,)*) => {
        /// Every game, in menu order; the first is the default.
        pub static GAMES: &[GameEntry] = &[$(entry::<$ty>(draw_table::<$ty>, ply_at_table::<$ty>),)*];

        /// A loaded game of any kind, on its table.
        fn open_any(
            game: AnyGame,
            saved_as: Option<PathBuf>,
            overrides: Overrides,
            sh: &mut Shared,
        ) -> Box<dyn Table> {
            match game {
                $(AnyGame::$name(record) => open::<$ty>(record, saved_as, overrides, sh),)*
            }
        }
    };
}

crate::for_each_game!(registry);

/// What the shell is handed: the games, opening a save, the databases.
pub static CATALOG: Catalog = Catalog {
    games: GAMES,
    load,
    open_game,
    databases,
    puzzles,
};

/// The puzzle mode of a draughts game (`tui/draughts/puzzle.rs`); the other games have
/// none.
fn puzzles(id: &str, sh: &mut Shared) -> Result<Box<dyn Table>, String> {
    use crate::core::Rules;
    use crate::draughts::{brazilian, english, international, italian};
    use crate::tui::draughts::puzzle_view::open;
    match id {
        i if i == italian::Position::VARIANT => open::<italian::Position>(sh),
        i if i == english::Position::VARIANT => open::<english::Position>(sh),
        i if i == brazilian::Position::VARIANT => open::<brazilian::Position>(sh),
        i if i == international::Position::VARIANT => open::<international::Position>(sh),
        _ => Err(format!(
            "Puzzles are for the draughts games (italian, english, brazilian, international), not {id}"
        )),
    }
}

/// A game read from a library, on its table.
fn open_game(game: AnyGame, sh: &mut Shared) -> Box<dyn Table> {
    open_any(game, None, Overrides::default(), sh)
}

/// The ids of every game, in menu order (for `--game`).
pub fn ids() -> Vec<&'static str> {
    CATALOG.ids()
}

/// The index in [`GAMES`] of the game with this id.
pub fn index_of(id: &str) -> Option<usize> {
    CATALOG.index_of(id)
}

impl App {
    /// A new app offering every game of the registry, sending its engine events to
    /// `tx`. With `opts.start_menu` false the game the flags describe starts at once.
    pub fn new(opts: Options, tx: Sender<Event>, size: Rect) -> Result<App, StartError> {
        App::with_catalog(opts, tx, size, &CATALOG)
    }
}

/// The Italian endgame databases, one set for the program.
fn databases(opts: &Options) -> Box<dyn DatabaseService> {
    Box::new(Databases::new(
        opts.databases.clone(),
        opts.database_pieces,
        opts.threads,
    ))
}

/// Opens a saved game, whatever its game: the save names it. `named` when the file is
/// the player's own (not the autosave), so that saving again writes back to it.
pub(in crate::tui) fn load(
    path: &Path,
    named: bool,
    overrides: Overrides,
    sh: &mut Shared,
) -> Result<Box<dyn Table>, SaveError> {
    let game = crate::games::load(path)?;
    Ok(open_any(
        game,
        named.then(|| path.to_path_buf()),
        overrides,
        sh,
    ))
}

#[cfg(test)]
#[path = "registry_tests.rs"]
mod tests;
