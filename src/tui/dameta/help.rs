//! Dameta's help: its own playing section (turns of a step and a pass, typed or
//! clicked), the rest of the shared keys and commands, then its rules.

use crate::dameta::words::dameta_rules;
use crate::lang::Lang;
use crate::tui::dameta::words::dameta_playing_help;
use crate::tui::shell::help::compose;

/// Dameta's help screen.
pub fn help(lang: Lang) -> String {
    compose(lang, Some(dameta_playing_help(lang)), dameta_rules(lang))
}
