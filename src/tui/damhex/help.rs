//! DamHex^3's help: the shared keys and commands, then its rules (with how to play them
//! on the screen).

use crate::lang::Lang;
use crate::tui::damhex::words::damhex_rules;
use crate::tui::shell::help::compose;

/// DamHex^3's help screen.
pub fn help(lang: Lang) -> String {
    compose(lang, None, damhex_rules(lang))
}
