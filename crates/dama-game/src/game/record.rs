//! `Record<G>`: the start position and every recorded move as a tree (the main line and
//! its variations, [`Tree`]), with a cursor on one line of it for undo and redo, for any
//! game of the family.
//!
//! The record walks one line of the tree, the *current line*: the moves from the start
//! through the cursor and on to the end of that line. Everything the rest of the program
//! asks (`moves`, `played`, `positions`, `result`) is about the current line; the moves
//! and positions along it are kept as a cache next to the tree (they follow from it,
//! nothing else). Playing the move the line has next steps forward; a different move
//! starts a variation and the line follows it (see `variations.rs` for entering,
//! leaving, promoting and deleting variations). Repetition and the game's draw counters are not
//! computed here: the record replays its moves into a [`History`], the one home of those
//! rules, which the engine's search also starts from. Agreement and resignation are the
//! only results stored; they belong to the ply where they happened.

use std::collections::BTreeMap;

use time::OffsetDateTime;

use super::clock::GameClock;
use super::tree::{NodeId, Tree};
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
#[derive(Clone, Debug)]
pub struct Record<G: Rules> {
    pub(super) start: G,
    /// Every move recorded: the main line and its variations.
    pub(super) tree: Tree<G>,
    /// The current line: the tree's nodes from the start to the end of the line.
    pub(super) line: Vec<NodeId>,
    /// The moves of the current line, including undone ones after the cursor.
    moves: Vec<G::Move>,
    /// `positions[i]` is the position before `moves[i]`; one more than `moves`.
    positions: Vec<G>,
    pub(super) cursor: usize,
    /// Who plays each seat, seat 0 first.
    players: Vec<Player>,
    /// A draw agreed or a resignation, after the move it happened at (`None`: before
    /// the first move).
    pub(super) declared: Option<(Option<NodeId>, GameResult)>,
    pub(super) created: OffsetDateTime,
    /// Extra PDN tags kept from an import (Event, Site, Round, player names, ...).
    pub(super) tags: BTreeMap<String, String>,
    /// The order the tags were first set in (an import's order), for writing them back.
    pub(super) tag_order: Vec<String>,
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
            tree: Tree::default(),
            line: Vec::new(),
            moves: Vec::new(),
            positions: vec![start],
            cursor: 0,
            players,
            declared: None,
            created: super::save::now(),
            tags: BTreeMap::new(),
            tag_order: Vec::new(),
            clock: None,
        }
    }

    /// Every move recorded, the variations too.
    pub fn tree(&self) -> &Tree<G> {
        &self.tree
    }

    /// The current line's nodes in the tree, from the first move.
    pub fn line(&self) -> &[NodeId] {
        &self.line
    }

    /// The node after `ply` plies of the current line (`None` at the start).
    pub(super) fn node_at(&self, ply: usize) -> Option<NodeId> {
        ply.checked_sub(1).map(|k| self.line[k])
    }

    /// Makes `line` the current line (the cursor kept within it) and refreshes the
    /// moves and positions along it.
    pub(super) fn set_line(&mut self, line: Vec<NodeId>) {
        self.moves = line.iter().map(|&id| self.tree.node(id).mv).collect();
        self.positions.truncate(1);
        self.positions
            .extend(line.iter().map(|&id| self.tree.node(id).after));
        self.line = line;
        self.cursor = self.cursor.min(self.line.len());
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
        if !self.tag_order.iter().any(|n| n == name) {
            self.tag_order.push(name.to_string());
        }
        self.tags.insert(name.to_string(), value.to_string());
    }

    /// The extra tags in the order they were set (an import's order), then any other.
    pub fn ordered_tags(&self) -> Vec<(&str, &str)> {
        let mut out: Vec<(&str, &str)> = self
            .tag_order
            .iter()
            .filter_map(|n| self.tags.get_key_value(n))
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        for (n, v) in &self.tags {
            if !self.tag_order.contains(n) {
                out.push((n, v));
            }
        }
        out
    }

    /// Plays a legal move at the cursor. The move the record already holds next only
    /// steps forward (like [`redo`](Self::redo)): every later move is kept. A different
    /// move starts a variation (or follows the one the tree already has with that
    /// move): the old line stays in the tree, the current line follows the new move.
    /// Refused once the game is over.
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
    /// game.play_text("12-16")?; // another move: a variation, the old line kept
    /// assert_eq!((game.cursor(), game.moves().len()), (2, 2));
    /// assert_eq!(game.tree().preorder().len(), 6);
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
        let parent = self.node_at(self.cursor);
        let mut line = self.line[..self.cursor].to_vec();
        if let Some(known) = self.tree.child_with(parent, mv) {
            // A variation the tree already holds: follow it to its end.
            line.push(known);
            line.extend(self.tree.main_from(Some(known)));
        } else {
            let mut next = *self.position();
            next.play(mv)?;
            if self.position().repetition_limit().is_some()
                && !self.history().allows(self.position(), mv)
            {
                return Err(GameError::Repeats);
            }
            line.push(self.tree.add(parent, *mv, next));
        }
        self.set_line(line);
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
            Some((at, result)) if at == self.node_at(ply) => Some(result),
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

    /// `loser` resigns at the cursor; moves after the cursor (their variations too) are
    /// dropped. Ignored when
    /// the game is already over. In a two-player game the other player wins.
    pub fn resign(&mut self, loser: impl Into<Seat>) {
        let loser = loser.into();
        let winner = (G::PLAYERS == 2).then(|| Seat(1 - loser.0.min(1)));
        self.declare(GameResult {
            winner,
            reason: EndReason::Resignation,
        });
    }

    /// `loser`'s time ran out before it moved, at the cursor; moves after the cursor (their
    /// variations too) are dropped. Ignored when the game is already over. In a two-player game the other
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

    /// Ends the current line at the cursor (a review that plays on from here): the
    /// later moves stay in the tree, and the next move played follows them when it is
    /// theirs or starts a variation beside them.
    pub fn truncate(&mut self) {
        let line = self.line[..self.cursor].to_vec();
        self.set_line(line);
    }

    /// The players agree a draw at the cursor; moves after the cursor (their variations
    /// too) are dropped.
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
        let here = self.node_at(self.cursor);
        self.tree.cut(here);
        let line = self.line[..self.cursor].to_vec();
        self.set_line(line);
        self.declared = Some((here, result));
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

/// Two records are equal when they hold the same game: the same tree (whatever order its
/// moves were added in), line, cursor, players, result, tags and clock.
impl<G: Rules> PartialEq for Record<G> {
    fn eq(&self, other: &Self) -> bool {
        let line = |r: &Self| {
            r.line
                .iter()
                .map(|&id| r.tree.node(id).mv)
                .collect::<Vec<_>>()
        };
        let declared = |r: &Self| {
            r.declared
                .map(|(at, result)| (at.map(|id| r.tree.canonical_place(id)), result))
        };
        self.start == other.start
            && self.cursor == other.cursor
            && line(self) == line(other)
            && self.tree.canonical() == other.tree.canonical()
            && self.players == other.players
            && declared(self) == declared(other)
            && self.created == other.created
            && self.tags == other.tags
            && self.clock == other.clock
    }
}

impl<G: Rules> Eq for Record<G> {}
