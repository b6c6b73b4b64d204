//! The Italian endgame databases: built up to 3 pieces in a temporary folder (well under
//! a second), then checked against their own successors, against an independent
//! brute-force solver written here, on hand-checked endings, and on damaged files.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::OnceLock;

use dama::draughts::italian::egdb::{self, Egdb, Material, SliceIndex, Wdl, file, solve};
use dama::draughts::italian::{Bitboard, Color, FORTY_MOVE_PLIES, Position};

/// The ≤ 3-piece databases, built once for every test of this file.
fn built() -> &'static (tempfile::TempDir, PathBuf) {
    static DIR: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    DIR.get_or_init(|| {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = tmp.path().join("egdb");
        egdb::build(&dir, 3, 2, &mut |_| {}).expect("build");
        (tmp, dir)
    })
}

fn db() -> Egdb {
    Egdb::open(&built().1).expect("open")
}

fn fen(text: &str) -> Position {
    Position::from_fen(text).expect("fen")
}

/// The `dtm` code of a successor: from the database, or lost at once with no pieces.
fn code(db: &Egdb, child: &Position) -> u16 {
    if child.pieces(child.side_to_move()).is_empty() {
        return 1;
    }
    let p = db.probe(child).expect("successor in the database");
    match p.wdl {
        Wdl::Draw => 0,
        _ => p.distance + 1,
    }
}

/// The value and conversion distance a position must have, from its successors'.
fn expected(db: &Egdb, pos: &Position) -> (u16, u16) {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return (1, 0);
    }
    let mut best_win: Option<(u16, u16)> = None; // (dtm, dtz) minima
    let mut draw = false;
    let mut max_loss = (0u16, 0u16);
    let mut win_dtz: Option<u16> = None;
    for mv in &moves {
        let child = pos.after(mv);
        let c = code(db, &child);
        let resets = mv.is_capture() || !pos.kings().contains(mv.from());
        let child_dtz = if resets {
            0
        } else {
            db.probe(&child).map_or(0, |p| p.conversion)
        };
        if c == 0 {
            draw = true;
        } else if c % 2 == 1 {
            let d = c; // child's dtm + 1
            best_win = Some(best_win.map_or((d, 0), |b| (b.0.min(d), 0)));
            win_dtz = Some(win_dtz.map_or(child_dtz + 1, |z| z.min(child_dtz + 1)));
        } else {
            max_loss = (max_loss.0.max(c), max_loss.1.max(child_dtz + 1));
        }
    }
    if let Some((d, _)) = best_win {
        (d + 1, win_dtz.unwrap_or(0))
    } else if draw {
        (0, 0)
    } else {
        (max_loss.0 + 1, max_loss.1)
    }
}

#[test]
fn every_stored_value_agrees_with_its_successors() {
    let db = db();
    for n in 2..=3 {
        for m in Material::all_with(n) {
            let index = SliceIndex::new(m);
            for i in 0..index.len() {
                let pos = index.position(i);
                let p = db.probe(&pos).expect("stored");
                let stored = match p.wdl {
                    Wdl::Draw => 0,
                    _ => p.distance + 1,
                };
                let (dtm, dtz) = expected(&db, &pos);
                assert_eq!(stored, dtm, "{} dtm", pos.to_fen());
                assert_eq!(p.conversion, dtz, "{} conversion", pos.to_fen());
            }
        }
    }
}

