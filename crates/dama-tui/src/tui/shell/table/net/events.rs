//! What the peer says, as the table hears it on each tick: joined, dropped, turned
//! away; its moves (checked as the next ply: a move out of turn or not legal drops the
//! peer and leaves the game as it was), chat, draw offers and answers, resignation;
//! and on the guest, the game so far the host sends on each (re)join.

use std::time::Instant;

use crate::game::clock::GameClock;
use crate::peer::game::{self, Catch};
use crate::peer::message::Message;
use crate::peer::{PeerEvent, Role};

use super::words;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::table::Shared;
use crate::tui::shell::table::session::{Dialog, Session};

impl<G: ShellGame> Session<G> {
    /// Reads every event the peer has for us.
    pub(in crate::tui) fn net_poll(&mut self, sh: &mut Shared) {
        // Bounded: a peer cannot keep the table busy past what came in.
        for _ in 0..10_000 {
            let Some(ev) = self.net.as_ref().and_then(|n| n.peer.poll()) else {
                return;
            };
            self.net_event(ev, sh);
        }
    }

    fn net_event(&mut self, ev: PeerEvent, sh: &mut Shared) {
        let lang = sh.lang();
        let peer = self.peer_name(lang);
        let Some(net) = self.net.as_mut() else {
            return;
        };
        match ev {
            PeerEvent::Connected => {
                net.connected = true;
                net.sync = None;
                let host = net.peer.role == Role::Host;
                self.say(if host {
                    words::joined(lang, &peer)
                } else {
                    words::connected(lang, &peer)
                });
                if host {
                    self.send_game();
                }
                self.pause_clock(false);
            }
            PeerEvent::Dropped(why) => {
                net.connected = false;
                net.sync = None;
                net.offered = false;
                let text = match net.peer.role {
                    Role::Host => words::dropped_host(lang, &why, net.peer.code()),
                    Role::Guest => words::dropped_guest(lang, &why),
                };
                self.close_remote_offer();
                self.pause_clock(true);
                self.complain(text);
            }
            PeerEvent::TurnedAway(why) => self.say(words::turned_away(lang, &why)),
            PeerEvent::Refused(why) => self.complain(words::refused(lang, &why)),
            PeerEvent::Got(msg) => self.net_message(msg, sh),
        }
    }

    /// A draw offer of the peer, still on screen, goes with its connection.
    fn close_remote_offer(&mut self) {
        let from_remote = match (&self.input.dialog, &self.net) {
            (Some(Dialog::DrawOffer { from, .. }), Some(n)) => n.remote(*from),
            _ => false,
        };
        if from_remote {
            self.input.dialog = None;
        }
    }

    /// The peer broke the protocol: it is dropped, the game here stays as it was.
    fn bad_peer(&mut self, why: &str, sh: &Shared) {
        if let Some(net) = self.net.as_ref() {
            net.peer.cut();
        }
        self.complain(words::bad_peer(sh.lang(), why));
    }

    fn net_message(&mut self, msg: Message, sh: &mut Shared) {
        let lang = sh.lang();
        let peer = self.peer_name(lang);
        let Some(net) = self.net.as_mut() else {
            return;
        };
        let guest = net.peer.role == Role::Guest;
        match msg {
            Message::Sync { plies } if guest => net.sync = Some((plies, Vec::new())),
            Message::Past { ply, text } if guest => match net.sync.as_mut() {
                Some((plies, texts)) if ply as usize == texts.len() && ply < *plies => {
                    texts.push(text)
                }
                _ => self.bad_peer("PAST out of place", sh),
            },
            Message::Clock(lefts) if guest && net.sync.is_some() => net.clocks_in = Some(lefts),
            Message::Ready if guest => match net.sync.take() {
                Some((plies, texts)) if texts.len() == plies as usize => self.catch_up(&texts, sh),
                _ => self.bad_peer("READY out of place", sh),
            },
            Message::Move { ply, ms, text } => self.remote_move(ply, ms, &text, sh),
            Message::Chat(text) => self.say(words::chat_in(&peer, &text)),
            Message::Draw => {
                if self.record.result().is_some() {
                    return;
                }
                let mine = net.mine;
                let (from, to) = (self.to_move_other(mine), mine);
                self.input.dialog = Some(Dialog::DrawOffer { from, to });
            }
            Message::Accept if net.offered => {
                net.offered = false;
                if self.record.result().is_none() {
                    while self.record.redo() {}
                    self.agree_draw(sh);
                    self.say(words::draw_agreed(lang, &peer));
                }
            }
            Message::Decline if net.offered => {
                net.offered = false;
                self.say(words::draw_declined(lang, &peer));
            }
            Message::Accept | Message::Decline => {}
            Message::Time { seat, ply } if guest => self.time_verdict(seat, ply, sh),
            Message::Resign => {
                if self.record.result().is_none() && G::PLAYERS == 2 {
                    let mine = net.mine;
                    let seat = self.to_move_other(mine);
                    while self.record.redo() {}
                    self.stop_thinking();
                    self.charge_clock();
                    self.record.resign(seat);
                    self.game_declared(sh);
                    self.say(words::resigned(lang, &peer));
                }
            }
            other => {
                let why = format!("{} out of place", other.word());
                self.bad_peer(&why, sh)
            }
        }
    }

