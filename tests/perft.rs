//! Perft decides whether move generation is right: every vector of the rules file, from
//! `tests/data/perft.txt`, plus a slower walk that checks the position's invariants
//! after every move and compares the fast bulk count with plain enumeration.

mod common;

use dama::draughts::italian::{Position, perft};

fn vectors() -> Vec<(Position, u32, Vec<u64>)> {
    common::data_rows("perft.txt")
        .into_iter()
        .map(|row| {
            let pos = Position::from_fen(&row[0]).expect("vector FEN");
            let depth = row[1].parse().expect("depth");
            let nodes = row[2]
                .split_whitespace()
                .map(|n| n.parse().expect("count"))
                .collect();
            (pos, depth, nodes)
        })
        .collect()
}

#[test]
fn perft_matches_every_vector_of_the_rules_file() {
    for (pos, max_depth, nodes) in vectors() {
        for depth in 1..=max_depth {
            let expected = nodes[depth as usize - 1];
            assert_eq!(
                perft(&pos, depth),
                expected,
                "{} depth {depth}",
                pos.to_fen()
            );
        }
    }
}

/// Enumerates every leaf with full move generation (no bulk counting), checking the
/// invariants of each position, that the hash is reproduced from scratch, and that
/// `count_legal_moves` agrees with `legal_moves`.
fn checked_perft(pos: &Position, depth: u32) -> u64 {
    pos.check_invariants().expect("invariants hold");
    let moves = pos.legal_moves();
    assert_eq!(
        moves.len() as u32,
        pos.count_legal_moves(),
        "{}",
        pos.to_fen()
    );
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for mv in &moves {
        let mut next = *pos;
        next.play(mv).expect("generated moves are legal");
        let rebuilt = Position::from_fen(&next.to_fen()).expect("FEN round trip");
        assert_eq!(rebuilt, next, "hash and sets survive FEN after {mv}");
        total += checked_perft(&next, depth - 1);
    }
    total
}

#[test]
fn invariants_hold_after_every_move() {
    for (pos, max_depth, nodes) in vectors() {
        let depth = max_depth.min(5);
        assert_eq!(
            checked_perft(&pos, depth),
            nodes[depth as usize - 1],
            "{}",
            pos.to_fen()
        );
    }
}
