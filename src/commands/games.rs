//! The saved-game commands: `dama saves`, `dama export`, `dama import`.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use dama::core::text::escape_controls;
use dama::game::save::{self, SaveSummary};
use dama::games::AnyGame;

use crate::cli::GameArg;

/// A save named on the command line: an existing path as given, else a name in the save
/// directory (`opening` is `<save dir>/opening.json`).
/// An entry that exists, even a broken or looping link, is the file meant: reading it
/// then says what is wrong with it.
pub fn find(name: &str) -> anyhow::Result<PathBuf> {
    let given = Path::new(name);
    if fs::symlink_metadata(given).is_ok() {
        return Ok(given.to_path_buf());
    }
    let path = save::resolve(name);
    if fs::symlink_metadata(&path).is_err() {
        return Err(NotFound {
            name: name.to_string(),
            looked: path,
        }
        .into());
    }
    Ok(path)
}

/// A save name that names no file (exit status 2, like any bad input).
#[derive(Debug, thiserror::Error)]
#[error("no saved game \"{name}\" (looked for {}); `dama saves` lists the saved games", looked.display())]
pub struct NotFound {
    pub name: String,
    pub looked: PathBuf,
}

/// An import over a save of another game (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0} (give another name with -o NAME, or --force)")]
pub struct Taken(pub save::SaveError);

/// A folder to list that is not there (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{} is not a folder", .0.display())]
pub struct NoFolder(pub PathBuf);

/// `dama saves`: one line per saved game, most recent first.
pub fn saves(dir: Option<PathBuf>) -> anyhow::Result<()> {
    let given = dir.is_some();
    let dir = dir.unwrap_or_else(save::save_dir);
    // The save folder may not exist yet (no game saved); a folder asked for must.
    if given && !dir.is_dir() {
        return Err(NoFolder(dir).into());
    }
    let (games, problems) = dama::games::scan(&dir);
    let mut out = io::stdout().lock();
    if games.is_empty() {
        let dir = dir.display().to_string();
        writeln!(out, "No saved games in {}.", escape_controls(&dir))?;
    } else {
        let dir = dir.display().to_string();
        writeln!(out, "Saved games in {}:", escape_controls(&dir))?;
        write!(out, "{}", table(&games))?;
    }
    for problem in problems {
        let problem = problem.to_string();
        eprintln!("dama: skipped {}", escape_controls(&problem));
    }
    Ok(())
}

/// The listing as aligned columns, dates in UTC.
pub fn table(games: &[SaveSummary]) -> String {
    let mut rows = vec![[
        "NAME".to_string(),
        "UPDATED (UTC)".to_string(),
        "WHITE".to_string(),
        "BLACK".to_string(),
        "MOVES".to_string(),
        "STATUS".to_string(),
    ]];
    for g in games {
        let u = g.updated;
        rows.push([
            escape_controls(&g.name).into_owned(),
            format!(
                "{:04}-{:02}-{:02} {:02}:{:02}",
                u.year(),
                u8::from(u.month()),
                u.day(),
                u.hour(),
                u.minute()
            ),
            player(g, 0),
            player(g, 1),
            g.moves.to_string(),
            g.status(),
        ]);
    }
    let mut widths = [0; 6];
    for row in &rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut text = String::new();
    for row in rows {
        let mut line = String::new();
        for (i, cell) in row.iter().enumerate() {
            if i == 4 {
                line.push_str(&format!("{cell:>w$}  ", w = widths[i]));
            } else if i == 5 {
                line.push_str(cell);
            } else {
                line.push_str(&format!("{cell:<w$}  ", w = widths[i]));
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

fn player(g: &SaveSummary, seat: usize) -> String {
    g.players.get(seat).map_or(String::new(), |p| {
        escape_controls(&p.to_string()).into_owned()
    })
}

/// `dama export FILE [--pdn | --json]`: the game as PDN (or as a JSON save) on stdout.
pub fn export(name: &str, json: bool, variant: Option<GameArg>) -> anyhow::Result<()> {
    let path = find(name)?;
    let game = load(&path, variant, 1)?;
    let text = if json {
        game.to_json(save::now())
    } else {
        game.pdn().with_context(|| {
            format!(
                "{} is a game of {}, which has no PDN: its games are kept as dama saves \
                 (dama export {name} --json prints the save)",
                path.display(),
                game.variant()
            )
        })?
    };
    io::stdout().lock().write_all(text.as_bytes())?;
    Ok(())
}

/// `dama import FILE.pdn [--game N] [-o NAME] [--force]`: saves game N of a PDN file.
pub fn import(
    file: &Path,
    n: usize,
    variant: Option<GameArg>,
    output: Option<&str>,
    force: bool,
) -> anyhow::Result<()> {
    let game = load(file, variant, n)?;
    let name = match output {
        Some(name) => name.to_string(),
        None => {
            let stem = file
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .context("the PDN file has no name to name the save after: give -o NAME")?;
            if n > 1 { format!("{stem}-{n}") } else { stem }
        }
    };
    let target = save::resolve(&name);
    // Importing the same game again updates its save rather than being refused.
    let again = dama::games::load(&target).is_ok_and(|old| match (old.pdn(), game.pdn()) {
        (Some(a), Some(b)) => same_game(&a, &b),
        _ => false,
    });
    let written = game.save(&target, force || again).map_err(|e| match e {
        save::SaveError::Exists { .. } => anyhow::Error::from(Taken(e)),
        other => anyhow::Error::from(other),
    })?;
    let status = game.status();
    let said = format!(
        "Saved game {n} of {} as {} ({} moves, {status}).",
        file.display(),
        written.display(),
        game.moves_played()
    );
    println!("{}", escape_controls(&said));
    Ok(())
}

/// Whether two PDN texts are the same game: the same tags, moves and result; only the
/// date, which an import without a `Date` tag takes from the day of the import, may differ.
fn same_game(a: &str, b: &str) -> bool {
    let body = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with("[Date "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    body(a) == body(b)
}

/// Loads a save or game `n` of a PDN file. A save names its own game (asking for another
/// variant is refused); a PDN game without a `GameType` tag is read as `variant`.
pub(crate) fn load(path: &Path, variant: Option<GameArg>, n: usize) -> anyhow::Result<AnyGame> {
    let text = save::read_game_file(path)?;
    let pdn = save::is_pdn_file(path, &text)?;
    let game = match variant {
        None if pdn => AnyGame::from_pdn(&text, n, path)?,
        None => AnyGame::from_json(&save::header(&text, path)?, &text, path)?,
        Some(v) => crate::commands::with_draughts!(v, G => {
            let record: dama::game::Record<G> = if pdn {
                save::pdn_game::<G>(&text, n, path)?
            } else {
                save::from_json::<G>(&text, path)?.0
            };
            AnyGame::from(record)
        }, anyhow::bail!("Dameta has no PDN: its games are kept only as dama saves")),
    };
    Ok(game)
}
