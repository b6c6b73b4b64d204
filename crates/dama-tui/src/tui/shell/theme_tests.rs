//! The palettes checked as a player would look at them: both men stand out on every
//! square they can stand on, every mark differs from the square under it and from the
//! other marks, the text on the badges reads, and the text around the board reads on
//! a dark and a light terminal. Contrast is the WCAG ratio of relative luminances; the
//! 16 ANSI colours are taken as xterm shows them.

use super::*;

/// xterm's 16 colours, in ANSI order.
const XTERM16: [(u8, u8, u8); 16] = [
    (0, 0, 0),
    (205, 0, 0),
    (0, 205, 0),
    (205, 205, 0),
    (0, 0, 238),
    (205, 0, 205),
    (0, 205, 205),
    (229, 229, 229),
    (127, 127, 127),
    (255, 0, 0),
    (0, 255, 0),
    (255, 255, 0),
    (92, 92, 255),
    (255, 0, 255),
    (0, 255, 255),
    (255, 255, 255),
];

fn rgb(c: Tc) -> (u8, u8, u8) {
    let ansi = |i: usize| XTERM16[i];
    match c {
        Tc::Rgb(r, g, b) => (r, g, b),
        Tc::Indexed(n @ 0..=15) => ansi(usize::from(n)),
        Tc::Indexed(n @ 16..=231) => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let n = n - 16;
            (level(n / 36), level(n / 6 % 6), level(n % 6))
        }
        Tc::Indexed(n) => {
            let v = 8 + 10 * (n - 232);
            (v, v, v)
        }
        Tc::Black => ansi(0),
        Tc::Red => ansi(1),
        Tc::Green => ansi(2),
        Tc::Yellow => ansi(3),
        Tc::Blue => ansi(4),
        Tc::Magenta => ansi(5),
        Tc::Cyan => ansi(6),
        Tc::Gray => ansi(7),
        Tc::DarkGray => ansi(8),
        Tc::LightRed => ansi(9),
        Tc::LightGreen => ansi(10),
        Tc::LightYellow => ansi(11),
        Tc::LightBlue => ansi(12),
        Tc::LightMagenta => ansi(13),
        Tc::LightCyan => ansi(14),
        Tc::White => ansi(15),
        Tc::Reset => panic!("a palette colour is never the terminal's default"),
    }
}

