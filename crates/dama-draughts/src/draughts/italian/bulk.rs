//! Counting legal moves without building them, in the padded layout ([`super::padded`]):
//! the number of legal moves of a position, and perft's last three plies in bulk (each
//! child and grandchild made from its sets alone, with no move and no hash, and the
//! grandchildren's moves counted). The capture priority is the one key of Art. 6.6–6.10
//! ([`CaptureKey`]); the tests compare every count with the full generator.
//!
//! Men's captures need no walk: a man jumps forward only, so it never meets a square it
//! has left or a man it has taken, and the squares reached after `n` jumps are whole-set
//! shifts of those after `n - 1`. One set per sequence of directions keeps every path
//! apart (a path is its origin and directions), and a man makes at most three jumps
//! (two rows each, then the far row ends the move), so at most eight sets. Kings walk
//! the capture tree, four shifts a square.

use super::capture::CaptureKey;
use super::padded::{BOARD, Black, Side, White, down_left, down_right, pad, up_left, up_right};
use super::position::Position;
use crate::draughts::piece::Color;
use arrayvec::ArrayVec;
use std::marker::PhantomData;

/// A position's sets in the padded layout, seen from the side to move.
#[derive(Clone, Copy)]
struct Sets {
    us: u64,
    them: u64,
    kings: u64,
}

impl Sets {
    #[inline(always)]
    fn of(pos: &Position) -> Sets {
        let (us, them) = pos.us_them();
        Sets {
            us: pad(us),
            them: pad(them),
            kings: pad(pos.kings().0),
        }
    }
}

/// Number of legal moves of the side to move.
#[inline]
pub fn count_legal(pos: &Position) -> u32 {
    let s = Sets::of(pos);
    match pos.side_to_move() {
        Color::White => count::<White>(s),
        Color::Black => count::<Black>(s),
    }
}

/// Leaves two or three plies below `pos` (perft at those depths), or `None` for
/// another depth.
#[inline]
pub fn perft_leaves(pos: &Position, depth: u32) -> Option<u64> {
    if !(2..=3).contains(&depth) {
        return None;
    }
    let s = Sets::of(pos);
    Some(match (depth, pos.side_to_move()) {
        (2, Color::White) => leaves::<White>(s),
        (2, Color::Black) => leaves::<Black>(s),
        (_, Color::White) => leaves_below_children::<White>(s),
        (_, Color::Black) => leaves_below_children::<Black>(s),
    })
}

/// Kings among `kings` that can jump one of `prey` onto an empty square.
#[inline(always)]
fn king_jumpers(kings: u64, prey: u64, empty: u64) -> u64 {
    if kings == 0 {
        return 0;
    }
    (down_right(down_right(empty) & prey)
        | down_left(down_left(empty) & prey)
        | up_right(up_right(empty) & prey)
        | up_left(up_left(empty) & prey))
        & kings
}

/// The men's first jumps by direction (landing squares) and the kings that can jump.
#[inline(always)]
fn first_jumps<S: Side>(s: Sets, empty: u64) -> (u64, u64, u64) {
    let men = s.us & !s.kings;
    let their_men = s.them & !s.kings;
    let a = S::ahead_a(S::ahead_a(men) & their_men) & empty;
    let b = S::ahead_b(S::ahead_b(men) & their_men) & empty;
    (a, b, king_jumpers(s.us & s.kings, s.them, empty))
}

/// Number of legal moves of `S`, to move in `s`.
#[inline(always)]
fn count<S: Side>(s: Sets) -> u32 {
    let empty = BOARD & !(s.us | s.them);
    let (a, b, k) = first_jumps::<S>(s, empty);
    if a | b | k != 0 {
        if k == 0 {
            // Only men capture: every capture of the greatest length has the same key.
            let their_men = s.them & !s.kings;
            return if further_jumps::<S>(a | b, their_men, empty) == 0 {
                a.count_ones() + b.count_ones()
            } else {
                longer_men_captures::<S>(their_men, empty, a, b).1
            };
        }
        return count_captures::<S>(s, empty, a, b, k);
    }
    // Men and kings step forward; kings also back.
    let mut n = (S::ahead_a(s.us) & empty).count_ones() + (S::ahead_b(s.us) & empty).count_ones();
    let kings = s.us & s.kings;
    if kings != 0 {
        n += (S::behind_a(kings) & empty).count_ones() + (S::behind_b(kings) & empty).count_ones();
    }
    n
}

