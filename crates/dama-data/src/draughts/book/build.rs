//! `dama book build`: the book made by the engine's own searches.
//!
//! 1. **Base.** Every position up to `plies - 1` plies from the start is a book
//!    position; every position exactly `plies` plies from the start gets a deep search
//!    (a fixed number of nodes, so the build is repeatable).
//! 2. **Dropout expansion.** The scores are backed up by minimax. Each position not yet
//!    in the book that a book move leads to (a leaf) gets a priority: the sum, along the
//!    cheapest line from the start, of how much worse each move of the line is than the
//!    best move there (its "dropout"), plus `ply_cost` for every ply. The leaves of least
//!    priority — the ones the play is likeliest to reach — become book positions, a
//!    batch of `batch` at a time, and each of their moves leads to a position searched
//!    like the base's, until `expansions` leaves have been expanded.
//!
//! Every search starts from an empty transposition table and runs on one thread, so its
//! result depends only on its position and budget; searches run in parallel
//! (`threads`), and every result goes to the partial-results file at once
//! (`super::journal`), so a build resumes where it stopped and writes the same book.

use std::collections::{BinaryHeap, HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use crate::core::{BookMove, History};
use crate::engine::{MATE_BOUND, Tt, search};

use super::journal::{Journal, Leaf};
use super::{Book, BookError, BookGame, coded_moves};

pub use super::options::{Budget, Options};

/// What the build reports as it goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Searches found in the partial-results file.
    Resumed { searches: usize },
    /// A search has ended.
    Searched {
        /// Searches run by this build so far (not counting resumed ones).
        fresh: usize,
        /// Searches still to run, estimated.
        left: usize,
        expanded: u32,
        /// How many positions the book has now.
        positions: usize,
    },
}

/// The built book and what it cost.
pub struct Built<G> {
    pub book: Book<G>,
    /// Searches behind it, and their nodes.
    pub searches: usize,
    pub nodes: u64,
}

/// A guess of new searches per expansion before any has run (about the legal moves of
/// an opening position).
const FIRST_GUESS: f64 = 7.0;

/// Builds the book of game `G`, keeping every search in the partial-results file
/// `partial` (read first, if it exists). The caller removes `partial` once the book is
/// safely written.
pub fn build<G: BookGame>(
    opts: &Options,
    partial: &Path,
    on_event: &mut dyn FnMut(Event),
) -> Result<Built<G>, BookError> {
    let (journal, old) = Journal::open(partial, &opts.settings::<G>())?;
    on_event(Event::Resumed {
        searches: old.len(),
    });
    let mut b = Builder {
        opts,
        journal,
        cache: old.into_iter().collect(),
        expanded: HashSet::new(),
        fresh: 0,
        expanded_count: 0,
        new_from_expansions: 0,
    };
    b.expanded = base(opts.plies);
    let jobs = b.unexpanded_children(b.expanded.iter().copied().collect());
    b.run(jobs, on_event)?;
    while b.expanded_count < opts.expansions {
        let want = opts
            .batch
            .max(1)
            .min((opts.expansions - b.expanded_count) as usize);
        let picked = b.pick(want);
        if picked.is_empty() {
            break;
        }
        b.expanded_count += picked.len() as u32;
        b.expanded.extend(picked.iter().copied());
        let jobs = b.unexpanded_children(picked);
        b.new_from_expansions += jobs.len();
        b.run(jobs, on_event)?;
    }
    Ok(b.finish())
}

/// Every position fewer than `plies` plies from the start.
fn base<G: BookGame>(plies: u32) -> HashSet<G> {
    let mut all = HashSet::new();
    let mut level = vec![G::start()];
    for _ in 0..plies {
        let mut next = Vec::new();
        for pos in level {
            if all.insert(pos) {
                next.extend(pos.legal_moves().iter().map(|m| pos.after(m)));
            }
        }
        level = next;
    }
    all
}

