//! The look of the board and the screens around it: glyphs (Unicode or ASCII) and the
//! palettes (truecolor, 256 colours, the 16-colour palette, or none), each a table of
//! named colours ([`Palette`]). Every highlight also has a marker character, so the board
//! still says everything without colour.
//!
//! The board paints its own squares, so its colours are the same on a dark and a light
//! terminal; only the text around it (labels, titles, messages) follows the terminal's
//! background ([`Background`]). The colours were chosen so that both men stand out on
//! every square they can stand on (plain, cursor, picked, last move, hint), with the
//! 16 colours judged on the xterm palette; `tests` checks those pairs.

use ratatui::style::{Color as Tc, Modifier, Style};

use crate::tui::shell::options::{Background, BoardTheme, ColorMode, Options};

/// Glyphs for pieces and markers.
#[derive(Clone, Copy, Debug)]
pub struct Glyphs {
    pub white_man: &'static str,
    pub white_king: &'static str,
    pub black_man: &'static str,
    pub black_king: &'static str,
    /// A legal destination of the picked piece.
    pub dest: &'static str,
    /// A piece taken by the last move.
    pub taken: &'static str,
    /// A piece that must capture.
    pub must: &'static str,
    /// The picked piece.
    pub picked: &'static str,
    /// The engine's hint.
    pub hint: &'static str,
    pub cursor_left: &'static str,
    pub cursor_right: &'static str,
    /// Whether these are the ASCII glyphs (and every screen is drawn in ASCII).
    pub ascii: bool,
}

pub const UNICODE: Glyphs = Glyphs {
    white_man: "○",
    white_king: "♕",
    black_man: "●",
    black_king: "♛",
    dest: "•",
    taken: "×",
    must: "!",
    picked: "*",
    hint: "?",
    cursor_left: "[",
    cursor_right: "]",
    ascii: false,
};

pub const ASCII: Glyphs = Glyphs {
    white_man: "w",
    white_king: "W",
    black_man: "b",
    black_king: "B",
    dest: ".",
    taken: "x",
    must: "!",
    picked: "*",
    hint: "?",
    cursor_left: "[",
    cursor_right: "]",
    ascii: true,
};

/// Which of the two looks a piece has: the light side's (White's in draughts) or the
/// dark side's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Side {
    Light,
    Dark,
}

/// A piece as the theme draws it, whatever the game: its side's look, man or king.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceLook {
    pub side: Side,
    pub king: bool,
}

impl Glyphs {
    pub fn piece(&self, p: PieceLook) -> &'static str {
        match (p.side, p.king) {
            (Side::Light, false) => self.white_man,
            (Side::Light, true) => self.white_king,
            (Side::Dark, false) => self.black_man,
            (Side::Dark, true) => self.black_king,
        }
    }
}

/// The named colours of a palette. Squares, pieces and highlights are backgrounds or
/// piece bodies; the last four are text on the terminal's own background.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    pub light_square: Tc,
    pub dark_square: Tc,
    pub light_man: Tc,
    pub dark_man: Tc,
    /// The crown on a light king, and on a dark one.
    pub light_crown: Tc,
    pub dark_crown: Tc,
    /// Square numbers, on the dark squares.
    pub number: Tc,
    pub cursor: Tc,
    pub picked: Tc,
    /// The squares of the last move, and those of the pieces it captured.
    pub last: Tc,
    pub captured: Tc,
    pub dest: Tc,
    pub hint: Tc,
    /// The badge behind `!` on a piece that must capture.
    pub must: Tc,
    /// The badge behind the other corner markers (`*` picked, `?` hint).
    pub badge: Tc,
    /// Text on the badges and on the captured squares.
    pub badge_text: Tc,
    /// The `•` on a destination.
    pub dest_mark: Tc,
    /// The `×` on a captured piece's square.
    pub captured_mark: Tc,
}

/// Truecolor: a wooden board (cream and walnut), ivory and ebony men, gold crowns.
const TRUECOLOR: Palette = Palette {
    light_square: Tc::Rgb(238, 224, 192),
    dark_square: Tc::Rgb(164, 114, 72),
    light_man: Tc::Rgb(250, 246, 234),
    dark_man: Tc::Rgb(38, 32, 28),
    // Bronze and pale gold: both crowns read on their king and on the amber last move.
    light_crown: Tc::Rgb(120, 78, 8),
    dark_crown: Tc::Rgb(255, 228, 130),
    number: Tc::Rgb(246, 230, 200),
    cursor: Tc::Rgb(62, 110, 204),
    picked: Tc::Rgb(158, 72, 160),
    last: Tc::Rgb(200, 156, 28),
    captured: Tc::Rgb(190, 50, 44),
    dest: Tc::Rgb(86, 156, 92),
    hint: Tc::Rgb(40, 160, 140),
    must: Tc::Rgb(214, 40, 40),
    badge: Tc::Rgb(30, 30, 30),
    badge_text: Tc::Rgb(255, 255, 255),
    dest_mark: Tc::Rgb(20, 20, 20),
    captured_mark: Tc::Rgb(255, 255, 255),
};

