//! Dameta's texts: the position text and the turn notation (both in docs/rules/dameta.md).
//!
//! Position text, five fields separated by spaces:
//! `2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w` — the board from rank 8 down to rank 1, files a
//! to h (`w`, `b` a piece, upper case the one holding the ball, a digit a run of empty
//! squares); the side to move; the score, White's first; the goals that win; who kicks
//! off the current round. No ball on the board means the kick-off is next. Text without
//! the last field is read as a game White kicked off first.
//!
//! Turns: a move `d2-d4`, a jump `c3xe5`, a pass `e3>e2` (holder to receiver; a chain may
//! be written in full, `e3>e2>d1`), a pass written before or after the move:
//! `e3>e2 e2-e1`, `d2-d3 e4>d3`. A kick-off is the move alone: the ball goes on the
//! piece that moves. A pass that reaches a back rank is a goal and ends the turn, so a
//! pass before the move may be the whole turn: `e2>d1`. The authors' signs are read too:
//! `d2:f4` for a jump, `e3/e2` for a pass.

use super::error::{PositionTextError as PE, TurnError};
use super::geometry::{
    BACK_RANKS, NEIGHBOURS, connected, parse_square, pass_reach, square_name, step,
};
use super::position::{Position, Turn, TurnList};

/// One word of a turn.
#[derive(Clone, Copy, Debug)]
enum Word {
    Move {
        from: u8,
        to: u8,
        jump: bool,
    },
    /// A pass: its first square, each hop's square, and whether the hops are all written.
    Pass {
        from: u8,
        to: u8,
        hops_ok: bool,
    },
}

fn word(text: &str, whole: &str) -> Result<Word, TurnError> {
    let bad = || TurnError::Syntax(whole.to_string());
    // The authors' own signs are read too: `e3/e2` for a pass, `d2:f4` for a jump.
    if text.contains(['>', '/']) {
        let squares: Option<Vec<u8>> = text.split(['>', '/']).map(parse_square).collect();
        let squares = squares.filter(|s| s.len() >= 2).ok_or_else(bad)?;
        let hops_ok = squares.len() == 2
            || squares
                .windows(2)
                .all(|w| NEIGHBOURS[w[0] as usize] >> w[1] & 1 == 1);
        let (first, last) = (squares[0], squares[squares.len() - 1]);
        return Ok(Word::Pass {
            from: first,
            to: last,
            hops_ok,
        });
    }
    let jump = text.contains(['x', 'X', ':']);
    let mut parts = text.split(['x', 'X', ':', '-']);
    match (parts.next(), parts.next(), parts.next()) {
        (Some(a), Some(b), None) => Ok(Word::Move {
            from: parse_square(a).ok_or_else(bad)?,
            to: parse_square(b).ok_or_else(bad)?,
            jump,
        }),
        _ => Err(bad()),
    }
}

/// The direction and length of a straight line from `from` to `to` (1 or 2 steps).
fn line(from: u8, to: u8) -> Option<(usize, u8)> {
    for d in 0..8 {
        let mut at = from;
        for n in 1..=2 {
            match step(at, d) {
                Some(next) => at = next,
                None => break,
            }
            if at == to {
                return Some((d, n));
            }
        }
    }
    None
}

