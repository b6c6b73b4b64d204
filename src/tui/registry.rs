//! The games the shell offers, in menu order: a small registry built from the program's
//! one list of games (`crate::for_each_game!` in `src/games.rs`). Each entry knows the
//! game's id (as saves and `--game` name it), its name and rules in both languages, its
//! autosave, and how to open a table for it.
//!
//! To add a game: one line in `for_each_game!` and its position type implementing
//! `ShellGame` (`adapter.rs`); every game of the program plays in the shell.

use std::path::{Path, PathBuf};

use crate::core::Seat;
use crate::game::save::{self, SaveError};
use crate::game::{Player, Record};
use crate::games::AnyGame;
use crate::lang::Lang;

use crate::game::clock::{GameClock, TimeControl};
use crate::tui::shell::game::{SetupOption, ShellGame};
use crate::tui::shell::session::{BALLOT_TAG, Session};
use crate::tui::shell::table::{Shared, Table};

/// One game of the menu.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The id saves and `--game` use (`core::Rules::VARIANT`).
    pub id: &'static str,
    pub name: fn(Lang) -> &'static str,
    pub rules_help: fn(Lang) -> &'static str,
    /// How to play it here, when the game has its own ([`ShellGame::playing_help`]).
    pub playing_help: fn(Lang) -> Option<&'static str>,
    /// The file name of the game's autosave in the save directory.
    pub autosave: fn() -> String,
    /// How many players take turns.
    pub players: usize,
    /// The game's own choices on the new-game page (`ShellGame::setup_options`).
    pub setup_options: fn(Lang) -> Vec<SetupOption>,
    /// A seat's name ("White", "Bianco", "Red").
    pub seat_label: fn(Seat, Lang) -> &'static str,
    /// The ballot openings a new game may start from (`ShellGame::ballots`).
    pub ballots: fn() -> &'static [&'static str],
    /// Checks a typed start position; the reason in the player's language.
    pub check_position: fn(&str, Lang) -> Result<(), String>,
    start_spec: fn(GameSpec, &mut Shared) -> Box<dyn Table>,
}

/// Everything the new-game page (or the flags) chose for a new game.
#[derive(Clone, Debug, Default)]
pub struct GameSpec {
    /// A player per seat, seat 0 first.
    pub players: Vec<Player>,
    /// The game's own choices (`ShellGame::start_with`).
    pub setup: Vec<usize>,
    /// A start position typed by the player (already checked); `None`: the start.
    pub position: Option<String>,
    /// The ballot opening to play first ("22-18 10-14").
    pub ballot: Option<String>,
    pub clock: Option<TimeControl>,
}

const fn entry<G: ShellGame>() -> GameEntry {
    GameEntry {
        id: G::VARIANT,
        name: G::name,
        rules_help: G::rules_help,
        playing_help: G::playing_help,
        autosave: save::autosave_name::<G>,
        players: G::PLAYERS,
        setup_options: G::setup_options,
        seat_label: G::seat_label,
        ballots: G::ballots,
        check_position: check_position::<G>,
        start_spec: start_spec::<G>,
    }
}

fn check_position<G: ShellGame>(text: &str, lang: Lang) -> Result<(), String> {
    G::parse_position(text)
        .map(|_| ())
        .map_err(|e| G::render_position_error(lang, &e))
}

/// A new game as `spec` says: its start, players, clock and ballot opening.
fn start_spec<G: ShellGame>(spec: GameSpec, sh: &mut Shared) -> Box<dyn Table> {
    let start = spec
        .position
        .as_deref()
        .and_then(|t| G::parse_position(t).ok())
        .unwrap_or_else(|| G::start_with(&spec.setup));
    let mut record = Record::with_players(start, spec.players);
    if let Some(ballot) = spec.ballot.filter(|_| start == G::start()) {
        let played = ballot
            .split_whitespace()
            .all(|mv| record.play_text(mv).is_ok());
        if played {
            record.set_tag(BALLOT_TAG, &ballot);
        } else {
            record = Record::with_players(start, record.players().to_vec());
        }
    }
    if let Some(tc) = spec.clock {
        record.set_clock(Some(GameClock::new(tc, G::PLAYERS)));
    }
    Box::new(Session::<G>::start(record, None, sh))
}

macro_rules! registry {
    ($($name:ident => $ty:ty,)*) => {
        /// Every game, in menu order; the first is the default.
        pub static GAMES: &[GameEntry] = &[$(entry::<$ty>(),)*];

        /// A loaded game of any kind, on its table.
        fn open_any(
            game: AnyGame,
            saved_as: Option<PathBuf>,
            overrides: Overrides,
            sh: &mut Shared,
        ) -> Box<dyn Table> {
            match game {
                $(AnyGame::$name(record) => open::<$ty>(record, saved_as, overrides, sh),)*
            }
        }
    };
}

crate::for_each_game!(registry);

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
    #[allow(dead_code)] // the shell starts games by `start_game`; kept for callers of before
    pub(in crate::tui) fn new_game(
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
    #[allow(dead_code)] // the shell starts games by `start_game`; kept for callers of before
    pub(in crate::tui) fn new_game_with(
        &self,
        players: Vec<Player>,
        setup: &[usize],
        sh: &mut Shared,
    ) -> Box<dyn Table> {
        let spec = GameSpec {
            players,
            setup: setup.to_vec(),
            ..GameSpec::default()
        };
        self.start_game(spec, sh)
    }

    /// A new game as the new-game page (or the flags) chose it (missing seats take
    /// the last player given, or a human).
    pub(in crate::tui) fn start_game(&self, mut spec: GameSpec, sh: &mut Shared) -> Box<dyn Table> {
        let last = spec.players.last().copied().unwrap_or(Player::Human);
        spec.players.resize(self.players.max(1), last);
        (self.start_spec)(spec, sh)
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
pub(in crate::tui) struct Overrides {
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
            for seat in crate::tui::shell::session::seats::<G>() {
                if matches!(record.player(seat), Player::Computer { .. }) {
                    record.set_player(seat, Player::Computer { level });
                }
            }
        }
    }
}

/// Opens a saved game, whatever its game: the save names it. `named` when the file is
/// the player's own (not the autosave), so that saving again writes back to it.
pub(in crate::tui) fn load(
    path: &Path,
    named: bool,
    overrides: Overrides,
    sh: &mut Shared,
) -> Result<Box<dyn Table>, SaveError> {
    let game = save::load(path)?;
    Ok(open_any(
        game,
        named.then(|| path.to_path_buf()),
        overrides,
        sh,
    ))
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
