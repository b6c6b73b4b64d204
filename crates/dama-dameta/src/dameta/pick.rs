//! Picking a Dameta turn square by square (mouse or cursor), for the terminal shell.
//!
//! A turn is built the way it is written: optionally a pass before (pick the ball holder,
//! then a friend its chain reaches), then the move (pick a piece, then where it goes),
//! then optionally a pass after (pick a friend, or pick the holder again / press Enter to
//! finish). A pass to a back rank is a goal and completes the turn at once. Each step is checked by reading the turn text built so far against the legal
//! turns (`Position::parse_turn`), so the picker follows the notation exactly and needs
//! no rules of its own.

use super::error::TurnError;
use super::geometry::{square_name, step};
use super::position::{Position, Turn, TurnList, bits};
use crate::core::Rules;

/// Where a pick stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Picker {
    /// The pass before the move: (holder, receiver).
    pass_before: Option<(u8, u8)>,
    /// The piece picked to move (or, when it holds the ball, to pass from).
    piece: Option<u8>,
    /// The move made, waiting for an optional pass after it.
    moved: Option<(u8, u8, bool)>,
}

/// How far a pick has come, for the words that say what to click next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Nothing picked yet.
    Start,
    /// The ball holder is picked: it may move, or pass first.
    Holder,
    /// A piece without the ball is picked: where does it go?
    Piece,
    /// The ball was passed before the move: pick the piece to move.
    Passed,
    /// The move is made: pass after it, or end the turn.
    Moved,
}

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// More to pick; the marks say where.
    Pending,
    /// The turn is complete.
    Done(Turn),
    /// The square does not continue the turn; the pick is unchanged.
    Ignored,
}

impl Picker {
    pub fn new() -> Picker {
        Picker::default()
    }

    /// The text of the turn so far with `tail` words added.
    fn text(&self, tail: &[String]) -> String {
        let mut words = Vec::new();
        if let Some((h, r)) = self.pass_before {
            words.push(format!("{}>{}", square_name(h), square_name(r)));
        }
        if let Some((f, t, jump)) = self.moved {
            let sep = if jump { 'x' } else { '-' };
            words.push(format!("{}{sep}{}", square_name(f), square_name(t)));
        }
        words.extend(tail.iter().cloned());
        words.join(" ")
    }

    fn resolves(&self, pos: &Position, legal: &TurnList, tail: &[String]) -> Option<Turn> {
        pos.parse_turn(&self.text(tail), legal).ok()
    }

    /// Where the ball is now in the pick (after a pass before or the move).
    fn ball_now(&self, pos: &Position) -> Option<u8> {
        if let Some((from, to, jump)) = self.moved {
            let b = self.pass_before.map(|p| p.1).or(pos.ball());
            return match b {
                _ if jump => Some(to),
                Some(b) if b == from => Some(to),
                None => Some(to),
                other => other,
            };
        }
        self.pass_before.map(|p| p.1).or(pos.ball())
    }

    /// Squares the picked piece can move to (move squares) and, for the holder before
    /// the move, friends it can pass to (pass squares).
    pub fn targets(&self, pos: &Position, legal: &TurnList) -> (u64, u64) {
        let mut moves = 0u64;
        let mut passes = 0u64;
        let me = pos.to_move();
        let own = pos.pieces(me);
        if let Some((from, to, _)) = self.moved {
            let holder = self.ball_now(pos).unwrap_or(to);
            let own = own & !(1 << from) | (1 << to);
            for q in bits(own & !(1 << holder)) {
                let word = format!("{}>{}", square_name(holder), square_name(q));
                if self.resolves(pos, legal, &[word]).is_some() {
                    passes |= 1 << q;
                }
            }
            return (0, passes);
        }
        let Some(p) = self.piece else {
            return (0, 0);
        };
        for t in 0..64u8 {
            for sep in ['-', 'x'] {
                let word = format!("{}{sep}{}", square_name(p), square_name(t));
                let mut with = self.clone();
                with.piece = None;
                if with.resolves(pos, legal, &[word]).is_some() {
                    moves |= 1 << t;
                }
            }
        }
        if self.pass_before.is_none() && self.ball_now(pos) == Some(p) && own >> p & 1 == 1 {
            for q in bits(own & !(1 << p)) {
                // A pass before: some move must follow it, unless it scores (the whole
                // turn).
                let probe = Picker {
                    pass_before: Some((p, q)),
                    ..Picker::default()
                };
                if probe.resolves(pos, legal, &[]).is_some()
                    || bits(own).any(|f| {
                        (0..64u8).any(|t| {
                            let mv = format!("{}-{}", square_name(f), square_name(t));
                            probe.resolves(pos, legal, &[mv]).is_some()
                        })
                    })
                {
                    passes |= 1 << q;
                }
            }
        }
        (moves, passes)
    }

