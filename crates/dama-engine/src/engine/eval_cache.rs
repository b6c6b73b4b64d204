//! A cache of static evaluations for one search thread: direct-mapped, one 64-bit word a
//! slot holding the position's hash above the low 16 bits and the score in them. A
//! score that does not fit 16 bits, and a slot that reads as zero, are never cached, so
//! a lookup returns exactly what the evaluation would (bar a collision of the hash's
//! checked bits), and a search with the cache visits the same nodes as without it.
//!
//! It pays where the evaluation is dear and leaves repeat: Italian's learned patterns
//! (`Evaluate::EVAL_CACHE_BITS`; docs/engine.md, "Evaluation cache").

pub(super) struct EvalCache {
    slots: Vec<u64>,
}

const SCORE_BITS: u64 = 0xFFFF;

impl EvalCache {
    /// A cache of 2^`bits` slots; none with 0 (every lookup evaluates).
    pub(super) fn new(bits: u32) -> EvalCache {
        let len = if bits == 0 { 0 } else { 1usize << bits.min(24) };
        EvalCache {
            slots: vec![0; len],
        }
    }

    /// The evaluation of the position with hash `key`: from the cache, or `eval()`
    /// stored for next time.
    #[inline(always)]
    pub(super) fn get_or(&mut self, key: u64, eval: impl FnOnce() -> i32) -> i32 {
        if self.slots.is_empty() {
            return eval();
        }
        let mask = self.slots.len() - 1;
        let slot = &mut self.slots[key as usize & mask];
        let e = *slot;
        if e != 0 && (e ^ key) & !SCORE_BITS == 0 {
            return i32::from(e as u16 as i16);
        }
        let v = eval();
        if let Ok(small) = i16::try_from(v) {
            *slot = (key & !SCORE_BITS) | u64::from(small as u16);
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cached_score_is_the_evaluation() {
        let mut c = EvalCache::new(4);
        let key = 0xDEAD_BEEF_0000_0003;
        assert_eq!(c.get_or(key, || -1234), -1234);
        // The second lookup must not evaluate again.
        assert_eq!(c.get_or(key, || panic!("evaluated twice")), -1234);
    }

    #[test]
    fn a_different_position_in_the_same_slot_is_evaluated() {
        let mut c = EvalCache::new(4);
        assert_eq!(c.get_or(0x1000_0000_0000_0005, || 7), 7);
        // Same slot (low bits), other hash: evaluated, then replaces the first.
        assert_eq!(c.get_or(0x2000_0000_0000_0005, || -9), -9);
        assert_eq!(c.get_or(0x1000_0000_0000_0005, || 11), 11);
    }

    #[test]
    fn scores_beyond_16_bits_are_not_cached() {
        let mut c = EvalCache::new(2);
        let key = 0xABCD_0000_0000_0001;
        assert_eq!(c.get_or(key, || 40_000), 40_000);
        assert_eq!(c.get_or(key, || 40_001), 40_001);
    }

    #[test]
    fn without_slots_every_lookup_evaluates() {
        let mut c = EvalCache::new(0);
        assert_eq!(c.get_or(1 << 20, || 3), 3);
        assert_eq!(c.get_or(1 << 20, || 4), 4);
    }

    #[test]
    fn a_zero_hash_and_zero_score_is_not_mistaken_for_an_empty_slot() {
        let mut c = EvalCache::new(3);
        // A key whose checked bits are zero, scoring 0, would store 0: it is simply
        // evaluated each time.
        assert_eq!(c.get_or(0x0000_0000_0000_0002, || 0), 0);
        assert_eq!(c.get_or(0x0000_0000_0000_0002, || 5), 5);
        // Any other key in that slot misses.
        assert_eq!(c.get_or(0x0001_0000_0000_0002, || 6), 6);
    }
}
