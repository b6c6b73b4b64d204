//! DamHex^3 as a game of the shared core: [`Rules`] for [`Position`], three seats.
//!
//! "Who acts" is [`Rules::to_move`]: the player whose turn it is, or the thief when a
//! ratto is on (the ratto is compulsory, so the position says who acts and its moves are
//! that player's only). The draw counter counts plies without a change in the number of
//! pieces, the number of kings or the places of the men ("La vittoria": 40 moves by each
//! player still playing); repetition is no rule of this game, so it never draws by itself.

use crate::core::{DrawRule, NotLegal, Outcome, Rules, Seat, WinReason};

use super::mv::{Kind, Move, MoveList};
use super::position::{Cause, Position};
use super::text::{self, MoveError, PositionError};

/// Moves each player still playing may make without progress before the game is drawn.
pub const NO_PROGRESS_MOVES: u32 = 40;

impl Rules for Position {
    type Move = Move;
    type MoveList = MoveList;
    /// Plies since the last change in pieces, kings or the places of the men.
    type Counters = u32;
    type MoveError = MoveError;
    type PositionError = PositionError;

    const GAME: &'static str = "damhex";
    const VARIANT: &'static str = "damhex";
    const PLAYERS: usize = 3;
    const REPETITION_DRAW: usize = usize::MAX;

    fn start() -> Self {
        Position::start()
    }

    fn to_move(&self) -> Seat {
        Seat(self.actor)
    }

    fn zobrist(&self) -> u64 {
        self.hash()
    }

    fn generate_moves(&self, list: &mut MoveList) {
        self.generate(list);
    }

    fn play_unchecked(&mut self, mv: &Move) {
        self.apply(mv);
    }

    /// Also takes the actor's withdrawal, which is no move of `generate_moves` (search
    /// and perft never withdraw).
    fn play(&mut self, mv: &Move) -> Result<(), NotLegal> {
        let withdraw = mv.kind == Kind::Withdraw && mv.seat == self.actor && !self.is_finished();
        if withdraw || self.legal_moves().contains(mv) {
            self.apply(mv);
            Ok(())
        } else {
            Err(NotLegal)
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_finished() {
            return None;
        }
        let winner = (0..3).find(|&s| self.is_alive(s))?;
        let latest = (0..3).max_by_key(|&s| self.out[s])?;
        let reason = match self.cause(latest) {
            Cause::Blocked => WinReason::Blocked,
            _ => WinReason::NoPieces,
        };
        Some(Outcome {
            winner: Seat(winner as u8),
            reason,
        })
    }

    fn is_tactical(&self) -> bool {
        let mut list = MoveList::new();
        self.generate(&mut list);
        list.first().is_some_and(Move::is_capture)
    }

    fn is_capture(mv: &Move) -> bool {
        mv.is_capture()
    }

    fn next_counters(&self, mv: &Move, counters: u32) -> u32 {
        let after = self.after(mv);
        let kings = |p: &Position| (0..3).map(|s| p.kings[s].count_ones()).sum::<u32>();
        let pieces = |p: &Position| p.occupied().count_ones();
        if after.men != self.men || kings(&after) != kings(self) || pieces(&after) != pieces(self) {
            0
        } else {
            counters.saturating_add(1)
        }
    }

    fn reversible_plies(counters: u32) -> usize {
        counters as usize
    }

    fn counter_draw(&self, counters: u32) -> Option<DrawRule> {
        (!self.is_finished() && counters >= NO_PROGRESS_MOVES * self.alive_count() as u32)
            .then_some(DrawRule::NoProgress)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        text::parse_move(self, text)
    }

    fn move_text(&self, mv: &Move) -> String {
        text::move_text(mv)
    }

    fn parse_position(text: &str) -> Result<Self, PositionError> {
        text::parse_position(text)
    }

    fn position_text(&self) -> String {
        text::position_text(self)
    }
}
