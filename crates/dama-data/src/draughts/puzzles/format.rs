//! The puzzle file: plain text, one puzzle a line, five fields separated by ` | `:
//!
//! ```text
//! # dama puzzles, italian
//! W:W13,14,19,21:B2,3,10,11 | 14-7 3x10 19x3 | 1250 | 6 | italian-pc.pdn game 4 ply 31
//! ```
//!
//! the position (the game's FEN, its side to move is the solver), the solution line (the
//! solver's move, the reply, the solver's next move… in the game's notation, ending on
//! a solver's move), the rating (100–3000), the depth at which the search first found the
//! first move (1–60), and the source (free text). Blank lines and lines starting with `#`
//! are skipped. The file is untrusted input: its size, line length, line count and
//! moves per line are bounded, every move must be legal where it stands, and the first
//! bad line refuses the set with its number and reason ([`BadLine`]).

use std::fmt::Write as _;

use super::Puzzle;
use crate::core::Rules;

/// The largest puzzle file read, in bytes.
pub const MAX_BYTES: usize = 4 << 20;
/// The longest line, in bytes.
pub const MAX_LINE: usize = 1000;
/// The most puzzles in a set.
pub const MAX_PUZZLES: usize = 20_000;
/// The most plies in a solution line.
pub const MAX_LINE_PLIES: usize = 31;

/// Why a puzzle file was refused: the line (from 1, 0 for the whole file) and the reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct BadLine {
    pub line: usize,
    pub reason: String,
}

fn bad(line: usize, reason: impl Into<String>) -> BadLine {
    BadLine {
        line,
        reason: reason.into(),
    }
}

/// Reads a whole puzzle file of game `G`.
pub fn parse_set<G: Rules>(text: &str) -> Result<Vec<Puzzle<G>>, BadLine> {
    if text.len() > MAX_BYTES {
        return Err(bad(
            0,
            format!("the file is larger than {} MiB", MAX_BYTES >> 20),
        ));
    }
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if out.len() == MAX_PUZZLES {
            return Err(bad(n, format!("more than {MAX_PUZZLES} puzzles")));
        }
        out.push(parse_line::<G>(line).map_err(|reason| bad(n, reason))?);
    }
    Ok(out)
}

/// Reads one puzzle line (not blank, not a comment); the error is the reason.
pub fn parse_line<G: Rules>(line: &str) -> Result<Puzzle<G>, String> {
    if line.len() > MAX_LINE {
        return Err(format!("longer than {MAX_LINE} bytes"));
    }
    if let Some(c) = line.chars().find(|c| c.is_control() && *c != '\t') {
        return Err(format!("a control character ({:?})", c));
    }
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [fen, moves, rating, depth, source] = fields[..] else {
        return Err(format!(
            "{} fields where five are wanted: position | line | rating | depth | source",
            fields.len()
        ));
    };
    let position =
        G::parse_position(fen).map_err(|e| format!("the position '{fen}' is not valid: {e}"))?;
    if position.outcome().is_some() {
        return Err("the position's game is over".into());
    }
    let words: Vec<&str> = moves.split_whitespace().collect();
    if words.is_empty() {
        return Err("no solution line".into());
    }
    if words.len() > MAX_LINE_PLIES {
        return Err(format!("more than {MAX_LINE_PLIES} moves in the line"));
    }
    if words.len().is_multiple_of(2) {
        return Err("the line must end on the solver's move (an odd number of moves)".into());
    }
    let mut pos = position;
    let mut line_moves = Vec::with_capacity(words.len());
    for (k, word) in words.iter().enumerate() {
        let mv = pos
            .parse_move(word)
            .map_err(|e| format!("move {} '{word}' is not legal there: {e}", k + 1))?;
        pos.play_unchecked(&mv);
        line_moves.push(mv);
    }
    let rating: u16 = rating
        .parse()
        .ok()
        .filter(|r| (100..=3000).contains(r))
        .ok_or_else(|| format!("the rating '{rating}' is not a number from 100 to 3000"))?;
    let depth: u8 = depth
        .parse()
        .ok()
        .filter(|d| (1..=60).contains(d))
        .ok_or_else(|| format!("the depth '{depth}' is not a number from 1 to 60"))?;
    Ok(Puzzle {
        position,
        line: line_moves,
        rating,
        depth,
        source: source.to_string(),
    })
}

/// One puzzle as its file line (without the newline).
pub fn write_line<G: Rules>(p: &Puzzle<G>) -> String {
    let source: String = p
        .source
        .chars()
        .map(|c| if c == '|' || c.is_control() { ' ' } else { c })
        .collect();
    format!(
        "{} | {} | {} | {} | {}",
        p.position.position_text(),
        p.line_texts().join(" "),
        p.rating,
        p.depth,
        source.trim()
    )
}

/// A set as a file: `header` lines as comments, then one puzzle a line.
pub fn write_set<G: Rules>(header: &[String], puzzles: &[Puzzle<G>]) -> String {
    let mut out = String::new();
    for h in header {
        let _ = writeln!(out, "# {h}");
    }
    for p in puzzles {
        let _ = writeln!(out, "{}", write_line(p));
    }
    out
}
