//! `dama games FILE --position FEN`: the position search of a library on the command
//! line. The library's games of one draughts game (`--game`, else that of its first
//! game) are indexed (`dama::explorer`), the position looked up; printed are the
//! position, the results of the games that reached it, each move played from it with
//! its count and results (from White's side), then those games as `dama games` lists
//! them. The time of the search (index and look-up) goes to standard error.

use std::io::Write;
use std::time::Instant;

use dama::explorer::{self, PositionIndex};
use dama::lang::explorer as words;
use dama::lang::{Lang, Localize};
use dama::library::Library;

use super::library::BadLibrary;

/// Prints the position's moves and returns the games that reached it (indices, in
/// file order). `variant`: the game asked for, else that of the first good game.
pub fn position(
    out: &mut impl Write,
    library: &Library,
    variant: Option<&'static str>,
    fen: &str,
    lang: Lang,
) -> anyhow::Result<Vec<usize>> {
    let variant = variant
        .or_else(|| (0..library.len()).find_map(|i| library.variant(i)))
        .unwrap_or("italian");
    let started = Instant::now();
    let index = PositionIndex::build(library, variant).map_err(|e| BadLibrary(e.localize(lang)))?;
    let start = match fen.trim() {
        "start" | "" => None,
        fen => Some(fen),
    };
    let found = explorer::explore(&index, start, &[]).map_err(|e| BadLibrary(e.localize(lang)))?;
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "{}",
        words::position_line(lang, &found.fen, found.white_to_move, found.games.len())
    )?;
    if !found.games.is_empty() {
        writeln!(out, "{}", words::results(lang, &found.tally))?;
    }
    writeln!(out)?;
    if found.moves.is_empty() {
        writeln!(out, "{}", words::no_moves(lang))?;
    } else {
        let head = words::moves_heading(lang);
        let w = found
            .moves
            .iter()
            .map(|m| m.text.chars().count())
            .max()
            .unwrap_or(0)
            .max(head[0].chars().count());
        writeln!(
            out,
            "{:<w$}  {:>7}  {:>6}  {:>6}  {:>6}",
            head[0].to_uppercase(),
            head[1].to_uppercase(),
            head[2].to_uppercase(),
            head[3].to_uppercase(),
            head[4].to_uppercase()
        )?;
        for m in &found.moves {
            let [white, draws, black] = m.tally.shares();
            writeln!(
                out,
                "{:<w$}  {:>7}  {white:>6}  {draws:>6}  {black:>6}",
                m.text, m.tally.games,
            )?;
        }
    }
    writeln!(out)?;
    if !found.games.is_empty() {
        writeln!(out, "{}", words::games_heading(lang))?;
    }
    eprintln!(
        "dama: {}",
        words::searched(lang, index.games(), index.positions(), seconds)
    );
    Ok(found.games.iter().map(|g| g.game).collect())
}
