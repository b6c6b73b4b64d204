//! The retrograde solver of one slice, with the real Italian move generator for every
//! successor (captures compulsory, Art. 6.6–6.10 priority; a man is crowned on the far
//! row, rules file §2–4).
//!
//! Moves that leave the slice — every capture (one piece fewer) and every promotion (a man
//! becomes a king) — lead into slices solved before; the caller answers for them. Moves
//! inside the slice are plain king steps and plain man steps; their predecessors are found
//! by un-moving a piece of the side that just moved, kept only when that side had no
//! capture there (a plain move is legal only then).
//!
//! Two passes, each a breadth-first sweep over distance buckets:
//!
//! 1. **To the end** (`dtm`): plies to the end of the game with the winner hurrying and the
//!    loser delaying, the 40-move rule ignored. Stored as `dtm + 1` (0 = draw); an even
//!    distance is a loss for the side to move, an odd one a win.
//! 2. **To conversion** (`dtz`): for won and lost positions, plies to the next capture or
//!    man move (the moves that reset the 40-move count, `game.rs` `next_counters`) or to
//!    the end, the winner choosing only moves that keep the win and hurrying, the loser
//!    delaying. The conversion itself counts as one ply; a side that is already lost has 0.

use crate::draughts::Color;
use crate::draughts::italian::Bitboard;
use crate::draughts::italian::MoveList;
use crate::draughts::italian::position::Position;
use crate::draughts::italian::square::{NEIGHBOURS, OFF_BOARD};

use super::index::{Material, SliceIndex};

/// A solved slice, in memory.
#[derive(Clone, Debug)]
pub struct Table {
    pub index: SliceIndex,
    /// `dtm + 1`, or 0 for a draw.
    pub dtm: Vec<u16>,
    /// Plies to conversion for won and lost positions; 0 for draws.
    pub dtz: Vec<u16>,
}

/// The code of a position whose side to move has no piece: lost, 0 plies.
pub const LOST_NOW: u16 = 1;

/// Whether a `dtm` code is a win for the side to move.
#[inline(always)]
pub fn code_is_win(code: u16) -> bool {
    code != 0 && code.is_multiple_of(2)
}

#[inline(always)]
pub fn code_is_loss(code: u16) -> bool {
    code % 2 == 1
}

/// Distance buckets: positions waiting to be settled at a distance.
struct Buckets(Vec<Vec<u32>>);

impl Buckets {
    fn push(&mut self, d: u16, i: u32) {
        let d = usize::from(d);
        if self.0.len() <= d {
            self.0.resize_with(d + 1, Vec::new);
        }
        self.0[d].push(i);
    }
}

/// Calls `f` with each predecessor of `pos` by a plain move inside the slice (kings only
/// when `kings_only`), as the position before that move.
pub(super) fn for_each_predecessor(pos: &Position, kings_only: bool, mut f: impl FnMut(&Position)) {
    let mover = pos.side_to_move().opposite();
    let kings = pos.kings().0;
    let occupied = pos.occupied().0;
    let ours = pos.pieces(mover).0;
    // A man came from behind: White men move up, so they came from below.
    let back: [usize; 2] = match mover {
        Color::White => [2, 3],
        Color::Black => [0, 1],
    };
    let mut rest = ours;
    while rest != 0 {
        let t = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let is_king = kings & (1 << t) != 0;
        if !is_king && kings_only {
            continue;
        }
        let dirs: &[usize] = if is_king { &[0, 1, 2, 3] } else { &back };
        for &d in dirs {
            let o = NEIGHBOURS[t][d];
            if o == OFF_BOARD || occupied & (1 << o) != 0 {
                continue;
            }
            let moved = (ours & !(1 << t)) | (1 << o);
            let new_kings = if is_king {
                (kings & !(1 << t)) | (1 << o)
            } else {
                kings
            };
            let (white, black) = match mover {
                Color::White => (moved, pos.black().0),
                Color::Black => (pos.white().0, moved),
            };
            let pred = Position::from_parts_unchecked(
                Bitboard(white),
                Bitboard(black),
                Bitboard(new_kings),
                mover,
            );
            if !pred.has_capture() {
                f(&pred);
            }
        }
    }
}

/// The `dtm` code of a position reached by a move leaving the slice.
fn outside(child: &Position, ext: &dyn Fn(&Position) -> u16) -> u16 {
    if child.pieces(child.side_to_move()).is_empty() {
        LOST_NOW
    } else {
        ext(child)
    }
}

