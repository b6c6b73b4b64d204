//! Text read from outside (files, standard input): bytes that must be UTF-8, and where
//! they are not, the line and column a person can look at; a UTF-8 byte-order mark, which
//! some programs put at the start of the text files they write, is skipped; and text
//! from outside made safe to show on a terminal ([`escape_controls`]): every place that
//! echoes what was typed or read (errors, file and save names, PDN tags, engine names and
//! lines) shows control characters escaped, never raw.

use std::borrow::Cow;

/// Where the first bytes that are not UTF-8 are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column} is not UTF-8 text")]
pub struct NotUtf8 {
    /// The line, from 1.
    pub line: usize,
    /// The byte within the line, from 1.
    pub column: usize,
}

/// The UTF-8 byte-order mark.
pub const BOM: char = '\u{feff}';

/// `text` without a leading byte-order mark.
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix(BOM).unwrap_or(text)
}

/// `bytes` as text, or where they stop being UTF-8.
pub fn from_utf8(bytes: Vec<u8>) -> Result<String, NotUtf8> {
    String::from_utf8(bytes).map_err(|e| {
        let bad = e.utf8_error().valid_up_to();
        let before = &e.as_bytes()[..bad];
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        let start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        NotUtf8 {
            line,
            column: bad - start + 1,
        }
    })
}

/// `"white"` → `"White"`.
pub fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Whether showing `c` raw could change the terminal or hide text: the C0 and C1
/// controls and DEL (which start escape sequences, ring the bell, move the cursor), and
/// the bidirectional overrides and isolates (which reorder what is shown).
fn is_unsafe(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every control character escaped, ready to echo on one line: `\e` for
/// ESC, `\n`, `\r`, `\t`, and `\u{..}` (its hex code, as Rust writes it) for the rest of
/// the C0 and C1 controls, DEL and the bidirectional overrides. Text without them is
/// returned as it is.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    escape_where(text, is_unsafe)
}

/// As [`escape_controls`], but line breaks are kept: for a message of several lines.
pub fn escape_controls_keep_lines(text: &str) -> Cow<'_, str> {
    escape_where(text, |c| c != '\n' && is_unsafe(c))
}

fn escape_where(text: &str, unsafe_char: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !text.chars().any(&unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if !unsafe_char(c) {
            out.push(c);
            continue;
        }
        match c {
            '\u{1b}' => out.push_str("\\e"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_bytes_are_found_by_line_and_column() {
        assert_eq!(from_utf8(b"ok\n".to_vec()).as_deref(), Ok("ok\n"));
        assert_eq!(
            from_utf8(b"one\ntwo \xff\nthree".to_vec()),
            Err(NotUtf8 { line: 2, column: 5 })
        );
        assert_eq!(strip_bom("\u{feff}[Event]"), "[Event]");
        assert_eq!(strip_bom("é"), "é");
    }

    #[test]
    fn every_control_character_is_escaped() {
        assert_eq!(
            escape_controls("W:W21\u{1b}]0;x\u{7}"),
            "W:W21\\e]0;x\\u{7}"
        );
        assert!(matches!(escape_controls("plain é €"), Cow::Borrowed(_)));
        let controls = (0u32..0x20).chain(0x7f..0xa0).filter_map(char::from_u32);
        for c in controls.chain(['\u{202e}', '\u{2067}']) {
            let input = format!("a{c}b");
            let shown = escape_controls(&input);
            assert!(!shown.chars().any(is_unsafe), "{:?}", c);
            assert!(shown.starts_with("a\\") && shown.ends_with('b'), "{shown}");
        }
        assert_eq!(escape_controls_keep_lines("a\nb\u{1b}"), "a\nb\\e");
    }
}