/// Where men standing on `at` can land with one more jump.
#[inline(always)]
fn further_jumps<S: Side>(at: u64, their_men: u64, empty: u64) -> u64 {
    (S::ahead_a(S::ahead_a(at) & their_men) | S::ahead_b(S::ahead_b(at) & their_men)) & empty
}

/// The best men's captures: (jumps, number of paths), from the first landing squares
/// `a` and `b`; (0, 0) when no man can capture.
#[inline(always)]
fn men_captures<S: Side>(their_men: u64, empty: u64, a: u64, b: u64) -> (u32, u32) {
    if a | b == 0 {
        return (0, 0);
    }
    if further_jumps::<S>(a | b, their_men, empty) == 0 {
        return (1, a.count_ones() + b.count_ones());
    }
    longer_men_captures::<S>(their_men, empty, a, b)
}

/// [`men_captures`] when some man can jump twice: the two-jump sets by their two
/// directions, then the three-jump sets (a man jumps at most three times).
#[inline(never)]
fn longer_men_captures<S: Side>(their_men: u64, empty: u64, a: u64, b: u64) -> (u32, u32) {
    let jump_a = |x: u64| S::ahead_a(S::ahead_a(x) & their_men) & empty;
    let jump_b = |x: u64| S::ahead_b(S::ahead_b(x) & their_men) & empty;
    let two = [jump_a(a), jump_b(a), jump_a(b), jump_b(b)];
    let reached = two[0] | two[1] | two[2] | two[3];
    if jump_a(reached) | jump_b(reached) == 0 {
        return (2, two.iter().map(|x| x.count_ones()).sum());
    }
    let three = two.map(|x| (jump_a(x), jump_b(x)));
    debug_assert!(
        three
            .iter()
            .all(|&(x, y)| jump_a(x | y) | jump_b(x | y) == 0)
    );
    let paths = three
        .iter()
        .map(|(x, y)| x.count_ones() + y.count_ones())
        .sum();
    (3, paths)
}

/// What the king's capture walk does with a finished sequence.
trait Sink {
    fn record(&mut self, key: CaptureKey, land: u64, captured: u64);
}

/// Counts the sequences with the greatest key.
struct Count {
    best: CaptureKey,
    n: u32,
}

impl Sink for Count {
    #[inline(always)]
    fn record(&mut self, key: CaptureKey, _: u64, _: u64) {
        if key > self.best {
            self.best = key;
            self.n = 0;
        }
        self.n += (key == self.best) as u32;
    }
}

/// The capture tree of one king: the board it walks on.
struct KingWalk {
    them: u64,
    their_kings: u64,
    /// Empty squares, the king's own square included (it may pass or end there).
    empty: u64,
}

impl KingWalk {
    /// Extends the sequence at `at` after `depth` jumps; records it when it cannot go on.
    fn go<K: Sink>(
        &self,
        at: u64,
        depth: u32,
        captured: u64,
        pattern: u32,
        kings: u32,
        out: &mut K,
    ) {
        let prey = self.them & !captured;
        let mut extended = false;
        for dir in 0..4 {
            let step = |b: u64| match dir {
                0 => up_left(b),
                1 => up_right(b),
                2 => down_left(b),
                _ => down_right(b),
            };
            let mid = step(at) & prey;
            let land = step(mid) & self.empty;
            if land != 0 {
                extended = true;
                let k = (mid & self.their_kings != 0) as u32;
                self.go(
                    land,
                    depth + 1,
                    captured | mid,
                    (pattern << 1) | k,
                    kings + k,
                    out,
                );
            }
        }
        if !extended && depth > 0 {
            out.record(CaptureKey::new(depth, true, kings, pattern), at, captured);
        }
    }
}

