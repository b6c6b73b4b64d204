//! Text read from outside (files, standard input): bytes that must be UTF-8, and where
//! they are not, the line and column a person can look at; a UTF-8 byte-order mark, which
//! some programs put at the start of the text files they write, is skipped.

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
}
