//! Random openings for any game with an engine: each ply is chosen at random among the
//! moves a shallow search scores within a margin of the best, so openings vary without
//! handing either side a lost game at once. `dama selfplay --opening-plies` plays each such
//! opening twice, colours swapped; `dama tune gen --game dameta` starts its games and
//! rounds with such plies.

use std::sync::atomic::AtomicBool;

use rand::RngExt;

use super::{Limits, Tt, search};
use crate::core::{Evaluate, History};

/// A move of `pos` chosen uniformly among those a `depth`-ply search scores within
/// `margin` of the best; `None` when there is no legal move.
pub fn good_random_move<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    depth: u32,
    margin: i32,
    tt: &mut Tt,
    rng: &mut impl RngExt,
) -> Option<G::Move> {
    let stop = AtomicBool::new(false);
    let moves = history.legal_moves(pos);
    let mut scored = Vec::with_capacity(moves.len());
    for mv in moves.iter() {
        let mut after = history.clone();
        after.push(pos, mv);
        let child = pos.after(mv);
        let score = if child.outcome().is_some() {
            // The move ends the game: it is as good as it gets (or as bad).
            match child.outcome() {
                Some(o) if o.winner == pos.to_move() => i32::MAX / 2,
                _ => i32::MIN / 2,
            }
        } else {
            let r = search(
                &child,
                &after,
                &Limits::depth(depth),
                tt,
                &stop,
                &mut |_| {},
            );
            // In Dameta the same side can move again (the score is then already its own).
            if child.to_move() == pos.to_move() {
                r.score
            } else {
                -r.score
            }
        };
        scored.push((*mv, score));
    }
    let best = scored.iter().map(|&(_, s)| s).max()?;
    let good: Vec<_> = scored
        .iter()
        .filter(|&&(_, s)| s >= best.saturating_sub(margin))
        .collect();
    Some(good[rng.random_range(0..good.len())].0)
}

/// An opening of up to `plies` such moves from `start` (shorter if the game ends or a side
/// has no move).
pub fn random_opening<G: Evaluate>(
    start: &G,
    plies: usize,
    depth: u32,
    margin: i32,
    tt: &mut Tt,
    rng: &mut impl RngExt,
) -> Vec<G::Move> {
    let mut pos = *start;
    let mut history = History::new();
    let mut moves = Vec::with_capacity(plies);
    while moves.len() < plies && pos.outcome().is_none() {
        let Some(mv) = good_random_move(&pos, &history, depth, margin, tt, rng) else {
            break;
        };
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    #[test]
    fn an_opening_is_legal_and_the_same_seed_gives_the_same_one() {
        let mut tt = Tt::new(1);
        let start = dama_dameta::dameta::Position::start();
        let a = random_opening(&start, 6, 2, 30, &mut tt, &mut StdRng::seed_from_u64(4));
        let b = random_opening(&start, 6, 2, 30, &mut tt, &mut StdRng::seed_from_u64(4));
        assert_eq!(a, b);
        assert_eq!(a.len(), 6);
        let mut pos = start;
        for mv in &a {
            assert!(pos.legal_moves().contains(mv));
            pos.play_unchecked(mv);
        }
        // A margin of zero keeps to the moves a search scores best.
        let mv = good_random_move(
            &start,
            &History::new(),
            2,
            0,
            &mut tt,
            &mut StdRng::seed_from_u64(1),
        );
        assert!(start.legal_moves().contains(&mv.unwrap()));
    }
}
