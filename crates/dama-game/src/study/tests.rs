//! The analysis on real games: a dropped man is marked, a forced move is not, the curve
//! has a point per position, a stop ends it, Dameta is analysed like draughts, a won
//! position's good-enough move is no blunder, and each player's accuracy.

use std::sync::atomic::AtomicBool;

use crate::core::Rules;
use crate::draughts::italian::Position;

use super::analysis::{Limit, Settings, analyse};
use super::judge::Mark;

const SETTINGS: Settings = Settings {
    limit: Limit::Depth(3),
    hash_mib: 1,
};

fn moves<G: Rules>(texts: &[&str]) -> (G, Vec<G::Move>) {
    let start = G::start();
    let mut at = start;
    let mut list = Vec::new();
    for t in texts {
        let mv = at.parse_move(t).expect("a legal move");
        at.play_unchecked(&mv);
        list.push(mv);
    }
    (start, list)
}

#[test]
fn a_dropped_man_is_marked() {
    let (start, played) = moves::<Position>(&["22-18", "9-13", "18x9", "12-16"]);
    let stop = AtomicBool::new(false);
    let mut calls = 0;
    let a = analyse(&start, &played, &SETTINGS, None, &stop, &mut |_, _| {
        calls += 1
    })
    .expect("not stopped");
    assert_eq!(a.evals.len(), 5);
    assert_eq!(calls, 5);
    let marks: Vec<Option<Mark>> = a.notes.iter().map(|n| n.mark).collect();
    assert!(
        matches!(marks[1], Some(Mark::Mistake | Mark::Blunder)),
        "{marks:?}"
    );
    assert_eq!(marks[0], None);
    // 18x9 is the only capture: forced, never marked.
    assert!(a.notes[2].forced && marks[2].is_none());
    // The better move is another one, and its line starts with it.
    assert!(a.notes[1].differs() && a.notes[1].line.first() == Some(&a.notes[1].best));
    // White is a man up after the blunder.
    assert!(a.evals[2] > 50, "{:?}", a.evals);
    assert!(a.marked().any(|p| p == 1));
}

#[test]
fn a_stop_ends_it() {
    let (start, played) = moves::<Position>(&["22-18", "9-13"]);
    let stop = AtomicBool::new(true);
    assert!(analyse(&start, &played, &SETTINGS, None, &stop, &mut |_, _| {}).is_none());
}

#[test]
fn dameta_is_analysed() {
    let start = crate::dameta::Position::start();
    let mut at = start;
    let mut played = Vec::new();
    for _ in 0..3 {
        let mv = at.legal_moves()[0];
        at.play_unchecked(&mv);
        played.push(mv);
    }
    let stop = AtomicBool::new(false);
    let a = analyse(&start, &played, &SETTINGS, None, &stop, &mut |_, _| {}).expect("done");
    assert_eq!(a.notes.len(), 3);
    assert_eq!(a.evals.len(), 4);
}

#[test]
fn a_won_position_s_blunder_free_moves_are_not_blunders() {
    // White has two kings and five men against one man: whatever keeps that is no `??`,
    // even a move that is not the engine's choice.
    let start = Position::parse_position("W:WK28,K29,21,22,23,24,25:B4").expect("a position");
    let stop = AtomicBool::new(false);
    for mv in start.legal_moves().iter() {
        let a = analyse(&start, &[*mv], &SETTINGS, None, &stop, &mut |_, _| {}).expect("done");
        let note = &a.notes[0];
        if note.played_score >= 300 {
            assert_ne!(
                note.mark,
                Some(Mark::Blunder),
                "{}: {note:?}",
                start.move_text(mv)
            );
        }
    }
}

#[test]
fn accuracy_and_the_annotated_text() {
    use super::accuracy::figures;
    use crate::core::Seat;
    let (start, played) = moves::<Position>(&["22-18", "9-13", "18x9", "12-16"]);
    let stop = AtomicBool::new(false);
    let a = analyse(&start, &played, &SETTINGS, None, &stop, &mut |_, _| {}).expect("done");
    let white = figures(&a, Seat::FIRST).expect("White moved");
    let black = figures(&a, Seat::SECOND).expect("Black moved");
    // 18x9 is forced: White's one counted move is 22-18, Black's are 9-13 and 12-16.
    assert_eq!((white.moves, black.moves), (1, 2));
    assert!(white.accuracy > 70.0, "{white:?}");
    assert!(black.accuracy < white.accuracy, "{black:?}");
    assert!(black.average_loss >= 50.0, "{black:?}");
    use crate::game::{Player, Record};
    let mut record = Record::new(start, Player::Human, Player::Human);
    for mv in &played {
        record.play(mv).expect("a legal move");
    }
    let text = super::annotated::write(&record, &a, "dama depth 3");
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(text.contains("{Accuracy: White "), "{text}");
    assert!(text.contains("1. 22-18 {[%eval "), "{text}");
}
