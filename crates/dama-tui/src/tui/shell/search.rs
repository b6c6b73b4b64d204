//! The position search opened from a game or the position editor (F8, or the move
//! line's `search` / `cerca`): a page asks for the PDN library (the file open in the
//! library screen is offered, and the libraries opened this session are a key away),
//! then the library screen's opening tree shows the board of the game exactly (its
//! pieces and side to move): the games that reached it and the moves played from it.
//! Esc there comes back to the game as it was left (the game paused its clocks and its
//! computer before asking: `table/play.rs`); Enter on a game of the library opens it at
//! that position, the game left saved first under [`LEFT_NAME`]. A library holding no
//! game of the game searched is refused with a message naming what it holds. Drawn by
//! `widgets/search.rs`.

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::explorer;
use crate::lang::Localize;
use crate::lang::position_search as words;
use crate::library::{self, Library};

use crate::tui::shell::app::{App, Screen};
use crate::tui::shell::field::Field;
use crate::tui::shell::library::LibraryState;

/// The save (in the save folder) that keeps the game left for a library game.
pub const LEFT_NAME: &str = "before-search";

/// The longest path typed.
const PATH_MAX: usize = 1000;

/// The libraries remembered for the page (this session's, newest first).
const RECENT_MAX: usize = 8;

/// The page asking which library to search.
pub struct SearchPage {
    /// The game searched (a `Rules::VARIANT`) and its name.
    pub variant: &'static str,
    pub game: &'static str,
    /// The position searched, as its FEN.
    pub fen: String,
    pub field: Field,
    /// The recent library chosen with the arrows, if any.
    pub sel: Option<usize>,
    pub error: Option<String>,
}

/// The search's state in the app: the page while it is open, and the libraries opened.
#[derive(Default)]
pub struct Search {
    pub page: Option<SearchPage>,
    pub recent: Vec<PathBuf>,
}

impl Search {
    /// Remembers `path` as the newest library opened.
    pub fn remember(&mut self, path: PathBuf) {
        self.recent.retain(|p| *p != path);
        self.recent.insert(0, path);
        self.recent.truncate(RECENT_MAX);
    }
}

impl App {
    /// The position search page, for the board of the game shown (F8, `search`).
    pub(in crate::tui) fn open_search(&mut self) {
        let lang = self.lang();
        let Some(table) = self.table.as_mut() else {
            return;
        };
        let variant = table.game_id();
        let game = table.name(lang);
        let fen = match table.search_position(lang) {
            _ if !explorer::has_search(variant) => Err(words::unavailable(lang, game)),
            found => found,
        };
        let fen = match fen {
            Ok(fen) => fen,
            Err(why) => {
                table.say(why);
                table.resume(&mut self.shared);
                return;
            }
        };
        let offered = self
            .library
            .as_ref()
            .map(|l| l.library.path.clone())
            .or_else(|| self.search.recent.first().cloned())
            .map(|p| p.display().to_string())
            .unwrap_or_default();
        self.search.page = Some(SearchPage {
            variant,
            game,
            fen,
            field: Field::offering(&offered),
            sel: None,
            error: None,
        });
        self.screen = Screen::Search;
    }

    /// Back to the game from the page or the tree, as it was left.
    pub(in crate::tui) fn close_search(&mut self) {
        self.search.page = None;
        self.screen = Screen::Game;
        match self.table.as_mut() {
            Some(t) => t.resume(&mut self.shared),
            None => self.screen = Screen::Menu,
        }
    }

    pub(in crate::tui) fn search_key(&mut self, key: KeyEvent) {
        let recent = self.search.recent.clone();
        let Some(page) = self.search.page.as_mut() else {
            return self.close_search();
        };
        let pick = |page: &mut SearchPage, i: usize| {
            page.sel = Some(i);
            page.field = Field::offering(&recent[i].display().to_string());
        };
        match key.code {
            KeyCode::Esc => self.close_search(),
            KeyCode::Up if !recent.is_empty() => {
                let i = page.sel.map_or(recent.len() - 1, |i| i.saturating_sub(1));
                pick(page, i);
            }
            KeyCode::Down if !recent.is_empty() => {
                let i = page.sel.map_or(0, |i| (i + 1).min(recent.len() - 1));
                pick(page, i);
            }
            KeyCode::Enter => self.run_search(),
            _ => {
                if page.field.key(key, PATH_MAX) {
                    page.sel = None;
                }
            }
        }
    }

    /// Opens the library typed and its tree at the position, or says why not.
    fn run_search(&mut self) {
        let lang = self.lang();
        let Some(page) = self.search.page.as_mut() else {
            return;
        };
        let typed = page.field.text.trim().to_string();
        if typed.is_empty() {
            page.error = Some(words::no_file(lang).to_string());
            return;
        }
        let path = PathBuf::from(&typed);
        let same = self
            .library
            .as_ref()
            .is_some_and(|l| l.library.path == path);
        let mut state = match self.library.take() {
            Some(open) if same => open,
            kept => {
                self.library = kept;
                match Library::open(&path, library::pdn_variant(page.variant)) {
                    Ok(lib) => LibraryState::new(lib),
                    Err(e) => {
                        page.error = Some(e.localize(lang));
                        return;
                    }
                }
            }
        };
        let (variant, game) = (page.variant, page.game);
        let lib = &state.library;
        if !(0..lib.len()).any(|i| lib.variant(i) == Some(variant)) {
            let mut held: Vec<&str> = Vec::new();
            for v in (0..lib.len()).filter_map(|i| lib.variant(i)) {
                let name = self
                    .catalog
                    .index_of(v)
                    .map_or(v, |i| (self.catalog.get(i).name)(lang));
                if !held.contains(&name) {
                    held.push(name);
                }
            }
            let held = if held.is_empty() {
                crate::lang::explorer::no_tree(lang).to_string()
            } else {
                held.join(", ")
            };
            let file = state.file_name();
            page.error = Some(words::wrong_game(lang, &file, game, &held));
            if same {
                self.library = Some(state);
            }
            return;
        }
        let fen = page.fen.clone();
        if let Err(e) = state.search_tree(variant, fen, lang) {
            page.error = Some(e);
            if same {
                self.library = Some(state);
            }
            return;
        }
        self.search.page = None;
        self.search.remember(path);
        self.menu.library = Some(state.file_name());
        self.library = Some(state);
        self.screen = Screen::Library;
    }

    /// Saves the game shown under [`LEFT_NAME`] before a library game replaces it: what
    /// to say about it (nothing for a game without moves, or the editor).
    pub(in crate::tui) fn keep_left(&mut self) -> Option<String> {
        let lang = self.lang();
        let kept = self.table.as_mut()?.keep_aside(LEFT_NAME, &self.shared)?;
        Some(match kept {
            Ok(path) => words::left_saved(lang, &path.display().to_string()),
            Err(why) => words::left_not_saved(lang, &why),
        })
    }
}
