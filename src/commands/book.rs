//! `dama book build | stats | probe`: the Italian opening book from the command line.
//! The build shows a progress line with the time left (redrawn on a terminal, a line
//! every ten seconds otherwise).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use dama::draughts::italian::Position;
use dama::draughts::italian::book::build::{self, Budget, Event, Options};
use dama::draughts::italian::book::{self, Book, BookError, format};
use dama::engine::format_score;
use dama::lang::{Lang, Localize};

use super::tools::BadInput;
use crate::cli::BookCommand;

/// A book file that cannot be used, or a partial build that cannot be resumed: exit
/// status 2, the message in the player's language.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadBookFile(String);

impl From<&BookError> for BadBookFile {
    fn from(e: &BookError) -> Self {
        BadBookFile(e.localize(Lang::from_env()))
    }
}

impl From<BookError> for BadBookFile {
    fn from(e: BookError) -> Self {
        BadBookFile::from(&e)
    }
}

pub fn run(c: BookCommand) -> Result<()> {
    match c {
        BookCommand::Build {
            plies,
            nodes,
            movetime,
            expansions,
            ply_cost,
            batch,
            threads,
            out,
        } => {
            let threads = threads.map_or_else(
                || std::thread::available_parallelism().map_or(1, |n| n.get()),
                |t| t as usize,
            );
            let opts = Options {
                plies,
                budget: movetime.map_or(Budget::Nodes(nodes), Budget::Millis),
                expansions,
                ply_cost,
                batch: batch as usize,
                threads,
                engine: engine_id(),
            };
            build_book(&opts, &out)
        }
        BookCommand::Stats { file } => stats(file.as_deref()),
        BookCommand::Probe { fen, file } => probe(fen.as_deref(), file.as_deref()),
    }
}

/// Which engine builds: the program's version and its `dama bench` node total (which
/// changes with the search or the evaluation).
fn engine_id() -> String {
    use super::engine::ITALIAN_BENCH;
    let (lines, _) =
        dama::engine::bench::run_positions::<Position>(&ITALIAN_BENCH.0, ITALIAN_BENCH.1, 1);
    let total: u64 = lines.iter().map(|l| l.report.nodes).sum();
    format!("dama {}, bench {total}", env!("CARGO_PKG_VERSION"))
}

fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn build_book(opts: &Options, out_path: &Path) -> Result<()> {
    let partial = out_path.with_extension("partial");
    let tty = std::io::stdout().is_terminal();
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "building the Italian opening book: {} ({} threads, engine {})",
        opts.command(),
        opts.threads,
        opts.engine
    )?;
    writeln!(
        out,
        "partial results go to {} (an interrupted build resumes from it)",
        partial.display()
    )?;
    let started = Instant::now();
    let mut last_draw = Instant::now();
    let mut result = Ok(());
    let mut on_event = |e: Event| {
        let r = match e {
            Event::Resumed { searches } if searches > 0 => {
                writeln!(out, "resuming: {searches} searches already done")
            }
            Event::Resumed { .. } => Ok(()),
            Event::Searched {
                fresh,
                left,
                expanded,
                positions,
            } => {
                let now = Instant::now();
                let every = Duration::from_millis(if tty { 250 } else { 10_000 });
                if now.duration_since(last_draw) < every && left > 0 {
                    return;
                }
                last_draw = now;
                let spent = started.elapsed();
                let time_left = spent.mul_f64(left as f64 / fresh.max(1) as f64);
                let line = format!(
                    "searches {fresh} done, about {left} left; expanded {expanded}/{}; book positions {positions}; elapsed {}, left {}",
                    opts.expansions,
                    clock(spent),
                    clock(time_left)
                );
                if tty {
                    write!(out, "\r\x1b[K{line}").and_then(|_| out.flush())
                } else {
                    writeln!(out, "{line}")
                }
            }
        };
        if let Err(e) = r {
            result = Err(e);
        }
    };
    let built = build::build(opts, &partial, &mut on_event).map_err(BadBookFile::from)?;
    result?;
    let bytes = built.book.to_bytes();
    let tmp = out_path.with_extension("tmp");
    std::fs::write(&tmp, &bytes).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, out_path)
        .with_context(|| format!("cannot write {}", out_path.display()))?;
    std::fs::remove_file(&partial)
        .with_context(|| format!("cannot remove {}", partial.display()))?;
    let walk = built.book.walk();
    writeln!(
        out,
        "{}done in {}: {} positions, {} moves, depth {} plies, {} bytes, {} searches of {} nodes in all; written to {}",
        if tty { "\r\x1b[K" } else { "" },
        clock(started.elapsed()),
        built.book.len(),
        built.book.move_count(),
        walk.depth,
        bytes.len(),
        built.searches,
        built.nodes,
        out_path.display()
    )?;
    Ok(())
}

