//! Whose turn it is and what follows a move, for any game: starting a session, the
//! computer's searches on the engine thread (moves and hints), autosave after every move,
//! saving by name, and the dialogs (save name, overwrite, exit, game over).

use crate::lang::LangText;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::game::save::{self, SaveError};
use crate::game::{Player, Record};
use crate::lang::{fill, render_save_error};

use crate::tui::shell::event::EngineEvent;
use crate::tui::shell::game::{ShellGame, Strength, ThinkSetup};
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::computer::thinker::{self, Job};
use crate::tui::shell::table::session::{
    Dialog, LastSearch, MOST_COMPUTER_MOVES_NOTED, Purpose, Session, Thinking,
};
use crate::tui::shell::table::time::Timing;

impl<G: ShellGame> Session<G> {
    /// A session showing `record`, saved as `saved_as` if it came from a named file; the
    /// computer starts thinking if it is to move.
    pub fn start(record: Record<G>, saved_as: Option<PathBuf>, sh: &mut Shared) -> Session<G> {
        Session::start_seated(record, saved_as, &[], sh)
    }

    /// [`Session::start`] with an outside engine in each seat given a command (seat 0
    /// first; `outside_play.rs`).
    pub fn start_seated(
        record: Record<G>,
        saved_as: Option<PathBuf>,
        engines: &[Option<String>],
        sh: &mut Shared,
    ) -> Session<G> {
        let mut s = Session::<G>::new(record, sh.opts.depth, sh.opts.hash_mib);
        s.view.numbers = sh.opts.numbers;
        s.timing = Timing::new(sh.opts.time.clone());
        // A game resumed from the autosave has moves that no named file holds.
        s.file.dirty = saved_as.is_none() && s.record.cursor() > 0;
        s.file.saved_as = saved_as;
        if s.record.result().is_some() {
            s.input.dialog = Some(Dialog::GameOver);
        }
        s.sync_clock();
        s.seat_engines(engines, sh);
        s.announce_turn(sh.lang());
        s.maybe_start_engine(sh);
        s
    }

    pub(in crate::tui) fn on_tick(&mut self, sh: &mut Shared) {
        self.check_ponder(sh);
        // The clock's limit, kept here too (the search thread's own watch may be late).
        if let Some(th) = &self.engine.thinking
            && th.limit.is_some_and(|l| th.started.elapsed() >= l)
        {
            th.stop.store(true, Ordering::Relaxed);
        }
        if self.sync_clock() {
            self.after_flag(sh);
            return;
        }
        if self
            .engine
            .wait_until
            .is_some_and(|at| Instant::now() >= at)
        {
            self.engine.wait_until = None;
            self.start_search(Purpose::Move, sh);
        }
    }

