//! The shell: the application state and its update function, the same for every game.
//! Its parts are the menu, the help screen, the table of the game in progress (a
//! [`Table`], whatever the game) and what the tables share. Every change of state
//! happens here or in the table, one `Event` at a time; drawing only reads (`widgets/screen.rs`).

use std::path::PathBuf;
use std::sync::mpsc::Sender;

use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;

use crate::core::{Level, Seat};
use crate::game::{Player, Record};
use crate::lang::Lang;

use crate::tui::shell::catalog::{Catalog, GameEntry, GameSpec, Overrides};
use crate::tui::shell::databases::DatabaseService;
use crate::tui::shell::event::Event;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::menu::{MenuState, Page};
use crate::tui::shell::options::{Mover, Options};
use crate::tui::shell::settings::SettingsPage;
use crate::tui::shell::table::session::Session;
use crate::tui::shell::table::{Request, Shared, Table};
use crate::tui::shell::theme::Theme;

pub use crate::tui::shell::start_error::StartError;

/// Which screen is showing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    Menu,
    Game,
    Help,
    Settings,
    /// A PDN library's list of games (`library.rs`).
    Library,
    /// The position search's page, from a game (`search.rs`).
    Search,
}

/// The help screen: where Esc goes back to, the scroll, and which game's rules.
pub(in crate::tui) struct HelpState {
    pub(in crate::tui) from: Screen,
    pub(in crate::tui) scroll: u16,
    pub(in crate::tui) game: usize,
}

pub struct App {
    pub(in crate::tui) screen: Screen,
    pub(in crate::tui) help: HelpState,
    pub(in crate::tui) menu: MenuState,
    pub(in crate::tui) table: Option<Box<dyn Table>>,
    pub(in crate::tui) shared: Shared,
    /// The games offered, from the registry.
    pub(in crate::tui) catalog: &'static Catalog,
    /// The terminal's size, for the mouse hit test.
    pub(in crate::tui) size: Rect,
    pub(in crate::tui) quit: bool,
    /// The settings page, and the screen it goes back to.
    pub(in crate::tui) settings: SettingsPage,
    pub(in crate::tui) settings_from: Screen,
    /// The PDN library open, if any.
    pub(in crate::tui) library: Option<crate::tui::shell::library::LibraryState>,
    /// The position search from a game (`search.rs`).
    pub(in crate::tui) search: crate::tui::shell::search::Search,
}

impl App {
    /// A new app offering the games of `catalog`, sending its engine events to `tx`.
    /// With `opts.start_menu` false the game the flags describe starts at once.
    pub fn with_catalog(
        opts: Options,
        tx: Sender<Event>,
        size: Rect,
        catalog: &'static Catalog,
    ) -> Result<App, StartError> {
        let level = opts.level.unwrap_or(Level::DEFAULT);
        let game = catalog
            .index_of(&opts.game)
            .ok_or_else(|| StartError::Game(opts.game.clone()))?;
        let rng = match opts.seed {
            Some(s) => StdRng::seed_from_u64(s),
            None => rand::make_rng::<StdRng>(),
        };
        let mut menu = MenuState::new(catalog.games, level, game);
        menu.lang = opts.lang;
        menu.set_colour(opts.color);
        menu.set_default_engine(opts.engine.clone());
        let start_menu = opts.start_menu;
        let databases = (catalog.databases)(&opts);
        let mut app = App {
            screen: Screen::Menu,
            help: HelpState {
                from: Screen::Menu,
                scroll: 0,
                game,
            },
            menu,
            table: None,
            shared: Shared::new(opts, tx, rng, databases),
            catalog,
            size,
            quit: false,
            settings: SettingsPage::default(),
            settings_from: Screen::Menu,
            library: None,
            search: Default::default(),
        };
        if let Some(why) = app.shared.opts.settings_error.clone() {
            app.menu.error = Some(why);
        }
        app.shared.databases.load(&app.shared.tx);
        app.sync_databases();
        if !start_menu {
            app.start_from_flags()?;
        }
        Ok(app)
    }

    /// The endgame databases (loaded, building, or none).
    pub fn databases(&self) -> &dyn DatabaseService {
        self.shared.databases.as_ref()
    }