/// The book a command reads: `file`, else the one the program plays with.
fn open(file: Option<&Path>) -> Result<(Book, String)> {
    match file {
        Some(path) => Ok((
            Book::read(path).map_err(BadBookFile::from)?,
            path.display().to_string(),
        )),
        None => match book::status() {
            Ok(Some(b)) => Ok((b.clone(), which_default())),
            Ok(None) => Err(BadBookFile(format!(
                "{}=off: no opening book (unset it to use the built-in one)",
                book::ENV
            ))
            .into()),
            Err(e) => Err(BadBookFile::from(e).into()),
        },
    }
}

fn which_default() -> String {
    match std::env::var_os(book::ENV).filter(|v| !v.is_empty()) {
        Some(v) => PathBuf::from(v).display().to_string(),
        None => "the built-in book (assets/book-italian.bin)".to_string(),
    }
}

fn stats(file: Option<&Path>) -> Result<()> {
    let (book, name) = open(file)?;
    let walk = book.walk();
    let size = book.to_bytes().len();
    let mut out = std::io::stdout().lock();
    writeln!(out, "book {name}")?;
    writeln!(out, "positions {}", book.len())?;
    writeln!(out, "moves {}", book.move_count())?;
    writeln!(
        out,
        "depth {} plies (the deepest book position)",
        walk.depth
    )?;
    let per_ply: Vec<String> = walk.per_ply.iter().map(|n| n.to_string()).collect();
    writeln!(out, "positions by ply {}", per_ply.join(" "))?;
    writeln!(
        out,
        "size {size} bytes ({:.1} bytes a position)",
        size as f64 / book.len().max(1) as f64
    )?;
    writeln!(
        out,
        "format version {}, key scheme {}",
        format::VERSION,
        format::KEY_SCHEME
    )?;
    writeln!(
        out,
        "reached from the start {} of {} positions, {} moves not legal",
        walk.reached,
        book.len(),
        walk.illegal
    )?;
    for line in book.params().lines() {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

fn probe(fen: Option<&str>, file: Option<&Path>) -> Result<()> {
    let pos: Position = match fen {
        None => Position::start(),
        Some(text) => Position::from_fen(text).map_err(|e| BadInput {
            game: "italian",
            reason: e.to_string(),
        })?,
    };
    let (book, _) = open(file)?;
    let moves = book.probe(&pos);
    let mut out = std::io::stdout().lock();
    if moves.is_empty() {
        writeln!(out, "not in the book")?;
        return Ok(());
    }
    for m in moves {
        writeln!(
            out,
            "{:<12} score {:>8} depth {}",
            m.mv.fid(),
            format_score(m.score),
            m.depth
        )?;
    }
    Ok(())
}

/// The opening book for `dama analyze --book` and the Hub server: the one the program
/// plays with; when it cannot be used, says why on standard error and plays on without.
pub fn book_or_warn() -> Option<&'static Book> {
    if let Err(e) = book::status() {
        eprintln!("dama: {}", dama::lang::without_book(Lang::from_env(), e));
    }
    book::shipped()
}
