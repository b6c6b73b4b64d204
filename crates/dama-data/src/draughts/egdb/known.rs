//! What the solvers ([`super::solve`], [`super::solve_par`]) share: a solved slice in
//! memory ([`Table`]: two-bit values, and the plies to the end where they are kept), the
//! solved slices a solve looks into ([`Known`]), and what a position's moves out of its
//! slice say before the waves (`exits`).
//!
//! Waves (plies) are kept per position in two kinds of slice:
//! - the slices under an FMJD endgame limit (International, Brazilian): the plies to the
//!   end of each decided position with the count running from it; a crowning inside the
//!   class adds its child's wave, a capture (or a move out of the class) starts anew;
//! - the **distance slices** (English up to [`RuleSet::EGDB_DISTANCE_PIECES`] pieces):
//!   the plies to the end of the game with perfect play (the winner hurrying, the loser
//!   delaying), through captures and crownings: every move out of the slice adds one ply
//!   to its child's distance.

use std::collections::HashMap;
use std::sync::Arc;

use super::index::{Material, SliceIndex, flip};
use crate::draughts::Endgame;
use crate::draughts::board::Board;
use crate::draughts::mv::MoveList;
use crate::draughts::ruleset::{FIVE_MOVE_PLIES, RuleSet, SIXTEEN_MOVE_PLIES};

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
    /// For a slice under an endgame limit or a distance slice: the plies to the end of
    /// each decided position (0 for a draw).
    pub waves: Option<Vec<u16>>,
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

/// Whether slice `m` of game `R` is a distance slice (its file stores the distances).
pub fn has_distances<R: RuleSet>(m: &Material) -> bool {
    m.pieces() <= R::EGDB_DISTANCE_PIECES
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

    /// The same slices without their waves, where no slice still to solve needs them
    /// (the win/draw/loss slices above the distance slices read only the values).
    pub fn without_waves(&mut self) {
        for t in self.tables.values_mut() {
            if t.waves.is_some() && limit_of::<R>(&t.index.material).is_none() {
                let mut bare = Table::clone(t);
                bare.waves = None;
                *t = Arc::new(bare);
            }
        }
    }

    /// The code and wave of `pos` for its side to move (the wave `None` when its slice
    /// keeps none); `None` when its slice is unknown.
    pub fn lookup(&self, pos: &Board<R>) -> Option<(u8, Option<u16>)> {
        let (us, them) = pos.us_them();
        if us == 0 {
            return Some((LOSS, Some(0)));
        }
        if them == 0 {
            return Some((WIN, Some(0)));
        }
        let m = Material::of(pos);
        let (t, p) = match self.tables.get(&m) {
            Some(t) => (t, *pos),
            None => (self.tables.get(&m.mirror())?, flip(pos)),
        };
        let i = t.index.index(&p);
        Some((get2(&t.values, i), t.waves.as_ref().map(|w| w[i as usize])))
    }
}

/// What a position's moves say before the waves: its moves that stay in the slice, and
/// of those that leave it the first wave it wins at (a move to a lost position), whether
/// one draws, and the latest wave a move to a won position reaches (at least 1). Italian's
/// distance solver adds its moves the same way (`crate::draughts::italian::egdb::solve`).
pub(crate) struct Exits {
    pub inside: u32,
    pub win_wave: Option<u16>,
    pub draw_exit: bool,
    pub loss_wave: u16,
}

impl Default for Exits {
    fn default() -> Self {
        Exits {
            inside: 0,
            win_wave: None,
            draw_exit: false,
            loss_wave: 1,
        }
    }
}

impl Exits {
    /// Adds a move out of the slice to a child of value `v` ([`WIN`], [`LOSS`] or
    /// [`DRAW`] for the child's side to move) decided at wave `child_wave`.
    #[inline]
    pub(crate) fn add(&mut self, v: u8, child_wave: u16) {
        let w = child_wave.saturating_add(1);
        match v {
            LOSS => self.win_wave = Some(self.win_wave.map_or(w, |x| x.min(w))),
            WIN => self.loss_wave = self.loss_wave.max(w),
            _ => self.draw_exit = true,
        }
    }

    /// Pass 1's flags of the position: bit 0, a move out draws; bit 1, one wins.
    pub(crate) fn flags(&self) -> u8 {
        u8::from(self.draw_exit) | (u8::from(self.win_wave.is_some()) << 1)
    }

    /// What the moves out decide before the waves: `(wave, won)`, won at the first wave a
    /// move out wins at, or lost when no move stays inside and none out draws or wins.
    pub(crate) fn decided(&self) -> Option<(usize, bool)> {
        match self.win_wave {
            Some(w) => Some((usize::from(w), true)),
            None if self.inside == 0 && !self.draw_exit => {
                Some((usize::from(self.loss_wave), false))
            }
            None => None,
        }
    }
}

/// How a slice counts the waves of its moves out (see the module comment).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Counting {
    /// Win/draw/loss only: every move out is one ply.
    Plain,
    /// Under an FMJD endgame limit of this class.
    Limited(Endgame),
    /// Distances to the end: a move out is its child's distance and one ply.
    Distances,
}

impl Counting {
    /// How slice `m` counts.
    pub fn of<R: RuleSet>(m: &Material, index: &SliceIndex<R>) -> Counting {
        if has_distances::<R>(m) {
            Counting::Distances
        } else if limit_of::<R>(m).is_some() && !index.is_empty() {
            Counting::Limited(index.position(0).endgame())
        } else {
            Counting::Plain
        }
    }

    /// Whether the solve keeps each position's wave.
    pub fn keeps_waves(self) -> bool {
        self != Counting::Plain
    }
}

/// The [`Exits`] of `pos` (in slice `m`, counted as `counting`) whose moves are `list`;
/// `Err` names a slice a move leads into that is unknown (or known without the
/// distances a distance slice needs).
pub(super) fn exits<R: RuleSet>(
    pos: &Board<R>,
    list: &MoveList,
    m: Material,
    counting: Counting,
    known: &Known<R>,
) -> Result<Exits, Material> {
    let mut exits = Exits::default();
    for mv in list.iter() {
        let mut child = *pos;
        child.play_unchecked(mv);
        if !mv.is_capture() && Material::of(&child) == m {
            exits.inside += 1;
            continue;
        }
        let missing = || Material::of(&child).canonical();
        let (v, w) = known.lookup(&child).ok_or_else(missing)?;
        let w = match counting {
            Counting::Plain => 0,
            Counting::Distances => w.ok_or_else(missing)?,
            // The count goes on through a crowning inside the class; else it starts anew.
            Counting::Limited(class) => {
                if mv.is_capture() || child.endgame() != class {
                    0
                } else {
                    w.unwrap_or(0)
                }
            }
        };
        exits.add(v, w);
    }
    Ok(exits)
}
