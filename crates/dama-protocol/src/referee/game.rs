//! One game of an engine match: the referee keeps the record, asks the engine to move
//! through the Hub protocol, checks each move against the legal moves, runs the clocks,
//! and ends the game by the rules (the record's own result: no piece or no move,
//! repetition, the game's counter rules), by a fault, or — when the match agreed to it —
//! by an adjudicator such as an endgame database ([`Adjudicator`]). An engine that cannot start,
//! crashes, hangs past its time plus the margin, answers garbage or plays an illegal move
//! loses the game; its process is dropped and started again for the next game.

use std::time::Duration;

use thiserror::Error;

use crate::core::Seat;
use crate::draughts::Draughts;
use crate::game::{GameResult, Player, Record};
use crate::protocol::client::{ClientError, Think};
use crate::protocol::hub_text::{move_text, parse_move, position_text};

use super::openings::Opening;
use super::seat::{Opponent, start};

/// How long the engines think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeControl {
    /// A fixed time per move.
    MoveTime(Duration),
    /// A game clock: `base` for the game plus `inc` after each move.
    Clock { base: Duration, inc: Duration },
    /// A fixed depth per move (quick, repeatable games for tests).
    Depth(u32),
}

/// The rules of the match that are not the game's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    pub time: TimeControl,
    /// How late past its time an engine may answer before it loses (a hang is a
    /// timeout); with a clock, how far below zero the clock may go.
    pub margin: Duration,
    /// A game still going after this many plies is adjudicated a draw.
    pub max_plies: usize,
    /// Turn both engines' opening book on (`set-param name=book value=true`) before
    /// each game.
    pub book: bool,
}

/// A result the match agreed to take from outside the board (`dama match --egdb`: the
/// endgame databases): given the position and the plies without progress
/// (`Rules::reversible_plies`), `Some(Some(seat))` ends the game as a win for `seat`,
/// `Some(None)` as a draw, `None` plays on. Asked before every move.
pub type Adjudicator<'a, G> = &'a (dyn Fn(&G, usize) -> Option<Option<Seat>> + Sync);

/// Time allowed for a fixed-depth move before the engine is taken to hang.
const DEPTH_TIMEOUT: Duration = Duration::from_secs(60);

/// One side of the match: an engine command (or a DXP address) and its running player.
pub struct Contestant {
    pub name: String,
    pub command: String,
    /// Its own time, for a match at time odds (`dama match --movetime2`); `None`: the
    /// match's.
    pub time: Option<TimeControl>,
    engine: Option<Box<dyn Opponent>>,
}

impl Contestant {
    pub fn new(name: &str, command: &str) -> Contestant {
        Contestant {
            name: name.to_string(),
            command: command.to_string(),
            time: None,
            engine: None,
        }
    }

    /// The running engine, started (and greeted) if it is not running.
    pub fn engine(&mut self, variant: &str) -> Result<&mut dyn Opponent, ClientError> {
        if self.engine.is_none() {
            self.engine = Some(start(&self.command, &self.name, variant)?);
        }
        match self.engine.as_mut() {
            Some(engine) => Ok(engine.as_mut()),
            None => Err(ClientError::Exited),
        }
    }

    /// Stops the process; the next game starts a fresh one.
    pub fn restart(&mut self) {
        self.engine = None;
    }
}

/// Why an engine lost a game it did not lose on the board.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Fault {
    #[error("could not start: {0}")]
    Start(ClientError),
    #[error("crashed: {0}")]
    Crashed(ClientError),
    #[error("hung: {0}")]
    Hung(ClientError),
    #[error("lost on time")]
    Time,
    #[error("sent garbage: {0}")]
    Garbled(ClientError),
    #[error("sent an illegal move \"{0}\"")]
    Illegal(String),
}

impl Fault {
    fn of(e: ClientError, clock: bool) -> Fault {
        match e {
            ClientError::Timeout(_) if clock => Fault::Time,
            ClientError::Timeout(_) => Fault::Hung(e),
            ClientError::Garbled(_) | ClientError::LineTooLong(_) | ClientError::NotUtf8(_) => {
                Fault::Garbled(e)
            }
            ClientError::EmptyCommand | ClientError::Spawn { .. } => Fault::Start(e),
            ClientError::Exited => Fault::Crashed(e),
        }
    }
}

/// A finished game.
pub struct Played<G: Draughts> {
    pub record: Record<G>,
    pub result: GameResult,
    /// The seat that lost by a fault, and the fault.
    pub fault: Option<(Seat, Fault)>,
    /// Whether the game was cut short at `max_plies`.
    pub adjudicated: bool,
    /// Whether the adjudicator ended the game.
    pub by_adjudicator: bool,
}

