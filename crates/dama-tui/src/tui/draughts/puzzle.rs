//! The puzzle mode of the draughts games (`dama play --puzzles`, the menu's "Puzzles"):
//! a puzzle of the shipped set (`draughts::puzzles::starter`) on a board seen from the
//! side to move, the player finding the solver's moves of its line, the replies played
//! for them. A legal move off the line is "not the move" (the try counts as failed,
//! once); `H` gives hints (the piece, then the target), `S` shows the line, `N` picks
//! the next puzzle near the player's rating (`draughts::puzzles::rating::pick`), `Esc`
//! goes back to the menu. Each finished try moves the rating and the streak
//! (`dama_game::puzzle_progress`), saved at once in the save folder.
//!
//! The board, the cursor and the picking of moves are the game table's
//! ([`Session`]: its record holds the moves played, both seats a person's, so no engine
//! ever runs); nothing here autosaves a game. Drawn by `puzzle_view.rs`.

use std::path::PathBuf;

use rand::RngExt;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEventKind};

use crate::core::Seat;
use crate::draughts::puzzles::rating::{Try, pick};
use crate::draughts::puzzles::{Puzzle, starter};
use crate::game::{Player, Record};
use crate::lang::Lang;
use crate::puzzle_progress::{FILE_NAME, GameProgress, Progress};

use crate::tui::draughts::game::ShellDraughts;
use crate::tui::shell::game::{Selection, ShellGame};
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

/// The longest move typed.
const LINE_MAX: usize = 60;

/// How a puzzle stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum State {
    /// The player is to find the next solver's move.
    Solving,
    /// The line was played to its end.
    Solved,
    /// The solution was shown.
    Shown,
}

/// The puzzle mode of one draughts game.
pub struct PuzzleTable<G: ShellGame> {
    pub(in crate::tui) puzzles: Vec<Puzzle<G>>,
    /// The puzzle at hand, an index in `puzzles`.
    pub(in crate::tui) index: usize,
    /// The board, the cursor, the move typed and the message (the game table's).
    pub(in crate::tui) session: Session<G>,
    /// Plies of the line played so far.
    pub(in crate::tui) ply: usize,
    pub(in crate::tui) state: State,
    /// Hints given on this puzzle, each halving the score (`rating::Try::score`).
    pub(in crate::tui) hints: u8,
    /// Hints given for the move at hand (1: the piece, 2: the target too).
    move_hints: u8,
    /// A wrong move was played (the try is failed, counted once).
    pub(in crate::tui) failed: bool,
    /// Whether this puzzle's try has been counted.
    counted: bool,
    pub(in crate::tui) progress: Progress,
    pub(in crate::tui) path: PathBuf,
    /// Puzzles passed over with `N` in this sitting (not picked again soon).
    skipped: Vec<usize>,
    /// Puzzles shown in this sitting (the number shown in the panel).
    pub(in crate::tui) number: usize,
}

/// The puzzle mode's words (English only for now).
pub(in crate::tui) mod words {
    pub const NOT_THE_MOVE: &str = "Not the move — try again";
    pub const SOLVED: &str = "Solved";
    pub const SOLVED_LATE: &str = "Solved, after a wrong move: counted as failed";
    pub const GOOD: &str = "Good — the reply was played; your move";
    pub const NONE: &str = "No puzzles for this game";
}

impl<G: ShellDraughts + ShellGame> PuzzleTable<G> {
    /// The puzzle mode of `G` with the progress of the save folder (a damaged file is
    /// set aside and said), on a puzzle near the player's rating.
    pub fn open(sh: &mut Shared) -> Result<PuzzleTable<G>, String> {
        let puzzles = starter::set::<G>().map_err(|e| format!("The puzzle set: {e}"))?;
        if puzzles.is_empty() {
            return Err(words::NONE.to_string());
        }
        let path = sh.opts.save_dir.join(FILE_NAME);
        let (progress, note) = Progress::load(&path);
        let session = Self::session_for(&puzzles[0]);
        let mut table = PuzzleTable {
            puzzles,
            index: 0,
            session,
            ply: 0,
            state: State::Solving,
            hints: 0,
            move_hints: 0,
            failed: false,
            counted: false,
            progress,
            path,
            skipped: Vec::new(),
            number: 0,
        };
        table.next(sh);
        if let Some(note) = note {
            table.session.complain(note);
        }
        Ok(table)
    }

