//! The game screen's input: keys, the mouse, the move line and its commands, and the
//! dialogs (save name, overwrite, exit, game over).

use std::sync::atomic::Ordering;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

use crate::game::save::{self, SaveError};
use crate::rules::{Color, Square};

use super::app::{App, Screen};
use super::command::{self, Command};
use super::layout;
use super::menu::Page;
use super::session::{Dialog, Purpose, Selection};
use crate::lang::{fill, render_game_error, render_save_error};

/// The longest move line accepted (a king's longest capture in DAMA.COM form fits).
const LINE_MAX: usize = 80;

impl App {
    pub(crate) fn game_key(&mut self, key: KeyEvent, ctrl_c: bool) {
        let Some(s) = self.session.as_mut() else {
            self.screen = Screen::Menu;
            return;
        };
        if ctrl_c {
            if s.dialog.is_some() && !matches!(s.dialog, Some(Dialog::GameOver)) {
                s.dialog = None;
            }
            self.run(Command::Exit);
            return;
        }
        if s.dialog.is_some() {
            self.dialog_key(key);
            return;
        }
        match key.code {
            KeyCode::F(1) => self.open_help(),
            KeyCode::F(2) => self.run(Command::Flip),
            KeyCode::F(3) => self.run(Command::Numbers),
            KeyCode::Esc => {
                if let Some(th) = &s.thinking {
                    // Move now: the search returns its best move so far.
                    th.stop.store(true, Ordering::Relaxed);
                } else if !s.line.is_empty() {
                    s.line.clear();
                } else if s.pick.is_some() {
                    s.pick = None;
                } else {
                    s.message = None;
                    s.hint = None;
                    // After a failed search: Esc asks the computer again.
                    if s.wait_until.is_none() && s.game.result().is_none() {
                        self.maybe_start_engine();
                    }
                }
            }
            KeyCode::Enter if !s.line.trim().is_empty() => {
                let line = std::mem::take(&mut s.line);
                self.run(command::parse(&line));
            }
            KeyCode::Enter => self.select_cursor(),
            KeyCode::Char(' ') if s.line.is_empty() => self.select_cursor(),
            // Ctrl and Alt chords are not text.
            KeyCode::Char(_)
                if key
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) => {}
            KeyCode::Char(c) if s.line.chars().count() < LINE_MAX => s.line.push(c),
            KeyCode::Backspace => {
                s.line.pop();
            }
            KeyCode::Up if s.line.is_empty() => s.move_cursor(-1, 0),
            KeyCode::Down if s.line.is_empty() => s.move_cursor(1, 0),
            KeyCode::Left if s.line.is_empty() => s.move_cursor(0, -1),
            KeyCode::Right if s.line.is_empty() => s.move_cursor(0, 1),
            KeyCode::PageUp => s.scroll_back += 5,
            KeyCode::PageDown => s.scroll_back = s.scroll_back.saturating_sub(5),
            _ => {}
        }
    }

    pub(crate) fn on_mouse(&mut self, m: MouseEvent) {
        if self.screen != Screen::Game {
            return;
        }
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match m.kind {
            MouseEventKind::ScrollUp => s.scroll_back += 1,
            MouseEventKind::ScrollDown => s.scroll_back = s.scroll_back.saturating_sub(1),
            MouseEventKind::Down(MouseButton::Left) if s.dialog.is_none() => {
                let Some(l) = layout::game(self.size) else {
                    return;
                };
                let Some((r, c)) = l.board.hit(m.column, m.row) else {
                    return;
                };
                if let Some(sq) = layout::square_at(r, c, s.flipped) {
                    s.line.clear();
                    self.select_square(sq);
                }
            }
            _ => {}
        }
    }

    fn select_cursor(&mut self) {
        if let Some(sq) = self.session.as_ref().and_then(|s| s.cursor_square()) {
            self.select_square(sq);
        }
    }

    /// Enter on a square or a click on it: pick a piece, or a landing for it.
    pub fn select_square(&mut self, sq: Square) {
        let t = self.text();
        let Some(s) = self.session.as_mut() else {
            return;
        };
        s.cursor = (sq.row(), sq.column());
        if s.game.result().is_some() {
            s.complain(t.game_over);
            return;
        }
        if !s.human_to_move() {
            s.complain(t.not_your_turn);
            return;
        }
        match s.select(sq) {
            Selection::Quiet => s.message = None,
            Selection::Play(mv) => match s.game.play(&mv) {
                Ok(()) => {
                    s.message = None;
                    self.after_move();
                }
                Err(e) => s.complain(render_game_error(self.opts.lang, &e)),
            },
            Selection::CannotMove { square, must } => match must {
                Some(set) => {
                    let list: Vec<String> = set.iter().map(|q| q.to_string()).collect();
                    s.complain(fill(t.must_capture, &[&list.join(", ")]));
                }
                None => s.complain(fill(t.cannot_move, &[&square.to_string()])),
            },
            Selection::NotOwn => s.complain(t.pick_own),
            Selection::NotDestination => s.complain(t.not_a_destination),
        }
    }

    /// Runs one line of the move line.
    pub fn run(&mut self, cmd: Command) {
        let t = self.text();
        let lang = self.lang();
        let Some(s) = self.session.as_mut() else {
            return;
        };
        match cmd {
            Command::Move(text) => {
                if s.game.result().is_some() {
                    s.complain(t.game_over);
                } else if !s.human_to_move() {
                    s.complain(t.not_your_turn);
                } else {
                    match s.game.play_text(&text) {
                        Ok(_) => {
                            s.message = None;
                            self.after_move();
                        }
                        Err(e) => s.complain(render_game_error(lang, &e)),
                    }
                }
            }
            Command::Save(None) => {
                s.dialog = Some(s.save_name_dialog(false));
            }
            Command::Save(Some(name)) => self.save_as(&name, false, false),
            Command::Exit => {
                let unsaved = s.dirty && s.game.cursor() > 0;
                s.dialog = Some(Dialog::Exit { unsaved });
            }
            Command::Undo => {
                let n = s.undo_distance();
                if n == 0 {
                    s.complain(t.nothing_to_undo);
                    return;
                }
                self.stop_thinking();
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                for _ in 0..n {
                    s.game.undo();
                }
                s.dialog = None;
                self.after_take_back();
            }
            Command::Redo => {
                if s.game.cursor() >= s.game.moves().len() {
                    s.complain(t.nothing_to_redo);
                    return;
                }
                self.stop_thinking();
                let Some(s) = self.session.as_mut() else {
                    return;
                };
                // Redo up to the next turn of a human, when the record goes that far.
                while s.game.redo() {
                    if s.game.result().is_some() || s.is_human(s.to_move()) {
                        break;
                    }
                }
                self.after_take_back();
            }
            Command::Hint => {
                if s.game.result().is_some() {
                    s.complain(t.game_over);
                } else if !s.human_to_move() || s.thinking.is_some() {
                    s.complain(t.not_your_turn);
                } else {
                    s.say(t.hint_wait);
                    self.start_search(Purpose::Hint);
                }
            }
            Command::Level(Some(n)) if (1..=10).contains(&n) => {
                for c in [Color::White, Color::Black] {
                    if !s.is_human(c) {
                        s.game
                            .set_player(c, crate::game::Player::Computer { level: n });
                    }
                }
                self.menu.level = n;
                s.say(fill(t.level_set, &[&n.to_string()]));
            }
            Command::Level(_) => s.complain(t.level_range),
            Command::Flip => {
                s.flipped = !s.flipped;
                s.say(t.flipped);
            }
            Command::Numbers => s.numbers = !s.numbers,
            Command::New => {
                self.stop_thinking();
                self.menu.open(Page::New);
                self.menu.sel = 2;
                self.screen = Screen::Menu;
            }
            Command::Help => self.open_help(),
            Command::Unknown(text) => s.complain(fill(t.unknown_command, &[&text])),
        }
    }

    /// After undo or redo: autosave the shorter game, then whoever is to move plays.
    fn after_take_back(&mut self) {
        let autosave = self.opts.autosave.clone();
        if let Some(s) = self.session.as_mut() {
            s.pick = None;
            s.hint = None;
            s.message = None;
            s.dirty = true;
            let _ = save::save(&s.game, &autosave, true);
            if s.game.result().is_some() {
                s.dialog = Some(Dialog::GameOver);
                return;
            }
        }
        self.maybe_start_engine();
    }

    /// Saves under `name` (a bare name goes to the save folder). An existing file
    /// other than this game's own is only replaced with `overwrite`.
    fn save_as(&mut self, name: &str, overwrite: bool, then_exit: bool) {
        let t = self.text();
        let lang = self.lang();
        let path = save::resolve_in(&self.opts.save_dir, name);
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let own = s.saved_as.as_ref() == Some(&path);
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match save::save(&s.game, &path, overwrite || own) {
            Ok(written) => {
                s.say(fill(t.saved_to, &[&written.display().to_string()]));
                s.saved_as = Some(written);
                s.dirty = false;
                s.dialog = None;
                if then_exit {
                    self.quit();
                }
            }
            Err(SaveError::Exists { .. }) => {
                s.dialog = Some(Dialog::Overwrite { path, then_exit });
            }
            Err(e) => {
                s.dialog = None;
                s.complain(fill(t.save_failed, &[&render_save_error(lang, &e)]));
            }
        }
    }

    fn quit(&mut self) {
        self.stop_thinking();
        self.quit = true;
    }

    fn dialog_key(&mut self, key: KeyEvent) {
        let t = self.text();
        let Some(s) = self.session.as_mut() else {
            return;
        };
        let Some(dialog) = s.dialog.clone() else {
            return;
        };
        let ch = match key.code {
            KeyCode::Char(c) => Some(c.to_ascii_lowercase()),
            _ => None,
        };
        let yes = ch == Some('y') || ch == Some(t.yes_key);
        let no = ch == Some('n') || key.code == KeyCode::Esc;
        match dialog {
            Dialog::SaveName {
                mut input,
                then_exit,
            } => {
                match key.code {
                    KeyCode::Esc => {
                        s.dialog = None;
                        return;
                    }
                    KeyCode::Enter if !input.trim().is_empty() => {
                        let name = input.trim().to_string();
                        self.save_as(&name, false, then_exit);
                        return;
                    }
                    KeyCode::Char(c) if input.chars().count() < 200 => input.push(c),
                    KeyCode::Backspace => {
                        input.pop();
                    }
                    _ => {}
                }
                s.dialog = Some(Dialog::SaveName { input, then_exit });
            }
            Dialog::Overwrite { path, then_exit } => {
                if yes {
                    self.save_as(&path.display().to_string(), true, then_exit);
                } else if no {
                    let input = path
                        .file_stem()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    s.dialog = Some(Dialog::SaveName { input, then_exit });
                }
            }
            Dialog::Exit { unsaved } => {
                if yes {
                    self.quit();
                } else if unsaved && ch == Some(t.save_key) {
                    s.dialog = Some(s.save_name_dialog(true));
                } else if no {
                    s.dialog = None;
                }
            }
            Dialog::GameOver => match (key.code, ch) {
                (KeyCode::Esc, _) => s.dialog = None,
                (_, Some('n')) => {
                    s.dialog = None;
                    self.run(Command::New);
                }
                (_, Some('s')) => {
                    s.dialog = None;
                    self.run(Command::Save(None));
                }
                (_, Some('e')) | (_, Some('q')) => {
                    s.dialog = None;
                    self.run(Command::Exit);
                }
                (_, Some('u')) => {
                    s.dialog = None;
                    self.run(Command::Undo);
                }
                _ => {}
            },
        }
    }
}
