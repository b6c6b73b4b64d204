//! `cargo bench --bench variants`: perft speed of English, Brazilian and International
//! draughts from their start positions (divan). International perft 9 (41,022,423
//! leaves) is the headline figure; `dama perft 9 --game international` prints the same
//! count with its time.

use dama::core::perft::perft;
use dama::draughts::{brazilian, english, international};

fn main() {
    divan::main();
}

#[divan::bench(args = [7, 8, 9], sample_count = 5)]
fn perft_international(depth: u32) -> u64 {
    perft(divan::black_box(&international::Position::start()), depth)
}

#[divan::bench(args = [8, 9], sample_count = 5)]
fn perft_english(depth: u32) -> u64 {
    perft(divan::black_box(&english::Position::start()), depth)
}

#[divan::bench(args = [8, 9], sample_count = 5)]
fn perft_brazilian(depth: u32) -> u64 {
    perft(divan::black_box(&brazilian::Position::start()), depth)
}

#[divan::bench]
fn generate_international_start(bencher: divan::Bencher) {
    let pos = international::Position::start();
    bencher.bench(|| divan::black_box(&pos).legal_moves().len());
}
