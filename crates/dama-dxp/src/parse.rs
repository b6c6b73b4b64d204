//! Parsing: one received frame (the bytes before a NUL) to a [`Message`],
//! checking every field against the layouts of the DamExchange layer 2
//! description. Input is untrusted: any byte string gives a message or a
//! [`ParseError`], never a panic.
//!
//! What is checked: the frame has 1 to 127 bytes, all ASCII 1-127 (layer 2
//! "messages"); the first byte is a known type; each fixed-width field has
//! the characters and range the specification gives; the length matches
//! the type (and, for MOVE, the capture count; for GAMEREQ, the flag).
//! What is not checked: whether a move or position is legal, whether the
//! captured squares are distinct, whether a name starts with a blank (the
//! specification asks senders not to; it is kept as received).

use crate::board::{Colour, Setup, Square, SquareContent};
use crate::codes::{AcceptCode, BackAcceptCode, EndReason, StopCode};
use crate::error::{Field, MessageKind, ParseError};
use crate::message::{
    BackAccept, BackRequest, DxpMove, GameAccept, GameEnd, GameRequest, MAX_CAPTURES, Message,
    NAME_LEN,
};

/// The longest message the specification allows, in bytes, NUL not counted.
pub const MAX_MESSAGE_LEN: usize = 127;

/// Length of a GAMEREQ with the standard start (`A`).
const GAMEREQ_LEN_STANDARD: usize = 1 + 2 + NAME_LEN + 1 + 3 + 3 + 1;
/// Length of a GAMEREQ with a position (`B`): colour to move and 50 squares more.
const GAMEREQ_LEN_POSITION: usize = GAMEREQ_LEN_STANDARD + 1 + 50;
const _: () = assert!(GAMEREQ_LEN_POSITION <= MAX_MESSAGE_LEN);
const GAMEACC_LEN: usize = 1 + NAME_LEN + 1;
/// Length of a MOVE without captures; each capture adds 2.
const MOVE_LEN_BASE: usize = 1 + 4 + 2 + 2 + 2;
const GAMEEND_LEN: usize = 3;
const BACKREQ_LEN: usize = 5;
const BACKACC_LEN: usize = 2;

impl Message {
    /// Parses one frame: the bytes of one message, without its NUL.
    ///
    /// ```
    /// use dama_dxp::{Field, Message, ParseError};
    /// let msg = Message::parse(b"M0012061100").unwrap();
    /// let Message::Move(mv) = msg else { panic!() };
    /// assert_eq!((mv.from().get(), mv.to().get(), mv.time()), (6, 11, 12));
    ///
    /// let err = Message::parse(b"M0012065100").unwrap_err();
    /// assert!(matches!(err, ParseError::InvalidField { field: Field::To, .. }));
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the to square of the MOVE (M) message is \"51\", \
    ///      but it must be a square number from 01 to 50"
    /// );
    /// ```
    pub fn parse(frame: &[u8]) -> Result<Message, ParseError> {
        let Some(&first) = frame.first() else {
            return Err(ParseError::Empty);
        };
        if frame.len() > MAX_MESSAGE_LEN {
            return Err(ParseError::TooLong {
                len: frame.len(),
                max: MAX_MESSAGE_LEN,
            });
        }
        if let Some(index) = frame.iter().position(|&b| b == 0 || b > 127) {
            return Err(ParseError::InvalidByte {
                index,
                byte: frame[index],
            });
        }
        let kind =
            MessageKind::from_type_byte(first).ok_or(ParseError::UnknownType { found: first })?;
        let mut r = Reader {
            kind,
            frame,
            pos: 1,
        };
        match kind {
            MessageKind::Chat => Ok(Message::Chat(ascii_string(&frame[1..]))),
            MessageKind::GameRequest => r.game_request().map(Message::GameRequest),
            MessageKind::GameAccept => {
                r.exact_len(GAMEACC_LEN)?;
                let follower_name = r.name()?;
                let code = r.code(
                    Field::AcceptanceCode,
                    AcceptCode::from_digit,
                    "0, 1, 2 or 3",
                )?;
                Ok(Message::GameAccept(GameAccept {
                    follower_name,
                    code,
                }))
            }
            MessageKind::Move => r.dxp_move().map(Message::Move),
            MessageKind::GameEnd => {
                r.exact_len(GAMEEND_LEN)?;
                let reason = r.code(Field::Reason, EndReason::from_digit, "0, 1, 2 or 3")?;
                let stop = r.code(Field::StopCode, StopCode::from_digit, "0 or 1")?;
                Ok(Message::GameEnd(GameEnd { reason, stop }))
            }
            MessageKind::BackRequest => {
                r.exact_len(BACKREQ_LEN)?;
                let move_number = r.number(
                    Field::MoveNumber,
                    3,
                    1,
                    999,
                    "a move number from 001 to 999",
                )?;
                let to_move = r.colour(Field::ColourToMove)?;
                Ok(Message::BackRequest(BackRequest {
                    move_number,
                    to_move,
                }))
            }
            MessageKind::BackAccept => {
                r.exact_len(BACKACC_LEN)?;
                let code = r.code(
                    Field::AcceptanceCode,
                    BackAcceptCode::from_digit,
                    "0, 1 or 2",
                )?;
                Ok(Message::BackAccept(BackAccept { code }))
            }
        }
    }
}

