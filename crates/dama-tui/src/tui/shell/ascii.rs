//! ASCII mode (`--ascii`, `"ascii": true`): the frames' border set, and the last step
//! of every frame: any symbol a widget left outside ASCII is replaced by its nearest
//! ASCII look-alike (box lines by `- | +`, arrows by `< > ^ v`, `·` and `•` by `.`,
//! `×` by `x`, an accented letter by the plain one) before it is shown, so no screen —
//! menu, game, panel, dialogs, help, the "too small" page, any game's board — draws a
//! character an ASCII-only terminal cannot show. Widgets still choose their own ASCII
//! where a look-alike would read badly (the pieces, the board's marks).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::symbols::border;

/// Frames drawn with `+`, `-` and `|`.
pub const BORDER: border::Set<'static> = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// The border set of a frame: ratatui's plain lines, or [`BORDER`].
pub fn border_set(ascii: bool) -> border::Set<'static> {
    if ascii { BORDER } else { border::PLAIN }
}

/// The ASCII stand-in of `c` (`c` itself when it is ASCII).
pub fn fold_char(c: char) -> char {
    if c.is_ascii() {
        return c;
    }
    match c {
        // Box drawing: lines, then corners, tees and crosses.
        '─' | '━' | '═' | '┄' | '┅' | '┈' | '┉' | '╌' | '╍' | '╴' | '╶' | '╸' | '╺' => {
            '-'
        }
        '│' | '┃' | '║' | '┆' | '┇' | '┊' | '┋' | '╎' | '╏' | '╵' | '╷' | '╹' | '╻' => {
            '|'
        }
        '╱' => '/',
        '╲' => '\\',
        '╳' => 'X',
        '\u{2500}'..='\u{257f}' => '+',
        '░' => '.',
        '▒' => ':',
        '\u{2580}'..='\u{259f}' => '#',
        '▶' | '►' | '▸' | '▹' | '→' | '⟶' | '›' | '»' => '>',
        '·' => '-',
        '◀' | '◄' | '◂' | '◃' | '←' | '⟵' | '‹' | '«' => '<',
        '▲' | '△' | '↑' | '▴' => '^',
        '▼' | '▽' | '↓' | '▾' => 'v',
        '↔' | '–' | '—' | '−' | '‐' | '‑' => '-',
        '■' | '□' | '▪' | '▫' => '#',
        '●' | '◉' | '⬤' => '@',
        '○' | '◎' | '◦' | '°' => 'o',
        '•' | '∙' | '…' => '.',
        '×' | '✕' | '✗' => 'x',
        '✓' | '✔' => 'v',
        '‘' | '’' | '′' | '´' => '\'',
        '“' | '”' | '„' | '″' => '"',
        '≤' => '<',
        '≥' => '>',
        '±' => '+',
        '♔' | '♕' | '♚' | '♛' => 'K',
        '\u{a0}' | '\u{2002}'..='\u{200a}' => ' ',
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' => 'A',
        'È' | 'É' | 'Ê' | 'Ë' => 'E',
        'Ì' | 'Í' | 'Î' | 'Ï' => 'I',
        'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' => 'O',
        'Ù' | 'Ú' | 'Û' | 'Ü' => 'U',
        'ç' => 'c',
        'Ç' => 'C',
        'ñ' => 'n',
        'Ñ' => 'N',
        _ => '?',
    }
}

/// Replaces every non-ASCII symbol in `area` of `buf` by its stand-in. (The columns a
/// wide symbol hides already hold spaces, so a wide one becomes one character and a
/// space.)
pub fn fold(buf: &mut Buffer, area: Rect) {
    let area = area.intersection(buf.area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            if let Some(cell) = buf.cell_mut((x, y))
                && !cell.symbol().is_ascii()
            {
                let first = cell.symbol().chars().next().map_or(' ', fold_char);
                cell.set_char(first);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_arrows_and_marks_have_ascii_stand_ins() {
        let folded: String = "┌─┐│└┘├┼ ▶◀↑↓ · • × … ▄█░ è à Ù"
            .chars()
            .map(fold_char)
            .collect();
        assert_eq!(folded, "+-+|++++ ><^v - . x . ##. e a U");
        assert_eq!(fold_char('w'), 'w');
        assert_eq!(fold_char('漢'), '?');
    }

    #[test]
    fn folding_a_buffer_leaves_only_ascii() {
        let area = Rect::new(0, 0, 12, 1);
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, "─ è 漢x ▶", ratatui::style::Style::new());
        fold(&mut buf, area);
        let text: String = (0..12).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert!(text.is_ascii(), "{text}");
        assert_eq!(text, "- e ? x >   ");
    }
}
