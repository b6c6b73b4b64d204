//! Legal moves of the 8x8/10x10 variants, one generator for all of them, monomorphised
//! over the variant's [`RuleSet`]: plain steps by bitboard shifts (a flying king's by ray
//! fills), and a capture walk that follows each piece's capture tree.
//!
//! The capture rules it follows: captured pieces stay on the board until the move ends
//! and may not be jumped twice, so they block (FMJD International rules Art. 4, the
//! "Turkish strike"; the English Laws of Draughts: jumped pieces are removed after the
//! move); the moving piece is lifted from its start square, so it may pass over it or end
//! there; a sequence goes on while it can (FMJD Art. 4.5 and the articles after it; the
//! English Laws: a capture must be completed); then the variant's
//! [`RuleSet::MAJORITY_CAPTURE`] keeps the captures taking the most pieces or all of them.
//! Moves that take the same pieces from the same start to the same end are one move (see
//! [`super::mv`]).

use super::board::{Board, promotion_row};
use super::geometry::{DOWN_LEFT, DOWN_RIGHT, Geometry, UP_LEFT, UP_RIGHT, opposite, step_dir};
use super::mv::{MAX_PATH, Move, MoveList};
use super::ruleset::RuleSet;

/// The directions a side's men move in: White up (towards square 1), Black down.
#[inline(always)]
fn forward(black: bool) -> [usize; 2] {
    if black {
        [DOWN_LEFT, DOWN_RIGHT]
    } else {
        [UP_LEFT, UP_RIGHT]
    }
}

/// The directions a side's men capture in.
#[inline(always)]
fn man_capture_dirs<R: RuleSet>(black: bool) -> &'static [usize] {
    const ALL: [usize; 4] = [UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT];
    if R::MEN_CAPTURE_BACKWARD {
        &ALL
    } else if black {
        &ALL[2..]
    } else {
        &ALL[..2]
    }
}

/// The first occupied square met from each of `from`'s pieces in direction `d` (for a
/// flying king; a short king looks at its neighbour only).
#[inline(always)]
fn first_blockers<R: RuleSet>(from: u64, empty: u64, d: usize) -> u64 {
    let mut x = step_dir::<R::Geo>(from, d);
    if !R::FLYING_KINGS {
        return x & !empty;
    }
    let mut hit = 0;
    while x != 0 {
        hit |= x & !empty;
        x = step_dir::<R::Geo>(x & empty, d);
    }
    hit
}

/// Whether the side to move has a capture.
#[inline(always)]
pub fn has_capture<R: RuleSet>(pos: &Board<R>) -> bool {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let men = us & !pos.kings;
    let kings = us & pos.kings;
    for &d in man_capture_dirs::<R>(pos.black_to_move) {
        if step_dir::<R::Geo>(step_dir::<R::Geo>(men, d) & them, d) & empty != 0 {
            return true;
        }
    }
    if kings != 0 {
        for d in 0..4 {
            let targets = first_blockers::<R>(kings, empty, d) & them;
            if step_dir::<R::Geo>(targets, d) & empty != 0 {
                return true;
            }
        }
    }
    false
}

/// Whether the side NOT to move could capture if it were its turn (a threat against the
/// side to move): the capture test with the turn passed (the copy's hash is not kept).
#[inline(always)]
pub fn has_threat<R: RuleSet>(pos: &Board<R>) -> bool {
    let mut passed = *pos;
    passed.black_to_move = !passed.black_to_move;
    has_capture(&passed)
}

/// Number of plain moves, by population counts (no captures may exist).
#[inline(always)]
pub fn count_plain<R: RuleSet>(pos: &Board<R>) -> u32 {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let men = us & !pos.kings;
    let kings = us & pos.kings;
    let [a, b] = forward(pos.black_to_move);
    let mut n = (step_dir::<R::Geo>(men, a) & empty).count_ones()
        + (step_dir::<R::Geo>(men, b) & empty).count_ones();
    if kings != 0 {
        for d in 0..4 {
            // Rays of different kings in one direction never overlap: the rear king's
            // ray stops at the front one.
            let mut x = step_dir::<R::Geo>(kings, d) & empty;
            while x != 0 {
                n += x.count_ones();
                if !R::FLYING_KINGS {
                    break;
                }
                x = step_dir::<R::Geo>(x, d) & empty;
            }
        }
    }
    n
}

