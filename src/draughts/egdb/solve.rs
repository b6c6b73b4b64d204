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

use std::collections::HashMap;
use std::sync::Arc;

use super::index::{Material, SliceIndex, flip};
use crate::draughts::board::Board;
use crate::draughts::geometry::{DOWN_LEFT, DOWN_RIGHT, Geometry, UP_LEFT, UP_RIGHT, step_dir};
use crate::draughts::movegen;
use crate::draughts::mv::MoveList;
use crate::draughts::ruleset::{FIVE_MOVE_PLIES, RuleSet, SIXTEEN_MOVE_PLIES};
use crate::draughts::{Endgame, Move};

/// Codes for the side to move; undecided positions end as [`DRAW`].
pub const DRAW: u8 = 0;
pub const WIN: u8 = 1;
pub const LOSS: u8 = 2;

/// Two bits a position, four a byte (the first in the low bits).
#[inline(always)]
pub fn get2(bytes: &[u8], i: u64) -> u8 {
    bytes
        .get((i / 4) as usize)
        .map_or(DRAW, |b| (b >> ((i % 4) * 2)) & 3)
}

/// A solved slice in memory.
#[derive(Clone, Debug)]
pub struct Table<R: RuleSet> {
    pub index: SliceIndex<R>,
    /// Two-bit codes.
    pub values: Vec<u8>,
    /// For a slice under an endgame limit: the plies to the end of each decided position.
    pub waves: Option<Vec<u8>>,
}

/// The endgame limit (in plies) of the slice's class, if the variant has the limits.
pub fn limit_of<R: RuleSet>(m: &Material) -> Option<u16> {
    if !R::ENDGAME_LIMITS {
        return None;
    }
    let index = SliceIndex::<R>::new(*m);
    if index.is_empty() {
        return None;
    }
    match index.position(0).endgame() {
        Endgame::None => None,
        Endgame::Sixteen => Some(SIXTEEN_MOVE_PLIES),
        Endgame::Five => Some(FIVE_MOVE_PLIES),
    }
}

/// Every solved slice a solve may look into, by material; mirrors through [`flip`].
pub struct Known<R: RuleSet> {
    tables: HashMap<Material, Arc<Table<R>>>,
}

impl<R: RuleSet> Default for Known<R> {
    fn default() -> Self {
        Known {
            tables: HashMap::new(),
        }
    }
}

impl<R: RuleSet> Known<R> {
    pub fn insert(&mut self, table: Arc<Table<R>>) {
        self.tables.insert(table.index.material, table);
    }

    pub fn get(&self, m: &Material) -> Option<&Arc<Table<R>>> {
        self.tables.get(m)
    }

    /// The code and wave of `pos` for its side to move; `None` when its slice is unknown.
    pub fn lookup(&self, pos: &Board<R>) -> Option<(u8, u8)> {
        let (us, them) = pos.us_them();
        if us == 0 {
            return Some((LOSS, 0));
        }
        if them == 0 {
            return Some((WIN, 0));
        }
        let m = Material::of(pos);
        let (t, p) = match self.tables.get(&m) {
            Some(t) => (t, *pos),
            None => (self.tables.get(&m.mirror())?, flip(pos)),
        };
        let i = t.index.index(&p);
        Some((
            get2(&t.values, i),
            t.waves.as_ref().map_or(0, |w| w[i as usize]),
        ))
    }
}

