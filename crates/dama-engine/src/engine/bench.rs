//! `dama bench`: a fixed set of positions of one game (each game's set is the command's),
//! or the positions of a file (`--positions`), searched to a fixed depth, each with an
//! empty table. The fixed set's node total is a checksum of the engine's behaviour: any
//! change to search or evaluation changes it, and the commit should say so.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use crate::core::{Evaluate, History};

use super::params::table::BENCH_MIB;
use super::search::search_threads;
use super::tt::Tt;
use super::types::{Limits, Report};

/// One searched position.
pub struct BenchLine<G: Evaluate> {
    pub fen: String,
    pub position: G,
    pub report: Report<G::Move>,
}

/// Searches each of `positions` (FEN of game `G`; one that does not parse is skipped) to
/// `depth` with an empty table, on
/// `threads` threads (the node total is a checksum only with one). One table serves
/// every position, cleared before each: a cleared table searches exactly as a new one,
/// and a new one per position made the page faults of 16 MiB part of the time measured
/// (a game or an analysis keeps its table from move to move).
pub fn run_positions<G: Evaluate>(
    positions: &[impl AsRef<str>],
    depth: u32,
    threads: usize,
) -> (Vec<BenchLine<G>>, Duration) {
    let stop = AtomicBool::new(false);
    // The table is made before the clock starts; its clearing is timed.
    let mut tt = Tt::new(BENCH_MIB);
    let started = Instant::now();
    let mut lines = Vec::new();
    for fen in positions {
        let fen = fen.as_ref();
        let Ok(pos) = G::parse_position(fen) else {
            continue;
        };
        tt.clear();
        let report = search_threads(
            &pos,
            &History::new(),
            &Limits::depth(depth),
            &mut tt,
            threads,
            &stop,
            &mut |_| {},
        );
        lines.push(BenchLine {
            fen: fen.to_string(),
            position: pos,
            report,
        });
    }
    (lines, started.elapsed())
}
