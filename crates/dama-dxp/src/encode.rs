//! Encoding: a [`Message`] to the bytes sent on the wire, following the
//! layouts of the DamExchange layer 2 description (fixed-width fields,
//! numbers as zero-padded decimal, names padded with spaces to 32) and the
//! SOCKET layer 1 rule that a NUL byte ends every message.

use crate::board::Setup;
use crate::message::{MAX_CHAT_LEN, Message, NAME_LEN};

impl Message {
    /// The message as sent on the wire, its terminating NUL included.
    ///
    /// Encoding cannot fail: the constructors of the field types already
    /// refused or normalised what the wire cannot carry. The one free-form
    /// value, the text of a [`Message::Chat`], is sent by the rule given
    /// there (non-ASCII characters and NULs become `?`; at most 126
    /// characters).
    ///
    /// ```
    /// use dama_dxp::Message;
    /// let bytes = Message::Chat("What do you think about move 35?".into()).encode();
    /// assert_eq!(&bytes[..], &b"CWhat do you think about move 35?\0"[..]);
    /// assert_eq!(Message::Chat("dammé".into()).encode(), b"Cdamm?\0");
    /// ```
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(96);
        out.push(self.kind().type_byte());
        match self {
            Message::Chat(text) => {
                out.extend(
                    text.chars()
                        .map(|c| {
                            if c.is_ascii() && c != '\0' {
                                c as u8
                            } else {
                                b'?'
                            }
                        })
                        .take(MAX_CHAT_LEN),
                );
            }
            Message::GameRequest(req) => {
                push_number(&mut out, req.version.into(), 2);
                push_name(&mut out, &req.initiator_name);
                out.push(req.follower_colour.dxp_char() as u8);
                push_number(&mut out, req.thinking_time.into(), 3);
                push_number(&mut out, req.move_limit.into(), 3);
                match &req.setup {
                    Setup::Standard => out.push(b'A'),
                    Setup::Position { to_move, squares } => {
                        out.push(b'B');
                        out.push(to_move.dxp_char() as u8);
                        out.extend(squares.iter().map(|s| s.dxp_char() as u8));
                    }
                }
            }
            Message::GameAccept(acc) => {
                push_name(&mut out, &acc.follower_name);
                push_number(&mut out, acc.code.digit().into(), 1);
            }
            Message::Move(mv) => {
                push_number(&mut out, mv.time.into(), 4);
                push_number(&mut out, mv.from.get().into(), 2);
                push_number(&mut out, mv.to.get().into(), 2);
                push_number(&mut out, mv.captured.len() as u32, 2);
                for sq in &mv.captured {
                    push_number(&mut out, sq.get().into(), 2);
                }
            }
            Message::GameEnd(end) => {
                push_number(&mut out, end.reason.digit().into(), 1);
                push_number(&mut out, end.stop.digit().into(), 1);
            }
            Message::BackRequest(back) => {
                push_number(&mut out, back.move_number.into(), 3);
                out.push(back.to_move.dxp_char() as u8);
            }
            Message::BackAccept(answer) => {
                push_number(&mut out, answer.code.digit().into(), 1);
            }
        }
        out.push(0);
        out
    }
}

/// Appends `value` as exactly `width` decimal digits, zero-padded on the
/// left. Callers guarantee `value < 10^width` (the types' constructors
/// check it); should that ever fail, the leading digits are dropped rather
/// than the field widened, so the layout of the message stays intact.
fn push_number(out: &mut Vec<u8>, value: u32, width: u32) {
    debug_assert!(
        u64::from(value) < 10u64.pow(width),
        "{value} does not fit {width} digits"
    );
    for i in (0..width).rev() {
        let digit = (value / 10u32.pow(i)) % 10;
        out.push(b'0' + digit as u8);
    }
}

/// Appends a name padded with spaces to the 32 characters of its field.
/// Names are normalised when built or parsed (ASCII, at most 32 bytes).
fn push_name(out: &mut Vec<u8>, name: &str) {
    let bytes = name.as_bytes();
    let kept = &bytes[..bytes.len().min(NAME_LEN)];
    out.extend_from_slice(kept);
    out.resize(out.len() + (NAME_LEN - kept.len()), b' ');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_zero_padded_to_their_width() {
        let mut out = Vec::new();
        push_number(&mut out, 7, 3);
        push_number(&mut out, 0, 1);
        push_number(&mut out, 9999, 4);
        push_number(&mut out, 42, 2);
        assert_eq!(out, b"0070999942");
    }

    #[test]
    fn names_are_padded_to_thirty_two() {
        let mut out = Vec::new();
        push_name(&mut out, "Flits");
        assert_eq!(out.len(), 32);
        assert!(out.starts_with(b"Flits "));
    }

    #[test]
    fn chat_is_cut_at_126_characters() {
        let text = "x".repeat(300);
        let bytes = Message::Chat(text).encode();
        assert_eq!(bytes.len(), 1 + 126 + 1);
        assert_eq!(bytes.last(), Some(&0));
        assert_eq!(Message::Chat("a\0b".into()).encode(), b"Ca?b\0");
    }
}
