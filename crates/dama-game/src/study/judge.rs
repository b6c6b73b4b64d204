//! How a played move is judged against the engine's choice: the thresholds, in the
//! engine's score unit (hundredths of a man, from the mover's view), and the marks they
//! give, written in PDN as NAGs.
//!
//! | loss against the engine's choice | mark | NAG  |
//! |----------------------------------|------|------|
//! | 50 to 99 (half a man)            | `?!` | `$6` |
//! | 100 to 249 (a man)               | `?`  | `$2` |
//! | 250 or more (two and a half men) | `??` | `$4` |
//!
//! A decisive score (a win or loss found by search, or an endgame database's value) is
//! worth [`DECISIVE`]: throwing a win away (decisive before the move, not after it) or
//! walking into a loss from a position that was not lost is always `??`. Winning more
//! slowly than possible is no mistake. A forced move (the only legal one) is never marked.

/// Any score at or beyond this (in absolute value) is a win or a loss, not an advantage:
/// mate scores and the endgame databases' values (distances and win/draw/loss) are all
/// above it; the evaluation of a position never reaches it.
pub const DECISIVE: i32 = 10_000;
/// A loss of at least this much (hundredths of a man) is an inaccuracy, `?!`.
pub const INACCURACY: i32 = 50;
/// A loss of at least this much is a mistake, `?`.
pub const MISTAKE: i32 = 100;
/// A loss of at least this much is a blunder, `??`.
pub const BLUNDER: i32 = 250;

/// A move's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mark {
    /// `?!`: a loss of half a man or more.
    Inaccuracy,
    /// `?`: a loss of a man or more.
    Mistake,
    /// `??`: a loss of two and a half men or more, or a win thrown away.
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

/// The mark of a move worth `played` where the engine's choice is worth `best` (both
/// from the mover's view); `None` for a good move or a forced one.
pub fn judge(best: i32, played: i32, forced: bool) -> Option<Mark> {
    if forced {
        return None;
    }
    let (best, played) = (capped(best), capped(played));
    let thrown = best == DECISIVE && played < DECISIVE;
    let lost = best > -DECISIVE && played == -DECISIVE;
    if thrown || lost {
        return Some(Mark::Blunder);
    }
    let loss = best - played;
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

    #[test]
    fn thresholds_give_marks() {
        assert_eq!(judge(30, 0, false), None);
        assert_eq!(judge(30, -20, false), Some(Mark::Inaccuracy));
        assert_eq!(judge(30, -70, false), Some(Mark::Mistake));
        assert_eq!(judge(30, -220, false), Some(Mark::Blunder));
        assert_eq!(judge(30, -220, true), None);
    }

    #[test]
    fn decisive_scores() {
        // A win thrown away, even to a small advantage, is a blunder.
        assert_eq!(judge(MATE - 9, 400, false), Some(Mark::Blunder));
        // Winning more slowly is no mistake; a database win (15,000 and up) counts too.
        assert_eq!(judge(MATE - 9, MATE - 21, false), None);
        assert_eq!(judge(MATE - 9, 15_300, false), None);
        // Walking into a loss; a lost position stays lost whatever is played.
        assert_eq!(judge(-40, -(MATE - 6), false), Some(Mark::Blunder));
        assert_eq!(judge(-(MATE - 30), -(MATE - 4), false), None);
    }

    #[test]
    fn nags() {
        assert_eq!(Mark::Inaccuracy.nag(), 6);
        assert_eq!(Mark::Blunder.symbol(), "??");
    }
}
