//! The capture priority of Art. 6.6–6.10 as one ordered key.
//!
//! Among all capture sequences only those with the greatest key are legal:
//! 1. quantity (6.6): more pieces taken;
//! 2. with the king (6.7): a king capturing beats a man capturing;
//! 3. quality (6.8): more kings taken;
//! 4. precedence (6.9): the pattern of kings taken, jump by jump, read as a binary
//!    number with the first jump as the most significant bit — the first king met as
//!    early as possible, then the second, and so on (the lexicographic reading);
//! 5. free choice (6.10): equal keys are all legal.
//!
//! Keys are compared only between sequences of the same length once quantity has
//! decided, so the pattern bits line up jump by jump.

/// The priority of one capture sequence (Art. 6.6–6.10): a greater key wins. Packed as
/// `count << 24 | by_king << 20 | kings << 16 | pattern`.
///
/// ```
/// use dama_draughts::draughts::italian::{CaptureKey, PriorityRule};
///
/// // Taking two men with a man against taking one king with a king: quantity first.
/// let two_men = CaptureKey::new(2, false, 0, 0b00);
/// let one_king = CaptureKey::new(1, true, 1, 0b1);
/// assert!(two_men > one_king);
/// assert_eq!(one_king.losing_rule(two_men), Some(PriorityRule::Quantity));
/// assert_eq!(two_men.losing_rule(one_king), None);
/// assert_eq!((two_men.count(), one_king.by_king(), one_king.kings(), one_king.pattern()), (2, true, 1, 1));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash, Default)]
pub struct CaptureKey(u32);

impl CaptureKey {
    /// `pattern` has bit `count - 1 - j` set when jump `j` (from 0) took a king.
    ///
    /// ```
    /// use dama_draughts::draughts::italian::CaptureKey;
    ///
    /// // Three pieces taken by a king, the second of them a king: pattern 0b010.
    /// let key = CaptureKey::new(3, true, 1, 0b010);
    /// assert_eq!((key.count(), key.by_king(), key.kings(), key.pattern()), (3, true, 1, 0b010));
    /// ```
    pub const fn new(count: u32, by_king: bool, kings: u32, pattern: u32) -> CaptureKey {
        CaptureKey((count << 24) | ((by_king as u32) << 20) | (kings << 16) | pattern)
    }

    /// How many pieces the sequence takes (Art. 6.6).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::CaptureKey;
    ///
    /// assert_eq!(CaptureKey::new(2, false, 0, 0).count(), 2);
    /// ```
    pub const fn count(self) -> u32 {
        self.0 >> 24
    }

    /// Whether a king captures (Art. 6.7).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::CaptureKey;
    ///
    /// assert!(CaptureKey::new(1, true, 0, 0).by_king());
    /// ```
    pub const fn by_king(self) -> bool {
        (self.0 >> 20) & 1 == 1
    }

    /// How many kings it takes (Art. 6.8).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::CaptureKey;
    ///
    /// assert_eq!(CaptureKey::new(2, true, 2, 0b11).kings(), 2);
    /// ```
    pub const fn kings(self) -> u32 {
        (self.0 >> 16) & 0xF
    }

    /// Which jumps take kings, the first jump the most significant bit (Art. 6.9).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::CaptureKey;
    ///
    /// // Meeting the king first beats meeting it second (Art. 6.9).
    /// assert!(CaptureKey::new(2, true, 1, 0b10) > CaptureKey::new(2, true, 1, 0b01));
    /// ```
    pub const fn pattern(self) -> u32 {
        self.0 & 0xFFFF
    }

    /// Which rule makes `self` lose to the better key `best` (None if not worse).
    ///
    /// ```
    /// use dama_draughts::draughts::italian::{CaptureKey, PriorityRule};
    ///
    /// let first = CaptureKey::new(2, true, 1, 0b10);
    /// let second = CaptureKey::new(2, true, 1, 0b01);
    /// assert_eq!(second.losing_rule(first), Some(PriorityRule::Precedence));
    /// ```
    pub fn losing_rule(self, best: CaptureKey) -> Option<PriorityRule> {
        if self >= best {
            None
        } else if self.count() < best.count() {
            Some(PriorityRule::Quantity)
        } else if !self.by_king() && best.by_king() {
            Some(PriorityRule::WithKing)
        } else if self.kings() < best.kings() {
            Some(PriorityRule::Quality)
        } else {
            Some(PriorityRule::Precedence)
        }
    }
}

/// The rule of Art. 6.6–6.9 that discards a capture.
///
/// ```
/// use dama_draughts::draughts::italian::{CaptureKey, PriorityRule};
///
/// // Equal counts, but the better capture is by a king (Art. 6.7).
/// let by_man = CaptureKey::new(1, false, 0, 0);
/// let by_king = CaptureKey::new(1, true, 0, 0);
/// assert_eq!(by_man.losing_rule(by_king), Some(PriorityRule::WithKing));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PriorityRule {
    /// Art. 6.6: take the most pieces.
    Quantity,
    /// Art. 6.7: with equal counts, capture with the king.
    WithKing,
    /// Art. 6.8: take the most kings.
    Quality,
    /// Art. 6.9: meet the kings as early as possible.
    Precedence,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_follows_the_articles() {
        let two_by_man = CaptureKey::new(2, false, 0, 0);
        let one_by_king = CaptureKey::new(1, true, 1, 0b1);
        assert!(two_by_man > one_by_king, "quantity before all");
        assert!(CaptureKey::new(1, true, 0, 0) > CaptureKey::new(1, false, 0, 0));
        assert!(CaptureKey::new(2, true, 1, 0b01) > CaptureKey::new(2, true, 0, 0));
        // King on the first jump beats king on the second.
        assert!(CaptureKey::new(3, true, 1, 0b100) > CaptureKey::new(3, true, 1, 0b010));
        // Kings at jumps 1 and 3 beat kings at 2 and 3 (second king compared after first).
        assert!(CaptureKey::new(3, true, 2, 0b101) > CaptureKey::new(3, true, 2, 0b011));
        assert_eq!(
            CaptureKey::new(2, false, 0, 0).losing_rule(CaptureKey::new(3, false, 0, 0)),
            Some(PriorityRule::Quantity)
        );
        assert_eq!(
            CaptureKey::new(3, true, 1, 0b010).losing_rule(CaptureKey::new(3, true, 1, 0b100)),
            Some(PriorityRule::Precedence)
        );
    }
}
