//! Words for people, in English and Italian: the UI's strings ([`Text`]), and the
//! rendering of every error the library returns as data (`errors`). The words of one
//! game live beside it (`src/<game>/words.rs` for its rules' errors and rules text,
//! `src/tui/<game>/words.rs` for its screen); only the shared files here name a game,
//! where their error types are Italian draughts' (errors, files, book, egdb, tune). The terminal game
//! and the command line both speak through here; nothing else builds sentences for
//! players, and nothing translates by replacing words in English text.

/// `format!` in the player's language: the English template, then the Italian one,
/// then the values both use.
macro_rules! tr {
    ($lang:expr, $en:literal, $it:literal $(, $arg:expr)* $(,)?) => {
        match $lang {
            Lang::En => format!($en $(, $arg)*),
            Lang::It => format!($it $(, $arg)*),
        }
    };
}
pub(crate) use tr;

pub mod analysis;
mod book;
pub mod draw_early;
pub mod draw_many;
pub mod editor;
mod egdb;
mod egdb_variants;
pub mod engine_ui;
mod errors;
mod files;
pub mod library;
pub mod outside;
pub mod play;
mod seats;
pub mod settings;
pub mod study;
mod text;
mod tune;
pub mod unreadable;

pub use book::without_book;
pub use errors::{
    Localize, render_fen_error, render_game_error, render_move_error, render_position_error,
    render_result, render_score, render_variant_result,
};
pub use files::{render_pdn_error, render_save_error};
pub use seats::render_seen_from;
pub use text::{EN, IT, Text};

use crate::draughts::italian::Color;

/// The language of the whole UI.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    /// From a locale value such as `it_IT.UTF-8` (anything starting with `it` is Italian).
    pub fn from_locale(value: Option<&str>) -> Lang {
        match value {
            Some(v) if v.to_ascii_lowercase().starts_with("it") => Lang::It,
            _ => Lang::En,
        }
    }

    /// From `LC_ALL`, `LC_MESSAGES` or `LANG`, the first one set.
    pub fn from_env() -> Lang {
        let value = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty());
        Lang::from_locale(value.as_deref())
    }

    pub fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }

    pub fn color(self, c: Color) -> &'static str {
        let t = self.text();
        match c {
            Color::White => t.white,
            Color::Black => t.black,
        }
    }
}

/// Replaces each `{}` of `template` with the next value.
pub fn fill(template: &str, values: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut values = values.iter();
    while let Some(at) = rest.find("{}") {
        out.push_str(&rest[..at]);
        out.push_str(values.next().copied().unwrap_or(""));
        rest = &rest[at + 2..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fill_replaces_in_order() {
        assert_eq!(fill("{} wins in {}", &["White", "7"]), "White wins in 7");
        assert_eq!(fill("no values {}", &[]), "no values ");
    }

    #[test]
    fn locale_picks_italian() {
        assert_eq!(Lang::from_locale(Some("it_IT.UTF-8")), Lang::It);
        assert_eq!(Lang::from_locale(Some("en_GB.UTF-8")), Lang::En);
        assert_eq!(Lang::from_locale(None), Lang::En);
    }
}
