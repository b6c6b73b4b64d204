//! The game screen's input, for any game: keys, the mouse, the move line and its
//! commands. The dialogs and the engine's turns are in `turns.rs`.

use crate::lang::LangText;
use std::sync::atomic::Ordering;

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use crate::core::Seat;
use crate::game::Player;
use crate::lang::{fill, render_seen_from};

use crate::tui::shell::game::{Selection, ShellGame};
use crate::tui::shell::table::command::{self, Command};
use crate::tui::shell::table::session::{Dialog, Purpose, Session, seats};
use crate::tui::shell::table::{Request, Shared};

/// The longest move line accepted (a king's longest capture in DAMA.COM form fits).
const LINE_MAX: usize = 80;

impl<G: ShellGame> Session<G> {
    pub(in crate::tui) fn on_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let ctrl_c =
            key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c');
        if ctrl_c {
            if !matches!(self.input.dialog, None | Some(Dialog::GameOver)) {
                self.input.dialog = None;
            }
            return self.run(Command::Exit, sh);
        }
        if self.input.dialog.is_some() {
            return self.dialog_key(key, sh);
        }
        let free = self.input.line.is_empty();
        let review = self.view.review;
        match key.code {
            KeyCode::F(1) => {
                self.pause_clock(true);
                return Request::Help;
            }
            KeyCode::F(2) => return self.run(Command::Flip, sh),
            KeyCode::F(3) => return self.run(Command::Numbers, sh),
            KeyCode::F(4) => return self.run(Command::Analyse, sh),
            KeyCode::F(5) => self.toggle_study(sh),
            KeyCode::Char('[') if free => self.jump_mistake(false, sh),
            KeyCode::Char(']') if free => self.jump_mistake(true, sh),
            // The position editor on the position shown (`shell/editor/mod.rs`).
            KeyCode::F(6) => return Request::Edit,
            KeyCode::F(7) => return self.run(Command::Settings, sh),
            KeyCode::F(8) => return self.run(Command::Search, sh),
            KeyCode::Esc => self.escape(sh),
            KeyCode::Enter if !self.input.line.trim().is_empty() => {
                let line = std::mem::take(&mut self.input.line);
                let cmd = if G::is_move_line(&line) {
                    Command::Move(line.trim().to_string())
                } else {
                    command::parse(&line)
                };
                return self.run(cmd, sh);
            }
            KeyCode::Enter if self.play_on_from_here(sh) => {}
            KeyCode::Enter => self.select_cursor(sh),
            KeyCode::Char(' ') if free => self.select_cursor(sh),
            KeyCode::Char(',') if free => self.review_step(-1, sh),
            KeyCode::Char('.') if free => self.review_step(1, sh),
            KeyCode::Char('>') if free => self.variation_next(sh),
            KeyCode::Char('<') if free => self.variation_leave(sh),
            KeyCode::Home => self.review_to(0, sh),
            KeyCode::End => self.review_to(usize::MAX, sh),
            KeyCode::Tab => self.toggle_review(sh),
            KeyCode::Left | KeyCode::Up if free && review => self.review_step(-1, sh),
            KeyCode::Right | KeyCode::Down if free && review => self.review_step(1, sh),
            // Ctrl and Alt chords are not text.
            KeyCode::Char(_)
                if key
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) => {}
            KeyCode::Char(c) if self.input.line.chars().count() < LINE_MAX => {
                self.input.line.push(c)
            }
            KeyCode::Backspace => {
                self.input.line.pop();
            }
            KeyCode::Up if free => self.move_cursor(-1, 0),
            KeyCode::Down if free => self.move_cursor(1, 0),
            KeyCode::Left if free => self.move_cursor(0, -1),
            KeyCode::Right if free => self.move_cursor(0, 1),
            KeyCode::PageUp => self.view.scroll_back += 5,
            KeyCode::PageDown => self.view.scroll_back = self.view.scroll_back.saturating_sub(5),
            _ => {}
        }
        Request::None
    }

    /// Esc: move now, else clear the line, the pick, the message, in that order.
    fn escape(&mut self, sh: &mut Shared) {
        if let Some(th) = &self.engine.thinking {
            // Move now: the search returns its best move so far.
            th.stop.store(true, Ordering::Relaxed);
        } else if !self.input.line.is_empty() {
            self.input.line.clear();
        } else if self.input.pick.is_some() {
            self.input.pick = None;
        } else if self.view.review {
            self.toggle_review(sh);
        } else {
            self.input.message = None;
            self.engine.hint = None;
            // After a failed search: Esc asks the computer again.
            if self.engine.wait_until.is_none() && self.record.result().is_none() {
                self.maybe_start_engine(sh);
            }
        }
    }

    pub(in crate::tui) fn on_mouse(
        &mut self,
        m: MouseEvent,
        size: Rect,
        ply: Option<usize>,
        sh: &mut Shared,
    ) -> Request {
        match m.kind {
            MouseEventKind::ScrollUp => self.view.scroll_back += 1,
            MouseEventKind::ScrollDown => {
                self.view.scroll_back = self.view.scroll_back.saturating_sub(1)
            }
            MouseEventKind::Down(MouseButton::Left) if self.input.dialog.is_none() => {
                if let Some(cell) = G::cell_at_from(size, self.view.seat, m.column, m.row) {
                    self.input.line.clear();
                    self.select_cell(cell, sh);
                } else if let Some(ply) = ply {
                    self.review_to(ply, sh);
                }
            }
            _ => {}
        }
        Request::None
    }

    fn select_cursor(&mut self, sh: &mut Shared) {
        self.select_cell(self.view.cursor, sh);
    }

    /// Enter on a cell or a click on it: pick a piece, or the next step of its move.
    pub fn select_cell(&mut self, cell: G::Cell, sh: &mut Shared) {
        let t = sh.lang().text();
        self.view.cursor = cell;
        if self.record.result().is_some() {
            self.complain(t.game_over);
            return;
        }
        if !self.human_to_move() {
            self.complain(t.not_your_turn);
            return;
        }
        let pos = *self.record.position();
        match G::select(&pos, &mut self.input.pick, cell, sh.lang()) {
            Selection::Quiet => self.input.message = None,
            Selection::Play(mv) => {
                self.input.message = None;
                self.play_move(&mv, sh);
            }
            Selection::Refuse(text) => self.complain(text),
        }
    }

    /// Runs one line of the move line.
    pub(in crate::tui) fn run(&mut self, cmd: Command, sh: &mut Shared) -> Request {
        let t = sh.lang().text();
        match cmd {
            Command::Move(text) => {
                if self.record.result().is_some() {
                    self.complain(t.game_over);
                } else if !self.human_to_move() {
                    self.complain(t.not_your_turn);
                } else {
                    match self.record.position().parse_move(&text) {
                        Ok(mv) => {
                            self.input.message = None;
                            self.play_move(&mv, sh);
                        }
                        Err(e) => self.refuse(sh.lang(), &crate::game::GameError::Move(e)),
                    }
                }
            }
            Command::Save(None) => self.input.dialog = Some(self.save_name_dialog(false)),
            Command::Save(Some(name)) => return self.save_as(&name, false, false, sh),
            Command::Exit => {
                let unsaved = self.file.dirty && self.record.cursor() > 0;
                self.input.dialog = Some(Dialog::Exit { unsaved });
            }
            Command::Undo => self.undo(sh),
            Command::Redo => self.redo(sh),
            Command::Hint => {
                if self.record.result().is_some() {
                    self.complain(t.game_over);
                } else if !self.human_to_move() || self.engine.thinking.is_some() {
                    self.complain(t.not_your_turn);
                } else {
                    self.say(t.hint_wait);
                    self.start_search(Purpose::Hint, sh);
                }
            }
            Command::Level(Some(level)) => {
                for seat in seats::<G>() {
                    if !self.is_human(seat) {
                        self.record.set_player(seat, Player::Computer { level });
                    }
                }
                self.say(fill(t.level_set, &[&level.to_string()]));
                // Kept at once, so a game resumed before the next move has it.
                if !self.record.moves().is_empty() {
                    let _ = self.autosave(sh);
                }
                return Request::Level(level);
            }
            Command::Level(None) => self.complain(t.level_range),
            Command::Flip => {
                // The next seat's side at the bottom: turned around with two players.
                let next = (self.view.seat.index() + 1) % G::PLAYERS.max(1);
                self.view.seat = Seat(next as u8);
                // Said each time, so the line never tells of a flip that was undone.
                let first_side = self.view.seat == self.first_view_seat();
                if G::PLAYERS > 2 {
                    let seat = G::seat_label(self.view.seat, sh.lang());
                    self.say(render_seen_from(sh.lang(), seat));
                } else {
                    self.say(if first_side { t.unflipped } else { t.flipped });
                }
            }
            Command::Numbers => {
                self.view.numbers = !self.view.numbers;
                self.say(if self.view.numbers {
                    t.numbers_shown
                } else {
                    t.numbers_hidden
                });
                sh.opts.numbers = self.view.numbers;
                let numbers = self.view.numbers;
                sh.remember(|c| c.numbers = Some(numbers));
            }
            Command::New if self.record.result().is_none() && self.record.cursor() > 0 => {
                // A game being played is left only when the player says so.
                let unsaved = self.file.dirty;
                self.input.dialog = Some(Dialog::NewGame { unsaved });
            }
            Command::New => {
                self.stop_thinking();
                self.pause_clock(true);
                return Request::NewGame;
            }
            Command::Help => {
                self.pause_clock(true);
                return Request::Help;
            }
            Command::Resign => self.resign(sh),
            Command::Draw => self.offer_draw(sh),
            Command::Export(name) => self.export(name, sh),
            Command::Ponder => self.toggle_ponder(sh),
            Command::Settings => {
                self.pause_clock(true);
                return Request::Settings;
            }
            Command::Analyse => self.toggle_analysis(sh),
            Command::Search if self.net.is_some() && self.record.result().is_none() => {
                self.complain(crate::lang::position_search::not_live(sh.lang()));
            }
            Command::Search => {
                // Away from the board: the clocks stand still and the computer waits.
                self.stop_thinking();
                self.pause_clock(true);
                return Request::Search;
            }
            Command::Promote => self.variation_promote(sh),
            Command::DeleteVariation => self.variation_delete(sh),
            Command::Comment(text) => self.set_comment(text, sh),
            Command::Unknown(text) => self.complain(fill(t.unknown_command, &[&text])),
        }
        Request::None
    }

    /// Back to the human's previous turn.
    fn undo(&mut self, sh: &mut Shared) {
        let n = self.undo_distance();
        if n == 0 {
            self.complain(sh.lang().text().nothing_to_undo);
            return;
        }
        self.stop_thinking();
        self.charge_clock();
        for _ in 0..n {
            self.record.undo();
        }
        self.input.dialog = None;
        self.after_take_back(sh);
    }

    /// Redo up to the next turn of a human, when the record goes that far.
    fn redo(&mut self, sh: &mut Shared) {
        if self.record.cursor() >= self.record.moves().len() {
            self.complain(sh.lang().text().nothing_to_redo);
            return;
        }
        self.stop_thinking();
        self.charge_clock();
        while self.record.redo() {
            if self.record.result().is_some() || self.is_human(self.to_move()) {
                break;
            }
        }
        self.after_take_back(sh);
    }
}
