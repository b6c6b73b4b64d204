//! The computer players of DamHex^3: a *paranoid* alpha-beta search. The player to choose
//! (the root player) maximises its own evaluation (`super::eval`) and assumes both
//! opponents minimise it, which turns the three-player tree into a two-sided one where
//! alpha-beta pruning is exactly sound; max-n would keep each player's own interest but
//! allows only shallow pruning and, on this branching factor, reaches about half the
//! depth in the same time. The pessimism of paranoid play is tempered by the evaluation,
//! which rewards what a leader must do to win: putting players out, trading down, hunting
//! with its kings and making progress before the no-progress count draws the game.
//!
//! Who moves at a node is the position's actor, so a ratto is simply a node where the
//! thief acts. Iterative deepening with a transposition table (cleared per search: scores
//! are the root player's), captures searched to the end (quiescence), the transposition
//! table's move, killer moves and a history for move ordering, a stop flag and a time
//! limit. Levels 1–10 ([`crate::core::Level`]) set depth, time and root randomness
//! (`super::levels`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::RngExt;

use super::eval::{draw_value, terminal};
use super::geometry::CELLS;
use super::mv::{Move, MoveList};
use super::position::Position;
use super::rules::NO_PROGRESS_MOVES;
use crate::core::Rules;

pub use super::eval::{WIN, evaluate};

/// The most plies a search goes (iterations and quiescence together).
const MAX_PLY: usize = 64;

/// How long and deep a search may go (see [`search`] for an example).
///
/// ```
/// use std::time::Duration;
/// use dama_damhex::damhex::search::Limits;
///
/// let quick = Limits { depth: 4, time: Some(Duration::from_millis(100)) };
/// assert_eq!(quick.depth, 4);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The deepest iteration, in plies.
    pub depth: u32,
    /// The most time the search may take (`None`: no limit but the depth).
    pub time: Option<Duration>,
}

/// What one finished iteration found (see [`search`] for an example).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use dama_damhex::damhex::{Position, search::{Info, Limits, search}};
///
/// let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
/// let limits = Limits { depth: 1, time: None };
/// let info: Option<Info> = search(&Position::start(), 0, limits, 0, &mut rng, &AtomicBool::new(false), |_| {});
/// assert!(info.is_some_and(|i| i.depth == 1 && i.nodes > 0));
/// ```
#[derive(Clone, Debug)]
pub struct Info {
    /// The iteration's depth, in plies.
    pub depth: u32,
    /// The best move's score for the player acting (paranoid: the other two against it).
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// Time since the search started.
    pub elapsed: Duration,
    /// The best move found.
    pub best: Move,
}

/// Whether the move from `before` to `after` resets the no-progress count: a change in
/// the places of the men (a step, a capture by a man, a crowning), the kings or the
/// pieces. The same test as the rules' `next_counters`, on a child already made.
fn progress(before: &Position, after: &Position) -> bool {
    let kings = |p: &Position| (0..3).map(|s| p.kings(s).count_ones()).sum::<u32>();
    (0..3).any(|s| before.men(s) != after.men(s))
        || kings(before) != kings(after)
        || before.occupied().count_ones() != after.occupied().count_ones()
}

/// A move's fingerprint for the transposition table and the killers.
fn print(mv: &Move) -> u32 {
    u32::from(mv.from) | u32::from(mv.to()) << 8 | (mv.captured.trailing_zeros() & 0xff) << 16
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: i8,
    flag: u8,
    best: u32,
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
    killers: [[u32; 2]; MAX_PLY + 1],
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

    fn order(&self, pos: &Position, list: &mut MoveList, tt_best: Option<u32>, ply: usize) {
        let hist = &self.history[pos.actor()];
        let killers = self.killers[ply];
        list.sort_by_cached_key(|m| {
            let p = print(m);
            let key = if Some(p) == tt_best {
                2_000_000
            } else if m.is_capture() {
                1_000_000 + m.count() as i32 * 1000
            } else if p == killers[0] {
                900_000
            } else if p == killers[1] {
                800_000
            } else {
                hist[m.to() as usize].min(700_000)
            };
            -key
        });
    }

    /// The transposition key: the position, and the no-progress count where the
    /// evaluation depends on it.
    fn key(pos: &Position, counter: u32) -> u64 {
        let bucket = if counter < 10 {
            u64::from(counter > 0)
        } else {
            u64::from(counter / 2)
        };
        pos.hash() ^ bucket.wrapping_mul(0x9E37_79B9_7F4A_7C15)
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
        if let Some(v) = terminal(pos, self.me) {
            return if v > 0 {
                v - ply as i32
            } else {
                v + ply as i32
            };
        }
        if counter >= NO_PROGRESS_MOVES * pos.alive_count() as u32 {
            return draw_value(pos, self.me);
        }
        let mut list = MoveList::new();
        pos.generate_moves(&mut list);
        let tactical = list.first().is_some_and(Move::is_capture);
        if (depth <= 0 && !tactical) || ply >= MAX_PLY {
            return super::eval::evaluate(pos, self.me, counter);
        }
        let maximise = pos.actor() == self.me;
        let key = Self::key(pos, counter);
        let slot = (key as usize) & (TT_SIZE - 1);
        let entry = self.tt[slot];
        let mut tt_best = None;
        if entry.key == key {
            tt_best = Some(entry.best);
            if i32::from(entry.depth) >= depth {
                match entry.flag {
                    EXACT => return entry.score,
                    LOWER if entry.score >= beta => return entry.score,
                    UPPER if entry.score <= alpha => return entry.score,
                    _ => {}
                }
            }
        }
        if list.len() > 1 {
            self.order(pos, &mut list, tt_best, ply);
        }
        let (alpha0, beta0) = (alpha, beta);
        let mut best_score = if maximise { -WIN * 2 } else { WIN * 2 };
        let mut best = 0;
        let next_depth = if tactical && depth <= 0 { 0 } else { depth - 1 };
        for mv in list.iter() {
            let child = pos.after(mv);
            let c = if progress(pos, &child) {
                0
            } else {
                counter.saturating_add(1)
            };
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
                best = print(mv);
            }
            if maximise {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                if !mv.is_capture() {
                    let d = depth.max(1);
                    self.history[pos.actor()][mv.to() as usize] += d * d;
                    let k = &mut self.killers[ply];
                    if k[0] != print(mv) {
                        k[1] = k[0];
                        k[0] = print(mv);
                    }
                }
                break;
            }
        }
        let flag = if best_score <= alpha0 {
            UPPER
        } else if best_score >= beta0 {
            LOWER
        } else {
            EXACT
        };
        self.tt[slot] = Entry {
            key,
            depth: depth.clamp(-1, 127) as i8,
            flag,
            best,
            score: best_score,
        };
        best_score
    }
}

