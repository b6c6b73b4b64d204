//! The rules tools: `dama moves` and `dama perft`, for every game of `--game`.

use std::io::{self, BufRead, Read, Write};
use std::time::Instant;

use dama::core::Rules;

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

/// The longest line `dama moves --stdin` reads, in bytes.
const MAX_LINE: u64 = 1 << 20;

/// `dama moves --stdin`: FENs from standard input, one line of moves per FEN.
#[derive(Clone, Copy, Debug)]
pub struct Batch {
    /// Print each move as `MOVE>FEN` with the position after it.
    pub after: bool,
}

/// `dama moves`: every legal move, one per line (or one line per FEN with `--stdin`).
pub fn moves(game: GameArg, fen: Option<&str>, batch: Option<Batch>) -> anyhow::Result<()> {
    if game == GameArg::Damhex {
        return moves_of::<dama::damhex::Position>(fen, batch);
    }
    crate::commands::with_game!(game, G => moves_of::<G>(fen, batch))?;
    Ok(())
}

fn moves_of<G: Rules>(fen: Option<&str>, batch: Option<Batch>) -> anyhow::Result<()> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    let Some(batch) = batch else {
        let pos = position::<G>(fen)?;
        for mv in pos.legal_moves().iter() {
            writeln!(out, "{}", pos.move_text(mv))?;
        }
        if let Some(over) = pos.outcome() {
            eprintln!("dama: {}", game_over::<G>(pos.to_move(), over));
        }
        return Ok(());
    };
    // Bytes, not text: a line that is not UTF-8 is answered like any bad line, with its
    // number, and the lines after it are still read.
    let mut input = io::stdin().lock();
    let mut number = 0;
    loop {
        // Each answer is out before the next line is waited for: a program that writes a
        // FEN and reads its line back (a coprocess) would otherwise wait forever.
        out.flush()?;
        let mut bytes = Vec::new();
        // A line is at most 1 MiB (a position is under a hundred bytes): a longer one is
        // answered and skipped, never held whole in memory.
        if input
            .by_ref()
            .take(MAX_LINE + 1)
            .read_until(b'\n', &mut bytes)?
            == 0
        {
            break;
        }
        number += 1;
        if bytes.len() as u64 > MAX_LINE {
            let mut rest = Vec::new();
            while !bytes.ends_with(b"\n") {
                rest.clear();
                if input.by_ref().take(MAX_LINE).read_until(b'\n', &mut rest)? == 0 {
                    break;
                }
                bytes.clear();
                bytes.extend_from_slice(&rest[rest.len().saturating_sub(1)..]);
            }
            writeln!(out, "! line {number} is longer than 1 MiB: skipped")?;
            continue;
        }
        let line = match dama::core::text::from_utf8(bytes) {
            Ok(line) => line,
            Err(at) => {
                writeln!(
                    out,
                    "! line {number}, column {} is not UTF-8 text",
                    at.column
                )?;
                continue;
            }
        };
        match G::parse_position(dama::core::text::strip_bom(&line).trim()) {
            Ok(pos) => {
                let list = pos.legal_moves();
                let text = |m: &G::Move| match batch.after {
                    true => format!("{}>{}", pos.move_text(m), pos.after(m).position_text()),
                    false => pos.move_text(m),
                };
                let texts: Vec<String> = list.iter().map(text).collect();
                writeln!(out, "{}", texts.join(G::MOVE_SEPARATOR))?;
            }
            Err(e) => writeln!(
                out,
                "! {}",
                dama::core::text::escape_controls(&e.to_string())
            )?,
        }
    }
    Ok(())
}

/// Why the side to move has no move: the game is over, and who won.
fn game_over<G: Rules>(side: dama::core::Seat, over: dama::core::Outcome) -> String {
    let winner = G::seat_name(over.winner);
    let side = G::seat_name(side);
    let why = match over.reason {
        dama::core::WinReason::NoPieces => format!("{side}, to move, has no pieces left"),
        dama::core::WinReason::Blocked => format!("{side}, to move, cannot move"),
        dama::core::WinReason::Goals => format!("{winner} has the goals that win"),
    };
    format!("no legal move: the game is over, {winner} won ({why})")
}

/// `dama perft`: one line per depth, `perft <depth> <nodes>` then time and speed.
pub fn perft_command(
    game: GameArg,
    fen: Option<&str>,
    depth: u32,
    divide: bool,
) -> anyhow::Result<()> {
    if game == GameArg::Damhex {
        type G = dama::damhex::Position;
        return Ok(generic_perft(&position::<G>(fen)?, depth, divide)?);
    }
    crate::commands::with_game!(game, G => generic_perft(&position::<G>(fen)?, depth, divide))?;
    Ok(())
}

/// Perft of any game (Italian included: the core's perft is the same instructions).
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
