//! `dama annotate FILE`: every move of a game (a save or a PDN game) searched and judged;
//! the game written back as PDN with each move's evaluation and, for each mistake, its
//! mark and the better move with its line, and each player's accuracy at the top
//! (`dama::study`). The positions are searched by `dama`'s own search, or with `--engine
//! CMD` by an outside Hub engine (`dama::protocol::analyst`), the same analysis. A
//! progress bar on standard error when it is a terminal, a summary line per game in any
//! case.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::Context;
use dama::draughts::Draughts;
use dama::draughts::Variant;
use dama::draughts::egdb::GameDatabases;
use dama::draughts::italian::{self, egdb::Egdb};
use dama::game::save;
use dama::game::{Formats, Record, pdn};
use dama::games::AnyGame;
use dama::protocol::analyst::HubAnalyst;
use dama::study::{self, Analysis, Analyst, Exact, Halt, Limit, OwnSearch, Settings};

use crate::cli::GameArg;

/// What `dama annotate` was asked for.
pub struct AnnotateArgs {
    pub file: PathBuf,
    pub game: Option<GameArg>,
    /// Game number (from 1); `None` with `all` or for the first.
    pub number: Option<u64>,
    pub all: bool,
    pub limit: Limit,
    pub hash_mib: usize,
    pub output: Option<PathBuf>,
    /// An outside Hub engine's command, to search instead of `dama`.
    pub engine: Option<String>,
    /// The settings file's analysis engine, used for the draughts games when `engine`
    /// is not given ([`settings_engine`]).
    pub settings_engine: Option<String>,
}

/// The settings file's analysis engine (the settings page's "Analysis engine"), for
/// `dama annotate` without `--engine`. A settings file that cannot be read is said on
/// standard error and left out.
pub fn settings_engine() -> Option<String> {
    let path = dama::config::path()?;
    match dama::config::Config::load(&path) {
        Ok(c) => c.analysis_engine.filter(|c| !c.trim().is_empty()),
        Err(e) => {
            eprintln!("dama: {e} (its analysis engine is left out)");
            None
        }
    }
}

/// Input `dama annotate` cannot analyse (exit status 2): the message says which file,
/// which game and what is wrong.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadAnnotateInput(pub String);

/// The Italian endgame databases as exact values for the analysis.
struct Databases(Egdb);

impl Exact<italian::Position> for Databases {
    fn value(
        &self,
        root: &italian::Position,
        pos: &italian::Position,
        counter: usize,
    ) -> Option<i32> {
        self.0.oracle(root, dama::engine::MATE)(pos, counter)
    }
}

/// The English, Brazilian and International databases (their default folders), each
/// opened at the first game of its variant.
#[derive(Default)]
struct VariantDatabases {
    opened: [std::sync::OnceLock<Option<GameDatabases>>; 3],
}

impl VariantDatabases {
    fn exact<G: dama::core::Rules>(&self, kind: Variant) -> Option<&dyn Exact<G>> {
        let slot = match kind {
            Variant::English => 0,
            Variant::Brazilian => 1,
            _ => 2,
        };
        let db = self.opened[slot].get_or_init(|| GameDatabases::open_default(kind));
        db.as_ref().map(|d| d as &dyn Exact<G>)
    }
}

/// `dama annotate`.
pub fn annotate(args: &AnnotateArgs) -> anyhow::Result<()> {
    // A save's name (`opening`) is a file of the save folder, as for `dama export`.
    let file = super::games::find(&args.file.to_string_lossy())?;
    let games = load_games(args, &file)?;
    let databases = super::egdb::load_default().map(Databases);
    let variants = VariantDatabases::default();
    let mut text = String::new();
    let count = games.len();
    for (n, game) in games {
        let label = if count > 1 || n > 1 {
            format!("game {n} of {}", file.display())
        } else {
            file.display().to_string()
        };
        let annotated = match game {
            AnyGame::Italian(r) => run_draughts(
                r,
                args,
                &label,
                databases
                    .as_ref()
                    .map(|d| d as &dyn Exact<italian::Position>),
            ),
            AnyGame::English(r) => run_draughts(r, args, &label, variants.exact(Variant::English)),
            AnyGame::Brazilian(r) => {
                run_draughts(r, args, &label, variants.exact(Variant::Brazilian))
            }
            AnyGame::International(r) => {
                run_draughts(r, args, &label, variants.exact(Variant::International))
            }
            AnyGame::Dameta(r) => {
                if args.engine.is_some() {
                    return Err(BadAnnotateInput(format!(
                        "{}: the Hub protocol has no Dameta, so no outside engine can analyse \
                         it (leave out --engine to analyse it with dama)",
                        file.display()
                    ))
                    .into());
                }
                let mut own = OwnSearch::new(&settings(args), None);
                run(r, args, &label, &mut own, "dama")
            }
            AnyGame::Damhex(_) => return Err(three_players(&file).into()),
        }?;
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&annotated);
    }
    match &args.output {
        Some(path) => std::fs::write(path, &text)
            .with_context(|| format!("cannot write {}", path.display()))?,
        None => io::stdout().lock().write_all(text.as_bytes())?,
    }
    Ok(())
}

fn three_players(path: &Path) -> BadAnnotateInput {
    BadAnnotateInput(format!(
        "{} is a game of DamHex^3: with three players a position has no single score for \
         one side against the other, so no move can be judged against the engine's \
         choice; analysis is for the two-player games (docs/analysis.md)",
        path.display()
    ))
}

