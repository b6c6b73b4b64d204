//! The new-game page's state, for any game of the registry: a row per seat (a person,
//! the computer at a level, or an outside Hub engine whose command is typed on the row,
//! in the games the Hub protocol speaks), random colours (two seats), the start position (typed,
//! checked by the game's rules), a ballot opening (games that have ballots: Italian),
//! the clock, the game's own choices (`ShellGame::setup_options`), Start and Back. Pure
//! state: the page is drawn by `widgets/menu.rs`.

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::core::Level;
use crate::game::Player;
use crate::game::clock::TimeControl;
use crate::lang::{Lang, play as words};

use crate::tui::shell::catalog::GameEntry;
use crate::tui::shell::field::Field;

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatChoice {
    Human,
    Computer(Level),
    /// An outside engine; its command is the page's `engines` field of the seat.
    Engine,
}

impl SeatChoice {
    pub fn player(self) -> Player {
        match self {
            SeatChoice::Human => Player::Human,
            SeatChoice::Computer(level) => Player::Computer { level },
            // Not a person's seat; the level is never used (the engine plays).
            SeatChoice::Engine => Player::Computer {
                level: Level::DEFAULT,
            },
        }
    }

    /// The next choice: Human, Computer 1, …, Computer 10, then an outside engine when
    /// `engine` (the game speaks the Hub protocol), Human (backwards with `up` false).
    fn next(self, up: bool, engine: bool) -> SeatChoice {
        let n = if engine { 12 } else { 11 };
        let i = match self {
            SeatChoice::Human => 0,
            SeatChoice::Computer(l) => l.get() as usize,
            SeatChoice::Engine => 11 % n,
        };
        let j = if up { (i + 1) % n } else { (i + n - 1) % n };
        match Level::new(j as u8) {
            _ if j == 11 => SeatChoice::Engine,
            Some(l) if j > 0 => SeatChoice::Computer(l),
            _ => SeatChoice::Human,
        }
    }
}

/// The clocks offered, the first being none: the FID's two rules, then common
/// tournament and quick controls.
pub fn clock_choices() -> Vec<Option<TimeControl>> {
    let mut v = vec![
        None,
        Some(TimeControl::FID_PER_MOVE),
        Some(TimeControl::FID_PERIOD),
    ];
    for text in ["15m+30s", "5m+5s", "1m+1s", "5s/move"] {
        v.push(TimeControl::parse(text).ok());
    }
    v
}

/// A row of the page.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Row {
    Seat(usize),
    Random,
    Position,
    Ballot,
    Clock,
    Setup(usize),
    /// Build the endgame databases (Italian, when missing), or the build's progress.
    Database,
    Start,
    Back,
}

/// What the page asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NewGameAction {
    None,
    Start,
    Back,
    /// Build the endgame databases, or stop the build.
    Database,
}

#[derive(Clone, Debug)]
pub struct NewGamePage {
    pub seats: Vec<SeatChoice>,
    /// Swap the first two seats by lot at the start.
    pub random: bool,
    /// The typed start position (empty: the game's start).
    pub position: Field,
    /// The position is being typed.
    pub editing: bool,
    pub ballot: bool,
    /// An index in [`clock_choices`].
    pub clock: usize,
    pub setup: Vec<usize>,
    pub error: Option<String>,
    /// The command of each seat's outside engine, as typed.
    pub engines: Vec<Field>,
    /// The seat whose engine command is being typed (`editing` is then true too).
    pub editing_engine: Option<usize>,
}

impl NewGamePage {
    /// The page for `entry`: the first seat a person, the others the computer at
    /// `level`; the game's own choices at their defaults.
    pub fn new(entry: &GameEntry, level: Level, lang: Lang) -> NewGamePage {
        let mut seats = vec![SeatChoice::Computer(level); entry.players.max(1)];
        seats[0] = SeatChoice::Human;
        NewGamePage {
            seats,
            random: false,
            position: Field::default(),
            editing: false,
            ballot: false,
            clock: 0,
            setup: (entry.setup_options)(lang)
                .iter()
                .map(|o| o.default)
                .collect(),
            error: None,
            engines: vec![Field::default(); entry.players.max(1)],
            editing_engine: None,
        }
    }

