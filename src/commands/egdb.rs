//! `dama egdb build | probe | info`: the Italian endgame databases from the command line
//! (the other games' in `egdb_variants`).
//! The build shows a progress bar with the time left on a terminal, plain lines otherwise.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Result;

use dama::draughts::egdb::tally::Written;
use dama::draughts::italian::Position;
use dama::draughts::italian::egdb::{self, BuildEvent, Egdb, Probe, Wdl, WdlEvent};

use super::tools::BadInput;
use crate::cli::EgdbCommand;

pub fn run(c: EgdbCommand) -> Result<()> {
    use crate::cli::GameArg::Italian;
    match c {
        EgdbCommand::Build {
            pieces,
            game: Italian,
            dir,
            threads,
        } => build(pieces, threads.map(|t| t as usize), folder(dir)?),
        EgdbCommand::Probe {
            fen,
            game: Italian,
            dir,
        } => probe(&fen, folder(dir)?),
        EgdbCommand::Info { game: Italian, dir } => info(folder(dir)?),
        other => super::egdb_variants::run(other),
    }
}

pub(super) fn folder(dir: Option<PathBuf>) -> Result<PathBuf> {
    Ok(match dir {
        Some(d) => d,
        None => egdb::default_dir()?,
    })
}

fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// The progress bar (or plain lines off a terminal) with the time left, for one phase
/// of a build. Positions found already solved do not count for the speed.
struct Bar {
    tty: bool,
    started: Instant,
    kept: u64,
    last_draw: Instant,
}

impl Bar {
    fn new(tty: bool) -> Bar {
        Bar {
            tty,
            started: Instant::now(),
            kept: 0,
            last_draw: Instant::now() - Duration::from_secs(1),
        }
    }

    /// `\r` and a cleared line on a terminal, to write over the bar.
    fn clear(&self) -> &'static str {
        if self.tty { "\r\x1b[K" } else { "" }
    }

    fn draw(&mut self, out: &mut impl Write, done: u64, total: u64) -> std::io::Result<()> {
        let now = Instant::now();
        let every = Duration::from_millis(if self.tty { 200 } else { 10_000 });
        if now.duration_since(self.last_draw) < every && done < total {
            return Ok(());
        }
        self.last_draw = now;
        let fresh = done.saturating_sub(self.kept);
        let spent = self.started.elapsed();
        let left = if fresh > 0 {
            spent.mul_f64(total.saturating_sub(done) as f64 / fresh as f64)
        } else {
            Duration::ZERO
        };
        let pct = done as f64 * 100.0 / total.max(1) as f64;
        if self.tty {
            let filled = ((pct / 100.0 * 30.0) as usize).min(30);
            write!(
                out,
                "\r\x1b[K[{}{}] {pct:5.1}%  elapsed {}  left {}",
                "#".repeat(filled),
                "-".repeat(30 - filled),
                clock(spent),
                clock(left)
            )?;
            out.flush()
        } else {
            writeln!(
                out,
                "progress {pct:.1}% elapsed {} left {}",
                clock(spent),
                clock(left)
            )
        }
    }
}

/// Distance slices go up to this many pieces; `--pieces 6` adds win/draw/loss slices.
const DISTANCE_PIECES: u32 = 5;

fn build(pieces: u32, threads: Option<usize>, dir: PathBuf) -> Result<()> {
    let threads =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let tty = std::io::stdout().is_terminal();
    let mut out = std::io::stdout().lock();
    let started = Instant::now();
    let distance_pieces = pieces.min(DISTANCE_PIECES);
    let total = egdb::total_positions(distance_pieces);
    writeln!(
        out,
        "building the Italian endgame databases with distances up to {distance_pieces} pieces in {} ({total} positions, {})",
        dir.display(),
        super::threads_text(threads)
    )?;
    let mut bytes_total = 0u64;
    let mut result = Ok(());
    let mut bar = Bar::new(tty);
    let mut on_event = |e: BuildEvent| {
        let r = match e {
            BuildEvent::Kept { material, bytes } => {
                bar.kept += egdb::SliceIndex::new(material).len();
                bytes_total += bytes;
                writeln!(out, "{:<10} kept ({bytes} bytes)", material.name())
            }
            BuildEvent::Built {
                slice,
                longest_conversion,
                over_forty,
            } => {
                bytes_total += slice.bytes;
                writeln!(
                    out,
                    "{}{}  longest conversion {longest_conversion} plies{}",
                    bar.clear(),
                    slice.line(3),
                    if over_forty > 0 {
                        format!(", {over_forty} wins need more than 80 plies")
                    } else {
                        String::new()
                    }
                )
            }
            BuildEvent::Progress { done, total } => bar.draw(&mut out, done, total),
        };
        if let Err(e) = r {
            result = Err(e);
        }
    };
    egdb::build(&dir, distance_pieces, threads, &mut on_event)?;
    result?;
    let clear = if tty { "\r\x1b[K" } else { "" };
    writeln!(
        out,
        "{clear}done in {:.1} s: {total} positions, {bytes_total} bytes ({:.3} bytes/position)",
        started.elapsed().as_secs_f64(),
        bytes_total as f64 / total.max(1) as f64
    )?;
    drop(out);
    if pieces > DISTANCE_PIECES {
        build_wdl(pieces, threads, &dir)?;
    }
    Ok(())
}

