//! `dama egdb build | probe | info | verify --game english|brazilian|international`: the
//! databases of the 8x8/10x10 variants (`dama::draughts::egdb`: win/draw/loss, and the
//! distances to the end of English up to 5 pieces), and their use by `dama analyze` and
//! `dama match --egdb`. Italian's are in `egdb`.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Result;

use dama::core::Rules;
use dama::draughts::egdb::{self, Egdb, Material, SliceIndex, consistency, verify};
use dama::draughts::italian::egdb::Wdl;
use dama::draughts::{Board, RuleSet};

use super::tools::BadInput;
use crate::cli::{EgdbCommand, GameArg};

/// Runs `body` with `$R` the rule set of `$game`, or fails for a game without these
/// databases.
macro_rules! with_rules {
    ($game:expr, $R:ident => $body:expr) => {
        match $game {
            GameArg::English => {
                type $R = dama::draughts::english::English;
                $body
            }
            GameArg::Brazilian => {
                type $R = dama::draughts::brazilian::Brazilian;
                $body
            }
            GameArg::International => {
                type $R = dama::draughts::international::International;
                $body
            }
            other => anyhow::bail!(
                "no endgame databases for {other:?}: they exist for italian, english, brazilian and international"
            ),
        }
    };
}

pub fn run(c: EgdbCommand) -> Result<()> {
    match c {
        EgdbCommand::Build {
            pieces,
            game,
            dir,
            threads,
        } => {
            let cores = || std::thread::available_parallelism().map_or(1, |n| n.get());
            let threads = threads.map_or_else(cores, |t| t as usize);
            with_rules!(game, R => super::egdb_variants_build::build::<R>(pieces, threads, folder::<R>(dir)?))
        }
        EgdbCommand::Probe { fen, game, dir } => {
            with_rules!(game, R => probe::<R>(&fen, folder::<R>(dir)?))
        }
        EgdbCommand::Info { game, dir } => with_rules!(game, R => info::<R>(folder::<R>(dir)?)),
        EgdbCommand::Bench { probes, dir } => {
            super::egdb_bench::run(probes, &super::egdb::folder(dir)?)
        }
        EgdbCommand::Verify {
            game,
            pieces,
            dir,
            every,
        } => match every {
            Some(k) => with_rules!(game, R => check_local::<R>(pieces, k, folder::<R>(dir)?)),
            None if pieces > 5 => anyhow::bail!(
                "the forward solver checks up to 5 pieces (6 would take days): give --every K to check the {pieces}-piece slices one ply deep, every K-th position"
            ),
            None => with_rules!(game, R => check::<R>(pieces, folder::<R>(dir)?)),
        },
    }
}

fn folder<R: RuleSet>(dir: Option<PathBuf>) -> Result<PathBuf> {
    Ok(match dir {
        Some(d) => d,
        None => egdb::default_dir::<R>()?,
    })
}

/// The databases of `dir`, the refused files named on standard error.
fn open<R: RuleSet>(dir: &Path) -> Result<Egdb<R>> {
    if !dir.is_dir() {
        anyhow::bail!(
            "no {} endgame databases in {}: build them with `dama egdb build --game {}`",
            R::NAME,
            dir.display(),
            R::NAME
        );
    }
    let db = Egdb::<R>::open(dir)?;
    for e in db.refused() {
        eprintln!("dama: skipped {e}");
    }
    Ok(db)
}

fn word(w: Wdl) -> &'static str {
    match w {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    }
}

fn probe<R: RuleSet>(fen: &str, dir: PathBuf) -> Result<()> {
    let pos = Board::<R>::from_fen(fen).map_err(|e| BadInput {
        game: R::NAME,
        reason: e.to_string(),
    })?;
    let db = open::<R>(&dir)?;
    let Some(value) = db.probe_wdl(&pos) else {
        anyhow::bail!(
            "{} pieces ({}): not in the databases of {} (complete up to {} pieces)",
            (pos.pieces_of(dama::draughts::Color::White)
                | pos.pieces_of(dama::draughts::Color::Black))
            .count_ones(),
            egdb::index::describe(&Material::of(&pos)),
            dir.display(),
            db.max_pieces()
        );
    };
    if let Some((mv, p)) = db.best_move(&pos) {
        println!("{} for the side to move", describe(&p));
        println!("best move {mv}");
        return Ok(());
    }
    let limited = if db.limited(&pos) {
        " (the FMJD endgame limit counted from this position)".to_string()
    } else if R::EGDB_DISTANCE_PIECES > 0 && value != Wdl::Draw {
        match db.distance_pieces() {
            0 => format!(
                " (no distances in this folder: `dama egdb build --game {} --pieces {}` adds them)",
                R::NAME,
                R::EGDB_DISTANCE_PIECES
            ),
            d => format!(" (distance unknown beyond {d} pieces)"),
        }
    } else {
        String::new()
    };
    println!("{} for the side to move{limited}", word(value));
    if let Some((_, keep)) = db.keeping_moves(&pos) {
        let words: Vec<String> = keep.iter().map(|m| m.to_string()).collect();
        println!("moves that keep it: {}", words.join(" "));
    }
    Ok(())
}

