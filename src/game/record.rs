//! `Game`: the start position and every recorded move, with a cursor for undo and redo.
//!
//! The positions along the record are kept as a cache next to the moves (they follow
//! from the moves, nothing else), so that the repetition count and the 40-move counter
//! are read off the history instead of being updated by hand. Agreement and resignation
//! are the only results stored; they belong to the ply where they happened.

use std::collections::BTreeMap;

use time::OffsetDateTime;

use super::{EndReason, FORTY_MOVE_PLIES, GameError, GameResult, Player};
use crate::rules::{Color, Move, Position};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    /// Every recorded move, including undone ones after the cursor.
    moves: Vec<Move>,
    /// `positions[i]` is the position before `moves[i]`; one more than `moves`.
    positions: Vec<Position>,
    cursor: usize,
    white: Player,
    black: Player,
    /// A draw agreed or a resignation, at the ply it happened.
    declared: Option<(usize, GameResult)>,
    pub(super) created: OffsetDateTime,
    /// Extra PDN tags kept from an import (Event, Site, Round, player names, ...).
    pub(super) tags: BTreeMap<String, String>,
}

impl Game {
    /// A new game from `start` with nothing played yet.
    pub fn new(start: Position, white: Player, black: Player) -> Game {
        Game {
            start,
            moves: Vec::new(),
            positions: vec![start],
            cursor: 0,
            white,
            black,
            declared: None,
            created: super::save::now(),
            tags: BTreeMap::new(),
        }
    }

    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position at the cursor.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// Every recorded move, including undone ones after the cursor.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of plies played (the moves before the cursor).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves played up to the cursor.
    pub fn played(&self) -> &[Move] {
        &self.moves[..self.cursor]
    }

    pub fn last_move(&self) -> Option<&Move> {
        self.played().last()
    }

    /// The positions from the start up to and including the current one.
    pub fn positions(&self) -> &[Position] {
        &self.positions[..=self.cursor]
    }

    /// When the game was started (UTC, to the microsecond).
    pub fn created(&self) -> OffsetDateTime {
        self.created
    }

    /// Extra PDN tags (Event, Site, Round, names) kept from an import or set by the caller.
    pub fn tags(&self) -> &BTreeMap<String, String> {
        &self.tags
    }

    pub fn set_tag(&mut self, name: &str, value: &str) {
        self.tags.insert(name.to_string(), value.to_string());
    }

    /// Plays a legal move at the cursor. Undone moves after the cursor are dropped.
    /// Refused once the game is over.
    pub fn play(&mut self, mv: &Move) -> Result<(), GameError> {
        if let Some(result) = self.result() {
            return Err(GameError::Over(result));
        }
        let mut next = *self.position();
        next.play(mv)?;
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        if self.declared.is_some_and(|(ply, _)| ply >= self.cursor) {
            self.declared = None;
        }
        self.moves.push(*mv);
        self.positions.push(next);
        self.cursor += 1;
        Ok(())
    }

    /// Reads a typed move (`22-18`, `31x22x13`, short `31x13`, or `31 27 22`) and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Move, GameError> {
        if let Some(result) = self.result() {
            return Err(GameError::Over(result));
        }
        let mv = self.position().parse_move(text)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Plays one move read from a file at the cursor, or says why it cannot be played.
    pub(crate) fn play_recorded(&mut self, text: &str) -> Result<(), String> {
        match self.play_text(text) {
            Ok(_) => Ok(()),
            Err(GameError::Over(result)) => Err(format!("the game was already over ({result})")),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Takes back one ply; false at the start.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Replays one undone ply; false when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.moves.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// How the game stands at the cursor: over (and why) or `None` while it goes on.
    pub fn result(&self) -> Option<GameResult> {
        self.result_at(self.cursor)
    }

    /// The result at the end of the record (all moves, as if every undo were redone).
    pub fn final_result(&self) -> Option<GameResult> {
        self.result_at(self.moves.len())
    }

    fn result_at(&self, ply: usize) -> Option<GameResult> {
        let pos = &self.positions[ply];
        if let Some(outcome) = pos.outcome() {
            let reason = match outcome {
                crate::rules::Outcome::NoPieces { .. } => EndReason::NoPieces,
                crate::rules::Outcome::Blocked { .. } => EndReason::Blocked,
            };
            return Some(GameResult {
                winner: Some(outcome.winner()),
                reason,
            });
        }
        let quiet = self.quiet_plies_at(ply);
        let window = &self.positions[ply - quiet..ply];
        if window.iter().filter(|p| *p == pos).count() >= 2 {
            return Some(GameResult {
                winner: None,
                reason: EndReason::Repetition,
            });
        }
        if quiet >= FORTY_MOVE_PLIES {
            return Some(GameResult {
                winner: None,
                reason: EndReason::FortyMoves,
            });
        }
        match self.declared {
            Some((at, result)) if at == ply => Some(result),
            _ => None,
        }
    }

    /// Plies in a row, ending at `ply`, that were king moves without a capture.
    fn quiet_plies_at(&self, ply: usize) -> usize {
        (0..ply)
            .rev()
            .take_while(|&i| {
                let mv = &self.moves[i];
                !mv.is_capture() && self.positions[i].kings().contains(mv.from())
            })
            .count()
    }

    /// The 40-move counter at the cursor: plies since the last capture or man move.
    pub fn quiet_plies(&self) -> usize {
        self.quiet_plies_at(self.cursor)
    }

    /// How many times the current position has occurred (counting this time).
    pub fn repetitions(&self) -> usize {
        let pos = self.position();
        let quiet = self.quiet_plies();
        1 + self.positions[self.cursor - quiet..self.cursor]
            .iter()
            .filter(|p| *p == pos)
            .count()
    }

    /// `loser` resigns at the cursor; moves after the cursor are dropped. Ignored when
    /// the game is already over.
    pub fn resign(&mut self, loser: Color) {
        self.declare(GameResult {
            winner: Some(loser.opposite()),
            reason: EndReason::Resignation,
        });
    }

    /// The players agree a draw at the cursor; moves after the cursor are dropped.
    /// Ignored when the game is already over.
    pub fn agree_draw(&mut self) {
        self.declare(GameResult {
            winner: None,
            reason: EndReason::Agreement,
        });
    }

    fn declare(&mut self, result: GameResult) {
        if self.result().is_some() {
            return;
        }
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        self.declared = Some((self.cursor, result));
    }

    pub fn player(&self, c: Color) -> Player {
        match c {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub fn set_player(&mut self, c: Color, p: Player) {
        match c {
            Color::White => self.white = p,
            Color::Black => self.black = p,
        }
    }

    /// The Zobrist hashes of the positions before the current one since the last capture
    /// or man move, oldest first: the `history` argument of the engine's search.
    pub fn engine_history(&self) -> Vec<u64> {
        let quiet = self.quiet_plies();
        self.positions[self.cursor - quiet..self.cursor]
            .iter()
            .map(Position::hash)
            .collect()
    }

    /// The PDN move number of the ply at index `ply` (0-based) and whether it is
    /// Black's: `1.` for White's first move, `1...` for Black's.
    pub fn move_number(&self, ply: usize) -> (usize, bool) {
        let black_first = self.start.side_to_move() == Color::Black;
        let half = ply + usize::from(black_first);
        (half / 2 + 1, half % 2 == 1)
    }
}