/// Plays one game from `opening`; `players[0]` has the first seat (White).
pub fn play<G: Draughts>(
    mut players: [&mut Contestant; 2],
    opening: &Opening<G>,
    settings: &Settings,
    adjudicator: Option<Adjudicator<'_, G>>,
) -> Played<G> {
    let mut record = Record::new(opening.start, Player::Human, Player::Human);
    record.set_tag("White", &players[0].name);
    record.set_tag("Black", &players[1].name);
    for mv in &opening.moves {
        // The openings are checked when read; a bad one would simply be cut here.
        if record.play(mv).is_err() {
            break;
        }
    }
    let start_text = position_text(&opening.start);
    let times = [0, 1].map(|side| players[side].time.unwrap_or(settings.time));
    let mut clocks = times.map(|time| match time {
        TimeControl::Clock { base, .. } => base,
        _ => Duration::ZERO,
    });
    let mut fault = None;
    for (seat, player) in players.iter_mut().enumerate() {
        // An engine that died between games gets one fresh start before it loses.
        let prepare = |e: &mut dyn Opponent| {
            e.new_game()?;
            if settings.book {
                e.send("set-param name=book value=true")?;
            }
            Ok(())
        };
        let ready = player.engine(G::VARIANT).and_then(prepare);
        let ready = ready.or_else(|_| {
            player.restart();
            player.engine(G::VARIANT).and_then(prepare)
        });
        if let Err(e) = ready {
            player.restart();
            fault.get_or_insert((Seat(seat as u8), Fault::of(e, false)));
        }
    }
    let mut adjudicated = false;
    let mut by_adjudicator = false;
    while fault.is_none() && record.result().is_none() {
        if let Some(verdict) = adjudicator.and_then(|a| a(record.position(), record.quiet_plies()))
        {
            by_adjudicator = true;
            match verdict {
                Some(winner) => record.resign(Seat(1 - winner.0.min(1))),
                None => record.agree_draw(),
            }
            let text = match verdict {
                Some(Seat(0)) => "adjudicated by the endgame database: White wins",
                Some(_) => "adjudicated by the endgame database: Black wins",
                None => "adjudicated by the endgame database: draw",
            };
            record.set_tag("Termination", text);
            break;
        }
        if record.cursor() >= settings.max_plies {
            adjudicated = true;
            record.agree_draw();
            break;
        }
        let pos = *record.position();
        let seat = pos.to_move();
        let side = seat.index().min(1);
        let moves: Vec<String> = record
            .positions()
            .iter()
            .zip(record.played())
            .map(|(_, mv)| move_text::<G>(mv))
            .collect();
        let (think, timeout) = match times[side] {
            TimeControl::MoveTime(t) => (Think::MoveTime(t), t + settings.margin),
            TimeControl::Clock { inc, .. } => (
                Think::Clock {
                    left: clocks[side],
                    inc,
                },
                clocks[side] + settings.margin,
            ),
            TimeControl::Depth(d) => (Think::Depth(d), DEPTH_TIMEOUT + settings.margin),
        };
        let clock = matches!(times[side], TimeControl::Clock { .. });
        let player = &mut *players[side];
        let answer = player
            .engine(G::VARIANT)
            .and_then(|e| e.think(&start_text, &moves, think, timeout));
        let answer = match answer {
            Ok(a) => a,
            Err(e) => {
                player.restart();
                fault = Some((seat, Fault::of(e, clock)));
                break;
            }
        };
        if let TimeControl::Clock { inc, .. } = times[side] {
            clocks[side] = clocks[side].saturating_sub(answer.elapsed) + inc;
        }
        match parse_move(&pos, &answer.mv) {
            Ok(mv) if record.play(&mv).is_ok() => {}
            _ => {
                player.restart();
                fault = Some((seat, Fault::Illegal(answer.mv)));
            }
        }
    }
    if let Some((seat, f)) = &fault {
        record.resign(*seat);
        let name = &players[seat.index().min(1)].name;
        record.set_tag("Termination", &format!("{name} {f}"));
    } else if adjudicated {
        record.set_tag(
            "Termination",
            &format!("adjudicated a draw after {} plies", settings.max_plies),
        );
    }
    // Every path above ends the game; a draw is the harmless answer if not.
    let result = record.result().unwrap_or(GameResult {
        winner: None,
        reason: crate::game::EndReason::Agreement,
    });
    Played {
        record,
        result,
        fault,
        adjudicated,
        by_adjudicator,
    }
}
