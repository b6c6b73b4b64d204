//! The weights files of every game's evaluation (`assets/*-hand.txt`, Dameta's
//! `dameta-eval.txt`): `#` comment lines, then each field's name and its numbers. One
//! reader (usable in `const` context, so a shipped file is checked when it is compiled),
//! one writer and one count check, for every game.

/// How many numbers a weights file of `fields` (name, count) holds.
pub const fn count_values(fields: &[(&str, usize)]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < fields.len() {
        n += fields[i].1;
        i += 1;
    }
    n
}

/// A weights file: `comment` as `#` lines, then each field's name and its values.
pub fn values_text(fields: &[(&str, usize)], values: &[i32], comment: &str) -> String {
    let mut out = String::new();
    for line in comment.lines() {
        out.push_str("# ");
        out.push_str(line);
        out.push('\n');
    }
    let mut at = 0;
    for (name, n) in fields {
        out.push_str(name);
        for x in &values[at..at + n] {
            out.push_str(&format!(" {x}"));
        }
        out.push('\n');
        at += n;
    }
    out
}

/// The numbers of a weights file in order, skipping comments and names. A file with
/// another count of numbers, or a number out of range, stops the build.
pub const fn parse_values<const N: usize>(text: &[u8]) -> [i32; N] {
    let mut v = [0i32; N];
    let mut n = 0;
    let mut i = 0;
    while i < text.len() {
        let c = text[i];
        if c == b'#' {
            while i < text.len() && text[i] != b'\n' {
                i += 1;
            }
        } else if c == b'-' || c.is_ascii_digit() {
            let negative = c == b'-';
            if negative {
                i += 1;
            }
            let mut x: i64 = 0;
            while i < text.len() && text[i].is_ascii_digit() {
                x = x * 10 + (text[i] - b'0') as i64;
                assert!(x <= 1_000_000, "a weight out of range");
                i += 1;
            }
            assert!(n < N, "too many weights in the file");
            v[n] = if negative { -x as i32 } else { x as i32 };
            n += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            // A name: letters, digits and underscores.
            while i < text.len() && (text[i].is_ascii_alphanumeric() || text[i] == b'_') {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    assert!(n == N, "too few weights in the file");
    v
}
