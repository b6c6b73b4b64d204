//! The endgame databases as the shell sees them, whatever game they serve: one set for
//! the whole program, opened or built on background threads that report on the event
//! channel ([`DatabaseNews`]), shown on the new-game page and in the panel, and lent to
//! each search as an opaque handle the game's own think reads. The registry hands the
//! shell the set it has (the Italian draughts databases, `tui/draughts/databases.rs`).

use std::any::Any;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::mpsc::Sender;

use crate::lang::Lang;
use crate::tui::shell::event::{DatabaseNews, Event};

/// Where the databases are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum DatabaseDir {
    /// None: not looked for, never offered (the default, and the tests').
    #[default]
    Off,
    At(PathBuf),
    /// The platform has no data folder and `DAMA_EGDB_DIR` is not set: a build says so.
    NoFolder,
}

impl DatabaseDir {
    /// The folder, when there is one to read (`At`): each game's databases are in it
    /// (Italian's) or in its subfolder named for the game (the variants').
    pub fn folder(&self) -> Option<&std::path::Path> {
        match self {
            DatabaseDir::At(dir) => Some(dir),
            DatabaseDir::Off | DatabaseDir::NoFolder => None,
        }
    }
}

/// The databases in use, for a search: the game that knows their type reads them.
pub type DatabaseHandle = Arc<dyn Any + Send + Sync>;

/// The program's endgame databases: loaded, building, or none.
pub trait DatabaseService {
    /// Opens the folder's databases on a background thread, if it holds any file.
    fn load(&mut self, tx: &Sender<Event>);
    /// Takes in what a loading or building thread reported.
    fn on_news(&mut self, news: DatabaseNews, tx: &Sender<Event>);
    /// The databases in use, if any.
    fn current(&self) -> Option<DatabaseHandle>;
    /// Whether nothing is being loaded or built.
    fn is_settled(&self) -> bool;
    /// The complete set of pieces in use (0: none).
    fn pieces(&self) -> u32;
    /// Starts building in the background; a build under way is stopped instead.
    fn toggle_build(&mut self, tx: &Sender<Event>);
    /// Whether a completed build's databases came into use since last asked.
    fn take_news(&mut self) -> bool;
    /// The new-game page's row: the offer, or the build's progress (None: no row).
    fn menu_row(&self, lang: Lang) -> Option<String>;
    /// A line for the game's panel while a build runs.
    fn panel_line(&self, lang: Lang) -> Option<String>;
    /// Why the last build or opening failed, in the player's language.
    fn failure_text(&self, lang: Lang) -> Option<String>;
}
