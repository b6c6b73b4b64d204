//! Why a move typed with another player's piece is refused when that player may not act:
//! the ratto it would be, and the rule of "Il ratto" that bars it (the readings of
//! docs/rules/damhex.md: only the player after the one whose turn it is may steal it, a
//! ratto must take a piece that is not the robbed player's, and only then does the
//! priority of captures decide).

use super::geometry::{self as geo, Cell};
use super::mv::MoveList;
use super::position::Position;

/// The rule that bars a player from stealing the turn of the player to move (the
/// authors' "Il ratto"); carried by [`MoveError::NoRatto`](super::MoveError::NoRatto).
///
/// ```
/// use dama_damhex::core::Rules;
/// use dama_damhex::damhex::{MoveError, Position};
/// use dama_damhex::damhex::refusal::RattoBar;
///
/// // At the start it is White's turn: a step by Black is no ratto.
/// let start = Position::start();
/// let err = start.parse_move("e3-e4").unwrap_err();
/// assert!(matches!(err, MoveError::NoRatto { why: RattoBar::OutOfTurn, .. }), "{err:?}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RattoBar {
    /// The move is a step: out of turn a player may only capture (a ratto).
    OutOfTurn,
    /// Only two players are left: there is no ratto.
    TwoLeft,
    /// The player moved last: it cannot steal the very next turn ("diritto di difesa").
    JustMoved,
    /// Only the next player in the order may steal a turn (the named seat).
    NotNext {
        /// The seat that may steal the turn (0 White, 1 Black, 2 Red).
        next: usize,
    },
    /// The player has no such capture.
    NoCapture,
    /// The capture takes only the robbed player's pieces ("diritto di difesa").
    OnlyVictim,
    /// The player to move has a capture of the same or a higher priority.
    VictimFirst,
}

/// Why `thief` may not play `cells` (its piece first) in `pos`, where another player
/// is to move and no ratto is on.
pub(crate) fn ratto_bar(pos: &Position, thief: usize, cells: &[Cell]) -> RattoBar {
    let victim = pos.turn();
    if cells.len() < 2 || geo::jump_direction(cells[0], cells[1]).is_none() {
        return RattoBar::OutOfTurn;
    }
    if pos.alive_count() < 3 {
        return RattoBar::TwoLeft;
    }
    if pos.last_mover() == Some(thief) {
        return RattoBar::JustMoved;
    }
    let next = pos.next_alive(victim);
    if next != thief {
        return RattoBar::NotNext { next };
    }
    let mut all = MoveList::new();
    pos.all_captures(thief, &mut all);
    let path = &cells[1..];
    let found = all
        .iter()
        .find(|m| m.from == cells[0] && m.landings() == path)
        .or_else(|| {
            all.iter()
                .find(|m| m.from == cells[0] && m.landings().starts_with(path))
        });
    let Some(m) = found else {
        return RattoBar::NoCapture;
    };
    if m.captured & !pos.pieces(victim) == 0 {
        return RattoBar::OnlyVictim;
    }
    // The thief has a capture taking another player's piece, so a ratto exists; the
    // position did not give it the turn, so the victim's own capture ranks as high.
    RattoBar::VictimFirst
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::damhex::text::MoveError;

    fn pos(text: &str) -> Position {
        Position::parse_position(text).expect("position text")
    }

    fn bar(text: &str, mv: &str) -> RattoBar {
        match pos(text).parse_move(mv) {
            Err(MoveError::NoRatto { why, .. }) => why,
            other => panic!("{mv}: {other:?}"),
        }
    }

    #[test]
    fn each_bar_to_a_ratto() {
        // Black to move; Red may steal only with a capture outranking Black's.
        let black_first = "B:W:Wc5:Bd5,i1:Rd6,d7";
        assert_eq!(bar(black_first, "d6xb4"), RattoBar::VictimFirst);
        assert_eq!(bar(black_first, "d7-d8"), RattoBar::OutOfTurn);
        // White moved last; had nobody moved yet, it is still not the player after
        // Black: only Red may steal Black's turn.
        assert_eq!(bar(black_first, "c5xe5"), RattoBar::JustMoved);
        assert_eq!(
            bar("B:-:Wc5:Bd5,i1:Rd6,d7", "c5xe5"),
            RattoBar::NotNext { next: 2 }
        );
        assert_eq!(bar("B:W:Wb5:Bd5,i1:Rd6,d7", "d6xd4"), RattoBar::OnlyVictim);
        assert_eq!(
            bar("B:R:Wc5,b5:Bd5,i1:Rd6,d7", "d6xb4"),
            RattoBar::JustMoved
        );
        assert_eq!(bar("B:R:W:Bd5,i1:Rd6,d7:OW", "d6xb4"), RattoBar::TwoLeft);
        // A jump over an empty cell is no capture of Red's.
        let p = pos(black_first);
        let d7 = geo::parse_cell("d7").expect("cell");
        let empty_jump = (0..6)
            .map(|d| geo::jump(d7, d))
            .find(|&(over, land)| land != geo::NONE && p.piece_at(over).is_none())
            .map(|(_, land)| format!("d7x{}", geo::name(land)))
            .expect("a jump over an empty cell");
        assert_eq!(bar(black_first, &empty_jump), RattoBar::NoCapture);
    }

    #[test]
    fn too_far_and_no_cell() {
        let p = Position::start();
        assert!(matches!(
            p.parse_move("c3-e5"),
            Err(MoveError::NothingToTake { empty: true, .. })
        ));
        assert_eq!(p.parse_move("z9-a1"), Err(MoveError::NoCell("z9".into())));
    }
}
