//! Dameta's help: its turns (a step or a jump and a pass, typed or clicked), reviewing,
//! its commands, clocks and keys, then its rules.

use crate::dameta::words::dameta_rules;
use crate::lang::Lang;
use crate::tui::shell::menu::help::{compose, help_text, review};

/// Dameta's help screen.
pub fn help(lang: Lang) -> String {
    compose(&[
        help_text!(lang, "dameta"),
        review(lang),
        help_text!(lang, "dameta-commands"),
        dameta_rules(lang),
    ])
}
