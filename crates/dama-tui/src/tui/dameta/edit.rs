//! The position editor's side of Dameta ([`EditableGame`]): a setup is each side's
//! pieces, the ball (on any square while editing), whose turn, and the score, goals to
//! win and kicker of the position it came from. `w`/`b` put a piece, `o` the ball.
//! The authors' rules (the Italian text in /work/shared/seeds): four pieces a side, and
//! the ball is a neutral piece "posta sopra una pedina", put on a piece; once the round
//! has begun it never rests on a back rank (that is a goal). On leaving, a setup is
//! refused when a side has not four pieces, the ball is on no piece or on a back rank,
//! or (no ball at all) the pieces do not stand at the kick-off; the rules' position
//! reader has the last word.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::core::{Rules, Seat};
use crate::dameta::Position;
use crate::dameta::geometry::{rank, square_name};
use crate::lang::Lang;
use crate::lang::editor::{self as words, Refusal};
use crate::tui::dameta::board::{DametaBoard, DametaMarks, DametaSquares};
use crate::tui::dameta::geom::screen;
use crate::tui::shell::editor::edit::{EditPiece, EditableGame, SetupView};
use crate::tui::shell::game::ShellGame;
use crate::tui::shell::theme::{ASCII, Theme};

/// The pieces a side has.
const PIECES: u32 = 4;

/// A Dameta position being edited.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Setup {
    men: [u64; 2],
    ball: Option<u8>,
    to_move: u8,
    score: [u8; 2],
    goals: u8,
    kicker: u8,
}

impl DametaSquares for Setup {
    fn piece_at(&self, sq: u8) -> Option<Seat> {
        (0..2u8)
            .find(|&s| self.men[s as usize] >> sq & 1 == 1)
            .map(Seat)
    }

    fn ball(&self) -> Option<u8> {
        self.ball
    }
}

/// The index of the ball among the things to put.
const BALL: usize = 2;

impl EditableGame for Position {
    type Setup = Setup;

    fn edit_pieces(lang: Lang) -> Vec<EditPiece> {
        ['w', 'b', 'o']
            .into_iter()
            .enumerate()
            .map(|(i, key)| EditPiece {
                key,
                name: words::dameta_piece(lang, i).to_string(),
            })
            .collect()
    }

    fn edit_glyph(i: usize, theme: &Theme) -> &'static str {
        match i {
            0 => theme.glyphs.white_man,
            1 => theme.glyphs.black_man,
            _ if theme.glyphs.white_man == ASCII.white_man => "o",
            _ => "●",
        }
    }

    fn setup_of(pos: &Position) -> Setup {
        Setup {
            men: [pos.pieces(Seat(0)), pos.pieces(Seat(1))],
            ball: pos.ball(),
            to_move: pos.to_move().0.min(1),
            score: pos.score(),
            goals: pos.goals_to_win(),
            kicker: pos.kicker().0.min(1),
        }
    }

    fn clear(setup: &mut Setup) {
        setup.men = [0, 0];
        setup.ball = None;
    }

    fn put(setup: &mut Setup, sq: u8, piece: Option<usize>) -> bool {
        if sq >= 64 {
            return false;
        }
        let bit = 1u64 << sq;
        match piece {
            None => {
                setup.men = [setup.men[0] & !bit, setup.men[1] & !bit];
                if setup.ball == Some(sq) {
                    setup.ball = None;
                }
            }
            Some(BALL) => setup.ball = Some(sq),
            Some(side) => {
                let side = side.min(1);
                setup.men[side] |= bit;
                setup.men[1 - side] &= !bit;
            }
        }
        true
    }

    fn has(setup: &Setup, sq: u8, piece: usize) -> bool {
        match piece {
            BALL => setup.ball == Some(sq),
            side => setup.piece_at(sq) == Some(Seat(side.min(1) as u8)),
        }
    }

    fn turn(setup: &Setup) -> Seat {
        Seat(setup.to_move)
    }

    fn set_turn(setup: &mut Setup, seat: Seat) {
        setup.to_move = seat.0.min(1);
        // At a kick-off the kicker is the one to move.
        if setup.ball.is_none() {
            setup.kicker = setup.to_move;
        }
    }

    /// As `Position::to_text`, the ball alone on a square written `o` (which the rules'
    /// reader refuses).
    fn setup_text(setup: &Setup) -> String {
        let mut ranks = Vec::with_capacity(8);
        for r in (0..8u8).rev() {
            let mut s = String::new();
            let mut empty = 0u8;
            for f in 0..8u8 {
                let sq = r * 8 + f;
                let ball = setup.ball == Some(sq);
                let c = match (setup.piece_at(sq), ball) {
                    (None, false) => {
                        empty += 1;
                        continue;
                    }
                    (None, true) => 'o',
                    (Some(Seat(0)), b) => {
                        if b {
                            'W'
                        } else {
                            'w'
                        }
                    }
                    (Some(_), b) => {
                        if b {
                            'B'
                        } else {
                            'b'
                        }
                    }
                };
                if empty > 0 {
                    s.push(char::from(b'0' + empty));
                    empty = 0;
                }
                s.push(c);
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
            }
            ranks.push(s);
        }
        let side = |s: u8| if s == 0 { "w" } else { "b" };
        format!(
            "{} {} {}-{} {} {}",
            ranks.join("/"),
            side(setup.to_move),
            setup.score[0],
            setup.score[1],
            setup.goals,
            side(setup.kicker)
        )
    }

    fn check(setup: &Setup, lang: Lang) -> Result<Position, Refusal> {
        for s in 0..2u8 {
            let seat = Position::seat_label(Seat(s), lang).to_string();
            let count = setup.men[usize::from(s)].count_ones();
            if count > PIECES {
                return Err(Refusal::TooMany {
                    seat,
                    count,
                    max: PIECES,
                });
            }
            if count < PIECES {
                return Err(Refusal::TooFew {
                    seat,
                    count,
                    min: PIECES,
                });
            }
        }
        match setup.ball {
            Some(sq) if setup.piece_at(sq).is_none() => {
                return Err(Refusal::BallOnEmpty {
                    cell: square_name(sq),
                });
            }
            Some(sq) if rank(sq) == 0 || rank(sq) == 7 => {
                return Err(Refusal::BallOnBackRank {
                    cell: square_name(sq),
                });
            }
            None if setup.men != Self::setup_of(&Position::start()).men => {
                return Err(Refusal::NoBall);
            }
            _ => {}
        }
        Position::parse_position(&Self::setup_text(setup))
            .map_err(|e| Refusal::Rules(Position::render_position_error(lang, &e)))
    }

    fn draw_setup(setup: &Setup, view: &SetupView<'_, Position>, area: Rect, buf: &mut Buffer) {
        let Some((l, geom)) = screen(area) else {
            return;
        };
        DametaBoard {
            pos: setup,
            geom,
            flipped: view.flipped,
            ascii: view.theme.glyphs.white_man == ASCII.white_man,
            names: view.numbers,
            marks: DametaMarks {
                cursor: Some(view.cursor),
                ..DametaMarks::default()
            },
            theme: view.theme,
        }
        .render(l.board, buf);
    }
}
