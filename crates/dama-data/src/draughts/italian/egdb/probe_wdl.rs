//! Win/draw/loss answers from every kind of slice, and the values the search takes from
//! the databases ([`Egdb::oracle_score`]).
//!
//! A position of a win/draw/loss slice is read from the canonical side of its mirror pair
//! (flipped when needed); one with a capture pending is answered by playing the captures
//! out, which always leads into the distance slices of fewer pieces (see [`super::wdl`]).

use super::index::Material;
use super::probe::{Block, Egdb, Wdl};
use super::wdl;
use crate::draughts::egdb::value::{keeping, wdl_score};
use crate::draughts::italian::{FORTY_MOVE_PLIES, Move, Position};

impl Egdb {
    /// Win, draw or loss for the side to move in `pos`, with perfect play and the 40-move
    /// rule not counted: from a distance slice when there is one, else from the
    /// win/draw/loss slices (a slice present answers even when its size is not
    /// complete). `None` when the databases do not cover `pos`.
    pub fn probe_wdl(&self, pos: &Position) -> Option<Wdl> {
        if pos.pieces(pos.side_to_move()).is_empty() {
            return Some(Wdl::Loss);
        }
        if let Some(p) = self.probe(pos) {
            return Some(p.wdl);
        }
        let largest = self.wdl_slices.keys().map(Material::pieces).max();
        if pos.occupied().count() > largest.unwrap_or(0).max(self.wdl_pieces) {
            return None;
        }
        if pos.has_capture() {
            let mut best = Wdl::Loss;
            for mv in pos.legal_moves().iter() {
                best = best.max(self.probe_wdl(&pos.after(mv))?.flip());
                if best == Wdl::Win {
                    break;
                }
            }
            return Some(best);
        }
        let m = Material::of(pos);
        let (file, pos) = match self.wdl_slices.get(&m) {
            Some(f) => (f, *pos),
            None => (self.wdl_slices.get(&m.mirror())?, wdl::flip(pos)),
        };
        let i = file.index.index(&pos);
        let per = u64::from(file.kind.block_positions());
        let Block::Wdl(bytes) = self.block(file, (i / per) as usize)? else {
            return None;
        };
        Some(wdl::wdl(wdl::get2(&bytes, i % per)))
    }

    /// Every legal move of `pos` with its result for the mover (win/draw/loss), or
    /// `None` when a successor is not covered.
    pub fn wdl_moves(&self, pos: &Position) -> Option<Vec<(Move, Wdl)>> {
        pos.legal_moves()
            .iter()
            .map(|mv| Some((*mv, self.probe_wdl(&pos.after(mv))?.flip())))
            .collect()
    }

    /// The moves of `pos` that keep its value (every winning move when it is won, every
    /// drawing one when drawn, all when lost); `None` when not covered.
    pub fn keeping_moves(&self, pos: &Position) -> Option<(Wdl, Vec<Move>)> {
        keeping(self.wdl_moves(pos)?)
    }

    /// The oracle for a search from `root` (`engine::search_with_oracle`), scores out of
    /// `mate`: [`Egdb::oracle_score`] when `root` has more pieces than the databases
    /// cover (a won or drawn ending is then an exact value and the search stops there).
    /// From a root inside the win/draw/loss slices the search must make progress itself:
    /// the oracle answers the distance slices, the draws, and the wins and losses just
    /// after progress (a capture, a man move or a crowning: `counter` 0); the search goes
    /// on through the other won and lost positions, its root moves kept to those that
    /// keep the value ([`Egdb::keeping_moves`]). So a line that keeps the win and resets
    /// the 40-move count scores far above one that shuffles kings.
    pub fn oracle(
        &self,
        root: &Position,
        mate: i32,
    ) -> impl Fn(&Position, usize) -> Option<i32> + Sync + '_ {
        let inside = root.occupied().count() <= self.wdl_pieces;
        move |pos: &Position, counter: usize| {
            let v = self.oracle_score(pos, counter, mate)?;
            let exact = pos.occupied().count() <= self.max_pieces();
            (!inside || exact || v == 0 || counter == 0).then_some(v)
        }
    }

    /// The database's value of `pos` as a search score from the side to move's view,
    /// `counter` plies after the last capture or man move, or `None` to search it (more
    /// pieces than the databases cover, or a capture pending: the search plays captures
    /// out itself).
    ///
    /// - In the distance slices: `mate - distance` for a win, its negation for a loss,
    ///   0 for a draw — and 0 too for a win or loss whose conversion cannot come before
    ///   the 40-move rule draws (`counter + conversion ≥ 80`).
    /// - In the win/draw/loss slices: 0 for a draw; a win scores `mate / 2` plus the
    ///   evaluation for the winner (within ±2,000) minus 10 a ply of `counter`, a loss
    ///   its negation. Below every win with a known distance, so the search converts
    ///   into one as soon as it sees it; the evaluation and the counter make it prefer
    ///   progress (captures, man moves, the hunt) while it cannot see that far.
    pub fn oracle_score(&self, pos: &Position, counter: usize, mate: i32) -> Option<i32> {
        let pieces = pos.occupied().count();
        if pieces > self.wdl_pieces || pos.has_capture() {
            return None;
        }
        if pieces > self.max_pieces() {
            let w = self.probe_wdl(pos)?;
            let eval = crate::draughts::italian::eval::evaluate(pos);
            let limit = usize::from(FORTY_MOVE_PLIES);
            return Some(wdl_score(w, eval, counter, limit, mate));
        }
        let p = self.probe(pos)?;
        let in_time = counter + usize::from(p.conversion) < usize::from(FORTY_MOVE_PLIES);
        Some(match p.wdl {
            Wdl::Win if in_time => mate - i32::from(p.distance),
            Wdl::Loss if in_time => -(mate - i32::from(p.distance)),
            _ => 0,
        })
    }
}

impl Egdb {
    /// The result an agreed adjudication takes for `pos` (`dama match --egdb`), for the
    /// side to move, `counter` plies after the last capture or man move: `None` when a
    /// capture is pending or the databases do not cover it. A win of the distance slices
    /// that the 40-move rule would draw (`counter + conversion ≥ 80`) is a draw; a
    /// win/draw/loss slice's value is taken as it is (the rule not counted).
    pub fn adjudicate(&self, pos: &Position, counter: usize) -> Option<Wdl> {
        if pos.has_capture() || pos.occupied().count() > self.wdl_pieces {
            return None;
        }
        if let Some(p) = self.probe(pos) {
            let in_time = counter + usize::from(p.conversion) < usize::from(FORTY_MOVE_PLIES);
            return Some(if in_time { p.wdl } else { Wdl::Draw });
        }
        self.probe_wdl(pos)
    }
}
