//! Dameta's evaluation for the generic engine: goals first, then the ball — how far it
//! is from the goal, whether the side to move can score at once, whether the holder can
//! be jumped (interceptors), how many friends it can be passed to (passing lanes) and how
//! many defenders stand between it and the goal. Every distance is measured on the
//! cylinder (files wrap), so a lane across the edge counts like any other.

use crate::core::{Evaluate, LevelTable};

use super::geometry::{NEIGHBOURS, connected, distance, rank, spread, step};
use super::position::{Position, Turn, bits};

/// A goal, in the engine's hundredths of a man.
const GOAL: i32 = 1000;
/// The side to move can score this turn.
const CAN_SCORE: i32 = 350;
/// Per ply a goal took within its round (an earlier goal is better).
const LATE_GOAL: i32 = 2;
/// Having the ball at all.
const POSSESSION: i32 = 40;
/// Per rank of progress of the ball towards the goal (by ranks still to go).
const PROGRESS: [i32; 8] = [0, 150, 100, 65, 40, 25, 10, 0];
/// Per friend the holder can pass to.
const LANE: i32 = 12;
/// The holder can be jumped by the opponent (who moves next when we do not).
const INTERCEPT: i32 = 90;
/// Per defender between the ball and the goal, and per defender on its goal line.
const DEFENDER: i32 = 15;
const KEEPER: i32 = 20;
/// Per piece close to the ball (support and pressure).
const NEAR_BALL: i32 = 6;
/// Per rank each piece of the side with the ball has come forward.
const ADVANCE: i32 = 4;
/// The opponent holds the ball, can score on its next turn and cannot be jumped now.
const THREAT: i32 = 300;

impl Position {
    /// Whether the side holding the ball could score on its next turn if it moved now:
    /// a piece of the holder's chain on the goal rank, or one a step from an empty square
    /// of it.
    fn can_score(&self, seat: usize, ball: u8) -> bool {
        let own = self.men[seat];
        let occupied = self.men[0] | self.men[1];
        let target = Position::target_rank(seat as u8);
        let chain = connected(own, ball);
        for sq in bits(chain) {
            if rank(sq) == target {
                return true;
            }
            if rank(sq).abs_diff(target) == 1
                && NEIGHBOURS[sq as usize] & !occupied & rank_mask(target) != 0
            {
                return true;
            }
        }
        // Another piece moving next to the chain on the goal rank, then a pass.
        let goal_line = rank_mask(target) & !occupied;
        let landing = goal_line & spread(chain);
        if landing == 0 {
            return false;
        }
        for p in bits(own & !chain) {
            for d in 0..8 {
                let mut at = p;
                for _ in 0..2 {
                    match step(at, d) {
                        Some(to) if occupied >> to & 1 == 0 => {
                            at = to;
                            if landing >> to & 1 == 1 {
                                return true;
                            }
                        }
                        _ => break,
                    }
                }
            }
        }
        false
    }

    /// Whether a piece of `seat` can jump the ball holder (of the other side).
    fn can_intercept(&self, seat: usize, ball: u8) -> bool {
        let occupied = self.men[0] | self.men[1];
        (0..8).any(|d| {
            matches!(
                (step(ball, (d + 4) % 8), step(ball, d)),
                (Some(from), Some(to)) if self.men[seat] >> from & 1 == 1 && occupied >> to & 1 == 0
            )
        })
    }

    /// The score from White's side, not counting whose turn it is.
    fn static_white(&self, holder: usize, ball: u8) -> i32 {
        let attacker = holder;
        let defender = 1 - holder;
        let target = Position::target_rank(attacker as u8);
        let to_go = |sq: u8| rank(sq).abs_diff(target) as usize;
        let chain = connected(self.men[attacker], ball);
        // The ball can be passed anywhere along its chain: the chain's front counts.
        let front = bits(chain).map(to_go).min().unwrap_or(7);
        let mut v = POSSESSION + PROGRESS[to_go(ball)] + PROGRESS[front] / 2;
        v += LANE * (chain.count_ones() as i32 - 1);
        for a in bits(self.men[attacker]) {
            v += ADVANCE * (7 - to_go(a) as i32);
            if a != ball && distance(a, ball) <= 2 {
                v += NEAR_BALL;
            }
        }
        for d in bits(self.men[defender]) {
            let between = if attacker == 0 {
                rank(d) > rank(ball)
            } else {
                rank(d) < rank(ball)
            };
            if between {
                v -= DEFENDER;
            }
            if to_go(d) <= 1 {
                v -= KEEPER;
            }
            if distance(d, ball) <= 2 {
                v -= NEAR_BALL;
            }
        }
        if attacker == 0 { v } else { -v }
    }
}

/// The squares of one rank.
const fn rank_mask(r: u8) -> u64 {
    0xff << (r * 8)
}

impl Evaluate for Position {
    /// Level 10 answers within 3 s: no level thinks longer than 2.5 s a turn.
    const LEVEL_MOVETIME_CAP_MS: u64 = 2500;

    const LEVEL_TABLE: Option<&'static LevelTable> = Some(&super::levels::LEVELS);

    fn history_squares(mv: &Turn) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    fn capture_weight(&self, _mv: &Turn) -> i32 {
        0
    }

    fn evaluate(&self) -> i32 {
        let me = self.to_move as usize;
        let mut goals = (i32::from(self.score[me]) - i32::from(self.score[1 - me])) * GOAL;
        // A goal now is worth more than the same goal later: the last goal's scorer
        // pays for each ply it took.
        let late = i32::from(self.last_goal_plies) * LATE_GOAL;
        goals += if self.last_scorer as usize == me {
            -late
        } else {
            late
        };
        let Some(ball) = self.ball else {
            // A kick-off: the kicker has the ball.
            return goals
                + if me as u8 == self.kicker {
                    POSSESSION
                } else {
                    -POSSESSION
                };
        };
        let holder = usize::from(self.men[1] >> ball & 1 == 1);
        let mut white = self.static_white(holder, ball);
        let sign = |seat: usize| if seat == 0 { 1 } else { -1 };
        if holder == me {
            if self.can_score(me, ball) {
                white += sign(me) * CAN_SCORE;
            }
        } else if self.can_intercept(me, ball) {
            white += sign(me) * INTERCEPT;
        } else if self.can_score(holder, ball) {
            white -= sign(me) * THREAT;
        }
        goals + if me == 0 { white } else { -white }
    }
}
