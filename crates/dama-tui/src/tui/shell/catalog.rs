//! The games the shell offers, as data: a [`GameEntry`] per game (its id, words, seats,
//! how to start and draw its table), built for any `G: ShellGame` by [`entry`], and the
//! [`Catalog`] the registry (`tui/registry.rs`) hands to `App`: the entries in menu
//! order, how to open a saved game of any kind, and the program's endgame databases.
//! The shell reads the catalog and names no game.

use std::path::{Path, PathBuf};

use rand::RngExt;
use rand::rngs::StdRng;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::core::Seat;
use crate::game::clock::{GameClock, TimeControl};
use crate::game::save::{self, SaveError};
use crate::game::{Player, Record};
use crate::lang::Lang;
use crate::tui::shell::databases::DatabaseService;
use crate::tui::shell::editor::EditFrom;
use crate::tui::shell::editor::edit::EditableGame;
use crate::tui::shell::game::{SetupOption, ShellGame};
use crate::tui::shell::options::Options;
use crate::tui::shell::table::session::{BALLOT_TAG, Session};
use crate::tui::shell::table::{Shared, Table};
use crate::tui::shell::theme::Theme;

/// Opens a saved game of any kind on its table: the path, whether it is the player's own
/// file, the command line's players.
pub type LoadGame = fn(&Path, bool, Overrides, &mut Shared) -> Result<Box<dyn Table>, SaveError>;

/// Opens the puzzle mode of the game with this id, or says why it cannot.
pub type OpenPuzzles = fn(&str, &mut Shared) -> Result<Box<dyn Table>, String>;

/// Everything the shell needs from the registry.
pub struct Catalog {
    /// Every game, in menu order; the first is the default.
    pub games: &'static [GameEntry],
    /// Opens a saved game, whatever its game (the save names it); `named` when the file
    /// is the player's own, so that saving again writes back to it.
    pub load: LoadGame,
    /// A game read already (from a library) on its table.
    pub open_game: fn(crate::games::AnyGame, &mut Shared) -> Box<dyn Table>,
    /// The program's endgame databases for these options.
    pub databases: fn(&Options) -> Box<dyn DatabaseService>,
    /// The puzzle mode of the game with this id, or why it cannot open.
    pub puzzles: OpenPuzzles,
}

impl Catalog {
    /// The ids of every game, in menu order (for `--game`).
    pub fn ids(&self) -> Vec<&'static str> {
        self.games.iter().map(|g| g.id).collect()
    }

    /// The index of the game with this id.
    pub fn index_of(&self, id: &str) -> Option<usize> {
        self.games.iter().position(|g| g.id == id)
    }

    /// The entry at `i`, the last one when out of range.
    pub fn get(&self, i: usize) -> &'static GameEntry {
        &self.games[i.min(self.games.len() - 1)]
    }

    /// Whether `path` is one of the games' autosaves.
    pub fn is_autosave(&self, path: &Path) -> bool {
        let name = path.file_name().and_then(|n| n.to_str());
        self.games
            .iter()
            .any(|g| name == Some((g.autosave)().as_str()))
    }
}

/// One game of the menu.
#[derive(Clone, Copy)]
pub struct GameEntry {
    /// The id saves and `--game` use (`core::Rules::VARIANT`).
    pub id: &'static str,
    pub name: fn(Lang) -> &'static str,
    /// The help screen's text ([`ShellGame::help`]).
    pub help: fn(Lang) -> String,
    /// The file name of the game's autosave in the save directory.
    pub autosave: fn() -> String,
    /// How many players take turns.
    pub players: usize,
    /// Whether the Hub protocol speaks the game (outside engines may sit in).
    pub hub: fn() -> bool,
    /// The game's own choices on the new-game page (`ShellGame::setup_options`).
    pub setup_options: fn(Lang) -> Vec<SetupOption>,
    /// A seat's name ("White", "Bianco", "Red").
    pub seat_label: fn(Seat, Lang) -> &'static str,
    /// The ballot openings a new game may start from (`ShellGame::ballots`).
    pub ballots: fn() -> &'static [&'static str],
    /// Whether the game uses the program's endgame databases (`ShellGame::uses_databases`).
    pub uses_databases: fn() -> bool,
    /// Whether the game has the puzzle mode (`ShellGame::has_puzzles`).
    pub has_puzzles: fn() -> bool,
    /// Checks a typed start position; the reason in the player's language.
    pub check_position: fn(&str, Lang) -> Result<(), String>,
    start_spec: fn(GameSpec, &mut Shared) -> Box<dyn Table>,
    /// Opens the position editor (`shell/editor/mod.rs`); a position text that cannot be
    /// read is refused, in the player's words.
    pub edit: OpenEditor,
    /// Draws the game's table (a view: the registry hands it in, the shell never draws).
    pub draw: DrawTable,
    /// The ply of the move list drawn at a click, as the view lays the panel out.
    pub ply_at: PlyAt,
}

