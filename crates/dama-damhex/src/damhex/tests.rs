//! Tests of DamHex^3: the board counts, the start, and one test per rule (each ratto case
//! of the authors' "Il ratto" among them).

use super::geometry::{self as geo, CELLS};
use super::position::{Cause, Position};
use super::text::{MoveError, PositionError};
use crate::core::perft::perft;
use crate::core::{DrawRule, Rules, Seat};

fn pos(text: &str) -> Position {
    Position::parse_position(text).expect("position text")
}

fn moves(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| p.move_text(m)).collect()
}

fn play(p: &mut Position, text: &str) {
    let mv = p.parse_move(text).expect("legal move");
    p.play_unchecked(&mv);
}

#[test]
fn the_board_has_157_cells_61_dark_96_light() {
    assert_eq!(CELLS, 61);
    assert_eq!(geo::light_cells().len(), 96);
    assert_eq!(CELLS + geo::light_cells().len(), 157);
    let lens: Vec<i8> = (-4..=4).map(geo::row_len).collect();
    assert_eq!(lens, [5, 6, 7, 8, 9, 8, 7, 6, 5]);
    for c in 0..CELLS as u8 {
        assert_eq!(geo::parse_cell(&geo::name(c)), Some(c));
    }
    assert_eq!(geo::parse_cell("j1"), None);
    assert_eq!(geo::parse_cell("a6"), None);
}

#[test]
fn each_seat_sees_forward_sideways_backward_turned_by_120_degrees() {
    for s in 0..3 {
        let mut all: Vec<usize> = geo::forward(s)
            .into_iter()
            .chain(geo::sideways(s))
            .chain(geo::backward(s))
            .collect();
        all.sort();
        assert_eq!(all, [0, 1, 2, 3, 4, 5]);
        // Forward from the base goes up one row of the seat's own frame.
        let base = (0..CELLS as u8).find(|&c| geo::is_base(s, c) && geo::advance(s, c) == 0);
        let base = base.expect("a base cell");
        for d in geo::forward(s) {
            let n = geo::NEXT[base as usize][d];
            if n != geo::NONE {
                assert_eq!(geo::advance(s, n), 1);
            }
        }
        assert_eq!(geo::FRONTS[s].count_ones(), 5);
    }
}

#[test]
fn the_start_has_12_men_each_and_no_capture() {
    let start = Position::start();
    let mut all = 0u64;
    for s in 0..3 {
        assert_eq!(start.men(s).count_ones(), 12);
        assert_eq!(start.kings(s), 0);
        assert_eq!(all & start.men(s), 0, "seats overlap");
        all |= start.men(s);
        let mut caps = super::MoveList::new();
        start.all_captures(s, &mut caps);
        assert!(caps.is_empty(), "seat {s} can capture at the start");
    }
    assert_eq!(start.to_move(), Seat(0));
    assert!(!start.is_ratto());
    assert_eq!(
        start.position_text(),
        pos(&start.position_text()).position_text()
    );
}

#[test]
fn start_perft_matches_the_published_counts() {
    let start = Position::start();
    let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
    assert_eq!(counts, [10, 82, 651, 5688]);
}

#[test]
fn men_step_forward_only() {
    let p = pos("W:-:Wd3:Bi1:Ri5");
    let m = moves(&p);
    assert_eq!(m.len(), 2, "{m:?}");
    let mut q = p;
    assert_eq!(q.parse_move("d3-d4"), Err(MoveError::ManForward));
    assert_eq!(q.parse_move("d3-c3"), Err(MoveError::ManForward));
    play(&mut q, &m[0]);
}

#[test]
fn kings_move_forward_or_backward_never_sideways() {
    let p = pos("W:-:WKe5:Bi1:Ri5");
    assert_eq!(moves(&p).len(), 4);
    assert_eq!(p.parse_move("e5-e6"), Err(MoveError::KingSideways));
    assert_eq!(p.parse_move("e5-e4"), Err(MoveError::KingSideways));
}

#[test]
fn a_capture_is_compulsory() {
    let p = pos("W:-:Wd3:Be3,i1:Ri5");
    assert_eq!(moves(&p), ["d3xf2"]);
    assert_eq!(p.parse_move("d3-e4"), Err(MoveError::CaptureCompulsory));
}

#[test]
fn a_man_never_takes_a_king() {
    let p = pos("W:-:Wd3:BKe3,i1:Ri5");
    assert_eq!(moves(&p), ["d3-e4"]);
    assert_eq!(p.parse_move("d3xf2"), Err(MoveError::ManTakesKing));
}

#[test]
fn a_king_takes_backward_but_never_sideways() {
    let p = pos("W:-:WKf2:Be3,i1:Ri5");
    assert_eq!(moves(&p), ["f2xd3"]);
    let p = pos("W:-:WKe2:Be3,i1:Ri5");
    assert!(moves(&p).iter().all(|m| m.contains('-')));
    assert_eq!(p.parse_move("e2xe4"), Err(MoveError::KingSideways));
}

