//! The messages two `dama`s exchange in a game between two people, one line each, and
//! the parser of a peer's lines: every line is untrusted input, read within
//! [`MAX_LINE`] bytes and checked field by field; anything else is a [`BadLine`].
//!
//! A line is a word in capitals, then its fields separated by single spaces; the last
//! field of `WELCOME`, `PAST`, `MOVE`, `CHAT` and `REFUSED` is the rest of the line.

use std::fmt;

/// The protocol's version, sent in `HELLO` and `WELCOME`; a peer of another version is
/// refused.
pub const VERSION: u16 = 2;
/// The longest line read, in bytes, its newline included.
pub const MAX_LINE: usize = 512;
/// The longest chat text, in characters.
pub const MAX_CHAT: usize = 200;
/// The longest move text, in bytes.
pub const MAX_MOVE: usize = 160;
/// The longest start position, in bytes.
pub const MAX_FEN: usize = 300;
/// The most plies a game sent across may have.
pub const MAX_PLIES: u32 = 5000;
/// The most milliseconds a move's time used or a clock may say (100 hours).
pub const MAX_MS: u64 = 360_000_000;

/// What the host tells a guest it welcomes: the game and the guest's seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Welcome {
    pub version: u16,
    /// The game's registry id (`italian`, `international`, `damhex`, ...).
    pub variant: String,
    /// The guest's seat (0 for White).
    pub seat: u8,
    /// The time control as `dama play --clock` reads it (`15m+30s`), if any.
    pub clock: Option<String>,
    /// The start position, when the game does not start from the standard one.
    pub start: Option<String>,
}

/// One message between two `dama`s.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Message {
    /// Guest → host, first: the version and the join code.
    Hello {
        version: u16,
        code: String,
    },
    /// Host → guest: joined.
    Welcome(Welcome),
    /// Host → guest: not joined, and why; the host then closes the connection.
    Refused(String),
    /// Host → guest: the game so far follows, `plies` moves as `PAST`, then `READY`.
    Sync {
        plies: u32,
    },
    /// One move of the game so far.
    Past {
        ply: u32,
        text: String,
    },
    /// Each seat's time left, seat 0 first, in milliseconds.
    Clock(Vec<u64>),
    /// The end of the game so far.
    Ready,
    /// A move just made: the ply it is, the time its mover used, its text.
    Move {
        ply: u32,
        ms: u64,
        text: String,
    },
    Chat(String),
    /// The sender offers a draw.
    Draw,
    /// The sender accepts the draw offered.
    Accept,
    /// The sender declines the draw offered.
    Decline,
    /// The sender resigns.
    Resign,
    /// Host → guest: the host's clock, the referee of time, saw `seat`'s flag fall with
    /// the game at `ply` plies (a move the guest made after that does not count).
    Time {
        seat: u8,
        ply: u32,
    },
    /// Heartbeats: a ping is answered with a pong.
    Ping,
    Pong,
    /// The sender leaves the game (the connection closes).
    Bye,
}

/// A line that is not a message, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{why}: \"{line}\"")]
pub struct BadLine {
    /// The line, its control characters escaped and cut to 60 characters.
    pub line: String,
    pub why: &'static str,
}

impl Message {
    /// The message's word.
    pub fn word(&self) -> &'static str {
        match self {
            Message::Hello { .. } => "HELLO",
            Message::Welcome(_) => "WELCOME",
            Message::Refused(_) => "REFUSED",
            Message::Sync { .. } => "SYNC",
            Message::Past { .. } => "PAST",
            Message::Clock(_) => "CLOCK",
            Message::Ready => "READY",
            Message::Move { .. } => "MOVE",
            Message::Chat(_) => "CHAT",
            Message::Draw => "DRAW",
            Message::Accept => "ACCEPT",
            Message::Decline => "DECLINE",
            Message::Resign => "RESIGN",
            Message::Time { .. } => "TIME",
            Message::Ping => "PING",
            Message::Pong => "PONG",
            Message::Bye => "BYE",
        }
    }
}

impl fmt::Display for Message {
    /// The line sent, without its newline; [`parse`] reads it back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = self.word();
        match self {
            Message::Hello { version, code } => write!(f, "{word} {version} {code}"),
            Message::Welcome(w) => write!(
                f,
                "{word} {} {} {} {} {}",
                w.version,
                w.variant,
                w.seat,
                w.clock.as_deref().unwrap_or("-"),
                w.start.as_deref().unwrap_or("-")
            ),
            Message::Refused(why) | Message::Chat(why) => write!(f, "{word} {why}"),
            Message::Sync { plies } => write!(f, "{word} {plies}"),
            Message::Past { ply, text } => write!(f, "{word} {ply} {text}"),
            Message::Clock(ms) => {
                write!(f, "{word}")?;
                ms.iter().try_for_each(|m| write!(f, " {m}"))
            }
            Message::Move { ply, ms, text } => write!(f, "{word} {ply} {ms} {text}"),
            Message::Time { seat, ply } => write!(f, "{word} {seat} {ply}"),
            _ => f.write_str(word),
        }
    }
}

