//! The application state and its update function. Every change of state happens here,
//! one `Event` at a time; drawing only reads the `App` (see `ui.rs`). The engine runs on
//! its own thread and answers through the same event channel.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use ratatui::layout::Rect;
use thiserror::Error;

use crate::engine::{Level, Tt};
use crate::game::save::{self, SaveError};
use crate::game::{Game, Player};
use crate::rules::{Color, Position};

use super::event::{EngineEvent, Event};
use super::menu::{MenuAction, MenuState, Page};
use super::options::{Options, Side};
use super::session::{Dialog, Purpose, Session, Thinking};
use super::theme::Theme;
use super::thinker::{self, Job, Strength};
use crate::lang::{Lang, Text, fill, render_game_error, render_save_error};

/// Which screen is showing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Screen {
    Menu,
    Game,
    Help,
}

/// Why a session could not start.
#[derive(Debug, Error)]
pub enum StartError {
    /// The save error names the file already.
    #[error("{error}")]
    Load { path: PathBuf, error: SaveError },
    #[error("level {0} does not exist: levels go from 1 to 10")]
    Level(u8),
}

pub struct App {
    pub opts: Options,
    pub theme: Theme,
    pub screen: Screen,
    /// Where Esc on the help screen goes back to.
    pub help_from: Screen,
    pub help_scroll: u16,
    pub menu: MenuState,
    pub session: Option<Session>,
    /// The terminal's size, for the mouse hit test.
    pub size: Rect,
    pub quit: bool,
    tx: Sender<Event>,
    tt: Arc<Mutex<Tt>>,
    rng: StdRng,
    next_id: u64,
}

/// Transposition table size for the game, in MiB.
const TT_MIB: usize = 32;

impl App {
    /// A new app sending its engine events to `tx`. With `opts.start_menu` false the
    /// game the flags describe starts at once.
    pub fn new(opts: Options, tx: Sender<Event>, size: Rect) -> Result<App, StartError> {
        let level = opts.level.unwrap_or(3);
        if !(1..=10).contains(&level) {
            return Err(StartError::Level(level));
        }
        let rng = match opts.seed {
            Some(s) => StdRng::seed_from_u64(s),
            None => StdRng::from_entropy(),
        };
        let mut app = App {
            theme: Theme::new(opts.colors, opts.ascii),
            screen: Screen::Menu,
            help_from: Screen::Menu,
            help_scroll: 0,
            menu: MenuState::new(level),
            session: None,
            size,
            quit: false,
            tx,
            tt: Arc::new(Mutex::new(Tt::new(TT_MIB))),
            rng,
            next_id: 0,
            opts,
        };
        app.menu.color = app.opts.color;
        if !app.opts.start_menu {
            app.start_from_flags()?;
        }
        Ok(app)
    }

    pub fn lang(&self) -> Lang {
        self.opts.lang
    }

