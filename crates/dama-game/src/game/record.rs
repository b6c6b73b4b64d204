//! `Record<G>`: the start position and every recorded move, with a cursor for undo and
//! redo, for any game of the family.
//!
//! The positions along the record are kept as a cache next to the moves (they follow
//! from the moves, nothing else). Repetition and the game's draw counters are not
//! computed here: the record replays its moves into a [`History`], the one home of those
//! rules, which the engine's search also starts from. Agreement and resignation are the
//! only results stored; they belong to the ply where they happened.

use std::collections::BTreeMap;

use time::OffsetDateTime;

use super::clock::GameClock;
use super::{EndReason, GameError, GameResult, MoveProblem, Player};
use crate::core::{History, Rules, Seat};

/// A game as played: moves at a cursor that undo and redo move, and the result the
/// board, the draw rules or the players give it.
///
/// ```
/// use dama_game::core::{Level, Rules};
/// use dama_game::draughts::italian::Position;
/// use dama_game::game::{EndReason, Player, Record};
///
/// let computer = Player::Computer { level: Level::of(5) };
/// let mut game = Record::new(<Position as Rules>::start(), Player::Human, computer);
/// game.play_text("22-18")?;
/// game.play_text("11-15")?;
/// assert_eq!(game.cursor(), 2);
/// assert!(game.undo());
/// assert_eq!(game.cursor(), 1);
/// assert!(game.redo());
/// assert_eq!(game.played().len(), 2);
///
/// // Two kings repeat a position for the fourth time: a draw, and no move after it.
/// let kings = Position::parse_position("W:WK29:BK4")?;
/// let mut game = Record::new(kings, Player::Human, Player::Human);
/// for text in ["29-25", "4-8", "25-29", "8-4"].repeat(3) {
///     game.play_text(text)?;
/// }
/// let result = game.result().expect("drawn");
/// assert_eq!((result.winner, result.reason), (None, EndReason::Repetition));
/// assert!(game.play_text("29-25").is_err());
/// assert!(game.undo());
/// assert_eq!(game.result(), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<G: Rules> {
    start: G,
    /// Every recorded move, including undone ones after the cursor.
    moves: Vec<G::Move>,
    /// `positions[i]` is the position before `moves[i]`; one more than `moves`.
    positions: Vec<G>,
    cursor: usize,
    /// Who plays each seat, seat 0 first.
    players: Vec<Player>,
    /// A draw agreed or a resignation, at the ply it happened.
    declared: Option<(usize, GameResult)>,
    pub(super) created: OffsetDateTime,
    /// Extra PDN tags kept from an import (Event, Site, Round, player names, ...).
    pub(super) tags: BTreeMap<String, String>,
    /// The game's clocks, when it is played with a time control.
    clock: Option<GameClock>,
}

impl<G: Rules> Record<G> {
    /// A new two-player game from `start` with nothing played yet.
    pub fn new(start: G, first: Player, second: Player) -> Self {
        Self::with_players(start, vec![first, second])
    }

    /// A new game from `start` with one player per seat (missing seats are human).
    pub fn with_players(start: G, mut players: Vec<Player>) -> Self {
        players.resize(G::PLAYERS, Player::Human);
        Record {
            start,
            moves: Vec::new(),
            positions: vec![start],
            cursor: 0,
            players,
            declared: None,
            created: super::save::now(),
            tags: BTreeMap::new(),
            clock: None,
        }
    }

    pub fn start(&self) -> &G {
        &self.start
    }

    /// The position at the cursor.
    pub fn position(&self) -> &G {
        &self.positions[self.cursor]
    }

    /// Every recorded move, including undone ones after the cursor.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The number of plies played (the moves before the cursor).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The moves played up to the cursor.
    pub fn played(&self) -> &[G::Move] {
        &self.moves[..self.cursor]
    }

    pub fn last_move(&self) -> Option<&G::Move> {
        self.played().last()
    }

    /// The positions from the start up to and including the current one.
    pub fn positions(&self) -> &[G] {
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

    /// Plays a legal move at the cursor. The move the record already holds next only
    /// steps forward (like [`redo`](Self::redo)): every later move is kept. A different
    /// move drops the undone moves after the cursor. Refused once the game is over.
    ///
    /// ```
    /// use dama_game::core::Rules;
    /// use dama_game::draughts::italian::Position;
    /// use dama_game::game::{Player, Record};
    ///
    /// let mut game = Record::new(<Position as Rules>::start(), Player::Human, Player::Human);
    /// for text in ["24-20", "9-13", "20-16", "13-17", "22-19"] {
    ///     game.play_text(text)?;
    /// }
    /// while game.undo() {}
    /// game.play_text("24-20")?; // the move the game has next: nothing is lost
    /// assert_eq!((game.cursor(), game.moves().len()), (1, 5));
    /// assert!(game.redo());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn play(&mut self, mv: &G::Move) -> Result<(), GameError<G>> {
        if let Some(result) = self.result() {
            return Err(GameError::Over(result));
        }
        if self.moves.get(self.cursor) == Some(mv) {
            self.cursor += 1;
            return Ok(());
        }
        let mut next = *self.position();
        next.play(mv)?;
        if self.position().repetition_limit().is_some()
            && !self.history().allows(self.position(), mv)
        {
            return Err(GameError::Repeats);
        }
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

    /// Reads a typed move in any notation the game accepts and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<G::Move, GameError<G>> {
        if let Some(result) = self.result() {
            return Err(GameError::Over(result));
        }
        let mv = self.position().parse_move(text).map_err(GameError::Move)?;
        self.play(&mv)?;
        Ok(mv)
    }

