//! Dameta's board marks, computed from the state: the turn being picked, the last turn
//! and the hint, as square sets.

use crate::core::Rules;
use crate::dameta::{Position, Turn};
use crate::tui::dameta::board::DametaMarks;
use crate::tui::shell::game::BoardState;

/// The squares a turn touches: the piece's from and to, and, when the ball changed
/// hands, where it was and where it went.
pub(crate) fn turn_squares(before: &Position, turn: &Turn) -> u64 {
    let mut set = 1u64 << turn.from | 1 << turn.to;
    let ball = before.result_of(turn).1;
    // Not when the holder just carried it, nor at a kick-off.
    let carried = |b: u8| b == ball || (b == turn.from && ball == turn.to);
    if before.ball().is_some_and(|b| !carried(b)) {
        for sq in [before.ball(), Some(ball), turn.pass_before, turn.pass_after]
            .into_iter()
            .flatten()
        {
            set |= 1 << sq;
        }
    }
    set
}

/// The highlights, and the position to draw (the turn being picked, so far).
pub(crate) fn marks(state: &BoardState<'_, Position>) -> (DametaMarks, Position) {
    let pos = state.pos;
    let mut marks = DametaMarks {
        cursor: Some(state.cursor),
        ..DametaMarks::default()
    };
    if let Some((before, turn)) = state.last {
        marks.last = turn_squares(before, turn);
        if before.scores(turn).is_some() {
            marks.goal = Some(before.result_of(turn).1);
        }
    }
    if let Some(hint) = state.hint {
        marks.hint = turn_squares(pos, hint);
    }
    let mut shown = *pos;
    if let Some(pick) = state.pick.filter(|_| state.human_to_move) {
        let (moves, passes) = pick.targets(pos, &pos.legal_moves());
        marks.moves = moves;
        marks.passes = passes;
        marks.picked = pick.piece();
        marks.chosen = pick.chosen();
        shown = pick.preview(pos);
    }
    (marks, shown)
}
