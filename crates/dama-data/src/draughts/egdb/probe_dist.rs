//! The distance slices read back (English up to 5 pieces): [`Egdb::probe`] gives a
//! position's value with its distance to the end (plies with perfect play, the winner
//! hurrying and the loser delaying, the 40-move rule not counted: "win in N" is
//! `(distance + 1) / 2` of the winner's moves), and [`Egdb::perfect_moves`] /
//! [`Egdb::best_move`] the moves that keep it perfectly: the shortest win, else a draw,
//! else the longest loss (as Italian's `Egdb::best_move`, without its 40-move count).

use super::file::{Kind, code_at, code_value};
use super::probe::{Egdb, Wdl};
use super::solve::{LOSS, WIN};
use crate::core::Rules;
use crate::draughts::Move;
use crate::draughts::board::Board;
use crate::draughts::ruleset::RuleSet;

/// What a distance slice knows of a position (the side to move's view).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Probe {
    pub wdl: Wdl,
    /// Plies to the end of the game with perfect play; 0 for a draw.
    pub distance: u16,
}

impl Probe {
    /// Moves of the winner to the end: "win in N" (or of the loser: "loss in N").
    pub fn moves(&self) -> u16 {
        self.distance.div_ceil(2)
    }
}

impl<R: RuleSet> Egdb<R> {
    /// The value and distance of `pos`; `None` when its slice is not loaded as a
    /// distance slice. A side with no piece has lost (distance 0).
    pub fn probe(&self, pos: &Board<R>) -> Option<Probe> {
        let (us, them) = pos.us_them();
        if us == 0 {
            return Some(Probe {
                wdl: Wdl::Loss,
                distance: 0,
            });
        }
        if them == 0 {
            return None;
        }
        let (f, bytes, b, at) = self.locate(pos)?;
        let Kind::Distances(width) = f.kind else {
            return None;
        };
        let code = code_at(&bytes, f.block_len(b), width, at as usize);
        let wdl = match code_value(code) {
            WIN => Wdl::Win,
            LOSS => Wdl::Loss,
            _ => Wdl::Draw,
        };
        Some(Probe {
            wdl,
            distance: code.saturating_sub(1),
        })
    }

    /// The value of `pos` and its perfect moves: every move to a lost position at the
    /// shortest distance when it is won, every drawing move when drawn, every move to a
    /// won position at the longest distance when lost; `None` when `pos` or a successor
    /// has no distance (or `pos` has no move).
    pub fn perfect_moves(&self, pos: &Board<R>) -> Option<(Probe, Vec<Move>)> {
        if (pos.white | pos.black).count_ones() > self.distance_pieces() {
            return None;
        }
        let here = self.probe(pos)?;
        let mut scored = Vec::new();
        for mv in pos.legal_moves().iter() {
            let p = self.probe(&pos.after(mv))?;
            let d = i64::from(p.distance);
            let score = match p.wdl {
                Wdl::Loss => 100_000 - d,
                Wdl::Draw => 0,
                Wdl::Win => -100_000 + d,
            };
            scored.push((*mv, score));
        }
        let best = scored.iter().map(|(_, s)| *s).max()?;
        let moves = scored
            .into_iter()
            .filter(|(_, s)| *s == best)
            .map(|(m, _)| m)
            .collect();
        Some((here, moves))
    }

    /// A perfect move of `pos` with its value (the first of [`Egdb::perfect_moves`]).
    pub fn best_move(&self, pos: &Board<R>) -> Option<(Move, Probe)> {
        let (p, moves) = self.perfect_moves(pos)?;
        Some((*moves.first()?, p))
    }
}
