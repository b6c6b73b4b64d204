//! A draughts board's marks, computed from the state: the move being picked, the last
//! move, the hint, and the pieces that must move.

use crate::draughts::Draughts;
use crate::tui::draughts::pick::{self, Marks, Pick};
use crate::tui::shell::game::{BoardState, ShellGame};

/// The highlights for the board as things stand.
pub fn marks<G>(state: &BoardState<'_, G>) -> Marks
where
    G: Draughts + ShellGame<Pick = Pick, Cell = (u8, u8)>,
{
    let pos = state.pos;
    let mut marks = Marks {
        cursor: Some(state.cursor),
        ..Marks::default()
    };
    if let Some((_, last)) = state.last {
        marks.last_path = pick::path_set::<G>(last);
        marks.last_taken = G::move_squares(last).captured.into_iter().collect();
    }
    if !state.human_to_move {
        return marks;
    }
    if pick::must_capture(pos) {
        marks.must = pick::movable(pos);
    }
    if let Some(hint) = state.hint {
        marks.hint = pick::path_set::<G>(hint);
    }
    if let Some(p) = state.pick {
        marks.picked = Some(p.from);
        marks.landed = p.landings.iter().copied().collect();
        marks.dests = pick::next_landings(pos, p);
    }
    marks
}
