//! The position editor's side of DamHex^3 ([`EditableGame`]): a setup is each army's
//! men and kings on the 61 dark cells and whose turn; `w`/`b`/`r` put a man of White,
//! Black or Red, `W`/`B`/`R` a king. The three armies are all needed: on leaving, a
//! setup is refused when an army has no piece (the game is for three; a game with a
//! player out comes from play, not from the editor), more than its 12, or a man on its
//! front (where men are crowned); the rules' position reader has the last word. The
//! setup's text is the game's (`TURN:-:W…:B…:R…`, nobody having moved yet).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::core::{Rules, Seat};
use crate::damhex::Position;
use crate::damhex::geometry::{self as geo, Cell, Cells};
use crate::damhex::text::LETTERS;
use crate::lang::Lang;
use crate::lang::editor::{self as words, Refusal};
use crate::tui::damhex::board::{HexBoard, HexMarks, HexSquares, glyph};
use crate::tui::damhex::geom::screen;
use crate::tui::shell::editor::edit::{EditPiece, EditableGame, SetupView};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::theme::Theme;

/// The pieces an army has at the start, and at most.
const ARMY: u32 = 12;

/// A DamHex^3 position being edited.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    men: [Cells; 3],
    kings: [Cells; 3],
    turn: u8,
}

impl HexSquares for Setup {
    fn piece_at(&self, cell: Cell) -> Option<(usize, bool)> {
        let bit = 1u64 << cell;
        (0..3).find_map(|s| {
            if self.men[s] & bit != 0 {
                Some((s, false))
            } else if self.kings[s] & bit != 0 {
                Some((s, true))
            } else {
                None
            }
        })
    }
}

/// The things to put, in Tab order: (key, army, king).
const PIECES: [(char, usize, bool); 6] = [
    ('w', 0, false),
    ('W', 0, true),
    ('b', 1, false),
    ('B', 1, true),
    ('r', 2, false),
    ('R', 2, true),
];

impl EditableGame for Position {
    type Setup = Setup;

    fn edit_pieces(lang: Lang) -> Vec<EditPiece> {
        PIECES
            .iter()
            .map(|&(key, army, king)| EditPiece {
                key,
                name: words::piece_name(lang, army, king),
            })
            .collect()
    }

    fn edit_glyph(i: usize, _theme: &Theme) -> &'static str {
        PIECES
            .get(i)
            .map_or("", |&(_, army, king)| glyph(army, king))
    }

    fn setup_of(pos: &Position) -> Setup {
        Setup {
            men: [pos.men(0), pos.men(1), pos.men(2)],
            kings: [pos.kings(0), pos.kings(1), pos.kings(2)],
            turn: pos.turn().min(2) as u8,
        }
    }

    fn clear(setup: &mut Setup) {
        setup.men = [0; 3];
        setup.kings = [0; 3];
    }

    fn put(setup: &mut Setup, cell: Cell, piece: Option<usize>) -> bool {
        if usize::from(cell) >= geo::CELLS {
            return false;
        }
        let bit = 1u64 << cell;
        for s in 0..3 {
            setup.men[s] &= !bit;
            setup.kings[s] &= !bit;
        }
        if let Some(&(_, army, king)) = piece.and_then(|i| PIECES.get(i)) {
            if king {
                setup.kings[army] |= bit;
            } else {
                setup.men[army] |= bit;
            }
        }
        true
    }

    fn has(setup: &Setup, cell: Cell, piece: usize) -> bool {
        let here = setup.piece_at(cell);
        here.is_some() && here == PIECES.get(piece).map(|&(_, army, king)| (army, king))
    }

    fn turn(setup: &Setup) -> Seat {
        Seat(setup.turn)
    }

    fn set_turn(setup: &mut Setup, seat: Seat) {
        setup.turn = seat.0.min(2);
    }

    fn setup_text(setup: &Setup) -> String {
        let mut out = format!("{}:-", LETTERS[usize::from(setup.turn)]);
        for (army, letter) in LETTERS.iter().enumerate() {
            let cells: Vec<String> = (0..geo::CELLS as Cell)
                .filter_map(|c| match setup.piece_at(c) {
                    Some((s, king)) if s == army => {
                        Some(format!("{}{}", if king { "K" } else { "" }, geo::name(c)))
                    }
                    _ => None,
                })
                .collect();
            out.push_str(&format!(":{letter}{}", cells.join(",")));
        }
        out
    }

    fn check(setup: &Setup, lang: Lang) -> Result<Position, Refusal> {
        for army in 0..3 {
            let seat = Position::seat_label(Seat(army as u8), lang).to_string();
            let count = (setup.men[army] | setup.kings[army]).count_ones();
            if count == 0 {
                return Err(Refusal::NoPieces { seat });
            }
            if count > ARMY {
                return Err(Refusal::TooMany {
                    seat,
                    count,
                    max: ARMY,
                });
            }
            let crowned = setup.men[army] & geo::FRONTS[army];
            if crowned != 0 {
                let cell = geo::name(crowned.trailing_zeros() as Cell);
                return Err(Refusal::ManOnPromotionRow { seat, cell });
            }
        }
        Position::parse_position(&Self::setup_text(setup))
            .map_err(|e| Refusal::Rules(Position::render_position_error(lang, &e)))
    }

    fn draw_setup(setup: &Setup, view: &SetupView<'_, Position>, area: Rect, buf: &mut Buffer) {
        let Some((_, geom)) = screen(area) else {
            return;
        };
        HexBoard {
            pos: setup,
            geom,
            seat: usize::from(view.flipped),
            marks: HexMarks {
                cursor: Some(view.cursor),
                ..HexMarks::default()
            },
            names: view.numbers,
            mode: view.theme.mode,
            ascii: view.theme.glyphs.white_man.is_ascii(),
            lang: view.lang,
        }
        .render(geom.area, buf);
    }
}
