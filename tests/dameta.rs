//! Dameta rule by rule (one named test per rule, the authors' worked example included),
//! and property tests over random games (a goal always resets the board); perft and the
//! slow reference generator are in `dameta_reference.rs`.

mod common;

use dama::core::{History, Rules, Seat};
use dama::dameta::{Position, TurnError};
use dama::game::{GameError, Player, Record};
use proptest::prelude::*;

pub(crate) fn pos(text: &str) -> Position {
    Position::parse_position(text).expect("position text")
}

fn sq(name: &str) -> u8 {
    dama::dameta::geometry::parse_square(name).expect("square")
}

fn texts(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|t| p.move_text(t)).collect()
}

fn play(p: &mut Position, text: &str) {
    let turn = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    p.play(&turn).expect("legal");
}

const CHAIN: &str = "8/6w1/7w/w7/1W6/8/8/bbbb4 w 0-0 3 w";

const EXAMPLE: &str = "8/5b2/2b5/8/2w5/4B3/3wb3/w6w";

#[test]
fn start_has_four_pieces_each_on_c_to_f_and_the_kicker_to_move() {
    let p = Position::start();
    assert_eq!(p.position_text(), "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w");
    assert_eq!(p.pieces(Seat(0)).count_ones(), 4);
    assert!(p.is_kickoff());
    assert_eq!(p.to_move(), Seat(0));
}

#[test]
fn kickoff_must_take_the_ball_off_the_back_rank() {
    let p = Position::start();
    let list = texts(&p);
    assert_eq!(list.len(), 12, "{list:?}");
    assert!(list.iter().all(|t| t.ends_with('2')));
    assert_eq!(p.parse_move("c1-b1"), Err(TurnError::Kickoff));
    assert_eq!(p.parse_move("c1-c3"), Err(TurnError::HolderOneSquare));
    let mut q = p;
    play(&mut q, "c1-b2");
    assert_eq!(q.ball(), Some(sq("b2")));
}

#[test]
fn a_piece_steps_one_or_two_squares_in_eight_directions_onto_empty_squares() {
    let p = pos("3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b");
    let list = texts(&p);
    for t in ["e2-e4", "e2-g4", "e2-c2", "c4-a4", "c4-c6"] {
        assert!(list.contains(&t.to_string()), "{t}");
    }
    assert_eq!(p.parse_move("e2-e6"), Err(TurnError::NotStraight));
    assert_eq!(p.parse_move("c4-e4"), Err(TurnError::Occupied("d4".into())));
    assert_eq!(
        p.parse_move("d5-d6"),
        Err(TurnError::NotYourPiece("d5".into()))
    );
}

#[test]
fn the_ball_holder_moves_only_one_square() {
    let p = pos("3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b");
    assert!(p.parse_move("e5-e6").is_ok());
    assert_eq!(p.parse_move("e5-e7"), Err(TurnError::HolderOneSquare));
}

#[test]
fn files_wrap_for_moves() {
    let p = pos("3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b");
    // From h2 east over the edge: a2, then b2.
    let q = pos("3b4/2b5/8/3bW3/2ww4/1b6/7w/8 w 1-0 3 b");
    assert!(texts(&q).contains(&"h2-b2".to_string()));
    assert!(texts(&p).contains(&"c4-a4".to_string()));
}

#[test]
fn a_pass_runs_along_a_chain_of_friends_across_the_wrap() {
    // White: holder b4, chain b4-a5-h6-g7 across the edge.
    let p = pos(CHAIN);
    let t = p.parse_move("b4>g7 a5-a6").expect("a pass across the wrap");
    assert_eq!(p.result_of(&t).1, sq("g7"));
    let full = p
        .parse_move("b4>a5>h6>g7 a5-a6")
        .expect("a chain written in full");
    assert_eq!(t, full);
    // After a5 moves away the holder has no friend next to it.
    assert_eq!(
        p.parse_move("a5-a6 b4>g7"),
        Err(TurnError::PassNotConnected)
    );
    assert_eq!(
        p.parse_move("b4>h6>g7 a5-a6"),
        Err(TurnError::PassNotConnected)
    );
}

