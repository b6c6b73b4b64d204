//! The house rules of every crate's `src/`, read from the source files: no two files
//! import each other, directly or round a ring (a small port of
//! `shared/tools/rs_cycles.py`: `use crate::…`, `use super::…`, `use self::…` paths,
//! groups included, resolved to files); the shell and the shared widgets name no game
//! (nor the registry, nor a game folder of the terminal); a game folder names no other
//! game folder (in the shell, `crates/dama-tui/src/tui/`); and no file is over 500 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const MAX_LINES: usize = 500;
const GAME_FOLDERS: [&str; 3] = ["draughts", "dameta", "damhex"];

fn src() -> PathBuf {
    crate_src("dama-tui")
}

/// The `src` folder of a crate of the workspace.
fn crate_src(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates")
        .join(name)
        .join("src")
}

/// Every crate's `src` folder: the workspace's crates and the root package (the program).
fn every_src() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![root.join("src")];
    let mut crates: Vec<PathBuf> = fs::read_dir(root.join("crates"))
        .expect("the crates folder")
        .flatten()
        .map(|e| e.path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    crates.sort();
    out.extend(crates);
    out
}

/// Every `.rs` file under `dir`, with its text.
fn rust_files(dir: &Path) -> BTreeMap<PathBuf, String> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).expect("a source folder").flatten() {
            let p = entry.path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = fs::read_to_string(&p).expect("a source file");
                out.insert(p, text);
            }
        }
    }
    out
}

/// The text without `//` comments (doc comments name files freely).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The module path of a file under `src` (`tui/shell/mod.rs` is `["tui", "shell"]`).
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("under src");
    let mut parts: Vec<String> = rel
        .with_extension("")
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The paths a file's `use` items name, as written (`crate::tui::shell::game::X`).
fn use_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let text = code(text);
    let mut rest = text.as_str();
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        rest = &rest[at + 4..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let end = rest.find(';').unwrap_or(rest.len());
        let item = rest[..end].split_whitespace().collect::<Vec<_>>().join(" ");
        let bare = |s: &str| s.split(" as ").next().unwrap_or("").replace(' ', "");
        if !["crate::", "super::", "self::"]
            .iter()
            .any(|p| item.starts_with(p))
        {
            continue;
        }
        match item.find("::{") {
            Some(brace) => {
                let head = bare(&item[..brace]);
                out.push(head.clone());
                let group = item[brace + 3..].trim_end_matches('}');
                for one in group.split(',').map(bare) {
                    let word = |c: char| c.is_alphanumeric() || c == '_' || c == ':';
                    if !one.is_empty() && one.chars().all(word) {
                        out.push(format!("{head}::{one}"));
                    }
                }
            }
            None => out.push(bare(&item)),
        }
    }
    out
}

/// The file a path names among `mods`, from the file at module `cur`.
fn resolve<'a>(
    path: &str,
    cur: &[String],
    mods: &'a BTreeMap<Vec<String>, PathBuf>,
) -> Option<&'a PathBuf> {
    let mut parts: Vec<&str> = path.split("::").collect();
    let mut base: Vec<String> = match parts[0] {
        "crate" => Vec::new(),
        "super" => cur[..cur.len().saturating_sub(1)].to_vec(),
        "self" => cur.to_vec(),
        _ => return None,
    };
    parts.remove(0);
    while parts.first() == Some(&"super") {
        base.pop();
        parts.remove(0);
    }
    let full: Vec<String> = base
        .into_iter()
        .chain(parts.iter().map(|s| s.to_string()))
        .collect();
    (1..=full.len()).rev().find_map(|k| mods.get(&full[..k]))
}

/// The import edges among the files of `dir`, a folder under `src`.
fn edges(src: &Path, dir: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let files = rust_files(dir);
    let mods: BTreeMap<Vec<String>, PathBuf> = files
        .keys()
        .map(|p| (module_path(src, p), p.clone()))
        .collect();
    let mut out = BTreeMap::new();
    for (p, text) in &files {
        let mut cur = module_path(src, p);
        if p.file_name().is_some_and(|n| n == "mod.rs") {
            cur.push("mod".to_string());
        }
        // A file's tests import what they test from above (clippy keeps the test module
        // last, `items_after_test_module`): the layers are the code's imports.
        let code = text.split("#[cfg(test)]").next().unwrap_or(text);
        let to: BTreeSet<PathBuf> = use_paths(code)
            .iter()
            .filter_map(|u| resolve(u, &cur, &mods))
            .filter(|q| *q != p)
            .cloned()
            .collect();
        out.insert(p.clone(), to);
    }
    out
}

