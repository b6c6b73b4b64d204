//! The menu's "Play over the network" page: Host or Join. Hosting: the game (the
//! menu's, any of the six), the host's colour, the clock — the new-game page's own
//! choice of clocks, the same field — and the address to listen on; then a waiting
//! page with the address and the join code, Esc giving it up. Joining: the host's
//! HOST:PORT and the code. The connection is made by the app with
//! `table::net::connect`, as `dama play --host/--join` make it. Pure state.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::peer::DEFAULT_PORT;
use crate::tui::shell::field::Field;
use crate::tui::shell::menu::newgame::Row;
use crate::tui::shell::menu::{MenuAction, MenuState, Page};
use crate::tui::shell::options::ColorChoice;
use crate::tui::shell::table::net::NetPlan;

/// Which part of the page shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NetMode {
    /// Host or Join.
    Choose,
    Host,
    Join,
    /// Hosting, waiting for the guest.
    Waiting,
}

/// A row of the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NetRow {
    Host,
    Join,
    Game,
    Colour,
    /// The new-game page's clock.
    Clock,
    /// Where to listen (hosting) or the host's HOST:PORT (joining).
    Address,
    Code,
    /// Host the game, or join it.
    Go,
    Back,
}

/// A game hosted from the menu, waiting for its guest.
#[derive(Clone, Debug)]
pub struct Waiting {
    pub addr: String,
    pub code: String,
    pub plan: NetPlan,
}

#[derive(Clone, Debug)]
pub struct NetPage {
    pub mode: NetMode,
    /// Where to listen.
    pub listen: Field,
    /// The host's HOST:PORT.
    pub join: Field,
    pub code: Field,
    pub waiting: Option<Waiting>,
}

impl Default for NetPage {
    fn default() -> NetPage {
        NetPage {
            mode: NetMode::Choose,
            listen: Field::offering(&format!("127.0.0.1:{DEFAULT_PORT}")),
            join: Field::offering(&format!("127.0.0.1:{DEFAULT_PORT}")),
            code: Field::default(),
            waiting: None,
        }
    }
}

/// What the page asks the app for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NetAction {
    /// Host the game chosen, on the address typed.
    Host,
    /// Join the host typed with the code typed.
    Join,
    /// Give the hosting up.
    Cancel,
}

impl NetPage {
    /// The rows shown; `clock` when the game has one (two players).
    pub fn rows(&self, clock: bool) -> Vec<NetRow> {
        match self.mode {
            NetMode::Choose => vec![NetRow::Host, NetRow::Join, NetRow::Back],
            NetMode::Host => {
                let mut rows = vec![NetRow::Game, NetRow::Colour];
                if clock {
                    rows.push(NetRow::Clock);
                }
                rows.extend([NetRow::Address, NetRow::Go, NetRow::Back]);
                rows
            }
            NetMode::Join => vec![NetRow::Address, NetRow::Code, NetRow::Go, NetRow::Back],
            NetMode::Waiting => vec![],
        }
    }

    /// The field of `row`, if it is typed in.
    pub fn field(&self, row: NetRow) -> Option<&Field> {
        match (self.mode, row) {
            (NetMode::Host, NetRow::Address) => Some(&self.listen),
            (NetMode::Join, NetRow::Address) => Some(&self.join),
            (NetMode::Join, NetRow::Code) => Some(&self.code),
            _ => None,
        }
    }

    fn field_mut(&mut self, row: NetRow) -> Option<&mut Field> {
        match (self.mode, row) {
            (NetMode::Host, NetRow::Address) => Some(&mut self.listen),
            (NetMode::Join, NetRow::Address) => Some(&mut self.join),
            (NetMode::Join, NetRow::Code) => Some(&mut self.code),
            _ => None,
        }
    }
}

impl MenuState {
    /// Opens the page on Host or Join.
    pub fn open_net(&mut self) {
        self.net.mode = NetMode::Choose;
        self.open(Page::Net);
    }

    /// Shows `mode`'s rows, the first selected.
    pub fn net_mode(&mut self, mode: NetMode) {
        self.net.mode = mode;
        self.sel = 0;
        self.error = None;
    }

    /// The rows of the page for the game chosen.
    pub fn net_rows(&self) -> Vec<NetRow> {
        self.net.rows(self.entry().players == 2)
    }

    /// A key on the page. Arrows and Tab move between rows; ◀ ▶ change a choice; on a
    /// field, typing edits it; Enter chooses; Esc goes back (and gives a hosting up).
    pub(in crate::tui) fn net_key(&mut self, key: KeyEvent) -> MenuAction {
        if self.net.mode == NetMode::Waiting {
            return match key.code {
                KeyCode::Esc => MenuAction::Net(NetAction::Cancel),
                _ => MenuAction::None,
            };
        }
        let rows = self.net_rows();
        let n = rows.len().max(1);
        let row = rows.get(self.sel).copied().unwrap_or(NetRow::Back);
        match key.code {
            KeyCode::Up => self.sel = (self.sel + n - 1) % n,
            KeyCode::Down | KeyCode::Tab => self.sel = (self.sel + 1) % n,
            KeyCode::Esc => self.net_back(),
            KeyCode::Left | KeyCode::Right if self.net.field(row).is_none() => {
                self.net_change(row, key.code == KeyCode::Right);
            }
            KeyCode::Enter => return self.net_choose(row),
            _ => {
                if let Some(field) = self.net.field_mut(row) {
                    field.key(key, 80);
                    self.error = None;
                } else if key.code == KeyCode::Backspace {
                    self.net_back();
                }
            }
        }
        MenuAction::None
    }

    fn net_back(&mut self) {
        self.error = None;
        match self.net.mode {
            NetMode::Host | NetMode::Join => {
                let was = self.net.mode;
                self.net_mode(NetMode::Choose);
                self.sel = usize::from(was == NetMode::Join);
            }
            _ => {
                self.open(Page::Main);
                self.sel = NET_ITEM;
            }
        }
    }

    fn net_change(&mut self, row: NetRow, up: bool) {
        self.error = None;
        match row {
            NetRow::Game => {
                let n = self.games.len();
                self.game = if up {
                    (self.game + 1) % n
                } else {
                    (self.game + n - 1) % n
                };
            }
            NetRow::Colour => {
                let order = [ColorChoice::White, ColorChoice::Black, ColorChoice::Random];
                let i = order.iter().position(|c| *c == self.color).unwrap_or(0);
                self.color = order[if up { (i + 1) % 3 } else { (i + 2) % 3 }];
            }
            NetRow::Clock => {
                let (entry, lang) = (self.entry(), self.lang);
                self.new_game.change(Row::Clock, up, entry, lang);
            }
            _ => {}
        }
    }

    fn net_choose(&mut self, row: NetRow) -> MenuAction {
        match row {
            NetRow::Host => self.net_mode(NetMode::Host),
            NetRow::Join => self.net_mode(NetMode::Join),
            NetRow::Back => self.net_back(),
            NetRow::Go if self.net.mode == NetMode::Host => {
                return MenuAction::Net(NetAction::Host);
            }
            NetRow::Go => return MenuAction::Net(NetAction::Join),
            // Enter on a field or a choice goes to the next row.
            _ => {
                let n = self.net_rows().len().max(1);
                self.sel = (self.sel + 1) % n;
            }
        }
        MenuAction::None
    }
}

/// The main page's row of the network page.
pub const NET_ITEM: usize = 6;
