//! The help of a draughts game: the shared keys and commands, then the variant's rules.

use crate::draughts::Variant;
use crate::lang::Lang;
use crate::tui::shell::help::compose;

/// The help screen of `variant`.
pub fn help(lang: Lang, variant: Variant) -> String {
    compose(lang, None, crate::draughts::words::rules(lang, variant))
}