    pub fn text(&self) -> &'static Text {
        self.opts.lang.text()
    }

    fn start_from_flags(&mut self) -> Result<(), StartError> {
        let level = self.opts.level.unwrap_or(3);
        let computer = Player::Computer { level };
        let as_player = |s: Side| match s {
            Side::Human => Player::Human,
            Side::Computer => computer,
        };
        if let Some(path) = self.opts.load.clone() {
            let mut game = save::load(&path).map_err(|error| StartError::Load {
                path: path.clone(),
                error,
            })?;
            if let Some(w) = self.opts.white {
                game.set_player(Color::White, as_player(w));
            }
            if let Some(b) = self.opts.black {
                game.set_player(Color::Black, as_player(b));
            }
            if self.opts.level.is_some() {
                for c in [Color::White, Color::Black] {
                    if matches!(game.player(c), Player::Computer { .. }) {
                        game.set_player(c, computer);
                    }
                }
            }
            self.start_session(game, Some(path));
            return Ok(());
        }
        let (white, black) = match (self.opts.white, self.opts.black) {
            (Some(w), Some(b)) => (as_player(w), as_player(b)),
            (Some(w), None) => (as_player(w), other(as_player(w), computer)),
            (None, Some(b)) => (other(as_player(b), computer), as_player(b)),
            (None, None) => {
                let coin = self.rng.r#gen::<bool>();
                match self.opts.color.resolve(coin) {
                    Color::White => (Player::Human, computer),
                    Color::Black => (computer, Player::Human),
                }
            }
        };
        self.start_session(Game::new(Position::start(), white, black), None);
        Ok(())
    }

    /// Shows `game` and lets whoever is to move play.
    pub fn start_session(&mut self, game: Game, saved_as: Option<PathBuf>) {
        self.stop_thinking();
        let mut s = Session::new(game, self.opts.depth);
        // A game resumed from the autosave has moves that no named file holds.
        s.dirty = saved_as.is_none() && s.game.cursor() > 0;
        s.saved_as = saved_as;
        if s.game.result().is_some() {
            s.dialog = Some(Dialog::GameOver);
        }
        self.session = Some(s);
        self.screen = Screen::Game;
        self.maybe_start_engine();
    }

    /// The one entry point for everything that happens.
    pub fn update(&mut self, ev: Event) {
        match ev {
            Event::Key(k) if k.kind == KeyEventKind::Press => self.on_key(k),
            Event::Key(_) => {}
            Event::Mouse(m) => self.on_mouse(m),
            Event::Resize(w, h) => self.size = Rect::new(0, 0, w, h),
            Event::Tick => self.on_tick(),
            Event::Engine(e) => self.on_engine(e),
        }
    }

    fn on_key(&mut self, key: KeyEvent) {
        let ctrl_c =
            key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        match self.screen {
            Screen::Menu if ctrl_c => self.quit = true,
            Screen::Menu => {
                let action = self.menu.key(key);
                self.menu_action(action);
            }
            Screen::Help => self.help_key(key),
            Screen::Game => self.game_key(key, ctrl_c),
        }
    }

    fn help_key(&mut self, key: KeyEvent) {
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.help_scroll = self.help_scroll.saturating_sub(1)
            }
            KeyCode::Down | KeyCode::Char('j') => {
                self.help_scroll = self.help_scroll.saturating_add(1)
            }
            KeyCode::PageUp => self.help_scroll = self.help_scroll.saturating_sub(10),
            KeyCode::PageDown | KeyCode::Char(' ') => {
                self.help_scroll = self.help_scroll.saturating_add(10)
            }
            KeyCode::Home => self.help_scroll = 0,
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => {
                self.screen = self.help_from
            }
            KeyCode::Esc | KeyCode::Enter | KeyCode::F(1) | KeyCode::Char('q') => {
                self.screen = self.help_from
            }
            _ => {}
        }
        let max = self.opts.lang.help().lines().count().saturating_sub(5) as u16;
        self.help_scroll = self.help_scroll.min(max);
    }

    pub fn open_help(&mut self) {
        if self.screen != Screen::Help {
            self.help_from = self.screen;
        }
        self.help_scroll = 0;
        self.screen = Screen::Help;
    }

    fn menu_action(&mut self, action: MenuAction) {
        let t = self.text();
        match action {
            MenuAction::None => {}
            MenuAction::Quit => self.quit = true,
            MenuAction::Leave if self.session.is_some() => {
                self.screen = Screen::Game;
                self.maybe_start_engine();
            }
            MenuAction::Leave => self.quit = true,
            MenuAction::Help => self.open_help(),
            MenuAction::OpenResume => {
                self.menu.has_autosave = self.opts.autosave.is_file();
                let autosave = self.opts.autosave.clone();
                self.menu.saves = save::list(&self.opts.save_dir)
                    .into_iter()
                    .filter(|s| s.path != autosave)
                    .collect();
                self.menu.open(Page::Resume);
            }
            MenuAction::Start => {
                let coin = self.rng.r#gen::<bool>();
                let human = self.menu.color.resolve(coin);
                let computer = Player::Computer {
                    level: self.menu.level,
                };
                let (w, b) = match human {
                    Color::White => (Player::Human, computer),
                    Color::Black => (computer, Player::Human),
                };
                self.start_session(Game::new(Position::start(), w, b), None);
            }
            MenuAction::LoadAutosave => {
                let path = self.opts.autosave.clone();
                self.load(&path, false, t);
            }
            MenuAction::LoadSaved(i) => {
                if let Some(path) = self.menu.saves.get(i).map(|s| s.path.clone()) {
                    self.load(&path, true, t);
                }
            }
            MenuAction::LoadNamed(name) => {
                let path = save::resolve_in(&self.opts.save_dir, &name);
                self.load(&path, true, t);
            }
        }
    }

    fn load(&mut self, path: &Path, named: bool, t: &Text) {
        match save::load(path) {
            Ok(game) => {
                let shown = path.display().to_string();
                self.start_session(game, named.then(|| path.to_path_buf()));
                if let Some(s) = self.session.as_mut() {
                    s.say(fill(t.loaded, &[&shown]));
                }
            }
            Err(e) => {
                let shown = path.display().to_string();
                self.menu.error = Some(fill(
                    t.load_failed,
                    &[&shown, &render_save_error(self.opts.lang, &e)],
                ));
            }
        }
    }

    fn on_tick(&mut self) {
        let due = self
            .session
            .as_ref()
            .and_then(|s| s.wait_until)
            .is_some_and(|at| Instant::now() >= at);
        if due {
            if let Some(s) = self.session.as_mut() {
                s.wait_until = None;
            }
            self.start_search(Purpose::Move);
        }
    }

    fn on_engine(&mut self, ev: EngineEvent) {
        let t = self.text();
        let lang = self.lang();
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match ev {
            EngineEvent::Info { id, info } => {
                if let Some(th) = s.thinking.as_mut().filter(|th| th.id == id) {
                    th.info = Some(info);
                }
            }
            EngineEvent::Failed { id, message } => {
                if s.thinking.as_ref().is_some_and(|th| th.id == id) {
                    s.thinking = None;
                    s.complain(format!("engine: {message}"));
                }
            }
            EngineEvent::Done { id, report } => {
                if s.thinking.as_ref().is_none_or(|th| th.id != id) {
                    return;
                }
                let Some(th) = s.thinking.take() else { return };
                let Some(best) = report.best else { return };
                match th.purpose {
                    Purpose::Hint => {
                        s.hint = Some(best);
                        s.say(fill(t.hint, &[&best.fid()]));
                    }
                    Purpose::Move => match s.game.play(&best) {
                        Ok(()) => {
                            s.say(fill(t.computer_moved, &[&best.fid()]));
                            self.after_move();
                        }
                        Err(e) => s.complain(render_game_error(lang, &e)),
                    },
                }
            }
        }
    }

    /// After any move: autosave, the result if the game is over, else the next turn.
    pub(crate) fn after_move(&mut self) {
        let t = self.text();
        let lang = self.lang();
        let autosave = self.opts.autosave.clone();
        let Some(s) = self.session.as_mut() else {
            return;
        };
        s.pick = None;
        s.hint = None;
        s.scroll_back = 0;
        s.dirty = true;
        // A hint still being searched is for a position that has gone.
        if let Some(th) = s.thinking.take_if(|th| th.purpose == Purpose::Hint) {
            th.stop.store(true, Ordering::Relaxed);
        }
        if let Some(dir) = autosave.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Err(e) = save::save(&s.game, &autosave, true) {
            s.complain(fill(t.autosave_failed, &[&render_save_error(lang, &e)]));
        }
        if s.game.result().is_some() {
            s.dialog = Some(Dialog::GameOver);
            return;
        }
        self.maybe_start_engine();
    }

    /// Starts the computer's search when it is to move (after a pause when it plays
    /// both sides, so the game can be watched).
    pub(crate) fn maybe_start_engine(&mut self) {
        let pause = Duration::from_millis(self.opts.demo_pause_ms);
        let Some(s) = self.session.as_mut() else {
            return;
        };
        if s.thinking.is_some() || s.game.result().is_some() || s.is_human(s.to_move()) {
            return;
        }
        let demo = !s.is_human(Color::White) && !s.is_human(Color::Black);
        if demo && !pause.is_zero() {
            s.wait_until = Some(Instant::now() + pause);
        } else {
            self.start_search(Purpose::Move);
        }
    }

    pub(crate) fn start_search(&mut self, purpose: Purpose) {
        let id = self.next_id;
        self.next_id += 1;
        let seed = match self.opts.seed {
            Some(s) => s ^ (id.wrapping_add(1)).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            None => self.rng.r#gen(),
        };
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let level = match (purpose, s.game.player(s.to_move())) {
            (Purpose::Move, Player::Computer { level }) => level,
            // A hint is a good move, whatever the opponent's level.
            _ => s.level().unwrap_or(5).max(5),
        };
        let strength = match s.depth {
            Some(d) => Strength::Depth(d),
            None => Strength::Level(Level::new(level).unwrap_or_else(|| {
                Level::new(3).unwrap_or_else(|| unreachable!("level 3 exists"))
            })),
        };
        let budget = match strength {
            Strength::Level(l) => l.limits().movetime,
            Strength::Depth(_) => None,
        };
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job {
            id,
            pos: *s.game.position(),
            history: s.game.engine_history(),
            strength,
            seed,
            stop: Arc::clone(&stop),
            tt: Arc::clone(&self.tt),
        };
        s.thinking = Some(Thinking {
            id,
            purpose,
            stop,
            started: Instant::now(),
            budget,
            info: None,
        });
        thinker::spawn(job, self.tx.clone());
    }

    /// Abandons the current search: its result will be ignored.
    pub(crate) fn stop_thinking(&mut self) {
        if let Some(s) = self.session.as_mut() {
            if let Some(th) = s.thinking.take() {
                th.stop.store(true, Ordering::Relaxed);
            }
            s.wait_until = None;
        }
    }
}

/// The other player when only one colour was given on the command line: a human
/// faces the computer, the computer faces a human.
fn other(given: Player, computer: Player) -> Player {
    match given {
        Player::Human => computer,
        Player::Computer { .. } => Player::Human,
    }
}
