//! `dama analyze --multipv N` with N above 1: the best N lines of a position at every
//! depth (the engine's multi-PV search, `engine::search_lines`), then the total and the
//! best move. Each line is printed as
//! `info depth D multipv K score S nodes N nps X time T pv MOVES`, the lines of a depth
//! one after another, best (K = 1) first; the last two lines are as for one line:
//! `nodes N time T nps X` and `bestmove MOVE`.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use dama::core::{Evaluate, History, Rules};
use dama::engine::{self, Limits, Lines, Tt, format_score};

use super::engine::{AnalyzeLimit, AnalyzeSettings, pv_text};

/// The `info` lines of one completed depth, best first.
pub fn lines_text<G: Rules>(pos: &G, lines: &Lines<G::Move>) -> Vec<String> {
    lines
        .lines
        .iter()
        .map(|l| {
            format!(
                "info depth {} multipv {} score {} nodes {} nps {} time {:.3} pv {}",
                l.depth,
                l.rank,
                format_score(l.score),
                lines.nodes,
                lines.nps,
                lines.elapsed.as_secs_f64(),
                pv_text(pos, &l.pv)
            )
        })
        .collect()
}

/// Searches `pos` for its best `count` lines within `limit` (a depth or a time; a level
/// chooses one move and has no lines) and prints them. `oracle` and `only` as for one
/// line (the Italian endgame databases).
pub fn analyze_lines<G: Evaluate>(
    pos: &G,
    limit: &AnalyzeLimit,
    settings: &AnalyzeSettings,
    count: usize,
    oracle: Option<engine::Oracle<'_, G>>,
    only: Option<&[G::Move]>,
) -> Result<()> {
    let mut tt = Tt::new(settings.hash_mib);
    let history = History::new();
    // Ctrl-C stops the search as its limit would: the best move so far is printed.
    let stop = super::interrupt::stop_on_interrupt();
    let stop = &*stop;
    let mut out = io::stdout().lock();
    let mut write_error = None;
    let mut on_lines = |lines: &Lines<G::Move>| {
        for text in lines_text(pos, lines) {
            if let Err(e) = writeln!(out, "{text}").and_then(|_| out.flush()) {
                write_error.get_or_insert(e);
            }
        }
    };
    let threads = settings.threads;
    let mut search =
        |limits: &Limits, stop: &AtomicBool, on_lines: &mut dyn FnMut(&Lines<G::Move>)| {
            engine::search_lines(
                pos, &history, limits, &mut tt, threads, stop, oracle, only, count, on_lines,
            )
        };
    let done = match *limit {
        AnalyzeLimit::Depth(d) => search(&Limits::depth(d), stop, &mut on_lines),
        AnalyzeLimit::MoveTime(ms) => {
            // All of the time: an unlimited search stopped by a timer.
            let finished = AtomicBool::new(false);
            std::thread::scope(|s| {
                s.spawn(|| {
                    let deadline = Instant::now() + Duration::from_millis(ms);
                    while !finished.load(Ordering::Relaxed) && Instant::now() < deadline {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    stop.store(true, Ordering::Relaxed);
                });
                let done = search(&Limits::default(), stop, &mut on_lines);
                finished.store(true, Ordering::Relaxed);
                done
            })
        }
        AnalyzeLimit::Level(_) => anyhow::bail!(
            "--multipv above 1 needs --depth or --movetime (a level chooses one move)"
        ),
    };
    if let Some(e) = write_error {
        return Err(e.into());
    }
    let best = done
        .lines
        .first()
        .and_then(|l| l.pv.first())
        .context("no legal move")?;
    writeln!(
        out,
        "nodes {} time {:.3} nps {}",
        done.nodes,
        done.elapsed.as_secs_f64(),
        engine::nps(done.nodes, done.elapsed)
    )?;
    writeln!(out, "bestmove {}", pos.move_text(best))?;
    Ok(())
}
