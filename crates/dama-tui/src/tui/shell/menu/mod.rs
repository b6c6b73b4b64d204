//! The start menu, as DAMA.COM's, modernised: first the game (Italian, English, ... from
//! the registry), then new game (colour and level), resume (the autosave, a saved game,
//! or a typed file name), rules and keys, another game, quit. Pure state: no view type.

pub(crate) mod answers;
pub mod help;
pub mod net;
mod net_answers;
pub(crate) mod newgame;

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::core::Level;
use crate::game::save::SaveSummary;

use crate::lang::Lang;
use crate::tui::shell::catalog::GameEntry;
use crate::tui::shell::menu::newgame::{NewGameAction, NewGamePage, Row, SeatChoice};
use crate::tui::shell::options::ColorChoice;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    /// Which game: the registry's games, then Quit.
    Games,
    Main,
    New,
    Resume,
    TypeName,
    /// Play over the network: host or join (`net.rs`).
    Net,
}

/// An entry of the resume page.
#[derive(Clone, PartialEq, Debug)]
pub enum ResumeItem {
    Autosave,
    Saved(usize),
    /// A save that cannot be read ([`MenuState::broken`]): choosing it says why.
    Broken(usize),
    TypeName,
    /// Back to the library open (`library.rs`).
    BackToLibrary,
    /// Type the name of a PDN library to open.
    Library,
    Back,
}

pub struct MenuState {
    pub page: Page,
    pub sel: usize,
    /// The games offered (the catalog's), in menu order.
    pub games: &'static [GameEntry],
    /// The chosen game, an index in `games`.
    pub game: usize,
    pub color: ColorChoice,
    pub level: Level,
    pub has_autosave: bool,
    pub saves: Vec<SaveSummary>,
    /// The `.json` files of the save folder that cannot be read: name and error (in the
    /// player's language).
    pub broken: Vec<(String, String)>,
    pub input: String,
    pub error: Option<String>,
    /// The new-game page's choices.
    pub new_game: NewGamePage,
    /// The language the page checks typed positions in.
    pub lang: Lang,
    /// The Italian new-game page's endgame database row: the offer to build them, or the
    /// build's progress (None: no row).
    pub database_row: Option<String>,
    /// Why the last build failed, under the new-game page.
    pub database_note: Option<String>,
    /// The outside engine command the settings name: an engine seat starts with it.
    pub default_engine: Option<String>,
    /// The file name of the library open, if any (the resume page offers it).
    pub library: Option<String>,
    /// Whether the name typed is a library's (else a save's).
    pub typing_library: bool,
    /// The network page's choices.
    pub net: net::NetPage,
}

/// What the menu asks the app to do.
#[derive(Clone, PartialEq, Debug)]
pub enum MenuAction {
    None,
    /// Open the resume page (the app lists the saves first).
    OpenResume,
    Start,
    LoadAutosave,
    LoadSaved(usize),
    LoadNamed(String),
    /// Open the PDN library typed.
    OpenLibrary(String),
    /// Show the library open.
    BackToLibrary,
    Help,
    /// Open the settings page.
    Settings,
    /// Build the endgame databases, or stop the build under way.
    Database,
    /// Open the position editor of the chosen game.
    Edit,
    /// Esc on the game page: back to the game in progress, or quit.
    Leave,
    /// Host, join, or give a hosting up (the network page).
    Net(net::NetAction),
    /// Open the puzzle mode of the chosen game.
    Puzzles,
    Quit,
}

/// Rows of the main page: new game, resume, rules and keys, another game, the
/// position editor, settings, play over the network, quit; the draughts games have
/// "Puzzles" before quit ([`PUZZLES_ITEM`]).
pub const MAIN_ITEMS: usize = 8;
/// The row of the puzzle mode on the main page, for the games that have it.
pub const PUZZLES_ITEM: usize = 7;

impl MenuState {
    /// The menu on the game page, `game` preselected.
    pub fn new(games: &'static [GameEntry], level: Level, game: usize) -> MenuState {
        MenuState {
            page: Page::Games,
            sel: game,
            game,
            color: ColorChoice::White,
            level,
            has_autosave: false,
            saves: Vec::new(),
            broken: Vec::new(),
            input: String::new(),
            error: None,
            new_game: NewGamePage::new(&games[game.min(games.len() - 1)], level, Lang::En),
            games,
            lang: Lang::En,
            database_row: None,
            database_note: None,
            default_engine: None,
            library: None,
            typing_library: false,
            net: net::NetPage::default(),
        }
    }

