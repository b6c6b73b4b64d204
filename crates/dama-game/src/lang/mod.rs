//! Words for people, in English and Italian: the UI's strings ([`Text`]), and the
//! rendering of every error the library returns as data (`errors`). The words of one
//! game live beside it (`src/<game>/words.rs` for its rules' errors and rules text,
//! `src/tui/<game>/words.rs` for its screen); only the shared files here name a game,
//! where their error types are Italian draughts' (errors, files, book, egdb, tune). The terminal game
//! and the command line both speak through here; nothing else builds sentences for
//! players, and nothing translates by replacing words in English text.

pub use dama_core::lang::tr;

pub mod analysis;
pub mod draw_early;
pub mod draw_many;
pub mod editor;
pub mod engine_ui;
mod errors;
pub mod explorer;
mod files;
pub mod library;
pub mod play;
pub mod position_search;
mod seats;
pub mod settings;
pub mod study;
mod text;
pub mod unreadable;
pub mod variations;

pub use crate::draughts::book::words::without_book;
pub use errors::{
    render_fen_error, render_game_error, render_move_error, render_position_error, render_result,
    render_score, render_variant_result,
};
pub use files::{render_pdn_error, render_save_error};
pub use seats::render_seen_from;
pub use text::{EN, IT, Text};

use crate::draughts::italian::Color;

pub use dama_core::lang::{Lang, Localize, fill};

/// The UI's words for a [`Lang`]: its table of strings and the colours' names.
pub trait LangText {
    fn text(self) -> &'static Text;
    fn color(self, c: Color) -> &'static str;
}

impl LangText for Lang {
    fn text(self) -> &'static Text {
        match self {
            Lang::En => &EN,
            Lang::It => &IT,
        }
    }

    fn color(self, c: Color) -> &'static str {
        let t = self.text();
        match c {
            Color::White => t.white,
            Color::Black => t.black,
        }
    }
}
