//! A DXP session on one connection, from either role: the initiator proposes each game
//! with a GAMEREQ and waits for the GAMEACC ([`request`]); the follower waits for
//! GAMEREQs and answers each ([`await_request`]): accepted, or refused with the code the
//! specification gives (`1` a protocol version it does not speak, `2` not this game — a
//! starting position that is not legal, no thinking time — `3` no more games).

use std::time::Duration;

use thiserror::Error;

use crate::draughts::international::Position;
use dama_dxp::{
    AcceptCode, Colour, GameAccept, GameRequest, Message, PROTOCOL_VERSION, RecvError, StopCode,
};

use super::link::{Link, escaped};
use super::squares::{position_of, setup_of};
use super::words::refusal_text;

/// How long a GAMEREQ waits for its GAMEACC.
pub const ACCEPT_WAIT: Duration = Duration::from_secs(30);
/// Messages other than the one awaited that a peer may send between games.
const MAX_BETWEEN: usize = 64;

/// Why a session cannot go on.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum SessionError {
    #[error("the follower refused the game: {0}")]
    Refused(&'static str),
    #[error("the peer sent no answer within {0} s")]
    Silent(u64),
    #[error("the connection dropped: {0}")]
    Dropped(String),
    #[error("the peer sent a message that does not parse: {0}")]
    Garbled(String),
    #[error("the peer sent {0} where a {1} was due")]
    OutOfPlace(&'static str, &'static str),
    #[error("the peer sent more than {MAX_BETWEEN} messages between games (a flood)")]
    Flood,
    #[error("the game request cannot be made: {0}")]
    Request(String),
}

fn recv_error(e: RecvError, waited: Duration) -> SessionError {
    match e {
        RecvError::Timeout => SessionError::Silent(waited.as_secs()),
        RecvError::Closed => SessionError::Dropped("the peer closed it".into()),
        RecvError::Io(e) => SessionError::Dropped(e.to_string()),
        RecvError::Parse(e) => SessionError::Garbled(escaped(&e.to_string())),
        RecvError::Frame(e) => SessionError::Garbled(escaped(&e.to_string())),
    }
}

/// The initiator's proposal: a game from `pos` (the position after the opening) with
/// the follower playing `follower`; returns the follower's name once it accepts.
pub fn request(
    link: &mut Link,
    name: &str,
    follower: Colour,
    minutes: u16,
    moves: u16,
    pos: &Position,
) -> Result<String, SessionError> {
    let req = GameRequest::new(name, follower, minutes, moves, setup_of(pos))
        .map_err(|e| SessionError::Request(e.to_string()))?;
    link.send(&Message::GameRequest(req))
        .map_err(|e| SessionError::Dropped(e.to_string()))?;
    for _ in 0..MAX_BETWEEN {
        match link
            .recv(ACCEPT_WAIT)
            .map_err(|e| recv_error(e, ACCEPT_WAIT))?
        {
            Message::GameAccept(acc) if acc.code() == AcceptCode::Accepted => {
                return Ok(escaped(acc.follower_name()));
            }
            Message::GameAccept(acc) => {
                return Err(SessionError::Refused(refusal_text(acc.code())));
            }
            Message::Chat(text) => link.note(&format!("chat: {}", escaped(&text))),
            other => {
                return Err(SessionError::OutOfPlace(
                    other.kind().spec_name(),
                    "GAMEACC",
                ));
            }
        }
    }
    Err(SessionError::Flood)
}

/// A game the follower accepted.
#[derive(Clone, Debug)]
pub struct Accepted {
    pub initiator: String,
    pub ours: Colour,
    pub minutes: u16,
    pub moves: u16,
    pub start: Position,
}

/// The follower's wait for a game: answers every GAMEREQ (refusing with its code what it
/// cannot play, and everything once `more` is false) until one is accepted; `Ok(None)`
/// when the initiator ends the session (a GAMEEND with stop code 1, or closing).
pub fn await_request(
    link: &mut Link,
    name: &str,
    more: bool,
    idle: Duration,
) -> Result<Option<Accepted>, SessionError> {
    for _ in 0..MAX_BETWEEN {
        let message = match link.recv(idle) {
            Ok(m) => m,
            Err(RecvError::Closed) => return Ok(None),
            Err(e) => return Err(recv_error(e, idle)),
        };
        let req = match message {
            Message::GameRequest(req) => req,
            Message::Chat(text) => {
                link.note(&format!("chat: {}", escaped(&text)));
                continue;
            }
            Message::GameEnd(end) if end.stop == StopCode::EndSession => return Ok(None),
            // A stray GAMEEND or BACKACC between games is harmless.
            Message::GameEnd(_) | Message::BackAccept(_) => continue,
            other => {
                return Err(SessionError::OutOfPlace(
                    other.kind().spec_name(),
                    "GAMEREQ",
                ));
            }
        };
        let start = position_of(req.setup());
        let code = match &start {
            _ if req.version() != PROTOCOL_VERSION => AcceptCode::VersionRefused,
            _ if !more => AcceptCode::AllRefused,
            Err(_) => AcceptCode::GameRefused,
            Ok(_) if req.thinking_time() == 0 => AcceptCode::GameRefused,
            Ok(_) => AcceptCode::Accepted,
        };
        let answer = Message::GameAccept(GameAccept::new(name, code));
        link.send(&answer)
            .map_err(|e| SessionError::Dropped(e.to_string()))?;
        match start {
            Ok(start) if code == AcceptCode::Accepted => {
                return Ok(Some(Accepted {
                    initiator: escaped(req.initiator_name()),
                    ours: req.follower_colour(),
                    minutes: req.thinking_time(),
                    moves: req.move_limit(),
                    start,
                }));
            }
            Ok(_) => link.note(&format!("refused a game: {}", refusal_text(code))),
            Err(e) => link.note(&format!("refused a game: {}: {e}", refusal_text(code))),
        }
    }
    Err(SessionError::Flood)
}
