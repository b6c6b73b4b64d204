//! One DXP game, from either seat, once the request was accepted: the moves alternate
//! (ours from the brain, the peer's checked against the legal moves), each side's clock
//! is kept as the GAMEREQ set it, chat is shown, a BACKREQ is honoured or refused, and
//! the game ends by the board, by a GAMEEND from either side, or by a fault — an illegal
//! move, a message that does not parse, a peer silent past its time, a flood, a dropped
//! connection — named in the record's `Termination` tag. The record keeps every move
//! played; nothing waits without a deadline.

use std::time::{Duration, Instant};

use thiserror::Error;

use crate::core::Seat;
use crate::draughts::international::Position;
use crate::draughts::{Color, Draughts, Move};
use crate::game::{Player, Record};
use dama_dxp::{
    BackAccept, BackAcceptCode, BackRequest, Colour, EndReason, GameEnd, Message, RecvError,
    StopCode,
};

use super::brain::{Allowance, Brain, BrainError};
use super::link::{DxpClock, Link, escaped};
use super::squares::{color_of, colour_of, dxp_move_text, from_dxp, to_dxp};
use super::words::end_text;

/// How long past its clock a peer may be before it loses on time (the network's and
/// the operating system's delays).
pub const MARGIN: Duration = Duration::from_secs(2);
/// How long to wait for the GAMEEND that answers ours, or for the peer's GAMEEND when
/// the board ended the game on its turn.
pub const END_WAIT: Duration = Duration::from_secs(5);
/// Messages other than a move (chat, stray answers) a peer may send while we wait for
/// one move; past this it is flooding.
pub const MAX_CHATTER: usize = 64;

/// What a game is.
#[derive(Clone, Debug)]
pub struct GameSpec {
    /// Where the game starts, and moves already played from there (an opening) before
    /// the position sent in the GAMEREQ.
    pub start: Position,
    pub opening: Vec<Move>,
    /// Our colour.
    pub ours: Colour,
    pub minutes: u16,
    pub moves: u16,
    /// Whether this is the last game we want (the stop code of our GAMEEND).
    pub last: bool,
    /// Whether a BACKREQ is honoured (else refused).
    pub backups: bool,
    /// The game is ended a draw after this many plies (0: never).
    pub max_plies: usize,
    /// The names for the PDN, White's then Black's.
    pub names: [String; 2],
    /// The longest the peer may stay silent when it is to move, whatever its clock
    /// says (`None`: its clock plus [`MARGIN`]).
    pub silence: Option<Duration>,
}

/// Why a game ended other than by the board or an agreed GAMEEND.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum Fault {
    #[error("the peer sent an illegal move: {0}")]
    Illegal(String),
    #[error("the peer sent a message that does not parse: {0}")]
    Garbled(String),
    #[error("the peer sent {0} in the middle of a game")]
    OutOfPlace(String),
    #[error("the peer sent more than {MAX_CHATTER} messages without moving (a flood)")]
    Flood,
    #[error("the peer was silent past its time ({0} ms)")]
    Silent(u128),
    #[error("the peer ran out of time ({used_ms} ms used, {left_ms} ms left)")]
    OnTime { used_ms: u128, left_ms: u128 },
    #[error("the connection dropped: {0}")]
    Dropped(String),
    #[error("our engine failed: {0}")]
    OwnEngine(BrainError),
}

impl Fault {
    /// Whether the fault is ours (we lose) rather than the peer's.
    pub fn is_ours(&self) -> bool {
        matches!(self, Fault::OwnEngine(_))
    }
}

/// How a game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// By the board (no move, no piece, a draw rule).
    Board,
    /// A GAMEEND of the peer's, with its reason.
    PeerEnded(EndReason),
    /// We ended it a draw at the ply limit.
    PlyLimit,
    /// A fault; the connection is then closed.
    Fault(Fault),
}

/// One move's time, for the report: who, what the clock allowed, what was used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveTime {
    /// Ours (true) or the peer's.
    pub ours: bool,
    pub allowed: Duration,
    /// As measured here.
    pub used: Duration,
    /// As the MOVE message said (seconds).
    pub said: u16,
}

