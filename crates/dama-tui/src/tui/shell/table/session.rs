//! A game being played on screen, for any game the shell knows: the record, and the state
//! around it in four parts — the view (flip, numbers, cursor, scroll), the input (move
//! line, message, pick, dialog), the engine link (search in progress, hint, table) and
//! the file (where it was saved, unsaved moves). Fields are private to the shell; tests
//! and views read them through the accessors. No view type is imported here.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::core::{Level, Rules, Seat};
use crate::game::{GameError, Player, Record};
use crate::lang::{Lang, render_game_error};

use crate::tui::shell::event::Progress;
use crate::tui::shell::game::{BoardState, ShellGame};
use crate::tui::shell::study::analysing::Analysis;
use crate::tui::shell::study::state::Study;
use crate::tui::shell::table::computer::pondering::Ponder;
use crate::tui::shell::table::time::{TimeSource, Timing};
use crate::tui::shell::theme::Theme;

/// A line of feedback under the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub text: String,
    pub error: bool,
}

/// Why the engine is searching.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Purpose {
    Move,
    Hint,
    /// The computer weighs a draw offer by its evaluation.
    Draw,
}

/// The computer's last finished search, kept for the panel after it moves: what it
/// found and from whose side the score is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastSearch {
    /// The seat to move in the searched position: the score is from its side.
    pub seat: Seat,
    pub info: Progress,
    pub purpose: Purpose,
    /// The move the search returned (a level may choose another than its line's first).
    pub chosen: Option<String>,
}

/// A search in progress.
#[derive(Debug)]
pub struct Thinking {
    pub id: u64,
    pub purpose: Purpose,
    pub stop: Arc<AtomicBool>,
    pub started: Instant,
    /// The time the search may take, for the progress bar (none for fixed depth).
    pub budget: Option<Duration>,
    /// The clock's limit: the search is stopped then (the computer plays on a clock).
    pub limit: Option<Duration>,
    pub info: Option<Progress>,
}

/// The most earlier computer moves the message under the board lists with the latest,
/// and the board marks (games of more than two players; see `turns.rs`).
pub(in crate::tui) const MOST_COMPUTER_MOVES_NOTED: usize = 4;

/// A question on top of the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Asking for a file name; `then_exit` when saving before leaving. The offered name
    /// starts `selected` (typing replaces it); `caret` is where typing goes, in chars.
    SaveName {
        input: String,
        then_exit: bool,
        selected: bool,
        caret: usize,
    },
    /// `from` offers a draw and the person at `to` answers Y/N (in a game of more than
    /// two, each other person still playing in turn).
    DrawOffer { from: Seat, to: Seat },
    /// Asking where to export the game, a name offered (selected).
    ExportName {
        input: String,
        selected: bool,
        caret: usize,
    },
    /// The file exists (and is not this game's own file).
    Overwrite { path: PathBuf, then_exit: bool },
    /// "EXIT ? (Y/N)", noting moves not saved by name.
    Exit { unsaved: bool },
    /// "NEW GAME ? (Y/N)": `n` in a game still being played, noting moves not saved
    /// by name.
    NewGame { unsaved: bool },
    /// The result, with new / save / quit.
    GameOver,
}

/// How the board is shown.
pub(in crate::tui) struct View<G: ShellGame> {
    /// The seat whose side of the board is at the bottom (seat 0's: not flipped).
    pub(in crate::tui) seat: Seat,
    pub(in crate::tui) numbers: bool,
    /// The cell under the cursor.
    pub(in crate::tui) cursor: G::Cell,
    /// How many move-list rows the view is scrolled back from the last move.
    pub(in crate::tui) scroll_back: usize,
    /// The arrow keys step through the game instead of moving the cursor (Tab).
    pub(in crate::tui) review: bool,
    /// What runs in the background, for the panel (the endgame database build).
    pub(in crate::tui) background: Option<String>,
}

/// What the player is typing or choosing.
pub(in crate::tui) struct Input<G: ShellGame> {
    pub(in crate::tui) line: String,
    pub(in crate::tui) message: Option<Message>,
    pub(in crate::tui) pick: Option<G::Pick>,
    pub(in crate::tui) dialog: Option<Dialog>,
}

