//! Late move reductions: how many plies a quiet late move loses. A game that sets
//! `Evaluate::LATE_REDUCTIONS` ([`crate::core::LateReductions`]) reduces by depth, move
//! number and history, from a table of the logarithmic formula filled once a search;
//! the others by the game's fixed schedule, `Evaluate::REDUCTIONS`
//! ([`crate::core::Reductions`]).

use crate::core::{Evaluate, LateReductions, Reductions};

/// Depths and move numbers the table covers; larger ones read its last row or column.
const SIZE: usize = 64;

/// The reductions of one search.
pub(super) enum Reducer {
    Schedule(Reductions),
    ByHistory {
        settings: LateReductions,
        /// `table[depth][i]`: the plies by depth and move number alone.
        table: Box<[[u8; SIZE]; SIZE]>,
    },
}

impl Reducer {
    pub(super) fn new<G: Evaluate>() -> Reducer {
        match G::LATE_REDUCTIONS {
            None => Reducer::Schedule(G::REDUCTIONS),
            Some(settings) => Reducer::by_history(settings),
        }
    }

    fn by_history(settings: LateReductions) -> Reducer {
        let mut table = Box::new([[0; SIZE]; SIZE]);
        for (d, row) in table.iter_mut().enumerate() {
            for (i, r) in row.iter_mut().enumerate() {
                *r = settings.base_plies(d as i32, i).clamp(0, 255) as u8;
            }
        }
        Reducer::ByHistory { settings, table }
    }

    /// The plies the `i`-th move (from 0, in the order searched) of a node at `depth`
    /// loses, when it qualifies (quiet, not a killer, leaving no capture pending);
    /// `history` is its history score (0: it has caused no cutoff in this search).
    #[inline]
    pub(super) fn plies(&self, depth: i32, i: usize, history: i32) -> i32 {
        match self {
            Reducer::Schedule(s) => s.plies(depth, i),
            Reducer::ByHistory { settings, table } => {
                if depth < settings.min_depth || i == 0 {
                    return 0;
                }
                let mut r = i32::from(table[(depth as usize).min(SIZE - 1)][i.min(SIZE - 1)]);
                if history == 0 {
                    r += settings.no_history;
                }
                // At least one ply is left to the child.
                r.clamp(0, (depth - 2).max(0))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dama_draughts::draughts::brazilian::Position;

    #[test]
    fn the_table_follows_the_formula_history_and_the_floor() {
        let reducer = Reducer::by_history(LateReductions::LOG_100_200);
        // 1 + ln 13 ln 4 / 2 = 2.78: two plies, three without history.
        assert_eq!(reducer.plies(13, 4, 500), 2);
        assert_eq!(reducer.plies(13, 4, 0), 3);
        // The first move and shallow nodes are never reduced.
        assert_eq!(reducer.plies(13, 0, 0), 0);
        assert_eq!(reducer.plies(2, 9, 0), 0);
        // At 3 plies left the child keeps one ply: 1 + 1 would leave none.
        assert_eq!(reducer.plies(3, 1, 0), 1);
        // Past the table's last row and column.
        assert_eq!(reducer.plies(90, 200, 7), reducer.plies(63, 63, 7));
    }

    #[test]
    fn a_game_without_settings_keeps_its_schedule() {
        // Brazilian draughts sets none: the plain schedule.
        assert_eq!(Position::LATE_REDUCTIONS, None);
        let reducer = Reducer::new::<Position>();
        for (depth, i) in [(2, 5), (3, 3), (6, 6), (9, 20)] {
            assert_eq!(
                reducer.plies(depth, i, 0),
                Reductions::PLAIN.plies(depth, i)
            );
        }
        assert_eq!(reducer.plies(3, 2, 0), 0);
        assert_eq!(reducer.plies(3, 3, 0), 1);
    }

    #[test]
    fn a_game_plays_its_own_schedule() {
        use dama_draughts::draughts::italian::Position as Italian;
        assert_eq!(Italian::REDUCTIONS, Reductions::DEEP);
        let reducer = Reducer::new::<Italian>();
        // The deep schedule reduces the third move, and the ninth by three plies.
        assert_eq!(reducer.plies(3, 2, 0), 1);
        assert_eq!(reducer.plies(6, 8, 0), 3);
    }
}
