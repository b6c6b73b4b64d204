//! What goes into a search and what comes out: [`Limits`], the per-iteration [`Info`] and
//! the final [`Report`]. `Info` and
//! `Report` carry the game's moves; they default to Italian moves.

use std::time::Duration;

use crate::core::Rules;

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
    /// A game clock: the search spends its time by the position (see
    /// [`super::time`]) and plays a forced move at once.
    pub clock: Option<super::time::Clock>,
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

    pub fn clock(clock: super::time::Clock) -> Limits {
        Limits {
            clock: Some(clock),
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
pub struct Info<M> {
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
pub struct Report<M> {
    /// The move to play: `None` only when there is no legal move.
    pub best: Option<M>,
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
    /// Where `best` comes from: the search, or the opening book (then `score` and
    /// `depth` are the book's, `nodes` is 0 and `pv` is the book move alone). A UI
    /// shows "book" for [`Source::Book`].
    pub source: Source,
}

/// Where a [`Report`]'s move comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The search found it.
    #[default]
    Search,
    /// The game's opening book gave it (levels 6–10, the Hub with `book` on,
    /// `dama analyze --book`).
    Book,
}

/// Nodes per second, 0 when no time has passed.
pub fn nps(nodes: u64, elapsed: Duration) -> u64 {
    (nodes as u128 * 1_000_000_000)
        .checked_div(elapsed.as_nanos())
        .map_or(0, |n| n as u64)
}

/// Exact values for some positions (the Italian endgame databases): asked at every node
/// below each searched position, as the engine's [`Oracle`](crate::engine::Oracle) is.
pub trait Exact<G: Rules>: Sync {
    /// The value of `pos`, searched from `root`, `counter` plies after the last progress
    /// (`Rules::reversible_plies`): a score from the side to move's view, or `None`.
    fn value(&self, root: &G, pos: &G, counter: usize) -> Option<i32>;
}

/// An exact value the search may take instead of searching a position: given the
/// position and the plies already played without progress (`Rules::reversible_plies`),
/// a score from the side to move's view (`MATE - plies` for a win in that many plies
/// from there, its negation for a loss, 0 for a draw), or `None` to search it. The
/// Italian endgame databases provide one (`Egdb::oracle_score`).
pub type Oracle<'a, G> = &'a (dyn Fn(&G, usize) -> Option<i32> + Sync);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nps_handles_zero_time() {
        assert_eq!(nps(100, Duration::ZERO), 0);
        assert_eq!(nps(100, Duration::from_millis(500)), 200);
    }
}