/// Which ply of the move list the view drew at (`col`, `row`) of a screen of this size
/// for a table of one game (`None`: no move there).
pub type PlyAt = fn(&dyn Table, Rect, u16, u16, &Theme, Lang) -> Option<usize>;

/// Opens the position editor of one game; a position text it cannot read is refused,
/// in the player's words.
pub type OpenEditor = fn(EditFrom, &mut Shared) -> Result<Box<dyn Table>, String>;

/// How the view draws a table of one game: the table, the whole screen, the theme.
pub type DrawTable = fn(&dyn Table, Rect, &mut Buffer, &Theme, Lang);

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
    /// An outside engine's command per seat, seat 0 first (`outside_play.rs`).
    pub engines: Vec<Option<String>>,
}

/// The entry of game `G`, drawn by `draw`, its move list hit by `ply_at`.
pub const fn entry<G: EditableGame>(draw: DrawTable, ply_at: PlyAt) -> GameEntry {
    GameEntry {
        id: G::VARIANT,
        name: G::name,
        help: G::help,
        autosave: save::autosave_name::<G>,
        players: G::PLAYERS,
        setup_options: G::setup_options,
        seat_label: G::seat_label,
        ballots: G::ballots,
        uses_databases: G::uses_databases,
        has_puzzles: G::has_puzzles,
        hub: speaks_hub::<G>,
        check_position: check_position::<G>,
        start_spec: start_spec::<G>,
        edit: crate::tui::shell::editor::open::<G>,
        draw,
        ply_at,
    }
}

fn check_position<G: ShellGame>(text: &str, lang: Lang) -> Result<(), String> {
    G::parse_position(text)
        .map(|_| ())
        .map_err(|e| G::render_position_error(lang, &e))
}

/// Whether the Hub protocol speaks game `G`.
fn speaks_hub<G: ShellGame>() -> bool {
    G::hub().is_some()
}

/// The game's own choices for a new game: a missing or out-of-range entry takes its
/// option's default, and a choice "by lot" ([`SetupOption::lot`]) one of the option's
/// other choices, drawn now.
pub(in crate::tui) fn drawn_setup<G: ShellGame>(chosen: &[usize], rng: &mut StdRng) -> Vec<usize> {
    G::setup_options(Lang::En)
        .iter()
        .enumerate()
        .map(|(i, option)| {
            let last = option.choices.len().saturating_sub(1);
            let choice = chosen
                .get(i)
                .copied()
                .filter(|&c| c <= last)
                .unwrap_or(option.default);
            if option.lot && choice == last && last > 0 {
                rng.random_range(0..last)
            } else {
                choice
            }
        })
        .collect()
}

/// A new game as `spec` says: its start, players, clock and ballot opening.
fn start_spec<G: ShellGame>(spec: GameSpec, sh: &mut Shared) -> Box<dyn Table> {
    let start = spec
        .position
        .as_deref()
        .and_then(|t| G::parse_position(t).ok())
        .unwrap_or_else(|| G::start_with(&drawn_setup::<G>(&spec.setup, &mut sh.rng)));
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
    Box::new(Session::<G>::start_seated(record, None, &spec.engines, sh))
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
}

/// Players the command line sets on a loaded game: `--white`, `--black`, `--red`, and
/// `--level` for the computer players.
#[derive(Clone, Copy, Default, Debug)]
pub struct Overrides {
    pub white: Option<Player>,
    pub black: Option<Player>,
    pub red: Option<Player>,
    pub level: Option<crate::core::Level>,
}

impl Overrides {
    pub fn apply<G: ShellGame>(&self, record: &mut Record<G>) {
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
            for seat in crate::tui::shell::table::session::seats::<G>() {
                if matches!(record.player(seat), Player::Computer { .. }) {
                    record.set_player(seat, Player::Computer { level });
                }
            }
        }
    }
}

/// A loaded record of game `G` on its table, with the command line's players.
pub fn open<G: ShellGame>(
    mut record: Record<G>,
    saved_as: Option<PathBuf>,
    overrides: Overrides,
    sh: &mut Shared,
) -> Box<dyn Table> {
    overrides.apply::<G>(&mut record);
    Box::new(Session::<G>::start(record, saved_as, sh))
}
