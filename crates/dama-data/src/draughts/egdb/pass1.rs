//! Pass 1 of the family's solver, shared by the one-thread solver (`solve.rs`) and the
//! threaded one (`solve_par.rs`): each position of a run of the slice generated once, its
//! moves inside the slice counted, and the positions its moves out of the slice (or no
//! move at all) decide queued at their wave.

use super::index::{Material, SliceIndex};
use super::known::{Counting, Exits, Known, LOSS, WIN, exits};
use crate::draughts::movegen;
use crate::draughts::mv::MoveList;
use crate::draughts::ruleset::RuleSet;

/// Positions queued for a wave: `(wave, code, index)`.
pub(super) type Pushes = Vec<(usize, u8, u32)>;

/// Adds `pushes` to the wave queues.
pub(super) fn queue(buckets: &mut Vec<[Vec<u32>; 2]>, pushes: Pushes) {
    for (w, code, i) in pushes {
        push(buckets, w, code, i);
    }
}

/// Queues position `i` as `code` (won or lost) at wave `w`.
pub(super) fn push(buckets: &mut Vec<[Vec<u32>; 2]>, w: usize, code: u8, i: u32) {
    if buckets.len() <= w {
        buckets.resize_with(w + 1, Default::default);
    }
    buckets[w][usize::from(code == LOSS)].push(i);
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
            out.push((0, LOSS, i as u32));
            continue;
        }
        let Exits {
            inside,
            win_wave,
            draw_exit,
            loss_wave,
        } = exits(&pos, &list, m, counting, known)?;
        *c = inside.min(255) as u8;
        if let Some(w) = win_wave {
            flags[k] |= 2;
            out.push((usize::from(w), WIN, i as u32));
        }
        if draw_exit {
            flags[k] |= 1;
        }
        if let Some(e) = exit_wave.as_deref_mut() {
            e[k] = loss_wave;
        }
        if inside == 0 && flags[k] == 0 {
            out.push((usize::from(loss_wave), LOSS, i as u32));
        }
    }
    Ok(out)
}
