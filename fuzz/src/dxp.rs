//! The harness's target for DXP (issue 42): bytes from a peer of `dama dxp` or a DXP
//! engine seated in `dama match`, cut into frames at their NULs as a connection reads
//! them. Each frame gives a message or an error; a message is sent back as it came and
//! its moves and positions are mapped to dama's International draughts; whatever a
//! player would be shown of it — a chat, a name, a move, an error — holds no control
//! character once escaped, as the DXP game code shows it.

use std::io::Cursor;

use dama::draughts::international::Position;
use dama::dxp::link::escaped;
use dama::dxp::squares::{dxp_move_text, from_dxp, position_of};
use dama_dxp::{FrameReader, Message};

/// Feeds one peer's bytes (at most 64 frames: a frame is at most 127 bytes).
pub fn dxp(input: &[u8]) {
    let mut frames = FrameReader::new(Cursor::new(input));
    let start = Position::start();
    let mut shown = Vec::new();
    for _ in 0..64 {
        let frame = match frames.read_frame() {
            Ok(Some(frame)) => frame,
            Ok(None) => break,
            Err(e) => {
                shown.push(escaped(&e.to_string()));
                break;
            }
        };
        let message = match Message::parse(&frame) {
            Ok(m) => m,
            Err(e) => {
                shown.push(escaped(&e.to_string()));
                continue;
            }
        };
        let wire = message.encode();
        let again = Message::parse(&wire[..wire.len().saturating_sub(1)]);
        assert_eq!(again.as_ref(), Ok(&message), "a message read back differs");
        match &message {
            Message::Chat(text) => shown.push(escaped(text)),
            Message::GameRequest(req) => {
                shown.push(escaped(req.initiator_name()));
                if let Err(e) = position_of(req.setup()) {
                    shown.push(escaped(&e.to_string()));
                }
            }
            Message::GameAccept(acc) => shown.push(escaped(acc.follower_name())),
            Message::Move(mv) => {
                shown.push(escaped(&dxp_move_text(mv)));
                if let Err(e) = from_dxp(&start, mv) {
                    shown.push(escaped(&e.to_string()));
                }
            }
            _ => {}
        }
    }
    for s in shown {
        assert!(
            !s.chars().any(char::is_control),
            "a control character shown raw: {s:?}"
        );
    }
}

/// A peer's messages: each kind alone, a whole exchange, and chats and names holding
/// control characters and escape sequences.
pub fn seeds() -> Vec<Vec<u8>> {
    let name = |n: &str| format!("{n:<32}");
    let request = format!("R01{}W010050A", name("Tornado"));
    let accept = format!("A{}0", name("dama"));
    let mut out: Vec<Vec<u8>> = [
        "CHello".to_string(),
        request.clone(),
        accept.clone(),
        "M0012061100".to_string(),
        "M0005322801271".to_string(),
        "E00".to_string(),
        "E21".to_string(),
        "B005W".to_string(),
        "K0".to_string(),
        format!(
            "R01{}Z000000B{}",
            name("x"),
            "W".to_string() + &"e".repeat(50)
        ),
    ]
    .iter()
    .map(|m| format!("{m}\0").into_bytes())
    .collect();
    out.push(format!("{request}\0{accept}\0M0012061100\0C\x1b]0;x\x07\0E00\0").into_bytes());
    out.push(b"C\x1b[2J\x1b[31mred\x1b]8;;http://x\x1b\\\x07\0".to_vec());
    let every: Vec<u8> = (1u8..0x20).chain([0x7f]).collect();
    let mut chat = b"C".to_vec();
    chat.extend(&every);
    chat.push(0);
    out.push(chat);
    let mut req = b"R01".to_vec();
    req.extend(every.iter().take(31));
    req.extend(b" W010050A\0");
    out.push(req);
    out.push(b"Hello\x1b[2J\0\x9b1m\xc2\x9b\0".to_vec());
    out
}

/// The protocol's own pieces.
pub const TOKENS: &[&str] = &[
    "\0", "C", "R", "A", "M", "E", "B", "K", "01", "W", "Z", "0", "9", "\u{1b}", "\u{7}",
];
