//! `dama bench`: a fixed set of positions (opening, middlegame, endgame) searched to a
//! fixed depth with a fresh table. The node total is a checksum of the engine's behaviour:
//! any change to search or evaluation changes it, and the commit should say so.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::core::{Evaluate, History};
use crate::rules::Position;

use super::params::table::BENCH_MIB;
use super::search::search;
use super::tt::Tt;
use super::types::{Limits, Report};

/// The bench positions, as FEN.
pub const POSITIONS: [&str; 6] = [
    "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
    "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
    "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
    "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
    "W:W18,21,22,23,26,27,29,30:B2,3,6,7,9,10,11,13",
    "W:WK14,K18,23:BK1,K3",
];

/// The depth every bench position is searched to.
pub const DEPTH: u32 = 13;

/// One searched position.
pub struct BenchLine<G: Evaluate = Position> {
    pub fen: &'static str,
    pub position: G,
    pub report: Report<G::Move>,
}

/// Searches every Italian bench position to `depth`; returns each result and the total
/// time.
pub fn run(depth: u32) -> (Vec<BenchLine>, Duration) {
    run_positions::<Position>(&POSITIONS, depth)
}

/// Searches each of `positions` (FEN of game `G`) to `depth` with a fresh table.
pub fn run_positions<G: Evaluate>(
    positions: &[&'static str],
    depth: u32,
) -> (Vec<BenchLine<G>>, Duration) {
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let mut lines = Vec::new();
    for &fen in positions {
        let Ok(pos) = G::parse_position(fen) else {
            continue;
        };
        let mut tt = Tt::new(BENCH_MIB);
        let report = search(
            &pos,
            &History::new(),
            &Limits::depth(depth),
            &mut tt,
            &stop,
            &mut |_| {},
        );
        lines.push(BenchLine {
            fen,
            position: pos,
            report,
        });
    }
    (lines, started.elapsed())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_positions_are_valid() {
        for fen in POSITIONS {
            assert!(Position::from_fen(fen).is_ok(), "{fen}");
        }
    }
}
