//! Move ordering: the transposition-table move first, then captures (most kings taken
//! first), then the two killer moves of the ply, then quiet moves by their history score.
//! Good ordering is what makes alpha-beta cut: most cutoffs come from the first move.

use crate::rules::{Color, Move, MoveList};

use super::params::search::MAX_PLY;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const KILLER_1: i32 = 1 << 27;
const KILLER_2: i32 = KILLER_1 - 1;
/// History scores are kept below this so they never reach the killers.
const HISTORY_MAX: i32 = 1 << 24;

/// Killer moves per ply and the history table, for one search.
pub struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    /// `history[side][from][to]`: how often a quiet move caused a cutoff, weighted by depth².
    history: Box<[[[i32; 32]; 32]; 2]>,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Box::new([[[0; 32]; 32]; 2]),
        }
    }
}

impl Ordering {
    /// Forgets the killers and ages the history before a new search.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 8;
                }
            }
        }
    }

    pub fn is_killer(&self, ply: usize, mv: &Move) -> bool {
        self.killers[ply].iter().any(|k| k.as_ref() == Some(mv))
    }

    /// Scores every move of `moves` into `scores` (same order).
    pub fn score(
        &self,
        moves: &MoveList,
        tt_move: Option<usize>,
        ply: usize,
        side: Color,
        kings: u32,
        scores: &mut [i32],
    ) {
        let [k1, k2] = self.killers[ply];
        let hist = &self.history[side as usize];
        for (i, mv) in moves.iter().enumerate() {
            scores[i] = if Some(i) == tt_move {
                TT_MOVE
            } else if mv.is_capture() {
                CAPTURE + 16 * (mv.captured().0 & kings).count_ones() as i32
            } else if Some(*mv) == k1 {
                KILLER_1
            } else if Some(*mv) == k2 {
                KILLER_2
            } else {
                hist[mv.from().index()][mv.to().index()]
            };
        }
    }

    /// Records a quiet move that caused a beta cutoff at `ply` after `depth` plies.
    pub fn cutoff(&mut self, mv: &Move, ply: usize, depth: i32, side: Color) {
        if mv.is_capture() {
            return;
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(*mv) {
            k[1] = k[0];
            k[0] = Some(*mv);
        }
        let h = &mut self.history[side as usize][mv.from().index()][mv.to().index()];
        *h += depth * depth;
        if *h >= HISTORY_MAX {
            for row in self.history[side as usize].iter_mut() {
                for x in row.iter_mut() {
                    *x /= 2;
                }
            }
        }
    }
}

/// Brings the index of the best-scored remaining move to `order[i]` (selection sort, one
/// step at a time: most nodes cut after one or two moves, so sorting all would be waste).
/// `order` holds indices into the move list, so each move keeps its original index, which
/// is what the transposition table stores.
#[inline]
pub fn pick(order: &mut [u8], scores: &[i32], i: usize) -> usize {
    let mut best = i;
    for j in i + 1..order.len() {
        if scores[order[j] as usize] > scores[order[best] as usize] {
            best = j;
        }
    }
    order.swap(i, best);
    order[i] as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Position;

    #[test]
    fn tt_move_then_killer_come_first() {
        let pos = Position::start();
        let moves = pos.legal_moves();
        let mut ord = Ordering::default();
        let killer = moves[4];
        ord.cutoff(&killer, 3, 4, Color::White);
        let mut scores = [0; 256];
        ord.score(&moves, Some(2), 3, Color::White, 0, &mut scores);
        let mut order: Vec<u8> = (0..moves.len() as u8).collect();
        assert_eq!(pick(&mut order, &scores, 0), 2);
        assert_eq!(pick(&mut order, &scores, 1), 4);
    }
}
