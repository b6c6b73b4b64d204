//! The computer players of DamHex^3: a *paranoid* alpha-beta search. The player to choose
//! (the root player) maximises its own evaluation and assumes both opponents minimise it,
//! which turns the three-player tree into a two-sided one where alpha-beta pruning is
//! exactly sound; max-n would keep each player's own interest but allows only shallow
//! pruning and, on this branching factor, reaches about half the depth in the same time.
//! Paranoid play is cautious, which suits a game where two opponents and the ratto can
//! turn on a careless player.
//!
//! Who moves at a node is the position's actor, so a ratto is simply a node where the
//! thief acts. Iterative deepening with a transposition table (cleared per search: scores
//! are the root player's), captures searched to the end (quiescence), a stop flag and a
//! time limit. Levels 1–10 ([`crate::core::Level`]) set depth, time and root randomness.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;

use super::geometry::{self as geo, CELLS};
use super::mv::{Move, MoveList};
use super::position::Position;
use super::rules::NO_PROGRESS_MOVES;
use crate::core::{Level, Rules};

/// The score of a win, from the root player's view.
pub const WIN: i32 = 100_000;
const MAN: i32 = 100;
const KING: i32 = 260;
/// The most plies a search goes (iterations and quiescence together).
const MAX_PLY: usize = 64;

/// How long and deep a search may go.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub depth: u32,
    pub time: Option<Duration>,
}

/// What one finished iteration found.
#[derive(Clone, Debug)]
pub struct Info {
    pub depth: u32,
    pub score: i32,
    pub nodes: u64,
    pub elapsed: Duration,
    pub best: Move,
}

/// A level's search: depth, time, and the random margin (hundredths of a man) within
/// which root moves count as equal.
pub fn level_limits(level: Level) -> (Limits, i32) {
    let i = usize::from(level.get() - 1);
    let depth = [1, 1, 2, 3, 3, 4, 5, 6, 8, 32][i];
    let ms = [50, 100, 150, 250, 400, 600, 900, 1400, 2000, 2400][i];
    let noise = [300, 200, 120, 80, 50, 30, 15, 8, 0, 0][i];
    (
        Limits {
            depth,
            time: Some(Duration::from_millis(ms)),
        },
        noise,
    )
}

/// The static value of `pos` for `me`: material and advancement of `me` against the
/// mean of the opponents still playing, and the danger of the captures (rattos
/// included) that the others could make against `me` now.
pub fn evaluate(pos: &Position, me: usize) -> i32 {
    if !pos.is_alive(me) {
        let others_out = (0..3).filter(|&s| s != me && !pos.is_alive(s)).count() as i32;
        return -WIN + 1000 * others_out;
    }
    if pos.is_finished() {
        return WIN;
    }
    let value = |s: usize| -> i32 {
        if !pos.is_alive(s) {
            return 0;
        }
        let mut v = MAN * pos.men(s).count_ones() as i32 + KING * pos.kings(s).count_ones() as i32;
        let mut men = pos.men(s);
        while men != 0 {
            let c = men.trailing_zeros() as u8;
            men &= men - 1;
            v += 3 * i32::from(geo::advance(s, c));
        }
        v
    };
    let mine = value(me);
    let (mut theirs, mut count) = (0, 0);
    for s in (0..3).filter(|&s| s != me && pos.is_alive(s)) {
        theirs += value(s);
        count += 1;
    }
    let mut score = mine - theirs / count.max(1);
    // Danger: the most of my pieces each opponent could take now, if it acted.
    let my_pieces = pos.pieces(me);
    let mut list = MoveList::new();
    for s in (0..3).filter(|&s| s != me && pos.is_alive(s)) {
        list.clear();
        pos.all_captures(s, &mut list);
        let worst = list
            .iter()
            .map(|m| (m.captured & my_pieces).count_ones() as i32)
            .max()
            .unwrap_or(0);
        score -= 35 * worst;
    }
    score
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u8,
    flag: u8,
    best: u8,
    score: i32,
}

const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;
const TT_SIZE: usize = 1 << 17;

struct Searcher<'a> {
    me: usize,
    nodes: u64,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    aborted: bool,
    tt: Vec<Entry>,
    history: Vec<[i32; CELLS]>,
}

