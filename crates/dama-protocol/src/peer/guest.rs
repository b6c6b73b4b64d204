//! The guest's end: it connects to the host, says `HELLO` with the version and the code,
//! and reads the `WELCOME` that names the game and its seat. When the connection drops
//! it tries again every few seconds with the same code, until the host welcomes it
//! (the same game, the same seat) or refuses it.

use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;

use super::link::{self, Tap, Writer};
use super::message::{self, Message, VERSION, Welcome};
use super::{Inner, Peer, PeerEvent, Role, Timing, Wake};

/// Why a guest could not join.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum JoinError {
    /// The address cannot be read or reached.
    #[error("cannot reach {0}")]
    Unreachable(String),
    /// The host said no, and why (a wrong code, another version, a guest playing).
    #[error("the host refused: {0}")]
    Refused(String),
    /// The host's answer is not the protocol's, or came too late.
    #[error("the host's answer is not dama's: {0}")]
    Garbage(String),
}

impl JoinError {
    /// Whether trying again may help (the host was away or busy).
    fn passing(&self) -> bool {
        match self {
            JoinError::Refused(why) => why.contains("playing already"),
            JoinError::Unreachable(_) => true,
            JoinError::Garbage(_) => true,
        }
    }
}

/// Joins the game hosted at `addr` (`HOST:PORT`) with `code`.
pub fn join(addr: &str, code: &str, timing: Timing, wake: Wake) -> Result<Peer, JoinError> {
    join_tapped(addr, code, timing, wake, None)
}

/// [`join`], every line that crosses told to `tap` (a transcript).
pub fn join_tapped(
    addr: &str,
    code: &str,
    timing: Timing,
    wake: Wake,
    tap: Option<Tap>,
) -> Result<Peer, JoinError> {
    let to = addr
        .to_socket_addrs()
        .ok()
        .and_then(|mut a| a.next())
        .ok_or_else(|| JoinError::Unreachable(format!("{addr} (not a HOST:PORT)")))?;
    let (stream, welcome) = connect(to, code, timing, tap.as_ref())?;
    let (tx, events) = mpsc::channel();
    let inner = Arc::new(Inner {
        link: Mutex::new(None),
        closing: AtomicBool::new(false),
        generation: AtomicU64::new(0),
        tx: Mutex::new(tx),
        wake,
        timing,
        code: code.to_string(),
        addr: to,
        welcome: Mutex::new(welcome),
        tap,
    });
    run(stream, &inner)?;
    Ok(Peer {
        role: Role::Guest,
        inner,
        events,
    })
}

/// Connects and says `HELLO`: the host's welcome, or why not.
fn connect(
    to: SocketAddr,
    code: &str,
    timing: Timing,
    tap: Option<&Tap>,
) -> Result<(TcpStream, Welcome), JoinError> {
    let mut stream = TcpStream::connect_timeout(&to, timing.handshake)
        .map_err(|e| JoinError::Unreachable(format!("{to}: {e}")))?;
    let _ = stream.set_write_timeout(Some(timing.handshake));
    let hello = Writer::tapped(
        stream
            .try_clone()
            .map_err(|e| JoinError::Unreachable(e.to_string()))?,
        0,
        tap.cloned(),
    );
    if !hello.send(&Message::Hello {
        version: VERSION,
        code: code.to_string(),
    }) {
        return Err(JoinError::Unreachable(format!(
            "{to}: the connection broke"
        )));
    }
    let line = match link::read_line(&mut stream, timing.handshake) {
        Ok(Some(line)) => {
            if let Some(tap) = tap {
                tap(false, &line);
            }
            line
        }
        Ok(None) => {
            return Err(JoinError::Unreachable(format!(
                "{to} closed the connection"
            )));
        }
        Err(why) => return Err(JoinError::Garbage(why)),
    };
    match message::parse(&line) {
        Ok(Message::Welcome(w)) if w.version == VERSION => Ok((stream, w)),
        Ok(Message::Welcome(w)) => Err(JoinError::Refused(format!(
            "the host speaks version {} of the protocol, not {VERSION}",
            w.version
        ))),
        Ok(Message::Refused(why)) => Err(JoinError::Refused(message::shown(&why))),
        Ok(other) => Err(JoinError::Garbage(format!(
            "{} before WELCOME",
            other.word()
        ))),
        Err(e) => Err(JoinError::Garbage(e.to_string())),
    }
}

/// Makes `stream` the connection now and reads it; when it drops, tries again.
fn run(stream: TcpStream, inner: &Arc<Inner>) -> Result<(), JoinError> {
    let reading = stream
        .try_clone()
        .map_err(|e| JoinError::Unreachable(e.to_string()))?;
    let generation = inner.generation.fetch_add(1, Ordering::SeqCst) + 1;
    let writer = Writer::tapped(stream, generation, inner.tap.clone());
    *inner.link.lock().unwrap_or_else(PoisonError::into_inner) = Some(writer.clone());
    // Said before any message of the connection is read.
    inner.report(generation, PeerEvent::Connected);
    let again = Arc::clone(inner);
    let tx = inner
        .tx
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    link::spawn_reader(
        reading,
        writer,
        inner.timing,
        tx,
        Arc::clone(&inner.wake),
        Box::new(move || {
            again.forget(generation);
            if !again.is_closing() {
                thread::spawn(move || rejoin(&again));
            }
        }),
    );
    Ok(())
}

/// Tries to join again every `retry` until welcomed, refused, or closed.
fn rejoin(inner: &Arc<Inner>) {
    let first = inner
        .welcome
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    loop {
        // Slept in short steps, so closing the guest ends this at once.
        let mut waited = std::time::Duration::ZERO;
        while waited < inner.timing.retry {
            if inner.is_closing() {
                return;
            }
            let step = std::time::Duration::from_millis(50);
            thread::sleep(step);
            waited += step;
        }
        match connect(inner.addr, &inner.code, inner.timing, inner.tap.as_ref()) {
            Ok((stream, w)) => {
                if w.variant != first.variant || w.seat != first.seat {
                    let why = format!("the host now offers another game ({})", w.variant);
                    inner.report(inner.current(), PeerEvent::Refused(why));
                    return;
                }
                if inner.is_closing() || run(stream, inner).is_err() {
                    continue;
                }
                return;
            }
            Err(e) if e.passing() => {}
            Err(e) => {
                inner.report(inner.current(), PeerEvent::Refused(e.to_string()));
                return;
            }
        }
    }
}
