//! The harness's target for the line protocol between two `dama`s (issue 41, two
//! terminals): bytes from a peer, cut into lines at their newlines as a connection
//! reads them, each at most `MAX_LINE` bytes. Each line gives a message or a `BadLine`;
//! a message written back reads as the same message, and a refused line is shown with
//! no control character (the error says what the line held, escaped).

use dama::peer::message::{MAX_LINE, Message, parse};

/// Feeds one peer's bytes (at most 64 lines).
pub fn peer(input: &[u8]) {
    for raw in input.split(|&b| b == b'\n').take(64) {
        let raw = &raw[..raw.len().min(MAX_LINE)];
        let line = String::from_utf8_lossy(raw);
        match parse(&line) {
            Ok(message) => {
                let wire = message.to_string();
                assert!(
                    wire.len() < MAX_LINE,
                    "a message written too long: {wire:?}"
                );
                assert_eq!(parse(&wire), Ok(message), "a message read back differs");
            }
            Err(bad) => {
                let shown = format!("{} {}", bad.line, bad.why);
                assert!(
                    !shown.chars().any(char::is_control),
                    "a control character shown raw: {shown:?}"
                );
            }
        }
    }
}

/// Every kind of message, a whole exchange, and lines holding control characters.
pub fn seeds() -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    let mut exchange = String::new();
    for msg in [
        Message::Chat("ciao! €".to_string()),
        Message::Sync { plies: 2 },
        Message::Move {
            ply: 0,
            ms: 1500,
            text: "22-18".to_string(),
        },
        Message::Move {
            ply: 1,
            ms: 900,
            text: "10-14".to_string(),
        },
        Message::Clock(vec![300_000, 298_500]),
    ] {
        let line = format!("{msg}\n");
        out.push(line.clone().into_bytes());
        exchange.push_str(&line);
    }
    for line in [
        "HELLO 1 abc234",
        "PING",
        "DRAW offer",
        "BYE",
        "READY",
        "REFUSED wrong code",
        "CHAT \u{1b}]0;x\u{7}",
        "MOVE 0 10 22-18\u{1b}[2J",
    ] {
        out.push(format!("{line}\n").into_bytes());
        exchange.push_str(line);
        exchange.push('\n');
    }
    out.push(exchange.into_bytes());
    out
}

/// The protocol's own pieces.
pub const TOKENS: &[&str] = &[
    "\n",
    " ",
    "HELLO",
    "WELCOME",
    "REFUSED",
    "SYNC",
    "PAST",
    "CLOCK",
    "READY",
    "MOVE",
    "CHAT",
    "DRAW",
    "PING",
    "BYE",
    "0",
    "5000",
    "360000000",
    "\u{1b}",
    "\u{7}",
];