/// A solved slice and what the build reports of it.
pub struct Solved<R: RuleSet> {
    pub table: Table<R>,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The largest wave: plies to leave the slice (a capture, a crowning) or to end.
    pub longest: u32,
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

/// What a position's moves say before the waves: its moves that stay in the slice, and
/// of those that leave it the first wave it wins at (a move to a lost position), whether
/// one draws, and the latest wave a move to a won position reaches (at least 1).
pub(super) struct Exits {
    pub inside: u32,
    pub win_wave: Option<u8>,
    pub draw_exit: bool,
    pub loss_wave: u8,
}

/// The [`Exits`] of `pos` (in slice `m`, of endgame class `class`) whose moves are `list`.
pub(super) fn exits<R: RuleSet>(
    pos: &Board<R>,
    list: &MoveList,
    m: Material,
    class: Endgame,
    known: &Known<R>,
) -> Result<Exits, Material> {
    let (mut inside, mut win_wave, mut draw_exit, mut loss_wave) = (0u32, None, false, 1u8);
    for mv in list.iter() {
        let mut child = *pos;
        child.play_unchecked(mv);
        if !mv.is_capture() && Material::of(&child) == m {
            inside += 1;
            continue;
        }
        let (v, w) = known.lookup(&child).ok_or(Material::of(&child))?;
        // The count goes on through a crowning inside the class; else it starts anew.
        let w = if mv.is_capture() || class == Endgame::None || child.endgame() != class {
            0
        } else {
            w
        };
        let w = w.saturating_add(1);
        match v {
            LOSS => win_wave = Some(win_wave.map_or(w, |x: u8| x.min(w))),
            WIN => loss_wave = loss_wave.max(w),
            _ => draw_exit = true,
        }
    }
    Ok(Exits {
        inside,
        win_wave,
        draw_exit,
        loss_wave,
    })
}

/// The endgame class of slice `m`'s positions when it has a move limit.
pub(super) fn class_of<R: RuleSet>(index: &SliceIndex<R>, limit: Option<u16>) -> Endgame {
    if limit.is_some() {
        index.position(0).endgame()
    } else {
        Endgame::None
    }
}

/// Solves slice `m`; every slice its captures and crownings lead into must be in
/// `known`, else `Err` names the first one missing. `progress(n)` is told of positions
/// as they are done (each position counts twice: generated, then decided or not).
pub fn solve<R: RuleSet>(
    m: Material,
    known: &Known<R>,
    progress: &dyn Fn(u64),
) -> Result<Solved<R>, Material> {
    let index = SliceIndex::<R>::new(m);
    let n = index.len() as usize;
    let limit = limit_of::<R>(&m);
    let class = class_of(&index, limit);
    let mut state = vec![DRAW; n];
    let mut count = vec![0u8; n];
    // Bit 0: a move leads out to a draw; bit 1: a move leads out to a win.
    let mut flags = vec![0u8; n];
    let mut exit_wave = if limit.is_some() {
        vec![0u8; n]
    } else {
        vec![]
    };
    let mut waves = if limit.is_some() {
        vec![0u8; n]
    } else {
        vec![]
    };
    let mut buckets: Vec<[Vec<u32>; 2]> = Vec::new();
    let push = |buckets: &mut Vec<[Vec<u32>; 2]>, w: usize, code: u8, i: usize| {
        if buckets.len() <= w {
            buckets.resize_with(w + 1, Default::default);
        }
        buckets[w][usize::from(code == LOSS)].push(i as u32);
    };
    let mut list = MoveList::new();
    for (i, c) in count.iter_mut().enumerate() {
        let pos = index.position(i as u64);
        list.clear();
        movegen::generate(&pos, &mut list);
        if list.is_empty() {
            push(&mut buckets, 0, LOSS, i);
            continue;
        }
        let Exits {
            inside,
            win_wave,
            draw_exit,
            loss_wave,
        } = exits(&pos, &list, m, class, known)?;
        *c = inside.min(255) as u8;
        if let Some(w) = win_wave {
            flags[i] |= 2;
            push(&mut buckets, usize::from(w), WIN, i);
        }
        if draw_exit {
            flags[i] |= 1;
        }
        if limit.is_some() {
            exit_wave[i] = loss_wave;
        }
        if inside == 0 && flags[i] == 0 {
            push(&mut buckets, usize::from(loss_wave), LOSS, i);
        }
        if i % 65536 == 65535 {
            progress(65536);
        }
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
                if limit.is_some() {
                    waves[i] = w as u8;
                }
                longest = longest.max(w as u32);
                predecessors(&index.position(i as u64), &mut preds);
                for q in &preds {
                    let q = index.index(q) as usize;
                    if state[q] != DRAW {
                        continue;
                    }
                    if code == LOSS {
                        push(&mut buckets, w + 1, WIN, q);
                    } else {
                        count[q] = count[q].saturating_sub(1);
                        if count[q] == 0 && flags[q] == 0 {
                            let lw = exit_wave.get(q).map_or(0, |&x| usize::from(x));
                            push(&mut buckets, (w + 1).max(lw), LOSS, q);
                        }
                    }
                }
            }
        }
        w += 1;
    }
    progress(n as u64);
    let mut values = vec![0u8; n.div_ceil(4)];
    let (mut wins, mut losses) = (0u64, 0u64);
    for (i, &s) in state.iter().enumerate() {
        values[i / 4] |= s << ((i % 4) * 2);
        wins += u64::from(s == WIN);
        losses += u64::from(s == LOSS);
    }
    Ok(Solved {
        table: Table {
            index,
            values,
            waves: limit.map(|_| waves),
        },
        wins,
        losses,
        draws: n as u64 - wins - losses,
        longest,
    })
}
