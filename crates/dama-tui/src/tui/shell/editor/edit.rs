//! What the position editor (`editor.rs`) needs of a game beyond [`ShellGame`]:
//! [`EditableGame`]. A game keeps a position being edited as its own `Setup`, which may
//! be wrong (a man on its promotion row, the ball on an empty cell): the editor puts and
//! removes pieces on it, shows its text as it changes, and only on leaving asks the
//! game to check it and turn it into a position. The cells, the cursor and the screen
//! layout are the game's [`ShellGame`] ones, and the game draws a setup with its own
//! board widget. Each game implements it in its folder (`tui/<game>/edit.rs`).

use std::fmt::Debug;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::core::Seat;
use crate::lang::Lang;
use crate::lang::editor::Refusal;
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::theme::Theme;

/// One kind of thing the editor can put on a cell (a white man, a black king, the
/// ball, a red man), with the key that puts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditPiece {
    pub key: char,
    /// Its name in the player's language ("White man").
    pub name: String,
}

/// How a setup is drawn: the cursor and the view's choices.
pub struct SetupView<'a, G: EditableGame> {
    pub cursor: G::Cell,
    pub flipped: bool,
    pub numbers: bool,
    pub theme: &'a Theme,
    pub lang: Lang,
}

/// A game whose positions can be set up by hand.
pub trait EditableGame: ShellGame {
    /// A position being edited: any placement of pieces, checked only by [`check`].
    ///
    /// [`check`]: EditableGame::check
    type Setup: Clone + Eq + Debug + Send + 'static;

    /// The things the editor can put on a cell, in the order Tab goes through them.
    fn edit_pieces(lang: Lang) -> Vec<EditPiece>;

    /// The glyph of thing `piece` in the panel.
    fn edit_glyph(piece: usize, theme: &Theme) -> &'static str;

    /// The setup of a position.
    fn setup_of(pos: &Self) -> Self::Setup;

    /// Takes every piece off (the side to move and the rest stay).
    fn clear(setup: &mut Self::Setup);

    /// Puts thing `piece` (an index in [`edit_pieces`]) on `cell`; `None` takes what is
    /// there off. Returns false when the cell takes nothing (a light square).
    ///
    /// [`edit_pieces`]: EditableGame::edit_pieces
    fn put(setup: &mut Self::Setup, cell: Self::Cell, piece: Option<usize>) -> bool;

    /// Whether thing `piece` is on `cell` (putting it again then takes it off).
    fn has(setup: &Self::Setup, cell: Self::Cell, piece: usize) -> bool;

    /// The seat to move.
    fn turn(setup: &Self::Setup) -> Seat;

    /// Gives the move to `seat`.
    fn set_turn(setup: &mut Self::Setup, seat: Seat);

    /// The setup as the game's position text (its FEN), even when it is not a legal
    /// position yet.
    fn setup_text(setup: &Self::Setup) -> String;

    /// The position the setup describes, or the first thing wrong with it.
    fn check(setup: &Self::Setup, lang: Lang) -> Result<Self, Refusal>;

    /// Draws the setup with the game's board widget; `area` is the whole screen, laid
    /// out as [`ShellGame::layout`] does.
    fn draw_setup(setup: &Self::Setup, view: &SetupView<'_, Self>, area: Rect, buf: &mut Buffer);
}

/// Position text as people paste it: surrounding spaces, quotes (`"W:W31:B1"`, PDN's
/// `[FEN "…"]` tag value) and a trailing full stop are dropped; what is inside is the
/// game's to read.
pub fn clean_text(text: &str) -> &str {
    let mut t = text.trim();
    if let Some(inner) = t.strip_prefix("[FEN").and_then(|r| r.strip_suffix(']')) {
        t = inner.trim();
    }
    t.trim_matches(|c: char| c == '"' || c == '\'' || c == '`' || c.is_whitespace())
}

#[cfg(test)]
mod tests {
    use crate::tui::shell::editor::edit::clean_text;

    #[test]
    fn pasted_text_loses_its_quotes_and_spaces() {
        assert_eq!(clean_text("  \"W:W31:B1\"  "), "W:W31:B1");
        assert_eq!(clean_text("'W:W31:B1'\n"), "W:W31:B1");
        assert_eq!(clean_text("[FEN \"B:W1:B2\"]"), "B:W1:B2");
        assert_eq!(clean_text("   "), "");
    }
}
