//! Every tunable number of the search, named and explained in one place, in plies or
//! score units as noted. Each game's evaluation weights live beside its rules (Italian:
//! `draughts/italian/weights.rs`; the variants: their `RuleSet::WEIGHTS`).
//!
//! A change here changes the engine's play, so it changes the `dama bench` node total:
//! the commit that makes it should say so.

/// Transposition table sizes, in MiB, each named once.
pub mod table {
    /// A game against the computer (the terminal UI, `dama selfplay`): one search a move,
    /// a few seconds at most.
    pub const GAME_MIB: usize = 32;
    /// Analysis (`dama analyze`, unless `--hash` says otherwise) and the Hub protocol:
    /// searches as long as the user or the GUI wants.
    pub const ANALYSIS_MIB: usize = 64;
    /// `dama bench`: fixed, so that the node total is comparable (a change changes it).
    pub const BENCH_MIB: usize = 16;
}

/// Search settings.
pub mod search {
    /// The deepest ply the search can reach (tables are sized by it).
    pub const MAX_PLY: usize = 128;
    /// The deepest iteration iterative deepening starts.
    pub const MAX_DEPTH: u32 = 100;
    /// Aspiration window half-width around the previous iteration's score, from this depth.
    pub const ASPIRATION_WINDOW: i32 = 20;
    pub const ASPIRATION_FROM_DEPTH: u32 = 5;

    /// Late move reductions: a quiet move (no capture, not a killer, leaving no capture
    /// pending) late in a node's ordering is searched shallower, and again at full depth
    /// if it beats alpha. A schedule says from which move (counted from 0 in the order
    /// searched) and which depth a move loses one, two or three plies.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Reductions {
        pub min_depth: i32,
        pub min_moves: usize,
        pub deep_moves: usize,
        pub deep_depth: i32,
        pub deeper_moves: usize,
        pub deeper_depth: i32,
    }

    /// The schedule of every game but those below: one ply from the fourth move at depth
    /// 3+, two from the seventh at depth 6+.
    pub const REDUCTIONS: Reductions = Reductions {
        min_depth: 3,
        min_moves: 3,
        deep_moves: 6,
        deep_depth: 6,
        deeper_moves: usize::MAX,
        deeper_depth: i32::MAX,
    };

    /// The deeper schedule of the games whose `Evaluate::DEEP_REDUCTIONS` is set
    /// (Italian draughts): one ply from the third move at depth 3+, two from the fifth at
    /// depth 4+, three from the ninth at depth 6+. Against `REDUCTIONS` at 0.1 s a move,
    /// 200 games each (2026-11-24): Italian +40 Elo ± 32; English −17 ± 49 and
    /// International −35 ± 42, so those keep `REDUCTIONS`. Screened again for
    /// International on 2026-11-28 (bench 2,689,074 → 1,943,765 nodes, depth 13 at 1 s
    /// as before) and played against `main`: docs/engine.md, "Per-game settings, second
    /// round".
    pub const DEEP_REDUCTIONS: Reductions = Reductions {
        min_depth: 3,
        min_moves: 2,
        deep_moves: 4,
        deep_depth: 4,
        deeper_moves: 8,
        deeper_depth: 6,
    };

    /// A schedule between the two above: one ply from the third move at depth 3+, two
    /// from the fifth at depth 5+, never three. `dama bench` node totals against
    /// `REDUCTIONS` (2026-11-28): English 739,427 → 457,128 (3 of 3 best moves kept),
    /// Brazilian 542,486 → 392,005, International 2,689,074 → 2,685,820; English at 1 s
    /// from the start reaches depth 17 instead of 16. Set by no game: English against
    /// `main` at 0.1 s a move, 91 games, Elo −73.6 ± 54.2 (docs/engine.md, "Per-game
    /// settings, second round").
    pub const EARLY_REDUCTIONS: Reductions = Reductions {
        min_depth: 3,
        min_moves: 2,
        deep_moves: 4,
        deep_depth: 5,
        deeper_moves: usize::MAX,
        deeper_depth: i32::MAX,
    };

    impl Reductions {
        /// How many plies the `i`-th move (from 0, in the order searched) of a node at
        /// `depth` loses, when it qualifies (see above).
        pub const fn plies(&self, depth: i32, i: usize) -> i32 {
            if depth < self.min_depth || i < self.min_moves {
                0
            } else if i >= self.deeper_moves && depth >= self.deeper_depth {
                3
            } else if i >= self.deep_moves && depth >= self.deep_depth {
                2
            } else {
                1
            }
        }
    }

    // The static cut and ProbCut take each game's own numbers: `Evaluate::STATIC_CUT`
    // and `Evaluate::PROBCUT` (`core::StaticCut`, `core::ProbCut`), named beside the
    // trait so that a game's crate can set them.

    /// A position with a single legal move is searched one ply deeper (forced captures are
    /// common and cheap), while the path stays shorter than this many times the iteration.
    pub const SINGLE_REPLY_EXTENSION_LIMIT: usize = 2;

    /// A new iteration is not started after this share (percent) of a clock's time aimed
    /// at, or of a fixed move time in the games that do not search to its end
    /// (`Evaluate::MOVETIME_TO_THE_END`): the next iteration would rarely finish.
    pub const SOFT_TIME_PERCENT: u32 = 45;
    /// With a clock, from this iteration on the time aimed at grows by these percentages
    /// when the best move changed in the iteration or the score dropped by
    /// `TIME_SCORE_DROP` hundredths of a man or more.
    pub const TIME_FROM_DEPTH: u32 = 5;
    pub const TIME_BEST_CHANGED_PERCENT: u32 = 60;
    pub const TIME_SCORE_DROP: i32 = 20;
    pub const TIME_SCORE_DROP_PERCENT: u32 = 80;
    /// How often (in nodes) the clock, node limit and stop flag are checked.
    pub const CHECK_EVERY: u64 = 1024;
}

/// How the playing levels use an opening book (the game's `Rules::opening_book`).
pub mod book {
    /// Levels from this one up play a book move when the position is in the book;
    /// the levels below search every move (their mistakes are the point of them).
    pub const FROM_LEVEL: u8 = 6;
    /// A book move is chosen at random among the moves whose score is within this many
    /// hundredths of a man of the book's best, so games vary without giving anything
    /// away.
    pub const MARGIN: i32 = 8;
}
