//! Move generation: plain steps from bitboard shifts, and the capture-tree walk that
//! keeps only the captures with the greatest priority key (Art. 6.6–6.10).

use super::bitboard::{BLACK_PROMOTION, WHITE_PROMOTION, down_left, down_right, up_left, up_right};
use super::capture::CaptureKey;
use super::mv::{MAX_JUMPS, Move, MoveList};
use super::piece::Color;
use super::position::Position;
use super::square::{Direction, JUMPS, NEIGHBOURS, OFF_BOARD, Square};

const UP: [usize; 2] = [Direction::UpLeft as usize, Direction::UpRight as usize];
const DOWN: [usize; 2] = [Direction::DownLeft as usize, Direction::DownRight as usize];
const ALL_DIRS: [usize; 4] = [0, 1, 2, 3];

/// The side to move's pieces split for generation.
struct Sides {
    men: u32,
    kings: u32,
    their_men: u32,
    their_all: u32,
    their_kings: u32,
    empty: u32,
    forward: &'static [usize],
    promotion: u32,
}

#[inline(always)]
fn sides(pos: &Position) -> Sides {
    let (us, them) = pos.us_them();
    let kings = pos.kings().0;
    let empty = !(us | them);
    let (forward, promotion): (&'static [usize], u32) = match pos.side_to_move() {
        Color::White => (&UP, WHITE_PROMOTION),
        Color::Black => (&DOWN, BLACK_PROMOTION),
    };
    Sides {
        men: us & !kings,
        kings: us & kings,
        their_men: them & !kings,
        their_all: them,
        their_kings: them & kings,
        empty,
        forward,
        promotion,
    }
}

/// Squares of the side to move's pieces that have at least one capture.
#[inline]
pub fn capture_origins(pos: &Position) -> u32 {
    let s = sides(pos);
    let e = s.empty;
    // A jump in direction d from o needs step_d(o) in prey and step_d(step_d(o)) empty;
    // walking back from the empty squares with the opposite step finds every such o.
    let from_ul = |prey: u32| down_right(down_right(e) & prey);
    let from_ur = |prey: u32| down_left(down_left(e) & prey);
    let from_dl = |prey: u32| up_right(up_right(e) & prey);
    let from_dr = |prey: u32| up_left(up_left(e) & prey);
    let king_origins =
        (from_ul(s.their_all) | from_ur(s.their_all) | from_dl(s.their_all) | from_dr(s.their_all))
            & s.kings;
    let man_origins = match pos.side_to_move() {
        Color::White => from_ul(s.their_men) | from_ur(s.their_men),
        Color::Black => from_dl(s.their_men) | from_dr(s.their_men),
    } & s.men;
    king_origins | man_origins
}

/// Number of plain moves, by population count (for perft's last ply).
#[inline]
pub fn count_plain(pos: &Position) -> u32 {
    let s = sides(pos);
    let e = s.empty;
    let k = s.kings;
    let kings = (up_left(k) & e).count_ones()
        + (up_right(k) & e).count_ones()
        + (down_left(k) & e).count_ones()
        + (down_right(k) & e).count_ones();
    let men = match pos.side_to_move() {
        Color::White => (up_left(s.men) & e).count_ones() + (up_right(s.men) & e).count_ones(),
        Color::Black => (down_left(s.men) & e).count_ones() + (down_right(s.men) & e).count_ones(),
    };
    kings + men
}

/// Appends every plain move, by origin square, then direction.
pub fn plain_moves(pos: &Position, list: &mut MoveList) {
    let s = sides(pos);
    let mut movers = s.men | s.kings;
    while movers != 0 {
        let i = movers.trailing_zeros() as usize;
        movers &= movers - 1;
        let dirs: &[usize] = if s.kings & (1 << i) != 0 {
            &ALL_DIRS
        } else {
            s.forward
        };
        for &d in dirs {
            let t = NEIGHBOURS[i][d];
            if t != OFF_BOARD && s.empty & (1 << t) != 0 {
                list.push(Move::plain(
                    Square::from_index_unchecked(i as u8),
                    Square::from_index_unchecked(t),
                ));
            }
        }
    }
}

