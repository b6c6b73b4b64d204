//! DamHex^3's board marks, computed from the state: the move being picked, the last
//! move (and the round's earlier computer moves), and the hint, as cell sets.

use crate::core::Rules;
use crate::damhex::geometry::Cells;
use crate::damhex::{Kind, Move, Position};
use crate::tui::damhex::board::HexMarks;
use crate::tui::shell::game::BoardState;

/// A move's start and landings.
pub(crate) fn path_set(mv: &Move) -> Cells {
    mv.landings()
        .iter()
        .fold(1u64 << mv.from, |acc, &c| acc | 1u64 << c)
}

/// The highlights for the board as things stand.
pub(crate) fn marks(state: &BoardState<'_, Position>) -> HexMarks {
    let pos = state.pos;
    let mut m = HexMarks {
        cursor: Some(state.cursor),
        ..HexMarks::default()
    };
    if let Some((_, last)) = state.last
        && last.kind != Kind::Withdraw
    {
        m.last = path_set(last);
        m.last_to = Some(last.to());
        m.taken = last.captured;
        m.ratto = last.kind == Kind::Ratto;
    }
    // The round's earlier computer moves: their paths (a piece still there keeps the
    // mark's ground), and what they took where the cell is still empty.
    for (_, mv) in state
        .earlier
        .iter()
        .filter(|(_, mv)| mv.kind != Kind::Withdraw)
    {
        m.last |= path_set(mv);
        m.taken |= mv.captured & !pos.occupied();
    }
    if !state.human_to_move {
        return m;
    }
    let moves = pos.legal_moves();
    if moves.first().is_some_and(Move::is_capture) {
        m.must = moves.iter().fold(0, |acc, mv| acc | 1u64 << mv.from);
    }
    if let Some(hint) = state.hint {
        m.hint = path_set(hint);
    }
    if let Some(p) = state.pick {
        m.picked = Some(p.from);
        m.landed = p.landings.iter().fold(0, |acc, &c| acc | 1u64 << c);
        let n = p.landings.len();
        m.dests = moves
            .iter()
            .filter(|mv| mv.from == p.from && mv.landings().starts_with(&p.landings))
            .filter_map(|mv| mv.landings().get(n))
            .fold(0, |acc, &c| acc | 1u64 << c);
    }
    m
}
