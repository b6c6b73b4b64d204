//! Perft: the number of leaf positions at a depth, every capture path counted
//! separately. The judge of move generation (the vectors of the rules file).

use super::mv::MoveList;
use super::position::Position;

/// Leaves `depth` plies below `pos`, counting the last ply in bulk.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => u64::from(pos.count_legal_moves()),
        2 => {
            let mut list = MoveList::new();
            pos.generate_moves(&mut list);
            list.iter()
                .map(|mv| u64::from(pos.after(mv).count_legal_moves()))
                .sum()
        }
        _ => {
            let mut list = MoveList::new();
            pos.generate_moves(&mut list);
            let mut total = 0;
            for mv in &list {
                total += perft(&pos.after(mv), depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move, in generation order.
pub fn perft_divide(pos: &Position, depth: u32) -> Vec<(super::Move, u64)> {
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let n = if depth == 0 {
                1
            } else {
                perft(&pos.after(&mv), depth - 1)
            };
            (mv, n)
        })
        .collect()
}
