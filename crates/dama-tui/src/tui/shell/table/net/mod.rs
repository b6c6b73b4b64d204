//! A game over the network, on the table: one seat played here, the other on another
//! terminal (`protocol::peer`: `dama play --host` / `--join`). The session keeps a
//! [`NetSeat`]; its moves go across as they are made, with the time they took; the
//! peer's arrive, checked, as events; chat, draw offers and resignations go both ways.
//! A dropped connection leaves the game as it is (autosaved as always) until the peer
//! is back and the game so far is compared. Here: the seat and the hooks the session
//! calls; `events.rs` reads the peer; `keys.rs` the move line's words; `start.rs`
//! starts the table; `connect.rs` makes the connection (the command line and the menu
//! alike); `plain.rs` is the table as lines (the line mode); `referee.rs` the host's
//! clock deciding a flag fall for both.

pub mod connect;
mod events;
mod keys;
pub mod plain;
mod referee;
pub mod start;
mod words;

use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::core::Seat;
use crate::peer::message::Message;
use crate::peer::{Peer, Role, Wake, game};

use crate::tui::shell::event::Event;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::Session;

/// The network's side of a session.
pub struct NetSeat {
    pub(in crate::tui) peer: Peer,
    /// The seat played at this keyboard.
    pub(in crate::tui) mine: Seat,
    /// The guest's seat (the only remote one on the host; the only local one on the
    /// guest).
    pub(in crate::tui) guest: Seat,
    pub(in crate::tui) connected: bool,
    /// The game so far being received (guest): the plies announced, the texts so far.
    pub(in crate::tui) sync: Option<(u32, Vec<String>)>,
    /// Our draw offer, waiting for the answer.
    pub(in crate::tui) offered: bool,
    /// The time left of the seat to move when its turn began (the time used is what it
    /// lost since), and the moment, for a game without a clock.
    pub(in crate::tui) turn_left: Option<Duration>,
    pub(in crate::tui) turn_started: Instant,
    /// The host's moves being played here on a (re)join: none goes back.
    pub(in crate::tui) replaying: bool,
    /// The host's clocks received with the game so far, set once its moves are played.
    pub(in crate::tui) clocks_in: Option<Vec<u64>>,
}

impl NetSeat {
    /// Whether `seat`'s moves come from the other terminal.
    pub fn remote(&self, seat: Seat) -> bool {
        match self.peer.role {
            Role::Host => seat == self.guest,
            Role::Guest => seat != self.guest,
        }
    }
}

/// A connection made before the terminal game starts (`dama play --host/--join`),
/// handed to the table through the options.
#[derive(Clone, Default)]
pub struct NetPlan {
    peer: Arc<Mutex<Option<(Peer, Seat, Seat)>>>,
    wake_to: Arc<Mutex<Option<std::sync::mpsc::Sender<Event>>>>,
}

impl std::fmt::Debug for NetPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NetPlan")
    }
}

impl NetPlan {
    pub fn new() -> NetPlan {
        NetPlan::default()
    }

