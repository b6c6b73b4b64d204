//! The DXP messages as Rust values: the seven layer 2 message types of the
//! DamExchange specification (CHAT, GAMEREQ, GAMEACC, MOVE, GAMEEND,
//! BACKREQ, BACKACC) and the small types their fields are made of.
//!
//! Types whose fields have limits on the wire (squares 1-50, at most 20
//! captures, 3-digit minutes, 32-character names) are built by constructors
//! that check or normalise, so that encoding never has to guess.

use crate::board::{Colour, Setup, Square};
use crate::codes::{AcceptCode, BackAcceptCode, EndReason, StopCode};
use crate::error::{Field, MessageKind, ValueError};

/// Width of a program name on the wire (GAMEREQ and GAMEACC).
pub const NAME_LEN: usize = 32;
/// Longest chat text on the wire: a message has at most 127 characters,
/// one of which is the `C`.
pub const MAX_CHAT_LEN: usize = 126;
/// Most captured pieces a MOVE may list (`00` to `20`).
pub const MAX_CAPTURES: usize = 20;
/// Largest time a MOVE can state, in seconds (4 digits).
pub const MAX_MOVE_TIME: u16 = 9999;
/// The protocol version this crate speaks and puts in a GAMEREQ (`01`).
pub const PROTOCOL_VERSION: u8 = 1;

/// Puts a program name in the form the wire needs, by this rule: every
/// character that is not printable ASCII (space to `~`) becomes `?`; leading
/// and trailing spaces are dropped (the specification forbids a leading
/// blank, and trailing ones are padding); then only the first 32
/// characters are kept, and any spaces this leaves at the end are dropped.
fn normalise_name(name: &str) -> String {
    let printable: String = name
        .chars()
        .map(|c| if (' '..='~').contains(&c) { c } else { '?' })
        .collect();
    let cut: String = printable.trim_matches(' ').chars().take(NAME_LEN).collect();
    cut.trim_end_matches(' ').to_string()
}

/// GAMEREQ (`R`): the initiator proposes a game.
///
/// ```
/// use dama_dxp::{Colour, GameRequest, Message, Setup};
/// let req = GameRequest::new("dama", Colour::Black, 90, 75, Setup::Standard).unwrap();
/// let bytes = Message::GameRequest(req.clone()).encode();
/// assert_eq!(&bytes[..], &b"R01dama                            Z090075A\0"[..]);
/// assert_eq!(Message::parse(&bytes[..bytes.len() - 1]), Ok(Message::GameRequest(req)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameRequest {
    pub(crate) version: u8,
    pub(crate) initiator_name: String,
    pub(crate) follower_colour: Colour,
    pub(crate) thinking_time: u16,
    pub(crate) move_limit: u16,
    pub(crate) setup: Setup,
}

impl GameRequest {
    /// A request for protocol version `01`.
    ///
    /// `initiator_name` is normalised as follows: characters that are not
    /// printable ASCII become `?`, leading and trailing spaces go, and only
    /// the first 32 characters are kept. `thinking_time` is the minutes
    /// each side has for the game and `move_limit` the number of moves for
    /// that time (0 = no limit); both must be at most 999, else this
    /// returns an error.
    pub fn new(
        initiator_name: &str,
        follower_colour: Colour,
        thinking_time: u16,
        move_limit: u16,
        setup: Setup,
    ) -> Result<GameRequest, ValueError> {
        check(Field::ThinkingTime, thinking_time.into(), 0, 999)?;
        check(Field::MoveLimit, move_limit.into(), 0, 999)?;
        Ok(GameRequest {
            version: PROTOCOL_VERSION,
            initiator_name: normalise_name(initiator_name),
            follower_colour,
            thinking_time,
            move_limit,
            setup,
        })
    }

    /// The same request claiming protocol version `version` (0 to 99), for
    /// testing how a follower answers a version it does not know.
    pub fn with_version(mut self, version: u8) -> Result<GameRequest, ValueError> {
        check(Field::Version, version.into(), 0, 99)?;
        self.version = version;
        Ok(self)
    }

    /// The protocol version (1 for every program known so far).
    pub fn version(&self) -> u8 {
        self.version
    }

    /// The initiator's name, without the padding spaces.
    pub fn initiator_name(&self) -> &str {
        &self.initiator_name
    }

    /// The colour the follower is asked to play.
    pub fn follower_colour(&self) -> Colour {
        self.follower_colour
    }

    /// Minutes each side has for the whole game.
    pub fn thinking_time(&self) -> u16 {
        self.thinking_time
    }

