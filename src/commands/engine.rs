//! The engine tools: `dama analyze` (info lines, then `bestmove`) and `dama bench`.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use rand::SeedableRng;
use rand::rngs::StdRng;

use dama::core::History;
use dama::engine::{self, Info, Level, Limits, Tt, bench::BenchLine, format_score, nps};
use dama::rules::{Move, Position};

/// What `dama analyze` was asked to search for.
pub enum AnalyzeLimit {
    Depth(u32),
    MoveTime(u64),
    Level(Level),
}

/// One `info` line: depth, score, nodes, speed, time and the principal variation.
pub fn info_line(info: &Info) -> String {
    format!(
        "info depth {} score {} nodes {} nps {} time {:.3} pv {}",
        info.depth,
        format_score(info.score),
        info.nodes,
        info.nps,
        info.elapsed.as_secs_f64(),
        pv_text(&info.pv)
    )
}

fn pv_text(pv: &[Move]) -> String {
    pv.iter().map(Move::fid).collect::<Vec<_>>().join(" ")
}

/// `dama analyze`.
pub fn analyze(
    pos: &Position,
    limit: AnalyzeLimit,
    hash_mib: usize,
    seed: Option<u64>,
) -> Result<()> {
    if pos.legal_moves().is_empty() {
        anyhow::bail!(
            "the game is over in this position: {} has no move",
            pos.side_to_move()
        );
    }
    let mut tt = Tt::new(hash_mib);
    let history = History::new();
    let stop = AtomicBool::new(false);
    let mut out = io::stdout().lock();
    let mut write_error = None;
    let mut on_info = |info: &Info| {
        if let Err(e) = writeln!(out, "{}", info_line(info)).and_then(|_| out.flush()) {
            write_error.get_or_insert(e);
        }
    };
    let report = match limit {
        AnalyzeLimit::Depth(d) => engine::search(
            pos,
            &history,
            &Limits::depth(d),
            &mut tt,
            &stop,
            &mut on_info,
        ),
        AnalyzeLimit::MoveTime(ms) => {
            // Analysis uses all of its time: an unlimited search stopped by a timer, rather
            // than a move time, which stops early when the next iteration would not finish.
            let finished = AtomicBool::new(false);
            std::thread::scope(|s| {
                s.spawn(|| {
                    let deadline = Instant::now() + Duration::from_millis(ms);
                    while !finished.load(Ordering::Relaxed) && Instant::now() < deadline {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    stop.store(true, Ordering::Relaxed);
                });
                let report = engine::search(
                    pos,
                    &history,
                    &Limits::default(),
                    &mut tt,
                    &stop,
                    &mut on_info,
                );
                finished.store(true, Ordering::Relaxed);
                report
            })
        }
        AnalyzeLimit::Level(level) => {
            let mut rng = match seed {
                Some(s) => StdRng::seed_from_u64(s),
                None => StdRng::from_entropy(),
            };
            engine::choose_move(pos, &history, level, &mut tt, &stop, &mut rng, &mut on_info)
        }
    };
    if let Some(e) = write_error {
        return Err(e.into());
    }
    let best = report.best.context("no legal move")?;
    writeln!(
        out,
        "nodes {} time {:.3} nps {}",
        report.nodes,
        report.elapsed.as_secs_f64(),
        nps(report.nodes, report.elapsed)
    )?;
    writeln!(out, "bestmove {best}")?;
    Ok(())
}

/// `dama bench`: one line per position, then the node total and the speed.
pub fn bench(depth: Option<u32>) -> Result<()> {
    let depth = depth.unwrap_or(engine::bench::DEPTH);
    let (lines, elapsed) = engine::bench::run(depth);
    let mut out = io::stdout().lock();
    let mut total = 0;
    for BenchLine { fen, report } in &lines {
        total += report.nodes;
        let best = report.best.map_or("-".to_string(), |m| m.fid());
        writeln!(
            out,
            "{fen:<60} depth {} score {:>8} nodes {:>10} best {best}",
            report.depth,
            format_score(report.score),
            report.nodes
        )?;
    }
    writeln!(out, "bench depth {depth} positions {}", lines.len())?;
    writeln!(out, "nodes {total}")?;
    writeln!(out, "time {:.3} s", elapsed.as_secs_f64())?;
    writeln!(out, "nps {}", nps(total, elapsed))?;
    Ok(())
}
