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
//! Two passes, each a sweep over the waves of the family's solvers
//! (`crate::draughts::egdb::waves`: lost positions make their predecessors won at the
//! next wave, won ones count their predecessors' moves down); pass 1 adds up each
//! position's moves out of the slice as the family's does (`egdb::known::Exits`):
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
use crate::draughts::egdb::known::{DRAW, Exits, LOSS, WIN};
use crate::draughts::egdb::waves::{Counts, Queue, Waves, sweep_one};

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
    let mut counts = Counts::new(n, true);
    let mut queue = Queue::default();
    let mut moves = MoveList::new();
    // Pass 1: what every position's moves out of the slice already decide.
    for i in 0..n {
        if i % 65536 == 65535 {
            progress(65536);
        }
        let pos = index.position(i as u64);
        pos.generate_moves(&mut moves);
        if moves.is_empty() {
            queue.push(0, false, i as u32);
            continue;
        }
        let mut exits = Exits::default();
        for mv in moves.iter() {
            let child = pos.after(mv);
            if mv.is_capture() || Material::of(&child) != material {
                let code = outside(&child, ext);
                exits.add(value_of(code), code.saturating_sub(1));
            } else {
                exits.inside += 1;
            }
        }
        counts.count[i] = exits.inside.min(255) as u8;
        counts.flags[i] = exits.flags();
        counts.exit_wave[i] = exits.loss_wave;
        if let Some((w, won)) = exits.decided() {
            queue.push(w, won, i as u32);
        }
    }
    progress((n % 65536) as u64);
    let mut end = ToTheEnd {
        index: &index,
        dtm: vec![0u16; n],
        counts,
    };
    sweep_one(&mut queue, None, &mut end);
    let ToTheEnd {
        dtm, mut counts, ..
    } = end;
    // The flags are not needed again: freed before pass 2, as its peak is the solve's.
    counts.flags = Vec::new();
    let dtz = conversion(&index, &dtm, ext, &mut counts.count, &mut counts.exit_wave);
    Table { index, dtm, dtz }
}

/// The family's value of a `dtm` code, for the side to move.
fn value_of(code: u16) -> u8 {
    if code == 0 {
        DRAW
    } else if code_is_loss(code) {
        LOSS
    } else {
        WIN
    }
}

/// Pass 1's state as the waves see it: plies to the end.
struct ToTheEnd<'a> {
    index: &'a SliceIndex,
    dtm: Vec<u16>,
    counts: Counts,
}

impl Waves for ToTheEnd<'_> {
    fn is_decided(&self, i: usize) -> bool {
        self.dtm[i] != 0
    }

    fn settle(&mut self, i: usize, won: bool, w: usize) -> bool {
        if self.dtm[i] != 0 {
            return false;
        }
        // A win is an odd number of plies, a loss an even one.
        debug_assert_eq!(won, w % 2 == 1);
        self.dtm[i] = w as u16 + 1;
        true
    }

    fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32)) {
        let index = self.index;
        for_each_predecessor(&index.position(i as u64), false, |pred| {
            f(self, index.index(pred) as u32)
        });
    }

    fn count_down(&mut self, p: usize, w: usize) -> Option<usize> {
        self.counts.count_down(p, w)
    }
}

/// Pass 2: plies to conversion for every won or lost position (see the module comment).
/// `cnt` and `maxwin` are pass 1's buffers, used again.
fn conversion(
    index: &SliceIndex,
    dtm: &[u16],
    ext: &dyn Fn(&Position) -> u16,
    cnt: &mut [u8],
    maxwin: &mut [u16],
) -> Vec<u16> {
    let material = index.material;
    let n = dtm.len();
    let mut dtz = vec![UNSET; n];
    let mut queue = Queue::default();
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
            queue.push(0, false, i as u32);
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
                queue.push(1, true, i as u32);
            }
        } else if cnt[i] == 0 {
            queue.push(1, false, i as u32);
        }
    }
    let mut pass = ToConversion {
        index,
        dtm,
        dtz,
        cnt,
        maxwin,
    };
    sweep_one(&mut queue, None, &mut pass);
    debug_assert!(pass.dtz.iter().all(|&z| z != UNSET));
    pass.dtz
}

/// Not yet decided in the conversion pass.
const UNSET: u16 = u16::MAX;

/// Pass 2's state as the waves see it: plies to conversion, by the kings' moves alone.
struct ToConversion<'a> {
    index: &'a SliceIndex,
    dtm: &'a [u16],
    dtz: Vec<u16>,
    cnt: &'a mut [u8],
    maxwin: &'a mut [u16],
}

impl Waves for ToConversion<'_> {
    fn is_decided(&self, i: usize) -> bool {
        self.dtz[i] != UNSET
    }

    fn settle(&mut self, i: usize, won: bool, w: usize) -> bool {
        if self.dtz[i] != UNSET {
            return false;
        }
        debug_assert_eq!(won, code_is_win(self.dtm[i]));
        self.dtz[i] = w as u16;
        true
    }

    fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32)) {
        let index = self.index;
        for_each_predecessor(&index.position(i as u64), true, |pred| {
            f(self, index.index(pred) as u32)
        });
    }

    /// Only a lost predecessor counts its moves down; a won one is decided by a move
    /// to a lost position.
    fn count_down(&mut self, p: usize, w: usize) -> Option<usize> {
        if !code_is_loss(self.dtm[p]) {
            return None;
        }
        self.cnt[p] -= 1;
        self.maxwin[p] = self.maxwin[p].max(w as u16);
        (self.cnt[p] == 0).then(|| usize::from(self.maxwin[p]) + 1)
    }
}
