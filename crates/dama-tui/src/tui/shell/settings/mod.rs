//! The settings page, from the menu and from a game (F7, or the `settings` command): the
//! language, the palette, the terminal's background, the board, ASCII pieces, square
//! numbers, the default level, the computer's threads, hash and pondering, the default
//! outside engine and the analysis engine (F4, F5, `dama annotate`). Pure state: a key
//! gives the [`Change`] the player asked for, and the app applies it at once and keeps
//! it in the settings file (`app_settings.rs`); drawing is `widgets/settings.rs`.

pub(crate) mod apply;

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::config::{MAX_ENGINE_LEN, MAX_HASH_MIB, MAX_THREADS};
use crate::core::Level;
use crate::lang::Lang;

use crate::tui::shell::field::Field;
use crate::tui::shell::options::{Background, BoardTheme, ColorMode, Options};

/// One row of the page, in order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Setting {
    Language,
    Palette,
    Background,
    Board,
    Ascii,
    Numbers,
    Level,
    Threads,
    Hash,
    Ponder,
    Engine,
    /// The outside engine of the analysis (F4, F5, `dama annotate`).
    AnalysisEngine,
}

impl Setting {
    pub const ALL: [Setting; 12] = [
        Setting::Language,
        Setting::Palette,
        Setting::Background,
        Setting::Board,
        Setting::Ascii,
        Setting::Numbers,
        Setting::Level,
        Setting::Threads,
        Setting::Hash,
        Setting::Ponder,
        Setting::Engine,
        Setting::AnalysisEngine,
    ];
}

/// The palette as the settings name it: detected from the terminal, or one of the four.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PaletteChoice {
    Auto,
    Fixed(ColorMode),
}

impl PaletteChoice {
    const ORDER: [PaletteChoice; 5] = [
        PaletteChoice::Auto,
        PaletteChoice::Fixed(ColorMode::TrueColor),
        PaletteChoice::Fixed(ColorMode::Ansi256),
        PaletteChoice::Fixed(ColorMode::Ansi16),
        PaletteChoice::Fixed(ColorMode::None),
    ];

    /// The name in the settings file (`config::PALETTES`).
    pub fn key(self) -> &'static str {
        match self {
            PaletteChoice::Auto => "auto",
            PaletteChoice::Fixed(ColorMode::TrueColor) => "truecolor",
            PaletteChoice::Fixed(ColorMode::Ansi256) => "256",
            PaletteChoice::Fixed(ColorMode::Ansi16) => "16",
            PaletteChoice::Fixed(ColorMode::None) => "none",
        }
    }

    fn of(opts: &Options) -> PaletteChoice {
        if opts.palette_auto {
            PaletteChoice::Auto
        } else {
            PaletteChoice::Fixed(opts.colors)
        }
    }
}

/// The terminal's background as the settings name it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BackgroundChoice {
    Auto,
    Fixed(Background),
}

impl BackgroundChoice {
    const ORDER: [BackgroundChoice; 3] = [
        BackgroundChoice::Auto,
        BackgroundChoice::Fixed(Background::Dark),
        BackgroundChoice::Fixed(Background::Light),
    ];

    /// The name in the settings file (`config::THEMES`).
    pub fn key(self) -> &'static str {
        match self {
            BackgroundChoice::Auto => "auto",
            BackgroundChoice::Fixed(Background::Dark) => "dark",
            BackgroundChoice::Fixed(Background::Light) => "light",
        }
    }

    fn of(opts: &Options) -> BackgroundChoice {
        if opts.background_auto {
            BackgroundChoice::Auto
        } else {
            BackgroundChoice::Fixed(opts.background)
        }
    }
}

/// A change the player asked for on the page.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Change {
    Lang(Lang),
    Palette(PaletteChoice),
    Background(BackgroundChoice),
    Board(BoardTheme),
    Ascii(bool),
    Numbers(bool),
    Level(Level),
    Threads(usize),
    Hash(usize),
    Ponder(bool),
    /// The outside engine's command; `None` clears it.
    Engine(Option<String>),
    /// The analysis engine's command (checked before it is kept); `None` clears it.
    AnalysisEngine(Option<String>),
}