/// Searches `pos` for its actor: iterative deepening within `limits`, calling `on_info`
/// after each finished iteration. `counter` is the no-progress count of the position.
/// Returns the last finished iteration (`None` when there is no legal move).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::Position;
/// use dama_damhex::damhex::search::{Limits, search};
///
/// let start = Position::start();
/// let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(7);
/// let limits = Limits { depth: 2, time: None };
/// let mut depths = Vec::new();
/// let info = search(&start, 0, limits, 0, &mut rng, &AtomicBool::new(false), |i| depths.push(i.depth))
///     .ok_or("no move")?;
/// assert_eq!(depths, [1, 2]);
/// assert!(start.legal_moves().contains(&info.best));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
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
        killers: [[u32::MAX; 2]; MAX_PLY + 1],
    };
    if root.len() == 1 {
        let info = Info {
            depth: 0,
            score: evaluate(&pos.after(&root[0]), me, counter),
            nodes: 1,
            elapsed: started.elapsed(),
            best: root[0],
        };
        on_info(&info);
        return Some(info);
    }
    let mut best: Option<Info> = None;
    for depth in 1..=limits.depth.max(1) {
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(root.len());
        let mut alpha = -WIN * 2;
        for mv in root.iter() {
            let child = pos.after(mv);
            let c = if progress(pos, &child) {
                0
            } else {
                counter.saturating_add(1)
            };
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
            // An unfinished iteration still counts when a move searched after the
            // previous best (searched first) proved better than it.
            if let (Some(prev), 0) = (best.as_mut(), noise)
                && let Some(&(v, m)) = scored.iter().max_by_key(|(v, _)| *v)
                && scored.first().is_some_and(|(_, first)| *first == prev.best)
                && m != prev.best
                && v > scored[0].0
            {
                prev.best = m;
                prev.score = v;
            }
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
        best = Some(info);
        if top.abs() >= WIN / 2 {
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

/// The paranoid value of `pos` for `seat`, which need not be the actor: iterative
/// deepening up to `limits` (the last finished depth counts; a position with no move, or
/// a search stopped before depth 1, is valued statically).
///
/// ```
/// use std::sync::atomic::AtomicBool;
/// use dama_damhex::damhex::Position;
/// use dama_damhex::damhex::search::{Limits, WIN, value_for};
///
/// let start = Position::start();
/// let limits = Limits { depth: 1, time: None };
/// let stop = AtomicBool::new(false);
/// // Red, who moves last, is valued at the start like any other seat.
/// let red = value_for(&start, 0, 2, limits, &stop);
/// assert!(red.abs() < WIN);
/// ```
pub fn value_for(
    pos: &Position,
    counter: u32,
    seat: usize,
    limits: Limits,
    stop: &AtomicBool,
) -> i32 {
    let started = Instant::now();
    let mut s = Searcher {
        me: seat,
        nodes: 0,
        stop,
        deadline: limits.time.map(|t| started + t),
        aborted: false,
        tt: vec![Entry::default(); TT_SIZE],
        history: vec![[0; CELLS]; 3],
        killers: [[u32::MAX; 2]; MAX_PLY + 1],
    };
    let mut value = evaluate(pos, seat, counter);
    for depth in 1..=limits.depth.max(1) {
        let v = s.node(pos, depth as i32, 0, -WIN * 2, WIN * 2, counter);
        if s.aborted {
            break;
        }
        value = v;
    }
    value
}
