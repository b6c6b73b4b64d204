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
pub use super::known::{DRAW, Known, LOSS, Table, WIN, get2, has_distances, limit_of};
use super::pass1::{Setup, generate};
use super::waves::{Counts, Queue, Waves, sweep_one};
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
    let Setup {
        index,
        n,
        limit,
        counting,
        keep,
        mut counts,
    } = Setup::<R>::new(m);
    let mut queue = Queue::default();
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
            &mut counts.count[start..end],
            &mut counts.flags[start..end],
            keep.then(|| &mut counts.exit_wave[start..end]),
        )?;
        queue.extend(pushes);
        if end - start == RUN {
            progress(RUN as u64);
        }
        start = end;
    }
    progress(n as u64 % 65536);
    let mut one = OneThread {
        index: &index,
        state: vec![DRAW; n],
        counts,
        waves: vec![0u16; if keep { n } else { 0 }],
        longest: 0,
        boards: Vec::new(),
    };
    sweep_one(&mut queue, limit.map(usize::from), &mut one);
    let OneThread {
        state,
        waves,
        longest,
        ..
    } = one;
    progress(n as u64);
    Ok(finish(index, &state, keep.then_some(waves), longest))
}

/// The one-thread solve's state as the waves see it.
struct OneThread<'a, R: RuleSet> {
    index: &'a SliceIndex<R>,
    state: Vec<u8>,
    counts: Counts,
    /// Empty unless the slice keeps its waves.
    waves: Vec<u16>,
    longest: u32,
    boards: Vec<Board<R>>,
}

impl<R: RuleSet> Waves for OneThread<'_, R> {
    fn is_decided(&self, i: usize) -> bool {
        self.state[i] != DRAW
    }

    fn settle(&mut self, i: usize, won: bool, w: usize) -> bool {
        if self.state[i] != DRAW {
            return false;
        }
        self.state[i] = if won { WIN } else { LOSS };
        if let Some(x) = self.waves.get_mut(i) {
            *x = wave_u16(w);
        }
        self.longest = self.longest.max(w as u32);
        true
    }

    fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32)) {
        let index = self.index;
        let mut boards = std::mem::take(&mut self.boards);
        predecessors(&index.position(i as u64), &mut boards);
        for q in &boards {
            f(self, index.index(q) as u32);
        }
        self.boards = boards;
    }

    fn count_down(&mut self, p: usize, w: usize) -> Option<usize> {
        self.counts.count_down(p, w)
    }
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
