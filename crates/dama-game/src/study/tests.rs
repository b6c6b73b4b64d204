//! The analysis on real games: a dropped man is marked, a forced move is not, the curve
//! has a point per position, a stop ends it, and Dameta is analysed like draughts.

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
