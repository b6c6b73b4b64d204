//! The win/draw/loss solver of one slice: no distances, one byte of state per position,
//! every pass shared by all threads.
//!
//! 1. **Moves out of the slice** (positions split among the threads in runs, each walked
//!    in index order by `walk::Walk`): a position with a capture pending is settled at once
//!    from its captures (fewer pieces, solved before); so is a position with a promotion
//!    to a lost position, or with no move at all. Any other keeps a count of its plain
//!    moves inside the slice, plus one that never runs out if a promotion draws.
//! 2. **Back from the settled positions**, round by round: a position reached from a
//!    lost one by a plain move of the opponent is won; one reached from a won one loses
//!    a count, and is lost when it has none left. The positions settled in a round are
//!    marked in a bitmap and are the next round's. What is never settled is a draw.
//!
//! The round in which a win is settled is the number of plies it takes the winner,
//! keeping the win, to force a capture or a promotion (both reset the 40-move count), so
//! the largest round of a slice bounds the plies any of its wins needs before progress
//! (reported by [`Solved::longest_exit`]).

use std::sync::atomic::{AtomicU8, AtomicU64, AtomicUsize, Ordering::Relaxed};

use super::index::{Material, SliceIndex};
use super::solve::for_each_predecessor;
use super::walk::Walk;
use super::wdl::{self, Known, Packed, WdlTable};
use crate::draughts::italian::bitboard::{
    BLACK_PROMOTION, WHITE_PROMOTION, down_left, down_right, up_left, up_right,
};
use crate::draughts::italian::position::Position;
use crate::draughts::italian::{Bitboard, Color};

/// States above the counts: settled positions (capture pending or not).
const CAP_DRAW: u8 = 251;
const CAP_LOSS: u8 = 252;
const CAP_WIN: u8 = 253;
const LOSS: u8 = 254;
const WIN: u8 = 255;

/// Positions handed to a thread at a time.
const RUN: u64 = 1 << 14;

/// A solved slice and what the solve saw.
pub struct Solved {
    pub table: WdlTable,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// Positions with a capture pending (not stored).
    pub captures: u64,
    /// Plies within which the winner of any won position can force a capture or a
    /// promotion (0 when nothing is won).
    pub longest_exit: u32,
}

/// Runs `work(start, end)` over `0..n` in runs of [`RUN`] on `threads` threads.
fn parallel(n: u64, threads: usize, work: &(dyn Fn(u64, u64) + Sync)) {
    let next = AtomicUsize::new(0);
    let runs = n.div_ceil(RUN) as usize;
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, runs.max(1)) {
            s.spawn(|| {
                loop {
                    let r = next.fetch_add(1, Relaxed) as u64;
                    if r * RUN >= n {
                        break;
                    }
                    work(r * RUN, ((r + 1) * RUN).min(n));
                }
            });
        }
    });
}

/// One diagonal step of a whole set of squares.
type Shift = fn(u32) -> u32;

/// The plain moves of a position without a capture pending: `(moves inside the slice,
/// the best value of a promotion for the mover if any)`.
fn plain_moves(pos: &Position, known: &Known) -> Option<(u8, Option<u8>)> {
    let white = pos.side_to_move() == Color::White;
    let (us, them) = if white {
        (pos.white().0, pos.black().0)
    } else {
        (pos.black().0, pos.white().0)
    };
    let kings = pos.kings().0;
    let empty = !(us | them);
    let men = us & !kings;
    let own_kings = us & kings;
    let mut count = (up_left(own_kings) & empty).count_ones()
        + (up_right(own_kings) & empty).count_ones()
        + (down_left(own_kings) & empty).count_ones()
        + (down_right(own_kings) & empty).count_ones();
    // Men steps: (targets, the way back to the origin) per direction.
    let steps: [(u32, Shift); 2] = if white {
        [
            (up_left(men) & empty, down_right),
            (up_right(men) & empty, down_left),
        ]
    } else {
        [
            (down_left(men) & empty, up_right),
            (down_right(men) & empty, up_left),
        ]
    };
    let crown = if white {
        WHITE_PROMOTION
    } else {
        BLACK_PROMOTION
    };
    let mut promotion: Option<u8> = None;
    for (targets, back) in steps {
        count += (targets & !crown).count_ones();
        let mut t = targets & crown;
        while t != 0 {
            let to = t & t.wrapping_neg();
            t &= t - 1;
            let from = back(to);
            let moved = (us & !from) | to;
            let (w, b) = if white { (moved, them) } else { (them, moved) };
            let child = Position::from_parts_unchecked(
                Bitboard(w),
                Bitboard(b),
                Bitboard(kings | to),
                pos.side_to_move().opposite(),
            );
            let v = wdl::negate(known.value(&child)?);
            promotion = Some(promotion.map_or(v, |p| wdl::better(p, v)));
        }
    }
    Some((count as u8, promotion))
}

/// The first state of a position from its moves out of the slice (pass 1).
fn first_state(pos: &Position, known: &Known) -> u8 {
    if pos.has_capture() {
        return match known.by_captures(pos) {
            Some(wdl::WIN) => CAP_WIN,
            Some(wdl::LOSS) => CAP_LOSS,
            Some(_) => CAP_DRAW,
            None => unreachable!("the captures' slices are solved first"),
        };
    }
    let Some((count, promotion)) = plain_moves(pos, known) else {
        unreachable!("the promotions' slices are solved first")
    };
    match promotion {
        Some(wdl::WIN) => WIN,
        Some(wdl::DRAW) => count + 1,
        _ if count == 0 => LOSS,
        _ => count,
    }
}

