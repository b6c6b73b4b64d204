//! A game being played on screen, for any game the shell knows: the record, and the state
//! around it in four parts — the view (flip, numbers, cursor, scroll), the input (move
//! line, message, pick, dialog), the engine link (search in progress, hint, table) and
//! the file (where it was saved, unsaved moves). Fields are private to the shell; tests
//! and views read them through the accessors. No view type is imported here.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::core::Level;
use crate::draughts::italian::Color;
use crate::game::{GameError, Player, Record};
use crate::lang::{Lang, render_game_error};

use super::adapter::ShellGame;
use super::event::Progress;
use super::pick::{self, Marks, Pick};

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
    pub info: Option<Progress>,
}

/// A question on top of the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Dialog {
    /// Asking for a file name; `then_exit` when saving before leaving.
    SaveName { input: String, then_exit: bool },
    /// The file exists (and is not this game's own file).
    Overwrite { path: PathBuf, then_exit: bool },
    /// "EXIT ? (Y/N)", noting moves not saved by name.
    Exit { unsaved: bool },
    /// The result, with new / save / quit.
    GameOver,
}

/// How the board is shown.
pub(super) struct View {
    pub(super) flipped: bool,
    pub(super) numbers: bool,
    /// Board (row, column) in the diagram (White at the bottom).
    pub(super) cursor: (u8, u8),
    /// How many move-list rows the view is scrolled back from the last move.
    pub(super) scroll_back: usize,
}

/// What the player is typing or choosing.
#[derive(Default)]
pub(super) struct Input {
    pub(super) line: String,
    pub(super) message: Option<Message>,
    pub(super) pick: Option<Pick>,
    pub(super) dialog: Option<Dialog>,
}

/// The engine's side of the session.
pub(super) struct EngineLink<G: ShellGame> {
    pub(super) thinking: Option<Thinking>,
    /// When a computer-vs-computer game makes its next move.
    pub(super) wait_until: Option<Instant>,
    pub(super) depth: Option<u32>,
    pub(super) hint: Option<G::Move>,
    pub(super) memory: Arc<Mutex<G::Memory>>,
}

/// The game's file.
#[derive(Default)]
pub(super) struct FileState {
    /// The file this game was last saved to or loaded from by name.
    pub(super) saved_as: Option<PathBuf>,
    /// Moves made since the last save by name.
    pub(super) dirty: bool,
}

pub struct Session<G: ShellGame> {
    pub(super) record: Record<G>,
    pub(super) view: View,
    pub(super) input: Input,
    pub(super) engine: EngineLink<G>,
    pub(super) file: FileState,
}

impl<G: ShellGame> Session<G> {
    /// Whether the board starts turned: seen from the human, from White when both or
    /// neither are human.
    fn seen_from_black(record: &Record<G>) -> bool {
        let humans: Vec<Color> = [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| record.player(c) == Player::Human)
            .collect();
        humans == [Color::Black]
    }

    /// The side the board was first seen from (flipped or not), which `F` comes back to.
    pub(super) fn first_side_flipped(&self) -> bool {
        Self::seen_from_black(&self.record)
    }

    pub fn new(record: Record<G>, depth: Option<u32>) -> Session<G> {
        let flipped = Self::seen_from_black(&record);
        // On a dark square near the middle of one's own men (22 for White in Italian).
        let n = G::SIZE;
        let row = if flipped { 2 } else { n - 3 };
        let col = [3, 2, 4]
            .into_iter()
            .map(|c| if flipped { n - 1 - c } else { c })
            .find(|&c| G::square_number(row, c).is_some())
            .unwrap_or(3);
        let cursor = (row, col);
        Session {
            record,
            view: View {
                flipped,
                numbers: true,
                cursor,
                scroll_back: 0,
            },
            input: Input::default(),
            engine: EngineLink {
                thinking: None,
                wait_until: None,
                depth,
                hint: None,
                memory: Arc::new(Mutex::new(G::new_memory())),
            },
            file: FileState::default(),
        }
    }

    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    pub fn position(&self) -> &G {
        self.record.position()
    }

