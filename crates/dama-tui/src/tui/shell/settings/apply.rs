//! The app's answers to the settings page: opening it (from the menu or a game) and
//! applying each change at once — to the options every screen is drawn from, to the
//! menu, to the game in progress — then keeping it in the settings file. A flag given
//! for this run (`--lang it`) changes what shows, not the file, until the player changes
//! that row here. A settings file that is broken or from a newer `dama` is never
//! written over: the change lasts for this run, and the page says why. An analysis
//! engine is tried before it is kept (started, `hub` … `ready`): one that fails is
//! said, nothing is kept, and its command stays open for correction.

use ratatui::crossterm::event::KeyEvent;

use crate::config::Config;
use crate::lang::settings as words;
use crate::protocol::client::Engine;
use crate::tui::shell::app::{App, Screen};
use crate::tui::shell::field::Field;
use crate::tui::shell::options::{BoardTheme, ColorMode};
use crate::tui::shell::settings::{
    BackgroundChoice, Change, PaletteChoice, SettingsAction, SettingsPage,
};

impl App {
    /// Opens the settings page; Esc comes back to `from`.
    pub(in crate::tui) fn open_settings(&mut self, from: Screen) {
        self.settings_from = from;
        self.settings = SettingsPage {
            note: self.shared.opts.settings_error.clone().map(|e| (e, true)),
            ..SettingsPage::default()
        };
        self.screen = Screen::Settings;
    }

    pub(in crate::tui) fn settings_key(&mut self, key: KeyEvent) {
        match self.settings.key(key, &self.shared.opts) {
            SettingsAction::None => {}
            SettingsAction::Back => self.close_settings(),
            SettingsAction::Change(change) => {
                // An analysis engine is tried first: one that does not start or does
                // not answer `hub` is not kept, its command left open for correction.
                let mut answered = None;
                if let Change::AnalysisEngine(Some(command)) = &change {
                    match check_engine(command, self.lang()) {
                        Ok(name) => answered = Some(name),
                        Err(why) => {
                            let n = command.chars().count();
                            self.settings.editing = Some(Field {
                                text: command.clone(),
                                caret: n,
                                selected: false,
                            });
                            self.settings.note =
                                Some((words::engine_refused(self.lang(), &why), true));
                            return;
                        }
                    }
                }
                self.apply_setting(&change);
                let (mut note, fault) = self.keep_setting(&change);
                if let Some(name) = answered {
                    note = format!("{} · {note}", words::engine_checked(self.lang(), &name));
                }
                self.settings.note = Some((note, fault));
            }
        }
    }

    pub(in crate::tui) fn close_settings(&mut self) {
        self.screen = self.settings_from;
        if self.screen == Screen::Game {
            match self.table.as_mut() {
                Some(t) => t.resume(&mut self.shared),
                None => self.screen = Screen::Menu,
            }
        }
    }

    /// Applies `change` to what is shown and played now.
    pub(in crate::tui) fn apply_setting(&mut self, change: &Change) {
        let opts = &mut self.shared.opts;
        match change {
            Change::Lang(l) => {
                opts.lang = *l;
                self.menu.lang = *l;
            }
            Change::Palette(p) => {
                opts.palette_auto = *p == PaletteChoice::Auto;
                opts.colors = match p {
                    PaletteChoice::Auto => ColorMode::from_env(),
                    PaletteChoice::Fixed(mode) => *mode,
                };
            }
            Change::Background(b) => {
                opts.background_auto = *b == BackgroundChoice::Auto;
                opts.background = match b {
                    BackgroundChoice::Auto => crate::tui::shell::options::Background::from_env(),
                    BackgroundChoice::Fixed(bg) => *bg,
                };
            }
            Change::Board(b) => opts.board = *b,
            Change::Ascii(a) => opts.ascii = *a,
            Change::Numbers(n) => opts.numbers = *n,
            Change::Level(l) => {
                opts.level = Some(*l);
                self.menu.set_level(*l);
            }
            Change::Threads(t) => opts.threads = *t,
            Change::Hash(h) => opts.hash_mib = *h,
            Change::Ponder(p) => opts.ponder = *p,
            Change::Engine(e) => {
                opts.engine = e.clone();
                self.menu.set_default_engine(e.clone());
            }
            Change::AnalysisEngine(e) => opts.analysis_engine = e.clone(),
        }
        if let Some(t) = self.table.as_mut() {
            t.settings_changed(&mut self.shared);
        }
    }

    /// Keeps `change` in the settings file, and says where (or why not).
    fn keep_setting(&mut self, change: &Change) -> (String, bool) {
        let lang = self.lang();
        let Some(path) = self.shared.opts.config.clone() else {
            return (words::no_file(lang), true);
        };
        let result = Config::update(&path, |c| match change {
            Change::Lang(l) => {
                c.lang = Some(
                    match l {
                        crate::lang::Lang::En => "en",
                        crate::lang::Lang::It => "it",
                    }
                    .into(),
                )
            }
            Change::Palette(p) => c.palette = Some(p.key().into()),
            Change::Background(b) => c.theme = Some(b.key().into()),
            Change::Board(b) => {
                c.board = (*b != BoardTheme::Wood).then(|| b.key().into());
            }
            Change::Ascii(a) => c.ascii = Some(*a),
            Change::Numbers(n) => c.numbers = Some(*n),
            Change::Level(l) => c.level = Some(l.get()),
            Change::Threads(t) => c.threads = u32::try_from(*t).ok(),
            Change::Hash(h) => c.hash = u32::try_from(*h).ok(),
            Change::Ponder(p) => c.ponder = Some(*p),
            Change::Engine(e) => c.engine = e.clone(),
            Change::AnalysisEngine(e) => c.analysis_engine = e.clone(),
        });
        match result {
            Ok(()) => (words::kept_in(lang, &path.display().to_string()), false),
            Err(e) => {
                use crate::lang::Localize;
                (words::not_kept(lang, &e.localize(lang)), true)
            }
        }
    }
}

/// How long an analysis engine has to start and answer `hub` … `ready` on the page.
const CHECK_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(10);

/// Starts `command` as a Hub engine and completes the handshake: its name (or the
/// command), or why it cannot analyse. The engine is stopped at once.
fn check_engine(command: &str, lang: crate::lang::Lang) -> Result<String, String> {
    match Engine::start_within(command, "italian", CHECK_TIMEOUT) {
        Ok(engine) => Ok(engine
            .id_name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or_else(|| command.to_string())),
        Err(e) => Err(crate::protocol::words::client_error(lang, &e)),
    }
}
