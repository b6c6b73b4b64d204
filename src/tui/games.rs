//! The games the shell offers, in menu order: a small registry built from the program's
//! one list of games (`crate::for_each_game!` in `src/games.rs`). Each entry knows the
//! game's id (as saves and `--game` name it), its name and rules in both languages, its
//! autosave, and how to open a table for it.
//!
//! To add a game: one line in `for_each_game!`, its position type implementing
//! `ShellGame` (`adapter.rs`), and its line in [`for_each_shell_game!`] (which becomes
//! `for_each_game!` itself once every game of the program plays in the shell).

use std::path::{Path, PathBuf};

use crate::core::Seat;
use crate::game::save::{self, SaveError};
use crate::game::{Player, Record};
use crate::games::AnyGame;
use crate::lang::Lang;

use super::adapter::{SetupOption, ShellGame};
use super::session::Session;
use super::table::{Shared, Table};

/// Opens a table for a new game: a player for each seat, the game's own choices.
type NewTable = fn(Vec<Player>, &[usize], &mut Shared) -> Box<dyn Table>;

/// One game of the menu.
pub struct GameEntry {
    /// The id saves and `--game` use (`core::Rules::VARIANT`).
    pub id: &'static str,
    pub name: fn(Lang) -> &'static str,
    pub rules_help: fn(Lang) -> &'static str,
    /// The file name of the game's autosave in the save directory.
    pub autosave: fn() -> String,
    /// How many players take turns.
    pub players: usize,
    /// The game's own choices on the new-game page (`ShellGame::setup_options`).
    pub setup_options: fn(Lang) -> Vec<SetupOption>,
    new_table: NewTable,
}

const fn entry<G: ShellGame>() -> GameEntry {
    GameEntry {
        id: G::VARIANT,
        name: G::name,
        rules_help: G::rules_help,
        autosave: save::autosave_name::<G>,
        players: G::PLAYERS,
        setup_options: G::setup_options,
        new_table: new_table::<G>,
    }
}

fn new_table<G: ShellGame>(
    players: Vec<Player>,
    setup: &[usize],
    sh: &mut Shared,
) -> Box<dyn Table> {
    let record = Record::with_players(G::start_with(setup), players);
    Box::new(Session::<G>::start(record, None, sh))
}

/// Calls `$m!` with the games the shell plays, in menu order: those of
/// `crate::for_each_game!` whose position type implements [`ShellGame`].
macro_rules! for_each_shell_game {
    ($m:ident) => {
        $m! {
            Italian => crate::draughts::italian::Position,
            English => crate::draughts::english::Position,
            Brazilian => crate::draughts::brazilian::Position,
            International => crate::draughts::international::Position,
            Damhex => crate::damhex::Position,
        }
    };
}

macro_rules! registry {
    ($($name:ident => $ty:ty,)*) => {
        /// Every game, in menu order; the first is the default.
        pub static GAMES: &[GameEntry] = &[$(entry::<$ty>(),)*];

        /// A loaded game of any kind, on its table (a game the shell does not play yet
        /// is refused, naming it).
        fn open_any(
            game: AnyGame,
            saved_as: Option<PathBuf>,
            overrides: Overrides,
            sh: &mut Shared,
            path: &Path,
        ) -> Result<Box<dyn Table>, SaveError> {
            match game {
                $(AnyGame::$name(record) => Ok(open::<$ty>(record, saved_as, overrides, sh)),)*
                #[allow(unreachable_patterns)]
                other => Err(SaveError::UnknownGame {
                    path: path.into(),
                    game: "dama".into(),
                    variant: other.variant().into(),
                }),
            }
        }
    };
}

for_each_shell_game!(registry);

/// The ids of every game, in menu order (for `--game`).
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id).collect()
}

/// The index in [`GAMES`] of the game with this id.
pub fn index_of(id: &str) -> Option<usize> {
    GAMES.iter().position(|g| g.id == id)
}

impl GameEntry {
    /// A new game from the start position; `first` and `second` play the first two
    /// seats (White and Black). Any further seat (Red in a three-player game) goes to
    /// the computer when one of the two is a computer, so that one human faces only
    /// computers whichever seat they chose; else to a human.
    pub(super) fn new_game(
        &self,
        first: Player,
        second: Player,
        sh: &mut Shared,
    ) -> Box<dyn Table> {
        let extra = match (first, second) {
            (Player::Computer { .. }, _) => first,
            _ => second,
        };
        let mut players = vec![first, second];
        players.resize(self.players.max(2), extra);
        self.new_game_with(players, &[], sh)
    }

    /// A new game with a player for each seat (missing seats take the last one given,
    /// or a human) and the game's own choices (`setup`, see [`SetupOption`]).
    pub(super) fn new_game_with(
        &self,
        mut players: Vec<Player>,
        setup: &[usize],
        sh: &mut Shared,
    ) -> Box<dyn Table> {
        let last = players.last().copied().unwrap_or(Player::Human);
        players.resize(self.players.max(1), last);
        (self.new_table)(players, setup, sh)
    }

    /// Whether `path` is one of the games' autosaves.
    pub fn is_autosave(path: &Path) -> bool {
        let name = path.file_name().and_then(|n| n.to_str());
        GAMES.iter().any(|g| name == Some((g.autosave)().as_str()))
    }
}

/// Players the command line sets on a loaded game: `--white`, `--black`, `--red`, and
/// `--level` for the computer players.
#[derive(Clone, Copy, Default, Debug)]
pub(super) struct Overrides {
    pub white: Option<Player>,
    pub black: Option<Player>,
    pub red: Option<Player>,
    pub level: Option<crate::core::Level>,
}

impl Overrides {
    fn apply<G: ShellGame>(&self, record: &mut Record<G>) {
        if let Some(w) = self.white {
            record.set_player(Seat::FIRST, w);
        }
        if let Some(b) = self.black {
            record.set_player(Seat::SECOND, b);
        }
        if let Some(r) = self.red {
            record.set_player(Seat(2), r);
        }
        if let Some(level) = self.level {
            for seat in super::session::seats::<G>() {
                if matches!(record.player(seat), Player::Computer { .. }) {
                    record.set_player(seat, Player::Computer { level });
                }
            }
        }
    }
}

/// Opens a saved game, whatever its game: the save names it. `named` when the file is
/// the player's own (not the autosave), so that saving again writes back to it.
pub(super) fn load(
    path: &Path,
    named: bool,
    overrides: Overrides,
    sh: &mut Shared,
) -> Result<Box<dyn Table>, SaveError> {
    let game = save::load(path)?;
    open_any(game, named.then(|| path.to_path_buf()), overrides, sh, path)
}

fn open<G: ShellGame>(
    mut record: Record<G>,
    saved_as: Option<PathBuf>,
    overrides: Overrides,
    sh: &mut Shared,
) -> Box<dyn Table> {
    overrides.apply::<G>(&mut record);
    Box::new(Session::<G>::start(record, saved_as, sh))
}
