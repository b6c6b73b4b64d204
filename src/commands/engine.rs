//! The engine tools: `dama analyze` (info lines, then `bestmove`) and `dama bench`.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use rand::SeedableRng;
use rand::rngs::StdRng;

use dama::core::{Evaluate, History, Rules};
use dama::engine::{self, Info, Level, Limits, Tt, bench::BenchLine, format_score, nps};
use dama::games::capitalised;

use super::tools::{BadInput, position};

/// What `dama analyze` was asked to search for.
pub enum AnalyzeLimit {
    Depth(u32),
    MoveTime(u64),
    Level(Level),
}

/// How `dama analyze` searches, beside its limit.
pub struct AnalyzeSettings {
    /// Transposition table size.
    pub hash_mib: usize,
    /// Seed of a level's randomness (default: a fresh one).
    pub seed: Option<u64>,
    pub threads: usize,
    /// Look the position up in the game's opening book first.
    pub book: bool,
    /// How many lines to show (`--multipv`); above 1 the search is the multi-PV one
    /// (`analyze_lines.rs`), without the book.
    pub multipv: usize,
}

/// One `info` line: depth, score, nodes, speed, time and the principal variation.
pub fn info_line<G: Rules>(pos: &G, info: &Info<G::Move>) -> String {
    format!(
        "info depth {} score {} nodes {} nps {} time {:.3} pv {}",
        info.depth,
        format_score(info.score),
        info.nodes,
        info.nps,
        info.elapsed.as_secs_f64(),
        pv_text(pos, &info.pv)
    )
}

/// A line of moves from `pos` in the game's notation.
pub(super) fn pv_text<G: Rules>(pos: &G, pv: &[G::Move]) -> String {
    let mut at = *pos;
    let mut words = Vec::with_capacity(pv.len());
    for mv in pv {
        words.push(at.move_text(mv));
        at.play_unchecked(mv);
    }
    words.join(G::MOVE_SEPARATOR)
}

/// `dama analyze` for game `G` (from `fen`, or the start). `oracle` answers some
/// positions exactly (endgame databases); `only`, if given, is the root moves to choose
/// among (those that keep a database's value).
#[allow(clippy::too_many_arguments)]
pub fn analyze<G: Evaluate>(
    fen: Option<&str>,
    limit: AnalyzeLimit,
    settings: &AnalyzeSettings,
    oracle: Option<engine::Oracle<'_, G>>,
    only: Option<&[G::Move]>,
) -> Result<()> {
    let AnalyzeSettings {
        hash_mib,
        seed,
        threads,
        book,
        multipv,
    } = *settings;
    let pos: G = position(fen)?;
    let pos = &pos;
    if pos.legal_moves().is_empty() {
        return Err(BadInput {
            game: G::VARIANT,
            reason: format!(
                "the game is over in this position: {} has no move",
                capitalised(G::seat_name(pos.to_move()))
            ),
        }
        .into());
    }
    if multipv > 1 {
        return super::analyze_lines::analyze_lines(pos, &limit, settings, multipv, oracle, only);
    }
    let mut tt = Tt::new(hash_mib);
    let history = History::new();
    // Ctrl-C stops the search as its limit would: the best move so far is printed.
    let stop = super::interrupt::stop_on_interrupt();
    let stop = &*stop;
    let mut out = io::stdout().lock();
    let book = if book { G::opening_book() } else { None };
    let book_moves = book.map(|b| b.moves(pos)).unwrap_or_default();
    for m in &book_moves {
        writeln!(
            out,
            "info book move {} score {} depth {}",
            pos.move_text(&m.mv),
            format_score(m.score),
            m.depth
        )?;
    }
    if settings.book && book_moves.is_empty() {
        writeln!(out, "info book none")?;
    }
    let mut write_error = None;
    let mut on_info = |info: &Info<G::Move>| {
        if let Err(e) = writeln!(out, "{}", info_line(pos, info)).and_then(|_| out.flush()) {
            write_error.get_or_insert(e);
        }
    };
    let report = match limit {
        // A depth or a time asks for the best move: the book's best, when it has one.
        AnalyzeLimit::Depth(_) | AnalyzeLimit::MoveTime(_) if let Some(b) = book_moves.first() => {
            book_report(b)
        }
        AnalyzeLimit::Depth(d) => engine::search_among(
            pos,
            &history,
            &Limits::depth(d),
            &mut tt,
            threads,
            stop,
            oracle,
            only,
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
                let report = engine::search_among(
                    pos,
                    &history,
                    &Limits::default(),
                    &mut tt,
                    threads,
                    stop,
                    oracle,
                    only,
                    &mut on_info,
                );
                finished.store(true, Ordering::Relaxed);
                report
            })
        }
        AnalyzeLimit::Level(level) => {
            let mut rng = match seed {
                Some(s) => StdRng::seed_from_u64(s),
                None => rand::make_rng::<StdRng>(),
            };
            let options = engine::LevelOptions {
                threads,
                oracle,
                untimed: false,
                book,
                only,
                bound: Limits::default(),
            };
            engine::choose_move_with(
                pos,
                &history,
                level,
                &options,
                &mut tt,
                stop,
                &mut rng,
                &mut on_info,
            )
        }
    };
    if let Some(e) = write_error {
        return Err(e.into());
    }
    let best = report.best.context("no legal move")?;
    if report.source == engine::Source::Book {
        writeln!(out, "source book")?;
    }
    writeln!(
        out,
        "nodes {} time {:.3} nps {}",
        report.nodes,
        report.elapsed.as_secs_f64(),
        nps(report.nodes, report.elapsed)
    )?;
    writeln!(out, "bestmove {}", pos.move_text(&best))?;
    Ok(())
}

