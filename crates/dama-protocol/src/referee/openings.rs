//! The openings of an engine match: every two-ply opening of a game by default, or a file
//! with one opening a line — a ballot (moves from the start, in the game's notation or the
//! Hub's, move numbers allowed) or a position (FEN). Blank lines and `#` comments are
//! skipped.

use thiserror::Error;

use crate::draughts::Draughts;
use crate::protocol::hub_text::parse_move;

/// Where a game starts: a position and the moves both engines must play first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening<G: Draughts> {
    pub start: G,
    pub moves: Vec<G::Move>,
}

/// A line of an openings file that names no opening of the game.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum OpeningError {
    #[error("line {line}: \"{text}\" is not a legal move there")]
    BadMove { line: usize, text: String },
    #[error("line {line}: bad position \"{text}\": {reason}")]
    BadPosition {
        line: usize,
        text: String,
        reason: String,
    },
    #[error("line {line}: the game is already over after this opening")]
    GameOver { line: usize },
    #[error("the file has no opening")]
    Empty,
    #[error("{0}")]
    NotUtf8(#[from] crate::core::text::NotUtf8),
}

/// Reads an openings file's bytes: text in UTF-8 (a byte-order mark is skipped), else an
/// error naming the line that is not.
pub fn parse_bytes<G: Draughts>(bytes: Vec<u8>) -> Result<Vec<Opening<G>>, OpeningError> {
    let text = crate::core::text::from_utf8(bytes)?;
    parse(crate::core::text::strip_bom(&text))
}

/// Every two-ply opening from the start, in move-list order.
pub fn two_ply<G: Draughts>() -> Vec<Opening<G>> {
    let start = G::start();
    let mut list = Vec::new();
    for a in start.legal_moves().iter() {
        let next = start.after(a);
        for b in next.legal_moves().iter() {
            list.push(Opening {
                start,
                moves: vec![*a, *b],
            });
        }
    }
    list
}

/// Every opening of `plies` plies from the start (2 to 8), in move-list order; when there
/// are more than `wanted`, `wanted` of them evenly spaced through the list, so a match of
/// 2 × `wanted` games plays each once with either colour.
pub fn n_ply<G: Draughts>(plies: usize, wanted: Option<usize>) -> Vec<Opening<G>> {
    let start = G::start();
    let mut lines: Vec<Vec<G::Move>> = vec![Vec::new()];
    for _ in 0..plies.clamp(1, 8) {
        let mut next = Vec::new();
        for line in &lines {
            let mut pos = start;
            for mv in line {
                pos.play_unchecked(mv);
            }
            for mv in pos.legal_moves().iter() {
                let mut longer = line.clone();
                longer.push(*mv);
                next.push(longer);
            }
        }
        if next.is_empty() {
            break;
        }
        lines = next;
    }
    let all = lines.len();
    let keep = wanted.filter(|&w| w > 0 && w < all).unwrap_or(all);
    (0..keep)
        .map(|i| Opening {
            start,
            moves: lines[i * all / keep].clone(),
        })
        .collect()
}

/// Reads an openings file's text.
pub fn parse<G: Draughts>(text: &str) -> Result<Vec<Opening<G>>, OpeningError> {
    let mut list = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let opening = if content.contains(':') {
            let start = G::parse_position(content).map_err(|e| OpeningError::BadPosition {
                line,
                text: content.to_string(),
                reason: e.to_string(),
            })?;
            Opening {
                start,
                moves: Vec::new(),
            }
        } else {
            ballot::<G>(content, line)?
        };
        let mut end = opening.start;
        for mv in &opening.moves {
            end.play_unchecked(mv);
        }
        if end.legal_moves().is_empty() {
            return Err(OpeningError::GameOver { line });
        }
        list.push(opening);
    }
    if list.is_empty() {
        return Err(OpeningError::Empty);
    }
    Ok(list)
}

/// Moves from the start position: `22-18 10-14` or `1. 22-18 10-14 2. ...`.
fn ballot<G: Draughts>(text: &str, line: usize) -> Result<Opening<G>, OpeningError> {
    let start = G::start();
    let mut pos = start;
    let mut moves = Vec::new();
    for word in text.split_whitespace() {
        if word.ends_with('.') && word.trim_end_matches('.').parse::<u32>().is_ok() {
            continue;
        }
        let mv = parse_move(&pos, word).map_err(|_| OpeningError::BadMove {
            line,
            text: word.to_string(),
        })?;
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
    Ok(Opening { start, moves })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;

    #[test]
    fn italian_has_forty_nine_two_ply_openings() {
        // 7 first moves, each answered by 7.
        assert_eq!(two_ply::<Position>().len(), 49);
    }

    #[test]
    fn a_file_of_ballots_and_positions() {
        let text = "# a comment\n1. 22-18 10-14\n\n21-17 # trailing\nW:WK29:BK4\n";
        let list = parse::<Position>(text).expect("openings");
        assert_eq!(list.len(), 3);
        assert_eq!(list[0].moves.len(), 2);
        assert_eq!(list[1].moves.len(), 1);
        assert_eq!(
            list[2].start,
            Position::from_fen("W:WK29:BK4").expect("fen")
        );
        assert!(list[2].moves.is_empty());
    }

    #[test]
    fn bad_lines_are_named() {
        assert_eq!(
            parse::<Position>("22-18\n22-17\n"),
            Err(OpeningError::BadMove {
                line: 2,
                text: "22-17".into()
            })
        );
        assert!(matches!(
            parse::<Position>("W:W99:B1"),
            Err(OpeningError::BadPosition { line: 1, .. })
        ));
        assert_eq!(parse::<Position>("# nothing\n"), Err(OpeningError::Empty));
        // Black has no piece: over before it starts.
        assert_eq!(
            parse::<Position>("B:W29:B\n").err().map(|e| matches!(
                e,
                OpeningError::GameOver { .. } | OpeningError::BadPosition { .. }
            )),
            Some(true)
        );
    }
}
