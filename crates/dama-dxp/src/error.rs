//! Errors of the crate: what went wrong parsing a message ([`ParseError`]),
//! building one ([`ValueError`]), reading a frame ([`FrameError`]) and
//! receiving over a connection ([`RecvError`]).
//!
//! The limits they report come from the DamExchange layer 2 description
//! (fixed-width fields, ASCII 1-127, messages of 1 to 127 characters) and
//! the SOCKET layer 1 description (each message ends with a NUL byte).

use std::fmt;
use std::io;

/// The seven DXP message types, named as in the specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MessageKind {
    /// `C`, CHAT: free text.
    Chat,
    /// `R`, GAMEREQ: the initiator proposes a game.
    GameRequest,
    /// `A`, GAMEACC: the follower's answer to a GAMEREQ.
    GameAccept,
    /// `M`, MOVE: one move.
    Move,
    /// `E`, GAMEEND: end of a game (request or acknowledgement).
    GameEnd,
    /// `B`, BACKREQ: request to take moves back.
    BackRequest,
    /// `K`, BACKACC: the answer to a BACKREQ.
    BackAccept,
}

impl MessageKind {
    /// The header byte that starts a message of this kind, e.g. `b'M'`.
    ///
    /// ```
    /// assert_eq!(dama_dxp::MessageKind::BackAccept.type_byte(), b'K');
    /// ```
    pub const fn type_byte(self) -> u8 {
        match self {
            MessageKind::Chat => b'C',
            MessageKind::GameRequest => b'R',
            MessageKind::GameAccept => b'A',
            MessageKind::Move => b'M',
            MessageKind::GameEnd => b'E',
            MessageKind::BackRequest => b'B',
            MessageKind::BackAccept => b'K',
        }
    }

    /// The kind a header byte announces, or `None` for an unknown byte.
    pub const fn from_type_byte(byte: u8) -> Option<MessageKind> {
        Some(match byte {
            b'C' => MessageKind::Chat,
            b'R' => MessageKind::GameRequest,
            b'A' => MessageKind::GameAccept,
            b'M' => MessageKind::Move,
            b'E' => MessageKind::GameEnd,
            b'B' => MessageKind::BackRequest,
            b'K' => MessageKind::BackAccept,
            _ => return None,
        })
    }

    /// The specification's name for the message, e.g. `"GAMEREQ"`.
    pub const fn spec_name(self) -> &'static str {
        match self {
            MessageKind::Chat => "CHAT",
            MessageKind::GameRequest => "GAMEREQ",
            MessageKind::GameAccept => "GAMEACC",
            MessageKind::Move => "MOVE",
            MessageKind::GameEnd => "GAMEEND",
            MessageKind::BackRequest => "BACKREQ",
            MessageKind::BackAccept => "BACKACC",
        }
    }
}

impl fmt::Display for MessageKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.spec_name(), self.type_byte() as char)
    }
}

