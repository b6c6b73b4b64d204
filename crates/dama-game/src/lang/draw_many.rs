//! Words of a draw offered in a game of more than two players (`tui/shell/offers_many.rs`).

use crate::lang::Lang;

/// Every other player accepted: `said` holds the computers' answers (may be empty).
pub fn draw_agreed_by_all(lang: Lang, said: &str) -> String {
    if said.is_empty() {
        return tr!(lang, "Draw agreed", "Patta concordata");
    }
    tr!(lang, "Draw agreed: {said}", "Patta concordata: {said}")
}

/// A computer declined: `said` holds the answers up to its own.
pub fn no_draw(lang: Lang, said: &str) -> String {
    tr!(lang, "No draw: {said}", "Niente patta: {said}")
}