    /// The picked piece, if any.
    pub fn piece(&self) -> Option<u8> {
        self.piece.or(self.moved.map(|m| m.1))
    }

    /// Whether a move has been made and only the optional pass after it is left.
    pub fn awaiting_pass(&self) -> bool {
        self.moved.is_some()
    }

    /// How far the pick has come.
    pub fn stage(&self, pos: &Position) -> Stage {
        match (self.moved, self.piece) {
            (Some(_), _) => Stage::Moved,
            (None, Some(p)) if self.pass_before.is_none() && self.ball_now(pos) == Some(p) => {
                Stage::Holder
            }
            (None, Some(_)) => Stage::Piece,
            (None, None) if self.pass_before.is_some() => Stage::Passed,
            (None, None) => Stage::Start,
        }
    }

    /// The squares chosen so far: the pass before (holder and receiver) and the move.
    pub fn chosen(&self) -> u64 {
        let mut set = 0u64;
        if let Some((h, r)) = self.pass_before {
            set |= 1 << h | 1 << r;
        }
        if let Some((f, t, _)) = self.moved {
            set |= 1 << f | 1 << t;
        }
        set
    }

    /// The position as the pick leaves it so far (the ball passed, the piece moved), to
    /// show while the turn is being built; `pos` itself when nothing is chosen.
    pub fn preview(&self, pos: &Position) -> Position {
        let mut shown = *pos;
        if let Some((from, to, _)) = self.moved {
            let me = pos.to_move as usize;
            shown.men[me] = shown.men[me] & !(1 << from) | (1 << to);
        }
        shown.ball = self.ball_now(pos);
        shown
    }

    /// Why a click on `sq` that [`Picker::click`] ignored does not continue the turn:
    /// the rule the turn written so far with that square would break. `None` when
    /// nothing is picked (the square is not the player's).
    pub fn refusal(&self, pos: &Position, legal: &TurnList, sq: u8) -> Option<TurnError> {
        let why = |pick: &Picker, word: String| match pos.parse_turn(&pick.text(&[word]), legal) {
            Ok(_) => TurnError::NotLegal,
            Err(e) => e,
        };
        if let Some((_, to, _)) = self.moved {
            let holder = self.ball_now(pos).unwrap_or(to);
            return Some(why(
                self,
                format!("{}>{}", square_name(holder), square_name(sq)),
            ));
        }
        let p = self.piece?;
        let mut with = self.clone();
        with.piece = None;
        // Two squares away over an opposing piece: the click means a jump.
        let over = (0..8).find_map(|d| {
            let mid = step(p, d)?;
            (step(mid, d) == Some(sq)).then_some(mid)
        });
        let jump = over.is_some_and(|m| pos.piece_at(m).is_some_and(|s| s != pos.to_move()));
        let sep = if jump { 'x' } else { '-' };
        Some(why(
            &with,
            format!("{}{sep}{}", square_name(p), square_name(sq)),
        ))
    }

    /// A click (or Enter on the cursor) on `sq`.
    pub fn click(&mut self, pos: &Position, legal: &TurnList, sq: u8) -> Picked {
        let me = pos.to_move();
        let own = pos.pieces(me);
        if let Some((_, to, _)) = self.moved {
            let holder = self.ball_now(pos).unwrap_or(to);
            if sq == holder {
                return self.finish(pos, legal);
            }
            let word = format!("{}>{}", square_name(holder), square_name(sq));
            return match self.resolves(pos, legal, &[word]) {
                Some(turn) => {
                    *self = Picker::new();
                    Picked::Done(turn)
                }
                None => Picked::Ignored,
            };
        }
        let (moves, passes) = self.targets(pos, legal);
        if let Some(p) = self.piece {
            if passes >> sq & 1 == 1 {
                self.pass_before = Some((p, sq));
                self.piece = None;
                // A pass to a back rank is a goal: the turn ends with it.
                if let Some(turn) = self.resolves(pos, legal, &[]) {
                    *self = Picker::new();
                    return Picked::Done(turn);
                }
                return Picked::Pending;
            }
            if moves >> sq & 1 == 1 {
                let jump = pos
                    .parse_turn(
                        &self.text(&[format!("{}-{}", square_name(p), square_name(sq))]),
                        legal,
                    )
                    .is_err();
                self.moved = Some((p, sq, jump));
                self.piece = None;
                let (_, after) = self.targets(pos, legal);
                if after == 0 {
                    return self.finish(pos, legal);
                }
                return Picked::Pending;
            }
            if sq == p {
                self.piece = None;
                return Picked::Pending;
            }
        }
        if own >> sq & 1 == 1 {
            self.piece = Some(sq);
            return Picked::Pending;
        }
        Picked::Ignored
    }

