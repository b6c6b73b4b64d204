//! Reading PDN text: the tags and movetext of each game of a file ([`PdnGame`]: the
//! moves, comments, NAGs and variations in their order, see `pdn_movetext.rs`), before
//! any move is checked, and what can be wrong with it ([`PdnError`]). `pdn.rs` turns a
//! game read here into a record and writes records back.

use thiserror::Error;

use super::pdn_movetext::{Item, split_glyphs};
use super::{Cause, MoveProblem};

/// A PDN text that cannot be turned into a game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PdnError {
    #[error(
        "no game found: a PDN game is tags like [White \"…\"] followed by moves like 1. 22-18 11-15"
    )]
    NoGames,
    #[error("there is no game {wanted}: the file holds {count} game(s)")]
    NoSuchGame { wanted: usize, count: usize },
    #[error("line {line}: a {what} is opened but never closed")]
    Unclosed { what: Bracket, line: usize },
    #[error("line {line}: cannot read the tag: write it as [Name \"value\"]")]
    BadTag { line: usize },
    #[error("GameType \"{found}\" is {}, not {} (GameType {expected})", game_type_name(game_type_number(found)), game_type_name(Some(*expected)))]
    OtherGame { found: String, expected: u8 },
    #[error("bad FEN tag \"{fen}\": {reason}")]
    BadFen { fen: String, reason: FenProblem },
    #[error("move {number} ({text}) is illegal in that position: {reason}")]
    BadMove {
        number: String,
        text: String,
        reason: MoveProblem,
    },
}

/// What PDN opens and must close: a `{comment}`, a `(variation)`, a `[tag]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bracket {
    Comment,
    Variation,
    Tag,
}

impl std::fmt::Display for Bracket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Bracket::Comment => "{comment}",
            Bracket::Variation => "(variation)",
            Bracket::Tag => "[tag]",
        })
    }
}

/// Why a FEN tag cannot be read: the game's own error, kept as data.
#[derive(Clone, Debug)]
pub struct FenProblem(pub Cause);

impl std::fmt::Display for FenProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl PartialEq for FenProblem {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for FenProblem {}

/// One game as read from PDN text, before its moves are checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnGame {
    pub tags: Vec<(String, String)>,
    /// The main line's move tokens, numbers and annotations removed.
    pub moves: Vec<String>,
    /// The whole movetext in order: moves, comments, NAGs, variations.
    pub movetext: Vec<Item>,
    /// The game terminator (`1-0`, `0-1`, `1/2-1/2`, `*`), if present.
    pub terminator: Option<String>,
}

impl PdnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty() && self.moves.is_empty() && self.terminator.is_none()
    }
}

const RESULTS: [&str; 8] = ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"];

/// Splits PDN text into games.
pub fn parse(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    // A byte-order mark, which other programs put first, is not part of the game.
    parse_at(crate::core::text::strip_bom(text), 1, true)
}

/// Splits a piece of a PDN text into games: the piece starts on line `line` of the
/// text, at the start of that line when `line_start` (so that its errors name the
/// text's lines, and a `%` first is read as it is in the whole text).
pub(crate) fn parse_at(
    text: &str,
    mut line: usize,
    mut line_start: bool,
) -> Result<Vec<PdnGame>, PdnError> {
    let chars: Vec<char> = text.chars().collect();
    let mut games = Vec::new();
    let mut game = PdnGame::default();
    // The lines where the variations still open were opened.
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
            line_start = true;
            i += 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        match c {
            '%' if at_line_start => i = skip_until(&chars, i, '\n'),
            ';' => {
                let end = skip_until(&chars, i, '\n');
                let body: String = chars[i + 1..end].iter().collect();
                game.movetext.push(Item::Comment(body.trim().to_string()));
                i = end;
            }
            '{' => {
                let end = skip_until(&chars, i, '}');
                if end >= chars.len() {
                    return Err(PdnError::Unclosed {
                        what: Bracket::Comment,
                        line,
                    });
                }
                let body: String = chars[i + 1..end].iter().collect();
                // Line breaks and runs of spaces in a comment are layout, not text.
                let body = body.split_whitespace().collect::<Vec<_>>().join(" ");
                game.movetext.push(Item::Comment(body));
                line += chars[i..end].iter().filter(|&&c| c == '\n').count();
                i = end + 1;
            }
            '(' => {
                open.push(line);
                game.movetext.push(Item::Open);
                i += 1;
            }
            ')' => {
                if open.pop().is_some() {
                    game.movetext.push(Item::Close);
                }
                i += 1;
            }
            '[' => {
                if let Some(&at) = open.first() {
                    return Err(PdnError::Unclosed {
                        what: Bracket::Variation,
                        line: at,
                    });
                }
                if !game.moves.is_empty() || game.terminator.is_some() {
                    games.push(std::mem::take(&mut game));
                }
                let end = tag_end(&chars, i);
                if end >= chars.len() {
                    return Err(PdnError::Unclosed {
                        what: Bracket::Tag,
                        line,
                    });
                }
                let body: String = chars[i + 1..end].iter().collect();
                game.tags
                    .push(read_tag(&body).ok_or(PdnError::BadTag { line })?);
                i = end + 1;
            }
            _ => {
                let end = chars[i..]
                    .iter()
                    .position(|c| c.is_whitespace() || "[{(;)".contains(*c))
                    .map_or(chars.len(), |n| i + n);
                let word: String = chars[i..end].iter().collect();
                i = end;
                if game.terminator.is_some() && open.is_empty() {
                    games.push(std::mem::take(&mut game));
                }
                read_word(&word, &mut game, !open.is_empty());
            }
        }
    }
    if let Some(&at) = open.first() {
        return Err(PdnError::Unclosed {
            what: Bracket::Variation,
            line: at,
        });
    }
    if !game.is_empty() {
        games.push(game);
    }
    Ok(games)
}

