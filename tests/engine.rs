//! The engine through its public API: legal moves only, tactical shots found, limits and
//! the stop flag respected, reproducible fixed-depth searches, draw awareness. Searches are
//! kept shallow so the suite stays quick; nothing here depends on wall-clock speed.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use dama::core::History;
use dama::draughts::italian::{Move, Position};
use dama::engine::{
    Info, Level, LevelSearch, Limits, MATE, Report, Tt, choose_move, format_score, search,
};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

fn fen(text: &str) -> Position {
    Position::from_fen(text).expect("test FEN")
}

fn run(pos: &Position, limits: Limits) -> Report<Move> {
    run_after(pos, &History::new(), limits)
}

/// A search of `pos` reached after the game moves recorded in `history`.
fn run_after(pos: &Position, history: &History<Position>, limits: Limits) -> Report<Move> {
    let stop = AtomicBool::new(false);
    let mut tt = Tt::new(4);
    search(pos, history, &limits, &mut tt, &stop, &mut |_| {})
}

fn best_text(r: &Report<Move>) -> String {
    r.best.map_or_else(|| "-".to_string(), |m| m.fid())
}

/// Positions from random games: a few plies to late middlegames.
fn random_positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut pos = Position::start();
        let plies = rng.random_range(0..60);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.random_range(0..moves.len())];
            pos.play_unchecked(&mv);
        }
        if !pos.legal_moves().is_empty() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn search_only_returns_legal_moves() {
    for pos in random_positions(11, 60) {
        let report = run(&pos, Limits::depth(4));
        let best = report.best.expect("a move exists");
        assert!(
            pos.legal_moves().contains(&best),
            "{} in {}",
            best,
            pos.to_fen()
        );
        for (i, mv) in report.pv.iter().enumerate() {
            let mut p = pos;
            for earlier in &report.pv[..i] {
                p.play_unchecked(earlier);
            }
            assert!(
                p.legal_moves().contains(mv),
                "pv move {mv} in {}",
                pos.to_fen()
            );
        }
    }
}

#[test]
fn every_level_plays_legal_moves() {
    let mut rng = StdRng::seed_from_u64(3);
    let stop = AtomicBool::new(false);
    for (i, pos) in random_positions(5, 30).into_iter().enumerate() {
        let level = Level::new((i % 4) as u8 + 1).expect("level");
        let mut tt = Tt::new(2);
        let history = History::new();
        let report = choose_move(&pos, &history, level, &mut tt, &stop, &mut rng, &mut |_| {});
        let best = report.best.expect("a move exists");
        assert!(
            pos.legal_moves().contains(&best),
            "level {}: {best}",
            level.get()
        );
    }
}

/// Composed shots: a quiet sacrifice forces a capture that opens a multi-capture.
const SHOTS: [(&str, &str); 4] = [
    // 28-23 20x27 31x22x13: two for one.
    ("W:W11,12,28,31:B5,18,20,24", "28-23"),
    ("W:W9,11,26,30:B1,13,18,20", "26-22"),
    ("W:W22,23,28,29,30,32:B6,8,14,16,25,27", "23-20"),
    ("W:W15,18,25,30:B3,5,7,21", "15-11"),
];

#[test]
fn finds_the_winning_shots() {
    for (text, expected) in SHOTS {
        let pos = fen(text);
        let report = run(&pos, Limits::depth(6));
        assert_eq!(best_text(&report), expected, "{text}");
        assert!(report.score >= 100, "{text}: score {}", report.score);
        // The sacrifice is met by a compulsory capture.
        let mv: Move = pos.parse_move(expected).expect("move");
        assert!(pos.after(&mv).has_capture());
    }
}

#[test]
fn wins_are_scored_by_distance() {
    // White takes the last black piece.
    let report = run(&fen("W:W22:B18"), Limits::depth(3));
    assert_eq!(best_text(&report), "22x13");
    assert_eq!(report.score, MATE - 1);
    assert_eq!(format_score(report.score), "win in 1");
}

