//! The library screen's opening tree (F3, or "the games that reached this position"
//! from a game's dialog): the position shown, the moves the library's games played from
//! it with their counts and results, and the games that reached it. The position index
//! is built the first time it is asked for and kept while the library is open (rebuilt
//! only for another game of a mixed file). Stepping into a move walks the tree; Enter on
//! a game opens it for review at the position. Pure state: drawn by
//! `widgets/library_tree.rs`.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::explorer::{self, Explored, PositionIndex};
use crate::lang::{Lang, Localize};
use crate::library::Library;

/// Rows of the tree screen that are neither the board nor the games: title, line,
/// results, the side to move, the games' heading, the message, the keys.
pub const TREE_CHROME_ROWS: u16 = 7;

/// The opening tree, once opened.
pub struct Tree {
    pub index: PositionIndex,
    /// The start (a FEN; `None`: the game's start).
    pub start: Option<String>,
    /// The moves walked from the start.
    pub line: Vec<String>,
    /// What the index knows of the position at the end of the line.
    pub view: Explored,
    /// The selected move.
    pub sel: usize,
    /// The arrows move through the games instead of the moves.
    pub on_games: bool,
    /// The selected game (an index of `view.games`) and the first one shown.
    pub game_sel: usize,
    pub game_top: usize,
    /// Why the last step could not be taken.
    pub error: Option<String>,
    /// The tree starts at a game's position (`shell/search.rs`), not the library's.
    pub searched: bool,
}

/// What a key on the tree asks for.
pub enum TreeAction {
    None,
    /// Back to the list.
    Close,
    /// Open game `game` (from 0) for review after `ply` plies.
    Open {
        game: usize,
        ply: usize,
    },
}

impl Tree {
    /// The tree of `library`'s games of `variant`, at the position after `line` from
    /// `start`; `index`, when it is of that game, is used again.
    pub fn open(
        library: &Library,
        variant: &'static str,
        index: Option<PositionIndex>,
        start: Option<String>,
        line: Vec<String>,
        lang: Lang,
    ) -> Result<Tree, String> {
        let index = match index {
            Some(i) if i.variant() == variant => i,
            _ => PositionIndex::build(library, variant).map_err(|e| e.localize(lang))?,
        };
        let view =
            explorer::explore(&index, start.as_deref(), &line).map_err(|e| e.localize(lang))?;
        Ok(Tree {
            index,
            start,
            line: view.line.clone(),
            view,
            sel: 0,
            on_games: false,
            game_sel: 0,
            game_top: 0,
            error: None,
            searched: false,
        })
    }

    /// Shows the position after `line`, or says why it cannot.
    fn go(&mut self, line: Vec<String>, lang: Lang) -> bool {
        match explorer::explore(&self.index, self.start.as_deref(), &line) {
            Ok(view) => {
                self.line = view.line.clone();
                self.view = view;
                self.sel = 0;
                self.game_sel = 0;
                self.game_top = 0;
                self.error = None;
                true
            }
            Err(e) => {
                self.error = Some(e.localize(lang));
                false
            }
        }
    }

    /// A key, on a screen `height` rows high for a board of `size` rows.
    pub fn key(&mut self, key: KeyEvent, height: u16, size: u16, lang: Lang) -> TreeAction {
        let games_page = usize::from(height.saturating_sub(TREE_CHROME_ROWS + size)).max(1);
        let moves = self.view.moves.len();
        let games = self.view.games.len();
        match key.code {
            KeyCode::Esc | KeyCode::F(3) => return TreeAction::Close,
            KeyCode::Tab | KeyCode::BackTab => self.on_games = !self.on_games && games > 0,
            KeyCode::Up if self.on_games => self.game_sel = self.game_sel.saturating_sub(1),
            KeyCode::Down if self.on_games => {
                self.game_sel = (self.game_sel + 1).min(games.saturating_sub(1))
            }
            KeyCode::PageUp if self.on_games => {
                self.game_sel = self.game_sel.saturating_sub(games_page)
            }
            KeyCode::PageDown if self.on_games => {
                self.game_sel = (self.game_sel + games_page).min(games.saturating_sub(1))
            }
            KeyCode::Enter if self.on_games => {
                if let Some(g) = self.view.games.get(self.game_sel) {
                    return TreeAction::Open {
                        game: g.game,
                        ply: g.ply,
                    };
                }
            }
            KeyCode::Up => self.sel = self.sel.saturating_sub(1),
            KeyCode::Down => self.sel = (self.sel + 1).min(moves.saturating_sub(1)),
            KeyCode::Enter | KeyCode::Right => {
                if let Some(m) = self.view.moves.get(self.sel) {
                    let mut line = self.line.clone();
                    line.push(m.text.clone());
                    self.go(line, lang);
                }
            }
            KeyCode::Left | KeyCode::Backspace if !self.line.is_empty() => {
                let mut line = self.line.clone();
                let last = line.pop();
                if self.go(line, lang) {
                    // The move just left is selected, to step into the next one.
                    self.sel = last
                        .and_then(|t| self.view.moves.iter().position(|m| m.text == t))
                        .unwrap_or(0);
                }
            }
            KeyCode::Home => {
                self.go(Vec::new(), lang);
            }
            _ => {}
        }
        if self.game_sel < self.game_top {
            self.game_top = self.game_sel;
        } else if self.game_sel >= self.game_top + games_page {
            self.game_top = self.game_sel + 1 - games_page;
        }
        TreeAction::None
    }
}