/// Solves the slice `material`. `ext` gives the `dtm` code of a position of an already
/// solved slice (fewer pieces, or one more king); `progress` is told of positions done.
pub fn solve(
    material: Material,
    ext: &dyn Fn(&Position) -> u16,
    progress: &mut dyn FnMut(u64),
) -> Table {
    let index = SliceIndex::new(material);
    let n = index.len() as usize;
    let mut dtm = vec![0u16; n];
    let mut cnt = vec![0u8; n];
    let mut maxwin = vec![0u16; n];
    let mut nolose = vec![false; n];
    let mut buckets = Buckets(Vec::new());
    let mut moves = MoveList::new();
    // Pass 1: what every position's moves out of the slice already decide.
    for i in 0..n {
        if i % 65536 == 65535 {
            progress(65536);
        }
        let pos = index.position(i as u64);
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            buckets.push(0, i as u32);
            continue;
        }
        let mut best_win: Option<u16> = None;
        for mv in moves.iter() {
            let child = pos.after(mv);
            if mv.is_capture() || Material::of(&child) != material {
                let code = outside(&child, ext);
                if code == 0 {
                    nolose[i] = true;
                } else if code_is_loss(code) {
                    best_win = Some(best_win.map_or(code, |b| b.min(code)));
                } else {
                    maxwin[i] = maxwin[i].max(code - 1);
                }
            } else {
                cnt[i] += 1;
            }
        }
        if let Some(d) = best_win {
            nolose[i] = true;
            buckets.push(d, i as u32);
        } else if cnt[i] == 0 && !nolose[i] {
            buckets.push(maxwin[i] + 1, i as u32);
        }
    }
    progress((n % 65536) as u64);
    // Sweep the distances upward.
    let mut d = 0usize;
    while d < buckets.0.len() {
        let bucket = std::mem::take(&mut buckets.0[d]);
        let dist = d as u16;
        for &i in &bucket {
            let i = i as usize;
            if dtm[i] != 0 {
                continue;
            }
            dtm[i] = dist + 1;
            let pos = index.position(i as u64);
            for_each_predecessor(&pos, false, |pred| {
                let p = index.index(pred) as usize;
                if dtm[p] != 0 {
                    return;
                }
                if dist.is_multiple_of(2) {
                    buckets.push(dist + 1, p as u32);
                } else {
                    cnt[p] -= 1;
                    maxwin[p] = maxwin[p].max(dist);
                    if cnt[p] == 0 && !nolose[p] {
                        buckets.push(maxwin[p] + 1, p as u32);
                    }
                }
            });
        }
        d += 1;
    }
    drop(nolose);
    let dtz = conversion(&index, &dtm, ext, &mut cnt, &mut maxwin);
    Table { index, dtm, dtz }
}

/// Pass 2: plies to conversion for every won or lost position (see the module comment).
fn conversion(
    index: &SliceIndex,
    dtm: &[u16],
    ext: &dyn Fn(&Position) -> u16,
    cnt: &mut [u8],
    maxwin: &mut [u16],
) -> Vec<u16> {
    let material = index.material;
    let n = dtm.len();
    const UNSET: u16 = u16::MAX;
    let mut dtz = vec![UNSET; n];
    let mut buckets = Buckets(Vec::new());
    let mut moves = MoveList::new();
    for i in 0..n {
        cnt[i] = 0;
        maxwin[i] = 0;
        if dtm[i] == 0 {
            dtz[i] = 0;
            continue;
        }
        let pos = index.position(i as u64);
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            buckets.push(0, i as u32);
            continue;
        }
        let win = code_is_win(dtm[i]);
        let mut converts = false;
        for mv in moves.iter() {
            let child = pos.after(mv);
            let reversible = !mv.is_capture() && pos.kings().contains(mv.from());
            if reversible {
                cnt[i] += 1;
                continue;
            }
            if win {
                let code = if Material::of(&child) == material && !mv.is_capture() {
                    dtm[index.index(&child) as usize]
                } else {
                    outside(&child, ext)
                };
                converts |= code_is_loss(code);
            }
        }
        if win {
            if converts {
                buckets.push(1, i as u32);
            }
        } else if cnt[i] == 0 {
            buckets.push(1, i as u32);
        }
    }
    let mut d = 0usize;
    while d < buckets.0.len() {
        let bucket = std::mem::take(&mut buckets.0[d]);
        let dist = d as u16;
        for &i in &bucket {
            let i = i as usize;
            if dtz[i] != UNSET {
                continue;
            }
            dtz[i] = dist;
            let lost = code_is_loss(dtm[i]);
            let pos = index.position(i as u64);
            for_each_predecessor(&pos, true, |pred| {
                let p = index.index(pred) as usize;
                if dtz[p] != UNSET {
                    return;
                }
                if lost {
                    buckets.push(dist + 1, p as u32);
                } else if code_is_loss(dtm[p]) {
                    cnt[p] -= 1;
                    maxwin[p] = maxwin[p].max(dist);
                    if cnt[p] == 0 {
                        buckets.push(maxwin[p] + 1, p as u32);
                    }
                }
            });
        }
        d += 1;
    }
    debug_assert!(dtz.iter().all(|&z| z != UNSET));
    dtz
}
