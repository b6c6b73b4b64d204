//! What sits in a seat of a match: a Hub engine run as a child process, or a DXP engine
//! at an address (`dxp://HOST:PORT`, International draughts only). The referee asks
//! either the same three things through [`Opponent`].

use std::time::Duration;

use crate::dxp::seat::DxpSeat;
use crate::protocol::client::{Answer, ClientError, Engine, Think};

/// A seat's player as the referee uses it.
pub trait Opponent: Send {
    /// Gets ready for a new game.
    fn new_game(&mut self) -> Result<(), ClientError>;
    /// Sends a Hub line (a parameter); a DXP engine has none and ignores it.
    fn send(&mut self, line: &str) -> Result<(), ClientError>;
    /// The move after `moves` from `pos`.
    fn think(
        &mut self,
        pos: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
    ) -> Result<Answer, ClientError>;
}

impl Opponent for Engine {
    fn new_game(&mut self) -> Result<(), ClientError> {
        Engine::new_game(self)
    }
    fn send(&mut self, line: &str) -> Result<(), ClientError> {
        Engine::send(self, line)
    }
    fn think(
        &mut self,
        pos: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
    ) -> Result<Answer, ClientError> {
        Engine::think(self, pos, moves, think, timeout)
    }
}

impl Opponent for DxpSeat {
    fn new_game(&mut self) -> Result<(), ClientError> {
        DxpSeat::new_game(self)
    }
    fn send(&mut self, _line: &str) -> Result<(), ClientError> {
        Ok(())
    }
    fn think(
        &mut self,
        pos: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
    ) -> Result<Answer, ClientError> {
        DxpSeat::think(self, pos, moves, think, timeout)
    }
}

/// Starts the player `command` names, for `variant`: a DXP address is connected to
/// (International only), anything else is run as a Hub engine.
pub fn start(command: &str, name: &str, variant: &str) -> Result<Box<dyn Opponent>, ClientError> {
    if let Some(mut seat) = DxpSeat::for_command(command, name) {
        if variant != "international" {
            return Err(ClientError::Spawn {
                command: command.to_string(),
                reason: "a DXP engine plays International draughts only (--game international)"
                    .to_string(),
            });
        }
        seat.check()?;
        return Ok(Box::new(seat));
    }
    Ok(Box::new(Engine::start(command, variant)?))
}