/// Walks the capture tree of every king among `jumpers`; `start` is told each origin.
#[inline(always)]
fn king_captures<K: Sink>(
    s: Sets,
    empty: u64,
    jumpers: u64,
    out: &mut K,
    mut start: impl FnMut(&mut K, u64),
) {
    let mut rest = jumpers;
    while rest != 0 {
        let from = rest & rest.wrapping_neg();
        rest ^= from;
        start(out, from);
        let walk = KingWalk {
            them: s.them,
            their_kings: s.them & s.kings,
            empty: empty | from,
        };
        walk.go(from, 0, 0, 0, 0, out);
    }
}

/// The men's key: quantity only (a man never takes a king, Art. 5).
fn men_key(jumps: u32) -> CaptureKey {
    CaptureKey::new(jumps, false, 0, 0)
}

#[inline(never)]
fn count_captures<S: Side>(s: Sets, empty: u64, a: u64, b: u64, kings: u64) -> u32 {
    let (jumps, paths) = men_captures::<S>(s.them & !s.kings, empty, a, b);
    if kings == 0 {
        return paths;
    }
    let mut count = Count {
        best: if jumps > 0 {
            men_key(jumps)
        } else {
            CaptureKey::default()
        },
        n: paths,
    };
    king_captures(s, empty, kings, &mut count, |_, _| {});
    count.n
}

/// What to do with each child of a position (the sets after a legal move).
trait Visit {
    fn child(&mut self, child: Sets);
}

/// Sums the children's legal moves: the leaves two plies below.
struct Moves<S>(u64, PhantomData<S>);

impl<S: Side> Visit for Moves<S> {
    #[inline(always)]
    fn child(&mut self, child: Sets) {
        self.0 += u64::from(count::<S>(child));
    }
}

/// Sums the leaves two plies below each child: the leaves three plies below.
struct Leaves<S>(u64, PhantomData<S>);

impl<S: Side> Visit for Leaves<S> {
    #[inline(always)]
    fn child(&mut self, child: Sets) {
        self.0 += leaves::<S>(child);
    }
}

/// Leaves two plies below: every legal move's child, counted.
#[inline(always)]
fn leaves<S: Side>(s: Sets) -> u64 {
    let mut moves = Moves::<S::Other>(0, PhantomData);
    children::<S>(s, &mut moves);
    moves.0
}

/// Leaves three plies below.
fn leaves_below_children<S: Side>(s: Sets) -> u64 {
    let mut leaves = Leaves::<S::Other>(0, PhantomData);
    children::<S>(s, &mut leaves);
    leaves.0
}

/// Calls `f` with the sets after each legal move (the opponent to move).
#[inline(always)]
fn children<S: Side>(s: Sets, f: &mut impl Visit) {
    let empty = BOARD & !(s.us | s.them);
    let (a, b, k) = first_jumps::<S>(s, empty);
    if a | b | k != 0 {
        return capture_children::<S>(s, empty, a, b, k, f);
    }
    let men = s.us & !s.kings;
    let kings = s.us & s.kings;
    let mut child = |moved: u64, kings_after: u64| {
        f.child(Sets {
            us: s.them,
            them: s.us ^ moved,
            kings: kings_after,
        })
    };
    let promote = |to: u64| s.kings | (to & S::PROMOTION);
    each_step(S::ahead_a(men) & empty, S::behind_a, |m, to| {
        child(m, promote(to))
    });
    each_step(S::ahead_b(men) & empty, S::behind_b, |m, to| {
        child(m, promote(to))
    });
    if kings != 0 {
        let mut king_step = |m: u64, _| child(m, s.kings ^ m);
        each_step(up_left(kings) & empty, down_right, &mut king_step);
        each_step(up_right(kings) & empty, down_left, &mut king_step);
        each_step(down_left(kings) & empty, up_right, &mut king_step);
        each_step(down_right(kings) & empty, up_left, &mut king_step);
    }
}

