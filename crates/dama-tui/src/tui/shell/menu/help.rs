//! The help screen's text as the games compose it: each game's `tui/<game>/help.rs` lists
//! its sections (how to play it here, reviewing, its commands and keys, its clocks and
//! engine, its rules) and this file joins them. The texts are in `assets/help/<lang>/`;
//! only reviewing a game is the same in every game and chosen here. A game's help holds
//! only what works in that game (`tests/help.rs` checks that no other game's words
//! appear in it).

use crate::lang::Lang;

/// A help text of `assets/help/`, in both languages: `help_text!(lang, "review")`.
macro_rules! help_text {
    ($lang:expr, $name:literal) => {
        match $lang {
            $crate::lang::Lang::En => {
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/help/en/",
                    $name,
                    ".txt"
                ))
            }
            $crate::lang::Lang::It => {
                include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/assets/help/it/",
                    $name,
                    ".txt"
                ))
            }
        }
    };
}

pub(crate) use help_text;

/// Reviewing a game (stepping back and forth, review mode, the move list): every game's.
pub fn review(lang: Lang) -> &'static str {
    help_text!(lang, "review")
}

/// The help screen: the sections in order, one blank line between two.
pub fn compose(sections: &[&str]) -> String {
    let mut text = sections
        .iter()
        .map(|s| s.trim_matches('\n'))
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("\n\n");
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_are_joined_by_one_blank_line() {
        assert_eq!(compose(&["A\n  a\n", "\nB\n  b", ""]), "A\n  a\n\nB\n  b\n");
        for lang in [Lang::En, Lang::It] {
            assert!(review(lang).starts_with(|c: char| c.is_uppercase()));
            assert!(review(lang).contains("Tab"));
        }
    }
}