impl<G: ShellGame> Default for Input<G> {
    fn default() -> Self {
        Input {
            line: String::new(),
            message: None,
            pick: None,
            dialog: None,
        }
    }
}

/// The engine's side of the session.
pub(in crate::tui) struct EngineLink<G: ShellGame> {
    pub(in crate::tui) thinking: Option<Thinking>,
    /// When a computer-vs-computer game makes its next move.
    pub(in crate::tui) wait_until: Option<Instant>,
    pub(in crate::tui) depth: Option<u32>,
    pub(in crate::tui) hint: Option<G::Move>,
    pub(in crate::tui) memory: Arc<Mutex<G::Memory>>,
    /// The size `memory` was made with, in MiB.
    pub(in crate::tui) memory_mib: usize,
    /// The last finished search (a move, a hint or a draw offer weighed).
    pub(in crate::tui) last: Option<LastSearch>,
    /// The computer's search on the person's time (`ponder.rs`).
    pub(in crate::tui) ponder: Option<Ponder<G>>,
    /// The reply the computer's last move expects (its line's second move).
    pub(in crate::tui) expected: Option<G::Move>,
    /// The outside engines seated, by seat index (`outside_play.rs`).
    pub(in crate::tui) outside:
        Vec<Option<crate::tui::shell::table::computer::outside::OutsideSeat<G>>>,
}

/// The game's file.
#[derive(Default)]
pub(in crate::tui) struct FileState {
    /// The file this game was last saved to or loaded from by name.
    pub(in crate::tui) saved_as: Option<PathBuf>,
    /// Moves made since the last save by name.
    pub(in crate::tui) dirty: bool,
}

pub struct Session<G: ShellGame> {
    pub(in crate::tui) record: Record<G>,
    pub(in crate::tui) view: View<G>,
    pub(in crate::tui) input: Input<G>,
    pub(in crate::tui) engine: EngineLink<G>,
    pub(in crate::tui) file: FileState,
    pub(in crate::tui) timing: Timing,
    /// The analysis mode, when on (`analysis.rs`).
    pub(in crate::tui) analysis: Option<Analysis<G>>,
    /// The game analysis, running or done (`study.rs`).
    pub(in crate::tui) study: Option<Study<G>>,
    /// The game over the network, when it is one (`net/`).
    pub(in crate::tui) net: Option<crate::tui::shell::table::net::NetSeat>,
}

impl<G: ShellGame> Session<G> {
    /// The side the board starts seen from: the human's, the first seat's when several
    /// or none are human.
    fn first_view(record: &Record<G>) -> Seat {
        let humans: Vec<Seat> = seats::<G>()
            .filter(|&s| record.player(s) == Player::Human)
            .collect();
        match humans[..] {
            [one] => one,
            _ => Seat::FIRST,
        }
    }

    /// The side the board was first seen from, which `F` comes back to.
    pub(in crate::tui) fn first_view_seat(&self) -> Seat {
        Self::first_view(&self.record)
    }

    /// A session of `record` whose engine has a memory of `mib` MiB.
    pub fn new(record: Record<G>, depth: Option<u32>, mib: usize) -> Session<G> {
        let seat = Self::first_view(&record);
        let cursor = G::first_cursor_from(record.position(), seat);
        Session {
            record,
            view: View {
                seat,
                numbers: true,
                cursor,
                scroll_back: 0,
                review: false,
                background: None,
            },
            input: Input::default(),
            engine: EngineLink {
                thinking: None,
                wait_until: None,
                depth,
                hint: None,
                memory: Arc::new(Mutex::new(G::new_memory(mib))),
                memory_mib: mib,
                last: None,
                ponder: None,
                expected: None,
                outside: Vec::new(),
            },
            file: FileState::default(),
            timing: Timing::new(TimeSource::system()),
            analysis: None,
            study: None,
            net: None,
        }
    }