#[test]
fn passes_go_before_or_after_the_move_not_both() {
    let p = pos(CHAIN);
    assert_eq!(
        p.parse_move("b4>a5 g7-f7 a5>h6"),
        Err(TurnError::PassBothSides)
    );
    // One pass at most: two pass words are two passes, even when the second brings the
    // ball back (a chain is one pass, written b4>a5>h6).
    assert_eq!(p.parse_move("g7-f7 b4>a5 a5>b4"), Err(TurnError::TwoPasses));
    assert_eq!(p.parse_move("b4>a5 a5>h6 g7-f7"), Err(TurnError::TwoPasses));
    let before = p.parse_move("b4>a5 g7-f7").expect("pass before");
    let after = p.parse_move("g7-f7 b4>a5").expect("pass after");
    // One result, one turn in the list; as typed, each keeps its order (issue 23).
    assert_eq!(p.result_of(&before), p.result_of(&after), "one result");
    assert_eq!(p.move_text(&before), "b4>a5 g7-f7");
    assert_eq!(p.move_text(&after), "g7-f7 b4>a5");
}

#[test]
fn only_the_holder_passes_and_only_with_the_ball() {
    let p = pos(CHAIN);
    assert_eq!(
        p.parse_move("a5>h6 g7-f7"),
        Err(TurnError::PassNotFromHolder)
    );
    let q = pos("3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 b 1-0 3 b");
    assert_eq!(q.parse_move("d8>c7 d8-e8"), Err(TurnError::NoBall));
}

#[test]
fn a_jump_goes_over_the_opposing_ball_holder_only_and_takes_the_ball() {
    let p = pos(&format!("{EXAMPLE} w 0-0 3 w"));
    let t = p.parse_move("d2xf4").expect("jump");
    let mut q = p;
    q.play(&t).expect("legal");
    assert_eq!(q.ball(), Some(sq("f4")));
    assert_eq!(
        q.piece_at(sq("e3")),
        Some(Seat(1)),
        "the jumped piece stays"
    );
    assert_eq!(p.parse_move("d2xf2"), Err(TurnError::JumpNotHolder));
}

#[test]
fn a_jump_is_the_move_and_a_pass_may_follow_it() {
    // White d2 jumps e3 to f4, then passes to g5 (next to f4).
    let p = pos("8/5b2/2b5/6w1/8/4B3/3wb3/w6w w 0-0 3 w");
    let t = p.parse_move("d2xf4 f4>g5").expect("jump then pass");
    assert_eq!(p.result_of(&t).1, sq("g5"));
    assert_eq!(p.parse_move("d2xf4 c4-c5"), Err(TurnError::TwoMoves));
}

#[test]
fn authors_example_the_upper_player_scores_by_passing_then_moving() {
    let mut p = pos(&format!("{EXAMPLE} b 0-0 3 w"));
    play(&mut p, "e3>e2 e2-e1");
    assert_eq!(p.score(), [0, 1]);
    assert!(p.is_kickoff(), "a goal resets the board");
}

#[test]
fn authors_example_the_chain_of_jumps_across_the_wrap_ends_in_a_goal() {
    let mut p = pos(&format!("{EXAMPLE} w 0-0 3 w"));
    for t in ["d2xf4", "e3xg5", "f4xh6", "g5xa7"] {
        play(&mut p, t);
        assert_eq!(p.score(), [0, 0], "{t}");
    }
    play(&mut p, "h6xb8");
    assert_eq!(p.score(), [1, 0]);
}

#[test]
fn a_goal_resets_the_pieces_and_the_other_player_kicks_off() {
    let mut p = pos(&format!("{EXAMPLE} b 0-0 3 w"));
    play(&mut p, "e3>e2 e2-e1");
    assert_eq!(p.position_text(), "2bbbb2/8/8/8/8/8/8/2wwww2 b 0-1 3 b");
    // The kick-off alternates whoever scored.
    let mut q = pos(&format!("{EXAMPLE} w 0-0 3 b"));
    for t in ["d2xf4", "e3xg5", "f4xh6", "g5xa7", "h6xb8"] {
        play(&mut q, t);
    }
    assert_eq!(q.position_text(), "2bbbb2/8/8/8/8/8/8/2wwww2 w 1-0 3 w");
}

