//! The waves of a retrograde solve, one implementation for every solver of the family:
//! the variants' one-thread and threaded solvers ([`super::solve`], [`super::solve_par`])
//! and both passes of Italian's distance solver (`crate::draughts::italian::egdb::solve`:
//! plies to the end, plies to conversion).
//!
//! A wave is a ply from the end (or from the move that leaves the slice). Positions are
//! queued for a wave as won or lost; the waves are taken in order, and within a wave the
//! lost positions before the won ones. When a position is decided:
//! - if it is lost, every predecessor (a position one quiet move of the side that just
//!   moved before it) is won at the next wave;
//! - if it is won, every undecided predecessor has one move fewer left to try
//!   ([`Waves::count_down`]); the solve says when that leaves it lost and at which wave
//!   (at least the next; later when a move out of the slice reaches a later win).
//!
//! What is never decided is a draw. The solver's own state (its codes, its counts, its
//! move generator and un-moves, one thread or atomics) stays behind the [`Waves`] trait;
//! a position is queued as `u32`.

/// Positions queued for later waves: `(wave, won, index)`.
pub(crate) type Pushes = Vec<(usize, bool, u32)>;

/// The queues of the waves: per wave, the positions to decide as won and as lost.
#[derive(Default)]
pub(crate) struct Queue(Vec<[Vec<u32>; 2]>);

impl Queue {
    /// Queues position `i` as won (`won`) or lost at wave `w`.
    pub(crate) fn push(&mut self, w: usize, won: bool, i: u32) {
        if self.0.len() <= w {
            self.0.resize_with(w + 1, Default::default);
        }
        self.0[w][usize::from(!won)].push(i);
    }

    /// Queues every push of `pushes`, in order.
    pub(crate) fn extend(&mut self, pushes: Pushes) {
        for (w, won, i) in pushes {
            self.push(w, won, i);
        }
    }
}

/// What pass 1 records of each position for the count-down of the losses.
pub(crate) struct Counts {
    /// The moves inside the slice not yet known to lead to a won position.
    pub count: Vec<u8>,
    /// Bit 0: a move out of the slice draws; bit 1: one wins.
    pub flags: Vec<u8>,
    /// The latest wave a move out of the slice reaches (empty in a slice that keeps no
    /// waves: every move out is then one ply).
    pub exit_wave: Vec<u16>,
}

impl Counts {
    /// The counts of `n` positions, with their exit waves when `waves`.
    pub(crate) fn new(n: usize, waves: bool) -> Counts {
        Counts {
            count: vec![0; n],
            flags: vec![0; n],
            exit_wave: vec![0; if waves { n } else { 0 }],
        }
    }

    /// [`Waves::count_down`] on one thread: lost when no move inside is left and no move
    /// out draws or wins, at the wave after `w` or the latest wave a move out reaches.
    #[inline]
    pub(crate) fn count_down(&mut self, p: usize, w: usize) -> Option<usize> {
        self.count[p] = self.count[p].saturating_sub(1);
        (self.count[p] == 0 && self.flags[p] == 0)
            .then(|| (w + 1).max(self.exit_wave.get(p).map_or(0, |&x| usize::from(x))))
    }
}

/// What the waves ask of a solve: its positions by index, as one worker sees them.
pub(crate) trait Waves {
    /// Whether position `i` is decided.
    fn is_decided(&self, i: usize) -> bool;
    /// Decides `i` as won (`won`) or lost at wave `w`; false when it already was decided
    /// (queued twice, or by another thread).
    fn settle(&mut self, i: usize, won: bool, w: usize) -> bool;
    /// Calls `f` with the index of each predecessor of `i` whose value depends on it
    /// (and the state, to look at it and count it down).
    fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32))
    where
        Self: Sized;
    /// One of undecided `p`'s moves leads to a position won at wave `w`: takes it off
    /// `p`'s count; `Some(wave)` when `p` is now lost, at that wave (after `w`).
    fn count_down(&mut self, p: usize, w: usize) -> Option<usize>;
}

/// Decides the positions of `list` (those still undecided) as won or lost at wave `w`
/// and tells `push` the predecessors their decision settles, for the waves after:
/// `push(wave, won, index)`.
pub(crate) fn decide<S: Waves>(
    s: &mut S,
    list: &[u32],
    w: usize,
    won: bool,
    push: &mut impl FnMut(usize, bool, u32),
) {
    for &i in list {
        let i = i as usize;
        if !s.settle(i, won, w) {
            continue;
        }
        s.predecessors(i, &mut |s, p| {
            if s.is_decided(p as usize) {
                return;
            }
            if !won {
                push(w + 1, true, p);
            } else if let Some(lw) = s.count_down(p as usize, w) {
                push(lw, false, p);
            }
        });
    }
}

