//! Why Dameta text is refused: a turn that breaks a rule (named), or position text that
//! cannot be read. Data only; `crate::lang` renders them in the player's language.

/// Why typed turn text names no legal turn: the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    #[error("\"{0}\" is not a turn: write moves as d2-d4, jumps as c3xe5, passes as e3>e2")]
    Syntax(String),
    #[error("the game is over")]
    GameOver,
    #[error("a turn moves one piece")]
    NoMove,
    #[error("a turn moves only one piece")]
    TwoMoves,
    #[error("passes go before or after the move, not both")]
    PassBothSides,
    #[error("a turn has at most one pass (write a chain as one pass: e3>e2>d1)")]
    TwoPasses,
    #[error("there is no piece of yours on {0}")]
    NotYourPiece(String),
    #[error("{0} is not empty")]
    Occupied(String),
    #[error("a piece moves one or two squares in a straight line")]
    NotStraight,
    #[error("the ball holder moves only one square")]
    HolderOneSquare,
    #[error("a piece jumps over the next square onto the one right behind it")]
    BadJump,
    #[error("you can only jump the piece holding the ball")]
    JumpNotHolder,
    #[error("only the piece holding the ball passes it")]
    PassNotFromHolder,
    #[error("the ball passes only along a chain of your own neighbouring pieces")]
    PassNotConnected,
    #[error("you do not have the ball to pass")]
    NoBall,
    #[error("the first move must take the ball off your back rank")]
    Kickoff,
    #[error("the ball reached a back rank: that is a goal, and the turn ends there")]
    GoalEndsTurn,
    #[error("that turn is not legal here")]
    NotLegal,
    #[error(
        "the loop rule: the ball is in your half, so you must not repeat this position a third time"
    )]
    Loop,
}

/// Why position text cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    #[error("position text needs 5 fields (board, side to move, score, goals, kicker), found {0}")]
    Fields(usize),
    #[error("the board needs 8 ranks separated by '/', found {0}")]
    Ranks(usize),
    #[error("rank {0} does not have 8 squares")]
    RankLength(u8),
    #[error(
        "'{0}' is not a piece (w, b, W or B for the one with the ball) or a count of empty squares"
    )]
    Symbol(char),
    #[error("each side has 4 pieces; {side} has {count}")]
    PieceCount { side: &'static str, count: u32 },
    #[error("only one piece holds the ball")]
    TwoBalls,
    #[error("the ball cannot stand on a back rank after the kick-off (that is a goal)")]
    BallOnBackRank,
    #[error(
        "without a ball on the board it is a kick-off: the pieces must stand at the start and the kicker move"
    )]
    Kickoff,
    #[error("'{0}' is not a side (w or b)")]
    Side(String),
    #[error("'{0}' is not a score such as 1-0")]
    Score(String),
    #[error("'{0}' is not a number of goals to win (1 to 99)")]
    Goals(String),
    #[error("a score cannot pass the goals to win, and only one side can have won")]
    ScoreTooHigh,
}
