//! Thinking on the opponent's time (the `ponder` setting), for any game. After the
//! computer moves, if its line expects a reply, it searches the position after that
//! reply, with no time limit, while the person thinks. When the person plays the
//! expected move (a ponder hit) that search goes on as the computer's move, its time
//! counted from when pondering began (so it answers sooner; on a clock, only the time
//! after the hit is its own), and a search already finished answers at once. Any other
//! move drops it. Never when the game is over, while reviewing, when no computer is to
//! answer the reply, or when a person plays both sides (then no computer moves at all).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::game::Player;
use crate::lang::engine_ui as words;

use crate::tui::shell::event::EngineEvent;
use crate::tui::shell::game::{ShellGame, Strength};
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::computer::pondering::Ponder;
use crate::tui::shell::table::computer::thinker::{self, Job};
use crate::tui::shell::table::session::{Purpose, Session, Thinking};

impl<G: ShellGame> Session<G> {
    /// The computer's search on the person's time, if it is pondering.
    pub fn pondering(&self) -> Option<&Ponder<G>> {
        self.engine.ponder.as_ref()
    }

    /// Remembers the reply the computer's last search expects after its move `chosen`
    /// was played (the second move of its line, when the line starts with `chosen`).
    pub(in crate::tui) fn expect_reply(&mut self, chosen: &str) {
        let pv = self.engine.last.as_ref().map(|l| l.info.pv.clone());
        self.engine.expected = pv
            .filter(|pv| pv.first().is_some_and(|m| m == chosen))
            .and_then(|pv| pv.get(1).cloned())
            .and_then(|text| self.record.position().parse_move(&text).ok());
    }

    /// Starts pondering if the setting is on and the game allows it (see the top).
    pub(in crate::tui) fn maybe_ponder(&mut self, sh: &mut Shared) {
        let idle = self.engine.ponder.is_none()
            && self.engine.thinking.is_none()
            && self.engine.wait_until.is_none();
        if !sh.opts.ponder
            || !idle
            || self.record.result().is_some()
            || self.is_in_past()
            || self.view.review
            || !self.human_to_move()
        {
            return;
        }
        let Some(reply) = self.engine.expected else {
            return;
        };
        let pos = *self.record.position();
        if !pos.legal_moves().contains(&reply) {
            return;
        }
        let after = pos.after(&reply);
        let strength = match (self.record.player(after.to_move()), self.engine.depth) {
            (Player::Human, _) => return,
            (Player::Computer { .. }, Some(d)) => Strength::Depth(d),
            (Player::Computer { level }, None) => Strength::Level(level),
        };
        if after.legal_moves().is_empty() {
            return;
        }
        let mut history = self.record.history();
        history.push(&pos, &reply);
        let (id, seed) = sh.next_search();
        let stop = Arc::new(AtomicBool::new(false));
        let mut setup = self.think_setup(Purpose::Move, strength, sh);
        setup.untimed = true;
        let job = Job::<G> {
            id,
            pos: after,
            history,
            strength,
            seed,
            stop: Arc::clone(&stop),
            memory: Arc::clone(&self.engine.memory),
            deadline: None,
            setup,
        };
        self.engine.ponder = Some(Ponder {
            id,
            stop,
            started: Instant::now(),
            expected: reply,
            expected_text: pos.move_text(&reply),
            after,
            info: None,
            done: None,
        });
        thinker::spawn(job, sh.tx.clone());
    }

    /// Drops the ponder search: it stops, and what it reports is ignored.
    pub(in crate::tui) fn drop_ponder(&mut self) {
        if let Some(p) = self.engine.ponder.take() {
            p.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Drops a ponder search the game no longer allows (the game ended, a review began,
    /// the setting was turned off).
    pub(in crate::tui) fn check_ponder(&mut self, sh: &Shared) {
        let allowed = sh.opts.ponder
            && self.record.result().is_none()
            && !self.is_in_past()
            && !self.view.review
            && self.human_to_move();
        if !allowed {
            self.drop_ponder();
        }
    }

    /// A search event of the ponder search: kept; true when it was the ponder's.
    pub(in crate::tui) fn ponder_event(&mut self, ev: &EngineEvent) -> bool {
        let Some(p) = self.engine.ponder.as_mut() else {
            return false;
        };
        match ev {
            EngineEvent::Info { id, info } if *id == p.id => p.info = Some(info.clone()),
            EngineEvent::Done { id, best } if *id == p.id => p.done = Some(*best),
            EngineEvent::Failed { id, .. } if *id == p.id => self.engine.ponder = None,
            _ => return false,
        }
        true
    }

    /// After the person's move: on a ponder hit the search becomes the computer's move
    /// (answered at once if it has ended), on a miss it is dropped.
    pub(in crate::tui) fn ponder_after_move(&mut self, sh: &mut Shared) {
        let Some(p) = self.engine.ponder.take() else {
            return;
        };
        let hit = self.record.last_move() == Some(&p.expected)
            && *self.record.position() == p.after
            && !self.is_in_past()
            && self.record.result().is_none();
        if !hit {
            p.stop.store(true, Ordering::Relaxed);
            return;
        }
        let elapsed = p.started.elapsed();
        let level_time = match (self.record.player(self.to_move()), self.engine.depth) {
            (Player::Computer { level }, None) => G::level_time(level),
            _ => None,
        };
        // The level's time counts from the start of pondering; the clock's from now.
        let left = match (
            level_time.map(|t| t.saturating_sub(elapsed)),
            self.clock_budget(),
        ) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let limit = left.map(|l| elapsed + l);
        if left == Some(Duration::ZERO) {
            p.stop.store(true, Ordering::Relaxed);
        }
        self.engine.thinking = Some(Thinking {
            id: p.id,
            purpose: Purpose::Move,
            stop: p.stop,
            started: p.started,
            budget: limit,
            limit,
            info: p.info,
        });
        if let Some(best) = p.done {
            self.on_engine(EngineEvent::Done { id: p.id, best }, sh);
        }
    }

    /// The `ponder` command: turns pondering on or off (kept in the settings file).
    pub(in crate::tui) fn toggle_ponder(&mut self, sh: &mut Shared) {
        sh.opts.ponder = !sh.opts.ponder;
        let on = sh.opts.ponder;
        sh.remember(|c| c.ponder = Some(on));
        if on {
            self.say(words::ponder_on(sh.lang()));
            self.maybe_ponder(sh);
        } else {
            self.drop_ponder();
            self.say(words::ponder_off(sh.lang()));
        }
    }
}
