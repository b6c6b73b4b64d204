//! Dameta's evaluation for the generic engine: goals first, then the ball — how far it
//! is from the goal, whether the side to move can score at once, whether the holder can
//! be jumped (interceptors), how many friends it can be passed to (passing lanes), how
//! the defenders stand between it and the goal. Every distance is measured on the
//! cylinder (files wrap), so a lane across the edge counts like any other.
//!
//! The terms are counted by [`Position::terms`] for the holder of the ball and weighed by
//! [`super::weights::WEIGHTS`] (`assets/dameta-eval.txt`, fitted to self-play games by
//! `dama tune hand --game dameta`, see `super::tune`).

use crate::core::{Evaluate, LevelTable};

use super::geometry::{NEIGHBOURS, connected, distance, rank, spread, step};
use super::position::{Position, Turn, bits};
use super::weights::*;

/// A goal, in the engine's hundredths of a man.
pub const GOAL: i32 = 1000;
/// Per ply a goal took within its round (an earlier goal is better).
const LATE_GOAL: i32 = 2;

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

    /// Calls `add(weight, count)` for every term of the position (the weights are the
    /// indices of [`super::weights`]), each counted for the holder of the ball, or the
    /// kicker at a kick-off; returns that side's seat. Goals are not terms.
    #[doc(hidden)]
    pub fn terms(&self, add: &mut impl FnMut(usize, i32)) -> usize {
        let Some(ball) = self.ball else {
            add(KICK_OFF, 1);
            return usize::from(self.kicker);
        };
        let me = usize::from(self.to_move);
        let attacker = usize::from(self.men[1] >> ball & 1 == 1);
        let defender = 1 - attacker;
        let target = Position::target_rank(attacker as u8);
        let to_go = |sq: u8| rank(sq).abs_diff(target) as usize;
        let chain = connected(self.men[attacker], ball);
        // The ball can be passed anywhere along its chain: the chain's front counts.
        let front = bits(chain).map(to_go).min().unwrap_or(7);
        add(POSSESSION, 1);
        add(BALL_PROGRESS + to_go(ball), 1);
        add(FRONT_PROGRESS + front, 1);
        add(LANE, chain.count_ones() as i32 - 1);
        let (mut advance, mut support, mut strikers) = (0, 0, 0);
        for a in bits(self.men[attacker]) {
            advance += 7 - to_go(a) as i32;
            if a != ball && distance(a, ball) <= 2 {
                support += 1;
            }
            if to_go(a) == 1 {
                strikers += 1;
            }
        }
        add(ADVANCE, advance);
        add(SUPPORT, support);
        add(STRIKER, strikers);
        let (mut between, mut keepers, mut on_line, mut depth, mut pressure) = (0, 0, 0, 0, 0);
        for d in bits(self.men[defender]) {
            let ahead = if attacker == 0 {
                rank(d) > rank(ball)
            } else {
                rank(d) < rank(ball)
            };
            between += i32::from(ahead);
            keepers += i32::from(to_go(d) <= 1);
            on_line += i32::from(to_go(d) == 0);
            depth += to_go(d) as i32;
            pressure += i32::from(distance(d, ball) <= 2);
        }
        add(DEFENDER, between);
        add(KEEPER, keepers);
        add(GOAL_LINE, on_line);
        add(DEFENDER_DEPTH, depth);
        add(PRESSURE, pressure);
        let occupied = self.men[0] | self.men[1];
        let open = rank_mask(target) & !occupied & !spread(self.men[defender]);
        add(OPEN_GOAL, open.count_ones() as i32);
        if attacker == me {
            add(HOLDER_TO_MOVE, 1);
            if self.can_score(me, ball) {
                add(CAN_SCORE, 1);
            }
        } else if self.can_intercept(me, ball) {
            add(INTERCEPT, 1);
        } else if self.can_score(attacker, ball) {
            add(THREAT, 1);
        }
        attacker
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

    #[inline]
    fn history_squares(mv: &Turn) -> (usize, usize) {
        (mv.from as usize, mv.to as usize)
    }

    #[inline]
    fn capture_weight(&self, _mv: &Turn) -> i32 {
        0
    }

    #[inline]
    fn evaluate(&self) -> i32 {
        let me = usize::from(self.to_move);
        let mut goals = (i32::from(self.score[me]) - i32::from(self.score[1 - me])) * GOAL;
        // A goal now is worth more than the same goal later: the last goal's scorer
        // pays for each ply it took.
        let late = i32::from(self.last_goal_plies) * LATE_GOAL;
        goals += if usize::from(self.last_scorer) == me {
            -late
        } else {
            late
        };
        let w = &WEIGHTS.0;
        let mut v = 0;
        let holder = self.terms(&mut |i, n| v += w[i] * n);
        goals + if holder == me { v } else { -v }
    }
}