/// 256 colours: the truecolor board, each colour its nearest in the xterm 256 table
/// (by hand where the nearest would clash, as walnut and brick both near 131).
const ANSI256: Palette = Palette {
    light_square: Tc::Indexed(230),
    dark_square: Tc::Indexed(137),
    light_man: Tc::Indexed(231),
    dark_man: Tc::Indexed(234),
    light_crown: Tc::Indexed(94),
    dark_crown: Tc::Indexed(228),
    number: Tc::Indexed(230),
    cursor: Tc::Indexed(62),
    picked: Tc::Indexed(133),
    last: Tc::Indexed(172),
    captured: Tc::Indexed(124),
    dest: Tc::Indexed(71),
    hint: Tc::Indexed(36),
    must: Tc::Indexed(160),
    badge: Tc::Indexed(234),
    badge_text: Tc::Indexed(231),
    dest_mark: Tc::Indexed(233),
    captured_mark: Tc::Indexed(231),
};

/// 16 colours: green and grey squares (the tournament board), white and black men.
/// Green is the one ANSI colour both men stand out on in the common palettes (xterm,
/// Tango, Windows); yellow, the old dark square, hid the white men. The marks are the
/// ANSI colours of middle lightness, so either man stays visible on them.
const ANSI16: Palette = Palette {
    light_square: Tc::Gray,
    dark_square: Tc::Green,
    light_man: Tc::White,
    dark_man: Tc::Black,
    // Black, as red hid on the dark grey of the last move.
    light_crown: Tc::Black,
    dark_crown: Tc::LightYellow,
    number: Tc::Black,
    cursor: Tc::LightBlue,
    picked: Tc::Magenta,
    last: Tc::DarkGray,
    captured: Tc::Yellow,
    dest: Tc::Cyan,
    hint: Tc::LightMagenta,
    must: Tc::LightRed,
    badge: Tc::Black,
    badge_text: Tc::White,
    dest_mark: Tc::Black,
    captured_mark: Tc::Black,
};

/// The slate board in truecolour: pale grey and slate squares, the marks and men of the
/// wooden board (they were chosen to stand out on a square of middle lightness).
const TRUECOLOR_SLATE: Palette = Palette {
    light_square: Tc::Rgb(222, 226, 230),
    dark_square: Tc::Rgb(112, 124, 138),
    number: Tc::Rgb(236, 240, 244),
    ..TRUECOLOR
};

/// The slate board in 256 colours: the nearest greys of the xterm table.
const ANSI256_SLATE: Palette = Palette {
    light_square: Tc::Indexed(254),
    dark_square: Tc::Indexed(102),
    number: Tc::Indexed(255),
    ..ANSI256
};

/// The text colours around the board: labels, accents (titles, whose turn), information
/// and errors, for a dark and a light terminal background.
#[derive(Clone, Copy, Debug)]
struct TextColors {
    label: Tc,
    accent: Tc,
    info: Tc,
    error: Tc,
}

fn text_colors(mode: ColorMode, bg: Background) -> Option<TextColors> {
    let t = |label, accent, info, error| {
        Some(TextColors {
            label,
            accent,
            info,
            error,
        })
    };
    match (mode, bg) {
        (ColorMode::None, _) => None,
        (ColorMode::TrueColor, Background::Dark) => t(
            Tc::Rgb(150, 150, 150),
            Tc::Rgb(240, 200, 90),
            Tc::Rgb(120, 200, 220),
            Tc::Rgb(255, 90, 90),
        ),
        (ColorMode::TrueColor, Background::Light) => t(
            Tc::Rgb(100, 100, 100),
            Tc::Rgb(150, 90, 0),
            Tc::Rgb(0, 100, 140),
            Tc::Rgb(190, 20, 20),
        ),
        (ColorMode::Ansi256, Background::Dark) => t(
            Tc::Indexed(246),
            Tc::Indexed(221),
            Tc::Indexed(116),
            Tc::Indexed(203),
        ),
        (ColorMode::Ansi256, Background::Light) => t(
            Tc::Indexed(241),
            Tc::Indexed(94),
            Tc::Indexed(24),
            Tc::Indexed(124),
        ),
        (ColorMode::Ansi16, Background::Dark) => {
            t(Tc::DarkGray, Tc::Yellow, Tc::Cyan, Tc::LightRed)
        }
        (ColorMode::Ansi16, Background::Light) => t(Tc::DarkGray, Tc::Blue, Tc::Magenta, Tc::Red),
    }
}

/// Styles for every part of the board and the screens around it. The highlight styles
/// (`cursor`, `picked`, `dest`, `last`, `taken`, `hint`) patch a square's style.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub mode: ColorMode,
    pub glyphs: Glyphs,
    /// The named colours, when there are colours.
    pub palette: Option<Palette>,
    pub light: Style,
    pub dark: Style,
    pub number: Style,
    pub white_piece: Style,
    pub black_piece: Style,
    /// The crown of a king (its foreground), for each side.
    pub white_king: Style,
    pub black_king: Style,
    pub cursor: Style,
    pub picked: Style,
    pub dest: Style,
    /// The `•` on a destination.
    pub dest_mark: Style,
    pub last: Style,
    /// A captured piece's square and its `×`.
    pub taken: Style,
    /// The `!` badge of a piece that must capture.
    pub must: Style,
    /// The other corner badges (`*`, `?`).
    pub badge: Style,
    pub hint: Style,
    pub label: Style,
    pub error: Style,
    pub info: Style,
    pub accent: Style,
    pub selected: Style,
}

