//! Scores: hundredths of a man from the side to move's view, or a win or loss found by
//! search, `MATE - plies` and its negation. How mate scores are stored relative to a node
//! in the table, and how a score reads to a person ([`format_score`]).

use super::params::search::MAX_PLY;

pub use crate::core::MATE;
/// Any score with an absolute value above this is a mate score.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Wider than any score: the search's initial window.
pub(crate) const INF: i32 = MATE + 1;

/// Whether a score announces a forced win or loss.
pub fn is_mate_score(score: i32) -> bool {
    score.abs() > MATE_BOUND
}

/// A score found `ply` plies below the root as the transposition table keeps it: mate
/// distances counted from the node, not the root.
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_table`] for a node `ply` plies below the root.
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A score as a person reads it: `+0.35` (men), `win in 7`, `loss in 4` (moves of the side
/// to move to the end of the game).
pub fn format_score(score: i32) -> String {
    if score > MATE_BOUND {
        format!("win in {}", (MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        format!("loss in {}", (MATE + score + 1) / 2)
    } else if score == 0 {
        "0.00".to_string()
    } else {
        format!("{:+.2}", score as f64 / 100.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_like_a_person_says_them() {
        assert_eq!(format_score(35), "+0.35");
        assert_eq!(format_score(-120), "-1.20");
        assert_eq!(format_score(0), "0.00");
        assert_eq!(format_score(MATE - 13), "win in 7");
        assert_eq!(format_score(-(MATE - 8)), "loss in 4");
        assert_eq!(format_score(-MATE), "loss in 0");
    }

    #[test]
    fn table_scores_round_trip() {
        for score in [0, 57, -300, MATE - 9, -(MATE - 4)] {
            assert_eq!(from_table(to_table(score, 6), 6), score);
        }
        assert_eq!(to_table(MATE - 10, 3), MATE - 7);
        assert!(is_mate_score(-(MATE - 4)) && !is_mate_score(MATE_BOUND));
    }
}
