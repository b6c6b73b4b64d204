//! Move ordering, for any game: the transposition-table move first, then captures (plus
//! the game's [`Evaluate::capture_weight`], for Italian the kings taken), then the two
//! killer moves of the ply, then quiet moves by their history score, indexed by the
//! game's [`Evaluate::history_squares`]. Good ordering is what makes alpha-beta cut: most
//! cutoffs come from the first move.

use arrayvec::ArrayVec;

use crate::core::{Evaluate, MAX_MOVES, Seat};

use super::params::search::MAX_PLY;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 28;
const KILLER_1: i32 = 1 << 27;
const KILLER_2: i32 = KILLER_1 - 1;
/// History scores are kept below this so they never reach the killers.
const HISTORY_MAX: i32 = 1 << 24;
/// Squares (or cells) a game may number a move's endpoints in.
const SQUARES: usize = 64;
/// Players a game may have.
const SEATS: usize = 3;

type HistoryTable = [[[i32; SQUARES]; SQUARES]; SEATS];

/// A node's moves as (ordering score, index in the move list), filled for the moves there
/// are and no more (zero-filling two arrays of `MAX_MOVES` at every node cost about 8 % of
/// the search's instructions).
pub type Scored = ArrayVec<(i32, u8), MAX_MOVES>;

/// Killer moves per ply and the history table, for one search.
pub struct Ordering<G: Evaluate> {
    killers: Vec<[Option<G::Move>; 2]>,
    /// `history[seat][from][to]`: how often a quiet move caused a cutoff, weighted by depth².
    history: Box<HistoryTable>,
}

impl<G: Evaluate> Default for Ordering<G> {
    fn default() -> Self {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Box::new([[[0; SQUARES]; SQUARES]; SEATS]),
        }
    }
}

impl<G: Evaluate> Ordering<G> {
    /// Forgets the killers and ages the history before a new search.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        for h in self.history.iter_mut().flatten().flatten() {
            *h /= 8;
        }
    }

    pub fn is_killer(&self, ply: usize, mv: &G::Move) -> bool {
        self.killers[ply].iter().any(|k| k.as_ref() == Some(mv))
    }

    /// Scores every move of `moves` (legal in `pos`) into `scored`, in the list's order.
    #[inline]
    pub fn score(
        &self,
        pos: &G,
        moves: &[G::Move],
        tt_move: Option<usize>,
        ply: usize,
        scored: &mut Scored,
    ) {
        let [k1, k2] = self.killers[ply];
        let hist = &self.history[pos.to_move().index()];
        scored.extend(moves.iter().enumerate().map(|(i, mv)| {
            let score = if Some(i) == tt_move {
                TT_MOVE
            } else if G::is_capture(mv) {
                CAPTURE + pos.capture_weight(mv)
            } else if Some(*mv) == k1 {
                KILLER_1
            } else if Some(*mv) == k2 {
                KILLER_2
            } else {
                let (from, to) = G::history_squares(mv);
                hist[from][to]
            };
            (score, i as u8)
        }));
    }

    /// Records a quiet move of `seat` that caused a beta cutoff at `ply` after `depth` plies.
    pub fn cutoff(&mut self, mv: &G::Move, ply: usize, depth: i32, seat: Seat) {
        if G::is_capture(mv) {
            return;
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(*mv) {
            k[1] = k[0];
            k[0] = Some(*mv);
        }
        let (from, to) = G::history_squares(mv);
        let side = &mut self.history[seat.index()];
        side[from][to] += depth * depth;
        if side[from][to] >= HISTORY_MAX {
            for x in side.iter_mut().flatten() {
                *x /= 2;
            }
        }
    }
}

