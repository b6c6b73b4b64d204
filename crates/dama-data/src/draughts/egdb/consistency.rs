//! A check of built databases too large for the forward solver of [`super::verify`]
//! (5 and 6 pieces, where that solver would need days): every position checked must
//! hold the value that one ply of the game's own move generator gives from the stored
//! values of its successors — won when a move reaches a position lost for the opponent,
//! lost when every move reaches one won for the opponent (or there is no move), drawn
//! otherwise. The successors are read through the same probe the engine uses, so an
//! index that numbers a position wrongly, a capture or crowning that reaches the wrong
//! slice, or a position the retrograde solver left undecided or decided wrongly shows
//! as a disagreement.
//!
//! This is a necessary condition, not the proof the forward solver gives: a set of
//! positions wrongly marked won and lost in a cycle would pass it. The retrograde solver
//! only marks a position from successors already marked, which such a cycle cannot
//! come from, so what this finds is what goes wrong in practice (a missed or a wrong
//! predecessor, a wrong slice file). Positions of the FMJD move-limit classes are
//! skipped: their stored value holds with the count at 0 and their successors' counts
//! have run (`Egdb::wdl_moves` refuses them for the same reason); they are at most 4
//! pieces, within the forward solver's reach.

use super::index::{Material, SliceIndex};
use super::probe::{Egdb, Wdl};
use crate::draughts::board::Board;
use crate::draughts::ruleset::RuleSet;

/// What the check of one slice found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LocalReport {
    /// Positions checked.
    pub checked: u64,
    /// Positions of an FMJD move-limit class, not checked.
    pub limited: u64,
    /// Positions or successors the databases do not cover.
    pub missing: u64,
    /// Positions whose stored value is not the one their moves give.
    pub mismatches: u64,
    /// The first few disagreements, as FEN with both values.
    pub examples: Vec<String>,
}

/// The value one ply of play gives a position from its moves' values for the mover:
/// the best of them, and a loss when there is no move.
pub fn value_from_moves(moves: &[Wdl]) -> Wdl {
    moves.iter().copied().max().unwrap_or(Wdl::Loss)
}

/// Checks every `every`-th position of slice `m` (the first at `offset % every`, so
/// runs with other offsets check others), or all of them with `every` 1. A slice that
/// is not on disk counts as missing whole, without reading anything.
pub fn check_slice<R: RuleSet>(db: &Egdb<R>, m: Material, every: u64, offset: u64) -> LocalReport {
    let index = SliceIndex::<R>::new(m);
    let every = every.max(1);
    let mut r = LocalReport::default();
    let stored = |x: Material| db.slices().iter().any(|f| f.index.material == x);
    if !stored(m) && !stored(m.mirror()) {
        r.missing = index.len().saturating_sub(offset % every).div_ceil(every);
        return r;
    }
    let mut i = offset % every;
    while i < index.len() {
        check_position(db, &index.position(i), &mut r);
        i += every;
    }
    r
}

/// Checks one position into `r`.
pub fn check_position<R: RuleSet>(db: &Egdb<R>, pos: &Board<R>, r: &mut LocalReport) {
    if db.limited(pos) {
        r.limited += 1;
        return;
    }
    match db.probe_wdl(pos) {
        Some(stored) => check_against(db, pos, stored, r),
        None => r.missing += 1,
    }
}

/// Checks that `stored` is the value the moves of `pos` give, into `r`.
pub fn check_against<R: RuleSet>(db: &Egdb<R>, pos: &Board<R>, stored: Wdl, r: &mut LocalReport) {
    let Some(moves) = db.wdl_moves(pos) else {
        r.missing += 1;
        return;
    };
    r.checked += 1;
    let values: Vec<Wdl> = moves.iter().map(|(_, w)| *w).collect();
    let played = value_from_moves(&values);
    if played != stored {
        r.mismatches += 1;
        if r.examples.len() < 10 {
            r.examples.push(format!(
                "{}: database {stored:?}, its moves give {played:?}",
                pos.to_fen()
            ));
        }
    }
}
