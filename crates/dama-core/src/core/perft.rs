//! Perft for any game: the number of leaf positions at a depth, every distinct move
//! counted separately. The judge of move generation (`tests/data/`).

use super::game::Rules;

/// Leaves `depth` plies below `pos`, counting the last ply in bulk
/// ([`Rules::count_moves`]), or the last few when the game can ([`Rules::perft_bulk`]).
///
/// The Italian start position (what `dama perft 5` prints):
///
/// ```
/// use dama_core::core::{Rules, perft::{perft, perft_divide}};
/// use dama_draughts::draughts::italian::Position;
///
/// let start = <Position as Rules>::start();
/// let counts: Vec<u64> = (1..=5).map(|depth| perft(&start, depth)).collect();
/// assert_eq!(counts, [7, 49, 302, 1469, 7361]);
/// let by_move = perft_divide(&start, 3);
/// assert_eq!(by_move.len(), 7);
/// assert_eq!(by_move.iter().map(|(_, n)| n).sum::<u64>(), 302);
/// ```
pub fn perft<G: Rules>(pos: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(),
        _ => {
            if let Some(n) = pos.perft_bulk(depth) {
                return n;
            }
            let mut list = G::MoveList::default();
            pos.generate_moves(&mut list);
            if depth == 2 {
                return list.iter().map(|mv| pos.after(mv).count_moves()).sum();
            }
            let mut total = 0;
            for mv in list.iter() {
                total += perft(&pos.after(mv), depth - 1);
            }
            total
        }
    }
}

/// Perft split by root move, in generation order: each legal move with the leaves
/// `depth - 1` plies below it (what `dama perft --divide` prints).
///
/// ```
/// use dama_core::core::Rules;
/// use dama_core::core::perft::perft_divide;
/// use dama_draughts::draughts::international::Position;
///
/// let start = Position::start();
/// let divided = perft_divide(&start, 2);
/// assert_eq!(divided.len(), 9);
/// assert!(divided.iter().all(|&(_, n)| n == 9));
/// let (mv, _) = divided[0];
/// assert!(start.move_text(&mv).contains('-'));
/// ```
pub fn perft_divide<G: Rules>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    pos.legal_moves()
        .iter()
        .map(|mv| {
            let n = if depth == 0 {
                1
            } else {
                perft(&pos.after(mv), depth - 1)
            };
            (*mv, n)
        })
        .collect()
}
