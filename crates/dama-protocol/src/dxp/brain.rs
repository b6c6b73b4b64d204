//! What thinks behind a DXP seat: dama's own search (at a level, a fixed time per move
//! or a fixed depth) or any Hub engine run as a child process (which makes `dama dxp` a
//! Hub↔DXP bridge). Each is asked for a move in a game's record with the time the DXP
//! clock leaves it, and never takes longer than that.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use thiserror::Error;

use crate::core::Level;
use crate::draughts::Move;
use crate::draughts::international::Position;
use crate::engine::time::Clock;
use crate::engine::{LevelOptions, Limits, Tt, choose_move_with, search};
use crate::game::Record;
use crate::protocol::client::{ClientError, Engine, Think};
use crate::protocol::hub_text::{move_text, parse_move, position_text};

/// The transposition table of the own engine, in MiB.
const TT_MIB: usize = 64;
/// Past its time, how long a Hub engine may still take before it is taken to hang.
const HUB_MARGIN: Duration = Duration::from_secs(5);

/// How the own search thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// A playing level (1-10), its time bounded by the clock.
    Level(Level),
    /// A fixed time per move, bounded by the clock.
    MoveTime(Duration),
    /// A fixed depth (quick, repeatable games for tests).
    Depth(u32),
}

/// The time the DXP clock leaves for this move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowance {
    /// Time left on our clock.
    pub left: Duration,
    /// Moves to make in that time (`None`: the rest of the game).
    pub moves_to_go: Option<u32>,
}

/// Why the brain gave no move.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum BrainError {
    #[error("the position has no legal move")]
    NoMove,
    #[error("the Hub engine failed: {0}")]
    Hub(ClientError),
    #[error("the Hub engine played \"{0}\", which is not legal here")]
    HubIllegal(String),
}

/// A player that chooses moves.
pub trait Brain {
    /// Called before each game.
    fn new_game(&mut self) -> Result<(), BrainError>;
    /// A legal move of `record`'s position within `allowance`.
    fn choose(
        &mut self,
        record: &Record<Position>,
        allowance: Allowance,
    ) -> Result<Move, BrainError>;
}

/// dama's own search.
pub struct OwnEngine {
    strength: Strength,
    tt: Tt,
}

impl OwnEngine {
    pub fn new(strength: Strength) -> OwnEngine {
        OwnEngine {
            strength,
            tt: Tt::new(TT_MIB),
        }
    }
}

impl Brain for OwnEngine {
    fn new_game(&mut self) -> Result<(), BrainError> {
        self.tt.clear();
        Ok(())
    }

    fn choose(
        &mut self,
        record: &Record<Position>,
        allowance: Allowance,
    ) -> Result<Move, BrainError> {
        let pos = record.position();
        let history = record.history();
        let stop = AtomicBool::new(false);
        let clock = Clock {
            left: allowance.left,
            inc: Duration::ZERO,
            moves_to_go: allowance.moves_to_go,
        };
        let report = match self.strength {
            Strength::Level(level) => {
                let options = LevelOptions {
                    bound: Limits::clock(clock),
                    ..LevelOptions::default()
                };
                let mut rng = rand::make_rng::<rand::rngs::StdRng>();
                choose_move_with(
                    pos,
                    &history,
                    level,
                    &options,
                    &mut self.tt,
                    &stop,
                    &mut rng,
                    &mut |_| {},
                )
            }
            Strength::MoveTime(t) => {
                let limits = Limits {
                    movetime: Some(t),
                    clock: Some(clock),
                    ..Limits::default()
                };
                search(pos, &history, &limits, &mut self.tt, &stop, &mut |_| {})
            }
            Strength::Depth(d) => {
                let limits = Limits {
                    depth: Some(d),
                    clock: Some(clock),
                    ..Limits::default()
                };
                search(pos, &history, &limits, &mut self.tt, &stop, &mut |_| {})
            }
        };
        report.best.ok_or(BrainError::NoMove)
    }
}

/// A Hub engine run as a child process.
pub struct HubBrain {
    command: String,
    engine: Option<Engine>,
}

impl HubBrain {
    /// Starts the engine now, so that a command that does not run is said at once.
    pub fn start(command: &str) -> Result<HubBrain, BrainError> {
        let engine = Engine::start(command, "international").map_err(BrainError::Hub)?;
        Ok(HubBrain {
            command: command.to_string(),
            engine: Some(engine),
        })
    }

    fn engine(&mut self) -> Result<&mut Engine, BrainError> {
        if self.engine.is_none() {
            let engine = Engine::start(&self.command, "international").map_err(BrainError::Hub)?;
            self.engine = Some(engine);
        }
        self.engine
            .as_mut()
            .ok_or(BrainError::Hub(ClientError::Exited))
    }
}

impl Brain for HubBrain {
    fn new_game(&mut self) -> Result<(), BrainError> {
        let result = self.engine()?.new_game();
        result.map_err(|e| {
            self.engine = None;
            BrainError::Hub(e)
        })
    }

    fn choose(
        &mut self,
        record: &Record<Position>,
        allowance: Allowance,
    ) -> Result<Move, BrainError> {
        let start = position_text(record.start());
        let moves: Vec<String> = record.played().iter().map(move_text::<Position>).collect();
        // The Hub's clock has no moves-to-go: the share of one move is given as the
        // time of a clock whose whole game is this period.
        let moves_to_go = allowance.moves_to_go.unwrap_or(30).max(1);
        let think = if allowance.moves_to_go.is_some() {
            Think::MoveTime(allowance.left / moves_to_go)
        } else {
            Think::Clock {
                left: allowance.left,
                inc: Duration::ZERO,
            }
        };
        let timeout = allowance.left + HUB_MARGIN;
        let answer = self.engine()?.think(&start, &moves, think, timeout);
        let answer = answer.map_err(|e| {
            self.engine = None;
            BrainError::Hub(e)
        })?;
        let pos = record.position();
        match parse_move(pos, &answer.mv) {
            Ok(mv) if pos.legal_moves().contains(&mv) => Ok(mv),
            _ => Err(BrainError::HubIllegal(answer.mv)),
        }
    }
}
