//! The second, independent computation the databases are checked against: a plain
//! forward solver that shares nothing with the builder but the game itself. It lists
//! positions by its own loops over square numbers (no index), keeps values in a hash
//! map, and iterates "a move to a lost position wins; a position whose every move
//! reaches a won one loses" to a fixed point. The end of the game, the move generator and
//! the draw counters are the game's own [`Rules`] (`outcome`, `next_counters`,
//! `counter_draw`): a state is a position and its endgame-limit count, so the FMJD 16- and
//! 5-move limits are applied by the game's code, not by the builder's reading of them;
//! the no-progress count (English 40-move, FMJD 25-move) is held at 0, as the databases
//! define their values. The value compared is the one at count 0.
//!
//! The distances too: the iteration is synchronous (a round decides from the values of
//! the rounds before it only), positions with no move lost before the first round and
//! a move that ends the game a lost child of round 0, so a position decided in round
//! `r` is won or lost in exactly `r` plies with perfect play (won at the round after its
//! quickest lost child, lost at the round after its slowest won one). Where the
//! databases store distances (English up to 5 pieces) they are compared with `r`.

use std::collections::HashMap;

use super::index::Material;
use super::probe::{Egdb, Wdl};
use crate::core::Rules;
use crate::draughts::board::Board;
use crate::draughts::geometry::Geometry;
use crate::draughts::ruleset::RuleSet;
use crate::draughts::{Color, Counters};

const WIN: u8 = 1;
const LOSS: u8 = 2;

/// A state: the bitboards, the side to move, the endgame-limit count.
type Key = (u64, u64, u64, bool, u16);

fn key<R: RuleSet>(p: &Board<R>, e: u16) -> Key {
    (p.white, p.black, p.kings, p.black_to_move, e)
}

/// Every `k`-subset of `from` (square numbers), as bitboards.
fn subsets<R: RuleSet>(from: &[u8], k: usize, out: &mut Vec<u64>) {
    fn go<R: RuleSet>(from: &[u8], k: usize, acc: u64, out: &mut Vec<u64>) {
        if k == 0 {
            out.push(acc);
            return;
        }
        for (i, &n) in from.iter().enumerate() {
            let b = 1u64 << <R::Geo as Geometry>::bit_of(n);
            go::<R>(&from[i + 1..], k - 1, acc | b, out);
        }
    }
    go::<R>(from, k, 0, out)
}