#[test]
fn an_own_goal_counts_for_the_opponent() {
    // White holds on b2 next to a1: passing back onto rank 1 is a goal for Black.
    let mut p = pos("2bbbb2/8/8/8/8/8/1W6/w1ww4 w 0-0 3 w");
    play(&mut p, "c1-c3 b2>a1");
    assert_eq!(p.score(), [0, 1]);
}

#[test]
fn the_first_to_the_agreed_goals_wins_and_the_game_stops() {
    let mut p = pos(&format!("{EXAMPLE} b 1-2 3 w"));
    play(&mut p, "e3>e2 e2-e1");
    assert_eq!(p.score(), [1, 3]);
    assert_eq!(p.outcome().map(|o| o.winner), Some(Seat(1)));
    assert!(p.legal_moves().is_empty());
    assert_eq!(p.parse_move("c1-c2"), Err(TurnError::GameOver));
}

#[test]
fn the_loop_rule_bars_the_player_in_whose_half_the_ball_is() {
    let start = pos("2b1b1b1/8/8/8/8/Wb6/8/w1w1w3 b 0-0 3 w");
    let mut record = Record::new(start, Player::Human, Player::Human);
    let mut barred = None;
    for ply in 0..40 {
        let p = *record.position();
        let jump = *p
            .legal_moves()
            .iter()
            .find(|t| t.capture)
            .expect("a jump back");
        let history: History<Position> = record.history();
        if !history.allows(&p, &jump) {
            barred = Some((ply, p.to_move()));
            assert!(!history.legal_moves(&p).contains(&jump));
            assert!(!history.legal_moves(&p).is_empty());
            assert_eq!(record.play(&jump), Err(GameError::Repeats));
            break;
        }
        record.play(&jump).expect("the loop goes on");
    }
    // The ball is on rank 3, White's half: White must break the loop, at the move that
    // would bring the start position back a third time.
    assert_eq!(barred, Some((15, Seat(0))));
}

#[test]
fn position_text_round_trips_and_bad_text_is_refused() {
    for t in [
        "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w",
        "3b4/2b5/8/3bW3/2ww4/1b6/4w3/8 w 1-0 3 b",
    ] {
        assert_eq!(pos(t).position_text(), t);
    }
    use dama::dameta::PositionTextError as E;
    let bad = |t: &str| Position::parse_position(t).unwrap_err();
    assert_eq!(bad("2bbbb2/8/8 w 0-0 3 w"), E::Ranks(3));
    assert_eq!(bad("2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0"), E::Fields(3));
    assert_eq!(bad("2bbbx2/8/8/8/8/8/8/2wwww2 w 0-0 3 w"), E::Symbol('x'));
    assert_eq!(
        bad("2bbb3/8/8/8/8/8/8/2wwww2 w 0-0 3 w"),
        E::PieceCount {
            side: "Black",
            count: 3
        }
    );
    assert_eq!(
        bad("2bbbB2/8/8/8/8/8/8/2wwww2 w 0-0 3 w"),
        E::BallOnBackRank
    );
    assert_eq!(bad("2bbbb2/8/8/8/8/8/8/2wwww2 b 0-0 3 w"), E::Kickoff);
    assert_eq!(bad("2bbbb2/8/8/8/8/8/8/2wwww2 w 4-0 3 w"), E::ScoreTooHigh);
    assert_eq!(
        bad("2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 0 w"),
        E::Goals("0".into())
    );
    assert_eq!(
        bad("2bbbb2/8/8/8/8/8/8/2wwww2 w 0:0 3 w"),
        E::Score("0:0".into())
    );
    assert_eq!(
        bad("2bbbb2/8/8/8/8/8/8/2wwwww1 w 0-0 3 w"),
        E::PieceCount {
            side: "White",
            count: 5
        }
    );
    assert_eq!(bad("2bbbb2/8/8/8/8/8/8/2wwww3 w 0-0 3 w"), E::RankLength(1));
}

