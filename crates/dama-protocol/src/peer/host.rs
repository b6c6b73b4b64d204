//! The host's end: it listens (on 127.0.0.1 unless told an address), checks each
//! connection's `HELLO` — the protocol's version and the join code — within the
//! handshake's time, welcomes one guest at a time with the game, and listens on after
//! the guest's connection drops, so the guest can join again with the same code.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Duration;

use super::link::{self, Tap, Writer};
use super::message::{self, Message, VERSION, Welcome};
use super::{Inner, Peer, PeerEvent, Role, Timing, Wake, code_matches};

/// The most connections being checked at once (more are closed at once).
const MOST_HANDSHAKES: usize = 8;

/// How long a wrong code waits before its refusal (guessing codes is slow).
const WRONG_CODE_PAUSE: Duration = Duration::from_millis(300);

/// Reads `[ADDR:]PORT`: a bare port listens on 127.0.0.1 only.
pub fn listen_addr(text: &str) -> Result<SocketAddr, String> {
    let text = text.trim();
    if let Ok(port) = text.parse::<u16>() {
        return Ok(SocketAddr::from(([127, 0, 0, 1], port)));
    }
    text.parse::<SocketAddr>()
        .map_err(|_| format!("\"{text}\" is not a port or an ADDRESS:PORT"))
}

/// Hosts a game on `listener`: a guest joins with `code` and is welcomed with
/// `welcome` (its `version` is set here).
pub fn host(
    listener: TcpListener,
    code: String,
    welcome: Welcome,
    timing: Timing,
    wake: Wake,
) -> std::io::Result<Peer> {
    host_tapped(listener, code, welcome, timing, wake, None)
}

/// [`host`], every line that crosses told to `tap` (a transcript).
pub fn host_tapped(
    listener: TcpListener,
    code: String,
    mut welcome: Welcome,
    timing: Timing,
    wake: Wake,
    tap: Option<Tap>,
) -> std::io::Result<Peer> {
    welcome.version = VERSION;
    let addr = listener.local_addr()?;
    listener.set_nonblocking(true)?;
    let (tx, events) = mpsc::channel();
    let inner = Arc::new(Inner {
        link: Mutex::new(None),
        closing: AtomicBool::new(false),
        generation: AtomicU64::new(0),
        tx: Mutex::new(tx),
        wake,
        timing,
        code,
        addr,
        welcome: Mutex::new(welcome),
        tap,
    });
    let shared = Arc::clone(&inner);
    thread::spawn(move || accept_loop(&listener, &shared));
    Ok(Peer {
        role: Role::Host,
        inner,
        events,
    })
}

/// Takes connections until the host closes, each checked on a thread of its own.
fn accept_loop(listener: &TcpListener, inner: &Arc<Inner>) {
    let busy = Arc::new(AtomicUsize::new(0));
    while !inner.is_closing() {
        match listener.accept() {
            Ok((stream, from)) => {
                if busy.load(Ordering::SeqCst) >= MOST_HANDSHAKES {
                    continue;
                }
                busy.fetch_add(1, Ordering::SeqCst);
                let (inner, busy) = (Arc::clone(inner), Arc::clone(&busy));
                thread::spawn(move || {
                    handshake(stream, from, &inner);
                    busy.fetch_sub(1, Ordering::SeqCst);
                });
            }
            Err(_) => thread::sleep(Duration::from_millis(40)),
        }
    }
}

/// Checks one connection's `HELLO` and welcomes it, or turns it away saying why.
fn handshake(mut stream: TcpStream, from: SocketAddr, inner: &Arc<Inner>) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_write_timeout(Some(inner.timing.handshake));
    let turn_away = |stream: &TcpStream, why: String, tell: Option<&str>| {
        if let Some(tell) = tell {
            let w = Writer::tapped(stream.try_clone().ok()?, 0, inner.tap.clone());
            w.send(&Message::Refused(tell.to_string()));
        }
        let _ = stream.shutdown(std::net::Shutdown::Both);
        inner.report(
            inner.current(),
            PeerEvent::TurnedAway(format!("{from}: {why}")),
        );
        Some(())
    };
    let line = match link::read_line(&mut stream, inner.timing.handshake) {
        Ok(Some(line)) => {
            inner.tell(false, &line);
            line
        }
        Ok(None) => return,
        Err(why) => {
            turn_away(&stream, why, None);
            return;
        }
    };
    let (version, code) = match message::parse(&line) {
        Ok(Message::Hello { version, code }) => (version, code),
        Ok(other) => {
            let why = format!("{} before HELLO", other.word());
            turn_away(&stream, why, None);
            return;
        }
        Err(e) => {
            turn_away(
                &stream,
                format!("a first line that does not parse ({e})"),
                None,
            );
            return;
        }
    };
    if version != VERSION {
        let tell = format!("this host speaks version {VERSION} of the protocol, not {version}");
        turn_away(&stream, tell.clone(), Some(&tell));
        return;
    }
    if !code_matches(&inner.code, &code) {
        thread::sleep(WRONG_CODE_PAUSE);
        turn_away(&stream, "a wrong code".into(), Some("wrong code"));
        return;
    }
    let Ok(reading) = stream.try_clone() else {
        return;
    };
    let mut link = inner.link.lock().unwrap_or_else(PoisonError::into_inner);
    if link.is_some() {
        drop(link);
        let why = "a guest is playing already";
        turn_away(&stream, why.into(), Some(why));
        return;
    }
    let generation = inner.generation.fetch_add(1, Ordering::SeqCst) + 1;
    let writer = Writer::tapped(stream, generation, inner.tap.clone());
    let welcome = inner
        .welcome
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    if !writer.send(&Message::Welcome(welcome)) {
        return;
    }
    *link = Some(writer.clone());
    drop(link);
    inner.report(generation, PeerEvent::Connected);
    let ending = Arc::clone(inner);
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
        Box::new(move || ending.forget(generation)),
    );
}
