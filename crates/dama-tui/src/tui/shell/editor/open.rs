//! The app's side of the position editor: opening it (from the menu, from a game on the
//! position shown, from the command line's `--edit`) and showing what it hands over
//! when it is left (a game from the position, the game it was opened from, or the menu).

use crate::tui::shell::app::{App, Screen, StartError};
use crate::tui::shell::editor::EditFrom;
use crate::tui::shell::menu::Page;

impl App {
    /// Opens the editor of the chosen game; `from_game`: on the position of the game in
    /// progress, which Esc comes back to.
    pub(in crate::tui) fn open_editor(&mut self, from_game: bool) {
        let back = if from_game {
            if let Some(t) = self.table.as_mut() {
                t.stop();
            }
            self.table.take()
        } else {
            None
        };
        let from = EditFrom {
            back,
            text: None,
            level: self.menu.level,
        };
        if let Some(i) = from
            .back
            .as_ref()
            .and_then(|t| self.catalog.index_of(t.game_id()))
        {
            self.menu.game = i;
        }
        // Without a text the editor always opens.
        if let Ok(editor) = (self.entry().edit)(from, &mut self.shared) {
            self.show(editor);
        }
    }

    /// `dama play --edit [--fen F]`: the editor of the flags' game.
    pub(in crate::tui) fn editor_from_flags(&mut self) -> Result<(), StartError> {
        let from = EditFrom {
            back: None,
            text: self.shared.opts.fen.clone(),
            level: self.menu.level,
        };
        let editor = (self.entry().edit)(from, &mut self.shared).map_err(StartError::Position)?;
        self.show(editor);
        Ok(())
    }

    /// The table handed over by the one shown (`Request::Swap`), or the menu.
    pub(in crate::tui) fn swap(&mut self) {
        match self.table.as_mut().and_then(|t| t.take_next()) {
            Some(next) => {
                self.show(next);
                if let Some(t) = self.table.as_mut() {
                    t.resume(&mut self.shared);
                }
            }
            None => {
                if let Some(old) = self.table.as_mut() {
                    old.stop();
                }
                self.table = None;
                self.menu.open(Page::Main);
                self.screen = Screen::Menu;
            }
        }
    }
}