    fn session_for(p: &Puzzle<G>) -> Session<G> {
        let record = Record::new(p.position, Player::Human, Player::Human);
        let mut session = Session::new(record, None, 1);
        let seat = p.position.to_move();
        session.view.seat = seat;
        session.view.cursor = G::first_cursor_from(&p.position, seat);
        session
    }

    /// The player's progress in this game.
    pub fn game_progress(&self) -> GameProgress {
        self.progress
            .games
            .get(G::VARIANT)
            .cloned()
            .unwrap_or_default()
    }

    /// The puzzle at hand.
    pub fn puzzle(&self) -> &Puzzle<G> {
        &self.puzzles[self.index]
    }

    pub fn state(&self) -> State {
        self.state
    }

    /// Plies of the line played so far.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Whether a wrong move was played on this puzzle.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// The message under the board, if any.
    pub fn message(&self) -> Option<&str> {
        self.session.message().map(|m| m.text.as_str())
    }

    /// The side to play (the solver).
    pub fn solver(&self) -> Seat {
        self.puzzle().position.to_move()
    }

    /// The next puzzle: near the player's rating, not one tried (or passed over) lately.
    pub(in crate::tui) fn next(&mut self, sh: &mut Shared) {
        let ratings: Vec<u16> = self.puzzles.iter().map(|p| p.rating).collect();
        let fens: Vec<String> = (self.puzzles.iter())
            .map(|p| p.position.position_text())
            .collect();
        let g = self.game_progress();
        let current = (self.number > 0).then_some(self.index);
        let seen =
            |i: usize| Some(i) == current || self.skipped.contains(&i) || g.seen.contains(&fens[i]);
        let roll = sh.rng.random::<u64>();
        let index = pick(&ratings, g.rating, &seen, roll).unwrap_or(0);
        self.show(index);
    }

    /// Shows puzzle `index` from its start.
    pub(in crate::tui) fn show(&mut self, index: usize) {
        self.index = index.min(self.puzzles.len() - 1);
        self.session = Self::session_for(&self.puzzles[self.index]);
        self.ply = 0;
        self.state = State::Solving;
        self.hints = 0;
        self.move_hints = 0;
        self.failed = false;
        self.counted = false;
        self.number += 1;
    }

    /// Counts the try once and saves the progress; a file that cannot be written is said.
    fn count(&mut self, outcome: Try) {
        if self.counted {
            return;
        }
        self.counted = true;
        let p = &self.puzzles[self.index];
        let (fen, rating) = (p.position.position_text(), p.rating);
        self.progress.game(G::VARIANT).record(&fen, rating, outcome);
        if let Err(e) = self.progress.save(&self.path) {
            self.session.complain(format!(
                "The puzzle progress could not be saved to {}: {e}",
                self.path.display()
            ));
        }
    }

    /// A move of the solver, complete: on the line, the reply follows; off it, refused.
    pub(in crate::tui) fn try_move(&mut self, mv: G::Move) {
        self.session.input.pick = None;
        if self.state != State::Solving {
            return;
        }
        let line = self.puzzle().line.clone();
        if line.get(self.ply) != Some(&mv) {
            self.failed = true;
            self.session.complain(words::NOT_THE_MOVE);
            return;
        }
        if self.play(&mv).is_err() {
            return;
        }
        if self.ply == line.len() {
            self.state = State::Solved;
            let outcome = if self.failed {
                Try::Failed
            } else {
                Try::Solved { hints: self.hints }
            };
            self.count(outcome);
            if !self.session.input.message.as_ref().is_some_and(|m| m.error) {
                self.session.say(if self.failed {
                    words::SOLVED_LATE
                } else {
                    words::SOLVED
                });
            }
            return;
        }
        let reply = line[self.ply];
        if self.play(&reply).is_ok() {
            self.move_hints = 0;
            self.session.say(words::GOOD);
        }
    }

    fn play(&mut self, mv: &G::Move) -> Result<(), ()> {
        let r = self.session.record.play(mv).map_err(|_| ());
        if r.is_ok() {
            self.ply += 1;
        }
        r
    }

    /// The squares of the solver's next move: where its piece stands, where it goes.
    pub fn next_squares(&self) -> Option<(String, String)> {
        let mv = self.puzzle().line.get(self.ply)?;
        let text = self.session.record.position().move_text(mv);
        let parts: Vec<&str> = text
            .split(['-', 'x', ':'])
            .filter(|s| !s.is_empty())
            .collect();
        let from = parts.first()?.to_string();
        let to = parts.last()?.to_string();
        Some((from, to))
    }

