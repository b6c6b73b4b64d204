//! Move generation: plain steps from bitboard shifts, and the capture-tree walk that
//! keeps only the captures with the greatest priority key (Art. 6.6–6.10).

use super::bitboard::{BLACK_PROMOTION, WHITE_PROMOTION, down_left, down_right, up_left, up_right};
use super::capture::CaptureKey;
use super::mv::{MAX_JUMPS, Move, MoveList};
use super::position::Position;
use super::square::{Direction, JUMPS, NEIGHBOURS, OFF_BOARD, Square};
use crate::draughts::piece::Color;

const UP: [usize; 2] = [Direction::UpLeft as usize, Direction::UpRight as usize];
const DOWN: [usize; 2] = [Direction::DownLeft as usize, Direction::DownRight as usize];
const ALL_DIRS: [usize; 4] = [0, 1, 2, 3];

/// Pieces among `kings` that can jump one of `prey` in any direction.
///
/// A jump in direction d from o needs step_d(o) in prey and step_d(step_d(o)) empty;
/// walking back from the empty squares with the opposite step finds every such o.
#[inline(always)]
fn king_jumpers(kings: u32, prey: u32, empty: u32) -> u32 {
    if kings == 0 {
        return 0;
    }
    (down_right(down_right(empty) & prey)
        | down_left(down_left(empty) & prey)
        | up_right(up_right(empty) & prey)
        | up_left(up_left(empty) & prey))
        & kings
}

/// Squares of the side to move's pieces that have at least one capture.
#[inline(always)]
pub fn capture_origins(pos: &Position) -> u32 {
    let (us, them) = pos.us_them();
    jumpers(us, them, pos.kings().0, pos.side_to_move())
}

/// Squares of the pieces of the side NOT to move that could capture if it were its turn
/// (the threats against the side to move).
#[inline(always)]
pub fn threat_origins(pos: &Position) -> u32 {
    let (us, them) = pos.us_them();
    jumpers(them, us, pos.kings().0, pos.side_to_move().opposite())
}

/// Squares of `side`'s pieces (`us`) that can jump one of `them`; men never take kings.
#[inline(always)]
fn jumpers(us: u32, them: u32, kings: u32, side: Color) -> u32 {
    let empty = !(us | them);
    let their_men = them & !kings;
    let men = us & !kings;
    let man_jumpers = match side {
        Color::White => {
            down_right(down_right(empty) & their_men) | down_left(down_left(empty) & their_men)
        }
        Color::Black => up_right(up_right(empty) & their_men) | up_left(up_left(empty) & their_men),
    } & men;
    man_jumpers | king_jumpers(us & kings, them, empty)
}

/// Number of plain moves, by population count (for perft's last ply).
#[inline(always)]
pub fn count_plain(pos: &Position) -> u32 {
    let (us, them) = pos.us_them();
    let kings = pos.kings().0;
    let e = !(us | them);
    let men = us & !kings;
    let k = us & kings;
    let mut n = match pos.side_to_move() {
        Color::White => (up_left(men) & e).count_ones() + (up_right(men) & e).count_ones(),
        Color::Black => (down_left(men) & e).count_ones() + (down_right(men) & e).count_ones(),
    };
    if k != 0 {
        n += (up_left(k) & e).count_ones()
            + (up_right(k) & e).count_ones()
            + (down_left(k) & e).count_ones()
            + (down_right(k) & e).count_ones();
    }
    n
}

/// Appends the plain moves reaching `targets` in direction `dir`.
#[inline(always)]
fn push_steps(list: &mut MoveList, mut targets: u32, back: usize) {
    while targets != 0 {
        let t = targets.trailing_zeros() as u8;
        targets &= targets - 1;
        let origin = NEIGHBOURS[t as usize][back];
        list.push(Move::plain(
            Square::from_index_unchecked(origin),
            Square::from_index_unchecked(t),
        ));
    }
}

