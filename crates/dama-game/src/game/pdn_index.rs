//! The index of a PDN file of many games (a library), made in one pass over its text:
//! each game's byte range, the line it starts on, where its tags' values are, how many
//! moves it has, and the first thing wrong with it. Nothing is copied out of the text:
//! a tag value is a range of it, read when asked for. The moves are checked only when a
//! game is opened (`pdn::parse` of its range); a broken game is kept in the index with
//! its problem and never stops the games after it.
//!
//! The games are cut where [`super::pdn::parse`] cuts them (a tag after moves or after a
//! result starts a new game), so a game's range read alone is that same game. A comment
//! or variation that is never closed ends its game at the next line starting with `[`.
//!
//! The index is small by design, because a file of tiny games (`*` on each line) is a
//! game a line: an [`Entry`] is 36 bytes (offsets in `u32`, the problem boxed), and the
//! tags a game has are kept in one shared list, 12 bytes a tag. [`PdnIndex::scan_at_most`]
//! stops as soon as a text holds more games than its caller accepts, before their index
//! is built.

use std::borrow::Cow;
use std::ops::Range;

use thiserror::Error;

use super::pdn_read::{Bracket, unescape};

/// The tags the index keeps, in this order.
pub const TAGS: [&str; 7] = [
    "White", "Black", "Event", "Date", "Result", "GameType", "FEN",
];

/// Which of [`TAGS`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tag {
    White = 0,
    Black,
    Event,
    Date,
    Result,
    GameType,
    Fen,
}

/// What the index saw wrong in a game (its moves are checked when it is opened).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum IndexProblem {
    #[error("line {line}: a {what} is opened but never closed")]
    Unclosed { what: Bracket, line: usize },
    #[error("line {line}: cannot read the tag: write it as [Name \"value\"]")]
    BadTag { line: usize },
    #[error("line {line}: \"{word}\" is not a move, a move number or a result")]
    NotAMove { line: usize, word: String },
}

/// One game of the file (offsets are `u32`: [`PdnIndex::scan`] reads at most the first
/// 4 GiB of a text; a library is at most 256 MiB).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    start: u32,
    end: u32,
    /// The line it starts on (from 1).
    pub line: u32,
    /// Plies in its main line (variations and comments left out).
    pub plies: u32,
    /// The first thing wrong with it, if any.
    pub problem: Option<Box<IndexProblem>>,
    /// Its tags: `tag_count` items of [`PdnIndex`]'s list from `first_tag`.
    first_tag: u32,
    tag_count: u8,
    /// Its terminator (`1-0`, `*`, …): where it starts and its length (0: none).
    terminator: u32,
    terminator_len: u8,
}

impl Entry {
    fn new(start: usize, line: usize, first_tag: usize) -> Entry {
        Entry {
            start: small(start),
            end: small(start),
            line: small(line),
            plies: 0,
            problem: None,
            first_tag: small(first_tag),
            tag_count: 0,
            terminator: 0,
            terminator_len: 0,
        }
    }

    /// Its bytes in the text.
    pub fn range(&self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    fn has_terminator(&self) -> bool {
        self.terminator_len > 0
    }

    fn is_empty(&self) -> bool {
        self.plies == 0 && !self.has_terminator() && self.tag_count == 0
    }

    fn flag(&mut self, problem: IndexProblem) {
        self.problem.get_or_insert_with(|| Box::new(problem));
    }
}

/// A number of the index in 32 bits (offsets, lines): the scan reads at most the first
/// 4 GiB of a text, so it always fits.
fn small(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// One tag kept: which of [`TAGS`], and its value's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct TagAt {
    tag: u8,
    start: u32,
    len: u32,
}

/// The games of a PDN text, in file order.
#[derive(Clone, Debug, Default)]
pub struct PdnIndex {
    pub entries: Vec<Entry>,
    /// Whether any game had a tag or a move: text that has neither is not PDN.
    pub looks_like_pdn: bool,
    /// Every game's tags, game after game.
    tags: Vec<TagAt>,
    /// How many games the text holds (all in `entries`, unless found by [`Self::find`]).
    pub games: usize,
}

const RESULTS: [&str; 8] = ["1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0"];

impl PdnIndex {
    /// Indexes `text` in one pass.
    pub fn scan(text: &str) -> PdnIndex {
        Self::scan_at_most(text, usize::MAX).unwrap_or_default()
    }

    /// Indexes `text` in one pass, or `None` as soon as it holds more than `max` games
    /// (before their index is built: the memory stays that of `max` games).
    pub fn scan_at_most(text: &str, max: usize) -> Option<PdnIndex> {
        Self::scanner(text, max, None).run()
    }

    /// Game `n` (from 0) of `text` alone, if the text has it, and how many games the
    /// text holds: the other games are counted, not kept, so the memory is one game's.
    pub fn find(text: &str, n: usize) -> (Option<Entry>, usize) {
        let index = Self::scanner(text, usize::MAX, Some(n))
            .run()
            .unwrap_or_default();
        (index.entries.into_iter().next(), index.games)
    }