/// Reads one line (without its newline; a final `\r` is dropped).
pub fn parse(line: &str) -> Result<Message, BadLine> {
    let bad = |why| BadLine {
        line: shown(line),
        why,
    };
    let line = line.strip_suffix('\r').unwrap_or(line);
    if line.len() >= MAX_LINE {
        return Err(bad("a line longer than the protocol allows"));
    }
    if line.chars().any(char::is_control) {
        return Err(bad("a control character"));
    }
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    let mut fields = rest.split(' ');
    let mut next = |what| fields.next().filter(|f| !f.is_empty()).ok_or(bad(what));
    let bare = |m: Message| {
        if rest.is_empty() {
            Ok(m)
        } else {
            Err(bad("fields after a message that has none"))
        }
    };
    match word {
        "HELLO" => {
            let version =
                number(next("no version")?, u16::MAX.into()).ok_or(bad("a bad version"))?;
            let code = next("no code")?;
            if !is_token(code, 16) {
                return Err(bad("a bad code"));
            }
            if rest.split(' ').count() != 2 {
                return Err(bad("fields after the code"));
            }
            Ok(Message::Hello {
                version: version as u16,
                code: code.to_string(),
            })
        }
        "WELCOME" => {
            let mut parts = rest.splitn(5, ' ');
            let mut part = |what| parts.next().filter(|f| !f.is_empty()).ok_or(bad(what));
            let version =
                number(part("no version")?, u16::MAX.into()).ok_or(bad("a bad version"))?;
            let variant = part("no game")?;
            if !is_token(variant, 32) {
                return Err(bad("a bad game name"));
            }
            let seat = number(part("no seat")?, 2).ok_or(bad("a seat that is not 0, 1 or 2"))?;
            let clock = part("no clock")?;
            if !is_token(clock, 32) {
                return Err(bad("a bad time control"));
            }
            let start = part("no start position")?;
            if start.len() > MAX_FEN {
                return Err(bad("a start position too long"));
            }
            let dash = |s: &str| (s != "-").then(|| s.to_string());
            Ok(Message::Welcome(Welcome {
                version: version as u16,
                variant: variant.to_string(),
                seat: seat as u8,
                clock: dash(clock),
                start: dash(start),
            }))
        }
        "REFUSED" => Ok(Message::Refused(
            text(rest, MAX_CHAT).ok_or(bad("a bad reason"))?,
        )),
        "CHAT" => Ok(Message::Chat(
            text(rest, MAX_CHAT).ok_or(bad("a chat too long"))?,
        )),
        "SYNC" => {
            let plies = number(rest, MAX_PLIES.into()).ok_or(bad("a bad number of plies"))?;
            Ok(Message::Sync {
                plies: plies as u32,
            })
        }
        "PAST" | "MOVE" => {
            let ply = number(next("no ply")?, MAX_PLIES.into()).ok_or(bad("a bad ply"))? as u32;
            let ms = if word == "MOVE" {
                Some(number(next("no time")?, MAX_MS).ok_or(bad("a bad time"))?)
            } else {
                None
            };
            let skip = if ms.is_some() { 2 } else { 1 };
            let mv = rest.splitn(skip + 1, ' ').nth(skip).unwrap_or("");
            if mv.is_empty() || mv.len() > MAX_MOVE || mv.starts_with(' ') {
                return Err(bad("a bad move text"));
            }
            let text = mv.to_string();
            Ok(match ms {
                Some(ms) => Message::Move { ply, ms, text },
                None => Message::Past { ply, text },
            })
        }
        "CLOCK" => {
            let ms: Option<Vec<u64>> = rest.split(' ').map(|f| number(f, MAX_MS)).collect();
            match ms {
                Some(ms) if (1..=3).contains(&ms.len()) => Ok(Message::Clock(ms)),
                _ => Err(bad("a bad clock")),
            }
        }
        "TIME" => {
            let seat = number(next("no seat")?, 2).ok_or(bad("a seat that is not 0, 1 or 2"))?;
            let ply = number(next("no ply")?, MAX_PLIES.into()).ok_or(bad("a bad ply"))?;
            if rest.split(' ').count() != 2 {
                return Err(bad("fields after the ply"));
            }
            Ok(Message::Time {
                seat: seat as u8,
                ply: ply as u32,
            })
        }
        "READY" => bare(Message::Ready),
        "DRAW" => bare(Message::Draw),
        "ACCEPT" => bare(Message::Accept),
        "DECLINE" => bare(Message::Decline),
        "RESIGN" => bare(Message::Resign),
        "PING" => bare(Message::Ping),
        "PONG" => bare(Message::Pong),
        "BYE" => bare(Message::Bye),
        _ => Err(bad("not a message of the protocol")),
    }
}

/// A decimal number of at most `max`, digits only.
fn number(field: &str, max: u64) -> Option<u64> {
    if field.is_empty() || field.len() > 12 || !field.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    field.parse::<u64>().ok().filter(|&n| n <= max)
}

/// A word of letters, digits, `-`, `_`, `+`, `/`, `.` and `:` (a name, a code, a clock).
fn is_token(field: &str, max: usize) -> bool {
    !field.is_empty()
        && field.len() <= max
        && field
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_+/.:".contains(&b))
}

/// A free text of at most `max` characters (control characters were refused already).
fn text(field: &str, max: usize) -> Option<String> {
    (field.chars().count() <= max).then(|| field.to_string())
}

/// A line as an error message shows it: control characters escaped, 60 characters.
pub fn shown(line: &str) -> String {
    let mut out = String::new();
    for c in line.chars().take(60) {
        if c.is_control() {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    if line.chars().count() > 60 {
        out.push('…');
    }
    out
}

/// A chat text as it may go across: control characters dropped, cut to [`MAX_CHAT`].
pub fn clean_chat(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_control())
        .take(MAX_CHAT)
        .collect::<String>()
        .trim()
        .to_string()
}