/// Settles predecessor `p` of a position that is lost (`child_lost`) or won; true when
/// `p` became settled now.
#[inline(always)]
fn settle(state: &AtomicU8, child_lost: bool) -> bool {
    let mut cur = state.load(Relaxed);
    loop {
        if cur >= CAP_DRAW {
            return false;
        }
        let new = if child_lost {
            WIN
        } else if cur == 1 {
            LOSS
        } else {
            cur - 1
        };
        match state.compare_exchange_weak(cur, new, Relaxed, Relaxed) {
            Ok(_) => return new >= LOSS,
            Err(c) => cur = c,
        }
    }
}

/// Solves `material` on `threads` threads; `known` answers every slice its moves leave
/// to. `progress` hears of positions done in pass 1 (the rounds are not counted).
pub fn solve(
    material: Material,
    known: &Known,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
) -> Solved {
    let index = SliceIndex::new(material);
    let n = index.len();
    let states: Vec<AtomicU8> = (0..n).map(|_| AtomicU8::new(0)).collect();
    let words = n.div_ceil(64) as usize;
    let mut fresh: Vec<AtomicU64> = (0..words).map(|_| AtomicU64::new(0)).collect();
    let mut next: Vec<AtomicU64> = (0..words).map(|_| AtomicU64::new(0)).collect();
    let mark = |bits: &[AtomicU64], i: u64| {
        bits[(i / 64) as usize].fetch_or(1 << (i % 64), Relaxed);
    };
    parallel(n, threads, &|start, end| {
        for (k, pos) in Walk::new(&index, start, end).enumerate() {
            let i = start + k as u64;
            let s = first_state(&pos, known);
            states[i as usize].store(s, Relaxed);
            if s >= CAP_LOSS {
                mark(&fresh, i);
            }
        }
        progress(end - start);
    });
    let spread = |pos: &Position, lost: bool, next: &[AtomicU64]| {
        for_each_predecessor(pos, false, |pred| {
            let p = index.index(pred);
            if settle(&states[p as usize], lost) {
                mark(next, p);
            }
        });
    };
    // Round 0: back from what pass 1 settled (marked in `fresh`), walked in order.
    parallel(n, threads, &|start, end| {
        for (k, pos) in Walk::new(&index, start, end).enumerate() {
            let i = start + k as u64;
            if fresh[(i / 64) as usize].load(Relaxed) & (1 << (i % 64)) != 0 {
                let s = states[i as usize].load(Relaxed);
                spread(&pos, s == LOSS || s == CAP_LOSS, &next);
            }
        }
    });
    fresh.iter().for_each(|w| w.store(0, Relaxed));
    let mut rounds = 0u32;
    let mut longest_exit = 0u32;
    loop {
        std::mem::swap(&mut fresh, &mut next);
        let any_win = AtomicU8::new(0);
        let any = fresh.iter().any(|w| w.load(Relaxed) != 0);
        if !any {
            break;
        }
        rounds += 1;
        parallel(words as u64, threads, &|start, end| {
            for w in start..end {
                let mut bits = fresh[w as usize].swap(0, Relaxed);
                while bits != 0 {
                    let i = w * 64 + u64::from(bits.trailing_zeros());
                    bits &= bits - 1;
                    let lost = states[i as usize].load(Relaxed) == LOSS;
                    if !lost {
                        any_win.store(1, Relaxed);
                    }
                    spread(&index.position(i), lost, &next);
                }
            }
        });
        if any_win.load(Relaxed) != 0 {
            // Pass 1's wins leave the slice with their move; a win of round r moves to
            // a loss of round r − 1: r + 1 plies.
            longest_exit = rounds + 1;
        }
    }
    pack(index, &states, longest_exit)
}

/// The solved states as a table, counting the values.
fn pack(index: SliceIndex, states: &[AtomicU8], longest_exit: u32) -> Solved {
    let n = index.len();
    let mut values = Packed::new(n);
    let (mut wins, mut draws, mut losses, mut captures) = (0, 0, 0, 0);
    let mut last = wdl::DRAW;
    let mut capture_wins = 0;
    for (i, s) in states.iter().enumerate() {
        let s = s.load(Relaxed);
        let code = match s {
            WIN => {
                wins += 1;
                wdl::WIN
            }
            LOSS => {
                losses += 1;
                wdl::LOSS
            }
            CAP_WIN | CAP_LOSS | CAP_DRAW => {
                captures += 1;
                capture_wins += u64::from(s == CAP_WIN);
                last
            }
            _ => {
                draws += 1;
                wdl::DRAW
            }
        };
        values.set(i as u64, code);
        last = code;
    }
    Solved {
        table: WdlTable {
            index,
            values,
            sparse: true,
        },
        wins,
        draws,
        losses,
        captures,
        longest_exit: if wins + capture_wins > 0 {
            longest_exit.max(1)
        } else {
            0
        },
    }
}
