//! A PDN game's movetext as a tree: what the reader keeps of it (moves, `{comments}`,
//! NAGs, `(variations)`, in their order), how it becomes the record's tree, and how the
//! tree is written back.
//!
//! Written back, a move is followed by its NAGs (`!`, `?`, `!!`, `??`, `!?`, `?!` beside
//! it; any other as `$n`), its comments (verbatim, `[%clock …]` and other commands kept),
//! then the variations that replace it, each in parentheses; a move number is written
//! before the first player's move, and before the second player's after a comment or a
//! variation (`12...`).

use super::tree::{NodeId, glyph_nag, nag_glyph};
use super::{MoveProblem, Record};
use crate::core::Rules;

/// One piece of movetext, in the order the file has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move as written (its number and glyphs removed).
    Move(String),
    /// A numeric annotation glyph (`$3`, or a glyph such as `!?` beside a move).
    Nag(u8),
    /// A comment's text, as written between `{` and `}` (or after `;`).
    Comment(String),
    /// `(`: a variation replacing the move before it starts.
    Open,
    /// `)`: the variation ends.
    Close,
}

/// A move word split into the move and the NAGs of its glyphs: `23-18!?` → `23-18`, 5.
pub fn split_glyphs(word: &str) -> (&str, Option<u8>) {
    let mv = word.trim_end_matches(['!', '?']);
    let glyph = &word[mv.len()..];
    (mv, glyph_nag(glyph))
}

/// A move that cannot be played: its place in the file's moves (0-based ply of its
/// line, whether it is in a variation), its text and why.
pub struct Refused {
    pub ply: usize,
    pub text: String,
    pub reason: MoveProblem,
}

/// Plays a game's movetext into `record` (at its start): the main line, its
/// variations as variations, comments and NAGs on the moves they follow (a comment
/// before a line's first move on that move). The record's line ends on the main line.
pub fn read_into<G: Rules>(record: &mut Record<G>, items: &[Item]) -> Result<(), Refused> {
    // For each open variation: the line and cursor to go back to, and whether a move
    // was played in the line that holds it.
    let mut stack: Vec<(Vec<NodeId>, usize, bool)> = Vec::new();
    let mut moved = false;
    let mut before: Vec<String> = Vec::new();
    for item in items {
        match item {
            Item::Move(text) => {
                let ply = record.cursor();
                record.play_text(text).map_err(|e| Refused {
                    ply,
                    text: text.clone(),
                    reason: MoveProblem::from(e),
                })?;
                moved = true;
                if !before.is_empty() {
                    let id = record.line()[record.cursor() - 1];
                    record.note_mut(id).before.append(&mut before);
                }
            }
            Item::Nag(n) => {
                if let Some(id) = last_move(record, moved) {
                    record.note_mut(id).nags.push(*n);
                }
            }
            Item::Comment(text) => match last_move(record, moved) {
                Some(id) => record.note_mut(id).after.push(text.clone()),
                None => before.push(text.clone()),
            },
            Item::Open => {
                stack.push((record.line().to_vec(), record.cursor(), moved));
                // The variation replaces the move just played.
                record.undo();
                moved = false;
                before.clear();
            }
            Item::Close => {
                if let Some((line, cursor, was_moved)) = stack.pop() {
                    record.restore_line(line, cursor);
                    moved = was_moved;
                }
                before.clear();
            }
        }
    }
    while let Some((line, cursor, _)) = stack.pop() {
        record.restore_line(line, cursor);
    }
    record.follow_main_line();
    Ok(())
}

/// The move a NAG or comment read now belongs to: the last one played in this line.
fn last_move<G: Rules>(record: &Record<G>, moved: bool) -> Option<NodeId> {
    if !moved {
        return None;
    }
    record.cursor().checked_sub(1).map(|k| record.line()[k])
}

/// The tree's words, the main line with its variations, each move numbered as PDN
/// numbers it.
pub fn words<G: Rules>(record: &Record<G>) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(&first) = record.tree().children(None).first() {
        line_words(record, first, 0, &mut out);
    }
    out
}

/// The words of the line that starts with `first` at ply `ply`, and of its variations.
fn line_words<G: Rules>(record: &Record<G>, first: NodeId, ply: usize, out: &mut Vec<String>) {
    let tree = record.tree();
    let mut id = first;
    let mut ply = ply;
    let mut numbered = false;
    loop {
        let node = tree.node(id);
        let before = tree.before(id, record.start());
        for c in &node.note.before {
            out.push(comment(c));
        }
        let (number, second) = record.move_number(ply);
        let mut word = before.move_text(&node.mv);
        let mut nags = Vec::new();
        for &nag in &node.note.nags {
            match nag_glyph(nag) {
                Some(g) if nags.is_empty() => word.push_str(g),
                _ => nags.push(format!("${nag}")),
            }
        }
        let shown = if !second {
            format!("{number}. {word}")
        } else if !numbered || !node.note.before.is_empty() {
            format!("{number}... {word}")
        } else {
            word
        };
        out.push(shown);
        out.extend(nags);
        numbered = true;
        for c in &node.note.after {
            out.push(comment(c));
        }
        if !node.note.after.is_empty() {
            numbered = false;
        }
        let siblings = tree.children(node.parent);
        if siblings.first() == Some(&id) && siblings.len() > 1 {
            for &other in &siblings[1..] {
                out.push("(".to_string());
                line_words(record, other, ply, out);
                out.push(")".to_string());
            }
            numbered = false;
        }
        match node.children.first() {
            Some(&next) => {
                id = next;
                ply += 1;
            }
            None => break,
        }
    }
}

/// Words joined into lines of at most `width` characters (a longer word keeps its own
/// line; a comment breaks at its spaces), no space after `(` or before `)`.
pub fn wrap(words: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line = String::new();
    let mut glue = false;
    for word in words.iter().flat_map(|w| w.split(' ')) {
        let join = !line.is_empty() && !glue && word != ")";
        if join && line.chars().count() + 1 + word.chars().count() > width {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        } else if join {
            line.push(' ');
        }
        line.push_str(word);
        glue = word == "(";
    }
    out.push_str(&line);
    out
}

/// A comment as PDN writes it, `{text}`: a control character other than a line break
/// becomes a space (a file is read in terminals too) and `}`, which would end the comment
/// early, becomes `)`.
pub(crate) fn comment(text: &str) -> String {
    let inner: String = text
        .chars()
        .map(|c| match c {
            '}' => ')',
            '\n' => '\n',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect();
    format!("{{{inner}}}")
}