    /// Number of moves to play in [`thinking_time`](Self::thinking_time);
    /// 0 means no limit.
    pub fn move_limit(&self) -> u16 {
        self.move_limit
    }

    /// The starting position.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
}

/// GAMEACC (`A`): the follower's answer to a GAMEREQ.
///
/// ```
/// use dama_dxp::{AcceptCode, GameAccept, Message};
/// let acc = GameAccept::new("Scan 3.1", AcceptCode::Accepted);
/// let bytes = Message::GameAccept(acc.clone()).encode();
/// assert_eq!(&bytes[..], &b"AScan 3.1                        0\0"[..]);
/// assert_eq!(Message::parse(&bytes[..bytes.len() - 1]), Ok(Message::GameAccept(acc)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameAccept {
    pub(crate) follower_name: String,
    pub(crate) code: AcceptCode,
}

impl GameAccept {
    /// An answer; `follower_name` is normalised by the same rule as in
    /// [`GameRequest::new`] (printable ASCII, no outer spaces, 32 characters).
    pub fn new(follower_name: &str, code: AcceptCode) -> GameAccept {
        GameAccept {
            follower_name: normalise_name(follower_name),
            code,
        }
    }

    /// The follower's name, without the padding spaces.
    pub fn follower_name(&self) -> &str {
        &self.follower_name
    }

    /// The acceptance code.
    pub fn code(&self) -> AcceptCode {
        self.code
    }
}

/// MOVE (`M`): one move, with the squares of the pieces it captures.
///
/// ```
/// use dama_dxp::{DxpMove, Message, Square};
/// let sq = |n| Square::new(n).unwrap();
/// // The specification's example: 5x25 in 12 seconds, taking 22, 12, 23 and 20.
/// let mv = DxpMove::new(12, sq(5), sq(25), &[sq(22), sq(12), sq(23), sq(20)]).unwrap();
/// let bytes = Message::Move(mv.clone()).encode();
/// assert_eq!(&bytes[..], &b"M001205250422122320\0"[..]);
/// assert_eq!(Message::parse(&bytes[..bytes.len() - 1]), Ok(Message::Move(mv)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DxpMove {
    pub(crate) time: u16,
    pub(crate) from: Square,
    pub(crate) to: Square,
    pub(crate) captured: Vec<Square>,
}

impl DxpMove {
    /// A move from `from` to `to` capturing the pieces on `captured` (in
    /// any order; the specification does not fix one), made in
    /// `time_secs` seconds.
    ///
    /// The time field has 4 digits, so a `time_secs` above 9999 is stored
    /// and sent as 9999 (the field is informational in protocol version 1).
    /// More than 20 captured squares is an error. `from` may equal `to`: a
    /// king's capture can end where it started.
    pub fn new(
        time_secs: u32,
        from: Square,
        to: Square,
        captured: &[Square],
    ) -> Result<DxpMove, ValueError> {
        check(
            Field::CaptureCount,
            captured.len() as u64,
            0,
            MAX_CAPTURES as u64,
        )?;
        let time = time_secs.min(u32::from(MAX_MOVE_TIME)) as u16;
        Ok(DxpMove {
            time,
            from,
            to,
            captured: captured.to_vec(),
        })
    }

    /// Seconds used for the move, 0 to 9999.
    pub fn time(&self) -> u16 {
        self.time
    }

    /// The square the piece left.
    pub fn from(&self) -> Square {
        self.from
    }

    /// The square the piece arrived on.
    pub fn to(&self) -> Square {
        self.to
    }

    /// The squares of the captured pieces, in the order sent.
    pub fn captured(&self) -> &[Square] {
        &self.captured
    }
}

/// GAMEEND (`E`): ends the game, sent instead of a move by the side to
/// move, and sent back by the other side as acknowledgement.
///
/// ```
/// use dama_dxp::{EndReason, GameEnd, Message, StopCode};
/// let end = GameEnd { reason: EndReason::Unknown, stop: StopCode::NextGame };
/// assert_eq!(Message::GameEnd(end).encode(), b"E00\0");
/// assert_eq!(Message::parse(b"E00"), Ok(Message::GameEnd(end)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// Why the game ends.
    pub reason: EndReason,
    /// Whether more games may follow.
    pub stop: StopCode,
}

/// BACKREQ (`B`): asks to go back to the position at a move number with a
/// side to move (meant for human-against-computer play).
///
/// ```
/// use dama_dxp::{BackRequest, Colour, Message};
/// let back = BackRequest::new(5, Colour::Black).unwrap();
/// assert_eq!(Message::BackRequest(back).encode(), b"B005Z\0");
/// assert_eq!(Message::parse(b"B005Z"), Ok(Message::BackRequest(back)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BackRequest {
    pub(crate) move_number: u16,
    pub(crate) to_move: Colour,
}

