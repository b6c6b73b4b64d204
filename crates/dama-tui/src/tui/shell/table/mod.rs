//! The game table as the shell sees it: [`Table`], one small object-safe trait that every
//! game's session implements, and what the shell lends a table ([`Shared`]) and hears
//! back from it ([`Request`]).
//!
//! Why a trait object: the shell holds whichever game the player chose from the menu; a
//! `Box<dyn Table>` lets the registry (`registry.rs`) add a game in one line, where an enum
//! would need an arm in every method. It is called once per key, click or engine event
//! and once per frame, never inside a search or move generation; inside a table
//! everything is generic and monomorphised.

pub mod clocks;
pub(crate) mod command;
pub mod computer;
pub(crate) mod dialogs;
pub mod net;
pub(crate) mod offers;
pub(crate) mod offers_many;
pub(crate) mod play;
pub(crate) mod review;
pub mod session;
pub mod time;
pub(crate) mod turns;
pub(crate) mod variations;

use std::any::Any;
use std::path::PathBuf;
use std::sync::mpsc::Sender;

use rand::RngExt;
use rand::rngs::StdRng;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;

use crate::core::Level;
use crate::lang::Lang;

use crate::tui::shell::databases::DatabaseService;
use crate::tui::shell::event::{EngineEvent, Event};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::options::Options;
use crate::tui::shell::table::session::Session;

/// What every table may use: the options, the event channel the engine answers on, the
/// random source (colours, engine seeds) and the search ids.
pub struct Shared {
    pub(in crate::tui) opts: Options,
    pub(in crate::tui) tx: Sender<Event>,
    pub(in crate::tui) rng: StdRng,
    next_id: u64,
    /// The endgame databases, one set for the whole program (the registry's).
    pub(in crate::tui) databases: Box<dyn DatabaseService>,
}

impl Shared {
    pub(in crate::tui) fn new(
        opts: Options,
        tx: Sender<Event>,
        rng: StdRng,
        databases: Box<dyn DatabaseService>,
    ) -> Shared {
        Shared {
            opts,
            tx,
            rng,
            next_id: 0,
            databases,
        }
    }

    pub fn lang(&self) -> Lang {
        self.opts.lang
    }

    /// Keeps a setting the player changed in the settings file, if there is one; a file
    /// that cannot be read or written is left alone (the game goes on).
    pub(in crate::tui) fn remember(&mut self, change: impl FnOnce(&mut crate::config::Config)) {
        if let Some(path) = &self.opts.config {
            let _ = crate::config::Config::update(path, change);
        }
    }

    /// A new search id and its seed (reproducible under `--seed`).
    pub(in crate::tui) fn next_search(&mut self) -> (u64, u64) {
        let id = self.next_id;
        self.next_id += 1;
        let seed = match self.opts.seed {
            Some(s) => s ^ (id.wrapping_add(1)).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            None => self.rng.random(),
        };
        (id, seed)
    }
}

/// What a table asks of the shell after an event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Request {
    None,
    /// Open the help screen (keys and this game's rules).
    Help,
    /// Open the settings page.
    Settings,
    /// Open the menu on the new-game page, for this game.
    NewGame,
    /// The level changed: the menu offers it next time.
    Level(Level),
    /// Show the table this one hands over (`Table::take_next`), or the menu when none.
    Swap,
    /// Open the position editor on the position shown.
    Edit,
    /// Search a library for the position shown (`shell/search.rs`).
    Search,
    Quit,
}

