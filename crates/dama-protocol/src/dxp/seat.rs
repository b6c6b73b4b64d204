//! A DXP engine seated in `dama match` (`--engine2 dxp://HOST:PORT`): the referee asks
//! its seats for moves as Hub texts (a start position and the moves so far); this seat
//! turns the first question of a game into a GAMEREQ for the position reached (the
//! engine follows, playing the side to move), each later one into the MOVE of the
//! other side's reply, and the engine's MOVE into the Hub move text the referee checks.
//! A new game first ends the one before with a GAMEEND; dropping the seat ends the
//! session (stop code 1).

use std::time::{Duration, Instant};

use crate::core::Rules;
use crate::draughts::Draughts;
use crate::draughts::international::Position;
use crate::protocol::client::{Answer, ClientError, Think};
use crate::protocol::hub_text::{move_text, parse_move, parse_position};
use dama_dxp::{Connection, EndReason, GameEnd, Message, RecvError, StopCode};

use super::game::END_WAIT;
use super::link::{Link, escaped};
use super::session::request;
use super::squares::{colour_of, from_dxp, to_dxp};

/// How long connecting may take.
const CONNECT_WAIT: Duration = Duration::from_secs(10);
/// Messages other than a move the engine may send while it thinks.
const MAX_CHATTER: usize = 64;

/// The prefix of an engine "command" that is a DXP address.
pub const SCHEME: &str = "dxp://";

/// A DXP engine at an address.
pub struct DxpSeat {
    addr: String,
    name: String,
    link: Option<Link>,
    /// In a game: how many of the referee's moves the engine has seen (or made).
    synced: Option<usize>,
}

fn garbled(text: String) -> ClientError {
    ClientError::Garbled(escaped(&text))
}

impl DxpSeat {
    /// The seat for `command` (`dxp://HOST:PORT`), or `None` if it is not a DXP address.
    pub fn for_command(command: &str, name: &str) -> Option<DxpSeat> {
        let addr = command.trim().strip_prefix(SCHEME)?;
        Some(DxpSeat {
            addr: addr.to_string(),
            name: name.to_string(),
            link: None,
            synced: None,
        })
    }

    fn link(&mut self) -> Result<&mut Link, ClientError> {
        if self.link.is_none() {
            let conn = Connection::connect(self.addr.as_str(), CONNECT_WAIT).map_err(|e| {
                ClientError::Spawn {
                    command: format!("{SCHEME}{}", self.addr),
                    reason: e.to_string(),
                }
            })?;
            self.link = Some(Link::plain(conn));
        }
        self.link.as_mut().ok_or(ClientError::Exited)
    }

    /// Checks that the address answers (before a match starts).
    pub fn check(&mut self) -> Result<(), ClientError> {
        self.link().map(|_| ())
    }

    /// Ends the game in progress, if any, and gets ready for the next.
    pub fn new_game(&mut self) -> Result<(), ClientError> {
        if self.synced.take().is_some() {
            let link = self.link()?;
            let end = GameEnd {
                reason: EndReason::Unknown,
                stop: StopCode::NextGame,
            };
            link.send(&Message::GameEnd(end))
                .map_err(|_| ClientError::Exited)?;
            let until = Instant::now() + END_WAIT;
            for _ in 0..MAX_CHATTER {
                let left = until.saturating_duration_since(Instant::now());
                match link.recv(left.max(Duration::from_millis(1))) {
                    Ok(Message::GameEnd(_)) | Err(_) => break,
                    Ok(_) => {}
                }
            }
        }
        Ok(())
    }

    /// The engine's move after `moves` from `start` (Hub texts), as a Hub move text.
    pub fn think(
        &mut self,
        start: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
    ) -> Result<Answer, ClientError> {
        let mut pos: Position = parse_position(start).map_err(|e| garbled(e.to_string()))?;
        let mut played = Vec::new();
        for text in moves {
            let mv = parse_move(&pos, text).map_err(|e| garbled(e.to_string()))?;
            played.push(mv);
            pos = pos.after(&mv);
        }
        let began = Instant::now();
        let name = self.name.clone();
        match self.synced {
            None => {
                let (minutes, limit) = dxp_time(think);
                let colour = colour_of(pos.side());
                let link = self.link()?;
                request(link, &name, colour, minutes, limit, &pos)
                    .map_err(|e| garbled(e.to_string()))?;
            }
            Some(seen) => {
                // The other side's replies since the engine's last move.
                let link = self.link()?;
                for mv in &played[seen.min(played.len())..] {
                    link.send(&Message::Move(to_dxp(mv, 0)))
                        .map_err(|_| ClientError::Exited)?;
                }
            }
        }
        self.synced = Some(moves.len() + 1);
        let link = self.link()?;
        for _ in 0..MAX_CHATTER {
            let left = (began + timeout).saturating_duration_since(Instant::now());
            let message = match link.recv(left.max(Duration::from_millis(1))) {
                Ok(m) => m,
                Err(RecvError::Timeout) => {
                    return Err(ClientError::Timeout(began.elapsed().as_millis()));
                }
                Err(RecvError::Closed | RecvError::Io(_)) => {
                    self.link = None;
                    self.synced = None;
                    return Err(ClientError::Exited);
                }
                Err(e) => return Err(garbled(e.to_string())),
            };
            match message {
                Message::Move(wire) => {
                    let mv = from_dxp(&pos, &wire).map_err(|e| garbled(e.to_string()))?;
                    return Ok(Answer {
                        mv: move_text::<Position>(&mv),
                        elapsed: began.elapsed(),
                        depth: None,
                        score: None,
                    });
                }
                Message::Chat(text) => link.note(&format!("chat: {}", escaped(&text))),
                Message::GameEnd(end) => {
                    self.synced = None;
                    let reason = super::words::end_text(end.reason);
                    return Err(garbled(format!("GAMEEND instead of a move ({reason})")));
                }
                other => {
                    let kind = other.kind().spec_name();
                    return Err(garbled(format!("{kind} instead of a move")));
                }
            }
        }
        Err(garbled("a flood of messages instead of a move".into()))
    }

    /// Drops the connection (the next game connects again).
    pub fn restart(&mut self) {
        self.end_session();
        self.link = None;
        self.synced = None;
    }

    fn end_session(&mut self) {
        if let Some(link) = self.link.as_mut() {
            let end = GameEnd {
                reason: EndReason::Unknown,
                stop: StopCode::EndSession,
            };
            let _ = link.send(&Message::GameEnd(end));
            link.close();
        }
    }
}

impl Drop for DxpSeat {
    fn drop(&mut self) {
        self.end_session();
    }
}

/// The GAMEREQ's minutes and moves for a match's time: a clock as its minutes (at least
/// one) for the game; a time per move as 75 moves' worth in 75 moves; a depth as an
/// hour for the game.
pub fn dxp_time(think: Think) -> (u16, u16) {
    let minutes = |d: Duration| (d.as_secs_f64() / 60.0).ceil().clamp(1.0, 999.0) as u16;
    match think {
        Think::Clock { left, .. } => (minutes(left), 0),
        Think::MoveTime(t) => (minutes(t * 75), 75),
        Think::Depth(_) => (60, 0),
    }
}