    /// Shows the databases' state where it is seen: the new-game page's row and note,
    /// and the panel of the game in progress (which also hears a build's success once).
    pub(in crate::tui) fn sync_databases(&mut self) {
        let lang = self.lang();
        let dbs = &mut self.shared.databases;
        // The new-game page keeps its selected row when the database row comes or goes.
        let rows = self.menu.new_game_rows();
        let selected = rows.get(self.menu.sel).copied();
        self.menu.database_row = dbs.menu_row(lang);
        self.menu.database_note = dbs.failure_text(lang);
        if self.menu.page == Page::New {
            let rows = self.menu.new_game_rows();
            let find = |row| rows.iter().position(|r| Some(*r) == row);
            self.menu.sel = find(selected)
                .or_else(|| find(Some(crate::tui::shell::menu::newgame::Row::Start)))
                .unwrap_or(0);
        }
        let news = dbs.take_news();
        let pieces = dbs.pieces();
        let line = dbs.panel_line(lang);
        if let Some(t) = self.table.as_mut() {
            t.set_background(line);
            if news {
                t.say(crate::lang::engine_ui::database_ready(lang, pieces));
            }
        }
    }

    pub fn lang(&self) -> Lang {
        self.shared.opts.lang
    }

    pub fn options(&self) -> &Options {
        &self.shared.opts
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn size(&self) -> Rect {
        self.size
    }

    /// The program is told to end (SIGTERM, SIGHUP, ...): the game in progress is
    /// autosaved, and the app has quit.
    pub fn end_by_signal(&mut self) {
        if let Some(table) = self.table.as_mut() {
            table.keep(&self.shared);
        }
        self.quit = true;
    }

    /// Whether the player has left.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The settings page.
    pub fn settings(&self) -> &SettingsPage {
        &self.settings
    }

    pub fn menu(&self) -> &MenuState {
        &self.menu
    }

    /// The games offered.
    pub fn catalog(&self) -> &'static Catalog {
        self.catalog
    }

    /// The move of the table's move list drawn at (`col`, `row`), as the view lays the
    /// panel out (the game's [`PlyAt`](crate::tui::shell::catalog::PlyAt)).
    fn ply_at(&self, col: u16, row: u16) -> Option<usize> {
        let table = self.table.as_deref()?;
        let entry = self.catalog.get(self.catalog.index_of(table.game_id())?);
        let opts = &self.shared.opts;
        let theme = Theme::of(opts);
        (entry.ply_at)(table, self.size, col, row, &theme, self.lang())
    }

    pub fn table(&self) -> Option<&dyn Table> {
        self.table.as_deref()
    }

    /// The game in progress, if it is a game of `G`.
    pub fn session<G: ShellGame>(&self) -> Option<&Session<G>> {
        self.table.as_ref()?.as_any().downcast_ref::<Session<G>>()
    }

    /// The autosave of the game chosen in the menu.
    pub(in crate::tui) fn autosave_path(&self) -> PathBuf {
        self.shared.opts.save_dir.join((self.entry().autosave)())
    }

