//! DamHex^3's help: its moves and the ratto on this screen, reviewing, its commands and
//! keys (a game of three: no clock, no draw offer), then its rules.

use crate::lang::Lang;
use crate::tui::damhex::words::damhex_rules;
use crate::tui::shell::menu::help::{compose, help_text, review};

/// DamHex^3's help screen.
pub fn help(lang: Lang) -> String {
    compose(&[
        help_text!(lang, "damhex"),
        review(lang),
        help_text!(lang, "damhex-commands"),
        damhex_rules(lang),
    ])
}