/// A field of a DXP message, as named in the specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// GAMEREQ: protocol version, 2 digits.
    Version,
    /// GAMEREQ / GAMEACC: program name, 32 characters.
    Name,
    /// GAMEREQ: the follower's colour, `W` or `Z`.
    FollowerColour,
    /// GAMEREQ: thinking time in minutes, 3 digits.
    ThinkingTime,
    /// GAMEREQ: number of moves for the game, 3 digits (`000` = no limit).
    MoveLimit,
    /// GAMEREQ: starting position flag, `A` or `B`.
    StartingPosition,
    /// GAMEREQ (flag `B`) / BACKREQ: colour to move, `W` or `Z`.
    ColourToMove,
    /// GAMEREQ (flag `B`): the content of square `n` (1-50) of the position.
    PositionSquare(u8),
    /// GAMEACC / BACKACC: acceptance code, 1 digit.
    AcceptanceCode,
    /// MOVE: seconds used for the move, 4 digits.
    Time,
    /// MOVE: origin square, 2 digits.
    From,
    /// MOVE: destination square, 2 digits.
    To,
    /// MOVE: number of captured pieces, 2 digits (`00`-`20`).
    CaptureCount,
    /// MOVE: the `n`th captured square (counting from 1), 2 digits.
    Captured(u8),
    /// GAMEEND: reason, 1 digit.
    Reason,
    /// GAMEEND: stop code, 1 digit.
    StopCode,
    /// BACKREQ: move number, 3 digits (`001`-`999`).
    MoveNumber,
    /// CHAT: the text.
    Text,
    /// A square number outside any message: the field of a [`ValueError`]
    /// from [`Square::new`](crate::Square::new).
    Square,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Version => f.write_str("protocol version"),
            Field::Name => f.write_str("program name"),
            Field::FollowerColour => f.write_str("follower colour"),
            Field::ThinkingTime => f.write_str("thinking time"),
            Field::MoveLimit => f.write_str("number of moves"),
            Field::StartingPosition => f.write_str("starting position flag"),
            Field::ColourToMove => f.write_str("colour to move"),
            Field::PositionSquare(n) => write!(f, "content of square {n}"),
            Field::AcceptanceCode => f.write_str("acceptance code"),
            Field::Time => f.write_str("time used"),
            Field::From => f.write_str("from square"),
            Field::To => f.write_str("to square"),
            Field::CaptureCount => f.write_str("number of captured pieces"),
            Field::Captured(n) => write!(f, "captured square number {n}"),
            Field::Reason => f.write_str("reason"),
            Field::StopCode => f.write_str("stop code"),
            Field::MoveNumber => f.write_str("move number"),
            Field::Text => f.write_str("text"),
            Field::Square => f.write_str("square"),
        }
    }
}

/// Why a frame is not a valid DXP message.
///
/// Every variant carries what was found, so that the sentence printed by
/// [`Display`](fmt::Display) can be logged as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// The frame holds no bytes at all (two NULs in a row on the wire).
    Empty,
    /// The frame is longer than the 127 characters a DXP message may have.
    TooLong {
        /// Length of the frame.
        len: usize,
        /// The limit, [`MAX_MESSAGE_LEN`](crate::MAX_MESSAGE_LEN).
        max: usize,
    },
    /// A byte outside ASCII 1-127 (a NUL or a byte with the high bit set).
    InvalidByte {
        /// Offset of the byte in the frame, counting from 0.
        index: usize,
        /// The byte.
        byte: u8,
    },
    /// The first byte is not one of `C R A M E B K`.
    UnknownType {
        /// The first byte.
        found: u8,
    },
    /// The message does not have the length its kind (and, for MOVE, its
    /// capture count; for GAMEREQ, its starting position flag) requires.
    WrongLength {
        /// The kind announced by the first byte.
        kind: MessageKind,
        /// The length required, NUL not counted.
        expected: usize,
        /// The length found.
        found: usize,
    },
    /// A field holds something its definition does not allow.
    InvalidField {
        /// The kind announced by the first byte.
        kind: MessageKind,
        /// Which field.
        field: Field,
        /// The field's characters as received.
        found: String,
        /// What the specification allows there, in words.
        expected: &'static str,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("the DXP message is empty"),
            ParseError::TooLong { len, max } => write!(
                f,
                "the DXP message is {len} bytes long, but a message may have at most {max}"
            ),
            ParseError::InvalidByte { index, byte } => write!(
                f,
                "byte {index} of the DXP message is 0x{byte:02x}, \
                 but only ASCII characters 1-127 are allowed"
            ),
            ParseError::UnknownType { found } => write!(
                f,
                "the DXP message starts with {}, which is not a message type \
                 (expected one of C, R, A, M, E, B, K)",
                describe_byte(*found)
            ),
            ParseError::WrongLength {
                kind,
                expected,
                found,
            } => write!(
                f,
                "the {kind} message is {found} bytes long, but it must be {expected} bytes"
            ),
            ParseError::InvalidField {
                kind,
                field,
                found,
                expected,
            } => write!(
                f,
                "the {field} of the {kind} message is {found:?}, but it must be {expected}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

fn describe_byte(byte: u8) -> String {
    if byte.is_ascii_graphic() {
        format!("'{}'", byte as char)
    } else {
        format!("byte 0x{byte:02x}")
    }
}

/// A value given to a constructor that no DXP message can carry.
///
/// ```
/// use dama_dxp::{Field, Square};
/// let err = Square::new(51).unwrap_err();
/// assert_eq!(err.field, Field::Square);
/// assert_eq!(err.to_string(), "the square 51 is out of range: it must be from 1 to 50");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueError {
    /// The field the value was meant for ([`Field::Square`] for a square).
    pub field: Field,
    /// The value given.
    pub value: u64,
    /// The smallest value allowed.
    pub min: u64,
    /// The largest value allowed.
    pub max: u64,
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the {} {} is out of range: it must be from {} to {}",
            self.field, self.value, self.min, self.max
        )
    }
}