fn skip_until(chars: &[char], from: usize, stop: char) -> usize {
    chars[from..]
        .iter()
        .position(|&c| c == stop)
        .map_or(chars.len(), |n| from + n)
}

/// The `]` closing the tag opened at `from`, skipping any inside its quoted value; the
/// end of the text when the tag is not closed on its line.
fn tag_end(chars: &[char], from: usize) -> usize {
    let mut quoted = false;
    let mut i = from + 1;
    while i < chars.len() {
        match chars[i] {
            '\\' if quoted => i += 1,
            '"' => quoted = !quoted,
            ']' if !quoted => return i,
            '\n' => break,
            _ => {}
        }
        i += 1;
    }
    chars.len()
}

/// `Name "value"` (the value may contain `\"`).
fn read_tag(body: &str) -> Option<(String, String)> {
    let body = body.trim();
    let (name, rest) = body.split_once(|c: char| c.is_whitespace())?;
    let rest = rest.trim();
    let inner = rest.strip_prefix('"')?.strip_suffix('"')?;
    Some((name.to_string(), unescape(inner)))
}

/// A tag's value as written (`a \"b\"`) read back (`a "b"`): a backslash keeps the
/// character after it.
pub(crate) fn unescape(raw: &str) -> String {
    let mut value = String::with_capacity(raw.len());
    let mut escaped = false;
    for c in raw.chars() {
        if c == '\\' && !escaped {
            escaped = true;
        } else {
            value.push(c);
            escaped = false;
        }
    }
    value
}

/// A movetext word: a move number, a move with its annotations, a NAG or a result
/// (a result inside a variation is not the game's).
fn read_word(word: &str, game: &mut PdnGame, in_variation: bool) {
    if let Some(n) = word.strip_prefix('$') {
        if let Ok(nag) = n.parse::<u8>() {
            game.movetext.push(Item::Nag(nag));
        }
        return;
    }
    if RESULTS.contains(&word) {
        if !in_variation {
            game.terminator = Some(word.to_string());
        }
        return;
    }
    // `12.`, `12...` or `12.23-19`: drop the number.
    let digits = word.chars().take_while(char::is_ascii_digit).count();
    let rest = if word[digits..].starts_with('.') {
        word[digits..].trim_start_matches('.')
    } else {
        word
    };
    let (mv, nag) = split_glyphs(rest);
    if !mv.is_empty() {
        if !in_variation {
            game.moves.push(mv.to_string());
        }
        game.movetext.push(Item::Move(mv.to_string()));
    }
    if let Some(nag) = nag {
        game.movetext.push(Item::Nag(nag));
    }
}

/// The variant a PDN `GameType` number stands for, in words.
pub fn game_type_name(number: Option<u8>) -> &'static str {
    match number {
        Some(20) => "International draughts",
        Some(21) => "English draughts",
        Some(22) => "Italian draughts",
        Some(26) => "Brazilian draughts",
        _ => "a game dama does not play",
    }
}

/// The number a `GameType` tag starts with (`"22,W,8,8,N2,1"` → 22).
pub fn game_type_number(tag: &str) -> Option<u8> {
    tag.split(',').next()?.trim().parse().ok()
}
