//! The game clocks on screen, for any game: charging the time used to
//! the seat that is thinking, a fallen flag, and the budget the computer plays by
//! (`engine::time`, the same time management the Hub engine uses).
//!
//! Rules kept here (and in docs/playing.md, "Clocks"): a clock runs only for the position
//! at the end of the game, while the game goes on and the table is on screen; reviewing
//! earlier moves, the help and the menu stop it. Taking a move back gives no time back.

use std::time::Duration;

use crate::engine::time::{Clock, budget};
use crate::lang::play as words;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

impl<G: ShellGame> Session<G> {
    /// Whether the clock of the seat to move runs now.
    pub(in crate::tui) fn clock_runs(&self) -> bool {
        self.record.clock().is_some()
            && self.record.result().is_none()
            && self.record.cursor() == self.record.moves().len()
            && !self.timing.paused
    }

    /// Charges the time used since the last charge to the seat to move; true when its
    /// flag fell (the game is then over on time).
    pub(in crate::tui) fn charge_clock(&mut self) -> bool {
        let Some(mark) = self.timing.mark else {
            return false;
        };
        let now = self.timing.source.now();
        self.timing.mark = Some(now);
        let seat = self.to_move().index();
        let fell = self
            .record
            .clock_mut()
            .is_some_and(|c| c.charge(seat, now.saturating_sub(mark)));
        // Over the network the host's clock is the referee (`net/referee.rs`).
        if fell && self.time_deferred() {
            return false;
        }
        if fell {
            let loser = self.to_move();
            self.record.flag_fall(loser);
            self.timing.mark = None;
        }
        fell
    }

    /// Starts or stops the clock as the state now says (after any change of state);
    /// true when a flag fell on the way.
    pub(in crate::tui) fn sync_clock(&mut self) -> bool {
        let fell = self.charge_clock();
        self.timing.mark = if self.clock_runs() {
            Some(self.timing.mark.unwrap_or_else(|| self.timing.source.now()))
        } else {
            None
        };
        fell
    }

    /// After a move by `seat` (the record already holds it): the increment, the next
    /// period or a fresh per-move limit, and the next seat's clock starts.
    pub(in crate::tui) fn clock_after_move(&mut self, seat: crate::core::Seat) {
        let made = self.record.moves_by(seat);
        if let Some(c) = self.record.clock_mut() {
            c.moved(seat.index(), made);
        }
        self.timing.mark = None;
        self.sync_clock();
    }

    /// The time `seat` has left as shown now (its running time taken off).
    pub fn time_left(&self, seat: crate::core::Seat) -> Option<Duration> {
        let clock = self.record.clock()?;
        let mut left = clock.left(seat.index());
        if let Some(mark) = self.timing.mark.filter(|_| seat == self.to_move()) {
            left = left.saturating_sub(self.timing.source.now().saturating_sub(mark));
        }
        Some(left)
    }

    /// The time the computer may take for this move on its clock: the optimum of the
    /// engine's time management for the time left, the increment and the moves to go.
    pub(in crate::tui) fn clock_budget(&self) -> Option<Duration> {
        let clock = self.record.clock()?;
        let seat = self.to_move();
        let left = self.time_left(seat)?;
        let made = self.record.moves_by(seat);
        Some(
            budget(&Clock {
                left,
                inc: clock.increment(),
                moves_to_go: clock.moves_to_go(made),
            })
            .optimum,
        )
    }

    /// The flag fell: the game is over, say so and keep the result.
    pub(in crate::tui) fn after_flag(&mut self, sh: &mut Shared) {
        self.stop_thinking();
        self.input.pick = None;
        self.file.dirty = true;
        let seat = G::seat_label(self.to_move(), sh.lang());
        self.complain(words::flag_fell(sh.lang(), seat));
        self.send_time_verdict();
        let _ = self.autosave(sh);
        self.input.dialog = Some(crate::tui::shell::table::session::Dialog::GameOver);
    }

    /// The table leaves the screen (help, menu) or comes back.
    pub(in crate::tui) fn pause_clock(&mut self, paused: bool) {
        if paused {
            self.charge_clock();
        }
        self.timing.paused = paused;
        self.sync_clock();
    }
}

/// A time left as a clock shows it: `4:05`, `1:02:03`, `9.8 s` under ten seconds (the
/// unit said: a bare `9.8` reads as minutes and seconds).
pub fn clock_text(d: Duration) -> String {
    let s = d.as_secs();
    if s < 10 {
        format!("{:.1} s", (d.as_millis() / 100) as f64 / 10.0)
    } else if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// Whether a clock showing `left` out of a control starting at `initial` is low (under a
/// tenth of it, or under ten seconds).
pub fn is_low(left: Duration, initial: Duration) -> bool {
    left < Duration::from_secs(10).min(initial / 2) || left < initial / 10
}

/// Every seat of `G` with its time left, for the panel.
pub fn seat_times<G: ShellGame>(s: &Session<G>) -> Vec<(crate::core::Seat, Duration)> {
    crate::tui::shell::table::session::seats::<G>()
        .filter_map(|seat| s.time_left(seat).map(|t| (seat, t)))
        .collect()
}