/// A cursor over a frame already known to be ASCII 1-127.
struct Reader<'a> {
    kind: MessageKind,
    frame: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn game_request(&mut self) -> Result<GameRequest, ParseError> {
        self.min_len(GAMEREQ_LEN_STANDARD)?;
        let version = self.number(Field::Version, 2, 0, 99, "2 decimal digits")?;
        let initiator_name = self.name()?;
        let follower_colour = self.colour(Field::FollowerColour)?;
        let thinking_time = self.number(Field::ThinkingTime, 3, 0, 999, "3 decimal digits")?;
        let move_limit = self.number(Field::MoveLimit, 3, 0, 999, "3 decimal digits")?;
        let flag = self.take(Field::StartingPosition, 1)?;
        let setup = match flag {
            b"A" => {
                self.exact_len(GAMEREQ_LEN_STANDARD)?;
                Setup::Standard
            }
            b"B" => {
                self.exact_len(GAMEREQ_LEN_POSITION)?;
                let to_move = self.colour(Field::ColourToMove)?;
                let mut squares = [SquareContent::Empty; 50];
                for (i, square) in squares.iter_mut().enumerate() {
                    let field = Field::PositionSquare(i as u8 + 1);
                    let bytes = self.take(field, 1)?;
                    *square = bytes
                        .first()
                        .and_then(|&b| SquareContent::from_dxp_char(b as char))
                        .ok_or_else(|| self.invalid(field, bytes, "one of e, w, z, W, Z"))?;
                }
                Setup::Position { to_move, squares }
            }
            _ => {
                return Err(self.invalid(
                    Field::StartingPosition,
                    flag,
                    "A (standard start) or B (position follows)",
                ));
            }
        };
        Ok(GameRequest {
            version: version as u8,
            initiator_name,
            follower_colour,
            thinking_time,
            move_limit,
            setup,
        })
    }

    fn dxp_move(&mut self) -> Result<DxpMove, ParseError> {
        self.min_len(MOVE_LEN_BASE)?;
        let time = self.number(Field::Time, 4, 0, 9999, "4 decimal digits")?;
        let from = self.square(Field::From)?;
        let to = self.square(Field::To)?;
        let count = self.number(
            Field::CaptureCount,
            2,
            0,
            MAX_CAPTURES as u16,
            "a number of captured pieces from 00 to 20",
        )?;
        self.exact_len(MOVE_LEN_BASE + 2 * usize::from(count))?;
        let mut captured = Vec::with_capacity(usize::from(count));
        for i in 0..count {
            captured.push(self.square(Field::Captured(i as u8 + 1))?);
        }
        Ok(DxpMove {
            time,
            from,
            to,
            captured,
        })
    }

    fn min_len(&self, expected: usize) -> Result<(), ParseError> {
        if self.frame.len() < expected {
            Err(self.wrong_len(expected))
        } else {
            Ok(())
        }
    }

    fn exact_len(&self, expected: usize) -> Result<(), ParseError> {
        if self.frame.len() != expected {
            Err(self.wrong_len(expected))
        } else {
            Ok(())
        }
    }

    fn wrong_len(&self, expected: usize) -> ParseError {
        ParseError::WrongLength {
            kind: self.kind,
            expected,
            found: self.frame.len(),
        }
    }

    fn invalid(&self, field: Field, found: &[u8], expected: &'static str) -> ParseError {
        ParseError::InvalidField {
            kind: self.kind,
            field,
            found: ascii_string(found),
            expected,
        }
    }

    /// The next `width` bytes. The callers check the length first, so the
    /// error here is only a second line of defence.
    fn take(&mut self, _field: Field, width: usize) -> Result<&'a [u8], ParseError> {
        let end = self.pos + width;
        let bytes = self
            .frame
            .get(self.pos..end)
            .ok_or_else(|| self.wrong_len(end))?;
        self.pos = end;
        Ok(bytes)
    }

    fn number(
        &mut self,
        field: Field,
        width: usize,
        min: u16,
        max: u16,
        expected: &'static str,
    ) -> Result<u16, ParseError> {
        let bytes = self.take(field, width)?;
        if !bytes.iter().all(u8::is_ascii_digit) {
            return Err(self.invalid(field, bytes, expected));
        }
        // At most 4 digits, so this cannot overflow a u16.
        let value = bytes
            .iter()
            .fold(0u16, |acc, &b| acc * 10 + u16::from(b - b'0'));
        if value < min || value > max {
            return Err(self.invalid(field, bytes, expected));
        }
        Ok(value)
    }

    fn square(&mut self, field: Field) -> Result<Square, ParseError> {
        let n = self.number(field, 2, 1, 50, "a square number from 01 to 50")?;
        Square::new(n as u8).map_err(|_| ParseError::InvalidField {
            kind: self.kind,
            field,
            found: n.to_string(),
            expected: "a square number from 01 to 50",
        })
    }

    fn colour(&mut self, field: Field) -> Result<Colour, ParseError> {
        let bytes = self.take(field, 1)?;
        bytes
            .first()
            .and_then(|&b| Colour::from_dxp_char(b as char))
            .ok_or_else(|| self.invalid(field, bytes, "W (white) or Z (black)"))
    }

    fn code<T>(
        &mut self,
        field: Field,
        from_digit: fn(u8) -> Option<T>,
        expected: &'static str,
    ) -> Result<T, ParseError> {
        let bytes = self.take(field, 1)?;
        bytes
            .first()
            .filter(|b| b.is_ascii_digit())
            .and_then(|&b| from_digit(b - b'0'))
            .ok_or_else(|| self.invalid(field, bytes, expected))
    }

    fn name(&mut self) -> Result<String, ParseError> {
        let bytes = self.take(Field::Name, NAME_LEN)?;
        Ok(ascii_string(bytes).trim_end_matches(' ').to_string())
    }
}

