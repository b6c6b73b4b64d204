//! The library screen's state, for any game: a PDN file's games as a list (number,
//! White, Black, event, date, result, moves), filtered by typed text, sorted by a column,
//! scrolled by page; Enter reads the chosen game and offers to review it (from the start
//! or the end), to play on from a move as a new game, or to see the games that reached
//! its position in the opening tree (F3 opens the tree at the start: `tree.rs`). Pure
//! state: the app turns the
//! chosen action into a table (`app_library.rs`), the view draws it (`widgets/library.rs`).

pub(crate) mod open;
pub mod tree;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::explorer::{self, PositionIndex};
use crate::games::AnyGame;
use crate::lang::Lang;
use crate::lang::library as words;
use crate::library::{self, Column, Library};
use tree::{Tree, TreeAction};

/// Rows of the screen that are not list rows: title, filter, heading, message, keys.
pub const CHROME_ROWS: u16 = 5;

/// What the open dialog offers, in order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    ReviewStart,
    ReviewEnd,
    /// The analysis mode at the move chosen (`shell/study/analysis.rs`).
    Analyse,
    PlayOnHumans,
    PlayOnSeats,
    /// The opening tree at the move chosen: the games that reached the position.
    Tree,
}

const CHOICES: [Choice; 6] = [
    Choice::ReviewStart,
    Choice::ReviewEnd,
    Choice::Analyse,
    Choice::PlayOnHumans,
    Choice::PlayOnSeats,
    Choice::Tree,
];

/// The dialog over the list once a game is read.
pub struct OpenDialog {
    pub game: AnyGame,
    /// Its index in the library (from 0).
    pub index: usize,
    pub sel: usize,
    /// The move to play on from.
    pub move_no: usize,
    /// The last move number of the game (the furthest `move_no` goes).
    pub last_move: usize,
}

/// What the library asks the app to do.
pub enum LibraryAction {
    None,
    /// Esc with no filter: back to the menu.
    Leave,
    /// Esc on a tree opened from a game (`shell/search.rs`): back to that game.
    BackToGame,
    /// Show `game` (read from game `index`) on its table: for review at `ply`, or as a
    /// new game from `ply` with the given seats (`humans`: both people).
    Open {
        game: Box<AnyGame>,
        index: usize,
        ply: usize,
        play_on: Option<bool>,
        /// Open it in the analysis mode.
        analyse: bool,
    },
}

pub struct LibraryState {
    pub library: Library,
    /// The games shown, in order (indices into the library).
    pub rows: Vec<usize>,
    pub filter: String,
    pub sort: Column,
    pub reverse: bool,
    /// The column under the cursor (an index of `Column::ALL`).
    pub column: usize,
    /// The selected row (an index of `rows`).
    pub sel: usize,
    /// The first row shown.
    pub top: usize,
    pub dialog: Option<OpenDialog>,
    /// Why the last game could not be opened.
    pub error: Option<String>,
    /// The opening tree, while it is shown.
    pub tree: Option<Tree>,
    /// The position index of the last tree closed, kept for the next.
    index: Option<PositionIndex>,
    /// The tree shows a game's position (`shell/search.rs`): Esc goes back to the game.
    pub back_to_game: bool,
}

impl LibraryState {
    pub fn new(library: Library) -> LibraryState {
        let rows = (0..library.len()).collect();
        LibraryState {
            library,
            rows,
            filter: String::new(),
            sort: Column::Number,
            reverse: false,
            column: 0,
            sel: 0,
            top: 0,
            dialog: None,
            error: None,
            tree: None,
            index: None,
            back_to_game: false,
        }
    }