/// Calls `f(moved, to)` for each step onto a square of `targets`, where `behind` steps
/// back to the origin and `moved` holds both squares.
#[inline(always)]
fn each_step(targets: u64, behind: impl Fn(u64) -> u64, mut f: impl FnMut(u64, u64)) {
    let mut rest = targets;
    while rest != 0 {
        let to = rest & rest.wrapping_neg();
        rest ^= to;
        f(to | behind(to), to);
    }
}

/// The children of the best king captures, kept while the walk goes.
struct Children {
    best: CaptureKey,
    from: u64,
    /// (origin, landing square, captured set) of each best sequence.
    list: ArrayVec<(u64, u64, u64), { super::mv::MAX_MOVES }>,
}

impl Sink for Children {
    #[inline(always)]
    fn record(&mut self, key: CaptureKey, land: u64, captured: u64) {
        if key > self.best {
            self.best = key;
            self.list.clear();
        }
        if key == self.best {
            // As many as the move list holds (`generate` would fill it with the same).
            self.list.push((self.from, land, captured));
        }
    }
}

/// [`children`] of a position where `S` must capture: the best captures' children.
#[inline(never)]
fn capture_children<S: Side>(s: Sets, empty: u64, a: u64, b: u64, kings: u64, f: &mut impl Visit) {
    let their_men = s.them & !s.kings;
    let (jumps, _) = men_captures::<S>(their_men, empty, a, b);
    let mut child = |from: u64, land: u64, captured: u64, kings_after: u64| {
        f.child(Sets {
            us: s.them & !captured,
            them: (s.us & !from) | land,
            kings: kings_after,
        })
    };
    if kings != 0 {
        let mut best = Children {
            best: if jumps > 0 {
                men_key(jumps)
            } else {
                CaptureKey::default()
            },
            from: 0,
            list: ArrayVec::new(),
        };
        king_captures(s, empty, kings, &mut best, |c, from| c.from = from);
        if best.best.by_king() {
            for &(from, land, captured) in &best.list {
                child(from, land, captured, (s.kings & !captured & !from) | land);
            }
            return;
        }
    }
    let promote = |land: u64, captured: u64| (s.kings & !captured) | (land & S::PROMOTION);
    if jumps == 1 {
        // One jump each: the landing square and direction name the capture.
        each_step(a, S::behind_a, |_, land| {
            let mid = S::behind_a(land);
            child(S::behind_a(mid), land, mid, promote(land, 0));
        });
        each_step(b, S::behind_b, |_, land| {
            let mid = S::behind_b(land);
            child(S::behind_b(mid), land, mid, promote(land, 0));
        });
        return;
    }
    // Two or three jumps: one set of landing squares per sequence of directions, and
    // each landing square walked back along its directions to the men taken and the
    // origin.
    let jump = |b_dir: bool, x: u64| match b_dir {
        false => S::ahead_a(S::ahead_a(x) & their_men) & empty,
        true => S::ahead_b(S::ahead_b(x) & their_men) & empty,
    };
    let back = |b_dir: bool, x: u64| match b_dir {
        false => S::behind_a(x),
        true => S::behind_b(x),
    };
    let mut visit = |lands: u64, dirs: &[bool]| {
        each_step(
            lands,
            |x| x,
            |_, land| {
                let (mut at, mut captured) = (land, 0);
                for &d in dirs.iter().rev() {
                    let mid = back(d, at);
                    captured |= mid;
                    at = back(d, mid);
                }
                child(at, land, captured, promote(land, captured));
            },
        )
    };
    for (first, d1) in [(a, false), (b, true)] {
        for d2 in [false, true] {
            let second = jump(d2, first);
            if jumps == 2 {
                visit(second, &[d1, d2]);
            } else {
                visit(jump(false, second), &[d1, d2, false]);
                visit(jump(true, second), &[d1, d2, true]);
            }
        }
    }
}