/// Bytes to a `String`, one `char` per byte (exact for ASCII, which is all
/// a checked frame holds).
fn ascii_string(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_lengths_match_the_specification() {
        assert_eq!(GAMEREQ_LEN_STANDARD, 43);
        assert_eq!(GAMEREQ_LEN_POSITION, 94);
        assert_eq!(GAMEACC_LEN, 34);
        assert_eq!(MOVE_LEN_BASE + 2 * MAX_CAPTURES, 51);
    }

    #[test]
    fn the_specification_examples_parse() {
        let examples: [&[u8]; 8] = [
            b"R01Tornado voor Windows 4.0        W060065A",
            b"ATornado voor Windows 4.0        0",
            b"M0012061100",
            b"M001205250422122320",
            b"E00",
            b"CWhat do you think about move 35?",
            b"B005Z",
            b"K1",
        ];
        for example in examples {
            let msg = Message::parse(example).unwrap();
            let mut expected = example.to_vec();
            expected.push(0);
            assert_eq!(msg.encode(), expected);
        }
    }

    #[test]
    fn names_keep_inner_and_leading_blanks_and_lose_padding() {
        let Ok(Message::GameAccept(acc)) = Message::parse(b"A Tornado voor Windows 4.0       0")
        else {
            panic!("should parse");
        };
        assert_eq!(acc.follower_name(), " Tornado voor Windows 4.0");
    }
}
