//! `dama book build | stats | probe`: the opening books (Italian, English, Brazilian,
//! International) from the command line, one generic implementation for every game
//! ([`Game`] says where each game's book lives). The build shows a progress line with
//! the time left (redrawn on a terminal, a line every ten seconds otherwise).

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use dama::draughts::book::build::{self, Budget, Event, Options};
use dama::draughts::book::{self as books, BookError, BookGame, format};
use dama::draughts::italian::book;
use dama::draughts::{Board, RuleSet, brazilian, english, international, italian};
use dama::engine::format_score;
use dama::lang::{Lang, Localize};

use super::tools::BadInput;
use crate::cli::{BookCommand, BookGameArg};

type Book<G> = books::Book<G>;
type Loaded<G> = Result<Option<Book<G>>, BookError>;

/// Where a game's book lives: the book it plays with, the variable that changes it,
/// and the positions of its `dama bench` (which name the engine that builds).
struct Game<G: BookGame> {
    status: fn() -> Option<&'static Loaded<G>>,
    env: String,
    bench: (&'static [&'static str], u32),
}

fn italian_game() -> Game<italian::Position> {
    use super::engine::ITALIAN_BENCH;
    Game {
        status: || Some(book::status()),
        env: book::ENV.to_string(),
        bench: (&ITALIAN_BENCH.0, ITALIAN_BENCH.1),
    }
}

fn variant_game<R: RuleSet>(bench: (&'static [&'static str], u32)) -> Game<Board<R>> {
    Game {
        status: books::status::<R>,
        env: books::env_name::<R>(),
        bench,
    }
}

/// Runs `$f::<G>(game, …)` for the game `$arg` names.
macro_rules! for_game {
    ($arg:expr, $f:ident ( $($a:expr),* )) => {{
        use super::engine::{BRAZILIAN_BENCH, ENGLISH_BENCH, INTERNATIONAL_BENCH};
        match $arg {
            BookGameArg::Italian => $f(&italian_game(), $($a),*),
            BookGameArg::English => $f(
                &variant_game::<english::English>((&ENGLISH_BENCH.0, ENGLISH_BENCH.1)),
                $($a),*
            ),
            BookGameArg::Brazilian => $f(
                &variant_game::<brazilian::Brazilian>((&BRAZILIAN_BENCH.0, BRAZILIAN_BENCH.1)),
                $($a),*
            ),
            BookGameArg::International => $f(
                &variant_game::<international::International>((
                    &INTERNATIONAL_BENCH.0,
                    INTERNATIONAL_BENCH.1,
                )),
                $($a),*
            ),
        }
    }};
}

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
            game,
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
                engine: String::new(),
            };
            let out = out.unwrap_or_else(|| {
                format!("crates/dama-draughts/assets/book-{}.bin", game.name()).into()
            });
            for_game!(game, build_book(opts, &out))
        }
        BookCommand::Stats { game, file } => for_game!(game, stats(file.as_deref())),
        BookCommand::Probe { fen, game, file } => {
            for_game!(game, probe(fen.as_deref(), file.as_deref()))
        }
    }
}

/// Which engine builds: the program's version and the game's `dama bench` node total
/// (which changes with the search or the evaluation).
fn engine_id<G: BookGame>(game: &Game<G>) -> String {
    let (positions, depth) = game.bench;
    let (lines, _) = dama::engine::bench::run_positions::<G>(positions, depth, 1);
    let total: u64 = lines.iter().map(|l| l.report.nodes).sum();
    format!("dama {}, bench {total}", env!("CARGO_PKG_VERSION"))
}

fn clock(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

fn build_book<G: BookGame>(game: &Game<G>, mut opts: Options, out_path: &Path) -> Result<()> {
    opts.engine = engine_id(game);
    let opts = &opts;
    let partial = out_path.with_extension("partial");
    let tty = std::io::stdout().is_terminal();
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "building the {} opening book: {} ({}, engine {})",
        G::VARIANT,
        opts.command_for::<G>(),
        super::threads_text(opts.threads),
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
    let built = build::build::<G>(opts, &partial, &mut on_event).map_err(BadBookFile::from)?;
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
fn open<G: BookGame>(game: &Game<G>, file: Option<&Path>) -> Result<(Book<G>, String)> {
    if let Some(path) = file {
        let book = Book::read(path).map_err(BadBookFile::from)?;
        return Ok((book, path.display().to_string()));
    }
    let off = |var: &str| {
        BadBookFile(format!(
            "{var}=off: no opening book (unset it to use the built-in one)"
        ))
    };
    match (game.status)() {
        Some(Ok(Some(b))) => Ok((b.clone(), which_default(game))),
        Some(Ok(None)) if env_is_off(book::ENV) => Err(off(book::ENV).into()),
        Some(Ok(None)) if env_is_off(&game.env) => Err(off(&game.env).into()),
        Some(Ok(None)) | None => Err(BadBookFile(format!(
            "no {} opening book is built into this program: build one with `dama book build --game {}`",
            G::VARIANT,
            G::VARIANT
        ))
        .into()),
        Some(Err(e)) => Err(BadBookFile::from(e).into()),
    }
}

fn env_is_off(var: &str) -> bool {
    std::env::var_os(var).is_some_and(|v| v == "off")
}

fn which_default<G: BookGame>(game: &Game<G>) -> String {
    match std::env::var_os(&game.env).filter(|v| !v.is_empty()) {
        Some(v) => PathBuf::from(v).display().to_string(),
        None => format!(
            "the built-in book (crates/dama-draughts/assets/book-{}.bin)",
            G::VARIANT
        ),
    }
}

fn stats<G: BookGame>(game: &Game<G>, file: Option<&Path>) -> Result<()> {
    let (book, name) = open(game, file)?;
    let walk = book.walk();
    let size = book.to_bytes().len();
    let mut out = std::io::stdout().lock();
    writeln!(out, "book {name}")?;
    writeln!(out, "game {}", G::VARIANT)?;
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
        G::KEY_SCHEME
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

fn probe<G: BookGame>(game: &Game<G>, fen: Option<&str>, file: Option<&Path>) -> Result<()> {
    let pos = match fen {
        None => G::start(),
        Some(text) => G::parse_position(text).map_err(|e| BadInput {
            game: G::VARIANT,
            reason: e.to_string(),
        })?,
    };
    let (book, _) = open(game, file)?;
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
            pos.move_text(&m.mv),
            format_score(m.score),
            m.depth
        )?;
    }
    Ok(())
}

/// The opening book for `dama analyze --book` and the Hub server: the one the program
/// plays with; when it cannot be used, says why on standard error and plays on without.
pub fn book_or_warn() -> Option<&'static book::Book> {
    if let Err(e) = book::status() {
        eprintln!("dama: {}", dama::lang::without_book(Lang::from_env(), e));
    }
    book::shipped()
}

/// For `dama analyze --book`: says on standard error why `game`'s book cannot be used,
/// if it cannot (the analysis goes on without it).
pub fn warn_if_unusable(game: crate::cli::GameArg) {
    use crate::cli::GameArg;
    let error = match game {
        GameArg::Italian => book::status().as_ref().err(),
        GameArg::English => books::status::<english::English>().and_then(|s| s.as_ref().err()),
        GameArg::Brazilian => {
            books::status::<brazilian::Brazilian>().and_then(|s| s.as_ref().err())
        }
        GameArg::International => {
            books::status::<international::International>().and_then(|s| s.as_ref().err())
        }
        GameArg::Dameta | GameArg::Damhex => None,
    };
    if let Some(e) = error {
        eprintln!("dama: {}", dama::lang::without_book(Lang::from_env(), e));
    }
}
