//! The look of the board: glyphs (Unicode or ASCII) and colours (truecolor, the 16-colour
//! palette, or none). Every highlight also has a marker character, so the board still
//! says everything without colour.

use ratatui::style::{Color as Tc, Modifier, Style};

use crate::draughts::italian::{Color, Kind, Piece};

use super::options::ColorMode;

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
}

pub const UNICODE: Glyphs = Glyphs {
    white_man: "○",
    white_king: "♔",
    black_man: "●",
    black_king: "♚",
    dest: "•",
    taken: "×",
    must: "!",
    picked: "*",
    hint: "?",
    cursor_left: "[",
    cursor_right: "]",
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
};

impl Glyphs {
    pub fn piece(&self, p: Piece) -> &'static str {
        match (p.color, p.kind) {
            (Color::White, Kind::Man) => self.white_man,
            (Color::White, Kind::King) => self.white_king,
            (Color::Black, Kind::Man) => self.black_man,
            (Color::Black, Kind::King) => self.black_king,
        }
    }
}

/// Styles for every part of the board and the screens around it.
#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub mode: ColorMode,
    pub glyphs: Glyphs,
    pub light: Style,
    pub dark: Style,
    pub number: Style,
    pub white_piece: Style,
    pub black_piece: Style,
    pub cursor: Style,
    pub picked: Style,
    pub dest: Style,
    pub last: Style,
    pub taken: Style,
    pub must: Style,
    pub hint: Style,
    pub label: Style,
    pub error: Style,
    pub info: Style,
    pub accent: Style,
    pub selected: Style,
}

impl Theme {
    pub fn new(mode: ColorMode, ascii: bool) -> Theme {
        let glyphs = if ascii { ASCII } else { UNICODE };
        let plain = Style::new();
        match mode {
            ColorMode::None => Theme {
                mode,
                glyphs,
                light: plain,
                // Reverse video tells dark squares from light ones without colour.
                dark: plain.add_modifier(Modifier::REVERSED),
                number: plain,
                white_piece: plain.add_modifier(Modifier::BOLD),
                black_piece: plain.add_modifier(Modifier::BOLD),
                cursor: plain.add_modifier(Modifier::BOLD),
                picked: plain.add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
                dest: plain,
                last: plain.add_modifier(Modifier::UNDERLINED),
                taken: plain,
                must: plain.add_modifier(Modifier::BOLD),
                hint: plain.add_modifier(Modifier::UNDERLINED),
                label: plain,
                error: plain.add_modifier(Modifier::BOLD),
                info: plain,
                accent: plain.add_modifier(Modifier::BOLD),
                selected: plain.add_modifier(Modifier::REVERSED),
            },
            ColorMode::Ansi16 => Theme {
                mode,
                glyphs,
                light: plain.bg(Tc::Gray),
                dark: plain.bg(Tc::Yellow),
                number: plain.fg(Tc::Black),
                white_piece: plain.fg(Tc::White).add_modifier(Modifier::BOLD),
                black_piece: plain.fg(Tc::Black).add_modifier(Modifier::BOLD),
                cursor: plain.bg(Tc::Blue),
                picked: plain.bg(Tc::Magenta),
                dest: plain.bg(Tc::Green),
                last: plain.bg(Tc::LightYellow),
                taken: plain.fg(Tc::Red).add_modifier(Modifier::BOLD),
                must: plain.fg(Tc::LightRed).add_modifier(Modifier::BOLD),
                hint: plain.bg(Tc::Cyan),
                label: plain.fg(Tc::DarkGray),
                error: plain.fg(Tc::LightRed).add_modifier(Modifier::BOLD),
                info: plain.fg(Tc::Cyan),
                accent: plain.fg(Tc::Yellow).add_modifier(Modifier::BOLD),
                selected: plain.add_modifier(Modifier::REVERSED),
            },
            ColorMode::TrueColor => Theme {
                mode,
                glyphs,
                light: plain.bg(Tc::Rgb(233, 221, 190)),
                dark: plain.bg(Tc::Rgb(125, 90, 60)),
                number: plain.fg(Tc::Rgb(205, 175, 140)),
                white_piece: plain
                    .fg(Tc::Rgb(255, 255, 250))
                    .add_modifier(Modifier::BOLD),
                black_piece: plain.fg(Tc::Rgb(15, 15, 15)).add_modifier(Modifier::BOLD),
                cursor: plain.bg(Tc::Rgb(60, 100, 170)),
                picked: plain.bg(Tc::Rgb(170, 80, 150)),
                dest: plain.bg(Tc::Rgb(80, 140, 80)),
                last: plain.bg(Tc::Rgb(160, 125, 60)),
                taken: plain.fg(Tc::Rgb(230, 40, 40)).add_modifier(Modifier::BOLD),
                must: plain.fg(Tc::Rgb(255, 70, 70)).add_modifier(Modifier::BOLD),
                hint: plain.bg(Tc::Rgb(60, 150, 160)),
                label: plain.fg(Tc::Rgb(150, 150, 150)),
                error: plain.fg(Tc::Rgb(255, 90, 90)).add_modifier(Modifier::BOLD),
                info: plain.fg(Tc::Rgb(120, 200, 220)),
                accent: plain.fg(Tc::Rgb(240, 200, 90)).add_modifier(Modifier::BOLD),
                selected: plain.add_modifier(Modifier::REVERSED),
            },
        }
    }

    pub fn piece_style(&self, color: Color) -> Style {
        match color {
            Color::White => self.white_piece,
            Color::Black => self.black_piece,
        }
    }
}
