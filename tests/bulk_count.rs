//! The bulk counts agree with the full generator: `count_legal_moves` and perft's last
//! plies (`Rules::perft_bulk` at depths 2 and 3, made from the positions' sets without
//! building moves) against `legal_moves` and playing every move. Checked on the
//! capture-rule positions with either side to move, on positions made for each shortcut
//! of the bulk count (one jump each, two men landing on one square, long men's captures,
//! a king against a man), through the trees of the perft vectors, and along
//! pseudo-random games long enough to crown kings.

mod common;

use dama::core::Rules;
use dama::draughts::italian::Position;

/// Leaves `depth` plies below, by the full generator.
fn by_generator(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|mv| by_generator(&pos.after(mv), depth - 1))
        .sum()
}

/// The bulk counts of `pos` at depths 1 and 2 (and 3 when `deep`) are the generator's.
fn assert_bulk_agrees(pos: &Position, deep: bool) {
    let fen = pos.to_fen();
    let moves = pos.legal_moves().len() as u32;
    assert_eq!(pos.count_legal_moves(), moves, "moves of {fen}");
    assert_eq!(
        pos.perft_bulk(2),
        Some(by_generator(pos, 2)),
        "depth 2 of {fen}"
    );
    if deep {
        assert_eq!(
            pos.perft_bulk(3),
            Some(by_generator(pos, 3)),
            "depth 3 of {fen}"
        );
    }
    assert_eq!(
        pos.perft_bulk(4),
        None,
        "the generic perft walks above depth 3"
    );
}

/// The position and the same pieces with the other side to move.
fn both_sides(fen: &str) -> [Position; 2] {
    let pos = Position::from_fen(fen).expect("test FEN");
    [pos, pos.with_side_to_move(pos.side_to_move().opposite())]
}

/// Checks `pos` and every position up to `depth` plies below it.
fn walk(pos: &Position, depth: u32) -> usize {
    assert_bulk_agrees(pos, true);
    if depth == 0 {
        return 1;
    }
    1 + pos
        .legal_moves()
        .iter()
        .map(|mv| walk(&pos.after(mv), depth - 1))
        .sum::<usize>()
}

#[test]
fn bulk_counts_agree_on_every_capture_rule_position() {
    for row in common::data_rows("captures.txt") {
        for pos in both_sides(&row[0]) {
            walk(&pos, 2);
        }
    }
}

#[test]
fn bulk_counts_agree_where_every_man_jumps_once() {
    // 22x15 and 24x15 land on one square; Black's 11x18 and 11x20 leave one square.
    for fen in [
        "W:W22,24,30:B19,20,3",
        "B:W14,15,30:B11,2",
        "W:W21,22,23:B17,18,19,2",
    ] {
        for pos in both_sides(fen) {
            walk(&pos, 2);
        }
    }
}

#[test]
fn bulk_counts_agree_on_long_captures_by_men() {
    // Branching men's captures, a promotion that ends one, and three jumps in a row.
    for fen in [
        "W:W31:B27,19,20,11,12",
        "W:W30,31:B26,27,18,19,10,11",
        "W:W14:B10,9,2",
        "B:W6,14,22,15:B2,3",
        "W:W29,30,31,32:B25,26,27,28,17,18,19,20,9,10,11,12",
    ] {
        for pos in both_sides(fen) {
            walk(&pos, 2);
        }
    }
}

#[test]
fn bulk_counts_agree_when_kings_and_men_both_capture() {
    // A man's longer capture beats a king's (6.6); at equal length the king's wins (6.7);
    // a king may come back to its own square; kings taken and met first decide (6.8, 6.9).
    for fen in [
        "W:WK4,31:B27,18,10,7",
        "W:WK29,31:B27,19,20,11,26",
        "W:WK23,31:B19,26,27",
        "W:WK18,30:B14,15,22,23,26",
        "W:WK30,K32:B10,K12,K18,20,K26,K27,28",
        "B:WK18,K19,22,23:BK14,15,K27,11",
    ] {
        for pos in both_sides(fen) {
            walk(&pos, 2);
        }
    }
}

#[test]
fn bulk_counts_agree_through_the_perft_vectors() {
    for row in common::data_rows("perft.txt") {
        let pos = Position::from_fen(&row[0]).expect("vector FEN");
        assert!(walk(&pos, 2) > 1, "{}", row[0]);
    }
}

/// A small deterministic generator (xorshift) for choosing moves.
struct Choices(u64);

impl Choices {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn bulk_counts_agree_along_random_games() {
    let mut choices = Choices(0x9E37_79B9_7F4A_7C15);
    let (mut positions, mut with_kings) = (0, 0);
    for _ in 0..200 {
        let mut pos = Position::start();
        for ply in 0..160 {
            assert_bulk_agrees(&pos, ply % 8 == 0);
            positions += 1;
            with_kings += usize::from(!pos.kings().is_empty());
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.after(&moves[choices.next(moves.len())]);
        }
    }
    assert!(
        with_kings > 1000,
        "{with_kings} of {positions} positions have kings"
    );
}