#[test]
fn a_man_takes_up_to_four_pieces_and_a_player_with_none_is_out() {
    let mut p = pos("W:-:Wa1:Bb2,d4,f5,h5:Ri1");
    assert_eq!(moves(&p), ["a1xc3xe5xg5xi5"]);
    play(&mut p, "a1xi5");
    assert!(!p.is_alive(1));
    assert_eq!(p.cause(1), Cause::NoPieces);
    assert_eq!(p.to_move(), Seat(2), "Black is skipped");
}

#[test]
fn the_capture_taking_most_pieces_comes_first() {
    let p = pos("W:-:Wd3:Be3,g2,e4,i1:Ri5");
    assert_eq!(moves(&p), ["d3xf2xh2"]);
    assert_eq!(p.parse_move("d3xf4"), Err(MoveError::Priority));
}

#[test]
fn then_the_capture_by_a_king() {
    let p = pos("W:-:Wd3,Kf4:Be3,e5,i1:Ri5");
    assert_eq!(moves(&p), ["f4xd5"]);
    assert_eq!(p.parse_move("d3xf2"), Err(MoveError::Priority));
}

#[test]
fn then_the_capture_taking_most_kings() {
    let p = pos("W:-:WKf4:Be5,Kg3,i1:Ri5");
    assert_eq!(moves(&p), ["f4xh2"]);
    assert_eq!(p.parse_move("f4xd5"), Err(MoveError::Priority));
}

#[test]
fn then_the_capture_meeting_the_kings_first() {
    let p = pos("W:-:WKc3:Bd3,Kf2,Kd4,f5,i1:Ri5");
    assert_eq!(moves(&p), ["c3xe5xg5"]);
    assert_eq!(p.parse_move("c3xe3xg1"), Err(MoveError::Priority));
}

#[test]
fn ratto_the_next_but_one_steals_when_the_player_to_move_cannot_capture() {
    let mut p = Position::start();
    play(&mut p, "c5-d6");
    assert_eq!(p.turn(), 1);
    assert_eq!(p.to_move(), Seat(2));
    assert!(p.is_ratto());
    assert_eq!(moves(&p), ["e7xc5"]);
    // Black may not move while Red steals its turn.
    assert!(matches!(
        p.parse_move("e3-d3"),
        Err(MoveError::RattoPending { .. })
    ));
    play(&mut p, "e7xc5");
    // Black, robbed, plays its turn; then the order goes on from Red.
    assert_eq!(p.to_move(), Seat(1));
    assert!(!p.is_ratto());
    play(&mut p, "e3-d3");
    assert_eq!(p.turn(), 2);
}

#[test]
fn ratto_when_the_thief_capture_outranks_the_robbed_players() {
    let p = pos("B:W:Wc5,b3:Bd5,i1:Rd6,d7");
    assert!(p.is_ratto());
    assert_eq!(moves(&p), ["d6xb4xb2"]);
}

#[test]
fn no_ratto_when_both_capture_with_the_same_priority() {
    let p = pos("B:W:Wc5:Bd5,i1:Rd6,d7");
    assert!(!p.is_ratto());
    assert_eq!(p.to_move(), Seat(1));
    assert_eq!(moves(&p), ["d5xb5"]);
}

#[test]
fn no_ratto_to_capture_only_the_robbed_players_pieces() {
    // Red's only capture takes Black's piece: Black plays.
    let p = pos("B:W:Wb5:Bd5,i1:Rd6,d7");
    assert!(!p.is_ratto());
    assert_eq!(p.to_move(), Seat(1));
    // With a White piece to take too, Red steals, but only with that capture.
    let p = pos("B:W:Wc5,b5:Bd5,i1:Rd6,d7");
    assert!(p.is_ratto());
    assert_eq!(moves(&p), ["d6xb4"]);
    assert_eq!(p.parse_move("d6xd4"), Err(MoveError::RattoOnlyVictim));
}

#[test]
fn no_ratto_right_after_ones_own_move() {
    assert!(pos("B:W:Wc5,b5:Bd5,i1:Rd6,d7").is_ratto());
    let p = pos("B:R:Wc5,b5:Bd5,i1:Rd6,d7");
    assert!(!p.is_ratto());
    assert_eq!(p.to_move(), Seat(1));
}

#[test]
fn rattos_in_a_row_follow_the_order_from_the_last_robbed_player() {
    // After Black's move, White steals Red's turn; Red plays; then White, Black, Red.
    let mut p = pos("R:B:Wd3:Be3,i1:Ri5");
    assert!(p.is_ratto());
    assert_eq!(p.to_move(), Seat(0));
    play(&mut p, "d3xf2");
    assert_eq!(p.to_move(), Seat(2));
    play(&mut p, "i5-i4");
    assert_eq!(p.to_move(), Seat(0));
    play(&mut p, "f2-g1");
    assert_eq!(p.to_move(), Seat(1));
}