#[test]
fn two_kings_hunt_down_one_in_the_double_corner() {
    let report = run(&fen("W:WK23,K18:BK29"), Limits::depth(21));
    assert!(
        format_score(report.score).starts_with("win in "),
        "{}",
        report.score
    );
}

#[test]
fn a_side_with_no_move_has_lost() {
    let pos = fen("W:W29:B22,25,26");
    assert!(pos.legal_moves().is_empty());
    let report = run(&pos, Limits::depth(3));
    assert_eq!(report.best, None);
    assert_eq!(report.score, -MATE);
}

#[test]
fn depth_limit_is_respected_and_reported_per_iteration() {
    let stop = AtomicBool::new(false);
    let mut tt = Tt::new(4);
    let mut depths = Vec::new();
    let report = search(
        &Position::start(),
        &History::new(),
        &Limits::depth(6),
        &mut tt,
        &stop,
        &mut |i: &Info<Move>| {
            depths.push(i.depth);
        },
    );
    assert_eq!(depths, vec![1, 2, 3, 4, 5, 6]);
    assert_eq!(report.depth, 6);
}

#[test]
fn node_limit_is_respected() {
    let report = run(&Position::start(), Limits::nodes(20_000));
    assert!(report.nodes <= 20_100, "{} nodes", report.nodes);
    assert!(report.best.is_some());
}

#[test]
fn a_raised_stop_flag_still_gives_a_legal_move() {
    let stop = AtomicBool::new(true);
    let mut tt = Tt::new(4);
    let pos = Position::start();
    let history = History::new();
    let report = search(
        &pos,
        &history,
        &Limits::default(),
        &mut tt,
        &stop,
        &mut |_| {},
    );
    assert!(report.depth <= 1);
    assert!(pos.legal_moves().contains(&report.best.expect("move")));
}

#[test]
fn stop_ends_an_infinite_search_from_another_thread() {
    let stop = AtomicBool::new(false);
    let pos = Position::start();
    let report = std::thread::scope(|s| {
        let handle = s.spawn(|| {
            let mut tt = Tt::new(4);
            let history = History::new();
            search(
                &pos,
                &history,
                &Limits::default(),
                &mut tt,
                &stop,
                &mut |_| {},
            )
        });
        std::thread::sleep(Duration::from_millis(30));
        stop.store(true, Ordering::Relaxed);
        handle.join().expect("search thread")
    });
    assert!(pos.legal_moves().contains(&report.best.expect("move")));
}

#[test]
fn a_move_time_ends_the_search() {
    let report = run(
        &Position::start(),
        Limits::movetime(Duration::from_millis(20)),
    );
    assert!(report.best.is_some());
    assert!(report.depth < 100);
}

#[test]
fn fixed_depth_is_reproducible() {
    let pos = fen("W:W30,26,27,22,23,24,17,18,20:B14,15,16,9,11,5,6,1,3");
    let a = run(&pos, Limits::depth(7));
    let b = run(&pos, Limits::depth(7));
    assert_eq!((a.best, a.nodes, a.score), (b.best, b.nodes, b.score));
}

#[test]
fn a_seeded_level_is_reproducible() {
    let pos = Position::start();
    let stop = AtomicBool::new(false);
    let pick = |seed| {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut tt = Tt::new(2);
        let level = Level::new(2).expect("level");
        let history = History::new();
        choose_move(&pos, &history, level, &mut tt, &stop, &mut rng, &mut |_| {}).best
    };
    for seed in 0..5 {
        assert_eq!(pick(seed), pick(seed));
    }
}

/// Plays `moves` from `pos`, recording them in `history`.
fn play_into(history: &mut History<Position>, pos: &mut Position, moves: &[&str]) {
    for text in moves {
        let mv = pos.parse_move(text).expect("move");
        history.push(pos, &mv);
        pos.play_unchecked(&mv);
    }
}