    /// A memory of `mib` MiB for the searches to come, when its size changed (a search
    /// under way keeps the old one until it ends).
    pub(in crate::tui) fn resize_memory(&mut self, mib: usize) {
        if mib != self.engine.memory_mib {
            self.engine.memory = Arc::new(Mutex::new(G::new_memory(mib)));
            self.engine.memory_mib = mib;
        }
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    pub fn position(&self) -> &G {
        self.record.position()
    }

    /// Whether the board is seen from another side than seat 0's.
    pub fn flipped(&self) -> bool {
        self.view.seat != Seat::FIRST
    }

    /// The seat whose side of the board is at the bottom.
    pub fn view_seat(&self) -> Seat {
        self.view.seat
    }

    pub fn numbers(&self) -> bool {
        self.view.numbers
    }

    pub fn line(&self) -> &str {
        &self.input.line
    }

    pub fn message(&self) -> Option<&Message> {
        self.input.message.as_ref()
    }

    pub fn is_picking(&self) -> bool {
        self.input.pick.is_some()
    }

    pub fn dialog(&self) -> Option<&Dialog> {
        self.input.dialog.as_ref()
    }

    pub fn thinking(&self) -> Option<&Thinking> {
        self.engine.thinking.as_ref()
    }

    /// Whether the computer is searching or about to (a demo game's pause).
    pub fn is_busy(&self) -> bool {
        self.engine.thinking.is_some() || self.engine.wait_until.is_some()
    }

    pub fn hint(&self) -> Option<&G::Move> {
        self.engine.hint.as_ref()
    }

    /// The computer's last finished search (kept after it moved).
    pub fn last_search(&self) -> Option<&LastSearch> {
        self.engine.last.as_ref()
    }

    /// What runs in the background, as the panel shows it (the database build).
    pub fn background(&self) -> Option<&str> {
        self.view.background.as_deref()
    }

    /// Whether the arrow keys step through the game (review mode, Tab).
    pub fn is_reviewing(&self) -> bool {
        self.view.review
    }

    /// Whether the board shows an earlier position than the game's last (moves after it
    /// are kept, greyed in the move list, until a new move replaces them).
    pub fn is_in_past(&self) -> bool {
        self.record.cursor() < self.record.moves().len()
    }

    /// The plies of a ballot opening at the start of the game (never taken back).
    pub fn ballot_plies(&self) -> usize {
        if self.record.tags().contains_key(BALLOT_TAG) {
            2.min(self.record.moves().len())
        } else {
            0
        }
    }

    pub fn depth(&self) -> Option<u32> {
        self.engine.depth
    }

    pub fn saved_as(&self) -> Option<&Path> {
        self.file.saved_as.as_deref()
    }

    pub fn scroll_back(&self) -> usize {
        self.view.scroll_back
    }

    /// The cell under the cursor.
    pub fn cursor(&self) -> G::Cell {
        self.view.cursor
    }

    /// Whether a person plays `seat` now: every seat in the analysis mode.
    pub fn is_human(&self, seat: impl Into<Seat>) -> bool {
        self.analysis.is_some() || self.record.player(seat) == Player::Human
    }

    /// Whether the game is over and won by the computer against a person.
    pub fn lost_to_computer(&self) -> bool {
        let winner = self.record.result().and_then(|r| r.winner);
        winner.is_some_and(|w| !self.is_human(w) && seats::<G>().any(|x| self.is_human(x)))
    }

    /// Whether every seat is played by the computer (a demo).
    pub fn is_demo(&self) -> bool {
        seats::<G>().all(|s| !self.is_human(s))
    }

    pub fn to_move(&self) -> Seat {
        self.record.position().to_move()
    }

    /// Whether the player at the keyboard may move now.
    pub fn human_to_move(&self) -> bool {
        self.record.result().is_none() && self.is_human(self.to_move()) && self.net_lets_move()
    }

    /// The level of the computer player(s), for display and new searches.
    pub fn level(&self) -> Option<Level> {
        let first = self.to_move().index();
        (0..G::PLAYERS)
            .map(|k| Seat(((first + k) % G::PLAYERS) as u8))
            .find_map(|s| match self.record.player(s) {
                Player::Computer { level } => Some(level),
                Player::Human => None,
            })
    }

    pub(in crate::tui) fn say(&mut self, text: impl Into<String>) {
        self.input.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    pub(in crate::tui) fn complain(&mut self, text: impl Into<String>) {
        self.input.message = Some(Message {
            text: text.into(),
            error: true,
        });
    }

    /// Says why the record refused a move, in the player's language.
    pub(in crate::tui) fn refuse(&mut self, lang: Lang, e: &GameError<G>) {
        self.complain(render_game_error(lang, e, |m| {
            G::render_move_error(lang, m)
        }));
    }

    /// The dialog asking for a file name, offering the name this game was saved under,
    /// selected (typing replaces it).
    pub(in crate::tui) fn save_name_dialog(&self, then_exit: bool) -> Dialog {
        let input = self
            .file
            .saved_as
            .as_deref()
            .and_then(|p| p.file_stem())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Dialog::SaveName {
            caret: input.chars().count(),
            selected: !input.is_empty(),
            input,
            then_exit,
        }
    }

    /// Moves the cursor one screen step; `dr`, `dc` are screen directions.
    pub(in crate::tui) fn move_cursor(&mut self, dr: i8, dc: i8) {
        self.view.cursor = G::step_cursor_from(self.view.cursor, dr, dc, self.view.seat);
    }

    /// What the board widget draws, as things stand.
    pub fn board_state<'a>(&'a self, theme: &'a Theme, lang: Lang) -> BoardState<'a, G> {
        let cursor = self.record.cursor();
        let last = self
            .record
            .last_move()
            .and_then(|mv| Some((self.record.positions().get(cursor - 1)?, mv)));
        BoardState {
            pos: self.record.position(),
            cursor: self.view.cursor,
            pick: self.input.pick.as_ref(),
            last,
            earlier: self.earlier_computer_moves(),
            hint: self.engine.hint.as_ref(),
            human_to_move: self.human_to_move(),
            flipped: self.flipped(),
            seat: self.view.seat,
            numbers: self.view.numbers,
            theme,
            lang,
        }
    }

    /// [`BoardState::earlier`]: the computer moves before the last since a human last
    /// acted, when more than two play and the last move was a computer's (none in a
    /// demo).
    fn earlier_computer_moves(&self) -> Vec<(&G, &G::Move)> {
        let positions = self.record.positions();
        let played = self.record.played();
        let cursor = self.record.cursor();
        let by_computer = |k: usize| {
            positions
                .get(k)
                .is_some_and(|p| !self.is_human(p.to_move()))
        };
        if G::PLAYERS <= 2 || self.is_demo() || cursor < 2 || !by_computer(cursor - 1) {
            return Vec::new();
        }
        let mut out: Vec<(&G, &G::Move)> = (0..cursor - 1)
            .rev()
            .take(MOST_COMPUTER_MOVES_NOTED)
            .take_while(|&k| by_computer(k))
            .filter_map(|k| Some((positions.get(k)?, played.get(k)?)))
            .collect();
        out.reverse();
        out
    }

    /// How many plies to take back so that a human is to move again ("back to your
    /// previous turn"); one ply when no one at the keyboard plays.
    pub(in crate::tui) fn undo_distance(&self) -> usize {
        let cursor = self.record.cursor();
        let positions = self.record.positions();
        let floor = self.ballot_plies();
        if self.is_demo() {
            return cursor.saturating_sub(floor).min(1);
        }
        (floor..cursor)
            .rev()
            .find(|&k| positions.get(k).is_some_and(|p| self.is_human(p.to_move())))
            .map_or(0, |k| cursor - k)
    }
}

/// The PDN tag naming a ballot opening ("22-18 10-14"): its moves open the record.
pub const BALLOT_TAG: &str = "Ballot";

/// Every seat of game `G`, in play order.
pub fn seats<G: Rules>() -> impl Iterator<Item = Seat> {
    (0..G::PLAYERS).map(|k| Seat(k as u8))
}
