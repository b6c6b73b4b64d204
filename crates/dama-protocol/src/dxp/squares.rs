//! DXP's board values against dama's International draughts: a MOVE (from, to and the
//! captured squares) to and from one of the position's legal moves, and a GAMEREQ
//! starting position (`A`, or `B` with 50 squares) to and from a position. Both use the
//! standard 1-50 numbering (Black's men on 1-20), so only the forms differ.
//!
//! A DXP move names no path: two captures from the same square to the same square are
//! told apart by the set of pieces they take, which is also what makes a move one move
//! in dama (`draughts::mv`): the legal move with the same start, end and captured set is
//! the move, whatever order the peer lists the captured squares in.

use thiserror::Error;

use crate::draughts::international::Position;
use crate::draughts::{Color, Draughts, Kind, Move};
use dama_dxp::{Colour, DxpMove, Setup, Square, SquareContent};

/// Why a MOVE or a starting position does not fit the game.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum BoardError {
    #[error("the move {0} is not legal here")]
    Illegal(String),
    #[error("the move {0} takes a square twice")]
    RepeatedCapture(String),
    #[error("the starting position is not a legal International position: {0}")]
    BadPosition(String),
}

/// The wire's colour of dama's side.
pub fn colour_of(color: Color) -> Colour {
    match color {
        Color::White => Colour::White,
        Color::Black => Colour::Black,
    }
}

/// dama's side of a wire colour.
pub fn color_of(colour: Colour) -> Color {
    match colour {
        Colour::White => Color::White,
        Colour::Black => Color::Black,
    }
}

/// How a DXP move reads in a transcript or a message: `32-28`, `19x30 (24)`.
pub fn dxp_move_text(mv: &DxpMove) -> String {
    if mv.captured().is_empty() {
        return format!("{}-{}", mv.from(), mv.to());
    }
    let taken: Vec<String> = mv.captured().iter().map(|s| s.to_string()).collect();
    format!("{}x{} ({})", mv.from(), mv.to(), taken.join(","))
}

/// `mv` (legal in its position) as a DXP MOVE made in `secs` seconds.
pub fn to_dxp(mv: &Move, secs: u32) -> DxpMove {
    let squares = Position::move_squares(mv);
    // A legal move's squares are 1-50: the clamp never changes one.
    let sq = |n: u8| Square::new(n.clamp(1, 50)).unwrap_or_else(|_| unreachable!("1-50"));
    let to = squares.path.last().copied().unwrap_or(squares.from);
    let captured: Vec<Square> = squares.captured.iter().map(|&n| sq(n)).collect();
    // A legal International move takes at most 20 pieces, so this cannot fail; the
    // fallback sends the move without its captures rather than nothing.
    DxpMove::new(secs, sq(squares.from), sq(to), &captured)
        .or_else(|_| DxpMove::new(secs, sq(squares.from), sq(to), &[]))
        .unwrap_or_else(|_| unreachable!("no captures always fit"))
}

/// The legal move of `pos` that `mv` names: the same start, end and captured set.
pub fn from_dxp(pos: &Position, mv: &DxpMove) -> Result<Move, BoardError> {
    let text = || dxp_move_text(mv);
    let mut wanted: Vec<u8> = mv.captured().iter().map(|s| s.get()).collect();
    wanted.sort_unstable();
    let before = wanted.len();
    wanted.dedup();
    if wanted.len() != before {
        return Err(BoardError::RepeatedCapture(text()));
    }
    pos.legal_moves()
        .into_iter()
        .find(|m| {
            let s = Position::move_squares(m);
            let to = s.path.last().copied().unwrap_or(s.from);
            let mut taken = s.captured.clone();
            taken.sort_unstable();
            s.from == mv.from().get() && to == mv.to().get() && taken == wanted
        })
        .ok_or_else(|| BoardError::Illegal(text()))
}

