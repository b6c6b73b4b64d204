//! Tests of the position search: games made of legal moves chosen in turn, written as
//! PDN, read as a library, and searched.

use std::path::Path;

use super::*;
use crate::draughts::italian::Position;

/// A game of `plies` legal moves from the start, the `(seed + ply) % n`-th each time,
/// as PDN with `result`.
fn game(seed: usize, plies: usize, result: &str) -> String {
    let mut pos = Position::start();
    let mut text = format!("[Result \"{result}\"]\n\n");
    for ply in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(seed + ply) % legal.len()];
        if ply % 2 == 0 {
            text.push_str(&format!("{}. ", ply / 2 + 1));
        }
        text.push_str(&pos.move_text(&mv));
        text.push(' ');
        pos.play_unchecked(&mv);
    }
    text.push_str(result);
    text.push_str("\n\n");
    text
}

fn library(text: String) -> Library {
    Library::from_text(Path::new("t.pdn"), text, "italian")
}

#[test]
fn the_start_is_reached_by_every_game_and_its_moves_add_up() {
    let results = ["1-0", "0-1", "1/2-1/2", "*"];
    let text: String = (0..12).map(|k| game(k, 20, results[k % 4])).collect();
    let lib = library(text);
    let index = PositionIndex::build(&lib, "italian").expect("index");
    assert_eq!(index.games(), 12);
    assert_eq!(index.positions(), 12 * 21);
    let start = explore(&index, None, &[]).expect("start");
    assert_eq!(start.games.len(), 12);
    assert!(start.games.iter().all(|g| g.ply == 0));
    assert_eq!(
        (start.tally.white, start.tally.draws, start.tally.black),
        (3, 3, 3)
    );
    let total: u32 = start.moves.iter().map(|m| m.tally.games).sum();
    assert_eq!(total, 12);
    // The most played first.
    assert!(
        start
            .moves
            .windows(2)
            .all(|w| w[0].tally.games >= w[1].tally.games)
    );
    assert!(start.white_to_move);
    assert_eq!(start.diagram.len(), 8);
}

#[test]
fn stepping_into_a_move_finds_the_games_that_played_it() {
    let text: String = (0..7).map(|k| game(k, 16, "1-0")).collect();
    let lib = library(text);
    let index = PositionIndex::build(&lib, "italian").expect("index");
    let start = explore(&index, None, &[]).expect("start");
    let first = &start.moves[0];
    let after = explore(&index, None, std::slice::from_ref(&first.text)).expect("after");
    assert_eq!(after.games.len() as u32, first.tally.games);
    assert!(after.games.iter().all(|g| g.ply == 1));
    assert!(!after.white_to_move);
    assert_eq!(after.line, std::slice::from_ref(&first.text));
    // The same position given as a FEN.
    let by_fen = explore(&index, Some(&after.fen), &[]).expect("fen");
    assert_eq!(by_fen.games, after.games);
    assert_eq!(by_fen.moves, after.moves);
}

#[test]
fn a_position_no_game_reached_has_no_games_and_no_moves() {
    let lib = library(game(0, 10, "1-0"));
    let index = PositionIndex::build(&lib, "italian").expect("index");
    let none = explore(&index, Some("W:W31:B1"), &[]).expect("position");
    assert!(none.games.is_empty() && none.moves.is_empty());
    assert_eq!(none.tally, Tally::default());
}

#[test]
fn bad_positions_and_moves_are_said() {
    let lib = library(game(0, 4, "1-0"));
    let index = PositionIndex::build(&lib, "italian").expect("index");
    assert!(matches!(
        explore(&index, Some("not a fen"), &[]),
        Err(ExplorerError::BadPosition(_))
    ));
    assert!(matches!(
        explore(&index, None, &["1-32".to_string()]),
        Err(ExplorerError::BadPosition(_))
    ));
}

#[test]
fn broken_games_and_other_games_are_left_out() {
    let mut text = game(1, 10, "1-0");
    text.push_str("[Result \"1-0\"]\n\n1. 9-13 1-0\n\n");
    text.push_str("[GameType \"21\"]\n[Result \"0-1\"]\n\n1. 11-15 0-1\n\n");
    let lib = library(text);
    let index = PositionIndex::build(&lib, "italian").expect("index");
    assert_eq!((index.games(), index.broken()), (1, 1));
    let english = PositionIndex::build(&lib, "english").expect("english");
    assert_eq!(english.games(), 1);
    let start = explore(&english, None, &[]).expect("start");
    assert_eq!(start.moves.len(), 1);
    assert_eq!(start.tally.black, 1);
}

#[test]
fn games_without_pdn_have_no_search() {
    let lib = library(game(0, 2, "*"));
    assert!(matches!(
        PositionIndex::build(&lib, "dameta"),
        Err(ExplorerError::NotDraughts(_))
    ));
}

#[test]
fn results_of_both_conventions_are_read() {
    for (text, score) in [
        ("1-0", Score::WhiteWins),
        ("2-0", Score::WhiteWins),
        ("1-1", Score::Draw),
        ("1/2-1/2", Score::Draw),
        ("0-2", Score::BlackWins),
        ("*", Score::Unknown),
    ] {
        assert_eq!(Score::of_result(text), score, "{text}");
    }
    let t = Tally {
        games: 4,
        white: 2,
        draws: 1,
        black: 1,
    };
    assert_eq!(t.percent(2), 50);
    assert_eq!(t.shares(), ["50%", "25%", "25%"]);
    let unknown = Tally {
        games: 2,
        ..Tally::default()
    };
    assert_eq!(unknown.shares(), ["–", "–", "–"]);
    assert_eq!(t.white_score().map(|s| s.round()), Some(63.0));
}