/// Brings the best-scored remaining move to `scored[i]` and returns its index in the move
/// list (selection sort, one step at a time: most nodes cut after one or two moves, so
/// sorting all would be waste). Each move keeps its original index, which is what the
/// transposition table stores; of equal scores the one earlier in `scored` comes first.
#[inline]
pub fn pick(scored: &mut [(i32, u8)], i: usize) -> usize {
    let mut best = i;
    for j in i + 1..scored.len() {
        if scored[j].0 > scored[best].0 {
            best = j;
        }
    }
    scored.swap(i, best);
    scored[i].1 as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{DrawRule, NotLegal, Outcome, Rules};
    use arrayvec::ArrayVec;
    use dama_draughts::draughts::italian::Position;

    /// A toy three-player game with a fixed move list, to see the ordering work for any
    /// game: squares up to 63, the third seat, a game's own capture weights.
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    struct Toy {
        seat: u8,
        moves: [ToyMove; 4],
    }

    /// From, to, and the capture weight (`None` for a quiet move).
    #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
    struct ToyMove(usize, usize, Option<i32>);

    impl Rules for Toy {
        type Move = ToyMove;
        type MoveList = ArrayVec<ToyMove, 8>;
        type Counters = u8;
        type MoveError = NotLegal;
        type PositionError = NotLegal;
        const GAME: &'static str = "toy";
        const VARIANT: &'static str = "toy";
        const PLAYERS: usize = 3;
        fn start() -> Self {
            Toy {
                seat: 0,
                moves: [
                    ToyMove(1, 2, None),
                    ToyMove(3, 4, Some(0)),
                    ToyMove(5, 6, Some(5)),
                    ToyMove(60, 63, None),
                ],
            }
        }
        fn to_move(&self) -> Seat {
            Seat(self.seat)
        }
        fn zobrist(&self) -> u64 {
            u64::from(self.seat)
        }
        fn generate_moves(&self, list: &mut Self::MoveList) {
            list.clear();
            list.extend(self.moves);
        }
        fn play_unchecked(&mut self, _: &ToyMove) {
            self.seat = (self.seat + 1) % 3;
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
        fn is_tactical(&self) -> bool {
            false
        }
        fn is_capture(mv: &ToyMove) -> bool {
            mv.2.is_some()
        }
        fn next_counters(&self, _: &ToyMove, c: u8) -> u8 {
            c + 1
        }
        fn reversible_plies(c: u8) -> usize {
            usize::from(c)
        }
        fn counter_draw(&self, _: u8) -> Option<DrawRule> {
            None
        }
        fn parse_move(&self, _: &str) -> Result<ToyMove, NotLegal> {
            Err(NotLegal)
        }
        fn move_text(&self, mv: &ToyMove) -> String {
            format!("{mv:?}")
        }
        fn parse_position(_: &str) -> Result<Self, NotLegal> {
            Err(NotLegal)
        }
        fn position_text(&self) -> String {
            String::new()
        }
    }

    impl Evaluate for Toy {
        fn history_squares(mv: &ToyMove) -> (usize, usize) {
            (mv.0, mv.1)
        }
        fn capture_weight(&self, mv: &ToyMove) -> i32 {
            mv.2.unwrap_or(0)
        }
        fn evaluate(&self) -> i32 {
            0
        }
    }

    /// The move indices of `pos` in the order the search tries them.
    fn ordered<G: Evaluate>(
        ord: &Ordering<G>,
        pos: &G,
        tt: Option<usize>,
        ply: usize,
    ) -> Vec<usize> {
        let moves = pos.legal_moves();
        let mut scored = Scored::new();
        ord.score(pos, &moves, tt, ply, &mut scored);
        (0..moves.len()).map(|i| pick(&mut scored, i)).collect()
    }

    #[test]
    fn tt_move_then_killer_come_first() {
        let pos = Position::start();
        let moves = pos.legal_moves();
        let mut ord = Ordering::<Position>::default();
        ord.cutoff(&moves[4], 3, 4, pos.to_move());
        assert_eq!(ordered(&ord, &pos, Some(2), 3)[..2], [2, 4]);
        // The killer belongs to its ply; elsewhere the move comes first by its history.
        assert!(ord.is_killer(3, &moves[4]) && !ord.is_killer(2, &moves[4]));
        assert_eq!(ordered(&ord, &pos, None, 2)[0], 4);
    }

    #[test]
    fn any_game_orders_captures_by_weight_then_killers_then_history_by_seat() {
        let mut third = Toy::start();
        third.seat = 2;
        let mut ord = Ordering::<Toy>::default();
        assert_eq!(ordered(&ord, &third, None, 5), [2, 1, 0, 3]);
        // Seat 2's cutoff with the move to square 63: a killer at its ply, history above
        // the other quiet move elsewhere, nothing for seat 0.
        ord.cutoff(&third.moves[3], 7, 3, third.to_move());
        assert_eq!(ordered(&ord, &third, None, 7), [2, 1, 3, 0]);
        assert_eq!(ordered(&ord, &third, None, 5), [2, 1, 3, 0]);
        assert_eq!(ordered(&ord, &Toy::start(), None, 5), [2, 1, 0, 3]);
        // A capture never becomes a killer; the table move beats everything.
        ord.cutoff(&third.moves[1], 5, 3, third.to_move());
        assert!(!ord.is_killer(5, &third.moves[1]));
        assert_eq!(ordered(&ord, &third, Some(0), 5)[0], 0);
        // A new search forgets the killers and ages the history, keeping its order.
        ord.new_search();
        assert!(!ord.is_killer(7, &third.moves[3]));
        assert_eq!(ordered(&ord, &third, None, 7), [2, 1, 3, 0]);
    }
}