impl Position {
    /// Reads a turn in any form the notation allows and finds it among `legal`; the
    /// error names the broken rule.
    pub fn parse_turn(&self, text: &str, legal: &TurnList) -> Result<Turn, TurnError> {
        if self.winner().is_some() {
            return Err(TurnError::GameOver);
        }
        let words: Vec<Word> = text
            .split_whitespace()
            .map(|w| word(w, text))
            .collect::<Result<_, _>>()?;
        let moves: Vec<usize> = (0..words.len())
            .filter(|&i| matches!(words[i], Word::Move { .. }))
            .collect();
        let m = match moves.as_slice() {
            [] if words.len() == 1 => return self.parse_pass_only(&words[0], legal),
            [] => return Err(TurnError::NoMove),
            [m] => *m,
            _ => return Err(TurnError::TwoMoves),
        };
        let before: Vec<Word> = words[..m].to_vec();
        let after: Vec<Word> = words[m + 1..].to_vec();
        if !before.is_empty() && !after.is_empty() {
            return Err(TurnError::PassBothSides);
        }
        if before.len() > 1 || after.len() > 1 {
            return Err(TurnError::TwoPasses);
        }
        let Word::Move { from, to, jump } = words[m] else {
            return Err(TurnError::NoMove);
        };
        let me = self.to_move as usize;
        let occupied = self.men[0] | self.men[1];
        let mut own = self.men[me];
        let mut ball = self.ball;
        let holding = |ball: Option<u8>, own: u64| ball.is_some_and(|b| own >> b & 1 == 1);
        let pass = |w: &Word, ball: Option<u8>, own: u64| -> Result<u8, TurnError> {
            let Word::Pass { from, to, hops_ok } = *w else {
                return Err(TurnError::TwoMoves);
            };
            let Some(b) = ball.filter(|_| holding(ball, own)) else {
                return Err(TurnError::NoBall);
            };
            if from != b {
                return Err(TurnError::PassNotFromHolder);
            }
            if !hops_ok || connected(own, b) >> to & 1 == 0 {
                return Err(TurnError::PassNotConnected);
            }
            if pass_reach(own, b) >> to & 1 == 0 {
                return Err(TurnError::GoalEndsTurn);
            }
            Ok(to)
        };
        let scored = |ball: Option<u8>| ball.is_some_and(|b| BACK_RANKS >> b & 1 == 1);
        let mut pass_before = None;
        for w in &before {
            let to = pass(w, ball, own)?;
            ball = Some(to);
            pass_before = Some(to);
        }
        if scored(ball) {
            return Err(TurnError::GoalEndsTurn);
        }
        if own >> from & 1 == 0 {
            return Err(TurnError::NotYourPiece(square_name(from)));
        }
        if occupied >> to & 1 == 1 {
            return Err(TurnError::Occupied(square_name(to)));
        }
        if jump {
            let over = line(from, to)
                .filter(|&(_, n)| n == 2)
                .and_then(|(d, _)| step(from, d))
                .ok_or(TurnError::BadJump)?;
            if ball != Some(over) || own >> over & 1 == 1 {
                return Err(TurnError::JumpNotHolder);
            }
            ball = Some(to);
        } else {
            let (d, n) = line(from, to).ok_or(TurnError::NotStraight)?;
            if n == 2 {
                let mid = step(from, d).ok_or(TurnError::NotStraight)?;
                if occupied >> mid & 1 == 1 {
                    return Err(TurnError::Occupied(square_name(mid)));
                }
                // At a kick-off the ball goes on the piece that moves.
                if ball == Some(from) || ball.is_none() {
                    return Err(TurnError::HolderOneSquare);
                }
            }
            if ball.is_none() || ball == Some(from) {
                ball = Some(to);
            }
        }
        own = own & !(1 << from) | (1 << to);
        if !after.is_empty() && !self.is_kickoff() && scored(ball) {
            return Err(TurnError::GoalEndsTurn);
        }
        let mut pass_after = None;
        for w in &after {
            let to = pass(w, ball, own)?;
            ball = Some(to);
            pass_after = Some(to);
        }
        if self.is_kickoff() {
            let home = if me == 0 { 0 } else { 7 };
            if ball.is_none_or(|b| b / 8 == home) || pass_after.is_some() || jump {
                return Err(TurnError::Kickoff);
            }
        }
        let turn = Turn {
            pass_before,
            from,
            to,
            capture: jump,
            pass_after,
        };
        let key = (own, ball);
        // The turn as typed, when some legal turn leaves the same board: a pass written
        // before the move stays before it in the move list ([`Position::is_written_form`]).
        legal
            .iter()
            .any(|t| {
                let next = self.result_of(t);
                (next.0, Some(next.1)) == key
            })
            .then_some(turn)
            .ok_or(TurnError::NotLegal)
    }

    /// A pass alone: a turn only when it reaches a back rank (a goal at once).
    fn parse_pass_only(&self, word: &Word, legal: &TurnList) -> Result<Turn, TurnError> {
        let Word::Pass { from, to, hops_ok } = *word else {
            return Err(TurnError::NoMove);
        };
        let own = self.men[self.to_move as usize];
        match self.ball {
            Some(b) if own >> b & 1 == 1 => {
                if from != b {
                    return Err(TurnError::PassNotFromHolder);
                }
                if !hops_ok || connected(own, b) >> to & 1 == 0 {
                    return Err(TurnError::PassNotConnected);
                }
            }
            _ => return Err(TurnError::NoBall),
        }
        legal
            .iter()
            .find(|t| t.is_pass_only() && t.to == to)
            .copied()
            .ok_or(TurnError::NoMove)
    }

    /// Whether `turn` is a legal turn written in one of the forms the notation allows
    /// (the generator lists each result once, in its simplest form; a turn typed with
    /// its pass before the move is the same turn, kept as typed).
    pub fn is_written_form(&self, turn: &Turn, legal: &TurnList) -> bool {
        legal.contains(turn) || self.parse_turn(&self.turn_text(turn), legal) == Ok(*turn)
    }

