//! The pieces at every cell size: the art grows with the cells, a disc leaves room for
//! the board's marks, a man is several cells wide from 100x32 up, and a king never
//! looks like a man — in every glyph set and palette.

use super::*;
use crate::tui::shell::options::ColorMode;

const MODES: [ColorMode; 4] = [
    ColorMode::TrueColor,
    ColorMode::Ansi256,
    ColorMode::Ansi16,
    ColorMode::None,
];

/// The cell sizes the layout gives: 60x18, 80x24 (8x8 and 10x10), 100x32 (both),
/// 200x60 (both), and the largest.
const SIZES: [(u16, u16); 8] = [
    (3, 1),
    (5, 2),
    (4, 2),
    (7, 3),
    (6, 3),
    (15, 7),
    (11, 5),
    (21, 10),
];

fn man(side: Side) -> PieceLook {
    PieceLook { side, king: false }
}

fn king(side: Side) -> PieceLook {
    PieceLook { side, king: true }
}

/// `piece` drawn alone in a `w` x `h` cell on a dark square: its symbols, rows joined
/// by `|`, and the buffer.
fn drawn(piece: PieceLook, w: u16, h: u16, mode: ColorMode, ascii: bool) -> (String, Buffer) {
    let theme = Theme::new(mode, ascii);
    let cell = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(cell);
    buf.set_style(cell, theme.dark);
    draw(&mut buf, cell, piece, theme.dark, &theme);
    let mut text = String::new();
    for y in 0..h {
        for x in 0..w {
            text.push_str(buf[(x, y)].symbol());
        }
        text.push('|');
    }
    (text, buf)
}

#[test]
fn the_art_grows_with_the_cells() {
    assert_eq!(Art::for_cell(3, 1), Art::Glyph);
    assert_eq!(Art::for_cell(5, 2), Art::Slab);
    assert_eq!(Art::for_cell(4, 2), Art::Slab);
    assert_eq!(Art::for_cell(7, 3), Art::Disc);
    assert_eq!(Art::for_cell(6, 3), Art::Disc);
    assert_eq!(Art::for_cell(15, 7), Art::Disc);
}

#[test]
fn a_disc_leaves_room_for_the_marks_and_fills_most_of_the_square() {
    for h in 3..=10u16 {
        for w in [2 * h, 2 * h + 1] {
            let m = disc(w, h).mask;
            assert!(leaves_room(&m), "{w}x{h}");
            let rows: Vec<u16> = (0..h).filter(|&r| m.span(r).is_some()).collect();
            let widest = (0..h)
                .filter_map(|r| m.span(r))
                .map(|(a, b)| b - a + 1)
                .max()
                .unwrap_or(0);
            assert!(widest * 2 >= w, "{w}x{h}: {widest} columns wide");
            assert!(
                rows.len() * 10 >= usize::from(h) * 6,
                "{w}x{h}: {} rows tall",
                rows.len()
            );
        }
    }
}

#[test]
fn a_man_is_a_disc_several_cells_wide_at_100x32() {
    for mode in MODES {
        let (text, buf) = drawn(man(Side::Dark), 7, 3, mode, false);
        let middle: usize = (0..7).filter(|&x| buf[(x, 1)].symbol() != " ").count();
        assert!(middle >= 5, "{mode:?}: {text}");
        let rows = text.split('|').filter(|r| !r.trim().is_empty()).count();
        assert!(rows >= 2, "{mode:?}: {text}");
        // Rounded: the corners are quadrant blocks.
        assert!(text.contains('▗') || text.contains('▟'), "{mode:?}: {text}");
    }
}

#[test]
fn a_king_differs_from_a_man_in_every_glyph_set_and_size() {
    for (w, h) in SIZES {
        for mode in MODES {
            for ascii in [false, true] {
                for color in [Side::Light, Side::Dark] {
                    let (m, _) = drawn(man(color), w, h, mode, ascii);
                    let (k, _) = drawn(king(color), w, h, mode, ascii);
                    assert_ne!(m, k, "{w}x{h} {mode:?} ascii {ascii} {color:?}");
                }
            }
        }
    }
}

#[test]
fn without_colour_the_men_differ_by_shape() {
    for (w, h) in SIZES {
        for ascii in [false, true] {
            for piece in [man, king] {
                let (white, _) = drawn(piece(Side::Light), w, h, ColorMode::None, ascii);
                let (black, wb) = drawn(piece(Side::Dark), w, h, ColorMode::None, ascii);
                // The same glyphs may differ by reverse video alone (a filled disc).
                let styles = |b: &Buffer| -> Vec<bool> {
                    b.content
                        .iter()
                        .map(|c| c.modifier.contains(Modifier::REVERSED))
                        .collect()
                };
                let (_, wbuf) = drawn(piece(Side::Light), w, h, ColorMode::None, ascii);
                assert!(
                    white != black || styles(&wbuf) != styles(&wb),
                    "{w}x{h} ascii {ascii}: {white} / {black}"
                );
            }
        }
    }
}

#[test]
fn ascii_pieces_are_ascii() {
    for (w, h) in SIZES {
        for mode in MODES {
            for piece in [man(Side::Light), king(Side::Dark)] {
                let (text, _) = drawn(piece, w, h, mode, true);
                assert!(text.is_ascii(), "{w}x{h} {mode:?}: {text}");
            }
        }
    }
}

#[test]
fn a_king_wears_its_crown_in_the_crown_colour() {
    let theme = Theme::new(ColorMode::TrueColor, false);
    let gold = theme.black_king.fg;
    for (w, h) in [(7, 3), (15, 7), (5, 2)] {
        let (_, buf) = drawn(king(Side::Dark), w, h, ColorMode::TrueColor, false);
        assert!(
            buf.content.iter().any(|c| c.fg == gold.unwrap_or_default()),
            "{w}x{h}"
        );
    }
}
