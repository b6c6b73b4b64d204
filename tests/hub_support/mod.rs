//! Helpers shared by the Hub protocol tests: a session replayed from a script, and the
//! move of its `done` line.

#![allow(dead_code)]

use dama::protocol::hub::{Session, run_session};

/// The replies, line by line, to `script` in a session started with `session`.
pub fn replies(session: Session, script: &str) -> Vec<String> {
    let mut out = Vec::new();
    run_session(script.as_bytes(), &mut out, session).expect("session");
    String::from_utf8(out)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The move of the first `done` line.
pub fn done_move(lines: &[String]) -> &str {
    lines
        .iter()
        .find_map(|l| l.strip_prefix("done move="))
        .map(|rest| rest.split_whitespace().next().unwrap_or(""))
        .expect("a done line")
}
