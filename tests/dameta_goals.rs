//! Dameta, issue 23: a goal is scored the moment the ball reaches a back rank (after the
//! move or jump, and after the pass), the rest of the turn unplayed; the authors' own
//! signs (`d2:f4`, `e3/e2`) are read; a pass typed before the move stays there; who
//! kicks off first is in the position text (old text without it: White); and the
//! turns of `moves --stdin` are kept apart by a separator no turn contains.

mod common;

use dama::core::{Rules, Seat};
use dama::dameta::{Position, TurnError};
use dama::game::{Player, Record};

fn pos(text: &str) -> Position {
    Position::parse_position(text).expect("position text")
}

fn texts(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|t| p.move_text(t)).collect()
}

/// The position: White's e3 can jump the holder on e2 onto its own back rank.
const OWN_GOAL: &str = "2bb4/8/b7/8/8/4w3/4Bw2/6ww w 0-0 3 b";

#[test]
fn a_jump_onto_a_back_rank_scores_at_once_and_no_pass_follows() {
    let p = pos(OWN_GOAL);
    let list = texts(&p);
    assert!(list.contains(&"e3xe1".to_string()), "{list:?}");
    assert!(
        !list.iter().any(|t| t.starts_with("e3xe1 ")),
        "no pass after a goal: {list:?}"
    );
    assert_eq!(p.parse_move("e3xe1 e1>f2"), Err(TurnError::GoalEndsTurn));
    // An own goal: the ball on White's back rank scores for Black.
    let turn = p.parse_move("e3xe1").expect("legal");
    assert_eq!(p.scores(&turn), Some(Seat(1)));
    let after = p.after(&turn);
    assert_eq!(after.score(), [0, 1]);
    assert!(after.is_kickoff());
}

#[test]
fn the_holder_stepping_onto_a_back_rank_scores_and_cannot_pass_out() {
    // White's holder on d7 with friends on e7 and c8.
    let p = pos("2w1b1bb/3Ww3/8/8/8/8/b7/3w4 w 0-0 3 w");
    let list = texts(&p);
    assert!(list.contains(&"d7-d8".to_string()), "{list:?}");
    assert!(!list.iter().any(|t| t.starts_with("d7-d8 ")), "{list:?}");
    assert_eq!(p.parse_move("d7-d8 d8>e7"), Err(TurnError::GoalEndsTurn));
    let t = p.parse_move("d7-d8").expect("legal");
    assert_eq!(p.scores(&t), Some(Seat(0)));
}

#[test]
fn a_pass_onto_a_back_rank_before_the_move_is_the_whole_turn() {
    let p = pos("2w1b1bb/3Ww3/8/8/8/8/b7/3w4 w 0-0 3 w");
    // d7 passes to c8 on rank 8: a goal, no move.
    let list = texts(&p);
    assert!(list.contains(&"d7>c8".to_string()), "{list:?}");
    assert!(!list.iter().any(|t| t.starts_with("d7>c8 ")), "{list:?}");
    assert_eq!(p.parse_move("d7>c8 c8-b7"), Err(TurnError::GoalEndsTurn));
    let t = p.parse_move("d7>c8").expect("the pass alone is the turn");
    assert_eq!(p.scores(&t), Some(Seat(0)));
    assert_eq!(p.after(&t).score(), [1, 0]);
    // A pass alone that does not score is no turn.
    assert_eq!(p.parse_move("d7>e7"), Err(TurnError::NoMove));
    // And the authors' sign for it.
    assert_eq!(p.parse_move("d7/c8"), Ok(t));
}

#[test]
fn a_pass_along_a_chain_stops_at_a_back_rank() {
    // d7 - c8 - b7: the ball reaching c8 is a goal, so b7 is out of a pass's reach.
    let p = pos("2w1b1bb/1w1W4/8/8/8/8/b7/3w4 w 0-0 3 w");
    let list = texts(&p);
    // With c8 still on c8 nothing joins d7 to b7 but c8.
    assert!(!list.contains(&"d1-d2 d7>b7".to_string()), "{list:?}");
    assert!(list.contains(&"d1-d2 d7>c8".to_string()), "{list:?}");
    assert_eq!(p.parse_move("d7>c8>b7 d1-d2"), Err(TurnError::GoalEndsTurn));
}

#[test]
fn the_authors_signs_are_read() {
    let example = "8/5b2/2b5/8/2w5/4B3/3wb3/w6w";
    let white = pos(&format!("{example} w 0-0 3 w"));
    assert_eq!(white.parse_move("d2:f4"), white.parse_move("d2xf4"));
    assert!(white.parse_move("d2:f4").is_ok());
    let black = pos(&format!("{example} b 0-0 3 w"));
    let t = black.parse_move("e3/e2 e2-e1").expect("the authors' goal");
    assert_eq!(black.move_text(&t), "e3>e2 e2-e1");
    assert_eq!(black.scores(&t), Some(Seat(1)));
}