/// The GAMEREQ starting position of `pos`: `A` for the standard start, else `B`.
pub fn setup_of(pos: &Position) -> Setup {
    if *pos == Position::start() {
        return Setup::Standard;
    }
    let mut squares = [SquareContent::Empty; 50];
    for (i, cell) in squares.iter_mut().enumerate() {
        *cell = match pos.piece_on(i as u8 + 1) {
            None => SquareContent::Empty,
            Some(p) => match (p.color, p.kind) {
                (Color::White, Kind::Man) => SquareContent::WhiteMan,
                (Color::White, Kind::King) => SquareContent::WhiteKing,
                (Color::Black, Kind::Man) => SquareContent::BlackMan,
                (Color::Black, Kind::King) => SquareContent::BlackKing,
            },
        };
    }
    Setup::Position {
        to_move: colour_of(pos.side()),
        squares,
    }
}

/// The position a GAMEREQ asks for, checked as any outside position is (a man on its
/// crowning row, too many pieces: refused).
pub fn position_of(setup: &Setup) -> Result<Position, BoardError> {
    let (to_move, squares) = match setup {
        Setup::Standard => return Ok(Position::start()),
        Setup::Position { to_move, squares } => (*to_move, squares),
    };
    let mut white = Vec::new();
    let mut black = Vec::new();
    for (i, cell) in squares.iter().enumerate() {
        let n = i + 1;
        match cell {
            SquareContent::Empty => {}
            SquareContent::WhiteMan => white.push(n.to_string()),
            SquareContent::WhiteKing => white.push(format!("K{n}")),
            SquareContent::BlackMan => black.push(n.to_string()),
            SquareContent::BlackKing => black.push(format!("K{n}")),
        }
    }
    let side = match to_move {
        Colour::White => "W",
        Colour::Black => "B",
    };
    let fen = format!("{side}:W{}:B{}", white.join(","), black.join(","));
    Position::from_fen(&fen).map_err(|e| BoardError::BadPosition(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;

    fn sq(n: u8) -> Square {
        Square::new(n).unwrap()
    }

    #[test]
    fn every_legal_move_goes_to_the_wire_and_back() {
        // A walk through a game: every legal move of every position survives the trip.
        let mut pos = Position::start();
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for m in &moves {
                let back = from_dxp(&pos, &to_dxp(m, 0)).unwrap();
                assert_eq!(Position::move_squares(&back), Position::move_squares(m));
            }
            pos = pos.after(&moves[moves.len() / 2]);
        }
    }

    #[test]
    fn captures_are_found_by_their_set_in_any_order() {
        // A capture of two pieces, named with its captured squares in reverse order.
        let pos = [
            "W:W33:B28,18",
            "W:W33:B29,19",
            "W:W33:B28,17",
            "W:W33:B29,20",
        ]
        .iter()
        .map(|f| Position::from_fen(f).unwrap())
        .find(|p| p.legal_moves().iter().any(|m| m.capture_count() == 2))
        .unwrap();
        let two = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.capture_count() == 2)
            .unwrap();
        let s = Position::move_squares(&two);
        let mut taken: Vec<Square> = s.captured.iter().map(|&n| sq(n)).collect();
        taken.reverse();
        let to = sq(*s.path.last().unwrap());
        let wire = DxpMove::new(0, sq(s.from), to, &taken).unwrap();
        let mv = from_dxp(&pos, &wire).unwrap();
        assert_eq!(Position::move_squares(&mv), s);
        let (a, b) = (sq(s.from), taken[0]);
        let twice = DxpMove::new(0, a, to, &[b, b]).unwrap();
        assert!(matches!(
            from_dxp(&pos, &twice),
            Err(BoardError::RepeatedCapture(_))
        ));
        let wrong = DxpMove::new(0, a, to, &[b]).unwrap();
        assert!(matches!(
            from_dxp(&pos, &wrong),
            Err(BoardError::Illegal(_))
        ));
    }

    #[test]
    fn positions_go_to_the_wire_and_back() {
        assert_eq!(setup_of(&Position::start()), Setup::Standard);
        let pos = Position::from_fen("B:WK46,31,32:B1,K5,19").unwrap();
        let back = position_of(&setup_of(&pos)).unwrap();
        assert_eq!(back, pos);
        let mut squares = [SquareContent::Empty; 50];
        squares[0] = SquareContent::WhiteMan; // a white man on its crowning row
        squares[30] = SquareContent::BlackMan;
        let bad = Setup::Position {
            to_move: Colour::White,
            squares,
        };
        assert!(position_of(&bad).is_err());
    }
}
