//! The transposition table: positions already searched, keyed by Zobrist hash, in buckets
//! of four 16-byte entries (one cache line). A bucket replaces the entry of the same
//! position, else the one that is shallowest once stale entries of older searches are
//! counted as shallower still.
//!
//! The table is shared by the threads of a Lazy SMP search without locks and without
//! `unsafe`: an entry is two `AtomicU64` words, the packed data and the key XOR the data.
//! A probe accepts an entry only when the two words it read agree with the key, so an
//! entry torn by two threads writing at once reads as a miss, never as a wrong hit.
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

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// One entry as a probe or a store sees it.
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

impl Entry {
    /// score | depth << 16 | flags << 24 | mv << 32; 0 is the empty entry.
    fn data(&self) -> u64 {
        u64::from(self.score as u16)
            | u64::from(self.depth as u8) << 16
            | u64::from(self.flags) << 24
            | u64::from(self.mv) << 32
    }

    fn unpack(key_xor_data: u64, data: u64) -> Entry {
        Entry {
            key: key_xor_data ^ data,
            score: data as u16 as i16,
            depth: (data >> 16) as u8 as i8,
            flags: (data >> 24) as u8,
            mv: (data >> 32) as u8,
        }
    }
}

/// An entry in memory: the key XOR the data, and the data.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    fn load(&self) -> Entry {
        Entry::unpack(self.check.load(Relaxed), self.data.load(Relaxed))
    }

    fn save(&self, e: &Entry) {
        let data = e.data();
        self.check.store(e.key ^ data, Relaxed);
        self.data.store(data, Relaxed);
    }
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
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; BUCKET]);

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
            buckets: (0..n).map(|_| Bucket::default()).collect(),
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        for slot in self.buckets.iter().flat_map(|b| &b.0) {
            slot.save(&Entry::default());
        }
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
            .map(Slot::load)
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
        &self,
        key: u64,
        ply: usize,
        depth: i32,
        score: i32,
        bound: Bound,
        mv: Option<usize>,
    ) {
        let index = self.bucket(key);
        let generation = self.generation;
        let slots = &self.buckets[index].0;
        let bucket: [Entry; BUCKET] = std::array::from_fn(|i| slots[i].load());
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
        let e = &bucket[slot];
        // Keep a known move when re-storing the same position without one.
        let mv = match mv {
            Some(i) => (i + 1).min(255) as u8,
            None if e.key == key => e.mv,
            None => 0,
        };
        slots[slot].save(&Entry {
            key,
            score: to_table(score, ply) as i16,
            depth: depth.clamp(-1, 127) as i8,
            flags: (bound as u8) | (generation << 2),
            mv,
        });
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
        let tt = Tt::new(1);
        tt.store(7, 3, 4, MATE - 10, Bound::Exact, None);
        assert_eq!(tt.probe(7, 5).map(|h| h.score), Some(MATE - 12));
    }

    #[test]
    fn a_tiny_table_still_works() {
        let tt = Tt::new(0);
        for k in 0..100u64 {
            tt.store(k, 0, 1, 0, Bound::Lower, None);
        }
        assert!(tt.probe(99, 0).is_some());
    }

    #[test]
    fn threads_writing_at_once_never_make_a_wrong_hit() {
        // Each key stores a score and move derived from the key itself; whatever the
        // interleaving, a hit must carry its own key's data.
        let tt = Tt::new(0);
        let score_of = |k: u64| (k % 1000) as i32;
        let mv_of = |k: u64| (k % 200) as usize;
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let tt = &tt;
                s.spawn(move || {
                    for i in 0..20_000u64 {
                        let k = (i * 7919 + t * 104_729) % 5000 + 1;
                        tt.store(k, 0, 3, score_of(k), Bound::Exact, Some(mv_of(k)));
                        let probe = (k * 31) % 5000 + 1;
                        if let Some(h) = tt.probe(probe, 0) {
                            assert_eq!(h.score, score_of(probe));
                            assert_eq!(h.mv, Some(mv_of(probe)));
                        }
                    }
                });
            }
        });
    }
}
