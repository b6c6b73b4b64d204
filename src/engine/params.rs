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
    /// pending) after the first `LMR_MIN_MOVES` of the ordering, at depth `LMR_MIN_DEPTH`
    /// or more, is searched one ply shallower; two plies after `LMR_DEEP_MOVES` moves at
    /// depth `LMR_DEEP_DEPTH`+, three after `LMR_DEEPER_MOVES` at `LMR_DEEPER_DEPTH`+.
    /// A reduced move that beats alpha is searched again at full depth.
    pub const LMR_MIN_DEPTH: i32 = 3;
    pub const LMR_MIN_MOVES: usize = 2;
    pub const LMR_DEEP_MOVES: usize = 4;
    pub const LMR_DEEP_DEPTH: i32 = 4;
    pub const LMR_DEEPER_MOVES: usize = 8;
    pub const LMR_DEEPER_DEPTH: i32 = 6;

    /// How many plies late move reductions take off the `i`-th move (from 0, in the
    /// order searched) of a node at `depth`, when it qualifies (see above).
    pub const fn lmr_reduction(depth: i32, i: usize) -> i32 {
        if depth < LMR_MIN_DEPTH || i < LMR_MIN_MOVES {
            0
        } else if i >= LMR_DEEPER_MOVES && depth >= LMR_DEEPER_DEPTH {
            3
        } else if i >= LMR_DEEP_MOVES && depth >= LMR_DEEP_DEPTH {
            2
        } else {
            1
        }
    }

    /// A position with a single legal move is searched one ply deeper (forced captures are
    /// common and cheap), while the path stays shorter than this many times the iteration.
    pub const SINGLE_REPLY_EXTENSION_LIMIT: usize = 2;

    /// With a move time, a new iteration is not started after this share of it (percent):
    /// the next iteration would rarely finish.
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
