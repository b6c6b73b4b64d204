//! The threaded solver ([`super::solve_par`]) against the one-thread solver
//! ([`super::solve`]): the same value, wave and counts for every position of every slice
//! up to 3 pieces of English (distance slices: every distance), Brazilian (its FMJD 5- and
//! 16-move classes: the waves are kept) and International, and of 4-piece English
//! slices, on 1 to 3 threads.

use std::sync::Arc;

use super::index::Material;
use super::solve::{Known, solve};
use super::solve_par::solve_threads;
use crate::draughts::brazilian::Brazilian;
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::ruleset::RuleSet;

/// Solves `plan` in order both ways and compares each slice.
fn same_values<R: RuleSet>(plan: &[Material], threads: usize) {
    let mut known = Known::<R>::default();
    for &m in plan {
        let one = solve(m, &known, &|_| {}).expect("solve");
        let many = solve_threads(m, &known, threads).expect("solve on threads");
        let name = m.name();
        assert_eq!(one.table.values, many.table.values, "{name}");
        assert_eq!(one.table.waves, many.table.waves, "{name}");
        assert_eq!(
            (one.wins, one.draws, one.losses, one.longest),
            (many.wins, many.draws, many.losses, many.longest),
            "{name}"
        );
        assert_eq!(
            (one.longest_win, one.longest_loss),
            (many.longest_win, many.longest_loss),
            "{name}"
        );
        known.insert(Arc::new(one.table));
    }
}

#[test]
fn english_slices_solve_the_same_on_threads() {
    let mut plan = super::plan(3);
    plan.push(Material::new(0, 2, 0, 2));
    // A man crowning into two kings against two: distances through the crowning.
    plan.push(Material::new(1, 1, 0, 2));
    for threads in [2, 3] {
        same_values::<English>(&plan, threads);
    }
}

#[test]
fn brazilian_slices_with_endgame_limits_solve_the_same_on_threads() {
    let mut plan = super::plan(3);
    plan.push(Material::new(0, 3, 0, 1));
    same_values::<Brazilian>(&plan, 3);
}

#[test]
fn international_slices_solve_the_same_on_threads() {
    same_values::<International>(&super::plan(3), 2);
}