    /// A turn in the standard notation: `[holder>receiver ]from-to[ holder>receiver]`.
    pub fn turn_text(&self, turn: &Turn) -> String {
        let mut words = Vec::with_capacity(3);
        if let (Some(b), Some(to)) = (self.ball, turn.pass_before) {
            words.push(format!("{}>{}", square_name(b), square_name(to)));
        }
        if turn.is_pass_only() {
            return words.join(" ");
        }
        let sep = if turn.capture { 'x' } else { '-' };
        words.push(format!(
            "{}{sep}{}",
            square_name(turn.from),
            square_name(turn.to)
        ));
        if let Some(to) = turn.pass_after {
            let holder = match self.ball {
                Some(b) if b != turn.from && !turn.capture => b,
                _ => turn.to,
            };
            words.push(format!("{}>{}", square_name(holder), square_name(to)));
        }
        words.join(" ")
    }

    /// The position text (see the module comment).
    pub fn to_text(&self) -> String {
        let mut ranks = Vec::with_capacity(8);
        for r in (0..8u8).rev() {
            let mut s = String::new();
            let mut empty = 0;
            for f in 0..8u8 {
                let sq = r * 8 + f;
                let c = match self.piece_at(sq) {
                    None => {
                        empty += 1;
                        continue;
                    }
                    Some(seat) => {
                        let c = if seat.0 == 0 { 'w' } else { 'b' };
                        if self.ball == Some(sq) {
                            c.to_ascii_uppercase()
                        } else {
                            c
                        }
                    }
                };
                if empty > 0 {
                    s.push(char::from(b'0' + empty));
                    empty = 0;
                }
                s.push(c);
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            ranks.push(s);
        }
        let side = |s: u8| if s == 0 { "w" } else { "b" };
        format!(
            "{} {} {}-{} {} {}",
            ranks.join("/"),
            side(self.to_move),
            self.score[0],
            self.score[1],
            self.goals,
            side(self.kicker)
        )
    }

    /// Reads position text (see the module comment).
    pub fn from_text(text: &str) -> Result<Position, PE> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(4..=5).contains(&fields.len()) {
            return Err(PE::Fields(fields.len()));
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != 8 {
            return Err(PE::Ranks(rows.len()));
        }
        let mut men = [0u64; 2];
        let mut ball = None;
        for (i, row) in rows.iter().enumerate() {
            let r = 7 - i as u8;
            let mut f = 0u8;
            for c in row.chars() {
                if let Some(n) = c.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    f = f.saturating_add(n as u8);
                    continue;
                }
                let seat = match c {
                    'w' | 'W' => 0,
                    'b' | 'B' => 1,
                    _ => return Err(PE::Symbol(c)),
                };
                if f >= 8 {
                    return Err(PE::RankLength(r + 1));
                }
                let sq = r * 8 + f;
                men[seat] |= 1 << sq;
                if c.is_ascii_uppercase() {
                    if ball.is_some() {
                        return Err(PE::TwoBalls);
                    }
                    ball = Some(sq);
                }
                f += 1;
            }
            if f != 8 {
                return Err(PE::RankLength(r + 1));
            }
        }
        for (seat, side) in [(0, "White"), (1, "Black")] {
            let count = men[seat].count_ones();
            if count != 4 {
                return Err(PE::PieceCount { side, count });
            }
        }
        let side = |t: &str| match t {
            "w" | "W" => Ok(0u8),
            "b" | "B" => Ok(1u8),
            _ => Err(PE::Side(t.to_string())),
        };
        let to_move = side(fields[1])?;
        let score_err = || PE::Score(fields[2].to_string());
        let (a, b) = fields[2].split_once('-').ok_or_else(score_err)?;
        let score = [
            a.parse::<u8>().map_err(|_| score_err())?,
            b.parse::<u8>().map_err(|_| score_err())?,
        ];
        let goals = fields[3]
            .parse::<u8>()
            .ok()
            .filter(|g| (1..=super::position::MAX_GOALS).contains(g))
            .ok_or_else(|| PE::Goals(fields[3].to_string()))?;
        // Without the kicker (text from before the kick-off was a choice) White kicked
        // off first, and the kick-off alternates after each goal.
        let kicker = match fields.get(4) {
            Some(t) => side(t)?,
            None if ball.is_none() => to_move,
            None => (score[0].wrapping_add(score[1])) % 2,
        };
        if score.iter().any(|&s| s > goals) || score.iter().all(|&s| s >= goals) {
            return Err(PE::ScoreTooHigh);
        }
        let pos = Position {
            men,
            ball,
            to_move,
            score,
            goals,
            kicker,
            round_plies: 0,
            last_goal_plies: 0,
            last_scorer: 0,
        };
        match ball {
            Some(b) if b / 8 == 0 || b / 8 == 7 => Err(PE::BallOnBackRank),
            None if men != Position::new_game(goals, crate::core::Seat(0)).men
                || (to_move != kicker && pos.winner().is_none()) =>
            {
                Err(PE::Kickoff)
            }
            _ => Ok(pos),
        }
    }
}