    /// Ends the turn without a pass after the move (Enter).
    pub fn finish(&mut self, pos: &Position, legal: &TurnList) -> Picked {
        if self.moved.is_none() {
            return Picked::Ignored;
        }
        match self.resolves(pos, legal, &[]) {
            Some(turn) => {
                *self = Picker::new();
                Picked::Done(turn)
            }
            None => Picked::Ignored,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dameta::geometry::parse_square;

    fn sq(t: &str) -> u8 {
        parse_square(t).unwrap()
    }

    #[test]
    fn pass_before_then_move_scores_the_authors_goal() {
        let pos = Position::parse_position("8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w").unwrap();
        let legal = pos.legal_moves();
        let mut p = Picker::new();
        assert_eq!(p.click(&pos, &legal, sq("e3")), Picked::Pending);
        let (moves, passes) = p.targets(&pos, &legal);
        assert!(passes >> sq("e2") & 1 == 1);
        assert!(moves >> sq("e4") & 1 == 1);
        assert_eq!(p.click(&pos, &legal, sq("e2")), Picked::Pending);
        assert_eq!(p.click(&pos, &legal, sq("e2")), Picked::Pending);
        let done = p.click(&pos, &legal, sq("e1"));
        let Picked::Done(turn) = done else {
            panic!("{done:?}")
        };
        assert_eq!(pos.move_text(&turn), "e3>e2 e2-e1");
    }

    #[test]
    fn a_jump_then_a_pass_after() {
        let pos = Position::parse_position("8/5b2/2b5/6w1/8/4B3/3wb3/w6w w 0-0 3 w").unwrap();
        let legal = pos.legal_moves();
        let mut p = Picker::new();
        p.click(&pos, &legal, sq("d2"));
        assert_eq!(p.click(&pos, &legal, sq("f4")), Picked::Pending);
        assert!(p.awaiting_pass());
        let Picked::Done(turn) = p.click(&pos, &legal, sq("g5")) else {
            panic!()
        };
        assert_eq!(pos.move_text(&turn), "d2xf4 f4>g5");
    }

    #[test]
    fn the_pick_so_far_is_previewed_and_its_stage_known() {
        let pos = Position::parse_position("8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w").unwrap();
        let legal = pos.legal_moves();
        let mut p = Picker::new();
        assert_eq!(p.stage(&pos), Stage::Start);
        p.click(&pos, &legal, sq("e3"));
        assert_eq!(p.stage(&pos), Stage::Holder);
        p.click(&pos, &legal, sq("e2"));
        assert_eq!(p.stage(&pos), Stage::Passed);
        assert_eq!(p.preview(&pos).ball(), Some(sq("e2")));
        assert_eq!(p.chosen(), 1 << sq("e3") | 1 << sq("e2"));
        p.click(&pos, &legal, sq("c6"));
        assert_eq!(p.stage(&pos), Stage::Piece);
    }

    #[test]
    fn an_ignored_click_says_which_rule_it_breaks() {
        let pos = Position::parse_position("8/5b2/2b5/6w1/8/4B3/3wb3/w6w w 0-0 3 w").unwrap();
        let legal = pos.legal_moves();
        let mut p = Picker::new();
        assert_eq!(p.click(&pos, &legal, sq("e3")), Picked::Ignored);
        assert_eq!(p.refusal(&pos, &legal, sq("e3")), None);
        p.click(&pos, &legal, sq("d2"));
        assert_eq!(p.click(&pos, &legal, sq("f2")), Picked::Ignored);
        assert_eq!(
            p.refusal(&pos, &legal, sq("f2")),
            Some(TurnError::JumpNotHolder)
        );
        assert_eq!(
            p.refusal(&pos, &legal, sq("d5")),
            Some(TurnError::NotStraight)
        );
        p.click(&pos, &legal, sq("f4"));
        assert_eq!(
            p.refusal(&pos, &legal, sq("d3")),
            Some(TurnError::PassNotConnected)
        );
        let start = Position::start();
        let mut k = Picker::new();
        k.click(&start, &start.legal_moves(), sq("c1"));
        assert_eq!(
            k.refusal(&start, &start.legal_moves(), sq("b1")),
            Some(TurnError::Kickoff)
        );
    }

    #[test]
    fn a_kickoff_completes_at_once() {
        let pos = Position::start();
        let legal = pos.legal_moves();
        let mut p = Picker::new();
        p.click(&pos, &legal, sq("d1"));
        let (moves, _) = p.targets(&pos, &legal);
        assert_eq!(moves.count_ones(), 3);
        assert!(matches!(p.click(&pos, &legal, sq("d2")), Picked::Done(_)));
    }
}
