//! The rules tools: `dama moves` and `dama perft`, for every game of `--game`.

use std::io::{self, BufRead, Write};
use std::time::Instant;

use dama::core::Rules;
use dama::draughts::{brazilian, english, international};
use dama::rules::{Position, perft, perft_divide};

use crate::cli::GameArg;

/// Input the command cannot use (a FEN of the wrong game or size): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("invalid FEN for {game}: {reason}")]
pub struct BadInput {
    pub game: &'static str,
    pub reason: String,
}

/// Reads `--fen` (or the start position) for game `G`.
pub fn position<G: Rules>(fen: Option<&str>) -> Result<G, BadInput> {
    match fen {
        None => Ok(G::start()),
        Some(text) => G::parse_position(text).map_err(|e| BadInput {
            game: G::VARIANT,
            reason: e.to_string(),
        }),
    }
}

/// `dama moves`: every legal move, one per line (or one line per FEN with `--stdin`).
pub fn moves(game: GameArg, fen: Option<&str>, stdin: bool) -> anyhow::Result<()> {
    match game {
        GameArg::Italian if !stdin => italian_moves(&position::<Position>(fen)?)?,
        GameArg::Italian => moves_of::<Position>(fen, stdin)?,
        GameArg::English => moves_of::<english::Position>(fen, stdin)?,
        GameArg::Brazilian => moves_of::<brazilian::Position>(fen, stdin)?,
        GameArg::International => moves_of::<international::Position>(fen, stdin)?,
    }
    Ok(())
}

fn italian_moves(pos: &Position) -> io::Result<()> {
    let mut out = io::stdout().lock();
    for mv in pos.legal_moves() {
        writeln!(out, "{mv}")?;
    }
    Ok(())
}

fn moves_of<G: Rules>(fen: Option<&str>, stdin: bool) -> anyhow::Result<()> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    if !stdin {
        let pos = position::<G>(fen)?;
        for mv in pos.legal_moves().iter() {
            writeln!(out, "{}", pos.move_text(mv))?;
        }
        return Ok(());
    }
    for line in io::stdin().lock().lines() {
        let line = line?;
        match G::parse_position(line.trim()) {
            Ok(pos) => {
                let list = pos.legal_moves();
                let texts: Vec<String> = list.iter().map(|m| pos.move_text(m)).collect();
                writeln!(out, "{}", texts.join(" "))?;
            }
            Err(e) => writeln!(out, "! {e}")?,
        }
    }
    Ok(())
}

/// `dama perft`: one line per depth, `perft <depth> <nodes>` then time and speed.
pub fn perft_command(
    game: GameArg,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> anyhow::Result<()> {
    match game {
        GameArg::Italian => italian_perft(&position::<Position>(fen)?, depth, divide)?,
        GameArg::English => generic_perft(&position::<english::Position>(fen)?, depth, divide)?,
        GameArg::Brazilian => generic_perft(&position::<brazilian::Position>(fen)?, depth, divide)?,
        GameArg::International => {
            generic_perft(&position::<international::Position>(fen)?, depth, divide)?
        }
    }
    Ok(())
}

fn italian_perft(pos: &Position, depth: u32, divide: bool) -> io::Result<()> {
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

fn generic_perft<G: Rules>(pos: &G, depth: u32, divide: bool) -> io::Result<()> {
    use dama::core::perft::{perft, perft_divide};
    let mut out = io::stdout().lock();
    if divide {
        let started = Instant::now();
        let mut total = 0;
        for (mv, n) in perft_divide(pos, depth) {
            writeln!(out, "{} {n}", pos.move_text(&mv))?;
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