/// A finished game.
pub struct GameReport {
    pub record: Record<Position>,
    pub ending: Ending,
    pub times: Vec<MoveTime>,
    /// The peer's GAMEEND asked to stop the session.
    pub peer_stops: bool,
}

impl GameReport {
    /// Whether the session can go on after this game.
    pub fn session_goes_on(&self) -> bool {
        !self.peer_stops && !matches!(self.ending, Ending::Fault(_))
    }
}

fn seat_of(colour: Colour) -> Seat {
    match colour {
        Colour::White => Seat(0),
        Colour::Black => Seat(1),
    }
}

/// Our GAMEEND reason in a position the board ended, `ours` to move or not.
fn board_reason(record: &Record<Position>, ours: Colour) -> EndReason {
    match record.result().map(|r| r.winner) {
        Some(None) => EndReason::Draw,
        Some(Some(w)) if w == seat_of(ours) => EndReason::SenderWins,
        Some(Some(_)) => EndReason::SenderLoses,
        None => EndReason::Unknown,
    }
}

struct Game<'a> {
    link: &'a mut Link,
    spec: &'a GameSpec,
    record: Record<Position>,
    clocks: [DxpClock; 2],
    times: Vec<MoveTime>,
    peer_stops: bool,
}

/// Plays one game over `link` with `brain` behind our seat.
pub fn play_game(link: &mut Link, brain: &mut dyn Brain, spec: &GameSpec) -> GameReport {
    let mut record = Record::new(spec.start, Player::Human, Player::Human);
    record.set_tag("White", &spec.names[0]);
    record.set_tag("Black", &spec.names[1]);
    for mv in &spec.opening {
        if record.play(mv).is_err() {
            break;
        }
    }
    let clock = DxpClock::new(spec.minutes, spec.moves);
    let mut game = Game {
        link,
        spec,
        record,
        clocks: [clock, clock],
        times: Vec::new(),
        peer_stops: false,
    };
    let ending = match brain.new_game() {
        Ok(()) => game.run(brain),
        Err(e) => Ending::Fault(Fault::OwnEngine(e)),
    };
    game.finish(ending)
}

