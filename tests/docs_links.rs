//! Every relative link of the documentation resolves: README.md and every `.md` page under
//! `docs/` (at any depth) are read, every Markdown link and image `[text](target)` outside
//! code is found, and its target checked — the file (or folder) must exist relative to
//! the page, and an `#anchor` (alone, or after a file) must be the GitHub slug of a
//! heading of the target page (lowercase, spaces to `-`, punctuation other than `-` and
//! `_` dropped, `-1`, `-2` … after a repeated heading). Links to `http:`, `https:` and
//! `mailto:` are not followed. Every broken link is named in one failure message.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The pages checked: README.md, then every `.md` file under `docs/`, sorted.
fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = vec![root.join("README.md")];
    collect(&root.join("docs"), &mut out);
    out
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// The lines of `text` outside fenced code blocks, with their 1-based numbers.
fn prose(text: &str) -> Vec<(usize, &str)> {
    let mut fenced = false;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            fenced = !fenced;
        } else if !fenced {
            out.push((i + 1, line));
        }
    }
    out
}

/// `line` with the inside of every code span replaced, so that text such as
/// `` `[x](y)` `` is not taken for a link.
fn without_code(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(start) = rest.find('`') {
        out.push_str(&rest[..start]);
        let ticks = rest[start..].chars().take_while(|&c| c == '`').count();
        let after = &rest[start + ticks..];
        let fence = "`".repeat(ticks);
        match after.find(&fence) {
            Some(end) => {
                out.push_str("code");
                rest = &after[end + ticks..];
            }
            None => {
                out.push_str(&rest[start..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The targets of the links and images of one line: what stands between `](` and its
/// closing parenthesis (the link's text may start on an earlier line).
fn targets(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let mut depth = 0usize;
        let mut end = None;
        for (i, c) in after.char_indices() {
            match c {
                '(' => depth += 1,
                ')' if depth == 0 => {
                    end = Some(i);
                    break;
                }
                ')' => depth -= 1,
                _ => {}
            }
        }
        let Some(end) = end else { break };
        let target = after[..end].split_whitespace().next().unwrap_or("");
        out.push(target.trim_matches(['<', '>']).to_string());
        rest = &after[end..];
    }
    out
}

/// GitHub's anchor for a heading's text.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of a page: one per ATX heading outside code, repeats numbered.
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = Vec::new();
    for (_, line) in prose(text) {
        let t = line.trim_start();
        let level = t.chars().take_while(|&c| c == '#').count();
        if !(1..=6).contains(&level) || !t[level..].starts_with(' ') {
            continue;
        }
        let base = slug(t[level..].trim().trim_end_matches('#'));
        let n = seen.entry(base.clone()).or_insert(0);
        out.push(if *n == 0 {
            base.clone()
        } else {
            format!("{base}-{n}")
        });
        *n += 1;
    }
    out
}

/// What is wrong with one link of `page`, if anything.
fn check(page: &Path, target: &str) -> Option<String> {
    let (file, anchor) = match target.split_once('#') {
        Some((file, anchor)) => (file, Some(anchor)),
        None => (target, None),
    };
    let dest = if file.is_empty() {
        page.to_path_buf()
    } else {
        page.parent()?.join(file)
    };
    if !dest.exists() {
        return Some("no such file".to_string());
    }
    let anchor = anchor?;
    let Ok(text) = fs::read_to_string(&dest) else {
        return Some(format!("#{anchor} in a file that is not a page"));
    };
    if anchors(&text).iter().any(|a| a == anchor) {
        None
    } else {
        Some(format!("no heading #{anchor} there"))
    }
}

#[test]
fn every_relative_link_of_the_docs_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pages = pages();
    assert!(pages.len() > 1, "no page found under docs/");
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in &pages {
        let text = fs::read_to_string(page).expect("a readable page");
        let name = page
            .strip_prefix(root)
            .unwrap_or(page)
            .display()
            .to_string();
        for (number, line) in prose(&text) {
            for target in targets(&without_code(line)) {
                if ["http:", "https:", "mailto:"]
                    .iter()
                    .any(|s| target.starts_with(s))
                {
                    continue;
                }
                checked += 1;
                if let Some(why) = check(page, &target) {
                    broken.push(format!("{name}:{number}: ({target}): {why}"));
                }
            }
        }
    }
    assert!(checked > 0, "no relative link found");
    assert!(
        broken.is_empty(),
        "{} broken link(s) of {checked}:\n{}",
        broken.len(),
        broken.join("\n")
    );
}

#[test]
fn anchors_are_github_slugs() {
    let page = "# Title\n```\n# not a heading\n```\n## `dama hub [--threads N]`\n\
                ## DamHex^3: the computer players\n## Clocks\n### Clocks\n";
    assert_eq!(
        anchors(page),
        [
            "title",
            "dama-hub---threads-n",
            "damhex3-the-computer-players",
            "clocks",
            "clocks-1"
        ]
    );
    assert_eq!(
        targets(&without_code("see [a](x.md#y) and `[b](z)`, ![c](d.png)")),
        ["x.md#y", "d.png"]
    );
}
