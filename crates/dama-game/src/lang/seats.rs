//! Words of the shell for games of more than two players, in English and Italian: the
//! board turned to a seat (`F` cycles the seats' sides instead of flipping the board).

use super::Lang;

/// "Board seen from Black": the board turned so that `seat`'s side is at the bottom.
pub fn render_seen_from(lang: Lang, seat: &str) -> String {
    tr!(
        lang,
        "Board seen from {seat}",
        "Scacchiera vista dal {seat}"
    )
}
