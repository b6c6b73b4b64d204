//! `cargo bench`: perft and move generation speed (divan). Perft 11 from the start is
//! the headline figure; `dama perft 11` prints the same count with its time.

use dama::draughts::italian::{MoveList, Position, perft};

fn main() {
    divan::main();
}

const MIDDLEGAMES: [&str; 3] = [
    "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
    "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
    "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
];

#[divan::bench(args = [8, 9, 10, 11], sample_count = 5)]
fn perft_start(depth: u32) -> u64 {
    perft(divan::black_box(&Position::start()), depth)
}

#[divan::bench(args = MIDDLEGAMES, sample_count = 5)]
fn perft_middlegame_7(fen: &str) -> u64 {
    let pos = Position::from_fen(fen).expect("bench FEN");
    perft(divan::black_box(&pos), 7)
}

#[divan::bench(args = MIDDLEGAMES)]
fn generate_moves(fen: &str) -> usize {
    let pos = Position::from_fen(fen).expect("bench FEN");
    let mut list = MoveList::new();
    divan::black_box(&pos).generate_moves(&mut list);
    list.len()
}
