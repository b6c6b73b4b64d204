//! Building the databases slice by slice, smallest first, resumable: a slice whose file
//! is already there and sound is kept, and the next run goes on from the first missing one.
//! A slice depends on the slices with one piece fewer (captures) and on the slice with one
//! man turned into a king (promotions), so slices of a size are built fewer men first.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use super::EgdbError;
use super::file::{self, SliceFile};
use super::index::{Material, SliceIndex};
use super::solve::{self, Table};
use crate::draughts::egdb::tally::{Tally, Written};
use crate::draughts::italian::Position;

/// What the builder tells its caller as it goes.
#[derive(Clone, Debug)]
pub enum BuildEvent {
    /// A slice was already on disk and sound.
    Kept { material: Material, bytes: u64 },
    /// `done` of `total` positions of the whole build are solved (kept slices included).
    Progress { done: u64, total: u64 },
    /// A slice was solved and written.
    Built {
        slice: Written,
        /// Longest plies to conversion of a won position, and how many won positions need
        /// more than the 40-move rule's 80 plies to convert.
        longest_conversion: u16,
        over_forty: u64,
    },
}

/// Every slice with `2..=pieces` pieces, in build order.
pub fn plan(pieces: u32) -> Vec<Material> {
    (2..=pieces).flat_map(Material::all_with).collect()
}

/// Total positions in the slices of `plan(pieces)`.
pub fn total_positions(pieces: u32) -> u64 {
    plan(pieces).iter().map(|m| SliceIndex::new(*m).len()).sum()
}

/// Builds (or completes) the databases with up to `pieces` pieces in `dir`, solving up
/// to `threads` slices at once (slices of the same size and number of men do not depend
/// on each other).
pub fn build(
    dir: &Path,
    pieces: u32,
    threads: usize,
    on_event: &mut dyn FnMut(BuildEvent),
) -> Result<(), EgdbError> {
    let order = plan(pieces);
    let total = total_positions(pieces);
    let mut tally = Tally::start(dir, total, on_event, |done, total| BuildEvent::Progress {
        done,
        total,
    })?;
    let mut tables: HashMap<Material, Arc<Table>> = HashMap::new();
    let mut k = 0;
    while k < order.len() {
        let group_key = |m: &Material| (m.pieces(), m.men());
        let end = k + order[k..]
            .iter()
            .take_while(|m| group_key(m) == group_key(&order[k]))
            .count();
        let mut todo = Vec::new();
        for &material in &order[k..end] {
            let path = dir.join(file::file_name(&material));
            if let Ok(f) = SliceFile::open(&path) {
                let kept = BuildEvent::Kept {
                    material,
                    bytes: f.bytes,
                };
                tally.finished(kept, SliceIndex::new(material).len());
            } else {
                todo.push(material);
            }
        }
        // Load what these slices' moves lead into.
        for material in &todo {
            for dep in dependencies(material) {
                if let std::collections::hash_map::Entry::Vacant(slot) = tables.entry(dep) {
                    let f = SliceFile::open(&dir.join(file::file_name(&dep)))?;
                    slot.insert(Arc::new(f.read_all()?));
                }
            }
        }
        let solved = solve_group(dir, &todo, &tables, threads, &mut tally)?;
        // Keep in memory only what later slices still need.
        let still: Vec<Material> = order[end..].iter().flat_map(dependencies).collect();
        tables.retain(|m, _| still.contains(m));
        for table in solved {
            if still.contains(&table.index.material) {
                tables.insert(table.index.material, Arc::new(table));
            }
        }
        k = end;
    }
    Ok(())
}

/// Solves and writes independent slices on up to `threads` threads; events reach
/// `on_event` on the calling thread.
fn solve_group(
    dir: &Path,
    todo: &[Material],
    tables: &HashMap<Material, Arc<Table>>,
    threads: usize,
    tally: &mut Tally<BuildEvent>,
) -> Result<Vec<Table>, EgdbError> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::mpsc;
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<Result<(BuildEvent, Option<Table>), EgdbError>>();
    let lookup = |pos: &Position| -> u16 {
        let m = Material::of(pos);
        match tables.get(&m) {
            Some(t) => t.dtm[t.index.index(pos) as usize],
            None => unreachable!("slice {} is loaded before it is needed", m.name()),
        }
    };
    let mut out = Vec::new();
    let mut first_error = None;
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, todo.len().max(1)) {
            let tx = tx.clone();
            let next = &next;
            let lookup = &lookup;
            scope.spawn(move || {
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&material) = todo.get(j) else { break };
                    let started = Instant::now();
                    let table = solve::solve(material, lookup, &mut |n| {
                        let _ = tx.send(Ok((BuildEvent::Progress { done: n, total: 0 }, None)));
                    });
                    let result = file::write(dir, &table).map(|written| {
                        let bytes = std::fs::metadata(&written).map(|m| m.len()).unwrap_or(0);
                        let (longest, over) = conversion_stats(&table);
                        let positions = table.index.len();
                        let event = BuildEvent::Built {
                            slice: Written::since(material, positions, bytes, started),
                            longest_conversion: longest,
                            over_forty: over,
                        };
                        (event, Some(table))
                    });
                    let _ = tx.send(result);
                }
            });
        }
        drop(tx);
        // Positions of pass 1 count half (the sweeps are the other half).
        let mut partial = 0u64;
        for msg in rx {
            match msg {
                Ok((BuildEvent::Progress { done: n, .. }, _)) => {
                    partial += n;
                    tally.progress(partial);
                }
                Ok((event, table)) => {
                    let positions = match event {
                        BuildEvent::Built { slice, .. } => slice.positions,
                        _ => 0,
                    };
                    partial = partial.saturating_sub(positions);
                    tally.finished_beside(event, positions, partial);
                    out.extend(table);
                }
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
    });
    match first_error {
        Some(e) => Err(e),
        None => Ok(out),
    }
}

/// The slices a slice's moves lead into: captures take pieces (any number, by either
/// side's move) and men may be crowned; nothing else changes the material.
pub fn dependencies(m: &Material) -> Vec<Material> {
    let mut out = Vec::new();
    for n in 2..=m.pieces() {
        for x in Material::all_with(n) {
            let fewer = n < m.pieces()
                && x.white_men <= m.white_men
                && x.black_men <= m.black_men
                && x.white_men + x.white_kings <= m.white_men + m.white_kings
                && x.black_men + x.black_kings <= m.black_men + m.black_kings;
            let crowned = n == m.pieces()
                && ((x.white_men + 1 == m.white_men
                    && x.white_kings == m.white_kings + 1
                    && x.black_men == m.black_men
                    && x.black_kings == m.black_kings)
                    || (x.black_men + 1 == m.black_men
                        && x.black_kings == m.black_kings + 1
                        && x.white_men == m.white_men
                        && x.white_kings == m.white_kings));
            if fewer || crowned {
                out.push(x);
            }
        }
    }
    out
}

/// Longest conversion distance of a won position, and how many exceed 80 plies.
fn conversion_stats(t: &Table) -> (u16, u64) {
    let mut longest = 0;
    let mut over = 0;
    for (&m, &z) in t.dtm.iter().zip(&t.dtz) {
        if solve::code_is_win(m) {
            longest = longest.max(z);
            if z > crate::draughts::italian::FORTY_MOVE_PLIES {
                over += 1;
            }
        }
    }
    (longest, over)
}