/// The win/draw/loss slices of `pieces` pieces (one of each mirror pair).
fn build_wdl(pieces: u32, threads: usize, dir: &std::path::Path) -> Result<()> {
    let tty = std::io::stdout().is_terminal();
    let mut out = std::io::stdout().lock();
    let plan = egdb::wdl_plan(pieces);
    let stored: u64 = plan.iter().map(|m| egdb::SliceIndex::new(*m).len()).sum();
    let all: u64 = egdb::Material::all_with(pieces)
        .iter()
        .map(|m| egdb::SliceIndex::new(*m).len())
        .sum();
    writeln!(
        out,
        "building the win/draw/loss databases of {pieces} pieces in {} ({} slices, {stored} positions stored for {all}: mirrors are not stored, {})",
        dir.display(),
        plan.len(),
        super::threads_text(threads)
    )?;
    let started = Instant::now();
    let mut bytes_total = 0u64;
    let mut result = Ok(());
    let mut bar = Bar::new(tty);
    let mut on_event = |e: WdlEvent| {
        let r = match e {
            WdlEvent::Kept { material, bytes } => {
                bar.kept += egdb::SliceIndex::new(material).len();
                bytes_total += bytes;
                writeln!(out, "{:<10} kept ({bytes} bytes)", material.name())
            }
            WdlEvent::Built {
                material,
                positions,
                bytes,
                elapsed,
                wins,
                draws,
                losses,
                captures,
                longest_exit,
            } => {
                bytes_total += bytes;
                let slice = Written {
                    material,
                    positions,
                    bytes,
                    elapsed,
                };
                writeln!(
                    out,
                    "{}{}  won {wins} drawn {draws} lost {losses} capture pending {captures}  every win captures or crowns within {longest_exit} plies",
                    bar.clear(),
                    slice.line(4),
                )
            }
            WdlEvent::Progress { done, total } => bar.draw(&mut out, done, total),
        };
        if let Err(e) = r {
            result = Err(e);
        }
    };
    egdb::build_wdl(dir, &plan, threads, &mut on_event)?;
    result?;
    let clear = if tty { "\r\x1b[K" } else { "" };
    writeln!(
        out,
        "{clear}done in {:.1} s: {stored} positions stored, {bytes_total} bytes ({:.4} bytes/position stored, {:.4} per position of {pieces} pieces)",
        started.elapsed().as_secs_f64(),
        bytes_total as f64 / stored.max(1) as f64,
        bytes_total as f64 / all.max(1) as f64
    )?;
    Ok(())
}

/// "win in 7 (13 plies), conversion in 5 plies" and the like.
pub fn describe(p: &Probe) -> String {
    match p.wdl {
        Wdl::Draw => "draw".to_string(),
        Wdl::Win => format!(
            "win in {} ({} plies), conversion in {} plies",
            p.distance.div_ceil(2),
            p.distance,
            p.conversion
        ),
        Wdl::Loss => format!(
            "loss in {} ({} plies), conversion in {} plies",
            p.distance / 2,
            p.distance,
            p.conversion
        ),
    }
}

pub(super) fn open(dir: &std::path::Path) -> Result<Egdb> {
    if !dir.is_dir() {
        anyhow::bail!(
            "no endgame databases in {}: build them with `dama egdb build`",
            dir.display()
        );
    }
    let db = Egdb::open(dir)?;
    for e in db.refused() {
        eprintln!("dama: skipped {e}");
    }
    Ok(db)
}

fn probe(fen: &str, dir: PathBuf) -> Result<()> {
    let pos = Position::from_fen(fen).map_err(|e| BadInput {
        game: "italian",
        reason: e.to_string(),
    })?;
    let db = open(&dir)?;
    if let Some(p) = db.probe(&pos) {
        println!("{}", describe(&p));
        if let Some((mv, _)) = db.best_move(&pos, 0) {
            println!("best move {}", mv.fid());
        }
        return Ok(());
    }
    let Some((value, keep)) = db.keeping_moves(&pos) else {
        anyhow::bail!(
            "{} pieces: not in the databases of {} (distances up to {} pieces, win/draw/loss up to {})",
            pos.occupied().count(),
            dir.display(),
            db.max_pieces(),
            db.wdl_pieces()
        );
    };
    println!(
        "{} (distance unknown beyond {} pieces)",
        wdl_word(value),
        db.max_pieces()
    );
    let words: Vec<String> = keep.iter().map(|m| m.fid()).collect();
    println!("moves that keep it: {}", words.join(" "));
    Ok(())
}