/// What a key on the page asks of the app.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SettingsAction {
    None,
    Change(Change),
    /// Esc: back where the page was opened from.
    Back,
}

/// The page: the selected row, the engine command being typed, and what the last
/// change said (where it was kept, or why it could not be).
#[derive(Clone, Debug, Default)]
pub struct SettingsPage {
    pub sel: usize,
    /// The engine command being typed (Enter on the engine row opens it).
    pub editing: Option<Field>,
    /// What the last change said, and whether it is a fault (the change could not be
    /// kept).
    pub note: Option<(String, bool)>,
}

/// The hash sizes offered, in MiB: powers of two up to [`MAX_HASH_MIB`].
fn hash_steps() -> impl Iterator<Item = usize> {
    (0..=12)
        .map(|p| 1usize << p)
        .filter(|&m| m <= MAX_HASH_MIB as usize)
}

/// The step after (or before) `current` in `order`, wrapping around.
fn cycle<T: PartialEq + Copy>(order: &[T], current: T, forward: bool) -> T {
    let n = order.len();
    let i = order.iter().position(|&x| x == current).unwrap_or(0);
    let j = if forward {
        (i + 1) % n
    } else {
        (i + n - 1) % n
    };
    order[j]
}

impl SettingsPage {
    pub fn selected(&self) -> Setting {
        Setting::ALL[self.sel.min(Setting::ALL.len() - 1)]
    }

    /// One key: Up and Down choose a row, Left and Right (or Space, Enter) change it,
    /// Esc leaves; on the engine row Enter opens the command for typing.
    pub fn key(&mut self, key: KeyEvent, opts: &Options) -> SettingsAction {
        if let Some(field) = self.editing.as_mut() {
            match key.code {
                KeyCode::Esc => self.editing = None,
                KeyCode::Enter => {
                    let text = field.text.trim().to_string();
                    self.editing = None;
                    let command = (!text.is_empty()).then_some(text);
                    return SettingsAction::Change(match self.selected() {
                        Setting::AnalysisEngine => Change::AnalysisEngine(command),
                        _ => Change::Engine(command),
                    });
                }
                _ => {
                    field.key(key, MAX_ENGINE_LEN);
                }
            }
            return SettingsAction::None;
        }
        let n = Setting::ALL.len();
        let forward = match key.code {
            KeyCode::Up | KeyCode::Char('k') => {
                self.sel = (self.sel + n - 1) % n;
                return SettingsAction::None;
            }
            KeyCode::Down | KeyCode::Char('j') | KeyCode::Tab => {
                self.sel = (self.sel + 1) % n;
                return SettingsAction::None;
            }
            KeyCode::Esc | KeyCode::Backspace | KeyCode::Char('q') | KeyCode::F(7) => {
                return SettingsAction::Back;
            }
            KeyCode::Left | KeyCode::Char('h') | KeyCode::Char('-') => false,
            KeyCode::Right
            | KeyCode::Char('l')
            | KeyCode::Char('+')
            | KeyCode::Char(' ')
            | KeyCode::Enter => true,
            _ => return SettingsAction::None,
        };
        let command = match self.selected() {
            Setting::Engine => Some(&opts.engine),
            Setting::AnalysisEngine => Some(&opts.analysis_engine),
            _ => None,
        };
        if let Some(command) = command {
            // Left clears the command; Right, Enter and Space open it for typing.
            if !forward && !matches!(key.code, KeyCode::Enter | KeyCode::Char(' ')) {
                return SettingsAction::Change(match self.selected() {
                    Setting::AnalysisEngine => Change::AnalysisEngine(None),
                    _ => Change::Engine(None),
                });
            }
            self.editing = Some(Field::offering(command.as_deref().unwrap_or("")));
            return SettingsAction::None;
        }
        SettingsAction::Change(self.step(opts, forward))
    }

