//! A Dameta position and its turns, by the authors' rules (Menozzi and Fasce, 1994; the
//! Italian text in `/work/shared/seeds`, summarised in docs/rules/dameta.md).
//!
//! A turn is one move (a step of one or two squares, or a jump over the opposing ball
//! holder) with at most one pass, before or after it. Two turns that leave the same board
//! are the same turn: the generator lists every distinct result once, in its simplest
//! form (no pass, then a pass after, then a pass before).

use arrayvec::ArrayVec;

use crate::core::{MAX_MOVES, Seat};

use super::geometry::{BACK_RANKS, pass_reach, rank, step};

/// The files c to f of a back rank, where the four pieces of a side start.
const HOME: [u64; 2] = [0x3c, 0x3c << 56];

/// The default number of goals that wins (the new-game page can choose another).
pub const DEFAULT_GOALS: u8 = 3;

/// The most goals a game may be played to.
pub const MAX_GOALS: u8 = 99;

/// One turn. Passes name only the square the ball ends on: the chain it runs along does
/// not change the result. At a kick-off the ball is placed on the piece that moves. A
/// pass before the move that reaches a back rank is a goal at once and the whole turn:
/// then `from == to` is the receiver and no piece moves.
///
/// Squares are numbered 0–63, `a1` = 0, `b1` = 1, … `h8` = 63 (see
/// [`geometry::square_name`](super::geometry::square_name)).
///
/// ```
/// use dama_dameta::core::Rules;
/// use dama_dameta::dameta::Position;
/// use dama_dameta::dameta::geometry::{parse_square, square_name};
///
/// let start = Position::start();
/// let turn = start.parse_move("c1-b2")?; // the kick-off: the ball goes with the piece
/// assert_eq!((square_name(turn.from), square_name(turn.to)), ("c1".to_string(), "b2".to_string()));
/// assert_eq!(Some(turn.to), parse_square("b2"));
/// assert!(!turn.capture && turn.pass_before.is_none() && turn.pass_after.is_none());
/// assert!(!turn.is_pass_only());
/// assert_eq!(start.move_text(&turn), "c1-b2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Turn {
    /// The ball passed before the move, to this square.
    pub pass_before: Option<u8>,
    /// The square the moving piece starts on.
    pub from: u8,
    /// The square it ends on (`from` again for a pass alone that scored).
    pub to: u8,
    /// The move is a jump over the opposing piece holding the ball.
    pub capture: bool,
    /// The ball passed after the move, to this square.
    pub pass_after: Option<u8>,
}

impl Turn {
    /// Whether the turn is a pass alone (a pass that reached a back rank: a goal).
    pub fn is_pass_only(&self) -> bool {
        self.from == self.to
    }
}

/// A position's turns.
pub type TurnList = ArrayVec<Turn, MAX_MOVES>;

/// A Dameta position: four pieces a side, the ball, whose turn, the score, the goals
/// that win and who kicks off this round.
///
/// Two more fields serve only the engine and are not part of the position (equality,
/// hash and text ignore them): plies since the round's kick-off, and how many plies into
/// its round the last goal came, so the search prefers a goal now to the same goal later.
///
/// The position text: the board rank 8 first (`w`/`b` a piece, `W`/`B` the one holding
/// the ball, digits for empty squares), the side to move, the score, the goals that win
/// and the kicker of the round.
///
/// ```
/// use dama_dameta::core::{Rules, Seat};
/// use dama_dameta::core::perft::perft;
/// use dama_dameta::dameta::Position;
///
/// let start = Position::start();
/// assert_eq!(start.position_text(), "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w");
/// assert!(start.is_kickoff());
/// assert_eq!(start.to_move(), Seat(0));
/// assert_eq!(start.legal_moves().len(), 12); // each piece kicks off to rank 2
/// assert_eq!(perft(&start, 1), 12);
///
/// let mut pos = start;
/// pos.play(&pos.parse_move("d1-d2")?)?;
/// assert_eq!(pos.to_move(), Seat(1));
/// assert_eq!(pos.ball_side(), Some(Seat(0)));
/// assert_eq!(pos.score(), [0, 0]);
/// assert_eq!(Position::parse_position(&pos.position_text())?, pos);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Position {
    /// Each side's pieces (seat 0, White, starts on rank 1 and attacks rank 8).
    pub(super) men: [u64; 2],
    /// The square of the piece holding the ball; `None` before a kick-off, when the
    /// kicker has yet to place it.
    pub(super) ball: Option<u8>,
    #[doc(hidden)]
    pub to_move: u8,
    #[doc(hidden)]
    pub score: [u8; 2],
    pub(super) goals: u8,
    /// Who kicks off (or kicked off) the current round.
    pub(super) kicker: u8,
    /// Plies since the round's kick-off (engine only).
    pub(super) round_plies: u8,
    /// Plies into its round the last goal came, and who scored it (engine only).
    pub(super) last_goal_plies: u8,
    pub(super) last_scorer: u8,
}

