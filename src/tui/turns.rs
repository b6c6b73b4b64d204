//! Whose turn it is and what follows a move, for any game: starting a session, the
//! computer's searches on the engine thread (moves and hints), autosave after every move,
//! saving by name, and the dialogs (save name, overwrite, exit, game over).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent};

use crate::core::Level;
use crate::game::save::{self, SaveError};
use crate::game::{Player, Record};
use crate::lang::{fill, render_save_error};

use super::adapter::{ShellGame, Strength};
use super::command::Command;
use super::event::EngineEvent;
use super::session::{Dialog, Purpose, Session, Thinking};
use super::table::{Request, Shared};
use super::thinker::{self, Job};

impl<G: ShellGame> Session<G> {
    /// A session showing `record`, saved as `saved_as` if it came from a named file; the
    /// computer starts thinking if it is to move.
    pub fn start(record: Record<G>, saved_as: Option<PathBuf>, sh: &mut Shared) -> Session<G> {
        let mut s = Session::<G>::new(record, sh.opts.depth);
        s.view.numbers = sh.opts.numbers;
        // A game resumed from the autosave has moves that no named file holds.
        s.file.dirty = saved_as.is_none() && s.record.cursor() > 0;
        s.file.saved_as = saved_as;
        if s.record.result().is_some() {
            s.input.dialog = Some(Dialog::GameOver);
        }
        s.announce_turn(sh.lang());
        s.maybe_start_engine(sh);
        s
    }

    pub(super) fn on_tick(&mut self, sh: &mut Shared) {
        if self
            .engine
            .wait_until
            .is_some_and(|at| Instant::now() >= at)
        {
            self.engine.wait_until = None;
            self.start_search(Purpose::Move, sh);
        }
    }

    pub(super) fn on_engine(&mut self, ev: EngineEvent, sh: &mut Shared) {
        let t = sh.lang().text();
        let ours = |th: &Option<Thinking>, id: u64| th.as_ref().is_some_and(|th| th.id == id);
        match ev {
            EngineEvent::Info { id, info } => {
                if let Some(th) = self.engine.thinking.as_mut().filter(|th| th.id == id) {
                    th.info = Some(info);
                }
            }
            EngineEvent::Failed { id, message } => {
                if ours(&self.engine.thinking, id) {
                    self.engine.thinking = None;
                    self.complain(format!("engine: {message}"));
                }
            }
            EngineEvent::Done { id, best } => {
                if !ours(&self.engine.thinking, id) {
                    return;
                }
                let Some(th) = self.engine.thinking.take() else {
                    return;
                };
                let pos = *self.record.position();
                let Some(mv) = best.and_then(|i| pos.legal_moves().get(i).copied()) else {
                    return;
                };
                let text = pos.move_text(&mv);
                match th.purpose {
                    Purpose::Hint => {
                        self.engine.hint = Some(mv);
                        self.say(fill(t.hint, &[&text]));
                    }
                    Purpose::Move => match self.record.play(&mv) {
                        Ok(()) => {
                            let said = self.computer_moves_note(sh.lang());
                            self.say(said.unwrap_or_else(|| fill(t.computer_moved, &[&text])));
                            self.after_move(sh);
                        }
                        Err(e) => self.refuse(sh.lang(), &e),
                    },
                }
            }
        }
    }

    /// After any move: autosave, the result if the game is over, else the next turn.
    pub(super) fn after_move(&mut self, sh: &mut Shared) {
        self.input.pick = None;
        self.engine.hint = None;
        self.view.scroll_back = 0;
        self.file.dirty = true;
        // A hint still being searched is for a position that has gone.
        if let Some(th) = self
            .engine
            .thinking
            .take_if(|th| th.purpose == Purpose::Hint)
        {
            th.stop.store(true, Ordering::Relaxed);
        }
        if let Err(e) = self.autosave(sh) {
            let t = sh.lang().text();
            self.complain(fill(
                t.autosave_failed,
                &[&render_save_error(sh.lang(), &e)],
            ));
        }
        if self.record.result().is_some() {
            self.input.dialog = Some(Dialog::GameOver);
            return;
        }
        self.announce_turn(sh.lang());
        self.maybe_start_engine(sh);
    }

    /// What the computers just played, as the game words it (`ShellGame::move_note`):
    /// with more than two players, every computer move since a human last acted (the
    /// latest only in a demo). `None` when the game has no words for its moves.
    fn computer_moves_note(&self, lang: crate::lang::Lang) -> Option<String> {
        let positions = self.record.positions();
        let played = self.record.played();
        let back = if self.is_demo() { 1 } else { G::PLAYERS - 1 };
        let mut notes = Vec::new();
        for k in (0..played.len()).rev().take(back.max(1)) {
            let before = positions.get(k)?;
            if !notes.is_empty() && self.is_human(before.to_move()) {
                break;
            }
            notes.push(G::move_note(before, played.get(k)?, lang)?);
        }
        notes.reverse();
        Some(notes.join(" · "))
    }

    /// Tells a human who is to act what the game says about this turn (a turn to
    /// steal), after whatever the message already says.
    pub(super) fn announce_turn(&mut self, lang: crate::lang::Lang) {
        if !self.human_to_move() {
            return;
        }
        let Some(note) = G::turn_note(self.record.position(), lang) else {
            return;
        };
        let text = match self.input.message.take() {
            Some(m) if !m.error => format!("{} — {note}", m.text),
            _ => note,
        };
        self.say(text);
    }

    pub(super) fn autosave(&self, sh: &Shared) -> Result<PathBuf, SaveError> {
        let _ = std::fs::create_dir_all(&sh.opts.save_dir);
        save::autosave_in(&sh.opts.save_dir, &self.record)
    }

