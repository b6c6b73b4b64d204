//! Tests of the DamHex^3 evaluation ([`super::eval`]) and of what it makes the search do:
//! one test per behaviour (elimination, trading down, the no-progress count, danger,
//! hunting), on small positions checked with `dama moves --game damhex`.

use std::sync::atomic::AtomicBool;

use super::eval::{OUT, draw_value, evaluate};
use super::position::Position;
use super::search::{Limits, search};
use crate::core::Rules;

fn pos(text: &str) -> Position {
    Position::parse_position(text).expect("position text")
}

/// The move the search plays at `depth`, with no randomness, `counter` plies after the
/// last progress.
fn best(p: &Position, counter: u32, depth: u32) -> String {
    let stop = AtomicBool::new(false);
    let mut rng = <rand::rngs::StdRng as rand::SeedableRng>::seed_from_u64(1);
    let limits = Limits { depth, time: None };
    let info = search(p, counter, limits, 0, &mut rng, &stop, |_| {}).expect("a move");
    p.move_text(&info.best)
}

#[test]
fn an_opponent_out_counts_better_than_one_with_a_piece_left() {
    // The same board but for Black's last man: a plain mean of the opponents would
    // prefer Black on the board (a weak opponent lowers the mean).
    let with_black = pos("R:-:WKe5,Kc3:Bb1:Rh1,i1,g1");
    let black_out = pos("R:-:WKe5,Kc3:B:Rh1,i1,g1:OB");
    assert!(evaluate(&black_out, 0, 0) > evaluate(&with_black, 0, 0));
    assert!(evaluate(&black_out, 0, 0) >= OUT);
}

#[test]
fn the_search_takes_the_last_piece_of_a_player_rather_than_another() {
    // e5xg5 takes Black's only man (Black is out), e5xc5 one of Red's three.
    let p = pos("W:-:WKe5:Bf5:Rd5,i5,h6");
    let mut moves: Vec<String> = p.legal_moves().iter().map(|m| p.move_text(m)).collect();
    moves.sort();
    assert_eq!(moves, ["e5xc5", "e5xg5"]);
    for depth in [1, 3] {
        assert_eq!(best(&p, 0, depth), "e5xg5", "depth {depth}");
    }
}

#[test]
fn a_leader_gains_from_an_even_trade() {
    // White leads by two kings; one man of each player leaves the board.
    let before = pos("W:-:WKa1,Ka2,Ka3,b2:Bi1,h1,g1:Ri5,h6,g7");
    let after = pos("W:-:WKa1,Ka2,Ka3:Bi1,h1:Ri5,h6");
    assert!(evaluate(&before, 0, 0) > 0);
    assert!(evaluate(&after, 0, 0) > evaluate(&before, 0, 0));
}

#[test]
fn a_lead_counts_more_on_an_emptier_board() {
    // The same lead (two kings against the opponents' mean), on a full and an empty board.
    let full = pos("W:-:WKa1,Ka2,a3,a4,a5,b1,b2,b3:Bi1,h1,g1,f1,e1,d1:Ri5,h6,g7,f8,e9,d8");
    let empty = pos("W:-:WKa1,Ka2,a3:Bi1:Ri5");
    let lead = |p: &Position| evaluate(p, 0, 0);
    assert!(lead(&full) > 0);
    assert!(
        lead(&empty) > lead(&full),
        "{} {}",
        lead(&empty),
        lead(&full)
    );
}

#[test]
fn the_score_slides_to_the_draw_as_the_count_nears_forty_moves() {
    let p = pos("W:-:WKc3,Kd4,a1:BKi1:RKi5");
    let fresh = evaluate(&p, 0, 0);
    let late = evaluate(&p, 0, 100);
    let at_limit = evaluate(&p, 0, 120);
    assert!(fresh > late && late > at_limit, "{fresh} {late} {at_limit}");
    assert_eq!(at_limit, draw_value(&p, 0));
    // For the player behind, the same count brings the score up towards the draw.
    assert!(evaluate(&p, 1, 100) > evaluate(&p, 1, 0));
}

#[test]
fn a_leader_resets_the_count_before_the_game_is_drawn_under_it() {
    // 117 plies without progress: unless White steps its man now, Black's and Red's king
    // moves reach 120 and draw. White's only progress is a1-b1 or a1-b2.
    let p = pos("W:-:WKc3,Kd4,a1:BKi1:RKi5");
    let mv = best(&p, 117, 3);
    assert!(["a1-b1", "a1-b2"].contains(&mv.as_str()), "{mv}");
}

#[test]
fn a_draw_of_two_is_worth_the_opponent_out() {
    assert_eq!(draw_value(&Position::start(), 0), 0);
    let two = pos("W:-:WKa1:B:RKi5:OB");
    assert_eq!(draw_value(&two, 0), OUT);
    assert_eq!(draw_value(&two, 2), OUT);
}

#[test]
fn a_piece_an_opponent_could_take_now_counts_as_danger() {
    // Black's f4 takes White's f5 (f4xf6); on f2, the same row, it is safe.
    let attacked = pos("W:-:Wf5,a1:Bf4:Ri5");
    let safe = pos("W:-:Wf2,a1:Bf4:Ri5");
    assert!(evaluate(&safe, 0, 0) > evaluate(&attacked, 0, 0));
}

#[test]
fn a_leaders_kings_go_after_the_weakest_opponent() {
    // Black has one man left at i1; a White king near it scores more than one far away.
    let near = pos("R:-:WKh2,Ka3,a1,a2:Bi1:Ri5,h6,g7");
    let far = pos("R:-:WKb5,Ka3,a1,a2:Bi1:Ri5,h6,g7");
    assert!(evaluate(&near, 0, 0) > evaluate(&far, 0, 0));
}

#[test]
fn a_leader_corners_the_last_kings_of_the_target() {
    // Red has one king left and White leads: Red's king in a corner with two of its
    // four steps off the board scores better for White than the same king in the open,
    // though White's kings are nearer the open one.
    let cornered = pos("W:-:WKa1,Ka2,Ka3:B:RKi5:OB");
    let open = pos("W:-:WKa1,Ka2,Ka3:B:RKe5:OB");
    assert!(evaluate(&cornered, 0, 0) > evaluate(&open, 0, 0));
}
