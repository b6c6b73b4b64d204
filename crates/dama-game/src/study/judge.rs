//! How a played move is judged against the engine's choice: by how much of the mover's
//! **expected score** it gives away ([`super::expected`]: the engine's scores, from the
//! mover's view, through the game's fitted winning-chances curve), as the online
//! draughts and chess sites judge moves. The marks, written in PDN as NAGs:
//!
//! | expected score given away | mark | NAG  |
//! |---------------------------|------|------|
//! | 0.05 to 0.10              | `?!` | `$6` |
//! | 0.10 to 0.15              | `?`  | `$2` |
//! | 0.15 or more              | `??` | `$4` |
//!
//! So a move in a position already lost (little left to give away), or one after which
//! the side still wins (little taken off), is not a blunder however many men it costs.
//! A decisive score (a win or loss found by search, or an endgame database's value) is
//! an expected score of 1 or 0; throwing such a proven win away (decisive before the
//! move, not after it) is always `??`. Winning more slowly than possible is no mistake.
//! A forced move (the only legal one) is never marked.

pub use super::expected::DECISIVE;
use super::expected::expected;

/// Giving away at least this much expected score is an inaccuracy, `?!`.
pub const INACCURACY: f64 = 0.05;
/// At least this much is a mistake, `?`.
pub const MISTAKE: f64 = 0.10;
/// At least this much is a blunder, `??`.
pub const BLUNDER: f64 = 0.15;

/// A move's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!`: an inaccuracy.
    Inaccuracy,
    /// `?`: a mistake.
    Mistake,
    /// `??`: a blunder, or a proven win thrown away.
    Blunder,
}

impl Mark {
    /// The PDN numeric annotation glyph: `$6` (`?!`), `$2` (`?`), `$4` (`??`).
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The mark as people write it: `?!`, `?`, `??`.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// A score with every win and every loss made equal ([`DECISIVE`]).
pub fn capped(score: i32) -> i32 {
    score.clamp(-DECISIVE, DECISIVE)
}

/// The expected score a move worth `played` gives away where the engine's choice is
/// worth `best` (both from the mover's view), with the game's curve scale `k`: 0 or more.
pub fn given_away(best: i32, played: i32, k: f64) -> f64 {
    (expected(best, k) - expected(played, k)).max(0.0)
}

/// The mark of a move worth `played` where the engine's choice is worth `best` (both
/// from the mover's view), with the game's curve scale `k`; `None` for a good move or a
/// forced one.
pub fn judge(best: i32, played: i32, forced: bool, k: f64) -> Option<Mark> {
    if forced {
        return None;
    }
    let (best, played) = (capped(best), capped(played));
    if best == DECISIVE && played < DECISIVE {
        return Some(Mark::Blunder);
    }
    let loss = given_away(best, played, k);
    if loss >= BLUNDER {
        Some(Mark::Blunder)
    } else if loss >= MISTAKE {
        Some(Mark::Mistake)
    } else if loss >= INACCURACY {
        Some(Mark::Inaccuracy)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::MATE;

    const K: f64 = 200.0;

    #[test]
    fn drops_of_expected_score_give_marks() {
        assert_eq!(judge(30, 0, false, K), None);
        // Half a man, a man and two men given away from an even position.
        assert_eq!(judge(0, -50, false, K), Some(Mark::Inaccuracy));
        assert_eq!(judge(0, -100, false, K), Some(Mark::Mistake));
        assert_eq!(judge(0, -200, false, K), Some(Mark::Blunder));
        assert_eq!(judge(0, -200, true, K), None);
    }

    #[test]
    fn won_and_lost_positions_are_not_blunders() {
        // Still winning by many men after it: no blunder.
        assert!(judge(1100, 700, false, K) < Some(Mark::Blunder));
        // Already lost by many men: nothing much left to lose.
        assert!(judge(-700, -1100, false, K) < Some(Mark::Blunder));
        // Walking into a proven loss from a lost position is no blunder either.
        assert!(judge(-900, -(MATE - 6), false, K) < Some(Mark::Blunder));
    }

    #[test]
    fn decisive_scores() {
        // A proven win thrown away, even to a big advantage, is a blunder.
        assert_eq!(judge(MATE - 9, 400, false, K), Some(Mark::Blunder));
        assert_eq!(judge(15_300, 900, false, K), Some(Mark::Blunder));
        // Winning more slowly is no mistake; a database win (15,000 and up) counts too.
        assert_eq!(judge(MATE - 9, MATE - 21, false, K), None);
        assert_eq!(judge(MATE - 9, 15_300, false, K), None);
        // Walking into a loss from an even position.
        assert_eq!(judge(-40, -(MATE - 6), false, K), Some(Mark::Blunder));
        assert_eq!(judge(-(MATE - 30), -(MATE - 4), false, K), None);
    }

    #[test]
    fn nags() {
        assert_eq!(Mark::Inaccuracy.nag(), 6);
        assert_eq!(Mark::Blunder.symbol(), "??");
    }
}
