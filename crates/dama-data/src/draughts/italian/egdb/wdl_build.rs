//! Building the win/draw/loss slices of one size (six pieces for `dama egdb build
//! --pieces 6`; any size in tests): the canonical slice of each mirror pair, fewer men
//! first, each solved by all threads at once ([`super::wdl_solve`]), resumable like the
//! distance build. Captures lead into the distance slices of fewer pieces, which must be
//! on disk; they are read once into two-bit tables (73 MB for every slice up to five
//! pieces). Promotions lead into slices of this size solved before, kept in memory while
//! a later slice still needs them.

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::EgdbError;
use super::build::dependencies;
use super::file::{self, Kind, SliceFile};
use super::index::{Material, SliceIndex};
use super::solve::{code_is_loss, code_is_win};
use super::wdl::{self, Known, Packed, WdlTable};
use super::wdl_solve;
use crate::draughts::egdb::tally::Tally;

/// What the WDL builder tells its caller as it goes.
#[derive(Clone, Debug)]
pub enum WdlEvent {
    /// A slice was already on disk and sound.
    Kept { material: Material, bytes: u64 },
    /// `done` of `total` positions of this build are solved (kept slices included).
    Progress { done: u64, total: u64 },
    /// A slice was solved and written.
    Built {
        material: Material,
        positions: u64,
        bytes: u64,
        elapsed: Duration,
        wins: u64,
        draws: u64,
        losses: u64,
        /// Positions with a capture pending (answered by playing the captures).
        captures: u64,
        /// Plies within which every win of the slice forces a capture or promotion.
        longest_exit: u32,
    },
}

/// The canonical slices of exactly `pieces` pieces, in build order.
pub fn wdl_plan(pieces: u32) -> Vec<Material> {
    Material::all_with(pieces)
        .into_iter()
        .filter(Material::is_canonical)
        .collect()
}

/// A distance slice read into a two-bit table (every position stored).
fn from_distances(dir: &Path, m: &Material) -> Result<WdlTable, EgdbError> {
    let path = dir.join(file::file_name(m));
    if !path.exists() {
        return Err(EgdbError::MissingSlice { path });
    }
    let f = SliceFile::open(&path)?;
    if f.kind != Kind::Dtm {
        return Err(EgdbError::Corrupt { path });
    }
    let mut values = Packed::new(f.index.len());
    let mut i = 0u64;
    for b in 0..f.blocks() {
        let (dtm, _) = f.read_block(b)?;
        for c in dtm {
            let code = if code_is_win(c) {
                wdl::WIN
            } else if code_is_loss(c) {
                wdl::LOSS
            } else {
                wdl::DRAW
            };
            values.set(i, code);
            i += 1;
        }
    }
    Ok(WdlTable {
        index: f.index,
        values,
        sparse: false,
    })
}

/// Makes sure every slice `m`'s moves lead into is in `known`.
fn load_dependencies(dir: &Path, m: &Material, known: &mut Known) -> Result<(), EgdbError> {
    for dep in dependencies(m) {
        if dep.pieces() < m.pieces() {
            if !known.contains(&dep) {
                known.insert(Arc::new(from_distances(dir, &dep)?));
            }
        } else {
            let c = dep.canonical();
            if !known.contains(&c) {
                let path = dir.join(file::kind_file_name(Kind::Wdl, &c));
                known.insert(Arc::new(SliceFile::open(&path)?.read_wdl()?));
            }
        }
    }
    Ok(())
}

/// Builds (or completes) the win/draw/loss slices of `plan` (from [`wdl_plan`], or a
/// part of it in build order) in `dir`, on `threads` threads.
pub fn build_wdl(
    dir: &Path,
    plan: &[Material],
    threads: usize,
    on_event: &mut dyn FnMut(WdlEvent),
) -> Result<(), EgdbError> {
    let total: u64 = plan.iter().map(|m| SliceIndex::new(*m).len()).sum();
    let mut tally = Tally::start(dir, total, on_event, |done, total| WdlEvent::Progress {
        done,
        total,
    })?;
    let mut known = Known::default();
    for (k, &material) in plan.iter().enumerate() {
        let path = dir.join(file::kind_file_name(Kind::Wdl, &material));
        if let Ok(f) = SliceFile::open(&path)
            && f.kind == Kind::Wdl
        {
            let kept = WdlEvent::Kept {
                material,
                bytes: f.bytes,
            };
            tally.finished(kept, f.index.len());
            continue;
        }
        load_dependencies(dir, &material, &mut known)?;
        let started = Instant::now();
        let solved =
            tally.while_solving(|report| wdl_solve::solve(material, &known, threads, report));
        let written = file::write_wdl(dir, &solved.table)?;
        let bytes = std::fs::metadata(&written).map_or(0, |m| m.len());
        let positions = solved.table.index.len();
        let built = WdlEvent::Built {
            material,
            positions,
            bytes,
            elapsed: started.elapsed(),
            wins: solved.wins,
            draws: solved.draws,
            losses: solved.losses,
            captures: solved.captures,
            longest_exit: solved.longest_exit,
        };
        tally.finished(built, positions);
        // Keep only the slices of this size that later slices still crown into.
        let still: HashSet<Material> = plan[k + 1..]
            .iter()
            .flat_map(dependencies)
            .filter(|d| d.pieces() == material.pieces())
            .map(|m| m.canonical())
            .collect();
        for m in plan[..k].iter().filter(|m| !still.contains(m)) {
            known.remove(m);
        }
        if still.contains(&material) {
            known.insert(Arc::new(solved.table));
        }
    }
    Ok(())
}