    fn scanner(text: &str, max: usize, only: Option<usize>) -> Scanner<'_> {
        let b = text.as_bytes();
        Scanner {
            b: &b[..b.len().min(u32::MAX as usize)],
            i: 0,
            line: 1,
            line_start: true,
            out: PdnIndex::default(),
            game: Entry::new(0, 1, 0),
            started: false,
            max,
            over: false,
            only,
        }
    }

    /// The value of tag `tag` of game `i`, unescaped.
    pub fn tag<'t>(&self, text: &'t str, i: usize, tag: Tag) -> Option<Cow<'t, str>> {
        let e = self.entries.get(i)?;
        let first = e.first_tag as usize;
        let kept = self.tags.get(first..first + usize::from(e.tag_count))?;
        let at = kept.iter().find(|t| t.tag == tag as u8)?;
        let start = at.start as usize;
        let raw = text.get(start..start + at.len as usize)?;
        Some(if raw.contains('\\') {
            Cow::Owned(unescape(raw))
        } else {
            Cow::Borrowed(raw)
        })
    }

    /// The result of game `i`: its `Result` tag, else its terminator.
    pub fn result<'t>(&self, text: &'t str, i: usize) -> Option<Cow<'t, str>> {
        self.tag(text, i, Tag::Result).or_else(|| {
            let e = self.entries.get(i).filter(|e| e.has_terminator())?;
            let start = e.terminator as usize;
            text.get(start..start + usize::from(e.terminator_len))
                .map(Cow::Borrowed)
        })
    }
}

struct Scanner<'a> {
    b: &'a [u8],
    i: usize,
    line: usize,
    line_start: bool,
    out: PdnIndex,
    game: Entry,
    /// Whether the game has its first token (its range starts there).
    started: bool,
    /// The most games accepted, and whether the text has more.
    max: usize,
    over: bool,
    /// Keep only this game (from 0): [`PdnIndex::find`].
    only: Option<usize>,
}

