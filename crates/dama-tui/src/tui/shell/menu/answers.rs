//! The app's answers to the menu: starting, resuming and loading games, the help, the
//! endgame database build, leaving.

use crate::lang::LangText;
use std::path::Path;

use rand::RngExt;

use crate::game::save;
use crate::lang::{fill, render_save_error};
use crate::tui::shell::app::{App, Screen, StartError};
use crate::tui::shell::catalog::{GameSpec, Overrides};
use crate::tui::shell::menu::{MenuAction, Page};

impl App {
    pub(in crate::tui) fn menu_action(&mut self, action: MenuAction) {
        match action {
            MenuAction::None => {}
            MenuAction::Quit => self.quit = true,
            MenuAction::Leave if self.table.is_some() => {
                self.screen = Screen::Game;
                if let Some(t) = self.table.as_mut() {
                    t.resume(&mut self.shared);
                }
            }
            MenuAction::Leave => self.quit = true,
            MenuAction::Help => self.open_help(),
            MenuAction::Net(a) => self.net_action(a),
            MenuAction::Settings => self.open_settings(Screen::Menu),
            MenuAction::Edit => self.open_editor(false),
            MenuAction::Puzzles => self.open_puzzles(),
            MenuAction::Database => {
                let tx = self.shared.tx.clone();
                self.shared.databases.toggle_build(&tx);
                self.sync_databases();
            }
            MenuAction::OpenResume => {
                self.menu.has_autosave = self.autosave_path().is_file();
                let (saves, broken) = crate::games::scan(&self.shared.opts.save_dir);
                self.menu.saves = saves
                    .into_iter()
                    .filter(|s| !self.catalog.is_autosave(&s.path))
                    .collect();
                // Files that cannot be read are listed with their error, not left out.
                let lang = self.lang();
                self.menu.broken = broken
                    .iter()
                    .filter(|e| !self.catalog.is_autosave(e.path()))
                    .map(|e| {
                        let name = e.path().file_stem().map(|n| n.to_string_lossy());
                        let name = name.unwrap_or_default().into_owned();
                        (name, render_save_error(lang, e))
                    })
                    .collect();
                self.menu.open(Page::Resume);
            }
            MenuAction::Start => {
                let page = self.menu.new_game.clone();
                let swap = page.random && self.shared.rng.random::<bool>();
                let ballot = if page.ballot {
                    self.draw_ballot()
                } else {
                    None
                };
                let position =
                    Some(page.position.text.trim().to_string()).filter(|t| !t.is_empty());
                let spec = GameSpec {
                    players: page.players(swap),
                    setup: page.setup.clone(),
                    position,
                    ballot,
                    clock: page.clock(),
                    engines: page.engine_commands(swap),
                };
                let level = self.menu.level.get();
                self.shared.remember(|c| c.level = Some(level));
                let table = self.entry().start_game(spec, &mut self.shared);
                self.show(table);
            }
            MenuAction::LoadAutosave => {
                let path = self.autosave_path();
                self.load(&path, false);
            }
            MenuAction::LoadSaved(i) => {
                if let Some(path) = self.menu.saves.get(i).map(|s| s.path.clone()) {
                    self.load(&path, true);
                }
            }
            MenuAction::OpenLibrary(name) => {
                let path = std::path::PathBuf::from(name);
                if let Err(e) = self.open_library(&path) {
                    self.menu.error = Some(e.to_string());
                }
            }
            MenuAction::BackToLibrary => {
                if self.library.is_some() {
                    self.screen = Screen::Library;
                }
            }
            MenuAction::LoadNamed(name) => {
                let path = save::resolve_in(&self.shared.opts.save_dir, &name);
                self.load(&path, true);
            }
        }
    }

    pub(in crate::tui) fn load(&mut self, path: &Path, named: bool) {
        let lang = self.lang();
        let t = lang.text();
        let shown = path.display().to_string();
        match (self.catalog.load)(path, named, Overrides::default(), &mut self.shared) {
            Ok(table) => {
                self.show(table);
                if let Some(t2) = self.table.as_mut() {
                    t2.say(fill(t.loaded, &[&shown]));
                }
            }
            Err(e) => {
                let why = render_save_error(lang, &e);
                self.menu.error = Some(fill(t.load_failed, &[&shown, &why]));
            }
        }
    }

    /// The puzzle mode of the chosen game (the menu's "Puzzles"); why not, under the menu.
    pub(in crate::tui) fn open_puzzles(&mut self) {
        match (self.catalog.puzzles)(self.entry().id, &mut self.shared) {
            Ok(table) => self.show(table),
            Err(why) => self.menu.error = Some(why),
        }
    }

    /// The puzzle mode at start (`dama play --puzzles --game G`).
    pub(in crate::tui) fn puzzles_from_flags(&mut self) -> Result<(), StartError> {
        let table = (self.catalog.puzzles)(self.entry().id, &mut self.shared)
            .map_err(StartError::Puzzles)?;
        self.show(table);
        Ok(())
    }
}