/// A game history of `plies` king moves from `start`, none capturing or allowing a
/// capture, no position repeated: a seeded random walk, retried until it gets that far.
/// Returns the position it ends in and its history.
fn king_walk(start: &Position, plies: usize) -> (Position, History<Position>) {
    (0..1000u64)
        .find_map(|seed| {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut history = History::new();
            let mut pos = *start;
            let mut seen = vec![pos.hash()];
            for _ in 0..plies {
                let fresh: Vec<Move> = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|mv| {
                        let next = pos.after(mv);
                        !mv.is_capture() && !next.has_capture() && !seen.contains(&next.hash())
                    })
                    .collect();
                if fresh.is_empty() {
                    return None;
                }
                let mv = fresh[rng.random_range(0..fresh.len())];
                history.push(&pos, &mv);
                pos.play_unchecked(&mv);
                seen.push(pos.hash());
            }
            Some((pos, history))
        })
        .expect("a walk that long")
}

#[test]
fn the_forty_move_rule_is_a_draw() {
    // Three kings against one win, unless the 40-move counter is about to run out: after
    // 79 king moves without a capture, every move reaches the 80th ply, a draw.
    let (pos, history) = king_walk(&fen("W:WK14,K18,K22:BK1"), 79);
    assert_eq!(history.counters(), 79);
    assert_eq!(history.draw(&pos), None);
    let fresh = run(&pos, Limits::depth(4)).score;
    assert!(fresh < -100, "Black to move is lost: {fresh}");
    let report = run_after(&pos, &history, Limits::depth(4));
    assert_eq!(report.score, 0);
    // One ply fewer, the counter is not yet reached at the root's children.
    let (pos, history) = king_walk(&fen("W:WK14,K18,K22:BK1"), 77);
    assert!(run_after(&pos, &history, Limits::depth(2)).score != 0);
}

#[test]
fn a_lost_side_takes_a_repetition() {
    // One king against three: lost, unless White can repeat the position.
    let q0 = fen("W:WK32:BK1,K2,K3");
    assert!(run(&q0, Limits::depth(4)).score < -100);
    let mut history = History::new();
    let mut pos = q0;
    play_into(&mut history, &mut pos, &["32-28", "1-5", "28-32", "5-1"]);
    assert_eq!(pos, q0);
    assert_eq!(history.occurrences(&pos), 2);
    let report = run_after(&pos, &history, Limits::depth(4));
    assert_eq!(report.score, 0);
    assert_eq!(best_text(&report), "32-28");
}

#[test]
fn a_man_move_ends_the_repetition_window() {
    // The same shuffle, but Black's last move is a man move: nothing before it can
    // repeat, and White is lost again.
    let q0 = fen("W:WK32:BK1,K2,K3,12");
    assert!(run(&q0, Limits::depth(4)).score < -100);
    let mut history = History::new();
    let mut pos = q0;
    play_into(&mut history, &mut pos, &["32-28", "1-5", "28-32", "5-1"]);
    assert_eq!(run_after(&pos, &history, Limits::depth(4)).score, 0);
    play_into(&mut history, &mut pos, &["32-28", "12-16", "28-32"]);
    assert!(history.hashes().len() == 1);
    let after = run_after(&pos, &history, Limits::depth(4)).score;
    assert!(after > 100, "Black to move wins: {after}");
}

#[test]
fn levels_have_increasing_limits() {
    let limits: Vec<Limits> = (1..=10)
        .map(|n| Level::new(n).expect("level").limits())
        .collect();
    for pair in limits.windows(2) {
        assert!(pair[0].depth < pair[1].depth);
    }
    assert!(limits[9].movetime.expect("time") <= Duration::from_secs(5));
    assert!(limits[4].movetime.expect("time") <= Duration::from_secs(1));
}
