//! The start menu, as DAMA.COM's, modernised: first the game (Italian, English, ... from
//! the registry), then new game (colour and level), resume (the autosave, a saved game,
//! or a typed file name), rules and keys, another game, quit. Pure state: no view type.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::core::Level;
use crate::game::save::SaveSummary;

use super::games::GAMES;
use super::options::ColorChoice;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    /// Which game: the registry's games, then Quit.
    Games,
    Main,
    New,
    Resume,
    TypeName,
}

/// An entry of the resume page.
#[derive(Clone, PartialEq, Debug)]
pub enum ResumeItem {
    Autosave,
    Saved(usize),
    TypeName,
    Back,
}

pub struct MenuState {
    pub page: Page,
    pub sel: usize,
    /// The chosen game, an index in `games::GAMES`.
    pub game: usize,
    pub color: ColorChoice,
    pub level: Level,
    pub has_autosave: bool,
    pub saves: Vec<SaveSummary>,
    pub input: String,
    pub error: Option<String>,
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
    Help,
    /// Esc on the game page: back to the game in progress, or quit.
    Leave,
    Quit,
}

/// Rows of the main page: new game, resume, rules and keys, another game, quit.
pub const MAIN_ITEMS: usize = 5;
/// Rows of the new-game page: colour, level, start, back.
pub const NEW_ITEMS: usize = 4;

impl MenuState {
    /// The menu on the game page, `game` preselected.
    pub fn new(level: Level, game: usize) -> MenuState {
        MenuState {
            page: Page::Games,
            sel: game,
            game,
            color: ColorChoice::White,
            level,
            has_autosave: false,
            saves: Vec::new(),
            input: String::new(),
            error: None,
        }
    }

    /// The entries of the resume page, in order.
    pub fn resume_items(&self) -> Vec<ResumeItem> {
        let mut items = Vec::new();
        if self.has_autosave {
            items.push(ResumeItem::Autosave);
        }
        items.extend((0..self.saves.len()).map(ResumeItem::Saved));
        items.push(ResumeItem::TypeName);
        items.push(ResumeItem::Back);
        items
    }

    fn count(&self) -> usize {
        match self.page {
            Page::Games => GAMES.len() + 1,
            Page::Main => MAIN_ITEMS,
            Page::New => NEW_ITEMS,
            Page::Resume => self.resume_items().len(),
            Page::TypeName => 1,
        }
    }

    pub fn open(&mut self, page: Page) {
        self.page = page;
        self.sel = 0;
        self.error = None;
    }

    /// The new-game page, on its Start row.
    pub fn open_new(&mut self) {
        self.open(Page::New);
        self.sel = 2;
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
        let n = self.count();
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.sel = (self.sel + n - 1) % n,
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => self.sel = (self.sel + 1) % n,
            KeyCode::Left | KeyCode::Right if self.page == Page::New => {
                self.change(key.code == KeyCode::Right)
            }
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

    fn change(&mut self, up: bool) {
        match self.sel {
            0 => {
                let order = [ColorChoice::White, ColorChoice::Black, ColorChoice::Random];
                let i = order.iter().position(|&c| c == self.color).unwrap_or(0);
                let j = if up { (i + 1) % 3 } else { (i + 2) % 3 };
                self.color = order[j];
            }
            1 => {
                self.level = if up {
                    self.level.up().unwrap_or(Level::MAX)
                } else {
                    self.level.down().unwrap_or(Level::MIN)
                }
            }
            _ => {}
        }
    }

    fn choose(&mut self) -> MenuAction {
        match self.page {
            Page::Games if self.sel < GAMES.len() => {
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
                _ => MenuAction::Quit,
            },
            Page::New => match self.sel {
                0 | 1 => {
                    self.change(true);
                    MenuAction::None
                }
                2 => MenuAction::Start,
                _ => {
                    self.open(Page::Main);
                    MenuAction::None
                }
            },
            Page::Resume => match self.resume_items().get(self.sel) {
                Some(ResumeItem::Autosave) => MenuAction::LoadAutosave,
                Some(ResumeItem::Saved(i)) => MenuAction::LoadSaved(*i),
                Some(ResumeItem::TypeName) => {
                    self.open(Page::TypeName);
                    self.input.clear();
                    MenuAction::None
                }
                _ => {
                    self.open(Page::Main);
                    self.sel = 1;
                    MenuAction::None
                }
            },
            Page::TypeName => MenuAction::None,
        }
    }

    fn type_name_key(&mut self, key: KeyEvent) -> MenuAction {
        match key.code {
            KeyCode::Char(c) if self.input.chars().count() < 200 => self.input.push(c),
            KeyCode::Backspace => {
                self.input.pop();
            }
            KeyCode::Esc => self.open(Page::Resume),
            KeyCode::Enter if !self.input.trim().is_empty() => {
                return MenuAction::LoadNamed(self.input.trim().to_string());
            }
            _ => {}
        }
        MenuAction::None
    }
}
