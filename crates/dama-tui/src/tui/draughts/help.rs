//! The help of each draughts game: how to type and pick its moves (each variant its own
//! notation; Italian also DAMA.COM's), reviewing, the commands and keys, its clocks and
//! engine (Italian: ballots and the endgame databases, which only Italian has), then
//! the variant's rules.

use crate::draughts::Variant;
use crate::lang::Lang;
use crate::tui::shell::menu::help::{compose, help_text, review};

/// The help screen of `variant`.
pub fn help(lang: Lang, variant: Variant) -> String {
    let (playing, extra) = match variant {
        Variant::Italian => (
            help_text!(lang, "italian"),
            help_text!(lang, "italian-extra"),
        ),
        Variant::English => (
            help_text!(lang, "english"),
            help_text!(lang, "draughts-extra"),
        ),
        Variant::Brazilian => (
            help_text!(lang, "brazilian"),
            help_text!(lang, "draughts-extra"),
        ),
        Variant::International => (
            help_text!(lang, "international"),
            help_text!(lang, "draughts-extra"),
        ),
    };
    compose(&[
        playing,
        help_text!(lang, "draughts-cursor"),
        review(lang),
        help_text!(lang, "draughts-commands"),
        extra,
        crate::draughts::words::rules(lang, variant),
    ])
}
