//! `dama egdb build --game english|brazilian|international`: builds (or completes) a
//! variant's databases and prints a line per slice (positions, bytes, time, won/drawn/
//! lost, the longest exit or, for the English distance slices, the longest win and loss)
//! and the totals.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::Result;

use dama::draughts::RuleSet;
use dama::draughts::egdb::{self, BuildEvent, Material};

/// Builds game `R`'s databases up to `pieces` in `dir` on `threads` threads.
pub fn build<R: RuleSet>(pieces: u32, threads: usize, dir: PathBuf) -> Result<()> {
    let mut out = std::io::stdout().lock();
    let total = egdb::build::total_positions::<R>(pieces);
    writeln!(
        out,
        "building the {} databases up to {pieces} pieces ({}) in {} ({} slices, {total} positions: one of each colour mirror pair) on {}",
        R::NAME,
        kinds_text::<R>(pieces),
        dir.display(),
        egdb::plan(pieces).len(),
        super::threads_text(threads)
    )?;
    let started = Instant::now();
    let mut bytes_total = 0u64;
    let mut longest_win: Option<(u32, Material)> = None;
    let mut result = Ok(());
    let mut on_event = |e: BuildEvent| {
        let r = match e {
            BuildEvent::Kept { material, bytes } => {
                bytes_total += bytes;
                writeln!(out, "{:<10} kept ({bytes} bytes)", material.name())
            }
            BuildEvent::Rebuilding { material, reason } => {
                writeln!(out, "{:<10} built again: {reason}", material.name())
            }
            BuildEvent::Built {
                slice,
                wins,
                draws,
                losses,
                longest,
                longest_win: win,
                longest_loss: loss,
            } => {
                bytes_total += slice.bytes;
                let material = slice.material;
                let tail = if egdb::solve::has_distances::<R>(&material) {
                    if longest_win.is_none_or(|(w, _)| win > w) {
                        longest_win = Some((win, material));
                    }
                    format!("longest win {win} plies, longest loss {loss} plies")
                } else {
                    format!("exit within {longest} plies")
                };
                writeln!(
                    out,
                    "{}  won {wins} drawn {draws} lost {losses}  {tail}",
                    slice.line(4)
                )
            }
            BuildEvent::Progress { .. } => Ok(()),
        };
        if let Err(e) = r {
            result = Err(e);
        }
    };
    egdb::build::<R>(&dir, pieces, threads, &mut on_event)?;
    result?;
    writeln!(
        out,
        "done in {:.1} s: {total} positions, {bytes_total} bytes ({:.4} bytes/position)",
        started.elapsed().as_secs_f64(),
        bytes_total as f64 / total.max(1) as f64
    )?;
    if let Some((plies, m)) = longest_win {
        writeln!(
            out,
            "longest win of the slices built: {plies} plies ({} moves), in {}",
            plies.div_ceil(2),
            m.name()
        )?;
    }
    Ok(())
}

/// What a build up to `pieces` stores: "distances up to 5, win/draw/loss for 6".
fn kinds_text<R: RuleSet>(pieces: u32) -> String {
    let dist = R::EGDB_DISTANCE_PIECES.min(pieces);
    match dist {
        0 => "win/draw/loss".to_string(),
        d if d >= pieces => format!("distances up to {d}"),
        d if d + 1 == pieces => format!("distances up to {d}, win/draw/loss for {pieces}"),
        d => format!(
            "distances up to {d}, win/draw/loss for {} to {pieces}",
            d + 1
        ),
    }
}