    /// What the peer calls after each event: a tick of the game's loop, once it runs.
    pub fn wake(&self) -> Wake {
        let to = Arc::clone(&self.wake_to);
        Arc::new(move || {
            if let Some(tx) = to.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
                let _ = tx.send(Event::Tick);
            }
        })
    }

    /// The connection, the seat played here and the guest's seat.
    pub fn set(&self, peer: Peer, mine: Seat, guest: Seat) {
        *self.peer.lock().unwrap_or_else(PoisonError::into_inner) = Some((peer, mine, guest));
    }

    /// Whether the guest has arrived (the host waiting on the menu's page).
    pub fn guest_arrived(&self) -> bool {
        self.peer
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .is_some_and(|(p, _, _)| p.is_connected())
    }

    /// Gives the hosting up: the connection closed, nobody can join.
    pub fn cancel(&self) {
        if let Some((peer, _, _)) = self
            .peer
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
        {
            peer.close();
        }
    }

    /// Takes the connection for the table (once), waking the game's loop from now on.
    pub(in crate::tui) fn take(
        &self,
        tx: std::sync::mpsc::Sender<Event>,
    ) -> Option<(Peer, Seat, Seat)> {
        *self.wake_to.lock().unwrap_or_else(PoisonError::into_inner) = Some(tx);
        self.peer
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

impl<G: ShellGame> Session<G> {
    /// Puts the session on the network: `mine` is played here, the guest plays
    /// `guest`. The host says how to join; both then wait for the peer's events.
    pub(in crate::tui) fn attach_net(&mut self, peer: Peer, mine: Seat, guest: Seat, sh: &Shared) {
        let mut net = NetSeat {
            peer,
            mine,
            guest,
            connected: false,
            sync: None,
            offered: false,
            turn_left: None,
            turn_started: Instant::now(),
            replaying: false,
            clocks_in: None,
        };
        net.turn_left = self.record.clock().map(|c| c.left(self.to_move().index()));
        if net.peer.role == Role::Host {
            let mut welcome = net.peer.welcome();
            if *self.record.start() != G::start() {
                welcome.start = Some(self.record.start().position_text());
            }
            net.peer.set_welcome(welcome);
            let (addr, code) = (net.peer.addr().to_string(), net.peer.code().to_string());
            self.say(words::waiting(sh.lang(), &addr, &code));
            // The clocks wait for the guest.
            self.pause_clock(true);
        }
        // The PDN and the panel name the two ends.
        if G::PLAYERS == 2 {
            for (seat, tag) in [(Seat::FIRST, "White"), (Seat::SECOND, "Black")] {
                let name = if seat == guest { "guest" } else { "host" };
                self.record.set_tag(tag, name);
            }
        }
        self.view.seat = mine;
        self.view.cursor = G::first_cursor_from(self.record.position(), mine);
        self.net = Some(net);
    }

    /// Whether the person here may move now: not for a remote seat, nor from an
    /// earlier position (a variation would part the two games).
    pub(in crate::tui) fn net_lets_move(&self) -> bool {
        self.net
            .as_ref()
            .is_none_or(|n| !n.remote(self.to_move()) && !self.is_in_past())
    }

    /// The keys of the panel's legend in a network game still being played (take-backs
    /// and hints wait until it ends); `None` for any other game.
    pub fn net_legend(&self, lang: crate::lang::Lang) -> Option<&'static str> {
        (self.net.is_some() && self.record.result().is_none()).then(|| words::keys_legend(lang))
    }

    /// The name of the remote player, for the messages.
    pub(in crate::tui) fn peer_name(&self, lang: crate::lang::Lang) -> String {
        let seat = match &self.net {
            Some(n) if n.peer.role == Role::Host => n.guest,
            Some(n) => crate::tui::shell::table::session::seats::<G>()
                .find(|&s| n.remote(s))
                .unwrap_or(n.mine),
            None => Seat::FIRST,
        };
        words::opponent(lang, G::seat_label(seat, lang))
    }

    /// After any move (the record holds it, its time charged, no increment yet): a move
    /// made here goes across with the time it took; the next turn's time starts.
    pub(in crate::tui) fn net_moved(&mut self) {
        let cursor = self.record.cursor();
        let (Some(before), Some(mv)) = (
            self.record.positions().get(cursor.wrapping_sub(1)).copied(),
            self.record.last_move().copied(),
        ) else {
            return;
        };
        let left = self
            .record
            .clock()
            .map(|c| c.left(before.to_move().index()));
        let after_seat = self.record.position().to_move();
        let next_left = self.record.clock().map(|c| c.left(after_seat.index()));
        let Some(net) = self.net.as_mut() else {
            return;
        };
        let used = match (net.turn_left, left) {
            (Some(start), Some(now)) => start.saturating_sub(now),
            _ => net.turn_started.elapsed(),
        };
        let ms = u64::try_from(used.as_millis()).unwrap_or(u64::MAX);
        net.turn_left = next_left;
        net.turn_started = Instant::now();
        net.offered = false;
        if !net.remote(before.to_move()) && !net.replaying {
            let text = before.move_text(&mv);
            net.peer.send(&Message::Move {
                ply: (cursor - 1) as u32,
                ms: ms.min(crate::peer::message::MAX_MS),
                text,
            });
        }
    }

    /// The host's side of a (re)join: the game so far, the clocks, then `READY`.
    fn send_game(&mut self) {
        // The times as they stand now; each side counts the next move from here.
        self.charge_clock();
        let left = self.record.clock().map(|c| c.left(self.to_move().index()));
        let Some(net) = self.net.as_mut() else {
            return;
        };
        net.turn_left = left;
        net.turn_started = Instant::now();
        let texts = game::move_texts(self.record.start(), self.record.moves());
        net.peer.send(&Message::Sync {
            plies: texts.len() as u32,
        });
        for (k, text) in texts.into_iter().enumerate() {
            net.peer.send(&Message::Past {
                ply: k as u32,
                text,
            });
        }
        if let Some(c) = self.record.clock() {
            let lefts = c
                .lefts()
                .iter()
                .map(|d| u64::try_from(d.as_millis()).unwrap_or(0))
                .collect();
            net.peer.send(&Message::Clock(lefts));
        }
        net.peer.send(&Message::Ready);
        self.resend_resignation();
        self.send_time_verdict();
    }

    /// After the game so far went across: a resignation made here while the peer was
    /// away goes again (a peer that heard it already ignores it).
    pub(in crate::tui) fn resend_resignation(&self) {
        let (Some(net), Some(result)) = (self.net.as_ref(), self.record.result()) else {
            return;
        };
        let by_me = result.reason == crate::game::EndReason::Resignation
            && result.winner.is_some_and(|w| w != net.mine);
        if by_me {
            net.peer.send(&Message::Resign);
        }
    }
}