    /// After undo or redo: autosave the shorter game, then whoever is to move plays.
    pub(super) fn after_take_back(&mut self, sh: &mut Shared) {
        self.input.pick = None;
        self.input.message = None;
        self.engine.hint = None;
        self.file.dirty = true;
        let _ = self.autosave(sh);
        if self.record.result().is_some() {
            self.input.dialog = Some(Dialog::GameOver);
            return;
        }
        self.announce_turn(sh.lang());
        self.maybe_start_engine(sh);
    }

    /// Starts the computer's search when it is to move (after a pause when it plays
    /// both sides, so the game can be watched).
    pub(super) fn maybe_start_engine(&mut self, sh: &mut Shared) {
        let busy = self.engine.thinking.is_some() || self.engine.wait_until.is_some();
        if busy || self.record.result().is_some() || self.is_human(self.to_move()) {
            return;
        }
        let pause = Duration::from_millis(sh.opts.demo_pause_ms);
        // A demo: no human plays (or none still plays, in a game of three).
        let pos = self.record.position();
        let demo = super::session::seats::<G>()
            .filter(|&s| G::is_playing(pos, s))
            .all(|s| !self.is_human(s));
        if demo && !pause.is_zero() {
            self.engine.wait_until = Some(Instant::now() + pause);
        } else {
            self.start_search(Purpose::Move, sh);
        }
    }

    pub(super) fn start_search(&mut self, purpose: Purpose, sh: &mut Shared) {
        let (id, seed) = sh.next_search();
        let level = match (purpose, self.record.player(self.to_move())) {
            (Purpose::Move, Player::Computer { level }) => level,
            // A hint is a good move, whatever the opponent's level.
            _ => self.level().map_or(Level::HINT, |l| l.max(Level::HINT)),
        };
        let strength = match self.engine.depth {
            Some(d) => Strength::Depth(d),
            None => Strength::Level(level),
        };
        let budget = match strength {
            Strength::Level(l) => G::level_time(l),
            Strength::Depth(_) => None,
        };
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job::<G> {
            id,
            pos: *self.record.position(),
            history: self.record.history(),
            strength,
            seed,
            stop: Arc::clone(&stop),
            memory: Arc::clone(&self.engine.memory),
        };
        self.engine.thinking = Some(Thinking {
            id,
            purpose,
            stop,
            started: Instant::now(),
            budget,
            info: None,
        });
        thinker::spawn(job, sh.tx.clone());
    }

    /// Abandons the current search: its result will be ignored.
    pub(super) fn stop_thinking(&mut self) {
        if let Some(th) = self.engine.thinking.take() {
            th.stop.store(true, Ordering::Relaxed);
        }
        self.engine.wait_until = None;
    }

    /// Saves under `name` (a bare name goes to the save folder). An existing file
    /// other than this game's own is only replaced with `overwrite`.
    pub(super) fn save_as(
        &mut self,
        name: &str,
        overwrite: bool,
        then_exit: bool,
        sh: &mut Shared,
    ) -> Request {
        let lang = sh.lang();
        let t = lang.text();
        let path = save::resolve_in(&sh.opts.save_dir, name);
        let own = self.file.saved_as.as_ref() == Some(&path);
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        match save::save(&self.record, &path, overwrite || own) {
            Ok(written) => {
                self.say(fill(t.saved_to, &[&written.display().to_string()]));
                self.file.saved_as = Some(written);
                self.file.dirty = false;
                self.input.dialog = None;
                if then_exit {
                    self.stop_thinking();
                    return Request::Quit;
                }
            }
            Err(SaveError::Exists { .. }) => {
                self.input.dialog = Some(Dialog::Overwrite { path, then_exit });
            }
            Err(e) => {
                self.input.dialog = None;
                self.complain(fill(t.save_failed, &[&render_save_error(lang, &e)]));
            }
        }
        Request::None
    }

    pub(super) fn dialog_key(&mut self, key: KeyEvent, sh: &mut Shared) -> Request {
        let t = sh.lang().text();
        let Some(dialog) = self.input.dialog.clone() else {
            return Request::None;
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
                        self.input.dialog = None;
                        return Request::None;
                    }
                    KeyCode::Enter if !input.trim().is_empty() => {
                        let name = input.trim().to_string();
                        return self.save_as(&name, false, then_exit, sh);
                    }
                    KeyCode::Char(c) if input.chars().count() < 200 => input.push(c),
                    KeyCode::Backspace => {
                        input.pop();
                    }
                    _ => {}
                }
                self.input.dialog = Some(Dialog::SaveName { input, then_exit });
            }
            Dialog::Overwrite { path, then_exit } => {
                if yes {
                    return self.save_as(&path.display().to_string(), true, then_exit, sh);
                } else if no {
                    let input = path
                        .file_stem()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    self.input.dialog = Some(Dialog::SaveName { input, then_exit });
                }
            }
            Dialog::Exit { unsaved } => {
                if yes {
                    self.stop_thinking();
                    return Request::Quit;
                } else if unsaved && ch == Some(t.save_key) {
                    self.input.dialog = Some(self.save_name_dialog(true));
                } else if no {
                    self.input.dialog = None;
                }
            }
            Dialog::GameOver => {
                let cmd = match (key.code, ch) {
                    (KeyCode::Esc, _) => None,
                    (_, Some('n')) => Some(Command::New),
                    (_, Some('s')) => Some(Command::Save(None)),
                    (_, Some('e')) | (_, Some('q')) => Some(Command::Exit),
                    (_, Some('u')) => Some(Command::Undo),
                    _ => return Request::None,
                };
                self.input.dialog = None;
                if let Some(cmd) = cmd {
                    return self.run(cmd, sh);
                }
            }
        }
        Request::None
    }
}
