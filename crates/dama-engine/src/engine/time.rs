//! Time management with a game clock: how long one move may take. From the time left,
//! the increment and the moves to go (30 when the clock does not say), [`budget`] gives an
//! optimum (the time a normal move aims at) and a maximum (a hard limit, always inside
//! the clock less a safety reserve for the protocol's overhead). The search
//! ([`super::search`]) stretches the optimum when the best move changes or the score drops
//! between iterations, and plays a forced move (a single legal move) at once.

use std::time::Duration;

/// A game clock at the moment the engine is asked to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    /// Time left on the engine's clock.
    pub left: Duration,
    /// Time added after each move.
    pub inc: Duration,
    /// Moves until the next time control, when the clock has one.
    pub moves_to_go: Option<u32>,
}

/// The time one move may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Aim: a new iteration is not started past half of it (stretched by the search).
    pub optimum: Duration,
    /// Never more: the search stops here.
    pub maximum: Duration,
}

/// Moves assumed left in the game when the clock does not say.
pub const MOVES_TO_GO: u32 = 30;
/// Kept off the clock for the protocol's and the operating system's delays.
pub const RESERVE: Duration = Duration::from_millis(50);
/// Share of the clock (after the reserve) one move may take at most, in percent, while
/// more moves are to come before the next control.
pub const MAX_SHARE_PERCENT: u32 = 40;
/// How far the search may stretch the optimum when the position asks for more time.
pub const MAX_STRETCH_PERCENT: u32 = 300;

/// The budget of one move on `clock`.
pub fn budget(clock: &Clock) -> Budget {
    // The reserve grows with a short clock: at most a tenth of it is ever planned away.
    let reserve = RESERVE.min(clock.left / 2) + clock.left / 20;
    let usable = clock.left.saturating_sub(reserve);
    let moves = clock.moves_to_go.unwrap_or(MOVES_TO_GO).max(1);
    let share = if moves == 1 { 90 } else { MAX_SHARE_PERCENT };
    let maximum = usable * share / 100;
    let optimum = (usable / moves + clock.inc * 3 / 4).min(maximum);
    Budget { optimum, maximum }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_never_reaches_the_end_of_the_clock() {
        // By counting: every clock from 0 to 5 s in 1 ms steps (and some long ones),
        // with and without increments and move counts.
        let lefts = (0..5000u64)
            .map(Duration::from_millis)
            .chain([60, 600, 3600].map(Duration::from_secs));
        for left in lefts {
            for inc in [0, 10, 500, 5000].map(Duration::from_millis) {
                for moves_to_go in [None, Some(1), Some(2), Some(40)] {
                    let b = budget(&Clock {
                        left,
                        inc,
                        moves_to_go,
                    });
                    assert!(b.optimum <= b.maximum, "{left:?} {inc:?} {b:?}");
                    // Even stretched, the search stops at the maximum, which leaves
                    // at least the reserve (or a twentieth of a tiny clock) unused.
                    assert!(b.maximum + left / 20 <= left, "{left:?} {inc:?} {b:?}");
                    if left >= Duration::from_millis(100) {
                        assert!(b.maximum + RESERVE <= left, "{left:?} {inc:?} {b:?}");
                        assert!(!b.optimum.is_zero());
                    }
                }
            }
        }
    }

    #[test]
    fn a_normal_move_takes_a_share_of_the_clock() {
        let b = budget(&Clock {
            left: Duration::from_secs(60),
            inc: Duration::from_millis(400),
            moves_to_go: None,
        });
        // (60 - 0.05 - 3) / 30 + 0.3 = 2.1983 s.
        assert!(b.optimum > Duration::from_millis(2198) && b.optimum < Duration::from_millis(2199));
        assert!(b.maximum >= b.optimum * 3);
        // The last move before a control may use most of what is left.
        let last = budget(&Clock {
            left: Duration::from_secs(10),
            inc: Duration::ZERO,
            moves_to_go: Some(1),
        });
        assert!(last.maximum > Duration::from_secs(8) && last.maximum < Duration::from_secs(9));
    }

    #[test]
    fn a_forced_move_on_a_clock_costs_no_node() {
        use crate::core::History;
        use crate::engine::{Limits, Tt, search_threads};
        use dama_draughts::draughts::italian::Position;
        let pos = Position::from_fen("W:W22,30:B18,5").expect("fen");
        let clock = Clock {
            left: Duration::from_secs(100),
            inc: Duration::ZERO,
            moves_to_go: None,
        };
        let stop = std::sync::atomic::AtomicBool::new(false);
        let mut tt = Tt::new(1);
        let report = search_threads(
            &pos,
            &History::new(),
            &Limits::clock(clock),
            &mut tt,
            1,
            &stop,
            &mut |_| {},
        );
        assert_eq!(report.nodes, 0);
        assert_eq!(report.best, pos.legal_moves().first().copied());
    }
}
