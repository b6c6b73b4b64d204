//! The puzzles' tests: the file format refuses bad lines, the ratings move as they
//! should, the miner finds a known shot, and every shipped puzzle is verified again.

use super::format::{parse_line, write_line};
use super::mine::{Criteria, find, solution};
use super::rating::{Try, pick, update};
use super::*;
use crate::core::Rules;
use crate::draughts::{Draughts, brazilian, english, international, italian};
use crate::engine::Tt;

#[test]
fn bad_lines_are_refused_with_their_number_and_reason() {
    assert!(parse_line::<italian::Position>("W:W18:B14 | 18x11 | 900 | 1 | t").is_ok());
    let cases = [
        ("W:W18:B14 | 18x11", "2 fields"),
        ("W:Wxx:B14 | 18x11 | 900 | 1 | t", "position"),
        ("W:W18:B14 | 18-14 | 900 | 1 | t", "not legal"),
        ("W:W18:B14 | 18x11 | 9000 | 1 | t", "rating"),
        ("W:W18:B14 | 18x11 | 900 | 0 | t", "depth"),
        ("W:W18:B14 |  | 900 | 1 | t", "no solution"),
        ("W:W18:B14,1 | 18x11 1-5 | 900 | 1 | t", "end on the solver"),
        ("W:W18:B14 | 18x11 | 900 | 1 | t\u{7}", "control"),
    ];
    for (line, why) in cases {
        let text = format!("# header\n\n{line}\n");
        let err = parse_set::<italian::Position>(&text).expect_err(line);
        assert_eq!(err.line, 3, "{line}");
        assert!(err.reason.contains(why), "{line}: {}", err.reason);
    }
    let long = format!("W:W18:B14 | 18x11 | 900 | 1 | {}", "x".repeat(2000));
    assert!(
        parse_line::<italian::Position>(&long)
            .unwrap_err()
            .contains("longer")
    );
}

#[test]
fn a_line_reads_back_as_it_was_written() {
    let line = "W:W18:B14 | 18x11 | 900 | 1 | a test";
    let p = parse_line::<italian::Position>(line).expect("valid");
    assert_eq!(p.rating, 900);
    assert_eq!(p.moves_to_find(), 1);
    let again = parse_line::<italian::Position>(&write_line(&p)).expect("valid");
    assert_eq!(again, p);
}

#[test]
fn ratings_move_with_success_and_hints_reduce_the_gain() {
    let solved = update(1200.0, 1200, 0, Try::Solved { hints: 0 });
    let hinted = update(1200.0, 1200, 0, Try::Solved { hints: 1 });
    let failed = update(1200.0, 1200, 0, Try::Failed);
    assert!((solved - 1220.0).abs() < 1e-9, "{solved}");
    assert!((hinted - 1200.0).abs() < 1e-9, "{hinted}");
    assert!((failed - 1180.0).abs() < 1e-9, "{failed}");
    // An easy puzzle gains little, a hard one much; later tries move less.
    assert!(update(1200.0, 800, 0, Try::Solved { hints: 0 }) - 1200.0 < 5.0);
    assert!(update(1200.0, 1600, 0, Try::Solved { hints: 0 }) - 1200.0 > 35.0);
    assert!(update(1200.0, 1200, 50, Try::Solved { hints: 0 }) - 1200.0 < 10.1);
    assert_eq!(update(3000.0, 3000, 0, Try::Solved { hints: 0 }), 3000.0);
}

#[test]
fn the_next_puzzle_is_near_the_players_rating_and_not_seen() {
    let ratings = [800, 1150, 1250, 1700];
    let none = |_: usize| false;
    for roll in 0..10 {
        let i = pick(&ratings, 1200.0, &none, roll).expect("one");
        assert!(i == 1 || i == 2, "{i}");
    }
    let seen = |i: usize| i == 1 || i == 2;
    assert_eq!(pick(&ratings, 1200.0, &seen, 0), Some(0));
    assert_eq!(pick(&ratings, 1600.0, &|_| true, 0), Some(3));
    assert_eq!(pick(&[], 1600.0, &none, 0), None);
}

#[test]
fn the_miner_finds_a_two_for_one_shot() {
    // Italian, from a game of the program: 27-22 gives a man, Black must take it (18x27
    // or 19x26, the evaluation's choice), and White's answer takes three either way
    // (30x23x14x5 or 30x21x14x5).
    let pos =
        italian::Position::parse_position("W:W24,25,27,30,31:B4,10,13,17,18,19").expect("fen");
    let mut tt = Tt::new(4);
    let found = find(&pos, &Criteria::at(8), &mut tt);
    let Ok((line, depth)) = found else {
        panic!("{found:?}")
    };
    let texts = Puzzle {
        position: pos,
        line: line.clone(),
        rating: 900,
        depth,
        source: String::new(),
    }
    .line_texts();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert_eq!(texts[0], "27-22");
    assert!(["18x27", "19x26"].contains(&texts[1].as_str()), "{texts:?}");
    assert!(
        texts[2].starts_with("30x") && texts[2].matches('x').count() == 3,
        "{texts:?}"
    );
    assert!(solution(&pos, &line, 100).is_some());
    assert!(verify(&pos, &line, &Criteria::at(8), &mut tt).is_ok());
    // A quiet position with no shot is refused.
    let start = italian::Position::start();
    assert!(find(&start, &Criteria::at(6), &mut tt).is_err());
}

/// Every shipped puzzle: its line legal and winning, its first move still the clearly
/// best at the depth the search found it at (two plies more, at least 4).
fn shipped_are_verified<G: crate::core::Evaluate + Draughts>() -> usize {
    let set = starter::set::<G>().expect("the shipped set reads");
    // A cleared 2 MiB table for each, as `dama puzzles mine` checks them.
    let mut tt = Tt::new(2);
    let mut failed = Vec::new();
    for (i, p) in set.iter().enumerate() {
        let c = Criteria::at((p.depth as u32 + 2).max(4));
        tt.clear();
        if let Err(why) = verify(&p.position, &p.line, &c, &mut tt) {
            failed.push(format!("{} puzzle {}: {why}", G::VARIANT, i + 1));
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
    set.len()
}

#[test]
fn every_shipped_puzzle_is_verified_again() {
    let counts = [
        shipped_are_verified::<italian::Position>(),
        shipped_are_verified::<english::Position>(),
        shipped_are_verified::<brazilian::Position>(),
        shipped_are_verified::<international::Position>(),
    ];
    // The starter sets: hundreds per game (docs/puzzles.md).
    assert!(counts.iter().all(|&n| n >= 190), "{counts:?}");
}
