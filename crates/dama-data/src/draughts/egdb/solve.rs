//! The retrograde solver of one slice (win/draw/loss for the side to move), generic over
//! the variant's [`RuleSet`]. Every rule comes from the shared move generator
//! (`crate::draughts::movegen`): compulsory captures, the majority rule, men capturing
//! backward or not, flying or short kings, crowning. Nothing of the rules is written here.
//!
//! 1. Every position's moves are generated. A move that changes the material (a capture
//!    or a crowning) leads into a slice solved before (fewer pieces, or fewer men); its
//!    value is read from [`Known`]. The moves that stay in the slice are counted.
//! 2. Positions are decided wave by wave (a wave is a ply from the end): a position with
//!    no move loses (wave 0); one with a move to a lost position wins; one whose every
//!    move leads to a won position loses. The predecessors of a decided position are
//!    found by taking a piece of the side that just moved one step (a king: along the
//!    diagonal) back, and are kept only if the move generator, run on the candidate,
//!    plays that very move: an un-move the rules would not allow is never counted.
//! 3. What is undecided at the end is a draw.
//!
//! The FMJD endgame limits (International rules, end of the game; Brazilian as
//! International): in the slices of [`Board::endgame`]'s classes (three kings, two kings
//! and a man, a king and two men against a lone king: 16 moves each = 32 plies; two
//! kings, a king and a man, one king against a lone king: 5 moves each = 10 plies) the
//! game is drawn when the class has lasted that long (`Rules::counter_draw`). The stored
//! value is the one with the count starting at the position: a win only if it comes within
//! the limit. A crowning inside a class does not restart the count
//! (`Rules::next_counters`), so those slices keep their waves in memory and a crowning
//! move adds its child's wave; waves past the limit are draws.
//!
//! The distance slices (English up to 5 pieces, [`has_distances`]) keep every decided
//! position's wave too, and there every move out of the slice (a capture, a crowning)
//! adds its child's distance: a position is queued as won at the wave after its
//! quickest move to a lost position (inside the slice: that position's wave + 1; out of
//! it: the child's distance + 1), as lost at the wave after its slowest move (all to won
//! positions, the moves out included). The waves are taken in order, so the first wave a
//! position is queued at as won is its shortest win, and a loss is queued only once its
//! last move inside is decided, at the largest: the wave is the distance to the end with
//! the winner hurrying and the loser delaying (`known.rs`).

use super::index::{Material, SliceIndex};
pub(super) use super::known::Counting;
pub use super::known::{DRAW, Known, LOSS, Table, WIN, get2, has_distances, limit_of};
use super::pass1::{generate, push, queue};
use crate::draughts::Move;
use crate::draughts::board::Board;
use crate::draughts::geometry::{DOWN_LEFT, DOWN_RIGHT, Geometry, UP_LEFT, UP_RIGHT, step_dir};
use crate::draughts::movegen;
use crate::draughts::mv::MoveList;
use crate::draughts::ruleset::RuleSet;

/// A solved slice and what the build reports of it.
pub struct Solved<R: RuleSet> {
    pub table: Table<R>,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The largest wave: plies to leave the slice (a capture, a crowning) or to end; in
    /// a distance slice, the longest distance to the end.
    pub longest: u32,
    /// In a slice that keeps its waves: the longest win's and the longest loss's (0
    /// otherwise).
    pub longest_win: u32,
    pub longest_loss: u32,
}

/// The positions one quiet move of the side that just moved leads from to `pos`, as the
/// move generator confirms them (see the module comment).
pub fn predecessors<R: RuleSet>(pos: &Board<R>, out: &mut Vec<Board<R>>) {
    out.clear();
    let mover_black = !pos.black_to_move;
    let mine = if mover_black { pos.black } else { pos.white };
    let empty = <R::Geo as Geometry>::BOARD & !(pos.white | pos.black);
    let back = if mover_black {
        [UP_LEFT, UP_RIGHT]
    } else {
        [DOWN_LEFT, DOWN_RIGHT]
    };
    let mut list = MoveList::new();
    let mut try_from = |from: u64, to: u64| {
        let moved = |set: u64| (set & !to) | from;
        let (white, black) = if mover_black {
            (pos.white, moved(pos.black))
        } else {
            (moved(pos.white), pos.black)
        };
        let kings = if pos.kings & to != 0 {
            moved(pos.kings)
        } else {
            pos.kings
        };
        let side = pos.side_to_move().opposite();
        let Ok(q) = Board::<R>::from_parts(white, black, kings, side) else {
            return;
        };
        list.clear();
        movegen::generate(&q, &mut list);
        let (f, t) = (from.trailing_zeros(), to.trailing_zeros());
        if list
            .iter()
            .any(|m: &Move| !m.is_capture() && m.from_bit() == f && m.to_bit() == t)
        {
            out.push(q);
        }
    };
    let mut pieces = mine;
    while pieces != 0 {
        let to = pieces & pieces.wrapping_neg();
        pieces ^= to;
        if pos.kings & to != 0 {
            for d in 0..4 {
                let mut from = step_dir::<R::Geo>(to, d) & empty;
                while from != 0 {
                    try_from(from, to);
                    if !R::FLYING_KINGS {
                        break;
                    }
                    from = step_dir::<R::Geo>(from, d) & empty;
                }
            }
        } else {
            for d in back {
                let from = step_dir::<R::Geo>(to, d) & empty;
                if from != 0 {
                    try_from(from, to);
                }
            }
        }
    }
}