/// An independent solver: every position of up to 3 pieces in one map, successors listed
/// once, then value iteration by distance: a position is won in d plies when a successor
/// is lost in d − 1 and it was not settled sooner; lost in d when every successor is a
/// win settled before d. What is never settled is a draw.
fn brute_force() -> HashMap<Position, i32> {
    let mut positions = Vec::new();
    let squares: Vec<u32> = (0..32).collect();
    // Every placement of 2 or 3 pieces of 4 kinds, both sides to move.
    let kinds = [(true, false), (true, true), (false, false), (false, true)]; // (white, king)
    let mut place = |sqs: &[u32]| {
        let count = sqs.len();
        for code in 0..4usize.pow(count as u32) {
            let (mut w, mut b, mut k) = (0u32, 0u32, 0u32);
            let mut c = code;
            for &s in sqs {
                let (white, king) = kinds[c % 4];
                c /= 4;
                if white {
                    w |= 1 << s
                } else {
                    b |= 1 << s
                }
                if king {
                    k |= 1 << s
                }
            }
            if w == 0 || b == 0 {
                continue;
            }
            for side in [Color::White, Color::Black] {
                if let Ok(p) = Position::from_parts(Bitboard(w), Bitboard(b), Bitboard(k), side) {
                    positions.push(p);
                }
            }
        }
    };
    for a in &squares {
        for b2 in squares.iter().filter(|&&x| x > *a) {
            place(&[*a, *b2]);
            for c in squares.iter().filter(|&&x| x > *b2) {
                place(&[*a, *b2, *c]);
            }
        }
    }
    let number: HashMap<Position, usize> =
        positions.iter().enumerate().map(|(i, p)| (*p, i)).collect();
    // Successors: Some(index), or None for "no pieces left" (lost at once).
    let children: Vec<Vec<Option<usize>>> = positions
        .iter()
        .map(|p| {
            p.legal_moves()
                .iter()
                .map(|mv| {
                    let c = p.after(mv);
                    if c.pieces(c.side_to_move()).is_empty() {
                        None
                    } else {
                        Some(number[&c])
                    }
                })
                .collect()
        })
        .collect();
    let mut value: Vec<Option<i32>> = vec![None; positions.len()];
    let mut d = 0;
    let mut quiet = 0;
    while quiet < 2 {
        let mut changed = false;
        let mut now = Vec::new();
        for (i, kids) in children.iter().enumerate() {
            if value[i].is_some() {
                continue;
            }
            let settled = |c: &Option<usize>| c.map_or(Some(0), |j| value[j]);
            let v = if d % 2 == 1 {
                kids.iter().any(|c| settled(c) == Some(d - 1)).then_some(d)
            } else {
                kids.iter()
                    .all(|c| settled(c).is_some_and(|v| v % 2 == 1 && v < d))
                    .then_some(d)
            };
            if let Some(v) = v {
                now.push((i, v));
                changed = true;
            }
        }
        for (i, v) in now {
            value[i] = Some(v);
        }
        quiet = if changed { 0 } else { quiet + 1 };
        d += 1;
    }
    positions
        .iter()
        .zip(value)
        .map(|(p, v)| (*p, v.map_or(-1, |v| v)))
        .collect()
}

#[test]
fn up_to_three_pieces_agree_with_a_brute_force_search() {
    let db = db();
    let truth = brute_force();
    assert_eq!(truth.len() as u64, egdb::total_positions(3));
    for (pos, v) in &truth {
        let p = db.probe(pos).expect("stored");
        match p.wdl {
            Wdl::Draw => assert_eq!(*v, -1, "{}", pos.to_fen()),
            _ => assert_eq!(i32::from(p.distance), *v, "{}", pos.to_fen()),
        }
        assert_eq!(p.wdl == Wdl::Win, *v >= 0 && v % 2 == 1, "{}", pos.to_fen());
    }
}

/// Share of the positions of a slice, with `side` to move, that have value `wdl`.
fn share(db: &Egdb, m: Material, side: Color, wdl: Wdl) -> f64 {
    let index = SliceIndex::new(m);
    let (mut all, mut hit) = (0, 0);
    for i in 0..index.len() {
        let pos = index.position(i);
        if pos.side_to_move() == side && !pos.has_capture() {
            all += 1;
            hit += usize::from(db.probe(&pos).map(|p| p.wdl) == Some(wdl));
        }
    }
    hit as f64 / all as f64
}

const fn kings(w: u8, b: u8) -> Material {
    Material {
        white_men: 0,
        white_kings: w,
        black_men: 0,
        black_kings: b,
    }
}

