//! Helpers shared by the integration tests: reading the vectors in `tests/data/`.

#![allow(dead_code)]

use std::path::PathBuf;

/// The non-comment lines of a data file, split on `|` and trimmed.
pub fn data_rows(name: &str) -> Vec<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('|').map(|f| f.trim().to_string()).collect())
        .collect()
}

/// Runs the `dama` binary built for the tests with `args`.
pub fn dama(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(args)
        .output()
        .expect("the dama binary runs")
}

/// Standard output as text.
pub fn stdout(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}
