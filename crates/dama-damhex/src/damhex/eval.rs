//! The evaluation of a DamHex^3 position for one player (the searching one), in
//! hundredths of a man. What it counts, and why:
//!
//! - **material** (men, kings) and the men's **advancement** (more for the last rows,
//!   where a man is about to be crowned), and the kings' **centralisation**;
//! - mine against the **mean of the two opponents**, a player out counting 0: every piece
//!   taken from either opponent is worth the same, and a one-for-one trade costs half a
//!   man (in a game of three the third player gains from it) — unless I lead;
//! - **elimination**: each opponent out is worth [`OUT`], so putting a weak player out
//!   never looks worse than keeping it (with a plain mean, it did: the mean of one strong
//!   opponent is higher than that of a strong and a weak one), plus a smaller bonus for
//!   an opponent with few pieces left (the weakest player is the target);
//! - **trading down** when ahead: the lead grows as the board empties, so a leader trades
//!   and a player behind avoids trades;
//! - **hunting**: my kings near the weakest opponent's pieces when I lead;
//! - **cornering**: when I lead and that opponent has only kings, fewer free steps for
//!   them and a place on the rim (a player with no legal move is out);
//! - **danger**: the pieces each opponent could take now if it acted (a capture in its
//!   turn or a ratto);
//! - **progress**: as the no-progress count nears the draw, the score slides towards the
//!   draw's value, so a leader resets the count (a capture, a man's step, a crowning)
//!   before the game is drawn under it.

use super::geometry::{self as geo, COORDS, Cell, Cells};
use super::mv::MoveList;
use super::position::Position;
use super::rules::NO_PROGRESS_MOVES;

/// The score of a win, from the evaluating player's view.
pub const WIN: i32 = 100_000;
const MAN: i32 = 100;
const KING: i32 = 250;
/// Each opponent out of the game.
pub(crate) const OUT: i32 = 800;
/// Each step a cornered king (see [`evaluate`]) cannot take.
const TRAP: i32 = 15;
/// The material of the start: 36 men.
const START: i32 = 36 * MAN;
/// A man's bonus by how many rows it stands in front of its base (8: on its front,
/// crowned at its owner's next turn).
const ADVANCE: [i32; 9] = [0, 2, 5, 9, 14, 20, 28, 40, 60];

/// The hex distance between two cells.
fn distance(a: Cell, b: Cell) -> i32 {
    let (aq, ar) = COORDS[a as usize];
    let (bq, br) = COORDS[b as usize];
    let (dq, dr) = (i32::from(aq - bq), i32::from(ar - br));
    (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
}

/// How far `cell` is from the centre of the board (0 to 4).
fn rim(cell: Cell) -> i32 {
    let (q, r) = COORDS[cell as usize];
    let (q, r) = (i32::from(q), i32::from(r));
    q.abs().max(r.abs()).max((q + r).abs())
}

fn cells(mut set: Cells) -> impl Iterator<Item = Cell> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as Cell;
            set &= set - 1;
            c
        })
    })
}

/// A seat's material alone.
fn material(pos: &Position, s: usize) -> i32 {
    MAN * pos.men(s).count_ones() as i32 + KING * pos.kings(s).count_ones() as i32
}

/// A seat's material with the places of its pieces.
fn value(pos: &Position, s: usize) -> i32 {
    let mut v = material(pos, s);
    for c in cells(pos.men(s)) {
        v += ADVANCE[usize::from(geo::advance(s, c))];
    }
    for c in cells(pos.kings(s)) {
        v += 6 * (4 - rim(c));
    }
    v
}

/// The value of a draw for `me` (alive): a draw of three is the mean, 0; a draw of two
/// counts the opponent out, as [`evaluate`] does.
pub(crate) fn draw_value(pos: &Position, me: usize) -> i32 {
    OUT * (0..3).filter(|&s| s != me && !pos.is_alive(s)).count() as i32
}

/// The value of a finished game or of `me` out, if it is one.
pub(crate) fn terminal(pos: &Position, me: usize) -> Option<i32> {
    if !pos.is_alive(me) {
        let others_out = (0..3).filter(|&s| s != me && !pos.is_alive(s)).count() as i32;
        return Some(-WIN + 1000 * others_out);
    }
    pos.is_finished().then_some(WIN)
}

/// The static value of `pos` for `me`, `counter` plies after the last progress.
pub fn evaluate(pos: &Position, me: usize, counter: u32) -> i32 {
    if let Some(v) = terminal(pos, me) {
        return v;
    }
    let opponents = [(me + 1) % 3, (me + 2) % 3];
    let mine = value(pos, me);
    let theirs: i32 = opponents.iter().map(|&s| value(pos, s)).sum();
    let alive = opponents.iter().filter(|&&s| pos.is_alive(s)).count() as i32;
    let mut lead = mine - theirs / alive.max(1);
    let total: i32 = (0..3).map(|s| material(pos, s)).sum();
    // Trading down: a lead counts more on an emptier board (up to half as much again).
    lead += lead * (START - total).max(0) / (2 * START);
    let mut score = lead;
    // The weakest opponent still playing is the target.
    let mut target = None;
    for &s in &opponents {
        if !pos.is_alive(s) {
            score += OUT;
            continue;
        }
        let n = pos.pieces(s).count_ones() as i32;
        score += 240 / (1 + n);
        if target.is_none_or(|t: usize| value(pos, s) < value(pos, t)) {
            target = Some(s);
        }
    }
    // Hunting: when I lead, my kings go towards the target's pieces.
    if let Some(t) = target.filter(|_| lead > 0 && pos.kings(me) != 0) {
        let prey = pos.pieces(t);
        for k in cells(pos.kings(me)) {
            let near = cells(prey).map(|p| distance(k, p)).min().unwrap_or(0);
            score += 4 * (8 - near);
        }
    }
    // Cornering: when I lead and the target has only kings left, fewer free steps for
    // them and a place nearer the rim bring the trap (no legal move: out) closer.
    if let Some(t) = target.filter(|&t| lead > 0 && pos.men(t) == 0) {
        let empty = !pos.occupied() & geo::ALL;
        for k in cells(pos.kings(t)) {
            let free = geo::king_dirs(t)
                .iter()
                .map(|&d| geo::NEXT[k as usize][d])
                .filter(|&n| n != geo::NONE && empty & (1 << n) != 0)
                .count() as i32;
            score += TRAP * (4 - free) + 6 * rim(k);
        }
    }
    // Danger: the most of my pieces each opponent could take now, if it acted.
    let my_pieces = pos.pieces(me);
    let my_kings = pos.kings(me);
    let mut list = MoveList::new();
    for &s in opponents.iter().filter(|&&s| pos.is_alive(s)) {
        list.clear();
        pos.all_captures(s, &mut list);
        let worst = list
            .iter()
            .map(|m| {
                (m.captured & my_pieces).count_ones() as i32
                    + (m.captured & my_kings).count_ones() as i32
            })
            .max()
            .unwrap_or(0);
        score -= 35 * worst;
    }
    // Progress: past a quarter of the count, slide towards the draw.
    let limit = (NO_PROGRESS_MOVES * pos.alive_count() as u32) as i32;
    let start = limit / 4;
    let c = counter as i32;
    if c > start {
        let draw = draw_value(pos, me);
        score = draw + (score - draw) * (limit - c).max(0) / (limit - start);
    }
    score
}
