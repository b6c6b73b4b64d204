//! The rules of the FID, one named test per rule, and the capture-rule positions of the
//! rules file (`tests/data/captures.txt`) with their exact legal move lists.

mod common;

use dama::draughts::italian::{Color, Outcome, Position, Square};

fn pos(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn moves(fen: &str) -> Vec<String> {
    let mut list: Vec<String> = pos(fen).legal_moves().iter().map(|m| m.fid()).collect();
    list.sort();
    list
}

fn sq(n: u8) -> Square {
    Square::from_number(n).expect("square")
}

#[test]
fn every_capture_rule_position_has_exactly_its_legal_moves() {
    for row in common::data_rows("captures.txt") {
        let mut expected: Vec<String> = row[1].split_whitespace().map(String::from).collect();
        expected.sort();
        assert_eq!(moves(&row[0]), expected, "{} ({})", row[0], row[2]);
    }
}

#[test]
fn start_position_numbering_and_first_moves() {
    let p = Position::start();
    assert_eq!(p.side_to_move(), Color::White, "White moves first");
    assert_eq!(p.pieces(Color::Black).count(), 12);
    assert!((1..=12).all(|n| p.pieces(Color::Black).contains(sq(n))));
    assert!((21..=32).all(|n| p.pieces(Color::White).contains(sq(n))));
    assert_eq!(
        moves("W:W21-32:B1-12"),
        [
            "21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"
        ]
    );
}

#[test]
fn bottom_right_square_is_dark_for_each_player() {
    // Art. 2.3: square 32 is h1 (White's bottom right), square 1 is a8 (Black's).
    assert_eq!(sq(32).algebraic(), "h1");
    assert_eq!(sq(1).algebraic(), "a8");
}

#[test]
fn men_move_forward_only() {
    assert_eq!(moves("W:W18:B1"), ["18-13", "18-14"]);
    assert_eq!(moves("B:W32:B14"), ["14-18", "14-19"]);
}

#[test]
fn kings_move_one_square_both_ways() {
    assert_eq!(moves("W:WK18:B1"), ["18-13", "18-14", "18-21", "18-22"]);
}

#[test]
fn kings_never_fly() {
    // A king with open diagonals still moves only to adjacent squares.
    let list = moves("W:WK22:B4");
    assert!(list.iter().all(|m| {
        let to: u8 = m[3..].parse().expect("number");
        sq(22).neighbour_squares().any(|n| n.number() == to)
    }));
    // A king does not capture from a distance: 18 is two diagonal steps from 30's path.
    assert_eq!(moves("W:WK30:B18"), ["30-26", "30-27"]);
}

#[test]
fn man_reaching_far_row_is_promoted() {
    let mut p = pos("W:W6:B28");
    let mv = p.parse_move("6-2").expect("legal");
    p.play(&mv).expect("legal");
    assert_eq!(p.to_fen(), "B:WK2:B28");
}

#[test]
fn capture_is_compulsory() {
    assert_eq!(moves("W:W22,29:B18"), ["22x13"]);
}

#[test]
fn a_man_never_captures_a_king() {
    assert_eq!(moves("W:W30:BK26"), ["30-27"]);
}

#[test]
fn a_man_captures_a_man() {
    assert_eq!(moves("W:W30:B27"), ["30x23"]);
}

#[test]
fn a_man_goes_on_capturing() {
    assert_eq!(moves("W:W31:B12,20,28"), ["31x24x15x8"]);
}

#[test]
fn promotion_ends_the_capture() {
    assert_eq!(moves("W:W10:B6,7"), ["10x3"]);
    let mut p = pos("W:W10:B6,7");
    let mv = p.legal_moves()[0];
    p.play(&mv).expect("legal");
    assert!(p.kings().contains(sq(3)), "promoted on 3");
    assert!(p.pieces(Color::Black).contains(sq(7)), "7 is not taken");
}

#[test]
fn a_king_goes_on_capturing() {
    assert_eq!(moves("W:WK27:B5,6,13,15,21,23"), ["27x20x11x2x9x18x25"]);
}

#[test]
fn a_king_captures_kings() {
    assert_eq!(moves("W:WK22:BK18"), ["22x13"]);
}

#[test]
fn a_king_may_end_on_its_start_square() {
    // Around the four men 14, 15, 22, 23: 18x11x20x27x18 ends where it began.
    let list = moves("W:WK18:B14,15,22,23");
    assert!(list.contains(&"18x11x20x27x18".to_string()), "{list:?}");
    assert!(
        list.iter().all(|m| m.matches('x').count() == 4),
        "four pieces taken"
    );
    let mut p = pos("W:WK18:B14,15,22,23");
    let round = p.parse_move("18x11x20x27x18").expect("legal");
    p.play(&round).expect("legal");
    assert_eq!(p.to_fen(), "B:WK18:B");
}

#[test]
fn captured_pieces_are_lifted_at_the_end() {
    // A taken piece blocks its square until the move ends: no piece is jumped twice.
    for fen in ["W:WK18:B14,15,22,23", "W:WK27:B5,6,13,15,21,23"] {
        for mv in pos(fen).legal_moves() {
            let taken: Vec<_> = mv.captured_in_order().collect();
            let mut unique = taken.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(taken.len(), unique.len(), "{mv}");
            assert_eq!(taken.len() as u32, mv.captured().count());
        }
    }
}

#[test]
fn quantity_first_6_6() {
    assert_eq!(moves("W:WK21,31:B10,18,27"), ["31x22x13x6"]);
}

#[test]
fn with_the_king_6_7() {
    assert_eq!(moves("W:WK23,31:B19,26,27"), ["23x30x21"]);
}

#[test]
fn most_kings_6_8() {
    assert_eq!(moves("W:WK23:B19,K28"), ["23x32"]);
}

#[test]
fn king_met_first_6_9() {
    assert_eq!(moves("W:WK30:B10,12,18,K20,K26,27"), ["30x21x14x5"]);
}

#[test]
fn second_king_met_earlier_6_9() {
    assert_eq!(moves("W:WK30:B10,K12,K18,20,K26,K27"), ["30x21x14x5"]);
}

#[test]
fn free_choice_6_10() {
    assert_eq!(moves("W:WK31:B18,20,K27,K28"), ["31x22x13", "31x24x15"]);
}

#[test]
fn side_without_pieces_loses() {
    assert_eq!(
        pos("B:WK5:B").outcome(),
        Some(Outcome::NoPieces {
            winner: Color::White
        })
    );
}

#[test]
fn side_without_moves_loses() {
    // Black's man on 27 faces White men on 30 and 31 with the edge behind them.
    let blocked = pos("B:W30,31:B27");
    assert_eq!(
        blocked.outcome(),
        Some(Outcome::Blocked {
            winner: Color::White
        })
    );
    assert_eq!(Position::start().outcome(), None);
}

#[test]
fn zobrist_hash_depends_on_pieces_and_side() {
    let a = Position::start();
    let b = a.with_side_to_move(Color::Black);
    assert_ne!(a.hash(), b.hash());
    let mv = a.parse_move("22-18").expect("legal");
    let after = a.after(&mv);
    assert_eq!(
        after.hash(),
        pos(&after.to_fen()).hash(),
        "incremental = from scratch"
    );
}
