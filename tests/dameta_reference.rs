//! Dameta's move generator against a slow reference generator written here from the
//! authors' rules alone (nothing shared with the program's): perft to the published
//! counts, and every position's turns compared.

mod common;

use std::collections::BTreeSet;

use dama::core::{Rules, Seat, perft::perft};
use dama::dameta::Position;
use proptest::prelude::*;

use crate::dameta::pos;

#[test]
fn perft_matches_the_published_counts() {
    for row in common::data_rows("perft_dameta.txt") {
        let p = pos(&row[0]);
        let depth: usize = row[1].parse().expect("depth");
        let counts: Vec<u64> = row[2]
            .split_whitespace()
            .map(|n| n.parse().expect("count"))
            .collect();
        for d in 1..=depth {
            assert_eq!(perft(&p, d as u32), counts[d - 1], "{} depth {d}", row[0]);
        }
        for d in 1..=2 {
            assert_eq!(
                reference_perft(&p, d),
                counts[d - 1],
                "{} reference depth {d}",
                row[0]
            );
        }
    }
}

// ---- The slow reference generator: the rules read again, nothing shared with the
// library but the position's public accessors. ----

fn neighbours(s: u8) -> Vec<u8> {
    let (f, r) = ((s % 8) as i32, (s / 8) as i32);
    let mut out = Vec::new();
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) && (0..8).contains(&(r + dr)) {
                out.push(((r + dr) * 8 + (f + df).rem_euclid(8)) as u8);
            }
        }
    }
    out
}

fn on_back_rank(s: u8) -> bool {
    s / 8 == 0 || s / 8 == 7
}

/// Where a pass from `from` may end: friends joined through friends, where the ball
/// reaching a back rank is a goal and goes no further.
fn chain(own: u64, from: u8) -> BTreeSet<u8> {
    let mut seen = BTreeSet::from([from]);
    let mut todo = vec![from];
    while let Some(s) = todo.pop() {
        if s != from && on_back_rank(s) {
            continue;
        }
        for n in neighbours(s) {
            if own >> n & 1 == 1 && seen.insert(n) {
                todo.push(n);
            }
        }
    }
    seen
}

/// The square `n` steps from `s` in direction (df, dr), files wrapping.
fn ray(s: u8, df: i32, dr: i32, n: i32) -> Option<u8> {
    let r = (s / 8) as i32 + dr * n;
    let f = ((s % 8) as i32 + df * n).rem_euclid(8);
    (0..8).contains(&r).then_some((r * 8 + f) as u8)
}