/// The report of playing book move `m`.
fn book_report<M: Copy>(m: &dama::core::BookMove<M>) -> engine::Report<M> {
    engine::Report {
        best: Some(m.mv),
        score: m.score,
        depth: m.depth,
        nodes: 0,
        elapsed: Duration::ZERO,
        pv: vec![m.mv],
        source: engine::Source::Book,
    }
}

/// `dama bench` for game `G`: one line per position of `positions`, then the node total
/// and the speed.
pub fn bench<G: Evaluate>(
    positions: &[impl AsRef<str>],
    default_depth: u32,
    depth: Option<u32>,
    threads: usize,
) -> Result<()> {
    let depth = depth.unwrap_or(default_depth);
    let (lines, elapsed) = engine::bench::run_positions::<G>(positions, depth, threads);
    let mut out = io::stdout().lock();
    let mut total = 0;
    for BenchLine {
        fen,
        position,
        report,
    } in &lines
    {
        total += report.nodes;
        let best = report
            .best
            .map_or("-".to_string(), |m| position.move_text(&m));
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

/// The bench positions of English draughts (start, a middlegame, kings) and their depth.
pub const ENGLISH_BENCH: ([&str; 3], u32) = (
    [
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:W18,21,22,23,26,27,29,30:B2,3,6,7,9,10,11,13",
        "W:WK1,K6,18,22,30:BK32,K27,9,14,3",
    ],
    13,
);

/// The bench positions of Brazilian draughts and their depth.
pub const BRAZILIAN_BENCH: ([&str; 3], u32) = (
    [
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:W18,21,22,23,26,27,29,30:B2,3,6,7,9,10,11,13",
        "W:WK29,18,22,26,31:BK4,K8,11,14,6",
    ],
    13,
);

/// The bench positions of International draughts and their depth.
pub const INTERNATIONAL_BENCH: ([&str; 3], u32) = (
    [
        "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
        "W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26",
        "W:WK3,K47,28,33,36:BK10,K44,19,22,15",
    ],
    12,
);

/// The bench positions of Dameta (a kick-off, an attack, a loop on one rank) and their
/// depth.
pub const DAMETA_BENCH: ([&str; 3], u32) = (
    [
        "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w",
        "3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b",
        "8/2b5/8/2b5/w1Bb1ww1/8/3w4/8 w 0-0 3 w",
    ],
    6,
);

/// The bench positions of Italian draughts (opening, middlegames, endgame) and their depth.
/// Their node total, 1,130,863, is the checksum docs/tools.md quotes (`dama bench`).
pub const ITALIAN_BENCH: ([&str; 6], u32) = (
    [
        "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        "W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3",
        "B:W30,21,22,17,20,K6:B25,28,9,5,1,3",
        "W:WK27,K28,17,20,9,K12,8:B21,24,K19,K13,14,K11,4",
        "W:W18,21,22,23,26,27,29,30:B2,3,6,7,9,10,11,13",
        "W:WK14,K18,23:BK1,K3",
    ],
    13,
);

#[cfg(test)]
mod tests {
    use super::*;
    use dama::draughts::{brazilian, english, international, italian};

    #[test]
    fn bench_positions_are_valid() {
        fn all<G: Rules>(fens: &[&str]) {
            for fen in fens {
                assert!(G::parse_position(fen).is_ok(), "{fen}");
            }
        }
        all::<italian::Position>(&ITALIAN_BENCH.0);
        all::<english::Position>(&ENGLISH_BENCH.0);
        all::<brazilian::Position>(&BRAZILIAN_BENCH.0);
        all::<international::Position>(&INTERNATIONAL_BENCH.0);
        all::<dama::dameta::Position>(&DAMETA_BENCH.0);
    }
}
