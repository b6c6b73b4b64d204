//! The facts the search asks of a position, in each draughts game, on constructed
//! positions and game trees: the capture-threat test (`Rules::is_threatened`: the side
//! not to move could capture if it were its turn), the men-only test (`Rules::men_only`,
//! for the exchange offers of the quiescence) and whether a move is left
//! (`Rules::has_moves`, the quiescence's test of a lost position).

use crate::core::Rules;
use crate::draughts::{brazilian, english, international, italian};

/// The same position with the other side to move.
fn passed<G: Rules>(fen: &str) -> G {
    let turn = if fen.starts_with('W') { "B" } else { "W" };
    G::parse_position(&format!("{turn}{}", &fen[1..])).expect("fen")
}

/// `is_threatened` here is `is_tactical` with the turn passed, and it is `expected`.
fn check<G: Rules>(fen: &str, expected: bool) {
    let pos = G::parse_position(fen).expect("fen");
    assert_eq!(pos.is_threatened(), expected, "{fen}");
    assert_eq!(pos.is_threatened(), passed::<G>(fen).is_tactical(), "{fen}");
}

#[test]
fn italian_threats_follow_its_rules() {
    // White's man on 18 can take 14 when it is White's turn.
    check::<italian::Position>("B:W18:B14", true);
    // A man never takes a king in Italian draughts.
    check::<italian::Position>("B:W18:BK14", false);
    // Far apart: no threat.
    check::<italian::Position>("B:W31:B1", false);
    check::<italian::Position>("W:W31:B1", false);
    // The start: nobody is in touch.
    assert!(!italian::Position::start().is_threatened());
}

#[test]
fn english_and_brazilian_threats() {
    check::<brazilian::Position>("B:W22,23:B18,11,19", true);
    check::<english::Position>("B:W22,23:B18,11,19", true);
    check::<brazilian::Position>("B:W32:B1", false);
    check::<english::Position>("B:W32:B1", false);
    assert!(!english::Position::start().is_threatened());
    assert!(!brazilian::Position::start().is_threatened());
}

#[test]
fn international_flying_kings_threaten_from_afar() {
    // The king on 46 flies along the long diagonal over 23 to 19.
    check::<international::Position>("B:WK46:B23", true);
    // A man on 46 cannot reach 23.
    check::<international::Position>("B:W46:B23", false);
    // Two men in a row cannot be jumped.
    check::<international::Position>("B:WK46:B23,19", false);
    assert!(!international::Position::start().is_threatened());
}

#[test]
fn men_only_sees_a_king_of_either_side() {
    fn men_only<G: Rules>(fen: &str) -> bool {
        G::parse_position(fen).expect("fen").men_only()
    }
    assert!(italian::Position::start().men_only());
    assert!(english::Position::start().men_only());
    assert!(brazilian::Position::start().men_only());
    assert!(international::Position::start().men_only());
    assert!(!men_only::<italian::Position>("W:W18,K31:B14"));
    assert!(!men_only::<italian::Position>("W:W18:BK14"));
    assert!(!men_only::<english::Position>("B:WK22:B11"));
    assert!(!men_only::<brazilian::Position>("W:W22:BK11"));
    assert!(!men_only::<international::Position>("W:W46:BK23"));
    assert!(men_only::<international::Position>("W:W46:B23"));
}

/// `has_moves` is `count_moves() > 0` at every position of the tree `depth` plies below
/// `pos`; returns how many positions had no move.
fn has_moves_agrees<G: Rules>(pos: &G, depth: u32) -> usize {
    assert_eq!(
        pos.has_moves(),
        pos.count_moves() > 0,
        "{}",
        pos.position_text()
    );
    let mut blocked = usize::from(!pos.has_moves());
    if depth > 0 {
        for mv in pos.legal_moves().iter() {
            blocked += has_moves_agrees(&pos.after(mv), depth - 1);
        }
    }
    blocked
}

#[test]
fn has_moves_is_the_count_of_moves_above_zero() {
    // Game trees from the start and from endings with kings.
    has_moves_agrees(&italian::Position::start(), 4);
    has_moves_agrees(&english::Position::start(), 4);
    has_moves_agrees(&brazilian::Position::start(), 4);
    has_moves_agrees(&international::Position::start(), 3);
    let it = italian::Position::parse_position("W:W21,22,K7:B1,2,K31").expect("fen");
    has_moves_agrees(&it, 4);
    let int = international::Position::parse_position("W:WK46,33:BK5,19").expect("fen");
    has_moves_agrees(&int, 3);
    // Blocked: no step and no capture (the men are stuck against the edge and each other).
    let mut stuck = 0;
    for fen in ["W:W5:B1,2", "W:W8:B4,3", "W:W5,6:B1,2"] {
        let pos = italian::Position::parse_position(fen).expect("fen");
        stuck += has_moves_agrees(&pos, 0);
    }
    for fen in ["W:W5:B1,2", "B:W29,30:B25", "W:W9:B5,6"] {
        let pos = english::Position::parse_position(fen).expect("fen");
        stuck += has_moves_agrees(&pos, 0);
    }
    assert_eq!(stuck, 4);
}