impl Game<'_> {
    fn stop_code(&self) -> StopCode {
        if self.spec.last {
            StopCode::EndSession
        } else {
            StopCode::NextGame
        }
    }

    fn our_turn(&self) -> bool {
        colour_of(self.record.position().side()) == self.spec.ours
    }

    fn run(&mut self, brain: &mut dyn Brain) -> Ending {
        loop {
            let over = self.record.result().is_some();
            if over || self.record.position().legal_moves().is_empty() {
                return self.board_end();
            }
            let at_limit = self.spec.max_plies > 0 && self.record.cursor() >= self.spec.max_plies;
            if at_limit && self.our_turn() {
                self.record.agree_draw();
                let _ = self.send_end(EndReason::Draw);
                self.await_end();
                return Ending::PlyLimit;
            }
            let step = if self.our_turn() {
                self.our_move(brain)
            } else {
                self.their_move()
            };
            if let Some(ending) = step {
                return ending;
            }
        }
    }

    fn send_end(&mut self, reason: EndReason) -> std::io::Result<()> {
        let stop = self.stop_code();
        self.link.send(&Message::GameEnd(GameEnd { reason, stop }))
    }

    /// The board ended the game: the side to move says so, the other waits a little
    /// for it and says so itself if it does not come.
    fn board_end(&mut self) -> Ending {
        let reason = board_reason(&self.record, self.spec.ours);
        if self.our_turn() {
            let _ = self.send_end(reason);
            self.await_end();
        } else {
            match self.await_end() {
                true => {
                    let _ = self.send_end(reason);
                }
                false => {
                    let _ = self.send_end(reason);
                    self.await_end();
                }
            }
        }
        Ending::Board
    }

    /// Waits (at most [`END_WAIT`]) for the peer's GAMEEND; true when it came.
    fn await_end(&mut self) -> bool {
        let until = Instant::now() + END_WAIT;
        for _ in 0..MAX_CHATTER {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            match self.link.recv(left) {
                Ok(Message::GameEnd(end)) => {
                    self.peer_stops |= end.stop == StopCode::EndSession;
                    return true;
                }
                Ok(Message::Chat(text)) => self.chat(&text),
                Ok(_) => {}
                Err(_) => return false,
            }
        }
        false
    }

    fn chat(&mut self, text: &str) {
        let line = format!("chat: {}", escaped(text));
        self.link.note(&line);
    }

    fn our_move(&mut self, brain: &mut dyn Brain) -> Option<Ending> {
        let clock = &self.clocks[0];
        let allowance = Allowance {
            left: clock.left(),
            moves_to_go: clock.moves_to_go(),
        };
        let began = Instant::now();
        let mv = match brain.choose(&self.record, allowance) {
            Ok(mv) => mv,
            Err(e) => {
                let _ = self.send_end(EndReason::SenderLoses);
                return Some(Ending::Fault(Fault::OwnEngine(e)));
            }
        };
        let used = began.elapsed();
        self.clocks[0].spend(used);
        let secs = used.as_secs_f64().round() as u32;
        let wire = to_dxp(&mv, secs);
        self.times.push(MoveTime {
            ours: true,
            allowed: allowance.left,
            used,
            said: wire.time(),
        });
        if self.record.play(&mv).is_err() {
            // The brains check their moves; this is the last guard.
            let _ = self.send_end(EndReason::SenderLoses);
            return Some(Ending::Fault(Fault::OwnEngine(BrainError::NoMove)));
        }
        if let Err(e) = self.link.send(&Message::Move(wire)) {
            return Some(Ending::Fault(Fault::Dropped(e.to_string())));
        }
        None
    }

    /// Waits for the peer's move, answering what comes meanwhile.
    fn their_move(&mut self) -> Option<Ending> {
        let began = Instant::now();
        let left = self.clocks[1].left();
        let limit = (left + MARGIN).min(self.spec.silence.unwrap_or(Duration::MAX));
        let deadline = began + limit;
        for _ in 0..MAX_CHATTER {
            let wait = deadline.saturating_duration_since(Instant::now());
            let message = match self.link.recv(wait) {
                Ok(m) => m,
                Err(e) => return Some(self.recv_fault(e, began)),
            };
            match message {
                Message::Move(wire) => {
                    let used = began.elapsed();
                    let mv = match from_dxp(self.record.position(), &wire) {
                        Ok(mv) => mv,
                        Err(_) => {
                            let text = escaped(&dxp_move_text(&wire));
                            return Some(self.fault(Fault::Illegal(text)));
                        }
                    };
                    self.times.push(MoveTime {
                        ours: false,
                        allowed: left,
                        used,
                        said: wire.time(),
                    });
                    if !self.clocks[1].spend(used) && used > left + MARGIN {
                        let (used_ms, left_ms) = (used.as_millis(), left.as_millis());
                        return Some(self.fault(Fault::OnTime { used_ms, left_ms }));
                    }
                    // Legal by the search above.
                    let _ = self.record.play(&mv);
                    return None;
                }
                Message::GameEnd(end) => {
                    self.peer_stops |= end.stop == StopCode::EndSession;
                    let reason = board_reason(&self.record, self.spec.ours);
                    let _ = self.send_end(reason);
                    return Some(Ending::PeerEnded(end.reason));
                }
                Message::Chat(text) => self.chat(&text),
                Message::BackRequest(req) => {
                    if let Err(e) = self.back(req) {
                        return Some(Ending::Fault(Fault::Dropped(e.to_string())));
                    }
                    if self.our_turn() {
                        return None;
                    }
                }
                Message::BackAccept(_) => {}
                other @ (Message::GameRequest(_) | Message::GameAccept(_)) => {
                    let kind = other.kind().spec_name().to_string();
                    return Some(self.fault(Fault::OutOfPlace(kind)));
                }
            }
        }
        Some(self.fault(Fault::Flood))
    }

    fn recv_fault(&mut self, e: RecvError, began: Instant) -> Ending {
        let fault = match e {
            RecvError::Timeout => Fault::Silent(began.elapsed().as_millis()),
            RecvError::Closed => Fault::Dropped("the peer closed it".into()),
            RecvError::Io(e) => Fault::Dropped(e.to_string()),
            RecvError::Parse(e) => Fault::Garbled(escaped(&e.to_string())),
            RecvError::Frame(e) => Fault::Garbled(escaped(&e.to_string())),
        };
        self.fault(fault)
    }

    /// A fault of the peer's: we say the game is ours and stop the session.
    fn fault(&mut self, fault: Fault) -> Ending {
        if !matches!(fault, Fault::Dropped(_)) {
            let stop = StopCode::EndSession;
            let end = GameEnd {
                reason: EndReason::SenderWins,
                stop,
            };
            let _ = self.link.send(&Message::GameEnd(end));
        }
        Ending::Fault(fault)
    }

    /// A BACKREQ: the game goes back to the position with that move number and colour
    /// to move (counted from the position the GAMEREQ gave), if allowed and possible.
    fn back(&mut self, req: BackRequest) -> std::io::Result<()> {
        let base = self.spec.opening.len().min(self.record.cursor());
        let first = self.record.positions()[base].side();
        let offset = usize::from(first == Color::Black);
        let wanted_black = color_of(req.to_move()) == Color::Black;
        let ply = (2 * (usize::from(req.move_number()) - 1) + usize::from(wanted_black))
            .checked_sub(offset);
        let target = ply.map(|p| base + p).filter(|&t| t <= self.record.cursor());
        let code = match target {
            _ if !self.spec.backups => BackAcceptCode::Refused,
            None => BackAcceptCode::Refused,
            Some(target) => {
                self.rewind(target);
                BackAcceptCode::Accepted
            }
        };
        let note = format!(
            "the peer asked to go back to move {} ({}): {}",
            req.move_number(),
            req.to_move().dxp_char(),
            if code == BackAcceptCode::Accepted {
                "done"
            } else {
                "refused"
            }
        );
        self.link.note(&note);
        self.link.send(&Message::BackAccept(BackAccept { code }))
    }

    /// The record cut back to `ply` moves (a fresh record replayed, tags kept).
    fn rewind(&mut self, ply: usize) {
        let mut record = Record::new(*self.record.start(), Player::Human, Player::Human);
        for (name, value) in self.record.tags() {
            record.set_tag(name, value);
        }
        for mv in &self.record.played()[..ply] {
            let _ = record.play(mv);
        }
        self.record = record;
    }

    fn finish(mut self, ending: Ending) -> GameReport {
        let ours = seat_of(self.spec.ours);
        let theirs = seat_of(self.spec.ours.opposite());
        let termination = match &ending {
            Ending::Board => None,
            Ending::PlyLimit => Some(format!("ended a draw after {} plies", self.spec.max_plies)),
            Ending::PeerEnded(reason) => {
                if self.record.result().is_none() {
                    match reason {
                        EndReason::SenderLoses => self.record.resign(theirs),
                        EndReason::SenderWins => self.record.resign(ours),
                        EndReason::Draw => self.record.agree_draw(),
                        EndReason::Unknown => {}
                    }
                }
                Some(format!("the peer ended the game ({})", end_text(*reason)))
            }
            Ending::Fault(fault) => {
                match fault {
                    Fault::OnTime { .. } | Fault::Silent(_) => self.record.flag_fall(theirs),
                    f if f.is_ours() => self.record.resign(ours),
                    _ => self.record.resign(theirs),
                }
                Some(fault.to_string())
            }
        };
        if let Some(text) = termination {
            self.record.set_tag("Termination", &text);
        }
        if matches!(ending, Ending::Fault(_)) {
            self.link.note(&format!("game over: {}", describe(&ending)));
            self.link.close();
        }
        GameReport {
            record: self.record,
            ending,
            times: self.times,
            peer_stops: self.peer_stops,
        }
    }
}

/// How a game ended, in words.
pub fn describe(ending: &Ending) -> String {
    match ending {
        Ending::Board => "by the board".to_string(),
        Ending::PlyLimit => "a draw at the ply limit".to_string(),
        Ending::PeerEnded(r) => format!("the peer ended it ({})", end_text(*r)),
        Ending::Fault(f) => f.to_string(),
    }
}
