//! The engine's view of the 8x8/10x10 variants: [`Evaluate`] for every [`Board<R>`]. The
//! static score is the hand-written evaluation ([`super::hand`]) with the variant's tuned
//! weights ([`super::ruleset::RuleSet::HAND`]) plus its learned patterns of men
//! ([`super::pattern`], [`super::ruleset::RuleSet::PATTERNS`]: Brazilian and
//! International; none for English); captures are ordered by the kings they take.
//!
//! Each variant's search prunings are its [`RuleSet`]'s: ProbCut (`RuleSet::PROBCUT`) is
//! on in English (285 games, +113 =101 −71, 57.4 %, Elo +52 ± 33 at 0.1 s a move against
//! the `main` without it) and in Brazilian with wider margins, off in International (its
//! narrow margins scored −13 ± 48 in 110 games); the static cut (`RuleSet::STATIC_CUT`)
//! is on in English (docs/engine.md, "Pruning by games: ProbCut", "Per-game prunings").
//! Late move reductions by history (`RuleSet::LATE_REDUCTIONS`) are set in none: at
//! 0.1 s a move they scored Elo −34 ± 45 in English (122 games) and −28 ± 36 in
//! International (201 games) against the schedule (docs/engine.md, "Reductions by
//! history").

use crate::core::{
    Evaluate, Futility, LateReductions, LevelTable, Offers, ProbCut, Reductions, StaticCut, Threats,
};

use super::board::Board;
use super::hand;
use super::mv::Move;
use super::pattern;
use super::ruleset::RuleSet;

impl<R: RuleSet> Board<R> {
    /// The static score for the side to move, in hundredths of a man (the same as
    /// [`Evaluate::evaluate`]).
    ///
    /// ```
    /// use dama_draughts::core::{Evaluate, Rules};
    /// use dama_draughts::draughts::international::Position;
    ///
    /// // White a man up: good for White, to move.
    /// let pos = Position::parse_position("W:W31-50:B1-19")?;
    /// assert!(pos.static_score() > 0);
    /// assert_eq!(pos.static_score(), pos.evaluate());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[inline(always)]
    pub fn static_score(&self) -> i32 {
        hand::evaluate(self) + pattern::score(self, R::PATTERNS)
    }
}

impl<R: RuleSet> Evaluate for Board<R> {
    const LEVEL_TABLE: Option<&'static LevelTable> = R::LEVEL_TABLE;
    const PROBCUT: Option<ProbCut> = R::PROBCUT;
    const STATIC_CUT: Option<StaticCut> = R::STATIC_CUT;
    const LATE_REDUCTIONS: Option<LateReductions> = R::LATE_REDUCTIONS;
    const REDUCTIONS: Reductions = R::REDUCTIONS;
    const THREATS: Threats = R::THREATS;
    const FUTILITY: Option<Futility> = R::FUTILITY;
    const OFFERS: Option<Offers> = R::OFFERS;
    const MOVETIME_TO_THE_END: bool = R::MOVETIME_TO_THE_END;

    #[inline(always)]
    fn history_squares(mv: &Move) -> (usize, usize) {
        (mv.from_bit() as usize, mv.to_bit() as usize)
    }

    #[inline(always)]
    fn capture_weight(&self, mv: &Move) -> i32 {
        (mv.captured_bb() & self.kings).count_ones() as i32 * 2 + mv.capture_count() as i32
    }

    fn evaluate(&self) -> i32 {
        self.static_score()
    }
}