/// A game in progress, whatever the game.
pub trait Table: Any {
    /// The registry id of the game (`core::Rules::VARIANT`).
    fn game_id(&self) -> &'static str;
    /// The game's name, for the title.
    fn name(&self, lang: Lang) -> &'static str;
    fn key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request;
    /// A mouse event on a screen of `size`; `ply` is the move of the move list the view
    /// drew under it, if any.
    fn mouse(&mut self, m: MouseEvent, size: Rect, ply: Option<usize>, sh: &mut Shared) -> Request;
    fn tick(&mut self, sh: &mut Shared);
    fn engine(&mut self, ev: EngineEvent, sh: &mut Shared);
    /// Back on the table from the menu or the help: the computer plays on if it is to move.
    fn resume(&mut self, sh: &mut Shared);
    /// Leaving the table: any search is abandoned.
    fn stop(&mut self);
    /// The settings page changed something: the table takes what it holds itself
    /// (square numbers, pondering, the engine's memory).
    fn settings_changed(&mut self, _sh: &mut Shared) {}
    /// Shows a line of information under the board.
    fn say(&mut self, text: String);
    /// Whether the computer is searching or about to.
    fn is_busy(&self) -> bool;
    /// Turns the analysis mode on or off (`shell/study/analysis.rs`): the position shown is
    /// analysed, every side played by the person.
    fn analyse(&mut self, _on: bool, _sh: &mut Shared) {}
    fn as_any(&self) -> &dyn Any;
    /// The program is told to end (a signal): keep the game in progress where it resumes.
    fn keep(&mut self, _sh: &Shared) {}
    /// The position shown as a FEN, for the position search (F8), or why there is none.
    fn search_position(&self, _lang: Lang) -> Result<String, String> {
        Err(String::new())
    }
    /// Saves the game as `name` in the save folder before another replaces it: `None`
    /// when there is nothing to keep, else the file written or why not.
    fn keep_aside(&mut self, _name: &str, _sh: &Shared) -> Option<Result<PathBuf, String>> {
        None
    }
    /// Draws the table itself (a mode the game's view does not know: the puzzles);
    /// false when the view draws it.
    fn draw_own(
        &self,
        _area: Rect,
        _buf: &mut ratatui::buffer::Buffer,
        _th: &crate::tui::shell::theme::Theme,
        _lang: Lang,
    ) -> bool {
        false
    }
    /// What runs in the background (the endgame database build), for the panel.
    fn set_background(&mut self, _line: Option<String>) {}
    /// The table to show in place of this one, after [`Request::Swap`].
    fn take_next(&mut self) -> Option<Box<dyn Table>> {
        None
    }
    /// Puts the game on the network (`net/`): `mine` is played here, `guest` by the
    /// guest.
    /// The table as plain lines (the line mode).
    fn plain(&self, _lang: Lang) -> net::plain::Plain {
        net::plain::Plain::default()
    }

    fn attach_net(
        &mut self,
        _peer: crate::peer::Peer,
        _mine: crate::core::Seat,
        _guest: crate::core::Seat,
        _sh: &mut Shared,
    ) {
    }
}

impl<G: ShellGame> Table for Session<G> {
    fn game_id(&self) -> &'static str {
        G::VARIANT
    }

    fn name(&self, lang: Lang) -> &'static str {
        G::name(lang)
    }

    fn key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        if let Some(request) = self.net_key(&key, sh) {
            return request;
        }
        let request = self.on_key(key, sh);
        self.follow_analysis(sh);
        request
    }

    fn mouse(&mut self, m: MouseEvent, size: Rect, ply: Option<usize>, sh: &mut Shared) -> Request {
        let request = self.on_mouse(m, size, ply, sh);
        self.follow_analysis(sh);
        request
    }

    fn tick(&mut self, sh: &mut Shared) {
        self.net_poll(sh);
        self.on_tick(sh);
        self.follow_analysis(sh);
    }

    fn analyse(&mut self, on: bool, sh: &mut Shared) {
        Session::analyse(self, on, sh)
    }

    fn engine(&mut self, ev: EngineEvent, sh: &mut Shared) {
        self.on_engine(ev, sh)
    }

    fn resume(&mut self, sh: &mut Shared) {
        // The clocks stand still in the analysis mode.
        self.pause_clock(self.analysis.is_some());
        self.maybe_start_engine(sh);
        self.maybe_ponder(sh);
    }

    fn stop(&mut self) {
        self.stop_thinking();
        if let Some(a) = self.analysis.as_mut() {
            a.stop();
        }
        self.study = None;
    }

    fn settings_changed(&mut self, sh: &mut Shared) {
        self.view.numbers = sh.opts.numbers;
        if !sh.opts.ponder {
            self.drop_ponder();
        }
        self.resize_memory(sh.opts.hash_mib);
    }

    fn keep(&mut self, sh: &Shared) {
        self.stop_thinking();
        self.charge_clock();
        if !self.record.moves().is_empty() {
            let _ = self.autosave(sh);
        }
    }

    fn say(&mut self, text: String) {
        Session::say(self, text)
    }

    fn search_position(&self, _lang: Lang) -> Result<String, String> {
        Ok(self.record.position().position_text())
    }

    fn keep_aside(&mut self, name: &str, sh: &Shared) -> Option<Result<PathBuf, String>> {
        if self.record.moves().is_empty() {
            return None;
        }
        self.charge_clock();
        let path = crate::game::save::resolve_in(&sh.opts.save_dir, name);
        Some(
            crate::game::save::save(&self.record, &path, true).map_err(|e| {
                use crate::lang::Localize;
                e.localize(sh.lang())
            }),
        )
    }

    fn set_background(&mut self, line: Option<String>) {
        self.view.background = line;
    }

    fn is_busy(&self) -> bool {
        Session::is_busy(self)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn plain(&self, lang: Lang) -> net::plain::Plain {
        Session::plain(self, lang)
    }

    fn attach_net(
        &mut self,
        peer: crate::peer::Peer,
        mine: crate::core::Seat,
        guest: crate::core::Seat,
        sh: &mut Shared,
    ) {
        Session::attach_net(self, peer, mine, guest, sh)
    }
}
