//! `dama games FILE.pdn`: the games of a PDN library, one a line (number, White, Black,
//! event, date, result, moves; the game when the file mixes games), a broken game with
//! its error in place of its tags. `--check` reads every game's moves too; `--position`
//! lists the games that reached a position, after its next moves (`explorer.rs`).

use std::io::{self, BufWriter, Write};
use std::path::Path;

use dama::core::Rules;
use dama::lang::library as words;
use dama::lang::{Lang, Localize};
use dama::library::{Column, Library};

use crate::cli::GameArg;

/// A library that cannot be read (exit status 2), in the player's language.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadLibrary(pub String);

/// The widest a text column is printed (longer text is cut with `…`).
const MAX_WIDTH: usize = 24;

/// `dama games FILE.pdn [--game G] [--check] [--position FEN]`.
/// With `position` (a FEN, or `start`): the moves played from that position and the
/// games that reached it instead of the whole list (`explorer.rs`).
pub fn games(
    file: &Path,
    game: Option<GameArg>,
    check: bool,
    position: Option<&str>,
) -> anyhow::Result<()> {
    let lang = Lang::from_env();
    let default = match game {
        Some(g) => variant(g)?,
        None => dama::draughts::italian::Position::VARIANT,
    };
    let mut library = Library::open(file, default).map_err(|e| BadLibrary(e.localize(lang)))?;
    if check {
        library.check_all();
    }
    let out = io::stdout().lock();
    let mut out = BufWriter::new(out);
    if let Some(fen) = position {
        let rows = super::explorer::position(
            &mut out,
            &library,
            game.is_some().then_some(default),
            fen,
            lang,
        )?;
        write_table(&mut out, &library, lang, &rows)?;
        out.flush()?;
        return Ok(());
    }
    let rows: Vec<usize> = (0..library.len()).collect();
    write_table(&mut out, &library, lang, &rows)?;
    out.flush()?;
    let broken = (0..library.len())
        .filter(|&i| library.problem(i).is_some())
        .count();
    if broken > 0 {
        let file = file.display().to_string();
        eprintln!(
            "dama: {}",
            words::broken_count(lang, broken, library.len(), &file)
        );
    }
    Ok(())
}

/// The game a `--game` flag names, if it has PDN.
fn variant(game: GameArg) -> anyhow::Result<&'static str> {
    crate::commands::with_draughts!(game, G => Ok(<G as Rules>::VARIANT),
        Err(crate::commands::damhex::DraughtsOnly.into()))
}

/// Writes the games `rows` (indices, from 0) as aligned columns, a header first, row by
/// row (a file of a million games is never held as one string).
fn write_table(
    out: &mut impl Write,
    library: &Library,
    lang: Lang,
    rows: &[usize],
) -> io::Result<()> {
    let mixed = library.is_mixed();
    let mut widths = [0usize; 7];
    for (w, c) in widths.iter_mut().zip(Column::ALL) {
        *w = words::column(lang, c).chars().count();
    }
    for &i in rows {
        if library.problem(i).is_some() {
            widths[0] = widths[0].max((i + 1).to_string().len());
            continue;
        }
        for (w, c) in widths.iter_mut().zip(Column::ALL) {
            *w = (*w).max(library.cell(i, c).chars().count().min(MAX_WIDTH));
        }
    }
    let mut text = String::new();
    let heads: Vec<String> = Column::ALL
        .iter()
        .map(|&c| words::column(lang, c).to_uppercase())
        .collect();
    let game_head = mixed.then(|| words::game_column(lang).to_uppercase());
    line(&mut text, &widths, &heads, game_head.as_deref());
    for &i in rows {
        if let Some(p) = library.problem(i) {
            let number = (i + 1).to_string();
            let line_no = library.line(i);
            let what = words::render_problem(lang, p);
            // The problem quotes the file's text: its control characters escaped.
            let what = dama::core::text::escape_controls(&what);
            let (line_word, error) = match lang {
                Lang::En => ("line", words::broken(lang)),
                Lang::It => ("riga", words::broken(lang)),
            };
            text.push_str(&format!(
                "{number:>w$}  {error} ({line_word} {line_no}): {what}\n",
                w = widths[0]
            ));
            out.write_all(text.as_bytes())?;
            text.clear();
            continue;
        }
        let cells: Vec<String> = Column::ALL
            .iter()
            .map(|&c| cut(&library.cell(i, c)))
            .collect();
        line(
            &mut text,
            &widths,
            &cells,
            mixed.then(|| library.variant(i).unwrap_or("")),
        );
        out.write_all(text.as_bytes())?;
        text.clear();
    }
    out.write_all(text.as_bytes())
}

fn line(text: &mut String, widths: &[usize; 7], cells: &[String], game: Option<&str>) {
    let mut row = String::new();
    for (k, (cell, w)) in cells.iter().zip(widths).enumerate() {
        let pad = w.saturating_sub(cell.chars().count());
        let right = matches!(Column::ALL[k], Column::Number | Column::Moves);
        if right {
            row.push_str(&" ".repeat(pad));
            row.push_str(cell);
        } else {
            row.push_str(cell);
            row.push_str(&" ".repeat(pad));
        }
        row.push_str("  ");
    }
    if let Some(game) = game {
        row.push_str(game);
    }
    text.push_str(row.trim_end());
    text.push('\n');
}

/// A cell cut to [`MAX_WIDTH`] characters, control characters (tabs and line breaks
/// among them) escaped (`\t`, `\e`, `\u{7}`).
fn cut(cell: &str) -> String {
    let clean = dama::core::text::escape_controls(cell);
    if clean.chars().count() <= MAX_WIDTH {
        return clean.into_owned();
    }
    let mut short: String = clean.chars().take(MAX_WIDTH - 1).collect();
    short.push('…');
    short
}