    /// The change one step of the selected row makes.
    fn step(&self, opts: &Options, forward: bool) -> Change {
        match self.selected() {
            Setting::Language => Change::Lang(match opts.lang {
                Lang::En => Lang::It,
                Lang::It => Lang::En,
            }),
            Setting::Palette => Change::Palette(cycle(
                &PaletteChoice::ORDER,
                PaletteChoice::of(opts),
                forward,
            )),
            Setting::Background => Change::Background(cycle(
                &BackgroundChoice::ORDER,
                BackgroundChoice::of(opts),
                forward,
            )),
            Setting::Board => Change::Board(cycle(&BoardTheme::ALL, opts.board, forward)),
            Setting::Ascii => Change::Ascii(!opts.ascii),
            Setting::Numbers => Change::Numbers(!opts.numbers),
            Setting::Level => {
                let now = opts.level.unwrap_or(Level::DEFAULT).get();
                let next = if forward {
                    now % 10 + 1
                } else {
                    (now + 8) % 10 + 1
                };
                Change::Level(Level::new(next).unwrap_or(Level::DEFAULT))
            }
            Setting::Threads => {
                let max = MAX_THREADS as usize;
                let now = opts.threads.clamp(1, max);
                Change::Threads(match forward {
                    true if now >= max => 1,
                    true => now + 1,
                    false if now <= 1 => max,
                    false => now - 1,
                })
            }
            Setting::Hash => {
                let steps: Vec<usize> = hash_steps().collect();
                let at = steps
                    .iter()
                    .position(|&m| m >= opts.hash_mib)
                    .unwrap_or(steps.len() - 1);
                let next = if forward {
                    steps.get(at + usize::from(steps[at] == opts.hash_mib))
                } else {
                    at.checked_sub(1).and_then(|i| steps.get(i))
                };
                Change::Hash(*next.unwrap_or(&opts.hash_mib))
            }
            Setting::Ponder => Change::Ponder(!opts.ponder),
            Setting::Engine => Change::Engine(opts.engine.clone()),
            Setting::AnalysisEngine => Change::AnalysisEngine(opts.analysis_engine.clone()),
        }
    }

    /// What the row shows for its value, in the player's language.
    pub fn value(setting: Setting, opts: &Options, lang: Lang) -> String {
        let w = crate::lang::settings::words(lang);
        let on_off = |b: bool| if b { w.on } else { w.off }.to_string();
        match setting {
            Setting::Language => match opts.lang {
                Lang::En => "English".into(),
                Lang::It => "Italiano".into(),
            },
            Setting::Palette => {
                let mode = match opts.colors {
                    ColorMode::TrueColor => w.truecolor,
                    ColorMode::Ansi256 => w.colours256,
                    ColorMode::Ansi16 => w.colours16,
                    ColorMode::None => w.no_colour,
                };
                match PaletteChoice::of(opts) {
                    PaletteChoice::Auto => format!("{} ({mode})", w.auto),
                    PaletteChoice::Fixed(_) => mode.to_string(),
                }
            }
            Setting::Background => {
                let bg = match opts.background {
                    Background::Dark => w.dark,
                    Background::Light => w.light,
                };
                match BackgroundChoice::of(opts) {
                    BackgroundChoice::Auto => format!("{} ({bg})", w.auto),
                    BackgroundChoice::Fixed(_) => bg.to_string(),
                }
            }
            Setting::Board => match opts.board {
                BoardTheme::Wood => w.wood.to_string(),
                BoardTheme::Slate => w.slate.to_string(),
            },
            Setting::Ascii => on_off(opts.ascii),
            Setting::Numbers => on_off(opts.numbers),
            Setting::Level => opts.level.unwrap_or(Level::DEFAULT).get().to_string(),
            Setting::Threads => opts.threads.to_string(),
            Setting::Hash => format!("{} MiB", opts.hash_mib),
            Setting::Ponder => on_off(opts.ponder),
            Setting::Engine => opts.engine.clone().unwrap_or_else(|| w.none.to_string()),
            Setting::AnalysisEngine => opts
                .analysis_engine
                .clone()
                .unwrap_or_else(|| w.none.to_string()),
        }
    }
}

#[cfg(test)]
mod tests;