fn info(dir: PathBuf) -> Result<()> {
    // No databases is an answer, not an error: listed as none, with how to build them.
    let none = || {
        println!("{}", dir.display());
        println!("no endgame databases: build them with `dama egdb build` (docs/databases.md)");
    };
    if !dir.is_dir() {
        none();
        return Ok(());
    }
    let db = open(&dir)?;
    if db.slices().is_empty() {
        none();
        return Ok(());
    }
    println!("{}", dir.display());
    let mut positions = 0u64;
    let mut bytes = 0u64;
    for f in db.slices() {
        let n = f.index.len();
        positions += n;
        bytes += f.bytes;
        let kind = match f.kind {
            egdb::file::Kind::Dtm => "distances",
            egdb::file::Kind::Wdl => "win/draw/loss",
        };
        println!(
            "{:<10} {} pieces {kind:<13} {n:>11} positions {:>10} bytes {:.3} bytes/position",
            f.index.material.name(),
            f.index.material.pieces(),
            f.bytes,
            f.bytes as f64 / n.max(1) as f64
        );
    }
    println!(
        "{} slices, distances up to {} pieces, win/draw/loss up to {}, {positions} positions stored, {bytes} bytes",
        db.slices().len(),
        db.max_pieces(),
        db.wdl_pieces()
    );
    Ok(())
}

/// The databases of the default folder, if it holds any (quietly none otherwise; a bad
/// file is named on standard error and left out).
pub fn load_default() -> Option<Egdb> {
    let dir = egdb::default_dir().ok()?;
    if !dir.is_dir() {
        return None;
    }
    let db = open(&dir).ok()?;
    (db.max_pieces() >= 2).then_some(db)
}

/// The databases `dama match --egdb [DIR]` adjudicates with (DIR, else the default
/// folder). A folder that is missing or holds no complete set says so on standard error,
/// and the match goes on without adjudication.
pub fn load_for_match(dir: Option<PathBuf>) -> Option<Egdb> {
    let dir = match dir.map_or_else(egdb::default_dir, Ok) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("dama: {e}: games are not adjudicated by the endgame databases");
            return None;
        }
    };
    let db = match open(&dir) {
        Ok(db) if db.max_pieces() >= 2 => db,
        Ok(_) => {
            eprintln!(
                "dama: no complete endgame databases in {}: games are not adjudicated by them (build them with `dama egdb build`)",
                dir.display()
            );
            return None;
        }
        Err(e) => {
            eprintln!("dama: {e}: games are not adjudicated by the endgame databases");
            return None;
        }
    };
    Some(db)
}

/// `dama analyze` for Italian: a position in the distance databases is answered from
/// them (the perfect move and "win in N"); one in the win/draw/loss databases is searched
/// among the moves that keep its value; otherwise the search runs, with the databases as
/// its oracle when there are any.
pub fn analyze(
    fen: Option<&str>,
    limit: super::engine::AnalyzeLimit,
    settings: &super::engine::AnalyzeSettings,
) -> Result<()> {
    let db = load_default();
    let mut only = None;
    if let Some(db) = &db {
        let pos: Position = super::tools::position(fen)?;
        if let Some((mv, p)) = db.best_move(&pos, 0) {
            let score = match p.wdl {
                Wdl::Win => dama::engine::MATE - i32::from(p.distance),
                Wdl::Loss => -(dama::engine::MATE - i32::from(p.distance)),
                Wdl::Draw => 0,
            };
            println!(
                "info depth 0 score {} egdb {} pv {}",
                dama::engine::format_score(score),
                describe(&p),
                mv.fid()
            );
            println!("bestmove {}", mv.fid());
            return Ok(());
        }
        if let Some((value, keep)) = db.keeping_moves(&pos)
            && !keep.is_empty()
        {
            println!(
                "info depth 0 egdb {} ({} pieces: distance unknown beyond {}); searching {} of {} moves",
                wdl_word(value),
                pos.occupied().count(),
                db.max_pieces(),
                keep.len(),
                pos.legal_moves().len()
            );
            only = Some(keep);
        }
    }
    let root: Position = super::tools::position(fen)?;
    let oracle = db.as_ref().map(|db| db.oracle(&root, dama::engine::MATE));
    let oracle_ref: Option<dama::engine::Oracle<'_, Position>> = oracle
        .as_ref()
        .map(|o| o as &(dyn Fn(&Position, usize) -> Option<i32> + Sync));
    super::engine::analyze::<Position>(fen, limit, settings, oracle_ref, only.as_deref())
}

/// "win", "draw" or "loss".
fn wdl_word(w: Wdl) -> &'static str {
    match w {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    }
}
