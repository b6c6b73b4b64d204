//! The help screen's text as the games compose it: the shared part (playing, commands,
//! keys: `assets/help-*.txt`), or a game's own playing section in place of its first
//! section, then the game's rules. Each game chooses its help in `tui/<game>/help.rs`.

use crate::lang::Lang;

/// The help screen: `own` playing section (or the shared one), the rest of the shared
/// help, then `rules`.
pub fn compose(lang: Lang, own: Option<&str>, rules: &str) -> String {
    match own {
        Some(own) => format!("{own}\n{}\n{rules}", after_first_section(lang.help())),
        None => format!("{}\n{}", lang.help(), rules),
    }
}

/// The shared help from its second section on (its sections start with a heading at the
/// left margin; their text is indented): what follows a game's own playing section.
fn after_first_section(help: &str) -> &str {
    let mut at = 0;
    for (i, line) in help.split_inclusive('\n').enumerate() {
        if i > 0 && line.starts_with(|c: char| !c.is_whitespace()) {
            return &help[at..];
        }
        at += line.len();
    }
    ""
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_own_playing_help_replaces_the_first_section() {
        for lang in [Lang::En, Lang::It] {
            let help = lang.help();
            let rest = after_first_section(help);
            // The rest starts at the next heading, and keeps everything after it.
            assert!(rest.starts_with(|c: char| c.is_uppercase()), "{rest}");
            assert!(help.ends_with(rest) && rest.len() < help.len());
            assert!(!rest.contains("22-18"), "{rest}");
        }
    }
}