/// Appends every plain move, by direction, then destination.
#[inline]
pub fn plain_moves(pos: &Position, list: &mut MoveList) {
    let (us, them) = pos.us_them();
    let kings = pos.kings().0;
    let e = !(us | them);
    let men = us & !kings;
    let k = us & kings;
    let (ul, ur, dl, dr) = match pos.side_to_move() {
        Color::White => (men | k, men | k, k, k),
        Color::Black => (k, k, men | k, men | k),
    };
    const UL: usize = Direction::UpLeft as usize;
    const UR: usize = Direction::UpRight as usize;
    const DL: usize = Direction::DownLeft as usize;
    const DR: usize = Direction::DownRight as usize;
    push_steps(list, up_left(ul) & e, DR);
    push_steps(list, up_right(ur) & e, DL);
    if dl | dr != 0 {
        push_steps(list, down_left(dl) & e, UR);
        push_steps(list, down_right(dr) & e, UL);
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
    /// The two forward directions of the side's men.
    forward: [usize; 2],
    prey: u32,
    their_kings: u32,
    empty: u32,
    promotion: u32,
    path: [Square; MAX_JUMPS],
}

impl Walk<'_, '_> {
    /// Extends the sequence at `at` (after `depth` jumps); records it when it cannot go on.
    /// `KING` selects the king's four directions and no promotion stop.
    #[inline(always)]
    fn go<const KING: bool>(
        &mut self,
        at: usize,
        depth: usize,
        captured: u32,
        pattern: u32,
        kings: u32,
    ) {
        let mut extended = false;
        // A man that reaches the far row during a capture is promoted and stops there.
        if KING || self.promotion & (1 << at) == 0 {
            let forward = self.forward;
            let dirs: &[usize] = if KING { &ALL_DIRS } else { &forward };
            for &d in dirs {
                let mid = NEIGHBOURS[at][d];
                if mid == OFF_BOARD {
                    continue;
                }
                let mid_bit = 1u32 << mid;
                if self.prey & !captured & mid_bit == 0 {
                    continue;
                }
                let land = JUMPS[at][d];
                if land == OFF_BOARD || self.empty & (1 << land) == 0 {
                    continue;
                }
                extended = true;
                self.path[depth] = Square::from_index_unchecked(land);
                let k = (self.their_kings & mid_bit != 0) as u32;
                self.step::<KING>(
                    land as usize,
                    depth + 1,
                    captured | mid_bit,
                    (pattern << 1) | k,
                    kings + k,
                );
            }
        }
        if !extended && depth > 0 {
            self.record(KING, depth, captured, pattern, kings);
        }
    }

    /// The recursive call, kept out of line so `go` can be inlined at the root.
    #[inline(never)]
    fn step<const KING: bool>(
        &mut self,
        at: usize,
        depth: usize,
        captured: u32,
        pattern: u32,
        kings: u32,
    ) {
        self.go::<KING>(at, depth, captured, pattern, kings);
    }

    #[inline(always)]
    fn record(&mut self, by_king: bool, depth: usize, captured: u32, pattern: u32, kings: u32) {
        let key = CaptureKey::new(depth as u32, by_king, kings, pattern);
        let captured = super::Bitboard(captured);
        match self.keep {
            Keep::Best(list) => {
                if key > self.best {
                    list.clear();
                    self.best = key;
                }
                if key == self.best {
                    list.push(Move::capture_path(self.from, self.path, depth, captured));
                }
            }
            Keep::All(all) => {
                all.push((
                    Move::capture_path(self.from, self.path, depth, captured),
                    key,
                ));
            }
        }
    }
}

/// Walks the capture tree of every piece in `origins` (pieces of the side to move).
pub fn captures(pos: &Position, origins: u32, keep: &mut Keep<'_>) {
    let (us, them) = pos.us_them();
    let kings = pos.kings().0;
    let empty = !(us | them);
    let (forward, promotion) = match pos.side_to_move() {
        Color::White => (UP, WHITE_PROMOTION),
        Color::Black => (DOWN, BLACK_PROMOTION),
    };
    let mut walk = Walk {
        keep,
        best: CaptureKey::default(),
        from: Square::from_index_unchecked(0),
        forward,
        prey: 0,
        their_kings: them & kings,
        empty: 0,
        promotion,
        path: [Square::from_index_unchecked(0); MAX_JUMPS],
    };
    let mut rest = origins;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let bit = 1u32 << i;
        let is_king = kings & bit != 0;
        walk.from = Square::from_index_unchecked(i as u8);
        // The moving piece is lifted from its square, so it may pass or end there.
        walk.empty = empty | bit;
        if is_king {
            walk.prey = them;
            walk.go::<true>(i, 0, 0, 0, 0);
        } else {
            walk.prey = them & !kings; // a man never captures a king
            walk.go::<false>(i, 0, 0, 0, 0);
        }
    }
}