    /// The file's name as shown.
    pub fn file_name(&self) -> String {
        self.library.path.file_name().map_or_else(
            || self.library.path.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    }

    fn refresh(&mut self) {
        let chosen = self.rows.get(self.sel).copied();
        self.rows = self.library.rows(&self.filter, self.sort, self.reverse);
        self.sel = chosen
            .and_then(|g| self.rows.iter().position(|&r| r == g))
            .unwrap_or(0);
    }

    /// Sorts by column `c`; the same column again reverses the order.
    pub fn sort_by(&mut self, c: Column) {
        if self.sort == c {
            self.reverse = !self.reverse;
        } else {
            self.sort = c;
            self.reverse = false;
        }
        self.refresh();
    }

    /// A key on a screen `height` rows high.
    pub fn key(&mut self, key: KeyEvent, height: u16, lang: Lang) -> LibraryAction {
        if self.dialog.is_some() {
            return self.dialog_key(key, lang);
        }
        if self.tree.is_some() {
            return self.tree_key(key, height, lang);
        }
        let page = usize::from(height.saturating_sub(CHROME_ROWS)).max(1);
        let last = self.rows.len().saturating_sub(1);
        match key.code {
            KeyCode::Up => self.sel = self.sel.saturating_sub(1),
            KeyCode::Down => self.sel = (self.sel + 1).min(last),
            KeyCode::PageUp => self.sel = self.sel.saturating_sub(page),
            KeyCode::PageDown => self.sel = (self.sel + page).min(last),
            KeyCode::Home => self.sel = 0,
            KeyCode::End => self.sel = last,
            KeyCode::Left => self.column = self.column.saturating_sub(1),
            KeyCode::Right => self.column = (self.column + 1).min(Column::ALL.len() - 1),
            KeyCode::F(2) => self.sort_by(Column::ALL[self.column]),
            KeyCode::F(3) => self.open_tree(None, Vec::new(), lang),
            KeyCode::Char(d @ '0'..='6') if key.modifiers.contains(KeyModifiers::ALT) => {
                let k = usize::from(d as u8 - b'0');
                self.column = k;
                self.sort_by(Column::ALL[k]);
            }
            KeyCode::Char(c)
                if !key
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
                    && self.filter.chars().count() < 100 =>
            {
                self.filter.push(c);
                self.refresh();
            }
            KeyCode::Backspace => {
                self.filter.pop();
                self.refresh();
            }
            KeyCode::Esc if !self.filter.is_empty() => {
                self.filter.clear();
                self.refresh();
            }
            KeyCode::Esc => return LibraryAction::Leave,
            KeyCode::Enter => self.open_selected(lang),
            _ => {}
        }
        self.scroll(page);
        LibraryAction::None
    }

    /// Keeps the selected row on the page.
    fn scroll(&mut self, page: usize) {
        if self.sel < self.top {
            self.top = self.sel;
        } else if self.sel >= self.top + page {
            self.top = self.sel + 1 - page;
        }
    }

    /// Reads the selected game: the dialog, or the game's problem.
    fn open_selected(&mut self, lang: Lang) {
        let Some(&index) = self.rows.get(self.sel) else {
            return;
        };
        match self.library.load(index) {
            Ok(game) => {
                let plies = library::plies(&game);
                let last_move = library::move_at(&game, plies.saturating_sub(1)).max(1);
                self.error = None;
                self.dialog = Some(OpenDialog {
                    game,
                    index,
                    sel: 0,
                    move_no: last_move,
                    last_move,
                });
            }
            Err(p) => {
                let file = self.file_name();
                let line = self.library.line(index);
                self.error = Some(words::game_problem(lang, &file, index + 1, line, &p));
            }
        }
    }

    /// The game (a `Rules::VARIANT`) of the tree: the selected game's, else the first
    /// good game's.
    fn tree_variant(&self) -> Option<&'static str> {
        self.rows
            .get(self.sel)
            .and_then(|&i| self.library.variant(i))
            .or_else(|| (0..self.library.len()).find_map(|i| self.library.variant(i)))
    }