    /// The clocks as the host has them (guest, on a rejoin).
    fn set_clocks(&mut self, lefts: &[u64]) {
        let Some(control) = self.record.clock().map(GameClock::control) else {
            return;
        };
        let lefts = lefts
            .iter()
            .take(G::PLAYERS)
            .map(|&ms| std::time::Duration::from_millis(ms))
            .collect();
        self.charge_clock();
        self.record
            .set_clock(Some(GameClock::resumed(control, lefts, G::PLAYERS)));
        self.sync_clock();
    }

    /// Compares the host's game with ours: its moves more are played here, ours more
    /// are sent again, a game that differs ends the connection (ours is kept).
    fn catch_up(&mut self, theirs: &[String], sh: &mut Shared) {
        while self.record.redo() {}
        let caught = game::compare(self.record.start(), self.record.moves(), theirs);
        match caught {
            Err(why) => {
                if let Some(net) = self.net.as_ref() {
                    net.peer.close();
                }
                self.complain(words::differ(sh.lang(), &why));
            }
            Ok(Catch::Same) => {}
            Ok(Catch::Behind(more)) => {
                if let Some(net) = self.net.as_mut() {
                    net.replaying = true;
                }
                for mv in more {
                    if !self.play_remote(&mv, None, sh) {
                        break;
                    }
                }
                if let Some(net) = self.net.as_mut() {
                    net.replaying = false;
                }
            }
            Ok(Catch::Ahead(n)) => {
                let texts = game::move_texts(self.record.start(), self.record.moves());
                let Some(net) = self.net.as_ref() else {
                    return;
                };
                let first = texts.len() - n;
                for (k, text) in texts.into_iter().enumerate().skip(first) {
                    net.peer.send(&Message::Move {
                        ply: k as u32,
                        ms: 0,
                        text,
                    });
                }
            }
        }
        // The host's times, after its moves (whose increments they count already).
        if let Some(lefts) = self.net.as_mut().and_then(|n| n.clocks_in.take()) {
            self.set_clocks(&lefts);
        }
        self.resend_resignation();
        if let Some(net) = self.net.as_mut() {
            net.turn_left = self
                .record
                .clock()
                .map(|c| c.left(self.record.position().to_move().index()));
            net.turn_started = Instant::now();
        }
    }

    /// The peer's move: for a remote seat, the next ply, legal; else it is dropped.
    fn remote_move(&mut self, ply: u32, ms: u64, text: &str, sh: &mut Shared) {
        while self.record.redo() {}
        let remote = self.net.as_ref().is_some_and(|n| n.remote(self.to_move()));
        if self.ended_on_time() && !self.time_deferred() {
            // The mover's flag fell here first: the move does not count.
            return self.send_time_verdict();
        }
        if !remote || self.record.result().is_some() {
            return self.bad_peer("a move out of turn", sh);
        }
        let pos = *self.record.position();
        match game::read_move(&pos, self.record.moves().len(), ply, text) {
            Ok(mv) => {
                let shown = pos.move_text(&mv);
                let lang = sh.lang();
                let peer = words::opponent(lang, G::seat_label(pos.to_move(), lang));
                if self.play_remote(&mv, Some(ms), sh) && self.input.dialog.is_none() {
                    self.say(words::moved(lang, &peer, &shown));
                }
            }
            Err(why) => self.bad_peer(&why, sh),
        }
    }

    /// Plays a remote move, its mover's clock charged with the time it says it used
    /// (`None`: as measured here).
    fn play_remote(&mut self, mv: &G::Move, ms: Option<u64>, sh: &mut Shared) -> bool {
        if let (Some(ms), Some(start)) = (ms, self.net.as_ref().and_then(|n| n.turn_left)) {
            if self.late_move(start, ms, sh) {
                return false;
            }
            self.charge_clock();
            let seat = self.to_move().index();
            if let Some(clock) = self.record.clock() {
                let mut lefts = clock.lefts().to_vec();
                if let Some(left) = lefts.get_mut(seat) {
                    *left = start.saturating_sub(std::time::Duration::from_millis(ms));
                }
                let control = clock.control();
                self.record
                    .set_clock(Some(GameClock::resumed(control, lefts, G::PLAYERS)));
            }
        }
        self.play_move(mv, sh)
    }
}