impl BackRequest {
    /// Back to move `move_number` (the first move of a game is 1; at most
    /// 999) with `to_move` to play.
    pub fn new(move_number: u16, to_move: Colour) -> Result<BackRequest, ValueError> {
        check(Field::MoveNumber, move_number.into(), 1, 999)?;
        Ok(BackRequest {
            move_number,
            to_move,
        })
    }

    /// The move number, 1 to 999.
    pub fn move_number(&self) -> u16 {
        self.move_number
    }

    /// The side to move in the position asked for.
    pub fn to_move(&self) -> Colour {
        self.to_move
    }
}

/// BACKACC (`K`): the answer to a BACKREQ.
///
/// ```
/// use dama_dxp::{BackAccept, BackAcceptCode, Message};
/// let answer = BackAccept { code: BackAcceptCode::NotSupported };
/// assert_eq!(Message::BackAccept(answer).encode(), b"K1\0");
/// assert_eq!(Message::parse(b"K1"), Ok(Message::BackAccept(answer)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BackAccept {
    /// The answer.
    pub code: BackAcceptCode,
}

/// One DXP message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Message {
    /// CHAT (`C`): free text, allowed at any time.
    ///
    /// Any `String` may be put here; [`Message::encode`] sends it by this
    /// rule: every character outside ASCII 1-127 becomes `?`, and only the
    /// first 126 characters are sent. A parsed chat is always sent back
    /// unchanged.
    Chat(String),
    /// GAMEREQ (`R`).
    GameRequest(GameRequest),
    /// GAMEACC (`A`).
    GameAccept(GameAccept),
    /// MOVE (`M`).
    Move(DxpMove),
    /// GAMEEND (`E`).
    GameEnd(GameEnd),
    /// BACKREQ (`B`).
    BackRequest(BackRequest),
    /// BACKACC (`K`).
    BackAccept(BackAccept),
}

impl Message {
    /// The kind of this message.
    pub fn kind(&self) -> MessageKind {
        match self {
            Message::Chat(_) => MessageKind::Chat,
            Message::GameRequest(_) => MessageKind::GameRequest,
            Message::GameAccept(_) => MessageKind::GameAccept,
            Message::Move(_) => MessageKind::Move,
            Message::GameEnd(_) => MessageKind::GameEnd,
            Message::BackRequest(_) => MessageKind::BackRequest,
            Message::BackAccept(_) => MessageKind::BackAccept,
        }
    }
}

fn check(field: Field, value: u64, min: u64, max: u64) -> Result<(), ValueError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(ValueError {
            field,
            value,
            min,
            max,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::SquareContent;

    #[test]
    fn names_are_normalised_by_the_documented_rule() {
        assert_eq!(normalise_name("  Kingsrow  "), "Kingsrow");
        assert_eq!(normalise_name("Dammé\t1"), "Damm??1");
        let long = "An engine with a name far longer than thirty-two characters";
        assert_eq!(normalise_name(long), "An engine with a name far longer");
        assert_eq!(
            normalise_name("abcdefghijklmnopqrstuvwxyz12345 6789"),
            "abcdefghijklmnopqrstuvwxyz12345"
        );
        assert_eq!(normalise_name(""), "");
    }

    #[test]
    fn constructors_refuse_what_the_wire_cannot_carry() {
        assert!(Square::new(0).is_err());
        assert!(Square::new(50).is_ok());
        assert!(GameRequest::new("x", Colour::White, 1000, 0, Setup::Standard).is_err());
        assert!(GameRequest::new("x", Colour::White, 999, 1000, Setup::Standard).is_err());
        assert!(BackRequest::new(0, Colour::White).is_err());
        assert!(BackRequest::new(1000, Colour::White).is_err());
        let sq = Square::new(1).unwrap();
        assert!(DxpMove::new(0, sq, sq, &[sq; 21]).is_err());
        assert_eq!(
            DxpMove::new(123_456, sq, sq, &[sq; 20]).unwrap().time(),
            9999
        );
    }

    #[test]
    fn the_standard_squares_have_twenty_men_a_side() {
        let squares = Setup::standard_squares();
        let count = |c| squares.iter().filter(|&&s| s == c).count();
        assert_eq!(count(SquareContent::BlackMan), 20);
        assert_eq!(count(SquareContent::WhiteMan), 20);
        assert_eq!(squares[19], SquareContent::BlackMan);
        assert_eq!(squares[30], SquareContent::WhiteMan);
    }
}