#[test]
fn a_man_on_its_front_is_crowned_only_at_its_owners_next_turn() {
    let mut p = pos("W:-:Wh2:Be1:Re9");
    play(&mut p, "h2-i2");
    assert_ne!(p.men(0), 0, "still a man during the others' turns");
    play(&mut p, "e1-d1");
    play(&mut p, "e9-e8");
    assert_eq!(p.men(0), 0);
    assert_eq!(p.kings(0).count_ones(), 1);
}

#[test]
fn a_man_waiting_on_its_front_is_captured_as_a_man() {
    let mut p = pos("W:-:Wh2:Bi1:Re9");
    play(&mut p, "h2-i2");
    assert_eq!(moves(&p), ["i1xi3"]);
}

#[test]
fn a_player_with_no_legal_move_is_out_and_its_pieces_leave() {
    let p = pos("B:W:Wd5,e6,c5,e7:Be5:Ri1");
    assert!(!p.is_alive(1));
    assert_eq!(p.cause(1), Cause::Blocked);
    assert_eq!(p.pieces(1), 0);
    assert_eq!(p.to_move(), Seat(2));
}

#[test]
fn a_player_may_withdraw() {
    let mut p = Position::start();
    let mv = p.parse_move("withdraw").expect("withdraw");
    p.play(&mv).expect("legal");
    assert!(!p.is_alive(0));
    assert_eq!(p.cause(0), Cause::Withdrew);
    assert_eq!(p.to_move(), Seat(1));
    assert!(!p.legal_moves().contains(&mv));
}

#[test]
fn the_last_player_left_wins_3_1_0() {
    let p = pos("W:-:Wa1:B:Rb2:OB");
    let mut q = p;
    play(&mut q, "a1xc3");
    assert!(q.is_finished());
    assert_eq!(q.outcome().map(|o| o.winner), Some(Seat(0)));
    assert_eq!(q.scores(false), Some([3, 0, 1]));
    assert!(q.legal_moves().is_empty());
}

#[test]
fn two_put_out_by_one_move_share_second_place() {
    let mut p = pos("W:-:Wa1:Bb2:Rd4");
    play(&mut p, "a1xc3xe5");
    assert_eq!(p.scores(false), Some([3, 1, 1]));
}

#[test]
fn draws_score_2_2_0_or_1_1_1() {
    assert_eq!(Position::start().scores(true), Some([1, 1, 1]));
    assert_eq!(Position::start().scores(false), None);
    let p = pos("W:-:Wa1:B:Ri1:OB");
    assert_eq!(p.scores(true), Some([2, 0, 2]));
}

#[test]
fn forty_moves_each_without_progress_draw() {
    let start = Position::start();
    assert_eq!(start.counter_draw(119), None);
    assert_eq!(start.counter_draw(120), Some(DrawRule::NoProgress));
    let two = pos("W:-:WKe5:B:RKi1:OB");
    assert_eq!(two.counter_draw(79), None);
    assert_eq!(two.counter_draw(80), Some(DrawRule::NoProgress));
    // A king's move counts on; a man's move starts again.
    let mv = two.parse_move("e5-f5").expect("king move");
    assert_eq!(two.next_counters(&mv, 7), 8);
    let mv = start.parse_move("a1-b1").expect("man move");
    assert_eq!(start.next_counters(&mv, 7), 0);
}

#[test]
fn bad_position_text_names_the_problem() {
    let bad = |t: &str| Position::parse_position(t).expect_err(t);
    assert_eq!(bad("W:-:Wa1"), PositionError::Fields(3));
    assert_eq!(bad("X:-:Wa1:Bi1:Ri5"), PositionError::Seat("X".into()));
    assert_eq!(bad("W:-:Wz9:Bi1:Ri5"), PositionError::Cell("z9".into()));
    assert_eq!(bad("W:-:Wa1:Ba1:Ri5"), PositionError::Twice("a1".into()));
    assert_eq!(
        bad("W:-:Ba1:Wi1:Ri5"),
        PositionError::Side("Ba1".into(), 'W')
    );
    assert_eq!(
        bad("W:-:Wa1:Bi1:Ri5:OB"),
        PositionError::OutWithPieces("Black")
    );
    let p = pos("W:-:Wa1:B:Ri1:OB");
    assert_eq!(Position::parse_position(&p.position_text()), Ok(p));
}

#[test]
fn bad_move_text_is_refused() {
    let p = Position::start();
    assert_eq!(p.parse_move("a1"), Err(MoveError::Syntax("a1".into())));
    assert_eq!(p.parse_move("a1-z9"), Err(MoveError::NoCell("z9".into())));
    // Black's man in White's turn: a step out of turn, no ratto.
    assert!(matches!(
        p.parse_move("i1-h2"),
        Err(MoveError::NoRatto {
            why: crate::damhex::refusal::RattoBar::OutOfTurn,
            ..
        })
    ));
    // A cell nobody stands on.
    assert!(matches!(
        p.parse_move("e5-f5"),
        Err(MoveError::NotYours { .. })
    ));
    assert_eq!(p.parse_move("a1-d1"), Err(MoveError::TooFar));
    assert_eq!(p.parse_move("a2-b2"), Err(MoveError::Occupied));
}
