//! `dama bench --positions FILE`: the positions of a file instead of the game's fixed
//! set, so that a change to the search can be judged over many positions (nodes to a
//! depth, best moves against a deeper search) and not only over the three to six of the
//! checksum. A line is a position in the game's FEN, or a line of a puzzle file (`FEN |
//! solution | ...`, docs/puzzles.md), of which the FEN is read; blank lines and lines
//! starting with `#` are skipped.

use std::io::Read;
use std::path::Path;

use dama::core::{Rules, text};

/// The largest positions file read, in bytes (about 10,000 positions): a bench of more
/// would take hours, and a larger file is more likely a mistake than a bench.
pub const MAX_BYTES: u64 = 1024 * 1024;

/// A positions file `dama bench` cannot use: exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadPositions(pub String);

/// Reads the positions of `path` for game `G`, each checked to be a legal position of
/// the game, in the file's order.
pub fn read<G: Rules>(path: &Path) -> Result<Vec<String>, BadPositions> {
    let shown = path.display();
    let cannot = |e: std::io::Error| BadPositions(format!("cannot read positions {shown}: {e}"));
    // Asked before opening: opening a pipe would wait for a writer forever.
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !meta.is_file() {
        return Err(BadPositions(format!(
            "positions {shown}: not a file; give a text file with one position a line"
        )));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(cannot)?
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(BadPositions(format!(
            "positions {shown}: larger than 1 MiB; a bench file holds at most about 10,000 \
             positions, so split it"
        )));
    }
    let content =
        text::from_utf8(bytes).map_err(|e| BadPositions(format!("positions {shown}: {e}")))?;
    parse::<G>(&content).map_err(|e| BadPositions(format!("positions {shown}: {e}")))
}

/// The positions of a file's text (see the module's comment).
pub fn parse<G: Rules>(content: &str) -> Result<Vec<String>, String> {
    let mut positions = Vec::new();
    // A byte-order mark, which some editors write first, is no part of the first FEN.
    for (n, line) in text::strip_bom(content).lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fen = line.split('|').next().unwrap_or(line).trim();
        G::parse_position(fen).map_err(|e| {
            format!(
                "line {}: not a position of {} ({}): {}",
                n + 1,
                G::VARIANT,
                text::escape_controls(&e.to_string()),
                shorten(fen)
            )
        })?;
        positions.push(fen.to_string());
    }
    if positions.is_empty() {
        return Err("no positions: give one FEN a line".into());
    }
    Ok(positions)
}

/// A line as quoted in a message: at most 60 characters, control characters escaped (a
/// bad file must not write escape sequences to the terminal).
fn shorten(line: &str) -> String {
    let head: String = line.chars().take(60).collect();
    let mut s = text::escape_controls(&head).into_owned();
    if line.chars().count() > 60 {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use dama::draughts::{international, italian};

    #[test]
    fn fens_and_puzzle_lines_are_read_comments_skipped() {
        let text = "# a comment\n\nW:W21,22:B1,2\nB:WK16:BK19 | 19-15 16-20 15x24 | 840 | 1 | x\n";
        let p = parse::<italian::Position>(text).unwrap();
        assert_eq!(p, ["W:W21,22:B1,2", "B:WK16:BK19"]);
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let p = parse::<italian::Position>("\u{feff}W:W21,22:B1,2\n").unwrap();
        assert_eq!(p, ["W:W21,22:B1,2"]);
    }

    #[test]
    fn a_bad_line_is_named_by_its_number_and_game() {
        let e = parse::<italian::Position>("W:W21:B1\nW:W99:B1\n").unwrap_err();
        assert!(e.starts_with("line 2: not a position of italian"), "{e}");
        assert!(e.ends_with("W:W99:B1"), "{e}");
        // An International FEN is no Italian position.
        let e = parse::<italian::Position>("W:W46,47:B1,2\n").unwrap_err();
        assert!(e.starts_with("line 1"), "{e}");
        assert!(parse::<international::Position>("W:W46,47:B1,2\n").is_ok());
    }

    #[test]
    fn an_empty_file_and_escapes_get_their_own_words() {
        let e = parse::<italian::Position>("# only a comment\n\n").unwrap_err();
        assert_eq!(e, "no positions: give one FEN a line");
        let e = parse::<italian::Position>("\u{1b}[31mW:W21\n").unwrap_err();
        assert!(!e.contains('\u{1b}') && e.contains("\\e[31m"), "{e}");
    }
}