    pub(in crate::tui) fn entry(&self) -> &'static GameEntry {
        self.catalog.get(self.menu.game)
    }

    fn start_from_flags(&mut self) -> Result<(), StartError> {
        if let Some(plan) = self.shared.opts.net.clone() {
            return self.start_net(&plan);
        }
        if self.shared.opts.edit {
            return self.editor_from_flags();
        }
        if self.shared.opts.puzzles {
            return self.puzzles_from_flags();
        }
        let opts = &self.shared.opts;
        let level = opts.level;
        let computer = Player::Computer {
            level: level.unwrap_or(Level::DEFAULT),
        };
        let as_player = |s: Mover| match s {
            Mover::Human => Player::Human,
            Mover::Computer => computer,
        };
        if let Some(path) = opts.library.clone() {
            return self.open_library(&path);
        }
        // A seat given an outside engine is not a person's.
        let engine = |i: usize| opts.engines.get(i).is_some_and(Option::is_some);
        let (white, black) = (
            opts.white.or(engine(0).then_some(Mover::Computer)),
            opts.black.or(engine(1).then_some(Mover::Computer)),
        );
        if let Some(path) = opts.load.clone() {
            let overrides = Overrides {
                white: opts.white.map(as_player),
                black: opts.black.map(as_player),
                red: opts.red.map(as_player),
                // The save's level wins over the settings file's; `--level` over both.
                level: level.filter(|_| opts.level_given),
            };
            let mut table = (self.catalog.load)(&path, true, overrides, &mut self.shared)
                .map_err(|error| StartError::Load { path, error })?;
            if self.shared.opts.analyse {
                table.analyse(true, &mut self.shared);
            }
            self.show(table);
            return Ok(());
        }
        let red = opts.red.map(as_player);
        let (white, black) = match (white, black, red) {
            (Some(w), Some(b), _) => (as_player(w), as_player(b)),
            (Some(w), None, _) => (as_player(w), other(as_player(w), computer)),
            (None, Some(b), _) => (other(as_player(b), computer), as_player(b)),
            // Only `--red`: the others face it.
            (None, None, Some(r)) => (other(r, computer), other(r, computer)),
            (None, None, None) => {
                let coin = self.shared.rng.random::<bool>();
                if opts.color.resolve(coin) == Seat::FIRST {
                    (Player::Human, computer)
                } else {
                    (computer, Player::Human)
                }
            }
        };
        let mut players = vec![white, black];
        match red {
            Some(r) => players.push(r),
            None => {
                // A further seat (Red) faces the human with the computer, as on the
                // new-game page.
                let extra = match (white, black) {
                    (Player::Computer { .. }, _) => white,
                    _ => black,
                };
                players.resize(self.entry().players.max(2), extra);
            }
        }
        let entry = self.entry();
        let ballot = opts.ballot.then(|| self.draw_ballot()).flatten();
        let spec = GameSpec {
            players,
            clock: self.shared.opts.clock,
            ballot,
            engines: self.shared.opts.engines.clone(),
            position: self.shared.opts.fen.clone(),
            ..GameSpec::default()
        };
        let mut table = entry.start_game(spec, &mut self.shared);
        if self.shared.opts.analyse {
            table.analyse(true, &mut self.shared);
        }
        self.show(table);
        Ok(())
    }

    /// A ballot opening of the chosen game, drawn by lot (none if it has none).
    pub(in crate::tui) fn draw_ballot(&mut self) -> Option<String> {
        let ballots = (self.entry().ballots)();
        if ballots.is_empty() {
            return None;
        }
        let i = self.shared.rng.random_range(0..ballots.len());
        Some(ballots[i].to_string())
    }

    /// Shows a game of `G` in place of any game in progress: any game the shell can
    /// play, listed in the registry or not (tests, tools).
    pub fn open<G: ShellGame>(&mut self, record: Record<G>, saved_as: Option<PathBuf>) {
        let session = Session::<G>::start(record, saved_as, &mut self.shared);
        self.show(Box::new(session));
    }

    /// Shows `table` in place of any game in progress.
    pub(in crate::tui) fn show(&mut self, table: Box<dyn Table>) {
        if let Some(old) = self.table.as_mut() {
            old.stop();
        }
        if let Some(i) = self.catalog.index_of(table.game_id()) {
            self.menu.game = i;
        }
        self.table = Some(table);
        self.screen = Screen::Game;
        self.sync_databases();
    }

    /// The one entry point for everything that happens.
    pub fn update(&mut self, ev: Event) {
        match ev {
            Event::Key(k) if k.kind == KeyEventKind::Press => self.on_key(k),
            Event::Mouse(m) if self.screen == Screen::Game => {
                let ply = self.ply_at(m.column, m.row);
                if let Some(t) = self.table.as_mut() {
                    let req = t.mouse(m, self.size, ply, &mut self.shared);
                    self.request(req);
                }
            }
            Event::Key(_) | Event::Mouse(_) => {}
            Event::Resize(w, h) => self.size = Rect::new(0, 0, w, h),
            Event::Tick => {
                self.net_wait_tick();
                if let Some(t) = self.table.as_mut() {
                    t.tick(&mut self.shared);
                }
            }
            Event::Engine(e) => {
                if let Some(t) = self.table.as_mut() {
                    t.engine(e, &mut self.shared);
                }
            }
            Event::Databases(e) => {
                let tx = self.shared.tx.clone();
                self.shared.databases.on_news(e, &tx);
                self.sync_databases();
            }
        }
    }

    pub(in crate::tui) fn on_key(&mut self, key: KeyEvent) {
        let ctrl_c =
            key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        match self.screen {
            Screen::Menu if ctrl_c => self.quit = true,
            Screen::Menu => {
                let action = self.menu.key(key);
                self.menu_action(action);
            }
            Screen::Help => self.help_key(key),
            Screen::Settings if ctrl_c => self.close_settings(),
            Screen::Settings => self.settings_key(key),
            Screen::Library => self.library_key(key),
            Screen::Search if ctrl_c => self.close_search(),
            Screen::Search => self.search_key(key),
            Screen::Game => match self.table.as_mut() {
                Some(t) => {
                    let req = t.key(key, &mut self.shared);
                    self.request(req);
                }
                None => self.screen = Screen::Menu,
            },
        }
    }

    /// Does what the table asked.
    pub(in crate::tui) fn request(&mut self, req: Request) {
        match req {
            Request::None => {}
            Request::Help => self.open_help(),
            Request::Settings => self.open_settings(Screen::Game),
            Request::NewGame => {
                self.menu.open_new();
                self.screen = Screen::Menu;
            }
            Request::Level(n) => {
                self.menu.set_level(n);
                self.shared.remember(|c| c.level = Some(n.get()));
            }
            Request::Swap => self.swap(),
            Request::Edit => self.open_editor(true),
            Request::Search => self.open_search(),
            Request::Quit => self.quit = true,
        }
    }

    pub(in crate::tui) fn help_key(&mut self, key: KeyEvent) {
        let h = &mut self.help;
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => h.scroll = h.scroll.saturating_sub(1),
            KeyCode::Down | KeyCode::Char('j') => h.scroll = h.scroll.saturating_add(1),
            KeyCode::PageUp => h.scroll = h.scroll.saturating_sub(10),
            KeyCode::PageDown | KeyCode::Char(' ') => h.scroll = h.scroll.saturating_add(10),
            KeyCode::Home => h.scroll = 0,
            KeyCode::Esc | KeyCode::Enter | KeyCode::F(1) | KeyCode::Char('q') => self.close_help(),
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.close_help()
            }
            _ => {}
        }
        let max = help_max_scroll(&self.help_text(), self.size.height);
        self.help.scroll = self.help.scroll.min(max);
    }

    pub(in crate::tui) fn close_help(&mut self) {
        self.screen = self.help.from;
        if self.screen == Screen::Game
            && let Some(t) = self.table.as_mut()
        {
            t.resume(&mut self.shared);
        }
    }

    /// The help screen's text: the keys, then the rules of the game shown.
    pub(in crate::tui) fn help_text(&self) -> String {
        let lang = self.lang();
        (self.catalog.get(self.help.game).help)(lang)
    }

    pub fn open_help(&mut self) {
        if self.screen != Screen::Help {
            self.help.from = self.screen;
        }
        self.help.game = match (self.screen, self.table.as_ref()) {
            (Screen::Game, Some(t)) => self.catalog.index_of(t.game_id()).unwrap_or(0),
            _ => self.menu.game,
        };
        self.help.scroll = 0;
        self.screen = Screen::Help;
    }
}

/// The other player when only one colour was given on the command line: a human
/// faces the computer, the computer faces a human.
pub(in crate::tui) fn other(given: Player, computer: Player) -> Player {
    match given {
        Player::Human => computer,
        Player::Computer { .. } => Player::Human,
    }
}

/// The furthest the help can scroll on a screen `height` rows high: its last line at the
/// bottom of the frame, never blank space after it.
pub(in crate::tui) fn help_max_scroll(text: &str, height: u16) -> u16 {
    let lines = u16::try_from(text.lines().count()).unwrap_or(u16::MAX);
    lines.saturating_sub(height.saturating_sub(2))
}
