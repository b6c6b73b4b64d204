//! Pass 1 of the family's solver, shared by the one-thread solver (`solve.rs`) and the
//! threaded one (`solve_par.rs`): each position of a run of the slice generated once, its
//! moves inside the slice counted, and the positions its moves out of the slice (or no
//! move at all) decide queued at their wave (`super::waves`).

use super::index::{Material, SliceIndex};
use super::known::{Counting, Known, exits, limit_of};
use super::waves::{Counts, Pushes};
use crate::draughts::movegen;
use crate::draughts::mv::MoveList;
use crate::draughts::ruleset::RuleSet;

/// What both solvers set up for a slice before pass 1.
pub(super) struct Setup<R: RuleSet> {
    pub index: SliceIndex<R>,
    pub n: usize,
    /// The FMJD endgame limit of the slice's class, in plies.
    pub limit: Option<u16>,
    pub counting: Counting,
    /// Whether the slice keeps each position's wave.
    pub keep: bool,
    /// Per position: its moves inside the slice and what its moves out say.
    pub counts: Counts,
}

impl<R: RuleSet> Setup<R> {
    pub(super) fn new(m: Material) -> Setup<R> {
        let index = SliceIndex::<R>::new(m);
        let n = index.len() as usize;
        let counting = Counting::of(&m, &index);
        let keep = counting.keeps_waves();
        Setup {
            limit: limit_of::<R>(&m),
            index,
            n,
            counting,
            keep,
            counts: Counts::new(n, keep),
        }
    }
}

/// Pass 1 over the positions `start..start + count.len()`: their counts, flags and exit
/// waves, and the positions decided by their moves out of the slice.
#[allow(clippy::too_many_arguments)]
pub(super) fn generate<R: RuleSet>(
    index: &SliceIndex<R>,
    m: Material,
    counting: Counting,
    known: &Known<R>,
    start: usize,
    count: &mut [u8],
    flags: &mut [u8],
    mut exit_wave: Option<&mut [u16]>,
) -> Result<Pushes, Material> {
    let mut out = Pushes::new();
    let mut list = MoveList::new();
    for (k, c) in count.iter_mut().enumerate() {
        let i = start + k;
        let pos = index.position(i as u64);
        list.clear();
        movegen::generate(&pos, &mut list);
        if list.is_empty() {
            out.push((0, false, i as u32));
            continue;
        }
        let e = exits(&pos, &list, m, counting, known)?;
        *c = e.inside.min(255) as u8;
        flags[k] = e.flags();
        if let Some(x) = exit_wave.as_deref_mut() {
            x[k] = e.loss_wave;
        }
        if let Some((w, won)) = e.decided() {
            out.push((w, won, i as u32));
        }
    }
    Ok(out)
}
