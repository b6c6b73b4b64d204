//! What the hand-weight tuners' tests share (Italian's and the variants'): the made-up
//! games they tune on, and the checks of the family's merging and held-out split
//! ([`super::texel`]), which each game's tests run on its own positions.

use super::data::Sample;
use super::texel::{Entry, Tuned, merge, split};

/// Made-up games in which a king is worth far more than the shipped weights say: a king
/// against two men wins every time (FEN, result for White: 2 won, 1 drawn, 0 lost).
const KINGS_WIN: [(&str, u8); 8] = [
    ("W:WK14:B1,2", 2),
    ("B:WK14:B1,2", 2),
    ("W:WK18:B3,4", 2),
    ("B:WK19:B5,6", 2),
    ("W:W21,22:BK14", 0),
    ("B:W30,31:BK15", 0),
    ("W:W22,23,24:B9,10,11", 1),
    ("B:W22,23,24:B9,10,11", 1),
];

/// A sample of `position` at ply 20 with no search score.
pub fn sample<P>(position: P, result: u8) -> Sample<P> {
    Sample {
        position,
        result,
        ply: 20,
        score: 0,
    }
}

/// The games of [`KINGS_WIN`] as the game's positions (`parse` reads a FEN).
pub fn kings_win<P>(parse: impl Fn(&str) -> P) -> Vec<Sample<P>> {
    KINGS_WIN
        .iter()
        .map(|&(fen, result)| sample(parse(fen), result))
        .collect()
}

/// A position met in several games is merged into one entry with their mean target.
pub fn merges_the_same_position<P: Tuned>(
    parse: impl Fn(&str) -> P,
    white_to_move: impl Fn(&P) -> bool,
) {
    let s = vec![
        sample(parse("W:W22,23:B9,10"), 2),
        sample(parse("W:W22,23:B9,10"), 1),
        sample(parse("B:W22,23:B9,10"), 0),
    ];
    let merged = merge(&s, 1.0, 200.0);
    assert_eq!(merged.len(), 2);
    let white = merged
        .iter()
        .find(|e| white_to_move(&e.position))
        .expect("white to move");
    assert!((white.target - 0.75).abs() < 1e-6);
}

/// The held-out share is chosen by position, the same on every run; none for share 0.
pub fn holds_out_by_position<P: Tuned>(entries: Vec<Entry<P>>) {
    let n = entries.len();
    let (train, held) = split(entries.clone(), 0.5);
    assert_eq!(train.len() + held.len(), n);
    let (_, again) = split(entries.clone(), 0.5);
    let keys = |v: &[Entry<P>]| {
        v.iter()
            .map(|e| e.position.split_hash())
            .collect::<Vec<_>>()
    };
    assert_eq!(keys(&held), keys(&again));
    assert_eq!(split(entries, 0.0).1.len(), 0);
}