    /// The colour the player asked for (flags, settings): who plays the first two seats
    /// on the new-game page.
    pub fn set_colour(&mut self, colour: ColorChoice) {
        self.color = colour;
        let computer = SeatChoice::Computer(self.level);
        let page = &mut self.new_game;
        if page.seats.len() >= 2 {
            page.random = colour == ColorChoice::Random;
            let (first, second) = match colour {
                ColorChoice::Black => (computer, SeatChoice::Human),
                _ => (SeatChoice::Human, computer),
            };
            page.seats[0] = first;
            page.seats[1] = second;
        }
    }

    /// The outside engine command the settings name (`None`: no default), offered on
    /// every engine seat whose command is still empty.
    pub fn set_default_engine(&mut self, command: Option<String>) {
        self.default_engine = command;
        self.offer_engine();
    }

    fn offer_engine(&mut self) {
        if let Some(command) = &self.default_engine {
            for field in &mut self.new_game.engines {
                if field.text.trim().is_empty() {
                    field.text = command.clone();
                    field.caret = command.chars().count();
                }
            }
        }
    }

    /// The computer's level changed in a game (`L 2`): the level offered next, and the
    /// computer seats of the new-game page, are the new one.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
        for seat in &mut self.new_game.seats {
            if let SeatChoice::Computer(old) = seat {
                *old = level;
            }
        }
    }

    /// The rows of the new-game page for the chosen game (Italian draughts: the
    /// endgame database row before Start, while it has something to offer or show).
    pub fn new_game_rows(&self) -> Vec<Row> {
        let mut rows = self.new_game.rows(self.entry(), self.lang);
        if self.uses_databases() && self.database_row.is_some() {
            let at = rows
                .iter()
                .position(|r| *r == Row::Start)
                .unwrap_or(rows.len());
            rows.insert(at, Row::Database);
        }
        rows
    }

    /// Whether the new-game page shows the endgame database's note (why a build failed).
    pub fn shows_database(&self) -> bool {
        self.uses_databases() && self.database_note.is_some()
    }

    /// Whether the chosen game uses the endgame databases (Italian draughts).
    fn uses_databases(&self) -> bool {
        (self.entry().uses_databases)()
    }

    /// Whether the chosen game has the puzzle mode (the main page's "Puzzles" row).
    pub fn has_puzzles(&self) -> bool {
        (self.entry().has_puzzles)()
    }

    /// The chosen game's entry.
    pub fn entry(&self) -> &'static GameEntry {
        &self.games[self.game.min(self.games.len() - 1)]
    }

    /// The error of the save that cannot be read under the selection, if it is one.
    pub fn selected_broken(&self) -> Option<&str> {
        match self.resume_items().get(self.sel) {
            Some(ResumeItem::Broken(i)) if self.page == Page::Resume => {
                self.broken.get(*i).map(|(_, why)| why.as_str())
            }
            _ => None,
        }
    }

    /// The entries of the resume page, in order.
    pub fn resume_items(&self) -> Vec<ResumeItem> {
        let mut items = Vec::new();
        if self.has_autosave {
            items.push(ResumeItem::Autosave);
        }
        items.extend((0..self.saves.len()).map(ResumeItem::Saved));
        items.extend((0..self.broken.len()).map(ResumeItem::Broken));
        items.push(ResumeItem::TypeName);
        if self.library.is_some() {
            items.push(ResumeItem::BackToLibrary);
        }
        items.push(ResumeItem::Library);
        items.push(ResumeItem::Back);
        items
    }

    fn count(&self) -> usize {
        match self.page {
            Page::Games => self.games.len() + 1,
            Page::Main => MAIN_ITEMS + usize::from(self.has_puzzles()),
            Page::New => self.new_game_rows().len(),
            Page::Resume => self.resume_items().len(),
            Page::TypeName => 1,
            Page::Net => self.net_rows().len().max(1),
        }
    }

    pub fn open(&mut self, page: Page) {
        self.page = page;
        self.sel = 0;
        self.error = None;
    }

    /// The new-game page, on its Start row (a new page when the game changed).
    pub fn open_new(&mut self) {
        let entry = self.entry();
        if self.new_game.seats.len() != entry.players.max(1)
            || self.new_game.setup.len() != (entry.setup_options)(self.lang).len()
        {
            self.new_game = NewGamePage::new(entry, self.level, self.lang);
            self.set_colour(self.color);
            self.offer_engine();
        }
        self.open(Page::New);
        let rows = self.new_game_rows();
        self.sel = rows.iter().position(|r| *r == Row::Start).unwrap_or(0);
    }

    /// The game page, on the chosen game.
    pub fn open_games(&mut self) {
        self.open(Page::Games);
        self.sel = self.game;
    }

    pub fn key(&mut self, key: KeyEvent) -> MenuAction {
        if self.page == Page::TypeName {
            return self.type_name_key(key);
        }
        if self.page == Page::New {
            return self.new_game_key(key);
        }
        if self.page == Page::Net {
            return self.net_key(key);
        }
        let n = self.count();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.sel = (self.sel + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => self.sel = (self.sel + 1) % n,
            KeyCode::Esc | KeyCode::Backspace => match self.page {
                Page::Games => return MenuAction::Leave,
                Page::Main => self.open_games(),
                _ => self.open(Page::Main),
            },
            KeyCode::Char('q') if matches!(self.page, Page::Main | Page::Games) => {
                return MenuAction::Quit;
            }
            KeyCode::Enter | KeyCode::Char(' ') => return self.choose(),
            _ => {}
        }
        MenuAction::None
    }

    /// The new-game page: Up and Down between rows, the rest to the page.
    fn new_game_key(&mut self, key: KeyEvent) -> MenuAction {
        let rows = self.new_game_rows();
        let n = rows.len();
        let row = rows.get(self.sel).copied().unwrap_or(Row::Start);
        if !self.new_game.editing {
            match key.code {
                KeyCode::Up | KeyCode::Char('k') => {
                    self.sel = (self.sel + n - 1) % n;
                    return MenuAction::None;
                }
                KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                    self.sel = (self.sel + 1) % n;
                    return MenuAction::None;
                }
                KeyCode::Esc | KeyCode::Backspace => {
                    self.open(Page::Main);
                    return MenuAction::None;
                }
                _ => {}
            }
        }
        let entry = self.entry();
        let lang = self.lang;
        let action = self.new_game.key(key, row, entry, lang);
        match action {
            NewGameAction::Start => {
                // The level offered next time is the computer's in the game started;
                // the levels a seat passed through on its way to another choice (an
                // outside engine, a person) are never kept.
                if let Some(SeatChoice::Computer(level)) = self
                    .new_game
                    .seats
                    .iter()
                    .find(|s| matches!(s, SeatChoice::Computer(_)))
                {
                    self.level = *level;
                }
                MenuAction::Start
            }
            NewGameAction::Database => MenuAction::Database,
            NewGameAction::Back => {
                self.open(Page::Main);
                MenuAction::None
            }
            NewGameAction::None => MenuAction::None,
        }
    }

    fn choose(&mut self) -> MenuAction {
        match self.page {
            Page::Games if self.sel < self.games.len() => {
                self.game = self.sel;
                self.open(Page::Main);
                MenuAction::None
            }
            Page::Games => MenuAction::Quit,
            Page::Main => match self.sel {
                0 => {
                    self.open_new();
                    MenuAction::None
                }
                1 => MenuAction::OpenResume,
                2 => MenuAction::Help,
                3 => {
                    self.open_games();
                    MenuAction::None
                }
                4 => MenuAction::Edit,
                5 => MenuAction::Settings,
                net::NET_ITEM => {
                    self.open_net();
                    MenuAction::None
                }
                PUZZLES_ITEM if self.has_puzzles() => MenuAction::Puzzles,
                _ => MenuAction::Quit,
            },
            Page::New => MenuAction::None,
            Page::Resume => match self.resume_items().get(self.sel) {
                Some(ResumeItem::Autosave) => MenuAction::LoadAutosave,
                Some(ResumeItem::Saved(i)) => MenuAction::LoadSaved(*i),
                Some(ResumeItem::Broken(i)) => {
                    self.error = self.broken.get(*i).map(|(_, why)| why.clone());
                    MenuAction::None
                }
                Some(ResumeItem::TypeName) => {
                    self.open(Page::TypeName);
                    self.typing_library = false;
                    self.input.clear();
                    MenuAction::None
                }
                Some(ResumeItem::Library) => {
                    self.open(Page::TypeName);
                    self.typing_library = true;
                    self.input.clear();
                    MenuAction::None
                }
                Some(ResumeItem::BackToLibrary) => MenuAction::BackToLibrary,
                _ => {
                    self.open(Page::Main);
                    self.sel = 1;
                    MenuAction::None
                }
            },
            Page::TypeName | Page::Net => MenuAction::None,
        }
    }

    fn type_name_key(&mut self, key: KeyEvent) -> MenuAction {
        match key.code {
            KeyCode::Char(c) if self.input.chars().count() < 200 => self.input.push(c),
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Esc => self.open(Page::Resume),
            KeyCode::Enter if !self.input.trim().is_empty() && self.typing_library => {
                return MenuAction::OpenLibrary(self.input.trim().to_string());
            }
            KeyCode::Enter if !self.input.trim().is_empty() => {
                return MenuAction::LoadNamed(self.input.trim().to_string());
            }
            _ => {}
        }
        MenuAction::None
    }
}