fn reference(p: &Position) -> BTreeSet<(u64, u8)> {
    let mut out = BTreeSet::new();
    let score = p.score();
    if score.iter().any(|&s| s >= p.goals_to_win()) {
        return out;
    }
    let me = p.to_move();
    let own = p.pieces(me);
    let occupied = p.pieces(Seat(0)) | p.pieces(Seat(1));
    let pieces: Vec<u8> = (0..64).filter(|s| own >> s & 1 == 1).collect();
    let dirs: Vec<(i32, i32)> = (-1..=1)
        .flat_map(|df| (-1..=1).map(move |dr| (df, dr)))
        .filter(|&d| d != (0, 0))
        .collect();
    let Some(ball) = p.ball() else {
        let home = if me == Seat(0) { 0 } else { 7 };
        for &from in &pieces {
            for &(df, dr) in &dirs {
                if let Some(to) = ray(from, df, dr, 1)
                    && occupied >> to & 1 == 0
                    && to / 8 != home
                {
                    out.insert((own & !(1 << from) | 1 << to, to));
                }
            }
        }
        return out;
    };
    let holding = own >> ball & 1 == 1;
    let mut befores = vec![None];
    if holding {
        befores.extend(
            chain(own, ball)
                .into_iter()
                .filter(|&s| s != ball)
                .map(Some),
        );
    }
    for before in befores {
        // A pass onto a back rank is a goal at once: the whole turn.
        if let Some(q) = before.filter(|&q| on_back_rank(q)) {
            out.insert((own, q));
            continue;
        }
        let holder = if holding {
            Some(before.unwrap_or(ball))
        } else {
            None
        };
        for &from in &pieces {
            for &(df, dr) in &dirs {
                for n in 1..=2 {
                    if n == 2 && holder == Some(from) {
                        continue;
                    }
                    let squares: Vec<Option<u8>> = (1..=n).map(|k| ray(from, df, dr, k)).collect();
                    if squares
                        .iter()
                        .any(|s| s.is_none_or(|s| occupied >> s & 1 == 1))
                    {
                        continue;
                    }
                    let Some(Some(to)) = squares.last().copied() else {
                        continue;
                    };
                    let after = own & !(1 << from) | 1 << to;
                    let ball_now = match holder {
                        Some(h) if h == from => to,
                        Some(h) => h,
                        None => ball,
                    };
                    out.insert((after, ball_now));
                    if before.is_none() && holding && !on_back_rank(ball_now) {
                        for q in chain(after, ball_now) {
                            out.insert((after, q));
                        }
                    }
                }
            }
            // A jump over the opposing holder.
            if !holding {
                for &(df, dr) in &dirs {
                    if ray(from, df, dr, 1) == Some(ball)
                        && let Some(to) = ray(from, df, dr, 2)
                        && occupied >> to & 1 == 0
                    {
                        let after = own & !(1 << from) | 1 << to;
                        out.insert((after, to));
                        if !on_back_rank(to) {
                            for q in chain(after, to) {
                                out.insert((after, q));
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

fn reference_perft(p: &Position, depth: usize) -> u64 {
    if depth == 0 {
        return 1;
    }
    let results = reference(p);
    // Play each result through the library's turn with that result (checked equal by
    // the property test) to reach the next positions.
    let list = p.legal_moves();
    results
        .iter()
        .map(|key| {
            let turn = list
                .iter()
                .find(|t| p.result_of(t) == *key)
                .expect("same results");
            reference_perft(&p.after(turn), depth - 1)
        })
        .sum()
}

fn check_state(p: &Position) {
    let (w, b) = (p.pieces(Seat(0)), p.pieces(Seat(1)));
    assert_eq!(w & b, 0);
    assert_eq!((w.count_ones(), b.count_ones()), (4, 4));
    match p.ball() {
        None => {
            assert_eq!(
                p.position_text().split(' ').next(),
                Some("2bbbb2/8/8/8/8/8/8/2wwww2")
            );
        }
        Some(ball) => {
            assert_eq!((w | b) >> ball & 1, 1, "the ball is on a piece");
            assert!(
                (1..7).contains(&(ball / 8)),
                "the ball is never on a back rank"
            );
        }
    }
    assert_eq!(pos(&p.position_text()), *p);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_keep_every_rule(choices in proptest::collection::vec(any::<u16>(), 0..160)) {
        let mut p = Position::start();
        for c in choices {
            check_state(&p);
            let list = p.legal_moves();
            let results: Vec<(u64, u8)> = list.iter().map(|t| p.result_of(t)).collect();
            let set: BTreeSet<(u64, u8)> = results.iter().copied().collect();
            prop_assert_eq!(set.len(), results.len(), "each result once");
            prop_assert_eq!(&set, &reference(&p), "{}", p.position_text());
            if list.is_empty() {
                prop_assert!(p.outcome().is_some());
                break;
            }
            let turn = list[c as usize % list.len()];
            // Text round trip: the turn's notation reads back as the same turn.
            prop_assert_eq!(p.parse_move(&p.move_text(&turn)), Ok(turn));
            let before = p;
            p.play(&turn).expect("generated turns are legal");
            if let Some(scorer) = before.scores(&turn) {
                prop_assert!(p.is_kickoff(), "a goal resets the board");
                let mut score = before.score();
                score[scorer.index()] += 1;
                prop_assert_eq!(p.score(), score);
                prop_assert_eq!(p.kicker(), Seat(before.kicker().0 ^ 1));
            } else {
                prop_assert_eq!(p.score(), before.score());
            }
        }
    }
}