/// A score one ply up: the parent's view, a win or loss one ply further away.
fn up(child: i32) -> i32 {
    let s = -child;
    if s > MATE_BOUND {
        s - 1
    } else if s < -MATE_BOUND {
        s + 1
    } else {
        s
    }
}

struct Builder<'a, G> {
    opts: &'a Options,
    journal: Journal<G>,
    cache: HashMap<G, Leaf>,
    expanded: HashSet<G>,
    fresh: usize,
    expanded_count: u32,
    new_from_expansions: usize,
}

/// A position's value and the depth behind it, from its side to move's view.
type Value = (i32, u32);

impl<G: BookGame> Builder<'_, G> {
    /// The children of `parents` that are neither book positions nor searched yet, each
    /// once, in a fixed order.
    fn unexpanded_children(&self, mut parents: Vec<G>) -> Vec<G> {
        parents.sort_by_key(BookGame::book_key);
        let mut seen = HashSet::new();
        let mut jobs = Vec::new();
        for pos in parents {
            for mv in coded_moves(&pos) {
                let child = pos.after(&mv);
                if !self.expanded.contains(&child)
                    && !self.cache.contains_key(&child)
                    && seen.insert(child)
                {
                    jobs.push(child);
                }
            }
        }
        jobs
    }

    /// Searches still to run after `queued` more, estimated.
    fn left(&self, queued: usize) -> usize {
        let per = if self.expanded_count == 0 {
            FIRST_GUESS
        } else {
            self.new_from_expansions as f64 / f64::from(self.expanded_count)
        };
        let rest = self.opts.expansions.saturating_sub(self.expanded_count);
        queued + (per * f64::from(rest)).round() as usize
    }

    /// Searches `jobs` on the option's threads, recording each result as it comes.
    fn run(&mut self, jobs: Vec<G>, on_event: &mut dyn FnMut(Event)) -> Result<(), BookError> {
        let next = AtomicUsize::new(0);
        let quit = AtomicBool::new(false);
        let limits = self.opts.limits();
        let mib = self.opts.table_mib();
        let (tx, rx) = mpsc::channel::<(usize, Leaf)>();
        std::thread::scope(|scope| {
            for _ in 0..self.opts.threads.max(1).min(jobs.len().max(1)) {
                let (tx, next, quit, jobs) = (tx.clone(), &next, &quit, &jobs);
                scope.spawn(move || {
                    let mut tt = Tt::new(mib);
                    let stop = AtomicBool::new(false);
                    while !quit.load(Ordering::Relaxed) {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(pos) = jobs.get(i) else { break };
                        tt.clear();
                        let r = search(pos, &History::new(), &limits, &mut tt, &stop, &mut |_| {});
                        let leaf = Leaf {
                            score: r.score,
                            depth: r.depth,
                            nodes: r.nodes,
                        };
                        if tx.send((i, leaf)).is_err() {
                            break;
                        }
                    }
                });
            }
            drop(tx);
            let mut result = Ok(());
            for (done, (i, leaf)) in rx.iter().enumerate() {
                if let Err(e) = self.journal.append(&jobs[i], &leaf) {
                    quit.store(true, Ordering::Relaxed);
                    result = Err(e);
                    break;
                }
                self.cache.insert(jobs[i], leaf);
                self.fresh += 1;
                on_event(Event::Searched {
                    fresh: self.fresh,
                    left: self.left(jobs.len() - done - 1),
                    expanded: self.expanded_count,
                    positions: self.expanded.len(),
                });
            }
            result
        })
    }

    /// The value of `pos`: backed up from its children when it is a book position, its
    /// search otherwise. A position repeating one on the path is a draw.
    fn value(&self, pos: &G, memo: &mut HashMap<G, Value>, path: &mut HashSet<G>) -> Value {
        if let Some(v) = memo.get(pos) {
            return *v;
        }
        if !self.expanded.contains(pos) {
            return self.cache.get(pos).map_or((0, 0), |l| (l.score, l.depth));
        }
        if !path.insert(*pos) {
            return (0, 0);
        }
        let v = self
            .scored_moves(pos, memo, path)
            .into_iter()
            .map(|m| (m.score, m.depth))
            .max()
            .unwrap_or((-crate::engine::MATE, 0));
        path.remove(pos);
        memo.insert(*pos, v);
        v
    }

    /// Every move of book position `pos` with its backed-up score.
    fn scored_moves(
        &self,
        pos: &G,
        memo: &mut HashMap<G, Value>,
        path: &mut HashSet<G>,
    ) -> Vec<BookMove<G::Move>> {
        coded_moves(pos)
            .into_iter()
            .map(|mv| {
                let (s, d) = self.value(&pos.after(&mv), memo, path);
                BookMove {
                    mv,
                    score: up(s),
                    depth: d + 1,
                }
            })
            .collect()
    }

    /// The `want` leaves of least priority (ties by key), searched and with moves.
    fn pick(&self, want: usize) -> Vec<G> {
        let mut memo = HashMap::new();
        let mut path = HashSet::new();
        let root = G::start();
        let mut best: HashMap<G, i64> = HashMap::from([(root, 0)]);
        let mut done = HashSet::new();
        let mut heap = BinaryHeap::new();
        let mut positions = vec![root];
        heap.push(std::cmp::Reverse((0i64, root.book_key(), 0usize)));
        let mut leaves = Vec::new();
        while let Some(std::cmp::Reverse((prio, _, at))) = heap.pop() {
            let pos = positions[at];
            if !done.insert(pos) {
                continue;
            }
            if !self.expanded.contains(&pos) {
                if self.cache.contains_key(&pos) && !pos.legal_moves().is_empty() {
                    leaves.push(pos);
                    if leaves.len() == want {
                        break;
                    }
                }
                continue;
            }
            let moves = self.scored_moves(&pos, &mut memo, &mut path);
            let top = moves.iter().map(|m| m.score).max().unwrap_or(0);
            for m in moves {
                let child = pos.after(&m.mv);
                let p = prio + i64::from(top - m.score) + i64::from(self.opts.ply_cost);
                if best.get(&child).is_none_or(|&old| p < old) {
                    best.insert(child, p);
                    positions.push(child);
                    heap.push(std::cmp::Reverse((
                        p,
                        child.book_key(),
                        positions.len() - 1,
                    )));
                }
            }
        }
        leaves
    }

    /// The book of every expanded position.
    fn finish(&self) -> Built<G> {
        let mut memo = HashMap::new();
        let mut path = HashSet::new();
        let mut positions: Vec<G> = self.expanded.iter().copied().collect();
        positions.sort_by_key(BookGame::book_key);
        let entries: Vec<_> = positions
            .iter()
            .map(|pos| (*pos, self.scored_moves(pos, &mut memo, &mut path)))
            .collect();
        // The searches this book needs: every position a book move leads to, and every
        // book position after the base (a search before it was expanded); a partial file
        // of a larger build may hold more.
        let base = base::<G>(self.opts.plies);
        let mut used: HashSet<G> = positions
            .iter()
            .flat_map(|p| {
                p.legal_moves()
                    .iter()
                    .map(|m| p.after(m))
                    .collect::<Vec<_>>()
            })
            .collect();
        used.extend(positions.iter().filter(|p| !base.contains(p)));
        let leaves: Vec<&Leaf> = used.iter().filter_map(|p| self.cache.get(p)).collect();
        let nodes = leaves.iter().map(|l| l.nodes).sum();
        let params = format!(
            "command: {}\nengine: {}\nsearches: {}\nnodes searched: {nodes}\n",
            self.opts.command_for::<G>(),
            self.opts.engine,
            leaves.len(),
        );
        Built {
            book: Book::from_entries(&entries, &params),
            searches: leaves.len(),
            nodes,
        }
    }
}