fn luminance(c: Tc) -> f64 {
    let (r, g, b) = rgb(c);
    let lin = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.03928 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

fn contrast(a: Tc, b: Tc) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn distance(a: Tc, b: Tc) -> f64 {
    let (a, b) = (rgb(a), rgb(b));
    let d = |x: u8, y: u8| (f64::from(x) - f64::from(y)).powi(2);
    (d(a.0, b.0) + d(a.1, b.1) + d(a.2, b.2)).sqrt()
}

const COLOUR_MODES: [ColorMode; 3] = [ColorMode::TrueColor, ColorMode::Ansi256, ColorMode::Ansi16];

/// Every palette a player can see: each colour mode with each board.
fn every_palette() -> Vec<(String, Palette)> {
    let mut all = Vec::new();
    for mode in COLOUR_MODES {
        for board in BoardTheme::ALL {
            let t = Theme::for_board(mode, false, Background::Dark, board);
            all.push((format!("{mode:?} {board:?}"), t.palette.expect("a palette")));
        }
    }
    all
}

#[test]
fn the_slate_board_changes_the_squares_where_the_palette_can_show_it() {
    for mode in [ColorMode::TrueColor, ColorMode::Ansi256] {
        let wood = Theme::for_board(mode, false, Background::Dark, BoardTheme::Wood);
        let slate = Theme::for_board(mode, false, Background::Dark, BoardTheme::Slate);
        assert_ne!(wood.dark, slate.dark, "{mode:?}");
        assert_ne!(wood.light, slate.light, "{mode:?}");
        assert_eq!(wood.cursor, slate.cursor, "{mode:?}: the marks stay");
    }
    let a = Theme::for_board(ColorMode::Ansi16, false, Background::Dark, BoardTheme::Wood);
    let b = Theme::for_board(
        ColorMode::Ansi16,
        false,
        Background::Dark,
        BoardTheme::Slate,
    );
    assert_eq!(a.dark, b.dark, "16 colours keep the tournament board");
}

#[test]
fn both_men_stand_out_on_every_square_they_can_stand_on() {
    for (mode, p) in every_palette() {
        let squares = [
            ("dark square", p.dark_square),
            ("cursor", p.cursor),
            ("picked", p.picked),
            ("last move", p.last),
            ("hint", p.hint),
        ];
        for (name, sq) in squares {
            for (man, c) in [("light man", p.light_man), ("dark man", p.dark_man)] {
                let k = contrast(c, sq);
                assert!(k >= 2.0, "{mode:?}: {man} on {name}: contrast {k:.2}");
            }
        }
        for (crown, body) in [(p.light_crown, p.light_man), (p.dark_crown, p.dark_man)] {
            let k = contrast(crown, body);
            assert!(k >= 2.5, "{mode:?}: a crown on its king: contrast {k:.2}");
        }
    }
}

/// Issue 23, item 21: a king's crown reads on its body and on the amber (or grey) square
/// of the last move, where a king that has just moved stands.
#[test]
fn crowns_read_on_their_king_and_on_the_last_move() {
    for (mode, p) in every_palette() {
        for (name, crown, body) in [
            ("light crown", p.light_crown, p.light_man),
            ("dark crown", p.dark_crown, p.dark_man),
        ] {
            for (under, bg) in [("its king", body), ("last move", p.last)] {
                let k = contrast(crown, bg);
                assert!(k >= 2.0, "{mode:?}: {name} on {under}: contrast {k:.2}");
            }
        }
    }
}

#[test]
fn marks_differ_from_the_squares_under_them_and_from_each_other() {
    for (mode, p) in every_palette() {
        let marks = [
            ("cursor", p.cursor),
            ("picked", p.picked),
            ("last move", p.last),
            ("captured", p.captured),
            ("destination", p.dest),
            ("hint", p.hint),
        ];
        for (name, c) in marks {
            let d = distance(c, p.dark_square);
            assert!(
                d >= 60.0,
                "{mode:?}: {name} on a dark square: distance {d:.0}"
            );
        }
        let d = distance(p.cursor, p.light_square);
        assert!(
            d >= 60.0,
            "{mode:?}: cursor on a light square: distance {d:.0}"
        );
        let d = distance(p.light_square, p.dark_square);
        assert!(d >= 100.0, "{mode:?}: the squares: distance {d:.0}");
        for (i, (a, ca)) in marks.iter().enumerate() {
            for (b, cb) in &marks[i + 1..] {
                let d = distance(*ca, *cb);
                assert!(d >= 60.0, "{mode:?}: {a} and {b}: distance {d:.0}");
            }
        }
    }
}

#[test]
fn markers_read_on_the_squares_and_badges_they_are_drawn_on() {
    for (mode, p) in every_palette() {
        let pairs = [
            ("! on its badge", p.badge_text, p.must),
            ("* ? on their badge", p.badge_text, p.badge),
            ("• on a destination", p.dest_mark, p.dest),
            ("× on a captured square", p.captured_mark, p.captured),
        ];
        for (name, fg, bg) in pairs {
            let k = contrast(fg, bg);
            assert!(k >= 3.0, "{mode:?}: {name}: contrast {k:.2}");
        }
        // The badges stand out from any square.
        for badge in [p.must, p.badge] {
            for sq in [p.dark_square, p.picked, p.hint, p.cursor] {
                let d = distance(badge, sq);
                assert!(d >= 60.0, "{mode:?}: a badge on a square: distance {d:.0}");
            }
        }
        // Square numbers on every colour a dark square takes.
        for sq in [
            p.dark_square,
            p.cursor,
            p.picked,
            p.last,
            p.captured,
            p.dest,
            p.hint,
        ] {
            let k = contrast(p.number, sq);
            assert!(k >= 2.0, "{mode:?}: a square number: contrast {k:.2}");
        }
    }
}

#[test]
fn text_reads_on_dark_and_light_terminals() {
    for mode in COLOUR_MODES {
        for (bg, paper) in [
            (Background::Dark, Tc::Rgb(24, 24, 24)),
            (Background::Light, Tc::Rgb(255, 255, 255)),
        ] {
            let t = Theme::with_background(mode, false, bg);
            for (name, style) in [
                ("label", t.label),
                ("accent", t.accent),
                ("info", t.info),
                ("error", t.error),
            ] {
                let fg = style.fg.expect("a text colour");
                let k = contrast(fg, paper);
                assert!(k >= 3.0, "{mode:?} {bg:?}: {name}: contrast {k:.2}");
            }
        }
    }
}

#[test]
fn without_colour_the_board_uses_no_colour_at_all() {
    let t = Theme::new(ColorMode::None, false);
    assert!(t.palette.is_none());
    for style in [t.light, t.dark, t.cursor, t.last, t.hint, t.must, t.taken] {
        assert!(style.fg.is_none() && style.bg.is_none(), "{style:?}");
    }
    assert!(t.dark.add_modifier.contains(Modifier::REVERSED));
}

#[test]
fn a_light_terminal_changes_the_text_colours_not_the_board() {
    for mode in COLOUR_MODES {
        let dark = Theme::with_background(mode, false, Background::Dark);
        let light = Theme::with_background(mode, false, Background::Light);
        for (a, b) in [
            (dark.light, light.light),
            (dark.dark, light.dark),
            (dark.white_piece, light.white_piece),
            (dark.cursor, light.cursor),
            (dark.last, light.last),
        ] {
            assert_eq!(a, b, "{mode:?}");
        }
        assert_ne!(dark.accent, light.accent, "{mode:?}");
        assert_ne!(dark.error, light.error, "{mode:?}");
    }
}
