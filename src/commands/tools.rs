//! The rules tools: `dama moves` and `dama perft`.

use std::io::{self, Write};
use std::time::Instant;

use dama::rules::{Position, perft, perft_divide};

/// `dama moves`: every legal move, one per line.
pub fn moves(pos: &Position) -> io::Result<()> {
    let mut out = io::stdout().lock();
    for mv in pos.legal_moves() {
        writeln!(out, "{mv}")?;
    }
    Ok(())
}

/// `dama perft`: one line per depth, `perft <depth> <nodes>` then time and speed.
pub fn perft_command(pos: &Position, depth: u32, divide: bool) -> io::Result<()> {
    let mut out = io::stdout().lock();
    if divide {
        let started = Instant::now();
        let mut total = 0;
        for (mv, n) in perft_divide(pos, depth) {
            writeln!(out, "{mv} {n}")?;
            total += n;
        }
        let secs = started.elapsed().as_secs_f64();
        writeln!(out, "{}", line(depth, total, secs))?;
        return Ok(());
    }
    for d in 1..=depth {
        let started = Instant::now();
        let n = perft(pos, d);
        let secs = started.elapsed().as_secs_f64();
        writeln!(out, "{}", line(d, n, secs))?;
        out.flush()?;
    }
    Ok(())
}

fn line(depth: u32, nodes: u64, secs: f64) -> String {
    let nps = if secs > 0.0 { nodes as f64 / secs } else { 0.0 };
    format!("perft {depth} {nodes} time {secs:.3} s nps {nps:.0}")
}
