//! `cargo bench --bench variants`: perft speed of English, Brazilian and International
//! draughts from their start positions. International perft 9 (41,022,423 leaves) is the
//! headline figure; `dama perft 9 --game international` prints the same count with its
//! time. `cargo bench --bench variants -- international` runs one group.

mod support;

use dama::core::perft::perft;
use dama::draughts::{brazilian, english, international};

fn main() {
    let run = support::Runner::from_args();
    let pos = international::Position::start();
    for depth in [7, 8, 9] {
        run.bench(&format!("perft_international/{depth}"), 5, || {
            perft(&pos, depth)
        });
    }
    let pos = english::Position::start();
    for depth in [8, 9] {
        run.bench(&format!("perft_english/{depth}"), 5, || perft(&pos, depth));
    }
    let pos = brazilian::Position::start();
    for depth in [8, 9] {
        run.bench(&format!("perft_brazilian/{depth}"), 5, || {
            perft(&pos, depth)
        });
    }
    let pos = international::Position::start();
    run.bench_fast("generate_international_start", 25, || {
        pos.legal_moves().len() as u64
    });
}
