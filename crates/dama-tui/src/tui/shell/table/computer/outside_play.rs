//! Outside engines in a session: seating them (each on its thread, `outside.rs`), asking
//! the one to move for its move with the game's clock or a move time, playing its answer,
//! and ending the game when one fails: it exited, broke the protocol, hung past its time
//! or answered an illegal move. The game then ends as a loss for the engine's seat, with
//! a message naming the engine and what happened, and is autosaved as it stood.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::core::Seat;
use crate::protocol::client::Think;
use crate::protocol::words;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::computer::hub_link::{OutsideFault, OutsideNews};
use crate::tui::shell::table::computer::outside::{
    DEFAULT_MOVE_TIME, MARGIN, OutsideSeat, Request,
};
use crate::tui::shell::table::session::{Dialog, LastSearch, Purpose, Session, Thinking};

impl<G: ShellGame> Session<G> {
    /// Seats an outside engine for each seat given a command (seat 0 first), each
    /// started on its own thread. A game the Hub protocol does not speak keeps dama in
    /// those seats, and says so.
    pub(in crate::tui) fn seat_engines(&mut self, commands: &[Option<String>], sh: &mut Shared) {
        if commands.iter().all(Option::is_none) {
            return;
        }
        let Some(speech) = G::hub() else {
            self.complain(words::not_covered(sh.lang(), G::name(sh.lang())));
            return;
        };
        self.engine.outside = commands
            .iter()
            .take(G::PLAYERS)
            .enumerate()
            .map(|(i, c)| {
                let command = c.as_deref().filter(|c| !c.trim().is_empty())?;
                let (key, _) = sh.next_search();
                let seat = Seat(i as u8);
                Some(OutsideSeat::start(
                    command,
                    seat,
                    key,
                    speech,
                    sh.tx.clone(),
                ))
            })
            .collect();
    }

    /// The outside engine playing `seat`, if one does.
    pub(in crate::tui) fn outside_seat(&self, seat: Seat) -> Option<&OutsideSeat<G>> {
        self.engine.outside.get(seat.index())?.as_ref()
    }

    /// The name of the outside engine playing `seat` (its own, else its command).
    pub fn outside_name(&self, seat: Seat) -> Option<&str> {
        self.outside_seat(seat).map(OutsideSeat::shown_name)
    }

    /// Asks the outside engine of the seat to move for its move, if one plays it: true
    /// when asked (its answer arrives as an event).
    pub(in crate::tui) fn ask_outside(&mut self, sh: &mut Shared) -> bool {
        let seat = self.to_move();
        let (Some(speech), Some(engine)) = (G::hub(), self.outside_seat(seat)) else {
            return false;
        };
        let (think, time) = match self.record.clock() {
            Some(clock) => {
                let left = self.time_left(seat).unwrap_or_default();
                let inc = clock.increment();
                (Think::Clock { left, inc }, left)
            }
            None => {
                let t = sh.opts.engine_movetime.unwrap_or(DEFAULT_MOVE_TIME);
                (Think::MoveTime(t), t)
            }
        };
        let (id, _) = sh.next_search();
        let start = *self.record.start();
        let moves = self.record.played().iter();
        let request = Request {
            id,
            start: (speech.position)(&start),
            moves: moves
                .take(self.record.cursor())
                .map(|m| (speech.move_text)(m))
                .collect(),
            pos: *self.record.position(),
            think,
            timeout: time + MARGIN,
        };
        // A thread already gone has its fault on the way, which ends the game.
        engine.ask(request);
        self.engine.thinking = Some(Thinking {
            id,
            purpose: Purpose::Move,
            stop: Arc::new(AtomicBool::new(false)),
            started: Instant::now(),
            budget: Some(time),
            limit: None,
            info: None,
        });
        true
    }

    /// What an outside engine said: its name, its move, or its failure.
    pub(in crate::tui) fn on_outside(
        &mut self,
        seat: Seat,
        key: u64,
        news: OutsideNews,
        sh: &mut Shared,
    ) {
        let Some(Some(engine)) = self.engine.outside.get_mut(seat.index()) else {
            return;
        };
        if engine.key != key {
            return;
        }
        match news {
            OutsideNews::Started { name } => engine.name = name,
            OutsideNews::Moved { id, text } => self.outside_moved(seat, id, &text, sh),
            OutsideNews::Fault(fault) => self.outside_failed(seat, &fault, sh),
        }
    }

    /// Plays the engine's answer to request `id` (an earlier request's is ignored).
    fn outside_moved(&mut self, seat: Seat, id: u64, text: &str, sh: &mut Shared) {
        if self.engine.thinking.as_ref().is_none_or(|th| th.id != id) {
            return;
        }
        let Some(th) = self.engine.thinking.take() else {
            return;
        };
        let pos = *self.record.position();
        let parsed = G::hub().and_then(|speech| (speech.parse_move)(&pos, text));
        let Some(mv) = parsed.filter(|mv| pos.legal_moves().contains(mv)) else {
            let fault = OutsideFault::Illegal(text.to_string());
            return self.outside_failed(seat, &fault, sh);
        };
        let shown = pos.move_text(&mv);
        if let Some(info) = th.info {
            self.engine.last = Some(LastSearch {
                seat,
                info,
                purpose: Purpose::Move,
                chosen: Some(shown.clone()),
            });
        }
        let name = self.outside_name(seat).unwrap_or_default().to_string();
        self.say(words::moved(&name, &shown));
        self.play_move(&mv, sh);
    }

    /// Ends the game by the engine's fault: its seat loses, the message says which
    /// engine and what happened, the game is autosaved (if a move was played) and the
    /// engine's process is killed.
    fn outside_failed(&mut self, seat: Seat, fault: &OutsideFault, sh: &mut Shared) {
        let lang = sh.lang();
        let what = match fault {
            OutsideFault::Client(e) => words::client_error(lang, e),
            OutsideFault::Illegal(mv) => words::illegal_move(lang, mv),
        };
        let command = match self.outside_seat(seat) {
            Some(engine) => engine.command.clone(),
            None => return,
        };
        // The process goes now (it may still run, hung).
        if let Some(slot) = self.engine.outside.get_mut(seat.index()) {
            *slot = None;
        }
        if self.record.result().is_some() {
            return;
        }
        // Under review: the game ends at its last move, none lost.
        while self.record.redo() {}
        self.stop_thinking();
        self.input.pick = None;
        self.record.resign(seat);
        let en = crate::lang::Lang::En;
        let english = match fault {
            OutsideFault::Client(e) => words::client_error(en, e),
            OutsideFault::Illegal(mv) => words::illegal_move(en, mv),
        };
        let tag = format!(
            "engine \"{command}\" ({}): {english}",
            G::seat_label(seat, en)
        );
        self.record.set_tag("Termination", &tag);
        self.complain(words::game_ended(
            lang,
            &command,
            G::seat_label(seat, lang),
            &what,
        ));
        if self.record.cursor() > 0 {
            self.file.dirty = true;
            let _ = self.autosave(sh);
        }
        self.input.dialog = Some(Dialog::GameOver);
    }
}
