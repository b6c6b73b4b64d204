//! Puzzle ratings on the Elo scale: the solver and each puzzle have a rating, a try is a
//! game between them. The expected score is `1 / (1 + 10^((puzzle - player) / 400))`;
//! the player's rating moves by `K × (score − expected)`, `K` larger for the first
//! tries ([`k_factor`]). A clean solve scores 1, a solve after hints less (each hint
//! halves what is left, [`Try::score`]), a failure (a wrong move, or the solution shown)
//! scores 0. [`pick`] chooses the next puzzle near the player's rating.

/// The rating a new solver starts at.
pub const START: f64 = 1200.0;
/// Ratings stay within these bounds.
pub const FLOOR: f64 = 100.0;
pub const CEILING: f64 = 3000.0;
/// Puzzles within this of the player's rating are picked first.
pub const WINDOW: f64 = 150.0;

/// How a try went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Try {
    /// Solved, after this many hints (0: clean).
    Solved { hints: u8 },
    /// A wrong move, or the solution asked for.
    Failed,
}

impl Try {
    /// The try's score: 1 for a clean solve, 0.5 after one hint, 0.25 after two…,
    /// 0 for a failure.
    pub fn score(self) -> f64 {
        match self {
            Try::Solved { hints } => 0.5f64.powi(hints.min(8) as i32),
            Try::Failed => 0.0,
        }
    }
}

/// The expected score of a player rated `player` on a puzzle rated `puzzle`.
pub fn expected(player: f64, puzzle: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((puzzle - player) / 400.0))
}

/// The K-factor after `tries` earlier tries: 40 for the first 20, then 20.
pub fn k_factor(tries: u32) -> f64 {
    if tries < 20 { 40.0 } else { 20.0 }
}

/// The player's rating after a try on a puzzle rated `puzzle`.
pub fn update(player: f64, puzzle: u16, tries: u32, outcome: Try) -> f64 {
    let change = k_factor(tries) * (outcome.score() - expected(player, puzzle as f64));
    (player + change).clamp(FLOOR, CEILING)
}

/// The next puzzle among `ratings` for a player rated `player`: one not `seen` within
/// [`WINDOW`] of the rating, chosen by `roll` (any number: it is reduced modulo the
/// choices); else the unseen one nearest the rating; else the nearest of all. `None`
/// only for an empty set.
pub fn pick(
    ratings: &[u16],
    player: f64,
    seen: &dyn Fn(usize) -> bool,
    roll: u64,
) -> Option<usize> {
    let distance = |i: usize| (ratings[i] as f64 - player).abs();
    let unseen: Vec<usize> = (0..ratings.len()).filter(|&i| !seen(i)).collect();
    let near: Vec<usize> = unseen
        .iter()
        .copied()
        .filter(|&i| distance(i) <= WINDOW)
        .collect();
    if !near.is_empty() {
        return Some(near[(roll % near.len() as u64) as usize]);
    }
    let pool: Vec<usize> = if unseen.is_empty() {
        (0..ratings.len()).collect()
    } else {
        unseen
    };
    pool.into_iter()
        .min_by(|&a, &b| distance(a).total_cmp(&distance(b)))
}