/// Takes the waves in order until none is left or the wave is past `limit` (positions
/// queued past it stay undecided: draws). `wave(list, w, won, queue)` decides one list
/// (the lost positions of wave `w`, then its won ones) and queues what it settles for
/// the later waves (never for wave `w` itself).
pub(crate) fn sweep(
    queue: &mut Queue,
    limit: Option<usize>,
    mut wave: impl FnMut(&[u32], usize, bool, &mut Queue),
) {
    let mut w = 0usize;
    while w < queue.0.len() {
        if limit.is_some_and(|l| w > l) {
            break;
        }
        let [wins, losses] = std::mem::take(&mut queue.0[w]);
        for (won, list) in [(false, losses), (true, wins)] {
            wave(&list, w, won, queue);
        }
        w += 1;
    }
}

/// [`sweep`] on one thread: every list decided by [`decide`], straight into the queue.
pub(crate) fn sweep_one(queue: &mut Queue, limit: Option<usize>, s: &mut impl Waves) {
    sweep(queue, limit, |list, w, won, queue| {
        decide(s, list, w, won, &mut |lw, lwon, p| queue.push(lw, lwon, p));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up slice: each position's moves inside (by index), and for position 8 a
    /// move out to a position won at wave 5.
    struct Toy {
        moves: Vec<Vec<u32>>,
        decided: Vec<Option<(bool, usize)>>,
        counts: Counts,
    }

    impl Toy {
        fn new(moves: Vec<Vec<u32>>) -> (Toy, Queue) {
            let n = moves.len();
            let mut counts = Counts::new(n, true);
            let mut queue = Queue::default();
            for (i, m) in moves.iter().enumerate() {
                counts.count[i] = m.len() as u8;
                counts.exit_wave[i] = 1;
                if m.is_empty() {
                    queue.push(0, false, i as u32);
                }
            }
            let decided = vec![None; n];
            (
                Toy {
                    moves,
                    decided,
                    counts,
                },
                queue,
            )
        }
    }

    impl Waves for Toy {
        fn is_decided(&self, i: usize) -> bool {
            self.decided[i].is_some()
        }
        fn settle(&mut self, i: usize, won: bool, w: usize) -> bool {
            if self.decided[i].is_some() {
                return false;
            }
            self.decided[i] = Some((won, w));
            true
        }
        fn predecessors(&mut self, i: usize, f: &mut impl FnMut(&mut Self, u32)) {
            let preds: Vec<u32> = (0..self.moves.len() as u32)
                .filter(|&p| self.moves[p as usize].contains(&(i as u32)))
                .collect();
            for p in preds {
                f(self, p);
            }
        }
        fn count_down(&mut self, p: usize, w: usize) -> Option<usize> {
            self.counts.count_down(p, w)
        }
    }

    fn toy() -> (Toy, Queue) {
        let (mut toy, queue) = Toy::new(vec![
            vec![],     // 0: no move
            vec![0],    // 1: to a lost position
            vec![1],    // 2: only to a won one
            vec![1, 2], // 3: one move to a lost position
            vec![5],    // 4 and 5: round and round
            vec![4],    //
            vec![1, 5], // 6: a won child and a drawn one
            vec![1, 3], // 7: every move to a won position, the slowest at 3
            vec![1],    // 8: and a move out to a win at wave 5 (below)
        ]);
        toy.counts.exit_wave[8] = 6;
        (toy, queue)
    }

    #[test]
    fn wins_losses_draws_and_their_waves() {
        let (mut toy, mut queue) = toy();
        sweep_one(&mut queue, None, &mut toy);
        let want = [
            Some((false, 0)),
            Some((true, 1)),
            Some((false, 2)),
            Some((true, 3)),
            None,
            None,
            None,
            Some((false, 4)),
            Some((false, 6)),
        ];
        assert_eq!(toy.decided, want);
    }

    #[test]
    fn waves_past_the_limit_stay_undecided() {
        let (mut toy, mut queue) = toy();
        sweep_one(&mut queue, Some(3), &mut toy);
        assert_eq!(toy.decided[3], Some((true, 3)));
        assert_eq!(toy.decided[7], None);
        assert_eq!(toy.decided[8], None);
    }

    #[test]
    fn a_position_queued_twice_is_decided_once_at_its_first_wave() {
        let (mut toy, mut queue) = toy();
        queue.push(5, true, 1);
        sweep_one(&mut queue, None, &mut toy);
        assert_eq!(toy.decided[1], Some((true, 1)));
    }
}