/// The rings of files that import each other (components of more than one file).
fn rings(src: &Path, dir: &Path) -> Vec<Vec<PathBuf>> {
    let g = edges(src, dir);
    let reach = |from: &PathBuf| {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(v) = todo.pop() {
            for w in g.get(&v).into_iter().flatten() {
                if seen.insert(w.clone()) {
                    todo.push(w.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&PathBuf, BTreeSet<PathBuf>> = g.keys().map(|v| (v, reach(v))).collect();
    let mut done = BTreeSet::new();
    let mut out = Vec::new();
    for v in g.keys() {
        if done.contains(v) || !reached[v].contains(v) {
            continue;
        }
        let ring: Vec<PathBuf> = g
            .keys()
            .filter(|w| reached[v].contains(*w) && reached[*w].contains(v))
            .cloned()
            .collect();
        done.extend(ring.iter().cloned());
        out.push(ring);
    }
    out
}

/// Files of `dir` whose code names one of `words`, with the word.
fn naming(dir: &Path, words: &[String]) -> Vec<String> {
    rust_files(dir)
        .iter()
        .flat_map(|(p, text)| {
            let code = code(text);
            words
                .iter()
                .filter(|w| code.contains(w.as_str()))
                .map(|w| format!("{} names {w}", p.display()))
                .collect::<Vec<_>>()
        })
        .collect()
}

fn shell_words() -> Vec<String> {
    let mut words: Vec<String> = GAME_FOLDERS
        .iter()
        .flat_map(|g| [format!("crate::{g}"), format!("tui::{g}")])
        .collect();
    words.push("tui::registry".to_string());
    words
}

#[test]
fn no_two_files_import_each_other() {
    let all = every_src();
    assert!(all.len() >= 11, "the root and ten crates: {all:?}");
    let found: Vec<Vec<PathBuf>> = all.iter().flat_map(|src| rings(src, src)).collect();
    assert!(found.is_empty(), "import rings: {found:#?}");
}

#[test]
fn the_ring_finder_sees_a_ring() {
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path().join("src");
    let at = src.join("tui");
    fs::create_dir_all(at.join("shell")).expect("folder");
    fs::write(at.join("mod.rs"), "pub mod a;\npub mod shell;\n").expect("mod");
    fs::write(at.join("a.rs"), "use crate::tui::shell::b::B; // a\n").expect("a");
    fs::write(at.join("shell/mod.rs"), "pub mod b;\n").expect("shell");
    fs::write(
        at.join("shell/b.rs"),
        "use super::super::a::{self as x, A};\n",
    )
    .expect("b");
    let paths = use_paths("use super::super::a::{self as x, A};\nuse crate::tui::b::B;");
    assert_eq!(
        paths,
        [
            "super::super::a",
            "super::super::a::self",
            "super::super::a::A",
            "crate::tui::b::B"
        ]
    );
    let found = rings(&src, &at);
    assert_eq!(found, [vec![at.join("a.rs"), at.join("shell/b.rs")]]);
    fs::write(at.join("shell/b.rs"), "pub struct B;\n").expect("b");
    assert!(rings(&src, &at).is_empty());
}

#[test]
fn the_shell_and_the_widgets_name_no_game() {
    let src = src().join("tui");
    let mut words = shell_words();
    let found = naming(&src.join("widgets"), &words);
    assert!(found.is_empty(), "{found:#?}");
    words.push("tui::widgets".to_string());
    let found = naming(&src.join("shell"), &words);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn a_game_folder_names_no_other() {
    let src = src().join("tui");
    for game in GAME_FOLDERS {
        let others: Vec<String> = GAME_FOLDERS
            .iter()
            .filter(|g| **g != game)
            .map(|g| format!("tui::{g}"))
            .chain(["tui::registry".to_string()])
            .collect();
        let found = naming(&src.join(game), &others);
        assert!(found.is_empty(), "{found:#?}");
    }
}

#[test]
fn no_file_is_over_500_lines() {
    for src in every_src() {
        for (p, text) in rust_files(&src) {
            let n = text.lines().count();
            assert!(n <= MAX_LINES, "{} has {n} lines", p.display());
        }
    }
}