/// What the capture walk does with a finished sequence.
pub enum Keep<'a> {
    /// Keep only the sequences with the greatest key (legal moves).
    Best(&'a mut MoveList),
    /// Keep every complete sequence with its key (to explain why a move is illegal).
    All(&'a mut Vec<(Move, CaptureKey)>),
}

struct Walk<'a, 'b> {
    keep: &'b mut Keep<'a>,
    best: CaptureKey,
    from: Square,
    by_king: bool,
    dirs: &'static [usize],
    prey: u32,
    their_kings: u32,
    empty: u32,
    promotion: u32,
    path: [Square; MAX_JUMPS],
}

impl Walk<'_, '_> {
    fn go(&mut self, at: usize, depth: usize, captured: u32, pattern: u32, kings: u32) {
        let mut extended = false;
        // A man that reaches the far row during a capture is promoted and stops there.
        if self.promotion & (1 << at) == 0 {
            for &d in self.dirs {
                let mid = NEIGHBOURS[at][d];
                if mid == OFF_BOARD {
                    continue;
                }
                let mid_bit = 1u32 << mid;
                if self.prey & mid_bit == 0 || captured & mid_bit != 0 {
                    continue;
                }
                let land = JUMPS[at][d];
                if land == OFF_BOARD || self.empty & (1 << land) == 0 {
                    continue;
                }
                extended = true;
                self.path[depth] = Square::from_index_unchecked(land);
                let k = (self.their_kings & mid_bit != 0) as u32;
                self.go(
                    land as usize,
                    depth + 1,
                    captured | mid_bit,
                    (pattern << 1) | k,
                    kings + k,
                );
            }
        }
        if !extended && depth > 0 {
            let key = CaptureKey::new(depth as u32, self.by_king, kings, pattern);
            let mv = Move::capture(self.from, &self.path[..depth], super::Bitboard(captured));
            match self.keep {
                Keep::Best(list) => {
                    if key > self.best {
                        list.clear();
                        self.best = key;
                    }
                    if key == self.best {
                        list.push(mv);
                    }
                }
                Keep::All(all) => all.push((mv, key)),
            }
        }
    }
}

/// Walks the capture tree of every piece in `origins` (pieces of the side to move).
pub fn captures(pos: &Position, origins: u32, keep: &mut Keep<'_>) {
    let s = sides(pos);
    let mut walk = Walk {
        keep,
        best: CaptureKey::default(),
        from: Square::from_index_unchecked(0),
        by_king: false,
        dirs: &ALL_DIRS,
        prey: 0,
        their_kings: s.their_kings,
        empty: 0,
        promotion: 0,
        path: [Square::from_index_unchecked(0); MAX_JUMPS],
    };
    let mut rest = origins;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let bit = 1u32 << i;
        let is_king = s.kings & bit != 0;
        walk.from = Square::from_index_unchecked(i as u8);
        walk.by_king = is_king;
        // The moving piece is lifted from its square, so it may pass or end there.
        walk.empty = s.empty | bit;
        if is_king {
            walk.dirs = &ALL_DIRS;
            walk.prey = s.their_all;
            walk.promotion = 0;
        } else {
            walk.dirs = s.forward;
            walk.prey = s.their_men; // a man never captures a king
            walk.promotion = s.promotion;
        }
        walk.go(i, 0, 0, 0, 0);
    }
}

/// Every legal move of the side to move.
pub fn legal_moves(pos: &Position) -> MoveList {
    let mut list = MoveList::new();
    let origins = capture_origins(pos);
    if origins != 0 {
        captures(pos, origins, &mut Keep::Best(&mut list));
    } else {
        plain_moves(pos, &mut list);
    }
    list
}

/// Number of legal moves, without building plain moves.
#[inline]
pub fn count_legal(pos: &Position) -> u32 {
    let origins = capture_origins(pos);
    if origins != 0 {
        let mut list = MoveList::new();
        captures(pos, origins, &mut Keep::Best(&mut list));
        list.len() as u32
    } else {
        count_plain(pos)
    }
}
