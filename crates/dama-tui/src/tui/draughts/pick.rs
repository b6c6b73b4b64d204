//! Choosing a move with the cursor or the mouse, for any draughts game: the piece picked,
//! the landings chosen so far, what a click on a square leads to, and the highlights the
//! board shows. Squares are PDN numbers; the legal moves decide everything.

use crate::draughts::Draughts;

/// A set of squares by PDN number (1..=63), for highlights.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct SquareSet(u64);

impl SquareSet {
    pub fn insert(&mut self, n: u8) {
        if n < 64 {
            self.0 |= 1 << n;
        }
    }

    pub fn contains(self, n: u8) -> bool {
        n < 64 && self.0 & (1 << n) != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The squares in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (1..64u8).filter(move |&n| self.contains(n))
    }
}

impl FromIterator<u8> for SquareSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = SquareSet::default();
        for n in iter {
            set.insert(n);
        }
        set
    }
}

/// What to highlight on the board.
#[derive(Clone, Copy, Default, Debug)]
pub struct Marks {
    /// Cursor, as board (row, column) in the diagram (White at the bottom).
    pub cursor: Option<(u8, u8)>,
    pub picked: Option<u8>,
    /// Landings already chosen for the picked piece (multi-capture by cursor or mouse).
    pub landed: SquareSet,
    pub dests: SquareSet,
    pub must: SquareSet,
    pub last_path: SquareSet,
    pub last_taken: SquareSet,
    pub hint: SquareSet,
}

/// The piece picked with the cursor or the mouse, and the landings chosen so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Pick {
    pub from: u8,
    pub landings: Vec<u8>,
}

/// What a click or Enter on a square leads to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Selection<M> {
    /// Nothing to say (picked, unpicked, or a landing chosen).
    Quiet,
    /// The move is complete.
    Play(M),
    /// A piece that cannot move: the squares of the pieces that must capture, if any.
    CannotMove {
        square: u8,
        must: Option<SquareSet>,
    },
    NotOwn,
    NotDestination,
}

/// The squares holding pieces that have a legal move.
pub fn movable<G: Draughts>(pos: &G) -> SquareSet {
    pos.legal_moves()
        .iter()
        .map(|m| G::move_squares(m).from)
        .collect()
}

/// Whether a capture is compulsory now.
pub fn must_capture<G: Draughts>(pos: &G) -> bool {
    pos.legal_moves().iter().any(G::is_capture)
}

/// The legal moves from `from` whose landings start with `landings`.
pub fn moves_along<G: Draughts>(pos: &G, from: u8, landings: &[u8]) -> Vec<G::Move> {
    pos.legal_moves()
        .iter()
        .filter(|m| {
            let sq = G::move_squares(m);
            sq.from == from && sq.path.starts_with(landings)
        })
        .copied()
        .collect()
}

/// Picks a piece or a destination on square `n` of `pos`, given what was picked before.
pub fn select<G: Draughts>(pos: &G, pick: &mut Option<Pick>, n: u8) -> Selection<G::Move> {
    let mine = pos.piece_on(n).is_some_and(|p| p.color == pos.side());
    let can_move = movable(pos);
    if let Some(current) = pick.clone() {
        if current.landings.is_empty() {
            if n == current.from {
                *pick = None;
                return Selection::Quiet;
            }
            if can_move.contains(n) {
                *pick = Some(Pick {
                    from: n,
                    landings: Vec::new(),
                });
                return Selection::Quiet;
            }
        }
        let mut landings = current.landings.clone();
        landings.push(n);
        let moves = moves_along(pos, current.from, &landings);
        if moves.is_empty() {
            return Selection::NotDestination;
        }
        // Complete when one path is left, or when this landing ends a move (a king may
        // pass a square twice, so the path alone can end here).
        let done = if moves.len() == 1 {
            moves.first().copied()
        } else {
            moves
                .iter()
                .find(|m| G::move_squares(m).path == landings)
                .copied()
        };
        return match done {
            Some(mv) => {
                *pick = None;
                Selection::Play(mv)
            }
            None => {
                *pick = Some(Pick {
                    from: current.from,
                    landings,
                });
                Selection::Quiet
            }
        };
    }
    if can_move.contains(n) {
        *pick = Some(Pick {
            from: n,
            landings: Vec::new(),
        });
        Selection::Quiet
    } else if mine {
        let must = must_capture(pos).then_some(can_move);
        Selection::CannotMove { square: n, must }
    } else {
        Selection::NotOwn
    }
}

/// The squares a move starts on and lands on.
pub fn path_set<G: Draughts>(mv: &G::Move) -> SquareSet {
    let sq = G::move_squares(mv);
    std::iter::once(sq.from).chain(sq.path).collect()
}

/// The destinations the picked piece can reach next.
pub fn next_landings<G: Draughts>(pos: &G, pick: &Pick) -> SquareSet {
    let n = pick.landings.len();
    moves_along(pos, pick.from, &pick.landings)
        .iter()
        .filter_map(|m| G::move_squares(m).path.get(n).copied())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;

    #[test]
    fn square_sets_hold_numbers_up_to_fifty() {
        let set: SquareSet = [1, 32, 50].into_iter().collect();
        assert!(set.contains(50) && set.contains(1) && !set.contains(2));
        assert_eq!(set.iter().collect::<Vec<_>>(), [1, 32, 50]);
    }

    #[test]
    fn picking_then_landing_plays_the_move() {
        let pos = Position::start();
        let mut pick = None;
        assert_eq!(select(&pos, &mut pick, 22), Selection::Quiet);
        assert_eq!(
            next_landings(&pos, pick.as_ref().expect("picked"))
                .iter()
                .count(),
            2
        );
        match select(&pos, &mut pick, 18) {
            Selection::Play(mv) => assert_eq!(mv.fid(), "22-18"),
            other => panic!("{other:?}"),
        }
        assert_eq!(select(&pos, &mut pick, 9), Selection::NotOwn);
    }
}
