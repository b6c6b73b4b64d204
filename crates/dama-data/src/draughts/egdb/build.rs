//! Building every slice of a variant up to N pieces, resumable: a slice whose file is on
//! disk and sound is kept (read back for the slices after it); one whose file fails its
//! checks (truncated, corrupt, another game's) is said so and built again. Order: fewer
//! pieces first, then fewer men, so a capture (fewer pieces) or a crowning (one man
//! fewer) always leads into a slice solved before. Only the canonical side of each colour
//! mirror pair is built ([`Material::is_canonical`]).
//!
//! The distance slices (English up to 5 pieces, [`has_distances`]) are written as
//! distance files (`.vdd`) and read back with their distances, which the slices after
//! them need. A folder built before them (win/draw/loss `.vdb` files up to 5 pieces) is
//! completed: each such slice is solved again with its distances and its `.vdb` file is
//! replaced by the `.vdd` one (removed once the new one is written). The slices above
//! (English 6 pieces) stay win/draw/loss and read only the values below them.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use super::EgdbError;
use super::file::{self, SliceFile};
use super::index::{Material, SliceIndex};
use super::solve::{self, Known, has_distances, limit_of};
use super::tally::{Tally, Written};
use crate::draughts::ruleset::RuleSet;

/// What the builder tells its caller as it goes.
#[derive(Clone, Debug)]
pub enum BuildEvent {
    /// A slice was on disk and sound.
    Kept { material: Material, bytes: u64 },
    /// A slice's file was there but unusable: it is built again.
    Rebuilding { material: Material, reason: String },
    /// `done` of `total` positions of this build (kept slices included).
    Progress { done: u64, total: u64 },
    /// A slice was solved and written.
    Built {
        slice: Written,
        wins: u64,
        draws: u64,
        losses: u64,
        /// The most plies any decided position of the slice needs to leave it (a capture,
        /// a crowning) or to end the game, with perfect play; in a distance slice, the
        /// longest distance to the end.
        longest: u32,
        /// In a distance slice, the longest win and the longest loss (plies to the end);
        /// else 0.
        longest_win: u32,
        longest_loss: u32,
    },
}

/// The slices of up to `pieces` pieces, in build order.
pub fn plan(pieces: u32) -> Vec<Material> {
    let mut all: Vec<Material> = (2..=pieces)
        .flat_map(Material::all_with)
        .filter(Material::is_canonical)
        .collect();
    all.sort_by_key(|m| (m.pieces(), m.men(), *m));
    all
}

/// Positions stored for `plan(pieces)`.
pub fn total_positions<R: RuleSet>(pieces: u32) -> u64 {
    plan(pieces)
        .iter()
        .map(|m| SliceIndex::<R>::new(*m).len())
        .sum()
}

/// Builds (or completes) game `R`'s databases up to `pieces` pieces in `dir`, each
/// slice solved on `threads` threads (`solve_par`: the same values as on one).
pub fn build<R: RuleSet>(
    dir: &Path,
    pieces: u32,
    threads: usize,
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<(), EgdbError> {
    build_plan::<R>(dir, &plan(pieces), threads, on_event)
}

/// Builds the slices of `plan` (in build order; each slice's captures and crownings must
/// lead into slices before it or on disk from an earlier build of them).
pub fn build_plan<R: RuleSet>(
    dir: &Path,
    plan: &[Material],
    threads: usize,
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<(), EgdbError> {
    let total: u64 = plan.iter().map(|m| SliceIndex::<R>::new(*m).len()).sum();
    let mut tally = Tally::start(dir, total, on_event, |done, total| BuildEvent::Progress {
        done,
        total,
    })?;
    let mut known = Known::<R>::default();
    let mut bare = false;
    for &m in plan {
        if !bare && !has_distances::<R>(&m) {
            // No slice still to solve reads a distance: only the values are kept.
            known.without_waves();
            bare = true;
        }
        let path = dir.join(file::name_of::<R>(&m));
        let mut kept = None;
        if path.exists() {
            match SliceFile::<R>::open(&path).and_then(|f| Ok((f.bytes, f.read_all()?))) {
                Ok(k) => kept = Some(k),
                Err(e) => tally.tell(BuildEvent::Rebuilding {
                    material: m,
                    reason: e.to_string(),
                }),
            }
        }
        // A slice under an endgame limit is small and needs its waves for the slices
        // that crown into it: solved again in memory, and checked against its file.
        if let Some((bytes, table)) = kept {
            let table = if limit_of::<R>(&m).is_some() {
                let fresh = solve_table(m, &known, dir)?;
                (fresh.values == table.values).then_some(fresh)
            } else {
                Some(table)
            };
            if let Some(table) = table {
                replaced::<R>(dir, &m)?;
                known.insert(Arc::new(table));
                let positions = SliceIndex::<R>::new(m).len();
                tally.finished(BuildEvent::Kept { material: m, bytes }, positions);
                continue;
            }
            tally.tell(BuildEvent::Rebuilding {
                material: m,
                reason: format!("{}: differs from a fresh solve", path.display()),
            });
        }
        let started = Instant::now();
        let solved = super::solve_par::solve_threads(m, &known, threads)
            .map_err(|missing| missing_slice::<R>(dir, missing))?;
        let (_, bytes) = file::write(dir, &solved.table)?;
        replaced::<R>(dir, &m)?;
        let positions = solved.table.index.len();
        let built = BuildEvent::Built {
            slice: Written::since(m, positions, bytes, started),
            wins: solved.wins,
            draws: solved.draws,
            losses: solved.losses,
            longest: solved.longest,
            longest_win: solved.longest_win,
            longest_loss: solved.longest_loss,
        };
        tally.finished(built, positions);
        known.insert(Arc::new(solved.table));
    }
    Ok(())
}

/// Removes the win/draw/loss file of a distance slice whose distance file is written.
fn replaced<R: RuleSet>(dir: &Path, m: &Material) -> Result<(), EgdbError> {
    if !has_distances::<R>(m) {
        return Ok(());
    }
    let old = dir.join(file::file_name(m));
    match std::fs::remove_file(&old) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(EgdbError::Io {
            path: old,
            source: e,
        }),
        _ => Ok(()),
    }
}

fn missing_slice<R: RuleSet>(dir: &Path, m: Material) -> EgdbError {
    EgdbError::MissingSlice {
        path: dir.join(file::name_of::<R>(&m.canonical())),
    }
}

fn solve_table<R: RuleSet>(
    m: Material,
    known: &Known<R>,
    dir: &Path,
) -> Result<solve::Table<R>, EgdbError> {
    Ok(solve::solve(m, known, &|_| {})
        .map_err(|missing| missing_slice::<R>(dir, missing))?
        .table)
}