    /// `H`: the piece to move, then its target square.
    fn hint(&mut self) {
        if self.state != State::Solving {
            return;
        }
        let Some((from, to)) = self.next_squares() else {
            return;
        };
        if self.move_hints >= 2 {
            self.session
                .say(format!("Hint: from {from} to {to} (no more hints)"));
            return;
        }
        self.move_hints += 1;
        self.hints = self.hints.saturating_add(1);
        let text = if self.move_hints == 1 {
            format!("Hint: the piece on {from} moves")
        } else {
            format!("Hint: from {from} to {to}")
        };
        self.session.say(text);
    }

    /// `S`: the line shown; an unsolved try counts as failed.
    fn show_solution(&mut self) {
        if self.state == State::Solving {
            self.state = State::Shown;
            self.count(Try::Failed);
            self.session
                .say("The solution is shown; N for the next puzzle");
        }
    }

    /// Leaving a puzzle unfinished: it counts only if a wrong move was played (failed).
    fn leave(&mut self) {
        if self.state == State::Solving && self.failed {
            self.count(Try::Failed);
        }
    }

    /// The solution line, as text in the game's notation.
    pub fn solution_text(&self) -> String {
        self.puzzle().line_texts().join(" ")
    }

    /// A key; true when it asks to leave (Esc).
    pub(in crate::tui) fn on_key(&mut self, key: KeyEvent, sh: &mut Shared) -> bool {
        let free = self.session.input.line.is_empty();
        if key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
        {
            return key.code == KeyCode::Char('c');
        }
        match key.code {
            KeyCode::Esc if !free => self.session.input.line.clear(),
            KeyCode::Esc if self.session.input.pick.is_some() => self.session.input.pick = None,
            KeyCode::Esc => {
                self.leave();
                return true;
            }
            KeyCode::Char('h' | 'H') if free => self.hint(),
            KeyCode::Char('s' | 'S') if free => self.show_solution(),
            KeyCode::Char('n' | 'N') if free => {
                if self.state == State::Solving {
                    self.skipped.push(self.index);
                }
                self.leave();
                self.next(sh);
            }
            KeyCode::Char(' ') if free => self.select(self.session.view.cursor, sh.lang()),
            KeyCode::Enter if free => self.select(self.session.view.cursor, sh.lang()),
            KeyCode::Enter => self.typed(sh.lang()),
            KeyCode::Char(c)
                if !c.is_control() && self.session.input.line.chars().count() < LINE_MAX =>
            {
                self.session.input.line.push(c)
            }
            KeyCode::Backspace => {
                self.session.input.line.pop();
            }
            KeyCode::Up => self.session.move_cursor(-1, 0),
            KeyCode::Down => self.session.move_cursor(1, 0),
            KeyCode::Left => self.session.move_cursor(0, -1),
            KeyCode::Right => self.session.move_cursor(0, 1),
            _ => {}
        }
        false
    }

    /// A click on the board: the square picked or played to.
    pub(in crate::tui) fn on_mouse(
        &mut self,
        m: ratatui::crossterm::event::MouseEvent,
        size: ratatui::layout::Rect,
        lang: Lang,
    ) {
        if m.kind == MouseEventKind::Down(MouseButton::Left)
            && let Some(cell) = G::cell_at_from(size, self.session.view.seat, m.column, m.row)
        {
            self.session.input.line.clear();
            self.select(cell, lang);
        }
    }

    /// Enter on the move typed: read in the position, refused with the usual words.
    fn typed(&mut self, lang: Lang) {
        let text = std::mem::take(&mut self.session.input.line);
        if self.state != State::Solving {
            self.session
                .complain("This puzzle is over: N for the next one");
            return;
        }
        match self.session.record.position().parse_move(text.trim()) {
            Ok(mv) => self.try_move(mv),
            Err(e) => self.session.complain(G::render_move_error(lang, &e)),
        }
    }

    /// Enter on a square or a click: a piece picked, or the move it completes.
    fn select(&mut self, cell: G::Cell, lang: Lang) {
        self.session.view.cursor = cell;
        if self.state != State::Solving {
            return;
        }
        let pos = *self.session.record.position();
        match G::select(&pos, &mut self.session.input.pick, cell, lang) {
            Selection::Quiet => self.session.input.message = None,
            Selection::Play(mv) => self.try_move(mv),
            Selection::Refuse(text) => self.session.complain(text),
        }
    }
}