/// "win in 7 (13 plies)", "loss in 6 (12 plies)", "draw".
pub fn describe(p: &egdb::probe_dist::Probe) -> String {
    match p.wdl {
        Wdl::Draw => "draw".to_string(),
        Wdl::Win => format!("win in {} ({} plies)", p.moves(), p.distance),
        Wdl::Loss => format!("loss in {} ({} plies)", p.moves(), p.distance),
    }
}

fn info<R: RuleSet>(dir: PathBuf) -> Result<()> {
    println!("{}", dir.display());
    if !dir.is_dir() {
        println!(
            "no {} endgame databases: build them with `dama egdb build --game {}` (docs/databases.md)",
            R::NAME,
            R::NAME
        );
        return Ok(());
    }
    let db = open::<R>(&dir)?;
    let (mut positions, mut bytes) = (0u64, 0u64);
    for f in db.slices() {
        let n = f.index.len();
        positions += n;
        bytes += f.bytes;
        let kind = match f.kind {
            egdb::file::Kind::Wdl => "win/draw/loss",
            egdb::file::Kind::Distances(_) => "distances",
        };
        println!(
            "{:<10} {} pieces {n:>11} positions {:>10} bytes {:.4} bytes/position  {kind}",
            f.index.material.name(),
            f.index.material.pieces(),
            f.bytes,
            f.bytes as f64 / n.max(1) as f64
        );
    }
    let distances = match db.distance_pieces() {
        0 => String::new(),
        d => format!(", distances up to {d}"),
    };
    println!(
        "{} slices, complete up to {} pieces{distances}, {positions} positions stored, {bytes} bytes",
        db.slices().len(),
        db.max_pieces()
    );
    Ok(())
}

/// `dama egdb verify`: every slice up to `pieces`, against the forward solver.
fn check<R: RuleSet>(pieces: u32, dir: PathBuf) -> Result<()> {
    let db = open::<R>(&dir)?;
    let mut bad = 0u64;
    for m in egdb::plan(pieces) {
        let started = Instant::now();
        let r = verify::cross_check(&db, &[m]);
        println!(
            "{:<10} {:>10} positions ({} with distances) {} missing {} mismatches {:.1} s",
            m.name(),
            r.positions,
            r.distances,
            r.missing,
            r.mismatches,
            started.elapsed().as_secs_f64()
        );
        for e in &r.examples {
            println!("  {e}");
        }
        debug_assert_eq!(r.positions, SliceIndex::<R>::new(m).len());
        bad += r.missing + r.mismatches;
    }
    if bad > 0 {
        anyhow::bail!("{bad} positions missing or in disagreement");
    }
    println!("every position agrees (values, and the distances where stored)");
    Ok(())
}

/// `dama egdb verify --every K`: every K-th position of each slice up to `pieces`,
/// against the values its moves reach ([`egdb::consistency`]).
fn check_local<R: RuleSet>(pieces: u32, every: u64, dir: PathBuf) -> Result<()> {
    let db = open::<R>(&dir)?;
    let (mut bad, mut checked) = (0u64, 0u64);
    for m in egdb::plan(pieces) {
        let started = Instant::now();
        let r = consistency::check_slice(&db, m, every, 0);
        println!(
            "{:<10} {:>10} positions checked ({} of a move-limit class skipped) {} missing {} mismatches {:.1} s",
            m.name(),
            r.checked,
            r.limited,
            r.missing,
            r.mismatches,
            started.elapsed().as_secs_f64()
        );
        for e in &r.examples {
            println!("  {e}");
        }
        bad += r.missing + r.mismatches;
        checked += r.checked;
    }
    if bad > 0 {
        anyhow::bail!("{bad} positions missing or in disagreement with their moves");
    }
    println!(
        "every position checked ({checked}, one in {every} of each slice) holds the value its moves give"
    );
    Ok(())
}

/// Game `R`'s databases in the default folder, if any (quietly none otherwise).
pub fn load_default<R: RuleSet>() -> Option<Egdb<R>> {
    let dir = egdb::default_dir::<R>().ok()?;
    if !dir.is_dir() {
        return None;
    }
    let db = open::<R>(&dir).ok()?;
    (db.max_pieces() >= 2).then_some(db)
}

