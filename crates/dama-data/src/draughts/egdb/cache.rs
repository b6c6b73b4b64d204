//! The block cache every draughts database shares (Italian's and the variants'): decoded
//! blocks kept in memory by key (slice, kind, block number), bounded by a number of
//! blocks, shared by every thread behind one lock.
//!
//! Each look-up stamps its block with a clock. When the cache is full, the blocks not
//! used in the last `capacity / 2` look-ups are dropped in one sweep (at least half of
//! them, since that many look-ups touch at most that many blocks): the blocks in use stay,
//! as in a least-recently-used cache, but a miss costs no search for the oldest entry
//! (one sweep every `capacity / 2` misses or more). Italian's databases had a true LRU
//! cache (a scan of every entry at each miss), the variants' one emptied whole when full;
//! the figures of both are in docs/databases.md ("Probe speed"). A miss reads and decodes
//! its block outside the lock.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// The blocks and the clock of the last look-up.
struct Blocks<K, V> {
    map: HashMap<K, (u64, V)>,
    clock: u64,
}

/// Decoded blocks by key, at most `capacity` of them.
pub struct BlockCache<K, V> {
    blocks: Mutex<Blocks<K, V>>,
    capacity: usize,
}

impl<K: Hash + Eq, V: Clone> BlockCache<K, V> {
    /// An empty cache of at most `capacity` blocks (at least one).
    pub fn new(capacity: usize) -> BlockCache<K, V> {
        BlockCache {
            blocks: Mutex::new(Blocks {
                map: HashMap::new(),
                clock: 0,
            }),
            capacity: capacity.max(1),
        }
    }

    /// How many blocks it keeps at most.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// The block of `key`: from memory, else `load()`ed and kept. `None` when `load`
    /// fails (the block is then not kept); a lock poisoned by a panic elsewhere only
    /// stops the caching.
    #[inline]
    pub fn get_or_load(&self, key: K, load: impl FnOnce() -> Option<V>) -> Option<V> {
        if let Ok(mut b) = self.blocks.lock() {
            b.clock += 1;
            let now = b.clock;
            if let Some(hit) = b.map.get_mut(&key) {
                hit.0 = now;
                return Some(hit.1.clone());
            }
        }
        let block = load()?;
        if let Ok(mut b) = self.blocks.lock() {
            if b.map.len() >= self.capacity {
                let since = b.clock.saturating_sub((self.capacity / 2) as u64);
                b.map.retain(|_, e| e.0 > since);
            }
            let now = b.clock;
            b.map.insert(key, (now, block.clone()));
        }
        Some(block)
    }

    /// Blocks in memory now.
    pub fn len(&self) -> usize {
        self.blocks.lock().map_or(0, |b| b.map.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A loader that counts its loads; block `v` holds `v * 10`.
    #[derive(Default)]
    struct Disk(Cell<u32>);

    impl Disk {
        fn load(&self, v: u32) -> Option<u32> {
            self.0.set(self.0.get() + 1);
            Some(v * 10)
        }
    }

    #[test]
    fn a_block_is_loaded_once_and_the_cache_stays_within_its_capacity() {
        let (cache, disk) = (BlockCache::new(3), Disk::default());
        assert_eq!(cache.get_or_load(1, || disk.load(1)), Some(10));
        assert_eq!(cache.get_or_load(1, || disk.load(1)), Some(10));
        assert_eq!(disk.0.get(), 1, "the second read is a hit");
        for k in 2..=7 {
            assert_eq!(cache.get_or_load(k, || disk.load(k)), Some(k * 10));
            assert!(cache.len() <= cache.capacity(), "{} blocks", cache.len());
        }
        assert_eq!(disk.0.get(), 7);
    }

    #[test]
    fn a_block_in_use_stays_when_the_cache_is_swept() {
        let (cache, disk) = (BlockCache::new(4), Disk::default());
        for k in 1..=40 {
            // Block 0 is read between every other block: it is never dropped.
            assert_eq!(cache.get_or_load(0, || disk.load(0)), Some(0));
            assert_eq!(cache.get_or_load(k, || disk.load(k)), Some(k * 10));
            assert!(cache.len() <= cache.capacity());
        }
        let loads = disk.0.get();
        assert_eq!(loads, 41, "block 0 loaded once, each other block once");
    }

    #[test]
    fn a_failed_load_answers_none_and_keeps_nothing() {
        let cache: BlockCache<u32, u32> = BlockCache::new(0);
        assert_eq!(cache.capacity(), 1);
        assert_eq!(cache.get_or_load(5, || None), None);
        assert!(cache.is_empty());
        assert_eq!(cache.get_or_load(5, || Some(50)), Some(50));
        assert_eq!(cache.len(), 1);
    }
}