impl std::error::Error for ValueError {}

/// Why no frame could be read.
#[derive(Debug)]
pub enum FrameError {
    /// The peer sent more than [`MAX_FRAME_LEN`](crate::MAX_FRAME_LEN)
    /// bytes without a NUL. The bytes were dropped, not stored; the reader
    /// skips the rest of this frame up to its NUL and then goes on.
    TooLong {
        /// The limit that was passed.
        max: usize,
    },
    /// The stream ended in the middle of a frame: bytes came, then the end,
    /// with no NUL after them.
    UnexpectedEof {
        /// How many bytes of the unfinished frame had arrived.
        received: usize,
    },
    /// The underlying reader failed (a read timeout shows up here as
    /// [`io::ErrorKind::WouldBlock`] or [`io::ErrorKind::TimedOut`]).
    Io(io::Error),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::TooLong { max } => write!(
                f,
                "the peer sent more than {max} bytes without the NUL that ends a DXP message"
            ),
            FrameError::UnexpectedEof { received } => write!(
                f,
                "the connection closed in the middle of a DXP message, \
                 after {received} bytes of it and before its NUL"
            ),
            FrameError::Io(err) => write!(f, "reading a DXP message failed: {err}"),
        }
    }
}

impl std::error::Error for FrameError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FrameError::Io(err) => Some(err),
            _ => None,
        }
    }
}

impl From<io::Error> for FrameError {
    fn from(err: io::Error) -> Self {
        FrameError::Io(err)
    }
}

/// Why [`Connection::recv`](crate::Connection::recv) returned no message.
#[derive(Debug)]
pub enum RecvError {
    /// No whole message arrived within the time given. Bytes of a message
    /// that had started are kept: the next `recv` goes on from them.
    Timeout,
    /// The peer closed the connection between two messages (or reset it).
    Closed,
    /// The bytes could not be cut into a frame: too long, or the peer
    /// closed in the middle of one.
    Frame(FrameError),
    /// A frame arrived but is not a valid message. The connection is still
    /// usable: the next `recv` reads the next frame.
    Parse(ParseError),
    /// Any other I/O failure.
    Io(io::Error),
}

impl fmt::Display for RecvError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecvError::Timeout => f.write_str("no DXP message arrived in the time allowed"),
            RecvError::Closed => f.write_str("the DXP peer closed the connection"),
            RecvError::Frame(err) => err.fmt(f),
            RecvError::Parse(err) => write!(f, "the DXP peer sent an invalid message: {err}"),
            RecvError::Io(err) => write!(f, "the DXP connection failed: {err}"),
        }
    }
}

impl std::error::Error for RecvError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RecvError::Frame(err) => Some(err),
            RecvError::Parse(err) => Some(err),
            RecvError::Io(err) => Some(err),
            RecvError::Timeout | RecvError::Closed => None,
        }
    }
}