impl Scanner<'_> {
    fn run(mut self) -> Option<PdnIndex> {
        while self.i < self.b.len() && !self.over {
            let c = self.b[self.i];
            if c == b'\n' {
                self.line += 1;
                self.line_start = true;
                self.i += 1;
                continue;
            }
            if c.is_ascii_whitespace() {
                self.i += 1;
                continue;
            }
            let at_line_start = std::mem::replace(&mut self.line_start, false);
            match c {
                b'%' if at_line_start => self.skip_line(),
                b';' => self.skip_line(),
                b'{' => self.comment(),
                b'(' => self.variation(),
                b'[' => self.tag(),
                _ => self.word(),
            }
        }
        self.finish(self.b.len());
        (!self.over).then_some(self.out)
    }

    fn skip_line(&mut self) {
        while self.i < self.b.len() && self.b[self.i] != b'\n' {
            self.i += 1;
        }
    }

    /// Starts the game's range at the token here.
    fn begin(&mut self) {
        if !self.started {
            self.started = true;
            self.game.start = small(self.i);
            self.game.line = small(self.line);
        }
    }

    /// Ends the game at `end` (when it holds anything) and starts the next one.
    fn finish(&mut self, end: usize) {
        let next = Entry::new(end, self.line, self.out.tags.len());
        let mut game = std::mem::replace(&mut self.game, next);
        if self.started && !game.is_empty() || game.problem.is_some() {
            if self.out.games >= self.max {
                self.over = true;
                return;
            }
            if self.only.is_none_or(|k| k == self.out.games) {
                game.end = small(end);
                self.out.entries.push(game);
            } else {
                // Counted, not kept: its tags go too, and the next game's start there.
                self.out.tags.truncate(game.first_tag as usize);
                self.game.first_tag = game.first_tag;
            }
            self.out.games += 1;
        }
        self.started = false;
    }

    fn comment(&mut self) {
        self.begin();
        let from = self.i;
        match self.b[from..].iter().position(|&c| c == b'}') {
            Some(n) => {
                self.line += self.b[from..from + n]
                    .iter()
                    .filter(|&&c| c == b'\n')
                    .count();
                self.i = from + n + 1;
            }
            None => self.unclosed(Bracket::Comment),
        }
    }

    fn variation(&mut self) {
        self.begin();
        let start_line = self.line;
        let from = self.i;
        let mut depth = 0usize;
        let mut line = self.line;
        let mut i = from;
        while i < self.b.len() {
            match self.b[i] {
                b'(' => depth += 1,
                b')' => depth -= 1,
                b'\n' => line += 1,
                _ => {}
            }
            i += 1;
            if depth == 0 {
                break;
            }
        }
        if depth == 0 {
            self.i = i;
            self.line = line;
        } else {
            self.line = start_line;
            self.unclosed(Bracket::Variation);
        }
    }

    /// A bracket never closed: the game ends at the next line starting with `[` (the
    /// next game's tags), or at the end of the text.
    fn unclosed(&mut self, what: Bracket) {
        self.game.flag(IndexProblem::Unclosed {
            what,
            line: self.line,
        });
        let mut i = self.i;
        while i < self.b.len() {
            if self.b[i] == b'\n' {
                self.line += 1;
                if self.b.get(i + 1) == Some(&b'[') {
                    self.i = i + 1;
                    self.line_start = true;
                    self.finish(i + 1);
                    return;
                }
            }
            i += 1;
        }
        self.i = self.b.len();
    }

    fn tag(&mut self) {
        let words = matches!(
            self.game.problem.as_deref(),
            Some(IndexProblem::NotAMove { .. })
        );
        if self.game.plies > 0 || self.game.has_terminator() || words {
            self.finish(self.i);
        }
        self.begin();
        self.out.looks_like_pdn = true;
        let from = self.i;
        let mut quoted = false;
        let mut i = from + 1;
        let mut end = None;
        while i < self.b.len() {
            match self.b[i] {
                b'\\' if quoted => i += 1,
                b'"' => quoted = !quoted,
                b']' if !quoted => {
                    end = Some(i);
                    break;
                }
                b'\n' => break,
                _ => {}
            }
            i += 1;
        }
        let Some(end) = end else {
            self.game.flag(IndexProblem::Unclosed {
                what: Bracket::Tag,
                line: self.line,
            });
            self.skip_line();
            return;
        };
        self.i = end + 1;
        match read_tag(self.b, from + 1..end) {
            Some((name, value)) => {
                let first = self.game.first_tag as usize;
                let kept = &self.out.tags[first.min(self.out.tags.len())..];
                if let Some(k) = TAGS
                    .iter()
                    .position(|t| t.as_bytes().eq_ignore_ascii_case(name))
                    && !kept.iter().any(|t| usize::from(t.tag) == k)
                {
                    self.out.tags.push(TagAt {
                        tag: k as u8,
                        start: small(value.start),
                        len: small(value.len()),
                    });
                    self.game.tag_count += 1;
                }
            }
            None => self.game.flag(IndexProblem::BadTag { line: self.line }),
        }
    }

    fn word(&mut self) {
        let from = self.i;
        if self.game.has_terminator() {
            self.finish(from);
        }
        // The game starts at the word, not after it.
        self.begin();
        let end = self.b[from..]
            .iter()
            .position(|c| c.is_ascii_whitespace() || b"[{(;".contains(c))
            .map_or(self.b.len(), |n| from + n);
        self.i = end.max(from + 1);
        let word = &self.b[from..self.i];
        if word.starts_with(b"$") {
            return;
        }
        if RESULTS.iter().any(|r| r.as_bytes() == word) {
            self.game.terminator = small(from);
            self.game.terminator_len = word.len() as u8;
            return;
        }
        let digits = word.iter().take_while(|c| c.is_ascii_digit()).count();
        let rest = if word[digits..].starts_with(b".") {
            let dots = word[digits..].iter().take_while(|&&c| c == b'.').count();
            &word[digits + dots..]
        } else {
            word
        };
        let mut mv = rest;
        while let [head @ .., b'!' | b'?'] = mv {
            mv = head;
        }
        if mv.is_empty() {
            return;
        }
        if is_move(mv) {
            self.game.plies += 1;
            self.out.looks_like_pdn = true;
        } else {
            let shown: String = String::from_utf8_lossy(word).chars().take(24).collect();
            self.game.flag(IndexProblem::NotAMove {
                line: self.line,
                word: shown,
            });
        }
    }
}

/// A move as PDN writes one: squares (numbers, or a letter and a digit) joined by `-`,
/// `x` or `:`.
fn is_move(word: &[u8]) -> bool {
    let joined = word.iter().any(|c| matches!(c, b'-' | b'x' | b'X' | b':'));
    let digit = word.iter().any(u8::is_ascii_digit);
    let allowed = word
        .iter()
        .all(|c| c.is_ascii_digit() || matches!(c, b'a'..=b'l' | b'-' | b'x' | b'X' | b':'));
    joined && digit && allowed
}

/// `Name "value"` between `range`: the name's bytes and the value's range.
fn read_tag(b: &[u8], range: Range<usize>) -> Option<(&[u8], Range<usize>)> {
    let body = &b[range.clone()];
    let lead = body.iter().take_while(|c| c.is_ascii_whitespace()).count();
    let name_len = body[lead..]
        .iter()
        .take_while(|c| !c.is_ascii_whitespace() && **c != b'"')
        .count();
    if name_len == 0 {
        return None;
    }
    let name = &body[lead..lead + name_len];
    let after = lead + name_len;
    let open = after
        + body[after..]
            .iter()
            .take_while(|c| c.is_ascii_whitespace())
            .count();
    if body.get(open) != Some(&b'"') {
        return None;
    }
    let trail = body
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_whitespace())
        .count();
    let close = body.len() - trail;
    if close < open + 2 || body[close - 1] != b'"' {
        return None;
    }
    Some((name, range.start + open + 1..range.start + close - 1))
}

#[cfg(test)]
#[path = "pdn_index_tests.rs"]
mod tests;
