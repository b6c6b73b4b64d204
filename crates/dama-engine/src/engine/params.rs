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

    // The late move reductions' schedules are each game's own: `Evaluate::REDUCTIONS`
    // (`core::Reductions`, with the schedules tried and their games).

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
