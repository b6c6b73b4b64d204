//! The transposition table: positions already searched, keyed by Zobrist hash, in buckets
//! of four 16-byte entries (one cache line). A bucket replaces the entry of the same
//! position, else the one that is shallowest once stale entries of older searches are
//! counted as shallower still.
//!
//! The best move is stored as its index in the position's legal moves, which are
//! generated in a fixed order; an index past the end of the list (a hash collision) is
//! ignored. Score conversions live in [`super::score`].

use super::score::{from_table, to_table};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    /// The true score is at most the stored one (no move raised alpha).
    Upper = 1,
    /// The true score is at least the stored one (a beta cutoff).
    Lower = 2,
    Exact = 3,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i16,
    depth: i8,
    /// Bound in the low two bits, the search generation above.
    flags: u8,
    /// Move index + 1; 0 when no move is known.
    mv: u8,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    pub mv: Option<usize>,
}

const BUCKET: usize = 4;

/// Four entries on one cache line: a probe costs a single memory access.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([Entry; BUCKET]);

/// A transposition table of a fixed size in MiB.
pub struct Tt {
    buckets: Vec<Bucket>,
    generation: u8,
}

impl Tt {
    /// A table taking about `mib` MiB (at least one bucket).
    pub fn new(mib: usize) -> Tt {
        let bytes = mib.saturating_mul(1 << 20);
        let n = (bytes / std::mem::size_of::<Bucket>()).max(1);
        Tt {
            buckets: vec![Bucket::default(); n],
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Marks the start of a new search, so older entries are replaced first.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3F;
    }

    fn bucket(&self, key: u64) -> usize {
        (((key as u128) * (self.buckets.len() as u128)) >> 64) as usize
    }

    /// The entry for `key`, with mate scores made relative to the node at `ply`.
    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let e = self.buckets[self.bucket(key)]
            .0
            .iter()
            .find(|e| e.key == key && e.flags != 0)?;
        let bound = match e.flags & 3 {
            1 => Bound::Upper,
            2 => Bound::Lower,
            _ => Bound::Exact,
        };
        Some(Hit {
            score: from_table(e.score as i32, ply),
            depth: e.depth as i32,
            bound,
            mv: (e.mv > 0).then(|| e.mv as usize - 1),
        })
    }

    /// Stores a result; `mv` is the best move's index in the legal move list.
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        depth: i32,
        score: i32,
        bound: Bound,
        mv: Option<usize>,
    ) {
        let index = self.bucket(key);
        let generation = self.generation;
        let bucket = &mut self.buckets[index].0;
        let age = |e: &Entry| (generation.wrapping_sub(e.flags >> 2) & 0x3F) as i32;
        let slot = match bucket.iter().position(|e| e.key == key) {
            Some(i) => i,
            None => {
                let mut best = 0;
                let mut worst_value = i32::MAX;
                for (i, e) in bucket.iter().enumerate() {
                    let value = if e.flags == 0 {
                        i32::MIN
                    } else {
                        e.depth as i32 - 8 * age(e)
                    };
                    if value < worst_value {
                        worst_value = value;
                        best = i;
                    }
                }
                best
            }
        };
        let e = &mut bucket[slot];
        // Keep a known move when re-storing the same position without one.
        let mv = match mv {
            Some(i) => (i + 1).min(255) as u8,
            None if e.key == key => e.mv,
            None => 0,
        };
        *e = Entry {
            key,
            score: to_table(score, ply) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: (bound as u8) | (generation << 2),
            mv,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::score::MATE;

    #[test]
    fn stores_and_finds_an_entry() {
        let mut tt = Tt::new(1);
        tt.store(42, 0, 5, 17, Bound::Exact, Some(3));
        let hit = tt.probe(42, 0).expect("stored");
        assert_eq!(
            (hit.score, hit.depth, hit.bound, hit.mv),
            (17, 5, Bound::Exact, Some(3))
        );
        assert!(tt.probe(43, 0).is_none());
        tt.clear();
        assert!(tt.probe(42, 0).is_none());
    }

    #[test]
    fn mate_scores_are_relative_to_the_node() {
        let mut tt = Tt::new(1);
        tt.store(7, 3, 4, MATE - 10, Bound::Exact, None);
        assert_eq!(tt.probe(7, 5).map(|h| h.score), Some(MATE - 12));
    }

    #[test]
    fn a_tiny_table_still_works() {
        let mut tt = Tt::new(0);
        for k in 0..100u64 {
            tt.store(k, 0, 1, 0, Bound::Lower, None);
        }
        assert!(tt.probe(99, 0).is_some());
    }
}
