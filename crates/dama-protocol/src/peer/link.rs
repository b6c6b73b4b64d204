//! One connection between two `dama`s, once joined: a thread reads the peer's lines
//! (bounded, parsed as untrusted input), answers its pings, pings it in turn and notices
//! its silence; everything else arrives as a [`PeerEvent`]. A peer that sends garbage,
//! floods or goes silent is dropped with the reason said.

use std::io::{ErrorKind, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::message::{self, MAX_LINE, Message};
use super::{PeerEvent, Timing, Wake};

/// Told every line that crosses, `true` for a line sent (a transcript: `--transcript`).
pub type Tap = Arc<dyn Fn(bool, &str) + Send + Sync>;

/// The writing half of a connection, shared by the game and the reading thread.
#[derive(Clone)]
pub struct Writer {
    stream: Arc<Mutex<TcpStream>>,
    /// Set when this side closes it: its reader then reports nothing.
    closing: Arc<AtomicBool>,
    /// Which connection this is (the events of an older one are told apart).
    pub generation: u64,
    tap: Option<Tap>,
}

impl Writer {
    pub fn new(stream: TcpStream, generation: u64) -> Writer {
        Writer::tapped(stream, generation, None)
    }

    /// A writer whose lines, and its reader's, are told to `tap`.
    pub fn tapped(stream: TcpStream, generation: u64, tap: Option<Tap>) -> Writer {
        Writer {
            stream: Arc::new(Mutex::new(stream)),
            closing: Arc::new(AtomicBool::new(false)),
            generation,
            tap,
        }
    }

    /// Tells the tap a line received.
    pub fn heard(&self, line: &str) {
        if let Some(tap) = &self.tap {
            tap(false, line);
        }
    }

    /// Sends one message; false when the connection is gone.
    pub fn send(&self, msg: &Message) -> bool {
        let line = format!("{msg}\n");
        if let Some(tap) = &self.tap {
            tap(true, line.trim_end());
        }
        let mut stream = self.stream.lock().unwrap_or_else(PoisonError::into_inner);
        stream
            .write_all(line.as_bytes())
            .and_then(|()| stream.flush())
            .is_ok()
    }

    /// Closes the connection from this side (its reader stops without a word).
    pub fn close(&self) {
        self.closing.store(true, Ordering::Relaxed);
        let stream = self.stream.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = stream.shutdown(Shutdown::Both);
    }

    /// Breaks the connection without closing it on purpose: both readers report it
    /// dropped (tests).
    pub fn break_off(&self) {
        let stream = self.stream.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = stream.shutdown(Shutdown::Both);
    }

    fn is_closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }
}

/// Reads one line of at most [`MAX_LINE`] bytes from `stream` within `deadline`
/// (the handshake's, before a link runs): `Ok(None)` when the peer closed.
pub fn read_line(stream: &mut TcpStream, deadline: Duration) -> Result<Option<String>, String> {
    let start = Instant::now();
    let mut line = Vec::new();
    let mut byte = [0u8; 1];
    loop {
        let left = deadline.saturating_sub(start.elapsed());
        if left.is_zero() {
            return Err("no answer in time".into());
        }
        let _ = stream.set_read_timeout(Some(left.max(Duration::from_millis(1))));
        match stream.read(&mut byte) {
            Ok(0) => return Ok(None),
            Ok(_) if byte[0] == b'\n' => break,
            Ok(_) => {
                line.push(byte[0]);
                if line.len() >= MAX_LINE {
                    return Err("a line longer than the protocol allows".into());
                }
            }
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) => return Err(e.to_string()),
        }
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|_| "a line that is not UTF-8 text".into())
}

/// Starts the thread reading the connection `writer` writes to; its events go to `tx`
/// (each followed by a `wake`). It ends when the connection does, reporting
/// [`PeerEvent::Dropped`] unless this side closed it; `on_end` runs first, in any case.
pub fn spawn_reader(
    mut stream: TcpStream,
    writer: Writer,
    timing: Timing,
    tx: Sender<(u64, PeerEvent)>,
    wake: Wake,
    on_end: Box<dyn FnOnce() + Send>,
) {
    thread::spawn(move || {
        let generation = writer.generation;
        let why = read_loop(&mut stream, &writer, timing, &tx, &wake);
        let closing = writer.is_closing();
        writer.close();
        on_end();
        if !closing {
            let _ = tx.send((generation, PeerEvent::Dropped(why)));
            wake();
        }
    });
}

/// The reading loop: returns why the connection ended.
fn read_loop(
    stream: &mut TcpStream,
    writer: &Writer,
    timing: Timing,
    tx: &Sender<(u64, PeerEvent)>,
    wake: &Wake,
) -> String {
    let _ = stream.set_read_timeout(Some(Duration::from_millis(100)));
    let mut buf = [0u8; 1024];
    let mut line: Vec<u8> = Vec::new();
    let mut heard = Instant::now();
    let mut pinged = Instant::now();
    // The flood watch: messages in the current second.
    let (mut window, mut count) = (Instant::now(), 0u32);
    loop {
        if writer.is_closing() {
            return String::new();
        }
        if heard.elapsed() > timing.silence {
            return format!(
                "the peer was silent for {} s",
                timing.silence.as_secs_f64().round()
            );
        }
        if pinged.elapsed() >= timing.heartbeat {
            pinged = Instant::now();
            if !writer.send(&Message::Ping) {
                return "the connection broke".into();
            }
        }
        let n = match stream.read(&mut buf) {
            Ok(0) => return "the peer closed the connection".into(),
            Ok(n) => n,
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => continue,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return format!("the connection broke: {e}"),
        };
        heard = Instant::now();
        for &b in &buf[..n] {
            if b != b'\n' {
                line.push(b);
                if line.len() >= MAX_LINE {
                    return format!("the peer sent a line longer than {MAX_LINE} bytes");
                }
                continue;
            }
            let bytes = std::mem::take(&mut line);
            let Ok(text) = String::from_utf8(bytes) else {
                return "the peer sent a line that is not UTF-8 text".into();
            };
            writer.heard(&text);
            let msg = match message::parse(&text) {
                Ok(msg) => msg,
                Err(e) => return format!("the peer sent a line that does not parse ({e})"),
            };
            if window.elapsed() >= Duration::from_secs(1) {
                (window, count) = (Instant::now(), 0);
            }
            // The moves of a game sent on joining come in a burst; the game counts them.
            if !matches!(msg, Message::Past { .. }) {
                count += 1;
            }
            if count > timing.flood {
                return format!(
                    "the peer sent more than {} messages in a second (a flood)",
                    timing.flood
                );
            }
            match msg {
                Message::Ping => {
                    writer.send(&Message::Pong);
                }
                Message::Pong => {}
                Message::Bye => return "the peer left the game".into(),
                msg => {
                    if tx.send((writer.generation, PeerEvent::Got(msg))).is_err() {
                        return String::new();
                    }
                    wake();
                }
            }
        }
    }
}