#[test]
fn two_kings_beat_one_and_one_king_against_one_is_a_draw() {
    let db = db();
    for (m, name) in [(kings(2, 1), "2K-1K"), (kings(1, 1), "K-K")] {
        for side in [Color::White, Color::Black] {
            for wdl in [Wdl::Win, Wdl::Draw, Wdl::Loss] {
                eprintln!("{name} {side:?} {wdl:?} {:.4}", share(&db, m, side, wdl));
            }
        }
    }
    // Two kings against one win from (almost) anywhere, whoever moves.
    assert!(share(&db, kings(2, 1), Color::White, Wdl::Win) > 0.99);
    assert!(share(&db, kings(2, 1), Color::Black, Wdl::Loss) > 0.99);
    // A lone king against a lone king: mostly a draw (71 % with no capture pending).
    // Kings do not fly, and a king on the edge must step inside to move, so the side
    // with the right tempo can catch it: the rest are wins and losses, the same share
    // for either colour (the 180° turn that swaps the colours is a symmetry of the rules).
    let kk = kings(1, 1);
    assert!(share(&db, kk, Color::White, Wdl::Draw) > 0.7);
    let w = share(&db, kk, Color::White, Wdl::Win);
    assert!((w - share(&db, kk, Color::Black, Wdl::Win)).abs() < 1e-9);
    let p = db.probe(&fen("W:WK18:BK19")).expect("stored");
    assert_eq!(p.wdl, Wdl::Draw);
    // And the win comes well inside the 40-move rule.
    let index = SliceIndex::new(kings(2, 1));
    for i in 0..index.len() {
        let p = db.probe(&index.position(i)).expect("stored");
        assert!(p.conversion < FORTY_MOVE_PLIES);
    }
}

#[test]
fn hand_checked_endings() {
    let db = db();
    // Black's king in the single corner 32, White's king on 23, Black to move: 32-28 is
    // forced and 23x32 takes it. Lost in 2 plies.
    let p = db.probe(&fen("B:WK23:BK32")).expect("stored");
    assert_eq!((p.wdl, p.distance, p.conversion), (Wdl::Loss, 2, 2));
    // White to move takes at once: 22x13 (a king takes a king).
    let p = db.probe(&fen("W:WK22:BK18")).expect("stored");
    assert_eq!((p.wdl, p.distance), (Wdl::Win, 1));
    // A man never takes a king (rules file §3): White's man on 22 cannot take 18, must
    // step, and the king then takes it.
    let p = db.probe(&fen("W:W22:BK18")).expect("stored");
    assert_eq!(p.wdl, Wdl::Loss);
    // The best move keeps the shortest win.
    let pos = fen("W:WK1,K2:BK32");
    let (mv, now) = db.best_move(&pos, 0).expect("move");
    let after = db.probe(&pos.after(&mv)).expect("stored");
    assert_eq!(after.wdl, Wdl::Loss);
    assert_eq!(after.distance + 1, now.distance);
}

#[test]
fn best_move_never_lets_the_forty_move_rule_draw_a_win() {
    let db = db();
    // Play out 2 kings against 1 from many starts, the winner by `best_move` and the
    // loser by the longest loss, counting plies without capture or man move.
    let index = SliceIndex::new(kings(2, 1));
    for i in (0..index.len()).step_by(97) {
        let mut pos = index.position(i);
        if db.probe(&pos).map(|p| p.wdl) != Some(Wdl::Win) {
            continue;
        }
        let winner = pos.side_to_move();
        let mut counter = 0u16;
        loop {
            if pos.pieces(pos.side_to_move()).is_empty() || pos.legal_moves().is_empty() {
                assert_ne!(pos.side_to_move(), winner, "the winner won");
                break;
            }
            assert!(counter < FORTY_MOVE_PLIES, "win slipped: {}", pos.to_fen());
            let (mv, _) = db.best_move(&pos, counter).expect("move");
            counter = if mv.is_capture() { 0 } else { counter + 1 };
            pos = pos.after(&mv);
        }
    }
}