impl Searcher<'_> {
    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes & 255 == 0
            && (self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn order(&self, pos: &Position, list: &mut MoveList, tt_best: Option<usize>) {
        let tt_move = tt_best.and_then(|i| list.get(i).copied());
        let hist = &self.history[pos.actor()];
        list.sort_by_key(|m| {
            let first = Some(*m) == tt_move;
            let cap = m.count() as i32;
            -(i32::from(first) * 1_000_000 + cap * 10_000 + hist[m.to() as usize].min(9_999))
        });
    }

    fn node(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        counter: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        if !pos.is_alive(self.me) || pos.is_finished() {
            let v = evaluate(pos, self.me);
            return if v > 0 {
                v - ply as i32
            } else {
                v + ply as i32
            };
        }
        if counter >= NO_PROGRESS_MOVES * pos.alive_count() as u32 {
            return 0;
        }
        let mut list = MoveList::new();
        pos.generate_moves(&mut list);
        let tactical = list.first().is_some_and(Move::is_capture);
        if (depth <= 0 && !tactical) || ply >= MAX_PLY {
            return evaluate(pos, self.me);
        }
        let maximise = pos.actor() == self.me;
        let key = pos.hash() ^ u64::from(counter > 0);
        let slot = (key as usize) & (TT_SIZE - 1);
        let entry = self.tt[slot];
        let mut tt_best = None;
        if entry.key == key {
            tt_best = Some(entry.best as usize);
            if i32::from(entry.depth) >= depth {
                match entry.flag {
                    EXACT => return entry.score,
                    LOWER if entry.score >= beta => return entry.score,
                    UPPER if entry.score <= alpha => return entry.score,
                    _ => {}
                }
            }
        }
        self.order(pos, &mut list, tt_best);
        let (alpha0, beta0) = (alpha, beta);
        let mut best_score = if maximise { -WIN * 2 } else { WIN * 2 };
        let mut best_index = 0;
        let next_depth = if tactical && depth <= 0 { 0 } else { depth - 1 };
        for (i, mv) in list.iter().enumerate() {
            let child = pos.after(mv);
            let c = pos.next_counters(mv, counter);
            let score = self.node(&child, next_depth, ply + 1, alpha, beta, c);
            if self.aborted {
                return 0;
            }
            let better = if maximise {
                score > best_score
            } else {
                score < best_score
            };
            if better {
                best_score = score;
                best_index = i;
            }
            if maximise {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if !mv.is_capture() {
                    self.history[pos.actor()][mv.to() as usize] += depth.max(1) * depth.max(1);
                }
                break;
            }
        }
        // The index of the best move in the ordered list: find it in generation order.
        let mut generated = MoveList::new();
        pos.generate_moves(&mut generated);
        let best_gen = generated
            .iter()
            .position(|m| *m == list[best_index])
            .unwrap_or(0);
        let flag = if best_score <= alpha0 {
            UPPER
        } else if best_score >= beta0 {
            LOWER
        } else {
            EXACT
        };
        self.tt[slot] = Entry {
            key,
            depth: depth.clamp(0, 255) as u8,
            flag,
            best: best_gen.min(255) as u8,
            score: best_score,
        };
        best_score
    }
}

/// Searches `pos` for its actor: iterative deepening within `limits`, calling `on_info`
/// after each finished iteration. `counter` is the no-progress count of the position.
/// Returns the last finished iteration (`None` when there is no legal move).
pub fn search(
    pos: &Position,
    counter: u32,
    limits: Limits,
    noise: i32,
    rng: &mut impl rand::Rng,
    stop: &AtomicBool,
    mut on_info: impl FnMut(&Info),
) -> Option<Info> {
    let started = Instant::now();
    let mut root = pos.legal_moves();
    if root.is_empty() {
        return None;
    }
    let me = pos.actor();
    let mut s = Searcher {
        me,
        nodes: 0,
        stop,
        deadline: limits.time.map(|t| started + t),
        aborted: false,
        tt: vec![Entry::default(); TT_SIZE],
        history: vec![[0; CELLS]; 3],
    };
    let mut best: Option<Info> = None;
    if root.len() == 1 {
        let info = Info {
            depth: 0,
            score: evaluate(&pos.after(&root[0]), me),
            nodes: 1,
            elapsed: started.elapsed(),
            best: root[0],
        };
        on_info(&info);
        return Some(info);
    }
    for depth in 1..=limits.depth.max(1) {
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(root.len());
        let mut alpha = -WIN * 2;
        for mv in root.iter() {
            let child = pos.after(mv);
            let c = pos.next_counters(mv, counter);
            let score = s.node(
                &child,
                depth as i32 - 1,
                1,
                alpha - 2 * noise - 1,
                WIN * 2,
                c,
            );
            if s.aborted {
                break;
            }
            alpha = alpha.max(score);
            scored.push((score, *mv));
        }
        if s.aborted {
            break;
        }
        // Best first for the next iteration; the choice adds the level's randomness.
        scored.sort_by_key(|(v, _)| -v);
        for (i, (_, m)) in scored.iter().enumerate() {
            root[i] = *m;
        }
        let top = scored[0].0;
        let pick = if noise > 0 {
            let near: Vec<&(i32, Move)> =
                scored.iter().filter(|(v, _)| *v >= top - noise).collect();
            near[rng.random_range(0..near.len())]
        } else {
            &scored[0]
        };
        let info = Info {
            depth,
            score: pick.0,
            nodes: s.nodes,
            elapsed: started.elapsed(),
            best: pick.1,
        };
        on_info(&info);
        let decided = top.abs() >= WIN / 2;
        best = Some(info);
        if decided {
            break;
        }
    }
    best.or_else(|| {
        Some(Info {
            depth: 0,
            score: 0,
            nodes: s.nodes,
            elapsed: started.elapsed(),
            best: root[0],
        })
    })
}

/// The move a computer of `level` plays in `pos`.
pub fn choose(
    pos: &Position,
    counter: u32,
    level: Level,
    rng: &mut impl rand::Rng,
    stop: &AtomicBool,
) -> Option<Move> {
    let (limits, noise) = level_limits(level);
    search(pos, counter, limits, noise, rng, stop, |_| {}).map(|i| i.best)
}