impl Position {
    fn key(&self) -> ([u64; 2], Option<u8>, u8, [u8; 2], u8, u8) {
        (
            self.men,
            self.ball,
            self.to_move,
            self.score,
            self.goals,
            self.kicker,
        )
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl Position {
    /// The start of a game to `goals` goals, `kicker` kicking off.
    pub fn new_game(goals: u8, kicker: Seat) -> Position {
        let goals = goals.clamp(1, MAX_GOALS);
        Position {
            men: HOME,
            ball: None,
            to_move: kicker.0.min(1),
            score: [0, 0],
            goals,
            kicker: kicker.0.min(1),
            round_plies: 0,
            last_goal_plies: 0,
            last_scorer: 0,
        }
    }

    /// Each side's pieces as a bitboard.
    pub fn pieces(&self, seat: Seat) -> u64 {
        self.men[seat.index().min(1)]
    }

    /// Who is on `sq`, if anyone.
    pub fn piece_at(&self, sq: u8) -> Option<Seat> {
        (0..2u8)
            .find(|&s| self.men[s as usize] >> sq & 1 == 1)
            .map(Seat)
    }

    /// The square of the piece with the ball (`None` before a kick-off).
    pub fn ball(&self) -> Option<u8> {
        self.ball
    }

    /// Goals scored by each side.
    pub fn score(&self) -> [u8; 2] {
        self.score
    }

    /// The goals that win.
    pub fn goals_to_win(&self) -> u8 {
        self.goals
    }

    /// Who kicks off (or kicked off) the current round.
    pub fn kicker(&self) -> Seat {
        Seat(self.kicker)
    }

    /// Whether the next turn is a kick-off.
    pub fn is_kickoff(&self) -> bool {
        self.ball.is_none()
    }

    /// Who holds the ball.
    pub fn ball_side(&self) -> Option<Seat> {
        self.ball.and_then(|b| self.piece_at(b))
    }

    /// The winner, once a side has the goals that win.
    pub fn winner(&self) -> Option<Seat> {
        (0..2u8)
            .find(|&s| self.score[s as usize] >= self.goals)
            .map(Seat)
    }

    /// The rank each side attacks (a goal the moment the ball gets there).
    pub const fn target_rank(seat: u8) -> u8 {
        if seat == 0 { 7 } else { 0 }
    }

    /// The side whose half of the board the ball is in (ranks 1-4: White's, 5-8:
    /// Black's); `None` before a kick-off.
    pub fn ball_half(&self) -> Option<Seat> {
        self.ball.map(|b| Seat(u8::from(rank(b) >= 4)))
    }

    /// The side that scores with the ball on `sq` (a back rank scores at once).
    fn goal_for(sq: u8) -> Option<u8> {
        match rank(sq) {
            7 => Some(0),
            0 => Some(1),
            _ => None,
        }
    }

    /// Whether `turn` ends with a goal: the ball reached a back rank, after the move or
    /// after a pass (the turn ends there, so it is where the ball ends).
    pub fn scores(&self, turn: &Turn) -> Option<Seat> {
        if self.is_kickoff() {
            return None;
        }
        Self::goal_for(self.result_of(turn).1).map(Seat)
    }

    /// The mover's pieces and the ball square after `turn`, before any goal's reset:
    /// what makes two turns the same turn.
    pub fn result_of(&self, turn: &Turn) -> (u64, u8) {
        let me = self.to_move as usize;
        let own = self.men[me] & !(1 << turn.from) | (1 << turn.to);
        let mut ball = match (self.ball, turn.pass_before) {
            (None, _) => turn.from,
            (Some(_), Some(b)) => b,
            (Some(b), None) => b,
        };
        if ball == turn.from || turn.capture {
            ball = turn.to;
        }
        if let Some(b) = turn.pass_after {
            ball = b;
        }
        (own, ball)
    }

    /// Plays a turn from this position's list.
    #[inline]
    pub(super) fn apply(&mut self, turn: &Turn) {
        let me = self.to_move as usize;
        let kickoff = self.is_kickoff();
        let (own, ball) = self.result_of(turn);
        self.men[me] = own;
        self.ball = Some(ball);
        self.to_move ^= 1;
        self.round_plies = self.round_plies.saturating_add(1);
        if kickoff {
            return;
        }
        if let Some(scorer) = Self::goal_for(ball) {
            self.last_goal_plies = self.round_plies;
            self.last_scorer = scorer;
            self.round_plies = 0;
            self.score[scorer as usize] = self.score[scorer as usize].saturating_add(1);
            self.men = HOME;
            self.ball = None;
            self.kicker ^= 1;
            // The next round's kicker moves; once the game is won the loser is "to
            // move" and has no turn.
            self.to_move = match self.winner() {
                Some(w) => w.0 ^ 1,
                None => self.kicker,
            };
        }
    }

    /// Every legal turn, each distinct result once (the loop rule, which needs the
    /// game's history, is applied by `core::History`).
    #[inline]
    pub fn turns(&self, list: &mut TurnList) {
        list.clear();
        if self.winner().is_some() {
            return;
        }
        let me = self.to_move as usize;
        let own = self.men[me];
        let occupied = self.men[0] | self.men[1];
        // A result is the moving piece, where it lands and where the ball ends (two
        // different steps never leave the same pieces): one bit per ball square.
        let mut seen = [0u64; 4 * 64];
        let mut add = |list: &mut TurnList, turn: Turn| {
            let index = (own & ((1u64 << turn.from) - 1)).count_ones() as usize;
            let ball = self.result_of(&turn).1;
            let slot = &mut seen[(index.min(3) << 6) | turn.to as usize];
            if *slot >> ball & 1 == 0 && !list.is_full() {
                *slot |= 1 << ball;
                list.push(turn);
            }
        };
        let Some(ball) = self.ball else {
            // Kick-off: the ball goes on the piece that moves, which must leave the back
            // rank; any pass would bring the ball back onto it, so none is made.
            let forward: [usize; 3] = if me == 0 { [7, 0, 1] } else { [5, 4, 3] };
            for from in bits(own) {
                for d in forward {
                    if let Some(to) = step(from, d).filter(|&t| occupied >> t & 1 == 0) {
                        add(list, turn(None, from, to, false, None));
                    }
                }
            }
            return;
        };
        let holding = own >> ball & 1 == 1;
        // Moves with no pass (a jump is also a move; it takes the ball).
        let mut moves: ArrayVec<(u8, u8, bool), 72> = ArrayVec::new();
        for from in bits(own) {
            let reach = if from == ball { 1 } else { 2 };
            for d in 0..8 {
                let mut at = from;
                for _ in 0..reach {
                    match step(at, d) {
                        Some(to) if occupied >> to & 1 == 0 => {
                            at = to;
                            moves.push((from, to, false));
                        }
                        _ => break,
                    }
                }
            }
        }
        if !holding {
            for d in 0..8 {
                let back = (d + 4) % 8;
                if let (Some(from), Some(to)) = (step(ball, back), step(ball, d))
                    && own >> from & 1 == 1
                    && occupied >> to & 1 == 0
                {
                    moves.push((from, to, true));
                }
            }
        }
        for &(from, to, capture) in &moves {
            add(list, turn(None, from, to, capture, None));
        }
        // A pass after the move: from whoever holds the ball then, along friends. A ball
        // that reached a back rank with the move is already a goal: the turn ends there.
        for &(from, to, capture) in &moves {
            if !holding && !capture {
                continue;
            }
            let after = own & !(1 << from) | (1 << to);
            let holder = if from == ball || capture { to } else { ball };
            if BACK_RANKS >> holder & 1 == 1 {
                continue;
            }
            for target in bits(pass_reach(after, holder) & !(1 << holder)) {
                add(list, turn(None, from, to, capture, Some(target)));
            }
        }
        if !holding {
            return;
        }
        // A pass before the move: the receiver then moves only one square, and the old
        // holder, free of the ball, may move two. A pass to a back rank is a goal at
        // once and the turn ends with it: the pass alone (`from == to`, the receiver).
        for target in bits(pass_reach(own, ball) & !(1 << ball)) {
            if BACK_RANKS >> target & 1 == 1 {
                add(list, turn(Some(target), target, target, false, None));
                continue;
            }
            for from in bits(own) {
                let reach = if from == target { 1 } else { 2 };
                for d in 0..8 {
                    let mut at = from;
                    for _ in 0..reach {
                        match step(at, d) {
                            Some(to) if occupied >> to & 1 == 0 => {
                                at = to;
                                add(list, turn(Some(target), from, to, false, None));
                            }
                            _ => break,
                        }
                    }
                }
            }
        }
    }
}

const fn turn(
    pass_before: Option<u8>,
    from: u8,
    to: u8,
    capture: bool,
    pass_after: Option<u8>,
) -> Turn {
    Turn {
        pass_before,
        from,
        to,
        capture,
        pass_after,
    }
}

/// The squares of a bitboard, lowest first.
pub(super) fn bits(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        Some(sq)
    })
}
