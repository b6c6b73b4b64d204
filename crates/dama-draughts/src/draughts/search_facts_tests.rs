//! The capture-threat test (`Rules::is_threatened`: the side not to move could capture
//! if it were its turn) and the men-only test (`Rules::men_only`, for the exchange offers
//! of the quiescence) of each draughts game, on constructed positions.

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