    /// The rows for `entry`, in order.
    pub fn rows(&self, entry: &GameEntry, lang: Lang) -> Vec<Row> {
        let mut rows: Vec<Row> = (0..self.seats.len()).map(Row::Seat).collect();
        if self.seats.len() == 2 {
            rows.push(Row::Random);
        }
        rows.push(Row::Position);
        if !(entry.ballots)().is_empty() {
            rows.push(Row::Ballot);
        }
        // A clock for two players only: the authors of DamHex^3 give no rule for a
        // player out of time in a game of three.
        if self.seats.len() == 2 {
            rows.push(Row::Clock);
        }
        rows.extend((0..(entry.setup_options)(lang).len()).map(Row::Setup));
        rows.push(Row::Start);
        rows.push(Row::Back);
        rows
    }

    /// The index of the Start row.
    pub fn start_row(&self, entry: &GameEntry, lang: Lang) -> usize {
        let rows = self.rows(entry, lang);
        rows.iter().position(|r| *r == Row::Start).unwrap_or(0)
    }

    /// The clock chosen.
    pub fn clock(&self) -> Option<TimeControl> {
        clock_choices().get(self.clock).copied().flatten()
    }

    /// Changes the value of `row` (◀ ▶).
    pub fn change(&mut self, row: Row, up: bool, entry: &GameEntry, lang: Lang) {
        self.error = None;
        match row {
            Row::Seat(i) => {
                if let Some(s) = self.seats.get_mut(i) {
                    *s = s.next(up, (entry.hub)());
                }
            }
            Row::Random => self.random = !self.random,
            Row::Ballot => self.ballot = !self.ballot,
            Row::Clock => {
                let n = clock_choices().len();
                self.clock = if up {
                    (self.clock + 1) % n
                } else {
                    (self.clock + n - 1) % n
                };
            }
            Row::Setup(i) => {
                let n = (entry.setup_options)(lang)
                    .get(i)
                    .map_or(1, |o| o.choices.len().max(1));
                if let Some(c) = self.setup.get_mut(i) {
                    *c = if up { (*c + 1) % n } else { (*c + n - 1) % n };
                }
            }
            Row::Position => self.editing = true,
            Row::Start | Row::Back | Row::Database => {}
        }
    }

    /// A key on row `row`; the menu handles moving between rows.
    pub fn key(&mut self, key: KeyEvent, row: Row, entry: &GameEntry, lang: Lang) -> NewGameAction {
        if let Some(i) = self.editing_engine.filter(|_| self.editing) {
            self.engine_key(key, i);
            return NewGameAction::None;
        }
        if self.editing {
            match key.code {
                KeyCode::Esc => {
                    self.editing = false;
                    self.position = Field::default();
                    self.error = None;
                }
                KeyCode::Enter => self.check_position(entry, lang),
                _ => {
                    self.position.key(key, 400);
                }
            }
            return NewGameAction::None;
        }
        match key.code {
            KeyCode::Left | KeyCode::Right if row != Row::Position => {
                self.change(row, key.code == KeyCode::Right, entry, lang);
            }
            KeyCode::Enter | KeyCode::Char(' ') => match row {
                Row::Start => {
                    self.check_position(entry, lang);
                    if self.error.is_none() && self.engine_without_command() {
                        self.error = Some(crate::protocol::words::no_command(lang));
                    }
                    if self.error.is_none() {
                        return NewGameAction::Start;
                    }
                }
                Row::Seat(i) if self.seats.get(i) == Some(&SeatChoice::Engine) => {
                    self.edit_engine(i);
                }
                Row::Back => return NewGameAction::Back,
                Row::Database => return NewGameAction::Database,
                Row::Position => {
                    self.editing = true;
                    self.position.selected = !self.position.text.is_empty();
                    self.position.caret = self.position.text.chars().count();
                }
                _ => self.change(row, true, entry, lang),
            },
            _ => {}
        }
        NewGameAction::None
    }