#[test]
fn a_pass_typed_before_the_move_stays_before_it() {
    let start = pos("8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w");
    let mut record = Record::new(start, Player::Human, Player::Human);
    // The same turn as "c6-c7 e3>e2", which the list holds.
    assert!(texts(&start).contains(&"c6-c7 e3>e2".to_string()));
    let turn = record.play_text("e3>e2 c6-c7").expect("legal");
    assert_eq!(start.move_text(&turn), "e3>e2 c6-c7");
    assert_eq!(record.last_move(), Some(&turn));
    // The other order is kept too.
    let mut other = Record::new(start, Player::Human, Player::Human);
    let turn = other.play_text("c6-c7 e3>e2").expect("legal");
    assert_eq!(start.move_text(&turn), "c6-c7 e3>e2");
    assert_eq!(record.position(), other.position());
}

#[test]
fn position_text_names_the_kicker_and_old_text_means_white_kicked_off_first() {
    let black_first = Position::new_game(3, Seat(1));
    assert_eq!(
        black_first.position_text(),
        "2bbbb2/8/8/8/8/8/8/2wwww2 b 0-0 3 b"
    );
    // Four fields: White kicked off first, the kick-off alternating after each goal.
    assert_eq!(pos("2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3").kicker(), Seat(0));
    let mid = "8/5b2/2b5/8/2w5/4B3/3wb3/w6w b";
    assert_eq!(pos(&format!("{mid} 0-0 3")).kicker(), Seat(0));
    assert_eq!(pos(&format!("{mid} 1-0 3")).kicker(), Seat(1));
    assert_eq!(pos(&format!("{mid} 1-1 3")).kicker(), Seat(0));
    assert_eq!(
        pos("2bbbb2/8/8/8/8/8/8/2wwww2 b 0-1 3").position_text(),
        "2bbbb2/8/8/8/8/8/8/2wwww2 b 0-1 3 b"
    );
}

#[test]
fn an_old_save_without_the_choice_loads_with_white_kicking_off_first() {
    use dama::game::save;
    let path = std::path::Path::new("old.json");
    // A save as the program wrote it before the kick-off was a choice (White first)...
    let mut white = Record::new(Position::start(), Player::Human, Player::Human);
    for t in ["d1-d2", "e8-e7"] {
        white.play_text(t).expect("legal");
    }
    let old = save::to_json(&white, save::now());
    let start = "\"2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3 w\"";
    assert!(old.contains(start), "{old}");
    let (record, _) = save::from_json::<Position>(&old, path).expect("an old save loads");
    assert_eq!(record.start().kicker(), Seat(0));
    assert_eq!(record.played().len(), 2);
    // ...and one whose start text has no kick-off field at all: White kicked off first.
    let bare = old.replace(start, "\"2bbbb2/8/8/8/8/8/8/2wwww2 w 0-0 3\"");
    let (record, _) = save::from_json::<Position>(&bare, path).expect("loads");
    assert_eq!(record.start().kicker(), Seat(0));
    assert_eq!(record.position(), white.position());
    // A game Black kicked off first saves and loads as such.
    let start = Position::new_game(3, Seat(1));
    let mut black = Record::new(start, Player::Human, Player::Human);
    black.play_text("d8-d7").expect("Black kicks off");
    let text = save::to_json(&black, save::now());
    assert!(
        text.contains("2bbbb2/8/8/8/8/8/8/2wwww2 b 0-0 3 b"),
        "{text}"
    );
    let (back, _) = save::from_json::<Position>(&text, path).expect("loads");
    assert_eq!(back.start().kicker(), Seat(1));
    assert_eq!(back.position(), black.position());
}

#[test]
fn moves_stdin_keeps_turns_apart_and_a_won_game_says_who_won() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_dama"))
        .args(["moves", "--game", "dameta", "--stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("dama runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w\n")
        .expect("write");
    let out = child.wait_with_output().expect("output");
    let line = String::from_utf8_lossy(&out.stdout).to_string();
    let turns: Vec<&str> = line.trim_end().split(" | ").collect();
    let p = pos("8/5b2/2b5/8/2w5/4B3/3wb3/w6w b 0-0 3 w");
    assert_eq!(turns, texts(&p));
    assert!(turns.contains(&"e3>e2 e2-e1"));
    let out = common::dama(&[
        "moves",
        "--game",
        "dameta",
        "--fen",
        "2bbbb2/8/8/8/8/8/8/2wwww2 w 0-3 3 w",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("the game is over, black won"), "{err}");
}
