//! `cargo bench --bench explorer`: the position search of a library of 10,000 Italian
//! games of random legal moves (up to 80 plies each, made here from a fixed seed): the
//! library read and indexed from its text, the position index built (every game's
//! moves read and replayed), and a search of the start and of a position a few moves
//! in. The file is also written to `target/explorer-10000.pdn`, for
//! `dama games target/explorer-10000.pdn --position FEN`, which prints its own time.

mod support;

use std::path::Path;

use dama::core::Rules;
use dama::draughts::italian::Position;
use dama::explorer::{PositionIndex, explore};
use dama::library::Library;

/// A small xorshift generator: the same games on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// `games` games of random legal moves as one PDN text.
fn library_text(games: usize) -> String {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let results = ["1-0", "0-1", "1/2-1/2"];
    let mut text = String::new();
    for g in 0..games {
        let result = results[rng.below(3)];
        text.push_str(&format!(
            "[Event \"Random {}\"]\n[White \"W{g}\"]\n[Black \"B{g}\"]\n[Result \"{result}\"]\n\n",
            g % 50
        ));
        let mut pos = Position::start();
        // The first three plies from few choices, so that the tree has common openings.
        for ply in 0..80 {
            let legal = pos.legal_moves();
            if legal.is_empty() {
                break;
            }
            let pick = if ply < 3 {
                rng.below(2.min(legal.len()))
            } else {
                rng.below(legal.len())
            };
            let mv = legal[pick];
            if ply % 2 == 0 {
                text.push_str(&format!("{}. ", ply / 2 + 1));
            }
            text.push_str(&pos.move_text(&mv));
            text.push(' ');
            pos.play_unchecked(&mv);
        }
        text.push_str(result);
        text.push_str("\n\n");
    }
    text
}

fn main() {
    let run = support::Runner::from_args();
    let text = library_text(10_000);
    let path = Path::new("target/explorer-10000.pdn");
    if let Err(e) = std::fs::write(path, &text) {
        eprintln!("could not write {}: {e}", path.display());
    }
    run.bench("library_open_10000", 5, || {
        Library::from_text(path, text.clone(), "italian").len() as u64
    });
    let library = Library::from_text(path, text.clone(), "italian");
    run.bench("explorer_build_10000", 5, || {
        PositionIndex::build(&library, "italian").map_or(0, |i| i.positions() as u64)
    });
    let Ok(index) = PositionIndex::build(&library, "italian") else {
        eprintln!("the index could not be built");
        return;
    };
    println!(
        "index: {} games, {} positions, {:.1} MiB",
        index.games(),
        index.positions(),
        index.bytes() as f64 / (1024.0 * 1024.0)
    );
    run.bench_fast("explorer_search_start", 25, || {
        explore(&index, None, &[]).map_or(0, |e| e.games.len() as u64)
    });
    let line: Vec<String> = explore(&index, None, &[])
        .ok()
        .and_then(|e| e.moves.first().map(|m| vec![m.text.clone()]))
        .unwrap_or_default();
    run.bench_fast("explorer_search_after_one_move", 25, || {
        explore(&index, None, &line).map_or(0, |e| e.games.len() as u64)
    });
}