#[test]
fn damaged_files_are_refused_with_a_reason_and_the_rest_still_works() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let src = &built().1;
    for e in std::fs::read_dir(src).expect("dir") {
        let e = e.expect("entry");
        std::fs::copy(e.path(), tmp.path().join(e.file_name())).expect("copy");
    }
    let name = |m: Material| tmp.path().join(file::file_name(&m));
    // Truncated.
    let path = name(kings(2, 1));
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..bytes.len() / 2]).expect("write");
    // One flipped byte in the data.
    let path = name(kings(1, 2));
    let mut bytes = std::fs::read(&path).expect("read");
    let last = bytes.len() - 3;
    bytes[last] ^= 0x40;
    std::fs::write(&path, &bytes).expect("write");
    // Not a database at all.
    std::fs::write(name(kings(1, 1)), b"hello").expect("write");
    let db = Egdb::open(tmp.path()).expect("open");
    let reasons: Vec<String> = db.refused().iter().map(|e| e.to_string()).collect();
    assert_eq!(reasons.len(), 3, "{reasons:?}");
    assert!(
        reasons.iter().any(|r| r.contains("truncated")),
        "{reasons:?}"
    );
    assert!(
        reasons.iter().any(|r| r.contains("checksum")),
        "{reasons:?}"
    );
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("truncated") || r.contains("not an endgame"))
    );
    assert_eq!(db.probe(&fen("W:WK1,K2:BK32")), None);
    assert!(db.probe(&fen("W:WK1:B20")).is_some());
    assert_eq!(db.max_pieces(), 0, "the 2-piece set is no longer complete");
    // A slice solved again in memory equals its file.
    let t = solve::solve(kings(1, 1), &|_| 0, &mut |_| {});
    let good = Egdb::open(src).expect("open");
    for i in 0..t.index.len() {
        let p = good.probe(&t.index.position(i)).expect("stored");
        assert_eq!(
            p.distance + u16::from(p.wdl != Wdl::Draw),
            t.dtm[i as usize]
        );
    }
}

#[test]
fn the_search_takes_database_values_through_its_oracle() {
    use dama::core::History;
    use dama::engine::{self, Limits, MATE, MATE_BOUND, Tt};
    use std::sync::atomic::AtomicBool;
    let db = db();
    // Two kings against two (4 pieces, not in the ≤ 3-piece set): the search reaches
    // 3-piece positions after one capture and takes their values from the database.
    let pos = fen("W:WK22,K1:BK18,K32");
    let oracle = |p: &Position, counter: usize| db.oracle_score(p, counter, MATE);
    let stop = AtomicBool::new(false);
    let mut tt = Tt::new(1);
    let history = History::new();
    let report = engine::search_with_oracle(
        &pos,
        &history,
        &Limits::depth(3),
        &mut tt,
        1,
        &stop,
        Some(&oracle),
        &mut |_| {},
    );
    // 22x13 takes the king on 18 and leaves two kings against one: a database win.
    assert!(report.score > MATE_BOUND, "score {}", report.score);
    let mv = report.best.expect("a move");
    let child = db.probe(&pos.after(&mv)).expect("3 pieces");
    assert_eq!(child.wdl, Wdl::Loss);
    assert_eq!(report.score, MATE - 1 - i32::from(child.distance));
}

/// The game analysis with the databases (`dama annotate` on Italian endings): two kings
/// against one win, and a king put where the lone king takes it throws the win away: `??`.
#[test]
fn the_analysis_marks_a_win_thrown_away() {
    use dama::study::{Exact, Limit, Mark, Settings, analyse};
    struct Databases(Egdb);
    impl Exact<Position> for Databases {
        fn value(&self, root: &Position, pos: &Position, counter: usize) -> Option<i32> {
            self.0.oracle(root, dama::engine::MATE)(pos, counter)
        }
    }
    let start = fen("W:WK1,K23:BK15");
    let mut at = start;
    let mut played = Vec::new();
    for text in ["23-19", "15x22"] {
        let mv = at.parse_move(text).expect("legal");
        at.play_unchecked(&mv);
        played.push(mv);
    }
    let settings = Settings {
        limit: Limit::Depth(3),
        hash_mib: 1,
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let dbs = Databases(db());
    let a = analyse(
        &start,
        &played,
        &settings,
        Some(&dbs),
        &stop,
        &mut |_, _| {},
    )
    .expect("not stopped");
    let note = &a.notes[0];
    assert!(note.best_score > dama::study::DECISIVE, "{note:?}");
    assert_eq!(note.played_score, 0, "{note:?}");
    assert_eq!(note.mark, Some(Mark::Blunder));
    // The capture that follows is forced.
    assert_eq!(a.notes[1].mark, None);
}
