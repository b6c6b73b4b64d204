//! What goes into a search and what comes out: [`Limits`], the per-iteration [`Info`], the
//! final [`Report`], and how a score reads to a person ([`format_score`]). `Info` and
//! `Report` carry the game's moves; they default to Italian moves.

use std::time::Duration;

use crate::rules::Move;

use super::tt::{MATE, MATE_BOUND};

/// When to stop searching. Every field left `None` means "until stopped" (the default).
/// With several, the first one reached stops the search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Wall-clock time for the whole search.
    pub movetime: Option<Duration>,
    /// Nodes to visit (a search always completes depth 1, so it may go slightly past a
    /// tiny limit).
    pub nodes: Option<u64>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// Progress after one completed iteration of iterative deepening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Info<M = Move> {
    pub depth: u32,
    /// Hundredths of a man from the side to move's view, or a mate score.
    pub score: i32,
    pub nodes: u64,
    /// Nodes per second since the search began.
    pub nps: u64,
    pub elapsed: Duration,
    /// The principal variation, starting with the move to play.
    pub pv: Vec<M>,
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report<M = Move> {
    /// The move to play: `None` only when there is no legal move.
    pub best: Option<M>,
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
}

/// Nodes per second, 0 when no time has passed.
pub fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as u128 * 1_000_000_000)
        .checked_div(elapsed.as_nanos())
        .map_or(0, |n| n as u64)
}

/// Whether a score announces a forced win or loss.
pub fn is_mate_score(score: i32) -> bool {
    score.abs() > MATE_BOUND
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
    fn nps_handles_zero_time() {
        assert_eq!(nps(100, Duration::ZERO), 0);
        assert_eq!(nps(100, Duration::from_millis(500)), 200);
    }
}
