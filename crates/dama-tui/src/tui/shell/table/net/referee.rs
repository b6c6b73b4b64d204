//! The host's clock is the referee of time in a game over the network: a flag falls
//! when the host's clock says so, and both sides show that result. The guest's clock
//! runs on its screen but never ends the game; it waits for the host's `TIME` (the seat
//! whose flag fell and the ply it fell at), takes back a move it made after that ply
//! (the move came too late by the host's clock) and shows the same result. A move the
//! host receives after it saw the mover's flag fall — or one whose time used is more
//! than the mover had — does not count: the flag fell first. A verdict the guest missed
//! (away) goes again on its return.

use std::time::Duration;

use crate::core::Seat;
use crate::game::EndReason;
use crate::game::clock::GameClock;
use crate::peer::Role;
use crate::peer::message::Message;

use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

impl<G: ShellGame> Session<G> {
    /// Whether this side's clock may not end the game (the guest of a network game).
    pub(in crate::tui) fn time_deferred(&self) -> bool {
        self.net
            .as_ref()
            .is_some_and(|n| n.peer.role == Role::Guest)
    }

    /// The host saw a flag fall (the record says so): the guest hears the verdict.
    pub(in crate::tui) fn send_time_verdict(&self) {
        let Some(net) = self.net.as_ref().filter(|n| n.peer.role == Role::Host) else {
            return;
        };
        let Some(result) = self.record.result() else {
            return;
        };
        if result.reason != EndReason::Time {
            return;
        }
        net.peer.send(&Message::Time {
            seat: self.to_move().0,
            ply: self.record.moves().len() as u32,
        });
    }

    /// Whether the game ended on time (the host, a late move arriving: it is ignored and
    /// the verdict sent again).
    pub(in crate::tui) fn ended_on_time(&self) -> bool {
        self.record
            .result()
            .is_some_and(|r| r.reason == EndReason::Time)
    }

    /// The host: a move of the peer that says it used `ms` when it had `left`: its
    /// flag fell before it moved. The game ends on time, and the guest hears it.
    pub(in crate::tui) fn late_move(&mut self, left: Duration, ms: u64, sh: &mut Shared) -> bool {
        if self.time_deferred() || Duration::from_millis(ms) < left {
            return false;
        }
        self.charge_clock();
        let seat = self.to_move();
        self.zero_clock(seat);
        self.record.flag_fall(seat);
        self.after_flag(sh);
        true
    }

    /// The guest: the host's verdict, `seat`'s flag fell at ply `ply`.
    pub(in crate::tui) fn time_verdict(&mut self, seat: u8, ply: u32, sh: &mut Shared) {
        if self.ended_on_time() {
            return;
        }
        while self.record.redo() {}
        let ply = ply as usize;
        if self.record.result().is_some() || ply > self.record.moves().len() {
            // A game over already (a resignation crossing the verdict), or a ply we
            // have not reached: the host's game is not ours at this point.
            return self.bad_verdict(sh);
        }
        while self.record.cursor() > ply {
            self.record.undo();
        }
        if self.to_move().0 != seat {
            while self.record.redo() {}
            return self.bad_verdict(sh);
        }
        self.charge_clock();
        self.zero_clock(Seat(seat));
        self.record.flag_fall(Seat(seat));
        self.after_flag(sh);
    }

    fn bad_verdict(&mut self, sh: &Shared) {
        if let Some(net) = self.net.as_ref() {
            net.peer.cut();
        }
        let why = super::words::bad_peer(sh.lang(), "TIME for a seat not to move");
        self.complain(why);
    }

    /// `seat`'s clock at zero (its flag fell).
    fn zero_clock(&mut self, seat: Seat) {
        if let Some(clock) = self.record.clock() {
            let mut lefts = clock.lefts().to_vec();
            if let Some(left) = lefts.get_mut(seat.index()) {
                *left = Duration::ZERO;
            }
            let control = clock.control();
            self.record
                .set_clock(Some(GameClock::resumed(control, lefts, G::PLAYERS)));
        }
    }
}
