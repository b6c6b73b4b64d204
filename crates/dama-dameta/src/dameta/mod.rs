//! Dameta (Beppi Menozzi and Paolo Fasce, 1994; name by Fabio Bigaglia): football with
//! draughts pieces on an 8x8 board whose left and right edges are joined. Four pieces a
//! side and a ball; a turn moves one piece and may pass the ball along a chain of
//! friends before or after the move; a piece jumping the opposing ball holder takes the
//! ball; the ball reaching a back rank, by a move, a jump or a pass, is a goal at once
//! and ends the turn. The rules follow the authors' Italian text (`/work/shared/seeds`,
//! `r.26 -- DAMETA`); where it is silent the decisions are written in
//! docs/rules/dameta.md and in the help text.
//!
//! [`Position`] implements the core's `Rules` (here) and `Evaluate` (`eval`), so the
//! generic engine, perft and the game record work unchanged. The loop rule needs the
//! game's history: it is the core's [`crate::core::Rules::repetition_limit`] hook,
//! applied by [`crate::core::History`], the one home of repetition.

mod error;
pub mod eval;
pub mod geometry;
pub mod levels;
mod notation;
// Picking a turn square by square, for the terminal shell (dama-tui).
#[doc(hidden)]
pub mod pick;
mod position;
// The evaluation's weights, for the tuner (dama-data).
#[doc(hidden)]
pub mod weights;
pub mod words;

pub use error::{PositionTextError, TurnError};
pub use position::{DEFAULT_GOALS, MAX_GOALS, Position, Turn, TurnList};

use crate::core::{DrawRule, NotLegal, Outcome, Rules, Seat, WinReason};

/// Plies since the last goal: positions before a goal can never stand again.
pub type Counters = u32;

/// How many times a position may stand before the loop rule bars the player in whose
/// half the ball is from bringing it back once more (the third time is refused).
pub const LOOP_LIMIT: usize = 3;

#[inline]
fn mix(mut x: u64) -> u64 {
    // splitmix64's finaliser: every input bit reaches every output bit.
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

impl Rules for Position {
    type Move = Turn;
    type MoveList = TurnList;
    type Counters = Counters;
    type MoveError = TurnError;
    type PositionError = PositionTextError;

    const GAME: &'static str = "dameta";
    const VARIANT: &'static str = "dameta";
    const PLAYERS: usize = 2;
    /// A turn with a pass has a space in it (`e3>e2 e2-e1`); no turn has a `|`.
    const MOVE_SEPARATOR: &'static str = " | ";
    /// A backstop for the cycles the loop rule cannot break (the barred player has no
    /// other turn, or the ball changes half every turn): the fifth time draws.
    const REPETITION_DRAW: usize = 5;

    #[inline]
    fn start() -> Self {
        Position::new_game(DEFAULT_GOALS, Seat::FIRST)
    }

    #[inline]
    fn to_move(&self) -> Seat {
        Seat(self.to_move)
    }

    #[inline]
    fn zobrist(&self) -> u64 {
        let small = u64::from(self.ball.unwrap_or(64))
            | u64::from(self.to_move) << 8
            | u64::from(self.score[0]) << 16
            | u64::from(self.score[1]) << 24
            | u64::from(self.goals) << 32
            | u64::from(self.kicker) << 40;
        mix(self.men[0]) ^ mix(self.men[1] ^ 0x5555_5555_5555_5555).rotate_left(17) ^ mix(small)
    }

    #[inline]
    fn generate_moves(&self, list: &mut TurnList) {
        self.turns(list);
    }

    #[inline]
    fn play_unchecked(&mut self, mv: &Turn) {
        self.apply(mv);
    }

    /// A listed turn, or the same turn written another way (a pass typed before the
    /// move where the list has it after), kept as written.
    #[inline]
    fn play(&mut self, mv: &Turn) -> Result<(), NotLegal> {
        if self.is_written_form(mv, &self.legal_moves()) {
            self.apply(mv);
            Ok(())
        } else {
            Err(NotLegal)
        }
    }

    #[inline]
    fn outcome(&self) -> Option<Outcome> {
        self.winner().map(|winner| Outcome {
            winner,
            reason: WinReason::Goals,
        })
    }

    #[inline]
    fn is_tactical(&self) -> bool {
        false
    }

    #[inline]
    fn is_capture(mv: &Turn) -> bool {
        mv.capture
    }

    #[inline]
    fn next_counters(&self, mv: &Turn, counters: Counters) -> Counters {
        if self.scores(mv).is_some() {
            0
        } else {
            counters.saturating_add(1)
        }
    }

    #[inline]
    fn reversible_plies(counters: Counters) -> usize {
        counters as usize
    }

    #[inline]
    fn counter_draw(&self, _counters: Counters) -> Option<DrawRule> {
        None
    }

    #[inline]
    fn repetition_limit(&self) -> Option<usize> {
        // The player in whose half the ball is must break a loop.
        (self.ball_half() == Some(Seat(self.to_move))).then_some(LOOP_LIMIT)
    }

    #[inline]
    fn parse_move(&self, text: &str) -> Result<Turn, TurnError> {
        self.parse_turn(text, &self.legal_moves())
    }

    #[inline]
    fn move_text(&self, mv: &Turn) -> String {
        self.turn_text(mv)
    }

    #[inline]
    fn parse_position(text: &str) -> Result<Self, PositionTextError> {
        Position::from_text(text)
    }

    #[inline]
    fn position_text(&self) -> String {
        self.to_text()
    }
}