/// The databases `dama match --egdb [DIR]` adjudicates with; a folder without them says
/// so on standard error and the match goes on without adjudication. A DIR holding the
/// game's subfolder (the layout of the default folder: `DIR/english/…`) is read there.
pub fn load_for_match<R: RuleSet>(dir: Option<PathBuf>) -> Option<Egdb<R>> {
    let dir = match dir.map_or_else(egdb::default_dir::<R>, Ok) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("dama: {e}: games are not adjudicated by the endgame databases");
            return None;
        }
    };
    let first = open::<R>(&dir);
    let sub = dir.join(R::NAME);
    if !matches!(&first, Ok(db) if db.max_pieces() >= 2)
        && sub.is_dir()
        && let Ok(db) = open::<R>(&sub)
        && db.max_pieces() >= 2
    {
        eprintln!(
            "dama: the {} endgame databases are read from {}",
            R::NAME,
            sub.display()
        );
        return Some(db);
    }
    match first {
        Ok(db) if db.max_pieces() >= 2 => Some(db),
        Ok(_) => {
            eprintln!(
                "dama: no complete {} endgame databases in {}: games are not adjudicated by them (build them with `dama egdb build --game {}`)",
                R::NAME,
                dir.display(),
                R::NAME
            );
            None
        }
        Err(e) => {
            eprintln!("dama: {e}: games are not adjudicated by the endgame databases");
            None
        }
    }
}

/// `dama analyze` for game `R`: a position the databases cover is searched among the
/// moves that keep its value; the search runs with the databases as its oracle.
pub fn analyze<R: RuleSet>(
    fen: Option<&str>,
    limit: super::engine::AnalyzeLimit,
    settings: &super::engine::AnalyzeSettings,
) -> Result<()> {
    let db = load_default::<R>();
    let root: Board<R> = super::tools::position(fen)?;
    let mut only = None;
    if let Some(db) = &db
        && let Some((value, keep)) = db.keeping_moves(&root)
        && !keep.is_empty()
    {
        let value = match db.probe(&root) {
            Some(p) => describe(&p),
            None => word(value).to_string(),
        };
        println!(
            "info depth 0 egdb {value}; searching {} of {} moves",
            keep.len(),
            root.legal_moves().len()
        );
        only = Some(keep);
    }
    let oracle = db.as_ref().map(|db| db.oracle(&root, dama::engine::MATE));
    let oracle_ref: Option<dama::engine::Oracle<'_, Board<R>>> = oracle
        .as_ref()
        .map(|o| o as &(dyn Fn(&Board<R>, usize) -> Option<i32> + Sync));
    super::engine::analyze::<Board<R>>(fen, limit, settings, oracle_ref, only.as_deref())
}

/// Whether `game` is one of the variants these databases serve.
pub fn has_databases(game: GameArg) -> bool {
    matches!(
        game,
        GameArg::English | GameArg::Brazilian | GameArg::International
    )
}

/// [`analyze`] for the game of `--game` (one that [`has_databases`]).
pub fn analyze_game(
    game: GameArg,
    fen: Option<&str>,
    limit: super::engine::AnalyzeLimit,
    settings: &super::engine::AnalyzeSettings,
) -> Result<()> {
    with_rules!(game, R => analyze::<R>(fen, limit, settings))
}

/// `dama match --egdb [DIR]` for game `R`: a game reaching a covered position (no capture
/// pending; not a win of a limited FMJD class) ends with the database's result.
fn match_with<R: RuleSet>(
    dir: Option<PathBuf>,
    opts: &super::match_play::MatchOptions,
) -> Result<()> {
    let Some(db) = load_for_match::<R>(dir) else {
        return super::match_play::run::<Board<R>>(opts, None);
    };
    let adjudicate = |pos: &Board<R>, _quiet: usize| {
        let mover = pos.to_move();
        let other = dama::core::Seat(1 - mover.0.min(1));
        Some(match db.adjudicate(pos)? {
            Wdl::Win => Some(mover),
            Wdl::Loss => Some(other),
            Wdl::Draw => None,
        })
    };
    super::match_play::run::<Board<R>>(opts, Some(&adjudicate))
}

/// [`match_with`] for the game of `--game` (one that [`has_databases`]).
pub fn run_match(
    game: GameArg,
    dir: Option<PathBuf>,
    opts: &super::match_play::MatchOptions,
) -> Result<()> {
    with_rules!(game, R => match_with::<R>(dir, opts))
}
