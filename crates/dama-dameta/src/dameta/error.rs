//! Why Dameta text is refused: a turn that breaks a rule (named), or position text that
//! cannot be read. Data only; `crate::lang` renders them in the player's language.

/// Why typed turn text names no legal turn: the rule it breaks.
///
/// ```
/// use dama_dameta::core::Rules;
/// use dama_dameta::dameta::{Position, TurnError};
///
/// let start = Position::start();
/// assert_eq!(start.parse_move("c1-b1"), Err(TurnError::Kickoff));
/// assert_eq!(start.parse_move("c1-c3"), Err(TurnError::HolderOneSquare));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    /// The text (as typed) is not a turn in the notation.
    #[error("\"{0}\" is not a turn: write moves as d2-d4, jumps as c3xe5, passes as e3>e2")]
    Syntax(String),
    /// The game is over: no turn can be played.
    #[error("the game is over")]
    GameOver,
    /// The turn moves no piece (only passes).
    #[error("a turn moves one piece")]
    NoMove,
    /// The turn moves two pieces.
    #[error("a turn moves only one piece")]
    TwoMoves,
    /// The turn passes both before and after the move.
    #[error("passes go before or after the move, not both")]
    PassBothSides,
    /// The turn has more than one pass (a chain is written as one pass).
    #[error("a turn has at most one pass (write a chain as one pass: e3>e2>d1)")]
    TwoPasses,
    /// The square (as written) holds no piece of the player to move.
    #[error("there is no piece of yours on {0}")]
    NotYourPiece(String),
    /// The square (as written) a piece would move to is taken.
    #[error("{0} is not empty")]
    Occupied(String),
    /// A move that is not one or two squares in a straight line.
    #[error("a piece moves one or two squares in a straight line")]
    NotStraight,
    /// The piece holding the ball moved two squares.
    #[error("the ball holder moves only one square")]
    HolderOneSquare,
    /// A jump that does not land right behind the piece jumped.
    #[error("a piece jumps over the next square onto the one right behind it")]
    BadJump,
    /// A jump over a piece that does not hold the ball.
    #[error("you can only jump the piece holding the ball")]
    JumpNotHolder,
    /// A pass from a piece that does not hold the ball.
    #[error("only the piece holding the ball passes it")]
    PassNotFromHolder,
    /// A pass not along a chain of the player's own neighbouring pieces.
    #[error("the ball passes only along a chain of your own neighbouring pieces")]
    PassNotConnected,
    /// A pass by a player who does not have the ball.
    #[error("you do not have the ball to pass")]
    NoBall,
    /// The kick-off does not take the ball off the kicker's back rank.
    #[error("the first move must take the ball off your back rank")]
    Kickoff,
    /// The turn goes on after a goal, which ends it.
    #[error("the ball reached a back rank: that is a goal, and the turn ends there")]
    GoalEndsTurn,
    /// The turn breaks a rule not named above.
    #[error("that turn is not legal here")]
    NotLegal,
    /// The loop rule: the ball is in the player's half and the turn would make a position stand for the third time.
    #[error(
        "the loop rule: the ball is in your half, so you must not repeat this position a third time"
    )]
    Loop,
}

/// Why position text cannot be read.
///
/// ```
/// use dama_dameta::core::Rules;
/// use dama_dameta::dameta::{Position, PositionTextError};
///
/// assert_eq!(Position::parse_position("2bbbb2/8/8 w"), Err(PositionTextError::Fields(2)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError {
    /// The text does not have the 5 fields (board, side to move, score, goals, kicker); the count found.
    #[error("position text needs 5 fields (board, side to move, score, goals, kicker), found {0}")]
    Fields(usize),
    /// The board does not have 8 ranks; the count found.
    #[error("the board needs 8 ranks separated by '/', found {0}")]
    Ranks(usize),
    /// The rank (1–8) does not have 8 squares.
    #[error("rank {0} does not have 8 squares")]
    RankLength(u8),
    /// A character that is neither a piece nor a count of empty squares.
    #[error(
        "'{0}' is not a piece (w, b, W or B for the one with the ball) or a count of empty squares"
    )]
    Symbol(char),
    /// A side does not have 4 pieces.
    #[error("each side has 4 pieces; {side} has {count}")]
    PieceCount {
        /// The side, `white` or `black`.
        side: &'static str,
        /// How many pieces it has.
        count: u32,
    },
    /// More than one piece holds the ball.
    #[error("only one piece holds the ball")]
    TwoBalls,
    /// The ball stands on a back rank after the kick-off (that would be a goal).
    #[error("the ball cannot stand on a back rank after the kick-off (that is a goal)")]
    BallOnBackRank,
    /// Without a ball on the board (a kick-off), the pieces are not at the start or the kicker does not move.
    #[error(
        "without a ball on the board it is a kick-off: the pieces must stand at the start and the kicker move"
    )]
    Kickoff,
    /// The side to move (as written) is not `w` or `b`.
    #[error("'{0}' is not a side (w or b)")]
    Side(String),
    /// The score (as written) is not of the form `1-0`.
    #[error("'{0}' is not a score such as 1-0")]
    Score(String),
    /// The goals to win (as written) are not a number 1 to 99.
    #[error("'{0}' is not a number of goals to win (1 to 99)")]
    Goals(String),
    /// The score passes the goals to win, or both sides have won.
    #[error("a score cannot pass the goals to win, and only one side can have won")]
    ScoreTooHigh,
}
