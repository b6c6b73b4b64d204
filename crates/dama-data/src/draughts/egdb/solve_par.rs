//! The retrograde solver of [`super::solve`] on several threads, with the same values
//! (the tests compare them slice by slice). The two passes of the one-thread solver are
//! shared out:
//!
//! 1. generating each position's moves and reading the slices its captures and
//!    crownings lead into: the index range is cut into one contiguous part per thread,
//!    each writing its own part of the counts and flags (no sharing);
//! 2. the waves: the positions decided at wave `w` are cut among the threads; each marks
//!    a position with an atomic compare-exchange (undecided to won or lost, so a position
//!    queued twice is decided once), finds its predecessors and counts their moves down
//!    with atomic decrements (exactly one thread sees a count reach 0). Losses are done
//!    before wins within a wave, as in the one-thread solver, with a barrier between.
//!
//! Why the values are the same: a position's value and wave are fixed by the waves of
//! its successors alone (won at the first wave after a lost successor; lost at the wave
//! after its last won successor when every move is to a won one), whatever order the
//! positions of one wave are taken in; a position is never queued as both won and lost
//! in one wave (one with a lost successor has a move whose count is never taken off).
//!
//! Memory: one byte a position for the value, one for the count of moves inside the
//! slice, one for the flags (as the one-thread solver), four more in the slices that
//! keep their waves (the exit wave and the wave, two bytes each: the small slices under
//! an FMJD endgame limit, and the English distance slices up to 5 pieces), and the queue
//! of the waves (4 bytes an entry); the smaller slices are read from memory at two bits
//! a position (and two bytes for a distance). Positions are numbered in `u32` queues, as
//! in the one-thread solver. The distances are the same as the one-thread solver's for
//! the same reason as the values: the wave a position is decided at is fixed by its
//! successors' waves and the order of the waves.

use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, Ordering::Relaxed};

use super::index::{Material, SliceIndex};
use super::pass1::{Setup, generate};
use super::solve::{self, DRAW, Known, LOSS, Solved, WIN, finish, predecessors, wave_u16};
use super::waves::{Counts, Pushes, Queue, Waves, decide, sweep};
use crate::draughts::board::Board;
use crate::draughts::ruleset::RuleSet;

/// A wave's list shorter than this is done on the calling thread (smaller in the tests, so
/// that small slices share their waves too).
const SHARE_FROM: usize = if cfg!(test) { 64 } else { 4096 };

/// Solves slice `m` on `threads` threads (1: exactly [`solve::solve`]).
pub fn solve_threads<R: RuleSet>(
    m: Material,
    known: &Known<R>,
    threads: usize,
) -> Result<Solved<R>, Material> {
    if threads <= 1 {
        return solve::solve(m, known, &|_| {});
    }
    let Setup {
        index,
        n,
        limit,
        counting,
        keep,
        counts:
            Counts {
                mut count,
                mut flags,
                mut exit_wave,
            },
    } = Setup::<R>::new(m);
    let part = n.div_ceil(threads).max(1);
    let mut pushes: Vec<Result<Pushes, Material>> = Vec::new();
    std::thread::scope(|scope| {
        let mut exit_parts = exit_wave.chunks_mut(part);
        let handles: Vec<_> = count
            .chunks_mut(part)
            .zip(flags.chunks_mut(part))
            .enumerate()
            .map(|(k, (c, f))| {
                let e = exit_parts.next();
                let index = &index;
                scope.spawn(move || generate(index, m, counting, known, k * part, c, f, e))
            })
            .collect();
        pushes = handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Ok(Vec::new())))
            .collect();
    });
    let mut queue = Queue::default();
    for p in pushes {
        queue.extend(p?);
    }
    let state: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(DRAW)).collect();
    let count: Vec<AtomicU8> = count.into_iter().map(AtomicU8::new).collect();
    let waves: Vec<AtomicU16> = (0..exit_wave.len()).map(|_| AtomicU16::new(0)).collect();
    let shared = Shared {
        index: &index,
        state: &state,
        count: &count,
        flags: &flags,
        exit_wave: &exit_wave,
        waves: &waves,
        longest: AtomicU32::new(0),
    };
    sweep(&mut queue, limit.map(usize::from), |list, w, won, queue| {
        if list.len() < SHARE_FROM {
            queue.extend(shared.decide(list, w, won));
            return;
        }
        let part = list.len().div_ceil(threads);
        let found: Pushes = std::thread::scope(|scope| {
            let handles: Vec<_> = list
                .chunks(part)
                .map(|chunk| {
                    let shared = &shared;
                    scope.spawn(move || shared.decide(chunk, w, won))
                })
                .collect();
            let joined = handles.into_iter().map(|h| h.join().unwrap_or_default());
            joined.flatten().collect()
        });
        queue.extend(found);
    });
    let longest = shared.longest.load(Relaxed);
    let state: Vec<u8> = state.into_iter().map(AtomicU8::into_inner).collect();
    let waves = keep.then(|| waves.into_iter().map(AtomicU16::into_inner).collect());
    Ok(finish(index, &state, waves, longest))
}