/// Fills `list` (cleared first) with every legal move of the side to move.
#[inline]
pub fn generate(pos: &Position, list: &mut MoveList) {
    list.clear();
    let origins = capture_origins(pos);
    if origins != 0 {
        if !single_jumps(pos, origins, list) {
            captures(pos, origins, &mut Keep::Best(list));
        }
    } else {
        plain_moves(pos, list);
    }
}

/// `generate`'s shortcut when only men capture and none can jump twice: every capture
/// then takes one man (one key, Art. 6.6), so all are legal. They are listed as the walk
/// lists them, by origin and then direction, each with the path the walk leaves (the
/// landing square, then square 1's index), so the moves are equal byte for byte.
/// Returns false, adding nothing, when the walk is needed.
#[inline(always)]
fn single_jumps(pos: &Position, origins: u32, list: &mut MoveList) -> bool {
    let (us, them) = pos.us_them();
    let kings = pos.kings().0;
    if origins & kings != 0 {
        return false;
    }
    let empty = !(us | them);
    let their_men = them & !kings;
    let (forward, further) = match pos.side_to_move() {
        Color::White => {
            let lands =
                up_left(up_left(origins) & their_men) | up_right(up_right(origins) & their_men);
            let on = lands & empty;
            (
                UP,
                up_left(up_left(on) & their_men) | up_right(up_right(on) & their_men),
            )
        }
        Color::Black => {
            let lands = down_left(down_left(origins) & their_men)
                | down_right(down_right(origins) & their_men);
            let on = lands & empty;
            (
                DOWN,
                down_left(down_left(on) & their_men) | down_right(down_right(on) & their_men),
            )
        }
    };
    if further & empty != 0 {
        return false;
    }
    let mut rest = origins;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        for d in forward {
            let (mid, land) = (NEIGHBOURS[i][d], JUMPS[i][d]);
            if mid == OFF_BOARD || land == OFF_BOARD {
                continue;
            }
            if their_men & (1 << mid) != 0 && empty & (1 << land) != 0 {
                let mut path = [Square::from_index_unchecked(0); MAX_JUMPS];
                path[0] = Square::from_index_unchecked(land);
                list.push(Move::capture_path(
                    Square::from_index_unchecked(i as u8),
                    path,
                    1,
                    super::Bitboard(1 << mid),
                ));
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Positions along pseudo-random games from the start (xorshift picks the moves).
    fn random_positions(games: usize) -> Vec<Position> {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut out = Vec::new();
        for _ in 0..games {
            let mut pos = Position::start();
            for _ in 0..120 {
                out.push(pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                pos = pos.after(&moves[(seed % moves.len() as u64) as usize]);
            }
        }
        out
    }

    #[test]
    fn the_single_jump_shortcut_lists_what_the_walk_lists() {
        let made = [
            "W:W22,24,30:B19,20,3",
            "B:W14,15,30:B11,2",
            "W:W10,14:B6,7,9,2",
            "B:W26,27:B22,23,18",
            "W:W31:B12,20,28",
        ]
        .map(|fen| Position::from_fen(fen).expect("test FEN"));
        let mut shortcuts = 0;
        for pos in made.into_iter().chain(random_positions(300)) {
            let origins = capture_origins(&pos);
            if origins == 0 {
                continue;
            }
            let mut walked = MoveList::new();
            captures(&pos, origins, &mut Keep::Best(&mut walked));
            let mut listed = MoveList::new();
            if single_jumps(&pos, origins, &mut listed) {
                shortcuts += 1;
                // Whole moves compared, the unused end of the path included.
                assert_eq!(listed, walked, "{}", pos.to_fen());
            } else {
                assert!(listed.is_empty());
                assert!(
                    walked
                        .iter()
                        .any(|m| m.path().len() > 1 || pos.kings().contains(m.from()))
                );
            }
        }
        assert!(shortcuts > 500, "{shortcuts} positions took the shortcut");
    }
}