/// Whether the side to move has a plain move: a man's step forward or a king's step to
/// a free neighbouring square (a flying king that can move at all can make one step).
#[inline(always)]
pub fn has_plain_move<R: RuleSet>(pos: &Board<R>) -> bool {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let men = us & !pos.kings;
    let kings = us & pos.kings;
    let [a, b] = forward(pos.black_to_move);
    (step_dir::<R::Geo>(men, a) | step_dir::<R::Geo>(men, b)) & empty != 0
        || kings != 0 && (0..4).any(|d| step_dir::<R::Geo>(kings, d) & empty != 0)
}

/// Appends the plain moves to `targets` of pieces one step back in direction `d`.
#[inline(always)]
fn push_steps<R: RuleSet>(list: &mut MoveList, mut targets: u64, d: usize, dist: u32) {
    let h = <R::Geo as Geometry>::HALF;
    let shift = if d == UP_LEFT || d == DOWN_RIGHT {
        h + 1
    } else {
        h
    } * dist;
    while targets != 0 {
        let t = targets.trailing_zeros();
        targets &= targets - 1;
        let f = if d < 2 { t + shift } else { t - shift };
        let (fa, ta) = (
            <R::Geo as Geometry>::number_of(f),
            <R::Geo as Geometry>::number_of(t),
        );
        list.push(Move::plain(f, t, fa, ta));
    }
}

/// Appends every plain move of the side to move.
pub fn plain_moves<R: RuleSet>(pos: &Board<R>, list: &mut MoveList) {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let men = us & !pos.kings;
    let kings = us & pos.kings;
    for d in forward(pos.black_to_move) {
        push_steps::<R>(list, step_dir::<R::Geo>(men, d) & empty, d, 1);
    }
    if kings == 0 {
        return;
    }
    for d in 0..4 {
        let mut x = step_dir::<R::Geo>(kings, d) & empty;
        let mut dist = 1;
        while x != 0 {
            push_steps::<R>(list, x, d, dist);
            if !R::FLYING_KINGS {
                break;
            }
            x = step_dir::<R::Geo>(x, d) & empty;
            dist += 1;
        }
    }
}

/// The state of one capture walk (one piece at a time).
struct Walk<'a, R: RuleSet> {
    list: &'a mut MoveList,
    /// The most pieces a recorded capture takes.
    best: u32,
    from: u32,
    /// The opponent's pieces.
    prey: u64,
    /// Squares a capturing piece may land on (the mover lifted; captured pieces stay).
    empty: u64,
    /// The mover's promotion row (a man's).
    promotion: u64,
    black: bool,
    /// Whether the variant's majority rule filters the captures (off to explain errors).
    majority: bool,
    numbers: [u8; MAX_PATH + 1],
    rules: std::marker::PhantomData<R>,
}

impl<R: RuleSet> Walk<'_, R> {
    /// Extends a man's sequence at `at` after `depth` jumps, or records it.
    fn man(&mut self, at: u64, depth: usize, captured: u64) {
        if depth > 0 && R::CROWNING_ENDS_CAPTURE && at & self.promotion != 0 {
            return self.record(at, depth, captured);
        }
        let mut extended = false;
        for &d in man_capture_dirs::<R>(self.black) {
            let mid = step_dir::<R::Geo>(at, d) & self.prey & !captured;
            let land = step_dir::<R::Geo>(mid, d) & self.empty;
            if land != 0 {
                extended = true;
                self.numbers[depth + 1] = <R::Geo as Geometry>::number_of(land.trailing_zeros());
                self.man(land, depth + 1, captured | mid);
            }
        }
        if !extended && depth > 0 {
            self.record(at, depth, captured);
        }
    }

    /// Extends a king's sequence at `at` after `depth` jumps (arriving in direction
    /// `came`, or 4 at the start), or records it.
    fn king(&mut self, at: u64, depth: usize, captured: u64, came: usize) {
        let mut extended = false;
        for d in 0..4 {
            if came < 4 && d == opposite(came) {
                continue; // going back over the piece just taken would jump it twice
            }
            let mid = first_blockers::<R>(at, self.empty, d) & self.prey & !captured;
            let mut land = step_dir::<R::Geo>(mid, d) & self.empty;
            while land != 0 {
                extended = true;
                self.numbers[depth + 1] = <R::Geo as Geometry>::number_of(land.trailing_zeros());
                self.king(land, depth + 1, captured | mid, d);
                if !R::FLYING_KINGS {
                    break;
                }
                land = step_dir::<R::Geo>(land, d) & self.empty;
            }
        }
        if !extended && depth > 0 {
            self.record(at, depth, captured);
        }
    }

    #[inline(always)]
    fn record(&mut self, at: u64, depth: usize, captured: u64) {
        if R::MAJORITY_CAPTURE && self.majority {
            let n = captured.count_ones();
            if n < self.best {
                return;
            }
            if n > self.best {
                self.best = n;
                self.list.clear();
            }
        }
        let mv = Move::capture(
            self.from,
            at.trailing_zeros(),
            depth,
            captured,
            self.numbers,
        );
        if !self.list.contains(&mv) {
            if self.majority {
                self.list.push(mv);
            } else {
                // Every capture of any length (to explain an error) may not fit: keep
                // what fits, the explanation needs only some.
                let _ = self.list.try_push(mv);
            }
        }
    }
}