/// Every legal position of material `m`, both sides to move, listed square by square.
pub fn positions<R: RuleSet>(m: &Material) -> Vec<Board<R>> {
    let squares = <R::Geo as Geometry>::SQUARES;
    let size = <R::Geo as Geometry>::SIZE;
    let per_row = squares / size;
    let all: Vec<u8> = (1..=squares).collect();
    // White men never on the top row (1..=per_row), Black's never on the bottom row.
    let white_men: Vec<u8> = all.iter().copied().filter(|&n| n > per_row).collect();
    let black_men: Vec<u8> = all
        .iter()
        .copied()
        .filter(|&n| n <= squares - per_row)
        .collect();
    let mut out = Vec::new();
    let (mut wms, mut bms) = (Vec::new(), Vec::new());
    subsets::<R>(&white_men, usize::from(m.white_men), &mut wms);
    subsets::<R>(&black_men, usize::from(m.black_men), &mut bms);
    for &wm in &wms {
        for &bm in bms.iter().filter(|&&b| b & wm == 0) {
            let free: Vec<u8> = all
                .iter()
                .copied()
                .filter(|&n| (wm | bm) >> <R::Geo as Geometry>::bit_of(n) & 1 == 0)
                .collect();
            let mut wks = Vec::new();
            subsets::<R>(&free, usize::from(m.white_kings), &mut wks);
            for &wk in &wks {
                let rest: Vec<u8> = free
                    .iter()
                    .copied()
                    .filter(|&n| wk >> <R::Geo as Geometry>::bit_of(n) & 1 == 0)
                    .collect();
                let mut bks = Vec::new();
                subsets::<R>(&rest, usize::from(m.black_kings), &mut bks);
                for &bk in &bks {
                    for side in [Color::White, Color::Black] {
                        if let Ok(p) = Board::from_parts(wm | wk, bm | bk, wk | bk, side) {
                            out.push(p);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Every material a position of `m` can lead to (captures, crownings), `m` included.
fn closure(m: &Material) -> Vec<Material> {
    let mut out = Vec::new();
    for wm in 0..=m.white_men {
        for wk in 0..=(m.white_men + m.white_kings - wm) {
            for bm in 0..=m.black_men {
                for bk in 0..=(m.black_men + m.black_kings - bm) {
                    let c = Material::new(wm, wk, bm, bk);
                    if wm + wk > 0 && bm + bk > 0 {
                        out.push(c);
                    }
                }
            }
        }
    }
    out
}

/// The endgame-limit counts a position can carry: 0 and, in a limited class, up to the
/// limit (the game's `counter_draw` tells where it ends).
fn counts<R: RuleSet>(p: &Board<R>) -> u16 {
    let mut e = 0u16;
    while e < 64
        && p.counter_draw(Counters {
            quiet: 0,
            endgame: e + 1,
        })
        .is_none()
    {
        e += 1;
    }
    if e == 64 { 1 } else { e + 1 }
}

/// Solves every state of the materials `targets` lead to; the value at count 0 of each
/// position of `targets`, for the side to move, and its round (the plies to the end of a
/// decided position, see the module comment; 0 for a draw).
pub fn solve<R: RuleSet>(targets: &[Material]) -> Vec<(Board<R>, Wdl, u16)> {
    let mut mats: Vec<Material> = targets.iter().flat_map(closure).collect();
    mats.sort();
    mats.dedup();
    let mut states: Vec<(Board<R>, u16)> = Vec::new();
    for m in &mats {
        for p in positions::<R>(m) {
            for e in 0..counts(&p) {
                states.push((p, e));
            }
        }
    }
    let ids: HashMap<Key, u32> = states
        .iter()
        .enumerate()
        .map(|(i, (p, e))| (key(p, *e), i as u32))
        .collect();
    // Each state's moves once: the state reached, or the game over (the mover won) or
    // drawn by the game's counters.
    const OVER: u32 = u32::MAX;
    const DRAWN: u32 = u32::MAX - 1;
    let mut children: Vec<Vec<u32>> = Vec::with_capacity(states.len());
    for &(p, e) in &states {
        let mut list = Vec::new();
        for mv in p.legal_moves().iter() {
            let child = p.after(mv);
            let c = p.next_counters(
                mv,
                Counters {
                    quiet: 0,
                    endgame: e,
                },
            );
            list.push(if child.outcome().is_some() {
                OVER
            } else if child.counter_draw(Counters { quiet: 0, ..c }).is_some() {
                DRAWN
            } else {
                ids.get(&key(&child, c.endgame)).copied().unwrap_or(DRAWN)
            });
        }
        children.push(list);
    }
    let mut values = vec![0u8; states.len()];
    let mut rounds = vec![0u16; states.len()];
    // A position with no move is lost before the first round.
    let mut open: Vec<u32> = Vec::with_capacity(states.len());
    for (s, c) in children.iter().enumerate() {
        if c.is_empty() {
            values[s] = LOSS;
        } else {
            open.push(s as u32);
        }
    }
    let mut round = 0u16;
    loop {
        round = round.saturating_add(1);
        let mut next = Vec::with_capacity(open.len());
        let mut decided = Vec::new();
        for &s in &open {
            let (mut won, mut all_win) = (false, true);
            for &c in &children[s as usize] {
                let v = match c {
                    OVER => LOSS,
                    DRAWN => 0,
                    id => values[id as usize],
                };
                won |= v == LOSS;
                all_win &= v == WIN;
            }
            if won {
                decided.push((s, WIN));
            } else if all_win {
                decided.push((s, LOSS));
            } else {
                next.push(s);
            }
        }
        if decided.is_empty() {
            break;
        }
        for (s, v) in decided {
            values[s as usize] = v;
            rounds[s as usize] = round;
        }
        open = next;
    }
    let value = |p: &Board<R>| {
        ids.get(&key(p, 0))
            .map_or((0, 0), |&i| (values[i as usize], rounds[i as usize]))
    };
    let mut out = Vec::new();
    for m in targets {
        for p in positions::<R>(m) {
            let (v, r) = value(&p);
            let w = match v {
                WIN => Wdl::Win,
                LOSS => Wdl::Loss,
                _ => Wdl::Draw,
            };
            out.push((p, w, r));
        }
    }
    out
}

/// What a cross-check found.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub positions: u64,
    pub missing: u64,
    /// Positions whose distance was compared (those of the distance slices).
    pub distances: u64,
    /// Positions where the two disagree, the first few as FEN with both values.
    pub mismatches: u64,
    pub examples: Vec<String>,
}

/// Compares `db` with the forward solver on every position of `targets`: the value,
/// and the distance where `db` stores one.
pub fn cross_check<R: RuleSet>(db: &Egdb<R>, targets: &[Material]) -> Report {
    let mut r = Report::default();
    for (p, w, plies) in solve::<R>(targets) {
        r.positions += 1;
        let Some(d) = db.probe_wdl(&p) else {
            r.missing += 1;
            continue;
        };
        let stored = db.probe(&p).map(|x| x.distance);
        r.distances += u64::from(stored.is_some());
        let far = stored.filter(|&x| w != Wdl::Draw && x != plies);
        if d != w || far.is_some() {
            r.mismatches += 1;
            if r.examples.len() < 10 {
                let dist = |x: Option<u16>| x.map_or(String::new(), |x| format!(" in {x} plies"));
                r.examples.push(format!(
                    "{}: database {d:?}{}, forward {w:?}{}",
                    p.to_fen(),
                    dist(stored),
                    dist(far.map(|_| plies))
                ));
            }
        }
    }
    r
}