    /// Plays one move read from a file at the cursor, or says why it cannot be played.
    pub(crate) fn play_recorded(&mut self, text: &str) -> Result<(), MoveProblem> {
        self.play_text(text).map(|_| ()).map_err(MoveProblem::from)
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
            return Some(GameResult {
                winner: Some(outcome.winner),
                reason: EndReason::of_win(outcome.reason),
            });
        }
        if let Some(draw) = self.history_at(ply).draw(pos) {
            return Some(GameResult {
                winner: None,
                reason: EndReason::of_draw(draw),
            });
        }
        match self.declared {
            Some((at, result)) if at == ply => Some(result),
            _ => None,
        }
    }

    /// The draw-rule history of the position at `ply`: the record's moves replayed.
    fn history_at(&self, ply: usize) -> History<G> {
        let mut history = History::new();
        for (pos, mv) in self.positions[..ply].iter().zip(&self.moves[..ply]) {
            history.push(pos, mv);
        }
        history
    }

    /// The draw-rule history at the cursor: what the engine's search starts from.
    pub fn history(&self) -> History<G> {
        self.history_at(self.cursor)
    }

    /// The no-progress counter at the cursor (Italian: plies since the last capture or
    /// man move).
    pub fn quiet_plies(&self) -> usize {
        G::reversible_plies(self.history().counters())
    }

    /// How many times the current position has occurred (counting this time).
    pub fn repetitions(&self) -> usize {
        self.history().occurrences(self.position())
    }

    /// `loser` resigns at the cursor; moves after the cursor are dropped. Ignored when
    /// the game is already over. In a two-player game the other player wins.
    pub fn resign(&mut self, loser: impl Into<Seat>) {
        let loser = loser.into();
        let winner = (G::PLAYERS == 2).then(|| Seat(1 - loser.0.min(1)));
        self.declare(GameResult {
            winner,
            reason: EndReason::Resignation,
        });
    }

    /// `loser`'s time ran out before it moved, at the cursor; moves after the cursor are
    /// dropped. Ignored when the game is already over. In a two-player game the other
    /// player wins.
    pub fn flag_fall(&mut self, loser: impl Into<Seat>) {
        let loser = loser.into();
        let winner = (G::PLAYERS == 2).then(|| Seat(1 - loser.0.min(1)));
        self.declare(GameResult {
            winner,
            reason: EndReason::Time,
        });
    }

    /// The game's clocks, if it is played with a time control.
    pub fn clock(&self) -> Option<&GameClock> {
        self.clock.as_ref()
    }

    pub fn clock_mut(&mut self) -> Option<&mut GameClock> {
        self.clock.as_mut()
    }

    /// Plays the game with these clocks (or without any).
    pub fn set_clock(&mut self, clock: Option<GameClock>) {
        self.clock = clock;
    }

    /// How many moves `seat` has made up to the cursor.
    pub fn moves_by(&self, seat: impl Into<Seat>) -> usize {
        let seat = seat.into();
        self.positions[..self.cursor]
            .iter()
            .filter(|p| p.to_move() == seat)
            .count()
    }

    /// Drops the undone moves after the cursor (a review that plays on from here).
    pub fn truncate(&mut self) {
        self.moves.truncate(self.cursor);
        self.positions.truncate(self.cursor + 1);
        if self.declared.is_some_and(|(ply, _)| ply > self.cursor) {
            self.declared = None;
        }
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

    /// Who plays `seat` (a draughts `Color` converts to its seat).
    pub fn player(&self, seat: impl Into<Seat>) -> Player {
        self.players
            .get(seat.into().index())
            .copied()
            .unwrap_or(Player::Human)
    }

    pub fn set_player(&mut self, seat: impl Into<Seat>, p: Player) {
        if let Some(slot) = self.players.get_mut(seat.into().index()) {
            *slot = p;
        }
    }

    /// Every seat's player, seat 0 first.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The PDN move number of the ply at index `ply` (0-based) and whether it is the
    /// second player's: `1.` for the first move of a move pair, `1...` for the second.
    pub fn move_number(&self, ply: usize) -> (usize, bool) {
        // The game's usual first mover opens each numbered pair (Black in English).
        let second_first = self.start.to_move() != G::start().to_move();
        let half = ply + usize::from(second_first);
        (half / 2 + 1, half % 2 == 1)
    }
}