    /// Checks the typed position with the game's rules; the error says what is wrong.
    fn check_position(&mut self, entry: &GameEntry, lang: Lang) {
        let text = self.position.text.trim();
        if text.is_empty() {
            self.editing = false;
            self.error = None;
            return;
        }
        match (entry.check_position)(text, lang) {
            Ok(()) => {
                self.editing = false;
                self.error = None;
            }
            Err(why) => {
                self.editing = true;
                self.error = Some(words::bad_position(lang, &why));
            }
        }
    }

    /// Starts typing the command of seat `i`'s engine (the text offered, selected).
    fn edit_engine(&mut self, i: usize) {
        if let Some(field) = self.engines.get_mut(i) {
            field.selected = !field.text.is_empty();
            field.caret = field.text.chars().count();
            self.editing = true;
            self.editing_engine = Some(i);
            self.error = None;
        }
    }

    /// A key while seat `i`'s engine command is typed: Enter keeps it, Esc too (an
    /// empty command is refused at Start).
    fn engine_key(&mut self, key: KeyEvent, i: usize) {
        match key.code {
            KeyCode::Enter | KeyCode::Esc => {
                self.editing = false;
                self.editing_engine = None;
            }
            _ => {
                if let Some(field) = self.engines.get_mut(i) {
                    field.key(key, 400);
                }
            }
        }
    }

    /// Whether a seat is an engine with no command typed.
    fn engine_without_command(&self) -> bool {
        self.seats.iter().enumerate().any(|(i, s)| {
            *s == SeatChoice::Engine && self.engines.get(i).is_none_or(|f| f.text.trim().is_empty())
        })
    }

    /// The field being typed: an engine's command or the position.
    pub fn edited(&self) -> &Field {
        self.editing_engine
            .and_then(|i| self.engines.get(i))
            .unwrap_or(&self.position)
    }

    /// Each seat's outside engine command (none for the other seats), seat 0 first,
    /// the first two swapped when `swap` (as [`NewGamePage::players`]).
    pub fn engine_commands(&self, swap: bool) -> Vec<Option<String>> {
        let mut commands: Vec<Option<String>> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let text = self.engines.get(i).map(|f| f.text.trim().to_string());
                text.filter(|t| *s == SeatChoice::Engine && !t.is_empty())
            })
            .collect();
        if swap && commands.len() >= 2 {
            commands.swap(0, 1);
        }
        commands
    }

    /// The players, seat 0 first, with the first two swapped when `swap`.
    pub fn players(&self, swap: bool) -> Vec<Player> {
        let mut players: Vec<Player> = self.seats.iter().map(|s| s.player()).collect();
        if swap && players.len() >= 2 {
            players.swap(0, 1);
        }
        players
    }
}

#[cfg(test)]
mod tests {
    use crate::tui::shell::menu::newgame::*;
    #[test]
    fn a_seat_cycles_from_human_through_the_levels() {
        assert_eq!(
            SeatChoice::Human.next(true, false),
            SeatChoice::Computer(Level::of(1))
        );
        assert_eq!(
            SeatChoice::Human.next(false, false),
            SeatChoice::Computer(Level::MAX)
        );
        assert_eq!(
            SeatChoice::Computer(Level::MAX).next(true, false),
            SeatChoice::Human
        );
    }

    #[test]
    fn an_engine_seat_follows_the_levels_where_the_hub_speaks_the_game() {
        let max = SeatChoice::Computer(Level::MAX);
        assert_eq!(max.next(true, true), SeatChoice::Engine);
        assert_eq!(SeatChoice::Engine.next(true, true), SeatChoice::Human);
        assert_eq!(SeatChoice::Human.next(false, true), SeatChoice::Engine);
        assert_eq!(SeatChoice::Engine.next(false, true), max);
    }
}