    pub(in crate::tui) fn on_engine(&mut self, ev: EngineEvent, sh: &mut Shared) {
        let t = sh.lang().text();
        let ours = |th: &Option<Thinking>, id: u64| th.as_ref().is_some_and(|th| th.id == id);
        if let EngineEvent::Study { id, news } = ev {
            return self.on_study(id, news, sh);
        }
        if self.ponder_event(&ev) || self.analysis_event(&ev, sh) {
            return;
        }
        match ev {
            EngineEvent::Outside { seat, key, news } => self.on_outside(seat, key, news, sh),
            EngineEvent::Info { id, info } => {
                if let Some(th) = self.engine.thinking.as_mut().filter(|th| th.id == id) {
                    th.info = Some(info);
                }
            }
            EngineEvent::Lines { .. } => {}
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
                let chosen = best
                    .and_then(|i| pos.legal_moves().get(i).copied())
                    .map(|mv| pos.move_text(&mv));
                if let Some(info) = th.info.clone() {
                    self.engine.last = Some(LastSearch {
                        seat: pos.to_move(),
                        info,
                        purpose: th.purpose,
                        chosen,
                    });
                }
                if th.purpose == Purpose::Draw {
                    self.answer_draw(sh);
                    self.maybe_ponder(sh);
                    return;
                }
                let Some(mv) = best.and_then(|i| pos.legal_moves().get(i).copied()) else {
                    return;
                };
                let text = pos.move_text(&mv);
                match th.purpose {
                    Purpose::Hint => {
                        self.engine.hint = Some(mv);
                        let line = self.hint_text(&text, sh.lang());
                        self.say(line);
                        self.maybe_ponder(sh);
                    }
                    _ => {
                        let said = self.computer_moves_note(&mv, sh.lang());
                        self.say(said.unwrap_or_else(|| fill(t.computer_moved, &[&text])));
                        if self.play_move(&mv, sh) {
                            self.expect_reply(&text);
                            self.maybe_ponder(sh);
                        }
                    }
                }
            }
            EngineEvent::Study { .. } => {}
        }
    }

    /// Plays `mv` for the seat to move, its time charged first (a flag that fell ends
    /// the game instead); true when the move was played.
    pub(in crate::tui) fn play_move(&mut self, mv: &G::Move, sh: &mut Shared) -> bool {
        if self.charge_clock() {
            self.after_flag(sh);
            return false;
        }
        // A move the game does not have next, from an earlier position: a variation.
        let branches = self.is_in_past() && !self.record.next_moves().contains(mv);
        match self.record.play(mv) {
            Ok(()) => {
                self.after_move(sh);
                if branches && self.input.dialog.is_none() {
                    self.say(crate::lang::variations::started(sh.lang()));
                }
                true
            }
            Err(e) => {
                self.refuse(sh.lang(), &e);
                false
            }
        }
    }

    /// After any move: autosave, the result if the game is over, else the next turn.
    pub(in crate::tui) fn after_move(&mut self, sh: &mut Shared) {
        self.net_moved();
        self.input.pick = None;
        self.engine.hint = None;
        self.engine.expected = None;
        self.view.scroll_back = 0;
        self.file.dirty = true;
        let cursor = self.record.cursor();
        if let Some(mover) = self.record.positions().get(cursor.wrapping_sub(1)) {
            let seat = mover.to_move();
            self.clock_after_move(seat);
        }
        // A hint still being searched is for a position that has gone.
        if let Some(th) = self
            .engine
            .thinking
            .take_if(|th| th.purpose == Purpose::Hint)
        {
            th.stop.store(true, Ordering::Relaxed);
        }
        self.note_last_move(sh);
        if let Err(e) = self.autosave(sh) {
            let t = sh.lang().text();
            self.complain(fill(
                t.autosave_failed,
                &[&render_save_error(sh.lang(), &e)],
            ));
        }
        if self.record.result().is_some() {
            self.drop_ponder();
            self.input.dialog = Some(Dialog::GameOver);
            return;
        }
        self.ponder_after_move(sh);
        self.announce_turn(sh.lang());
        self.maybe_start_engine(sh);
    }

    /// Adds what the game says about the move just played ("Goal! White 1–0") to the
    /// message under the board; not after a computer's move the game described in full
    /// ([`ShellGame::move_description`], which says it already).
    fn note_last_move(&mut self, sh: &Shared) {
        let k = self.record.cursor().saturating_sub(1);
        let (Some(before), Some(mv)) = (self.record.positions().get(k), self.record.last_move())
        else {
            return;
        };
        let lang = sh.lang();
        if !self.is_human(before.to_move()) && G::move_description(before, mv, lang).is_some() {
            return;
        }
        if let Some(note) = G::move_note(before, mv, lang) {
            let text = match self.input.message.take() {
                Some(m) if !m.error => format!("{} · {note}", m.text),
                _ => note,
            };
            self.say(text);
        }
    }

    /// What the computers just played, as the game describes it
    /// ([`ShellGame::move_description`]): `mv`, about to be played, after every computer
    /// move since a human last acted, when more than two play (the latest only in a
    /// demo). `None` when the game does not describe its moves.
    fn computer_moves_note(&self, mv: &G::Move, lang: crate::lang::Lang) -> Option<String> {
        let positions = self.record.positions();
        let played = self.record.played();
        let cursor = self.record.cursor();
        let mut notes = vec![G::move_description(positions.get(cursor)?, mv, lang)?];
        // Between two turns of the one human, the two computers may play three moves (a
        // ratto, the robbed player's turn, the thief's own) or more (rattos in a row).
        let back = if self.is_demo() || G::PLAYERS <= 2 {
            0
        } else {
            MOST_COMPUTER_MOVES_NOTED
        };
        for k in (0..cursor).rev().take(back) {
            let before = positions.get(k)?;
            if self.is_human(before.to_move()) {
                break;
            }
            notes.push(G::move_description(before, played.get(k)?, lang)?);
        }
        notes.reverse();
        Some(notes.join(" · "))
    }

    /// Tells a human who is to act what the game says about this turn (a turn to
    /// steal), after whatever the message already says.
    pub(in crate::tui) fn announce_turn(&mut self, lang: crate::lang::Lang) {
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

    pub(in crate::tui) fn autosave(&self, sh: &Shared) -> Result<PathBuf, SaveError> {
        let _ = std::fs::create_dir_all(&sh.opts.save_dir);
        save::autosave_in(&sh.opts.save_dir, &self.record)
    }

    /// After undo or redo: autosave the shorter game, then whoever is to move plays.
    pub(in crate::tui) fn after_take_back(&mut self, sh: &mut Shared) {
        self.input.pick = None;
        self.input.message = None;
        self.engine.hint = None;
        self.engine.expected = None;
        self.drop_ponder();
        self.file.dirty = true;
        self.sync_clock();
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
    pub(in crate::tui) fn maybe_start_engine(&mut self, sh: &mut Shared) {
        let busy = self.engine.thinking.is_some() || self.engine.wait_until.is_some();
        // An earlier position under review waits: the computer plays on only from the
        // game's last position (or once a move there starts a variation).
        if busy
            || self.record.result().is_some()
            || self.is_human(self.to_move())
            || self.is_in_past()
        {
            return;
        }
        let pause = Duration::from_millis(sh.opts.demo_pause_ms);
        // A demo: no human plays (or none still plays, in a game of three).
        let pos = self.record.position();
        let demo = crate::tui::shell::table::session::seats::<G>()
            .filter(|&s| G::is_playing(pos, s))
            .all(|s| !self.is_human(s));
        if demo && !pause.is_zero() {
            self.engine.wait_until = Some(Instant::now() + pause);
        } else {
            self.start_search(Purpose::Move, sh);
        }
    }

    /// What a search of `purpose` at `strength` may use: the threads and the endgame
    /// databases. A computer below level [`FROM_LEVEL`](crate::engine::params::book::FROM_LEVEL)
    /// plays its moves without the databases (as without the book): perfect endings
    /// are not what a player choosing a weak opponent asks for. Hints always use them.
    pub(in crate::tui) fn think_setup(
        &self,
        purpose: Purpose,
        strength: Strength,
        sh: &Shared,
    ) -> ThinkSetup {
        let weak = matches!(strength, Strength::Level(l) if l.get() < crate::engine::params::book::FROM_LEVEL);
        ThinkSetup {
            threads: sh.opts.threads,
            databases: sh
                .databases
                .current()
                .filter(|_| purpose != Purpose::Move || !weak),
            database_dir: (sh.opts.databases.folder())
                .filter(|_| purpose != Purpose::Move || !weak)
                .map(|d| d.to_path_buf()),
            untimed: false,
        }
    }

    pub(in crate::tui) fn start_search(&mut self, purpose: Purpose, sh: &mut Shared) {
        // The table is the ponder search's until it stops: a new search replaces it.
        self.drop_ponder();
        if purpose == Purpose::Move && self.ask_outside(sh) {
            return;
        }
        let (id, seed) = sh.next_search();
        let level = match (purpose, self.record.player(self.to_move())) {
            (Purpose::Move, Player::Computer { level }) => level,
            // A hint is a good move, whatever the opponent's level.
            _ => {
                let hint = G::hint_level();
                self.level().map_or(hint, |l| l.max(hint))
            }
        };
        let strength = match self.engine.depth {
            Some(d) => Strength::Depth(d),
            None => Strength::Level(level),
        };
        let level_time = match strength {
            Strength::Level(l) => G::level_time(l),
            Strength::Depth(_) => None,
        };
        // On a clock the computer moves within the engine's budget for its time left.
        let deadline = match purpose {
            Purpose::Move => self.clock_budget(),
            _ => None,
        };
        let budget = match (level_time, deadline) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
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
            deadline,
            setup: self.think_setup(purpose, strength, sh),
        };
        self.engine.thinking = Some(Thinking {
            id,
            purpose,
            stop,
            started: Instant::now(),
            budget,
            limit: deadline,
            info: None,
        });
        thinker::spawn(job, sh.tx.clone());
    }

    /// Abandons the current search: its result will be ignored.
    pub(in crate::tui) fn stop_thinking(&mut self) {
        if let Some(th) = self.engine.thinking.take() {
            th.stop.store(true, Ordering::Relaxed);
        }
        self.engine.wait_until = None;
        self.drop_ponder();
    }
}