/// Appends the legal captures (the list must hold no plain moves).
#[inline]
pub fn captures<R: RuleSet>(pos: &Board<R>, list: &mut MoveList) {
    walk_captures(pos, list, true)
}

/// Appends every complete capture, whatever it takes (the majority rule not applied):
/// to tell a player that a capture they typed takes too few pieces.
pub fn captures_any_length<R: RuleSet>(pos: &Board<R>, list: &mut MoveList) {
    walk_captures(pos, list, false)
}

fn walk_captures<R: RuleSet>(pos: &Board<R>, list: &mut MoveList, majority: bool) {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let color = pos.side_to_move();
    let mut walk = Walk::<R> {
        list,
        best: 0,
        from: 0,
        prey: them,
        empty: 0,
        promotion: promotion_row::<R::Geo>(color),
        black: pos.black_to_move,
        majority,
        numbers: [0; MAX_PATH + 1],
        rules: std::marker::PhantomData,
    };
    // Only the pieces that can take something start a walk: every king (a flying king's
    // first capture may lie far away), and the men with an enemy piece next to them and
    // a free square behind it. The others would record nothing, so the list (and its
    // order, which the transposition table's move indices rely on) is the same.
    let men = us & !pos.kings;
    let mut rest = us & pos.kings;
    for &d in man_capture_dirs::<R>(pos.black_to_move) {
        let back = opposite(d);
        rest |= step_dir::<R::Geo>(step_dir::<R::Geo>(empty, back) & them, back) & men;
    }
    while rest != 0 {
        let i = rest.trailing_zeros();
        let bit = rest & rest.wrapping_neg();
        rest &= rest - 1;
        walk.from = i;
        walk.empty = empty | bit;
        walk.numbers[0] = <R::Geo as Geometry>::number_of(i);
        if pos.kings & bit != 0 {
            walk.king(bit, 0, 0, 4);
        } else {
            walk.man(bit, 0, 0);
        }
    }
}

/// Fills `list` (cleared first) with every legal move of the side to move.
#[inline]
pub fn generate<R: RuleSet>(pos: &Board<R>, list: &mut MoveList) {
    list.clear();
    if has_capture(pos) {
        captures(pos, list);
    } else {
        plain_moves(pos, list);
    }
}

/// Number of legal moves: plain moves by population counts, captures by the walk.
///
/// Fast path: when no king can capture and no man's single jump can go on, every capture
/// takes one piece and is its own move, so the count is the number of (man, direction)
/// jumps, found by shifts. "Can go on" is tested generously (every capturing man's square
/// counted as empty, every enemy piece as prey except the one just jumped, which lies
/// behind the landing square), so the fast path is taken only when it is exact.
#[inline]
pub fn count<R: RuleSet>(pos: &Board<R>) -> u32 {
    let (us, them) = pos.us_them();
    let empty = !(us | them) & <R::Geo as Geometry>::BOARD;
    let men = us & !pos.kings;
    let kings = us & pos.kings;
    let dirs = man_capture_dirs::<R>(pos.black_to_move);
    let mut lands = [0u64; 4];
    let mut origins = 0u64;
    let mut single = 0;
    for &d in dirs {
        let l = step_dir::<R::Geo>(step_dir::<R::Geo>(men, d) & them, d) & empty;
        lands[d] = l;
        single += l.count_ones();
        let back = opposite(d);
        origins |= step_dir::<R::Geo>(step_dir::<R::Geo>(l, back), back);
    }
    let king_captures = kings != 0
        && (0..4).any(|d| {
            step_dir::<R::Geo>(first_blockers::<R>(kings, empty, d) & them, d) & empty != 0
        });
    if !king_captures {
        if single == 0 {
            return count_plain(pos);
        }
        let roomy = empty | origins;
        let goes_on = dirs.iter().any(|&d| {
            dirs.iter().any(|&e| {
                e != opposite(d)
                    && step_dir::<R::Geo>(step_dir::<R::Geo>(lands[d], e) & them, e) & roomy != 0
            })
        });
        if !goes_on {
            return single;
        }
    }
    let mut list = MoveList::new();
    captures(pos, &mut list);
    list.len() as u32
}
