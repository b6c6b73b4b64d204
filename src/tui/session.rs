//! A game being played on screen: the record, the view (flip, numbers, cursor), the move
//! line, the piece picked by cursor or mouse, the hint, the dialogs, and whether the
//! computer is thinking. The rules decide everything about moves; this only keeps track
//! of what the player has chosen so far.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::engine::Info;
use crate::game::{Game, Player};
use crate::rules::{Bitboard, Color, Move, Square};

use super::widgets::board::Marks;

/// A line of feedback under the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub text: String,
    pub error: bool,
}

/// The piece picked with the cursor or the mouse, and the landings chosen so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pick {
    pub from: Square,
    pub landings: Vec<Square>,
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
    pub info: Option<Info>,
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

/// What a click or Enter on a square leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Selection {
    /// Nothing to say (picked, unpicked, or a landing chosen).
    Quiet,
    /// The move is complete.
    Play(Move),
    /// A piece that cannot move: the squares of the pieces that must capture, if any.
    CannotMove {
        square: Square,
        must: Option<Bitboard>,
    },
    NotOwn,
    NotDestination,
}

pub struct Session {
    pub game: Game,
    pub flipped: bool,
    pub numbers: bool,
    pub line: String,
    pub message: Option<Message>,
    /// Board (row, column) seen from White.
    pub cursor: (u8, u8),
    pub pick: Option<Pick>,
    pub hint: Option<Move>,
    pub thinking: Option<Thinking>,
    pub dialog: Option<Dialog>,
    /// The file this game was last saved to or loaded from by name.
    pub saved_as: Option<PathBuf>,
    /// Moves made since the last save by name.
    pub dirty: bool,
    /// How many move-list rows the view is scrolled back from the last move.
    pub scroll_back: usize,
    pub depth: Option<u32>,
    /// When a computer-vs-computer game makes its next move.
    pub wait_until: Option<Instant>,
}

impl Session {
    /// The dialog asking for a file name, offering the name this game was saved under.
    pub fn save_name_dialog(&self, then_exit: bool) -> Dialog {
        let input = self
            .saved_as
            .as_deref()
            .and_then(|p| p.file_stem())
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        Dialog::SaveName { input, then_exit }
    }

    pub fn new(game: Game, depth: Option<u32>) -> Session {
        let humans: Vec<Color> = [Color::White, Color::Black]
            .into_iter()
            .filter(|&c| game.player(c) == Player::Human)
            .collect();
        // Seen from the human; from White when both or neither are human.
        let flipped = humans == [Color::Black];
        // On square 11 for Black, 22 for White: near the middle of one's own men.
        let cursor = if flipped { (2, 4) } else { (5, 3) };
        Session {
            game,
            flipped,
            numbers: true,
            line: String::new(),
            message: None,
            cursor,
            pick: None,
            hint: None,
            thinking: None,
            dialog: None,
            saved_as: None,
            dirty: false,
            scroll_back: 0,
            depth,
            wait_until: None,
        }
    }

    pub fn is_human(&self, c: Color) -> bool {
        self.game.player(c) == Player::Human
    }

    pub fn to_move(&self) -> Color {
        self.game.position().side_to_move()
    }

    /// Whether the player at the keyboard may move now.
    pub fn human_to_move(&self) -> bool {
        self.game.result().is_none() && self.is_human(self.to_move())
    }

    /// The level of the computer player(s), for display and new searches.
    pub fn level(&self) -> Option<u8> {
        [self.to_move(), self.to_move().opposite()]
            .into_iter()
            .find_map(|c| match self.game.player(c) {
                Player::Computer { level } => Some(level.get()),
                Player::Human => None,
            })
    }

    pub fn say(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: false,
        });
    }

    pub fn complain(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            error: true,
        });
    }

    /// Moves the cursor one screen step; `dr`, `dc` are screen directions.
    pub fn move_cursor(&mut self, dr: i8, dc: i8) {
        let (dr, dc) = if self.flipped { (-dr, -dc) } else { (dr, dc) };
        let (r, c) = self.cursor;
        self.cursor = (
            (r as i8 + dr).clamp(0, 7) as u8,
            (c as i8 + dc).clamp(0, 7) as u8,
        );
    }

    /// The square under the cursor, if dark.
    pub fn cursor_square(&self) -> Option<Square> {
        Square::at(self.cursor.0, self.cursor.1)
    }

    /// Picks a piece or a destination on `sq`, as Enter on the cursor or a click does.
    pub fn select(&mut self, sq: Square) -> Selection {
        let pos = *self.game.position();
        let own = pos.pieces(pos.side_to_move());
        let movable = pos.movable_pieces();
        if let Some(pick) = self.pick.clone() {
            if pick.landings.is_empty() {
                if sq == pick.from {
                    self.pick = None;
                    return Selection::Quiet;
                }
                if movable.contains(sq) {
                    self.pick = Some(Pick {
                        from: sq,
                        landings: Vec::new(),
                    });
                    return Selection::Quiet;
                }
            }
            let mut landings = pick.landings.clone();
            landings.push(sq);
            let moves = pos.moves_along(pick.from, &landings);
            if moves.is_empty() {
                return Selection::NotDestination;
            }
            // Complete when one path is left, or when this landing ends a move (a king
            // may pass a square twice, so the path alone can end here).
            let done = if moves.len() == 1 {
                moves.first().copied()
            } else {
                moves
                    .iter()
                    .find(|m| m.path() == landings.as_slice())
                    .copied()
            };
            return match done {
                Some(mv) => {
                    self.pick = None;
                    Selection::Play(mv)
                }
                None => {
                    self.pick = Some(Pick {
                        from: pick.from,
                        landings,
                    });
                    Selection::Quiet
                }
            };
        }
        if movable.contains(sq) {
            self.pick = Some(Pick {
                from: sq,
                landings: Vec::new(),
            });
            Selection::Quiet
        } else if own.contains(sq) {
            let must = pos.has_capture().then_some(movable);
            Selection::CannotMove { square: sq, must }
        } else {
            Selection::NotOwn
        }
    }

    /// The highlights for the board as things stand.
    pub fn marks(&self) -> Marks {
        let pos = self.game.position();
        let mut marks = Marks {
            cursor: Some(self.cursor),
            ..Marks::default()
        };
        if let Some(last) = self.game.last_move() {
            let mut path: Bitboard = last.path().iter().copied().collect();
            path.insert(last.from());
            marks.last_path = path;
            marks.last_taken = last.captured();
        }
        if self.game.result().is_some() {
            return marks;
        }
        if self.human_to_move() && pos.has_capture() {
            marks.must = pos.movable_pieces();
        }
        if let Some(hint) = &self.hint {
            let mut h: Bitboard = hint.path().iter().copied().collect();
            h.insert(hint.from());
            marks.hint = h;
        }
        if let Some(pick) = &self.pick {
            marks.picked = Some(pick.from);
            marks.landed = pick.landings.iter().copied().collect();
            let n = pick.landings.len();
            marks.dests = pos
                .moves_along(pick.from, &pick.landings)
                .iter()
                .filter_map(|m| m.path().get(n).copied())
                .collect();
        }
        marks
    }

    /// How many plies to take back so that a human is to move again ("back to your
    /// previous turn"); one ply when no one at the keyboard plays.
    pub fn undo_distance(&self) -> usize {
        let cursor = self.game.cursor();
        let start = self.game.start().side_to_move();
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