#[test]
fn cli_moves_perft_and_bad_text() {
    let out = common::dama(&["moves", "--game", "dameta"]);
    assert!(out.status.success());
    assert_eq!(common::stdout(&out).lines().count(), 12);
    let out = common::dama(&["perft", "--game", "dameta", "2"]);
    assert!(common::stdout(&out).contains("perft 2 336"));
    let out = common::dama(&["moves", "--game", "dameta", "--fen", "2bbbb2/8 w 0-0 3 w"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("8 ranks"), "{err}");
    let out = common::dama(&["export", "--game", "dameta", "tests/data/commented.pdn"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Dameta has no PDN"));
}

#[test]
fn the_engine_scores_at_once_when_it_can() {
    use dama::engine::{Limits, Tt, search};
    use std::sync::atomic::AtomicBool;
    let p = pos(&format!("{EXAMPLE} b 0-0 3 w"));
    let stop = AtomicBool::new(false);
    for depth in 1..=5 {
        let report = search(
            &p,
            &History::new(),
            &Limits::depth(depth),
            &mut Tt::new(4),
            &stop,
            &mut |_| {},
        );
        let best = report.best.expect("a turn");
        assert_eq!(
            p.scores(&best),
            Some(Seat(1)),
            "depth {depth}: {}",
            p.move_text(&best)
        );
    }
}

#[test]
fn a_game_saves_as_dameta_and_loads_back() {
    use dama::game::save;
    let mut record = Record::new(
        pos("2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 5 w"),
        Player::Human,
        Player::Human,
    );
    for t in ["d1-d2", "d8-d6", "d2-d3", "c8-c6", "e1-e3 d3>e3"] {
        record.play_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    let text = save::to_json(&record, save::now());
    assert!(text.contains("\"game\": \"dameta\""), "{text}");
    let path = std::path::Path::new("dameta.json");
    let (back, _) = save::from_json::<Position>(&text, path).expect("loads");
    assert_eq!(back.position(), record.position());
    assert_eq!(back.moves(), record.moves());
    assert_eq!(back.start().goals_to_win(), 5);
}

#[test]
fn the_engine_obeys_the_loop_rule_at_the_root() {
    use dama::engine::{Limits, Tt, search};
    use std::sync::atomic::AtomicBool;
    let start = pos("2b1b1b1/8/8/8/8/Wb6/8/w1w1w3 b 0-0 3 w");
    let mut record = Record::new(start, Player::Human, Player::Human);
    for _ in 0..15 {
        let p = *record.position();
        let jump = *p.legal_moves().iter().find(|t| t.capture).expect("jump");
        record.play(&jump).expect("legal");
    }
    let p = *record.position();
    let history = record.history();
    let barred = *p.legal_moves().iter().find(|t| t.capture).expect("jump");
    assert!(!history.allows(&p, &barred));
    let stop = AtomicBool::new(false);
    for depth in 1..=3 {
        let report = search(
            &p,
            &history,
            &Limits::depth(depth),
            &mut Tt::new(4),
            &stop,
            &mut |_| {},
        );
        let best = report.best.expect("a turn");
        assert_ne!(best, barred, "depth {depth}");
        assert!(record.clone().play(&best).is_ok());
    }
}

/// The same position seen from the other side: ranks reversed, colours swapped.
fn mirror(p: &Position) -> Position {
    let text = p.position_text();
    let f: Vec<&str> = text.split(' ').collect();
    let swap = |s: &str| -> String {
        s.chars()
            .map(|c| match c {
                'w' => 'b',
                'b' => 'w',
                'W' => 'B',
                'B' => 'W',
                o => o,
            })
            .collect()
    };
    let board: Vec<String> = f[0].split('/').rev().map(swap).collect();
    let (a, b) = f[2].split_once('-').expect("score");
    pos(&format!(
        "{} {} {b}-{a} {} {}",
        board.join("/"),
        swap(f[1]),
        f[3],
        swap(f[4])
    ))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn evaluation_is_the_same_for_both_colours(choices in proptest::collection::vec(any::<u16>(), 0..80)) {
        use dama::core::Evaluate;
        let mut p = Position::start();
        for c in choices {
            let list = p.legal_moves();
            if list.is_empty() {
                break;
            }
            p.play(&list[c as usize % list.len()]).expect("legal");
            if p.score() != [0, 0] {
                // The engine-only "how late was the goal" is not in the text.
                break;
            }
            let m = mirror(&p);
            prop_assert_eq!(p.evaluate(), m.evaluate(), "{}", p.position_text());
            prop_assert_eq!(p.legal_moves().len(), m.legal_moves().len());
        }
    }
}