/// The games asked for, with their numbers.
fn load_games(args: &AnnotateArgs, path: &Path) -> anyhow::Result<Vec<(usize, AnyGame)>> {
    let text = save::read_game_file(path)?;
    let is_pdn = save::is_pdn_file(path, &text)?;
    if !is_pdn {
        if args.number.is_some_and(|n| n > 1) {
            return Err(BadAnnotateInput(format!(
                "{} is a dama save, which holds one game: there is no game {}",
                path.display(),
                args.number.unwrap_or(1)
            ))
            .into());
        }
        return Ok(vec![(1, super::games::load(path, args.game, 1)?)]);
    }
    let count = pdn::count_games(&text).map_err(|error| save::SaveError::Pdn {
        path: path.into(),
        error,
    })?;
    let numbers: Vec<usize> = if args.all {
        (1..=count).collect()
    } else {
        vec![args.number.unwrap_or(1) as usize]
    };
    let mut games = Vec::new();
    for n in numbers {
        let game = super::games::load(path, args.game, n).map_err(|e| {
            if count > 1 {
                BadAnnotateInput(format!("game {n} of {e:#}"))
            } else {
                BadAnnotateInput(format!("{e:#}"))
            }
        })?;
        games.push((n, game));
    }
    if games.is_empty() {
        return Err(save::SaveError::Pdn {
            path: path.into(),
            error: pdn::PdnError::NoGames,
        }
        .into());
    }
    Ok(games)
}

/// How `dama`'s own search analyses.
fn settings(args: &AnnotateArgs) -> Settings {
    Settings {
        limit: args.limit,
        hash_mib: args.hash_mib,
    }
}

/// Analyses one draughts game with `dama` (and the databases `exact`) or the outside
/// engine asked for.
fn run_draughts<G: Draughts + dama::core::Evaluate + Formats>(
    record: Record<G>,
    args: &AnnotateArgs,
    label: &str,
    exact: Option<&dyn Exact<G>>,
) -> anyhow::Result<String> {
    match args.engine.as_ref().or(args.settings_engine.as_ref()) {
        Some(command) => {
            let mut hub = HubAnalyst::<G>::start(command, args.limit, dama::lang::Lang::En)
                .map_err(anyhow::Error::msg)?;
            let name = hub.name().to_string();
            run(record, args, label, &mut hub, &name)
        }
        None => {
            let mut own = OwnSearch::new(&settings(args), exact);
            run(record, args, label, &mut own, "dama")
        }
    }
}

/// Analyses one game with `analyst` (named `name`) and returns its annotated text.
fn run<G: dama::core::Rules + Formats>(
    mut record: Record<G>,
    args: &AnnotateArgs,
    label: &str,
    analyst: &mut dyn Analyst<G>,
    name: &str,
) -> anyhow::Result<String> {
    while record.redo() {}
    let stop = AtomicBool::new(false);
    let bar = io::stderr().is_terminal();
    let began = Instant::now();
    let mut progress = |done: usize, total: usize| {
        if bar {
            eprint!("\r{}", progress_bar(label, done, total));
        }
    };
    let analysis = study::analyse_with(
        record.start(),
        record.played(),
        analyst,
        &stop,
        &mut progress,
    );
    if bar {
        eprintln!();
    }
    let analysis = match analysis {
        Ok(a) => a,
        Err(Halt::Failed(why)) => anyhow::bail!("{label}: {why}"),
        Err(Halt::Stopped) => anyhow::bail!("{label}: the analysis stopped"),
    };
    eprintln!(
        "dama: {}",
        summary::<G>(label, &analysis, began.elapsed(), args.limit)
    );
    Ok(study::annotated::write(
        &record,
        &analysis,
        &annotator(name, args.limit),
    ))
}

/// `dama depth 12`, `Scan 3.1 1.5 s a move`.
fn annotator(name: &str, limit: Limit) -> String {
    match limit {
        Limit::Depth(d) => format!("{name} depth {d}"),
        Limit::MoveTime(t) => format!("{name} {} s a move", t.as_secs_f64()),
    }
}

/// `game 1 of a.pdn [########------------]  24/61`.
fn progress_bar(label: &str, done: usize, total: usize) -> String {
    const WIDTH: usize = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH);
    format!(
        "{label} [{}{}] {done:>3}/{total}",
        "#".repeat(filled),
        "-".repeat(WIDTH - filled)
    )
}

/// `a.pdn: 44 moves at depth 6 in 0.8 s: 1 ??, 2 ?, 0 ?!; Accuracy: White 91.2% …`.
fn summary<G: dama::core::Rules>(
    label: &str,
    analysis: &Analysis<G::Move>,
    time: Duration,
    limit: Limit,
) -> String {
    let count = |m| analysis.notes.iter().filter(|n| n.mark == Some(m)).count();
    let how = match limit {
        Limit::Depth(d) => format!("at depth {d}"),
        Limit::MoveTime(t) => format!("at {} s a position", t.as_secs_f64()),
    };
    format!(
        "{label}: {} moves {how} in {:.1} s: {} ??, {} ?, {} ?!; {}",
        analysis.notes.len(),
        time.as_secs_f64(),
        count(study::Mark::Blunder),
        count(study::Mark::Mistake),
        count(study::Mark::Inaccuracy),
        study::annotated::accuracy_text::<G>(analysis)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bar_fills() {
        assert_eq!(
            progress_bar("g", 15, 30),
            format!("g [{}{}]  15/30", "#".repeat(15), "-".repeat(15))
        );
        assert_eq!(annotator("dama", Limit::Depth(6)), "dama depth 6");
    }
}