    /// Opens the opening tree at the position after `line` from `start`.
    fn open_tree(&mut self, start: Option<String>, line: Vec<String>, lang: Lang) {
        let Some(variant) = self.tree_variant() else {
            self.error = Some(crate::lang::explorer::no_tree(lang).to_string());
            return;
        };
        let index = self.index.take();
        match Tree::open(&self.library, variant, index, start, line, lang) {
            Ok(tree) => {
                self.error = None;
                self.tree = Some(tree);
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Opens the tree at `fen` (a position of a game of `variant`) for a search from a
    /// game: Esc on it goes back to the game.
    pub fn search_tree(
        &mut self,
        variant: &'static str,
        fen: String,
        lang: Lang,
    ) -> Result<(), String> {
        let index = self.index.take().or(self.tree.take().map(|t| t.index));
        let mut tree = Tree::open(&self.library, variant, index, Some(fen), Vec::new(), lang)?;
        tree.searched = true;
        self.dialog = None;
        self.tree = Some(tree);
        self.back_to_game = true;
        Ok(())
    }

    fn tree_key(&mut self, key: KeyEvent, height: u16, lang: Lang) -> LibraryAction {
        let Some(tree) = self.tree.as_mut() else {
            return LibraryAction::None;
        };
        let size = tree.view.diagram.len() as u16;
        let action = tree.key(key, height, size, lang);
        match action {
            TreeAction::None => LibraryAction::None,
            TreeAction::Close => {
                self.index = self.tree.take().map(|t| t.index);
                if std::mem::take(&mut self.back_to_game) {
                    return LibraryAction::BackToGame;
                }
                LibraryAction::None
            }
            TreeAction::Open { game, ply } => match self.library.load(game) {
                Ok(loaded) => LibraryAction::Open {
                    game: Box::new(loaded),
                    index: game,
                    ply,
                    play_on: None,
                    analyse: false,
                },
                Err(p) => {
                    let file = self.file_name();
                    let line = self.library.line(game);
                    let said = words::game_problem(lang, &file, game + 1, line, &p);
                    if let Some(tree) = self.tree.as_mut() {
                        tree.error = Some(said);
                    }
                    LibraryAction::None
                }
            },
        }
    }

    fn dialog_key(&mut self, key: KeyEvent, lang: Lang) -> LibraryAction {
        let Some(d) = self.dialog.as_mut() else {
            return LibraryAction::None;
        };
        let n = CHOICES.len();
        match key.code {
            KeyCode::Up => d.sel = (d.sel + n - 1) % n,
            KeyCode::Down | KeyCode::Tab => d.sel = (d.sel + 1) % n,
            KeyCode::Left => d.move_no = d.move_no.saturating_sub(1).max(1),
            KeyCode::Right => d.move_no = (d.move_no + 1).min(d.last_move),
            KeyCode::Char(c @ '0'..='9') => {
                let typed = (d.move_no * 10 + usize::from(c as u8 - b'0')) % 10_000;
                d.move_no = if typed > d.last_move {
                    usize::from(c as u8 - b'0')
                } else {
                    typed
                }
                .clamp(1, d.last_move);
            }
            KeyCode::Backspace => d.move_no = (d.move_no / 10).max(1),
            KeyCode::Esc => self.dialog = None,
            KeyCode::Enter => {
                let Some(d) = self.dialog.take() else {
                    return LibraryAction::None;
                };
                let plies = library::plies(&d.game);
                let from = library::ply_of_move(&d.game, d.move_no);
                let (ply, play_on) = match CHOICES[d.sel] {
                    Choice::ReviewStart => (0, None),
                    Choice::ReviewEnd => (plies, None),
                    Choice::Analyse => (from, None),
                    Choice::PlayOnHumans => (from, Some(true)),
                    Choice::PlayOnSeats => (from, Some(false)),
                    Choice::Tree => {
                        let (start, line) = explorer::line_of(&d.game, from);
                        self.open_tree(start, line, lang);
                        return LibraryAction::None;
                    }
                };
                return LibraryAction::Open {
                    game: Box::new(d.game),
                    index: d.index,
                    ply,
                    play_on,
                    analyse: CHOICES[d.sel] == Choice::Analyse,
                };
            }
            _ => {}
        }
        LibraryAction::None
    }
}
