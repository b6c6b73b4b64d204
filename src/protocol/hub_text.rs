//! The text forms of the Hub protocol: `command arg=value arg="quoted value" flag` lines,
//! the position string (`W` or `B` then 32 of `w b W B e` in square order), and moves
//! (`22-18`; a capture as from, to, then every captured square: `31x6x10x18x27`).

use thiserror::Error;

use crate::rules::{Bitboard, Color, Move, Position, Square};

/// What the GUI sent that this engine cannot use.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum HubError {
    #[error("bad position \"{0}\": want W or B then 32 of w b W B e")]
    BadPosition(String),
    #[error("impossible position \"{text}\": {reason}")]
    InvalidPosition { text: String, reason: String },
    #[error("move \"{mv}\" is not legal in the position")]
    IllegalMove { mv: String },
    #[error("\"{0}\" wants a number")]
    BadNumber(String),
}

/// A command line split into its command and `(name, value)` arguments (a flag has an
/// empty value). Quotes around values are removed.
pub fn parse_line(line: &str) -> (String, Vec<(String, String)>) {
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut in_quotes = false;
    for c in line.trim().chars() {
        match c {
            '"' => in_quotes = !in_quotes,
            c if c.is_whitespace() && !in_quotes => {
                if !current.is_empty() {
                    tokens.push(std::mem::take(&mut current));
                }
            }
            c => current.push(c),
        }
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    let mut iter = tokens.into_iter();
    let command = iter.next().unwrap_or_default();
    let args = iter
        .map(|t| match t.split_once('=') {
            Some((k, v)) => (k.to_string(), v.to_string()),
            None => (t, String::new()),
        })
        .collect();
    (command, args)
}

/// The value of argument `name`, if present.
pub fn arg<'a>(args: &'a [(String, String)], name: &str) -> Option<&'a str> {
    args.iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Whether the flag (or argument) `name` is present.
pub fn has(args: &[(String, String)], name: &str) -> bool {
    args.iter().any(|(k, _)| k == name)
}

/// Reads a Hub position string.
pub fn parse_position(text: &str) -> Result<Position, HubError> {
    let bad = || HubError::BadPosition(text.to_string());
    let mut chars = text.chars();
    let side = match chars.next() {
        Some('W') => Color::White,
        Some('B') => Color::Black,
        _ => return Err(bad()),
    };
    let squares: Vec<char> = chars.collect();
    if squares.len() != 32 {
        return Err(bad());
    }
    let (mut white, mut black, mut kings) = (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY);
    for (i, c) in squares.into_iter().enumerate() {
        let sq = Square::from_index(i as u8).ok_or_else(bad)?;
        match c {
            'w' => white.insert(sq),
            'b' => black.insert(sq),
            'W' => {
                white.insert(sq);
                kings.insert(sq);
            }
            'B' => {
                black.insert(sq);
                kings.insert(sq);
            }
            'e' => {}
            _ => return Err(bad()),
        }
    }
    Position::from_parts(white, black, kings, side).map_err(|e| HubError::InvalidPosition {
        text: text.to_string(),
        reason: e.to_string(),
    })
}

/// Writes a position as a Hub position string.
pub fn position_text(pos: &Position) -> String {
    let mut s = String::with_capacity(33);
    s.push(pos.side_to_move().letter());
    for sq in Square::all() {
        let c = match (
            pos.white().contains(sq),
            pos.black().contains(sq),
            pos.kings().contains(sq),
        ) {
            (true, _, false) => 'w',
            (true, _, true) => 'W',
            (_, true, false) => 'b',
            (_, true, true) => 'B',
            _ => 'e',
        };
        s.push(c);
    }
    s
}

/// A move in Hub form: `22-18`, or from x to x each captured square in jump order.
pub fn move_text(mv: &Move) -> String {
    if !mv.is_capture() {
        return format!("{}-{}", mv.from(), mv.to());
    }
    let mut s = format!("{}x{}", mv.from(), mv.to());
    for sq in mv.captured_in_order() {
        s.push_str(&format!("x{sq}"));
    }
    s
}

/// Finds the legal move meant by a Hub move (captured squares in any order); FID text
/// (`31x22x13`) is accepted as well.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, HubError> {
    let illegal = || HubError::IllegalMove {
        mv: text.to_string(),
    };
    let numbers: Option<Vec<u8>> = text
        .split(['-', 'x'])
        .map(|n| n.trim().parse::<u8>().ok())
        .collect();
    let numbers = numbers.ok_or_else(illegal)?;
    let squares: Option<Vec<Square>> = numbers.iter().map(|&n| Square::from_number(n)).collect();
    let squares = squares.ok_or_else(illegal)?;
    if squares.len() >= 2 {
        let (from, to) = (squares[0], squares[1]);
        let captured: Bitboard = squares[2..].iter().copied().collect();
        let is_capture = text.contains('x');
        let found = pos.legal_moves().into_iter().find(|m| {
            m.from() == from
                && m.to() == to
                && m.is_capture() == is_capture
                && (captured.is_empty() || m.captured() == captured)
        });
        if let Some(mv) = found {
            return Ok(mv);
        }
    }
    pos.parse_move(text).map_err(|_| illegal())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_into_arguments() {
        let (cmd, args) = parse_line(r#"pos pos=Wbbb moves="22-18 10-14" analyze"#);
        assert_eq!(cmd, "pos");
        assert_eq!(arg(&args, "moves"), Some("22-18 10-14"));
        assert!(has(&args, "analyze"));
        assert_eq!(parse_line("   ").0, "");
    }

    #[test]
    fn positions_round_trip() {
        let start = Position::start();
        let text = position_text(&start);
        assert_eq!(text, "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
        assert_eq!(parse_position(&text), Ok(start));
        assert!(parse_position("Xbbb").is_err());
        assert!(parse_position("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwwz").is_err());
    }

    #[test]
    fn captures_list_the_taken_squares() {
        let pos = Position::from_fen("W:WK27:B5,6,13,15,21,23").expect("fen");
        let mv = pos.legal_moves()[0];
        assert_eq!(move_text(&mv), "27x25x23x15x6x5x13x21");
        assert_eq!(parse_move(&pos, "27x25x21x13x5x6x15x23"), Ok(mv));
        assert_eq!(parse_move(&pos, "27x20x11x2x9x18x25"), Ok(mv));
        assert!(parse_move(&pos, "27-23").is_err());
    }
}