/// What the threads of pass 2 share.
struct Shared<'a, R: RuleSet> {
    index: &'a SliceIndex<R>,
    state: &'a [AtomicU8],
    count: &'a [AtomicU8],
    flags: &'a [u8],
    exit_wave: &'a [u16],
    waves: &'a [AtomicU16],
    longest: AtomicU32,
}

impl<R: RuleSet> Shared<'_, R> {
    /// Decides the positions of `list` as won (`won`) or lost at wave `w` (those still
    /// undecided) and returns their predecessors decided by it, for the waves after.
    fn decide(&self, list: &[u32], w: usize, won: bool) -> Pushes {
        let mut out = Pushes::new();
        let mut worker = Worker {
            shared: self,
            boards: Vec::new(),
        };
        decide(&mut worker, list, w, won, &mut |lw, lwon, p| {
            out.push((lw, lwon, p))
        });
        out
    }
}

/// One thread's view of the shared state, as the waves see it.
struct Worker<'a, 'b, R: RuleSet> {
    shared: &'a Shared<'b, R>,
    boards: Vec<Board<R>>,
}

impl<R: RuleSet> Waves for Worker<'_, '_, R> {
    fn is_decided(&self, i: usize) -> bool {
        self.shared.state[i].load(Relaxed) != DRAW
    }

    /// An atomic compare-exchange: a position queued twice is decided once.
    fn settle(&mut self, i: usize, won: bool, w: usize) -> bool {
        let s = self.shared;
        let code = if won { WIN } else { LOSS };
        if s.state[i]
            .compare_exchange(DRAW, code, Relaxed, Relaxed)
            .is_err()
        {
            return false;
        }
        if let Some(x) = s.waves.get(i) {
            x.store(wave_u16(w), Relaxed);
        }
        s.longest.fetch_max(w as u32, Relaxed);
        true
    }

    fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32)) {
        let index = self.shared.index;
        let mut boards = std::mem::take(&mut self.boards);
        predecessors(&index.position(i as u64), &mut boards);
        for q in &boards {
            f(self, index.index(q) as u32);
        }
        self.boards = boards;
    }

    /// An atomic decrement: exactly one thread sees the count reach 0.
    fn count_down(&mut self, q: usize, w: usize) -> Option<usize> {
        let s = self.shared;
        let before = s.count[q]
            .fetch_update(Relaxed, Relaxed, |c| Some(c.saturating_sub(1)))
            .unwrap_or(0);
        (before.saturating_sub(1) == 0 && s.flags[q] == 0)
            .then(|| (w + 1).max(s.exit_wave.get(q).map_or(0, |&x| usize::from(x))))
    }
}
