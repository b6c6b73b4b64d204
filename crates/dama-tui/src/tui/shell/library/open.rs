//! The app's side of the library screen: opening a PDN library (`--library`, or the
//! resume page), its keys, and a chosen game put on its table, for review or to play on
//! as a new game. Which game a PDN game is comes from the library (its `GameType`); the
//! table comes from the catalog.

use std::path::Path;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::game::Player;
use crate::lang::Localize;
use crate::lang::library as words;
use crate::library::{self, Library};
use crate::tui::shell::app::{App, Screen, StartError};
use crate::tui::shell::library::{LibraryAction, LibraryState};
use crate::tui::shell::menu::Page;
use crate::tui::shell::menu::newgame::NewGamePage;

impl App {
    /// Opens the PDN library at `path` and shows its list. Games without a `GameType`
    /// tag are of the game chosen in the menu (when it has PDN).
    pub(in crate::tui) fn open_library(&mut self, path: &Path) -> Result<(), StartError> {
        let default = library::pdn_variant(self.entry().id);
        let lib = Library::open(path, default)
            .map_err(|e| StartError::Library(e.localize(self.lang())))?;
        let state = LibraryState::new(lib);
        self.search.remember(path.to_path_buf());
        self.menu.library = Some(state.file_name());
        self.library = Some(state);
        self.screen = Screen::Library;
        Ok(())
    }

    pub(in crate::tui) fn library_key(&mut self, key: KeyEvent) {
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            self.quit = true;
            return;
        }
        let lang = self.lang();
        let height = self.size.height;
        let Some(state) = self.library.as_mut() else {
            self.screen = Screen::Menu;
            return;
        };
        let from_game = state.back_to_game;
        match state.key(key, height, lang) {
            LibraryAction::None => {}
            LibraryAction::BackToGame => self.close_search(),
            LibraryAction::Leave => {
                self.menu.open(Page::Main);
                self.screen = Screen::Menu;
            }
            LibraryAction::Open {
                game,
                index,
                ply,
                play_on,
                analyse,
            } => {
                let file = state.file_name();
                state.back_to_game = false;
                let game = *game;
                // The game the search was opened from is kept before it is replaced.
                let left = if from_game { self.keep_left() } else { None };
                let game = match play_on {
                    None => library::for_review(game, ply),
                    Some(humans) => {
                        let players = self.seats_for(game.variant(), humans);
                        library::play_on(game, ply, &players)
                    }
                };
                let table = (self.catalog.open_game)(game, &mut self.shared);
                self.show(table);
                if let Some(t) = self.table.as_mut() {
                    let opened = words::opened(lang, index + 1, &file);
                    t.say(match left {
                        Some(said) => format!("{opened} · {said}"),
                        None => opened,
                    });
                    if analyse {
                        t.analyse(true, &mut self.shared);
                    }
                }
            }
        }
    }

    /// The seats of a new game of `variant` played on from a library game: both people,
    /// or as the new-game page has them.
    fn seats_for(&self, variant: &str, humans: bool) -> Vec<Player> {
        let Some(i) = self.catalog.index_of(variant) else {
            return vec![Player::Human; 2];
        };
        let entry = self.catalog.get(i);
        let seats = entry.players.max(1);
        if humans {
            return vec![Player::Human; seats];
        }
        let page = &self.menu.new_game;
        if i == self.menu.game && page.seats.len() == seats {
            page.players(false)
        } else {
            NewGamePage::new(entry, self.menu.level, self.lang()).players(false)
        }
    }
}
