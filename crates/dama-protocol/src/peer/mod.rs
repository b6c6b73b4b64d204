//! Two people, two terminals: the line protocol of `dama`'s own between two `dama`s
//! (docs/network.md, "Two people, two terminals"). The host listens and shows a join
//! code; the guest connects with it; then moves, chat, draw offers and resignations
//! go across, each side pinging the other so a silent peer is noticed. A dropped
//! connection does not end the game: the host listens on, the guest tries again, and
//! the host sends the game so far, which the guest checks against its own.
//!
//! [`message`] is the messages and their parser (every line untrusted and bounded);
//! [`link`] one connection's reading thread; [`host`] and [`guest`] the two ends as a
//! [`Peer`]; [`game`] what a game makes of the messages (a move checked against the
//! rules, the game so far compared), for any game of the program.

pub mod game;
pub mod guest;
pub mod host;
pub mod link;
pub mod message;

#[cfg(test)]
mod tests;

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rand::RngExt;

use link::Writer;
use message::{Message, Welcome};

/// The port `dama play --host` listens on when none is given.
pub const DEFAULT_PORT: u16 = 27532;

/// Called after each event, so the game's loop wakes up to read it.
pub type Wake = Arc<dyn Fn() + Send + Sync>;

/// The protocol's times and bounds (shorter in tests).
#[derive(Clone, Copy, Debug)]
pub struct Timing {
    /// How often each side pings the other.
    pub heartbeat: Duration,
    /// The longest a peer may stay silent (its pings included) before it is dropped.
    pub silence: Duration,
    /// The most messages a second (a flood beyond).
    pub flood: u32,
    /// The longest a connection may take to say `HELLO` or `WELCOME`.
    pub handshake: Duration,
    /// How often a guest whose connection dropped tries again.
    pub retry: Duration,
}

impl Default for Timing {
    fn default() -> Timing {
        Timing {
            heartbeat: Duration::from_secs(2),
            silence: Duration::from_secs(10),
            flood: 60,
            handshake: Duration::from_secs(5),
            retry: Duration::from_secs(2),
        }
    }
}

/// What a [`Peer`] reports.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PeerEvent {
    /// A guest joined (on the host), or joined again (on the guest).
    Connected,
    /// A message of the game.
    Got(Message),
    /// The connection ended, and why; the game goes on and the peer may come back.
    Dropped(String),
    /// On the host: a connection was turned away (a wrong code, another version,
    /// garbage, a guest already playing), and why.
    TurnedAway(String),
    /// On the guest: the host refused it, and why; it stops trying.
    Refused(String),
}

/// Which end of the game this is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    Host,
    Guest,
}

/// What the threads of one end share.
pub(crate) struct Inner {
    pub(crate) link: Mutex<Option<Writer>>,
    pub(crate) closing: AtomicBool,
    pub(crate) generation: AtomicU64,
    pub(crate) tx: Mutex<Sender<(u64, PeerEvent)>>,
    pub(crate) wake: Wake,
    pub(crate) timing: Timing,
    pub(crate) code: String,
    pub(crate) addr: SocketAddr,
    /// The host's welcome (what it sends); the guest's first one (what it expects again).
    pub(crate) welcome: Mutex<Welcome>,
    /// Told every line that crosses (a transcript), if any.
    pub(crate) tap: Option<link::Tap>,
}

impl Inner {
    pub(crate) fn report(&self, generation: u64, ev: PeerEvent) {
        let tx = self.tx.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = tx.send((generation, ev));
        drop(tx);
        (self.wake)();
    }

    pub(crate) fn current(&self) -> u64 {
        self.generation.load(Ordering::SeqCst)
    }

    pub(crate) fn writer(&self) -> Option<Writer> {
        self.link
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Forgets the connection `generation` when it is the current one.
    pub(crate) fn forget(&self, generation: u64) {
        let mut link = self.link.lock().unwrap_or_else(PoisonError::into_inner);
        if link.as_ref().is_some_and(|w| w.generation == generation) {
            *link = None;
        }
    }

    /// Tells the tap a line that crossed outside a link (the handshake's).
    pub(crate) fn tell(&self, sent: bool, line: &str) {
        if let Some(tap) = &self.tap {
            tap(sent, line);
        }
    }

    pub(crate) fn is_closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }
}

/// One end of a game between two `dama`s: the host or the guest.
pub struct Peer {
    pub role: Role,
    inner: Arc<Inner>,
    events: Receiver<(u64, PeerEvent)>,
}

impl Peer {
    /// The next event, if one came; the events of an earlier connection are skipped.
    pub fn poll(&self) -> Option<PeerEvent> {
        loop {
            let (generation, ev) = self.events.try_recv().ok()?;
            let stale = generation != self.inner.current()
                && !matches!(ev, PeerEvent::TurnedAway(_) | PeerEvent::Refused(_));
            if !stale {
                return Some(ev);
            }
        }
    }

    /// The next event, waiting at most `timeout` (tests and tools).
    pub fn wait(&self, timeout: Duration) -> Option<PeerEvent> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            let (generation, ev) = self.events.recv_timeout(left).ok()?;
            let stale = generation != self.inner.current()
                && !matches!(ev, PeerEvent::TurnedAway(_) | PeerEvent::Refused(_));
            if !stale {
                return Some(ev);
            }
        }
    }

    /// Sends a message to the peer; false when none is connected.
    pub fn send(&self, msg: &Message) -> bool {
        self.inner.writer().is_some_and(|w| w.send(msg))
    }

    /// Whether a peer is connected now.
    pub fn is_connected(&self) -> bool {
        self.inner.writer().is_some()
    }

    /// The join code (the host's, shown to the player; the guest's, as typed).
    pub fn code(&self) -> &str {
        &self.inner.code
    }

    /// Where the host listens (on the host) or where the guest connects (on the guest).
    pub fn addr(&self) -> SocketAddr {
        self.inner.addr
    }

    /// The game as the host offered it.
    pub fn welcome(&self) -> Welcome {
        self.inner
            .welcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Changes what the host welcomes the next guests with (the game's start).
    pub fn set_welcome(&self, welcome: Welcome) {
        *self
            .inner
            .welcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = welcome;
    }

    /// Drops the connection now, as if it broke (tests: a dropped connection resumed).
    pub fn cut(&self) {
        if let Some(w) = self.inner.writer() {
            w.break_off();
        }
    }

    /// Leaves: `BYE` to the peer, the connection closed, the threads end.
    pub fn close(&self) {
        self.inner.closing.store(true, Ordering::Relaxed);
        if let Some(w) = self.inner.writer() {
            w.send(&Message::Bye);
            w.close();
        }
    }
}

impl Drop for Peer {
    fn drop(&mut self) {
        self.close();
    }
}

/// The letters of a join code: no 0/O, 1/I/L to misread.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// A new join code: six letters drawn at random (31^6, about 887 million).
pub fn new_code() -> String {
    let mut rng = rand::make_rng::<rand::rngs::StdRng>();
    (0..6)
        .map(|_| char::from(CODE_LETTERS[rng.random_range(0..CODE_LETTERS.len())]))
        .collect()
}

/// Whether `typed` is the code `code` (case and spaces aside), comparing every letter.
pub fn code_matches(code: &str, typed: &str) -> bool {
    let norm = |s: &str| -> Vec<u8> {
        s.bytes()
            .filter(|b| !b.is_ascii_whitespace() && *b != b'-')
            .map(|b| b.to_ascii_uppercase())
            .collect()
    };
    let (a, b) = (norm(code), norm(typed));
    a.len() == b.len() && a.iter().zip(&b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