impl Theme {
    /// The theme for a dark terminal background.
    pub fn new(mode: ColorMode, ascii: bool) -> Theme {
        Theme::with_background(mode, ascii, Background::Dark)
    }

    /// The theme the options ask for: colours, glyphs, the terminal's background and
    /// the board.
    pub fn of(opts: &Options) -> Theme {
        Theme::for_board(opts.colors, opts.ascii, opts.background, opts.board)
    }

    /// The theme for a terminal background, on the wooden board.
    pub fn with_background(mode: ColorMode, ascii: bool, bg: Background) -> Theme {
        Theme::for_board(mode, ascii, bg, BoardTheme::Wood)
    }

    /// The theme for a terminal background and a board (the board's squares change in
    /// truecolour and 256 colours; 16 colours keep the green tournament board).
    pub fn for_board(mode: ColorMode, ascii: bool, bg: Background, board: BoardTheme) -> Theme {
        let glyphs = if ascii { ASCII } else { UNICODE };
        let palette = match (mode, board) {
            (ColorMode::TrueColor, BoardTheme::Wood) => TRUECOLOR,
            (ColorMode::TrueColor, BoardTheme::Slate) => TRUECOLOR_SLATE,
            (ColorMode::Ansi256, BoardTheme::Wood) => ANSI256,
            (ColorMode::Ansi256, BoardTheme::Slate) => ANSI256_SLATE,
            (ColorMode::Ansi16, _) => ANSI16,
            (ColorMode::None, _) => return Theme::monochrome(glyphs),
        };
        let text = text_colors(mode, bg).unwrap_or(TextColors {
            label: Tc::Reset,
            accent: Tc::Reset,
            info: Tc::Reset,
            error: Tc::Reset,
        });
        let p = palette;
        let plain = Style::new();
        let bold = Modifier::BOLD;
        Theme {
            mode,
            glyphs,
            palette: Some(p),
            light: plain.bg(p.light_square),
            dark: plain.bg(p.dark_square),
            number: plain.fg(p.number),
            white_piece: plain.fg(p.light_man).add_modifier(bold),
            black_piece: plain.fg(p.dark_man).add_modifier(bold),
            white_king: plain.fg(p.light_crown).add_modifier(bold),
            black_king: plain.fg(p.dark_crown).add_modifier(bold),
            cursor: plain.bg(p.cursor),
            picked: plain.bg(p.picked),
            dest: plain.bg(p.dest),
            dest_mark: plain.fg(p.dest_mark).add_modifier(bold),
            last: plain.bg(p.last),
            taken: plain.bg(p.captured).fg(p.captured_mark).add_modifier(bold),
            must: plain.bg(p.must).fg(p.badge_text).add_modifier(bold),
            badge: plain.bg(p.badge).fg(p.badge_text).add_modifier(bold),
            hint: plain.bg(p.hint),
            label: plain.fg(text.label),
            error: plain.fg(text.error).add_modifier(bold),
            info: plain.fg(text.info),
            accent: plain.fg(text.accent).add_modifier(bold),
            selected: plain.add_modifier(Modifier::REVERSED),
        }
    }

    /// `NO_COLOR`: reverse video tells dark squares from light ones, bold and underline
    /// the highlights, and the markers say the rest.
    fn monochrome(glyphs: Glyphs) -> Theme {
        let plain = Style::new();
        let bold = plain.add_modifier(Modifier::BOLD);
        Theme {
            mode: ColorMode::None,
            glyphs,
            palette: None,
            light: plain,
            dark: plain.add_modifier(Modifier::REVERSED),
            number: plain,
            white_piece: bold,
            black_piece: bold,
            white_king: bold,
            black_king: bold,
            cursor: bold,
            picked: plain.add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            dest: plain,
            dest_mark: bold,
            last: plain.add_modifier(Modifier::UNDERLINED),
            taken: bold,
            must: bold,
            badge: bold,
            hint: plain.add_modifier(Modifier::UNDERLINED),
            label: plain,
            error: bold,
            info: plain,
            accent: bold,
            selected: plain.add_modifier(Modifier::REVERSED),
        }
    }

    pub fn piece_style(&self, side: Side) -> Style {
        match side {
            Side::Light => self.white_piece,
            Side::Dark => self.black_piece,
        }
    }

    /// The style of a king's crown of `side`.
    pub fn crown_style(&self, side: Side) -> Style {
        match side {
            Side::Light => self.white_king,
            Side::Dark => self.black_king,
        }
    }
}

#[cfg(test)]
#[path = "theme_tests.rs"]
mod tests;
