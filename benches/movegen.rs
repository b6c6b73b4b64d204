//! `cargo bench --bench movegen`: perft and move generation speed of Italian draughts.
//! Perft 11 from the start is the headline figure; `dama perft 11` prints the same count
//! with its time. `cargo bench --bench movegen -- perft_start` runs one group.

mod support;

use dama::draughts::italian::{MoveList, Position, perft};

const MIDDLEGAMES: [&str; 3] = [
    "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
    "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
    "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
];

fn main() {
    let run = support::Runner::from_args();
    let start = Position::start();
    for depth in [8, 9, 10, 11] {
        run.bench(&format!("perft_start/{depth}"), 5, || perft(&start, depth));
    }
    for (i, fen) in MIDDLEGAMES.iter().enumerate() {
        let pos = Position::from_fen(fen).expect("bench FEN");
        run.bench(&format!("perft_middlegame_7/{i}"), 5, || perft(&pos, 7));
    }
    for (i, fen) in MIDDLEGAMES.iter().enumerate() {
        let pos = Position::from_fen(fen).expect("bench FEN");
        run.bench_fast(&format!("generate_moves/{i}"), 25, || {
            let mut list = MoveList::new();
            pos.generate_moves(&mut list);
            list.len() as u64
        });
    }
}