    pub fn flipped(&self) -> bool {
        self.view.flipped
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

    pub fn depth(&self) -> Option<u32> {
        self.engine.depth
    }

    pub fn saved_as(&self) -> Option<&Path> {
        self.file.saved_as.as_deref()
    }

    pub fn scroll_back(&self) -> usize {
        self.view.scroll_back
    }

    /// The square number under the cursor, if dark.
    pub fn cursor_square(&self) -> Option<u8> {
        G::square_number(self.view.cursor.0, self.view.cursor.1)
    }

    pub fn is_human(&self, c: Color) -> bool {
        self.record.player(c) == Player::Human
    }

    pub fn to_move(&self) -> Color {
        self.record.position().side()
    }

    /// Whether the player at the keyboard may move now.
    pub fn human_to_move(&self) -> bool {
        self.record.result().is_none() && self.is_human(self.to_move())
    }

    /// The level of the computer player(s), for display and new searches.
    pub fn level(&self) -> Option<Level> {
        [self.to_move(), self.to_move().opposite()]
            .into_iter()
            .find_map(|c| match self.record.player(c) {
                Player::Computer { level } => Some(level),
                Player::Human => None,
            })
    }

    pub(super) fn say(&mut self, text: impl Into<String>) {
        self.input.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    pub(super) fn complain(&mut self, text: impl Into<String>) {
        self.input.message = Some(Message {
            text: text.into(),
            error: true,
        });
    }

    /// Says why the record refused a move, in the player's language.
    pub(super) fn refuse(&mut self, lang: Lang, e: &GameError<G>) {
        self.complain(render_game_error(lang, e, |m| {
            G::render_move_error(lang, m)
        }));
    }

    /// The dialog asking for a file name, offering the name this game was saved under.
    pub(super) fn save_name_dialog(&self, then_exit: bool) -> Dialog {
        let input = self
            .file
            .saved_as
            .as_deref()
            .and_then(|p| p.file_stem())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Dialog::SaveName { input, then_exit }
    }

    /// Moves the cursor one screen step; `dr`, `dc` are screen directions.
    pub(super) fn move_cursor(&mut self, dr: i8, dc: i8) {
        let (dr, dc) = if self.view.flipped {
            (-dr, -dc)
        } else {
            (dr, dc)
        };
        let (r, c) = self.view.cursor;
        let last = G::SIZE as i8 - 1;
        self.view.cursor = (
            (r as i8 + dr).clamp(0, last) as u8,
            (c as i8 + dc).clamp(0, last) as u8,
        );
    }

    /// The highlights for the board as things stand.
    pub fn marks(&self) -> Marks {
        let pos = self.record.position();
        let mut marks = Marks {
            cursor: Some(self.view.cursor),
            ..Marks::default()
        };
        if let Some(last) = self.record.last_move() {
            marks.last_path = pick::path_set::<G>(last);
            marks.last_taken = G::move_squares(last).captured.into_iter().collect();
        }
        if self.record.result().is_some() {
            return marks;
        }
        if self.human_to_move() && pick::must_capture(pos) {
            marks.must = pick::movable(pos);
        }
        if let Some(hint) = &self.engine.hint {
            marks.hint = pick::path_set::<G>(hint);
        }
        if let Some(p) = &self.input.pick {
            marks.picked = Some(p.from);
            marks.landed = p.landings.iter().copied().collect();
            marks.dests = pick::next_landings(pos, p);
        }
        marks
    }

    /// How many plies to take back so that a human is to move again ("back to your
    /// previous turn"); one ply when no one at the keyboard plays.
    pub(super) fn undo_distance(&self) -> usize {
        let cursor = self.record.cursor();
        let start = self.record.start().side();
        let side_at = |k: usize| {
            if k.is_multiple_of(2) {
                start
            } else {
                start.opposite()
            }
        };
        if !self.is_human(Color::White) && !self.is_human(Color::Black) {
            return cursor.min(1);
        }
        (0..cursor)
            .rev()
            .find(|&k| self.is_human(side_at(k)))
            .map_or(0, |k| cursor - k)
    }
}