/// Solves slice `m`; every slice its captures and crownings lead into must be in
/// `known` (with their distances, for a distance slice), else `Err` names the first one
/// missing. `progress(n)` is told of positions as they are done (each position counts
/// twice: generated, then decided or not).
pub fn solve<R: RuleSet>(
    m: Material,
    known: &Known<R>,
    progress: &dyn Fn(u64),
) -> Result<Solved<R>, Material> {
    let index = SliceIndex::<R>::new(m);
    let n = index.len() as usize;
    let limit = limit_of::<R>(&m);
    let counting = Counting::of(&m, &index);
    let keep = counting.keeps_waves();
    let mut state = vec![DRAW; n];
    let mut count = vec![0u8; n];
    // Bit 0: a move leads out to a draw; bit 1: a move leads out to a win.
    let mut flags = vec![0u8; n];
    let mut exit_wave = vec![0u16; if keep { n } else { 0 }];
    let mut waves = vec![0u16; if keep { n } else { 0 }];
    let mut buckets: Vec<[Vec<u32>; 2]> = Vec::new();
    // Pass 1 in runs of 65,536 positions, each told to `progress` when done; the queues
    // get the same positions in the same order as one position at a time.
    const RUN: usize = 65536;
    let mut start = 0;
    while start < n {
        let end = (start + RUN).min(n);
        let pushes = generate(
            &index,
            m,
            counting,
            known,
            start,
            &mut count[start..end],
            &mut flags[start..end],
            keep.then(|| &mut exit_wave[start..end]),
        )?;
        queue(&mut buckets, pushes);
        if end - start == RUN {
            progress(RUN as u64);
        }
        start = end;
    }
    progress(n as u64 % 65536);
    let mut preds = Vec::new();
    let mut longest = 0u32;
    let mut w = 0usize;
    while w < buckets.len() {
        if limit.is_some_and(|l| w > usize::from(l)) {
            break;
        }
        let [wins, losses] = std::mem::take(&mut buckets[w]);
        for (code, list) in [(LOSS, losses), (WIN, wins)] {
            for i in list {
                let i = i as usize;
                if state[i] != DRAW {
                    continue;
                }
                state[i] = code;
                if keep {
                    waves[i] = wave_u16(w);
                }
                longest = longest.max(w as u32);
                predecessors(&index.position(i as u64), &mut preds);
                for q in &preds {
                    let q = index.index(q) as usize;
                    if state[q] != DRAW {
                        continue;
                    }
                    if code == LOSS {
                        push(&mut buckets, w + 1, WIN, q as u32);
                    } else {
                        count[q] = count[q].saturating_sub(1);
                        if count[q] == 0 && flags[q] == 0 {
                            let lw = exit_wave.get(q).map_or(0, |&x| usize::from(x));
                            push(&mut buckets, (w + 1).max(lw), LOSS, q as u32);
                        }
                    }
                }
            }
        }
        w += 1;
    }
    progress(n as u64);
    Ok(finish(index, &state, keep.then_some(waves), longest))
}

/// A wave as stored: plies fit 16 bits (the longest English ≤5-piece distance is far
/// below; a wave past it would be a solver fault, kept visible as the largest value).
pub(super) fn wave_u16(w: usize) -> u16 {
    u16::try_from(w).unwrap_or(u16::MAX)
}

/// The solved slice from each position's code and (kept) wave: the two-bit table and
/// the counts.
pub(super) fn finish<R: RuleSet>(
    index: SliceIndex<R>,
    state: &[u8],
    waves: Option<Vec<u16>>,
    longest: u32,
) -> Solved<R> {
    let n = state.len();
    let mut values = vec![0u8; n.div_ceil(4)];
    let (mut wins, mut losses, mut longest_win, mut longest_loss) = (0u64, 0u64, 0u32, 0u32);
    for (i, &s) in state.iter().enumerate() {
        values[i / 4] |= s << ((i % 4) * 2);
        wins += u64::from(s == WIN);
        losses += u64::from(s == LOSS);
        if let Some(w) = &waves {
            let w = u32::from(w[i]);
            match s {
                WIN => longest_win = longest_win.max(w),
                LOSS => longest_loss = longest_loss.max(w),
                _ => {}
            }
        }
    }
    Solved {
        table: Table {
            index,
            values,
            waves,
        },
        wins,
        losses,
        draws: n as u64 - wins - losses,
        longest,
        longest_win,
        longest_loss,
    }
}
