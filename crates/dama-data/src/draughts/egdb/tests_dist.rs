//! Tests of the English distance slices: every distance of every slice up to 3 pieces
//! against a brute-force minimax written here (win or loss within `k` plies, memoised,
//! nothing shared with the solvers), the forward cross-check ([`super::verify`]) with its
//! distances, the perfect moves, a damaged distance file refused, and a folder of
//! win/draw/loss files from before the distances completed with them.

use std::collections::HashMap;
use std::path::Path;

use super::build::build_plan;
use super::file::{self, Kind, SliceFile};
use super::index::{Material, SliceIndex};
use super::probe::{Egdb, Wdl};
use super::solve::{Known, solve};
use super::{BuildEvent, EgdbError, verify};
use crate::core::Rules;
use crate::draughts::board::Board;
use crate::draughts::english::English;

type Key = (u64, u64, u64, bool);

/// What is known of a position: no win or loss within `none` plies (-1: nothing), and
/// the value within `some` plies (both hold for fewer or more plies: the bound is
/// monotone).
#[derive(Clone, Copy)]
struct Bounds {
    none: i32,
    some: Option<(Wdl, u16)>,
}

/// Win or loss for the side to move within `k` plies, by plain minimax over the game's
/// moves (`None`: neither within `k`), memoised in `memo`.
fn within(p: &Board<English>, k: u16, memo: &mut HashMap<Key, Bounds>) -> Option<Wdl> {
    let (us, _) = p.us_them();
    if us == 0 {
        return Some(Wdl::Loss);
    }
    let moves = p.legal_moves();
    if moves.is_empty() {
        return Some(Wdl::Loss);
    }
    if k == 0 {
        return None;
    }
    let key = (p.white, p.black, p.kings, p.black_to_move);
    let known = memo.get(&key).copied().unwrap_or(Bounds {
        none: -1,
        some: None,
    });
    match known.some {
        Some((w, at)) if k >= at => return Some(w),
        _ if i32::from(k) <= known.none => return None,
        _ => {}
    }
    let mut all_won = true;
    let mut v = None;
    for mv in moves.iter() {
        match within(&p.after(mv), k - 1, memo) {
            Some(Wdl::Loss) => {
                v = Some(Wdl::Win);
                break;
            }
            Some(Wdl::Win) => {}
            _ => all_won = false,
        }
    }
    if v.is_none() && all_won {
        v = Some(Wdl::Loss);
    }
    let entry = memo.entry(key).or_insert(known);
    match v {
        Some(w) => entry.some = Some((w, k)),
        None => entry.none = entry.none.max(i32::from(k)),
    }
    v
}

fn english_to_3() -> (tempfile::TempDir, Egdb<English>) {
    let dir = tempfile::tempdir().expect("tmp");
    build_plan::<English>(dir.path(), &super::plan(3), 2, &mut |_| {}).expect("build");
    let db = Egdb::<English>::open(dir.path()).expect("open");
    (dir, db)
}

#[test]
fn every_english_distance_to_3_pieces_is_the_minimax_one() {
    let (_dir, db) = english_to_3();
    assert_eq!((db.max_pieces(), db.distance_pieces()), (3, 3));
    let mut memo = HashMap::new();
    let (mut checked, mut longest) = (0u64, 0u16);
    let horizon = super::plan(3)
        .iter()
        .flat_map(verify::positions::<English>)
        .filter_map(|p| db.probe(&p).map(|x| x.distance))
        .max()
        .unwrap_or(0)
        + 2;
    for m in super::plan(3) {
        for p in verify::positions::<English>(&m) {
            let probe = db.probe(&p).expect("a distance");
            let d = probe.distance;
            match probe.wdl {
                Wdl::Draw => {
                    // No win or loss within the longest distance and more.
                    assert_eq!(within(&p, horizon, &mut memo), None, "{}", p.to_fen());
                }
                w => {
                    assert_eq!(within(&p, d, &mut memo), Some(w), "{}", p.to_fen());
                    if d > 0 {
                        assert_eq!(within(&p, d - 1, &mut memo), None, "{}", p.to_fen());
                    }
                    assert_eq!(d % 2 == 1, w == Wdl::Win, "{}", p.to_fen());
                }
            }
            longest = longest.max(d);
            checked += 1;
        }
    }
    let all: u64 = super::plan(3)
        .iter()
        .map(|m| SliceIndex::<English>::new(*m).len())
        .sum();
    assert_eq!(checked, all);
    assert!(longest > 10 && longest < 64, "{longest}");
    // The forward solver agrees on every value and distance.
    let report = verify::cross_check(&db, &super::plan(3));
    assert_eq!(
        (report.missing, report.mismatches),
        (0, 0),
        "{:?}",
        report.examples
    );
    assert_eq!(report.distances, all);
}

#[test]
fn the_perfect_move_wins_quickest_and_loses_slowest() {
    let (_dir, db) = english_to_3();
    let two_kings = Board::<English>::from_fen("W:WK14,K18:BK1").expect("fen");
    let p = db.probe(&two_kings).expect("probe");
    assert_eq!(p.wdl, Wdl::Win);
    assert_eq!(p.distance % 2, 1);
    let (mv, here) = db.best_move(&two_kings).expect("a move");
    assert_eq!(here, p);
    let after = db.probe(&two_kings.after(&mv)).expect("probe");
    assert_eq!((after.wdl, after.distance), (Wdl::Loss, p.distance - 1));
    // Every perfect move of the lone king delays as long as any move can.
    let lone = two_kings.after(&mv);
    let (lost, moves) = db.perfect_moves(&lone).expect("moves");
    assert_eq!(lost.wdl, Wdl::Loss);
    for m in lone.legal_moves().iter() {
        let d = db.probe(&lone.after(m)).expect("probe").distance;
        assert!(d < lost.distance);
        assert_eq!(moves.contains(m), d + 1 == lost.distance);
    }
    // The oracle scores the distance as a mate score; keeping_moves gives the perfect ones.
    let mate = crate::engine::MATE;
    let score = db.oracle_score(&two_kings, 0, mate);
    assert_eq!(score, Some(mate - i32::from(p.distance)));
    let (w, keep) = db.keeping_moves(&two_kings).expect("keep");
    assert_eq!(w, Wdl::Win);
    assert!(keep.contains(&mv));
}

#[test]
fn perfect_play_ends_the_game_in_exactly_the_distance() {
    let (_dir, db) = english_to_3();
    for fen in [
        "W:WK14,K18:BK1",
        "B:WK14,K18:BK1",
        "W:W21,K30:BK2",
        "W:W21,22:BK2",
    ] {
        let mut pos = Board::<English>::from_fen(fen).expect("fen");
        let start = db.probe(&pos).expect("probe");
        assert_ne!(start.wdl, Wdl::Draw, "{fen}");
        let mut plies = 0u16;
        while let Some((mv, p)) = db.best_move(&pos) {
            assert_eq!(p.distance, start.distance - plies, "{fen} after {plies}");
            pos = pos.after(&mv);
            plies += 1;
        }
        // The game is over: the side to move has no piece or no move.
        assert!(pos.legal_moves().is_empty(), "{fen}: {}", pos.to_fen());
        assert_eq!(plies, start.distance, "{fen}");
    }
}

#[test]
fn a_damaged_distance_file_is_refused_with_its_name() {
    let (dir, _) = english_to_3();
    let name = file::distances_name(&Material::new(0, 2, 0, 1));
    let path = dir.path().join(&name);
    let good = std::fs::read(&path).expect("read");
    let mut bad = good.clone();
    let last = bad.len() - 1;
    bad[last] ^= 0x01;
    std::fs::write(&path, &bad).expect("write");
    let db = Egdb::<English>::open(dir.path()).expect("open");
    let msg = db
        .refused()
        .first()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(msg.contains(&name) && msg.contains("checksum"), "{msg}");
    assert_eq!(db.distance_pieces(), 2);
    std::fs::write(&path, &good[..good.len() - 5]).expect("write");
    assert!(matches!(
        SliceFile::<English>::open(&path),
        Err(EgdbError::Truncated { .. })
    ));
    // A width that is neither 1 nor 2 bytes.
    let mut wide = good.clone();
    wide[17] = 3;
    std::fs::write(&path, &wide).expect("write");
    assert!(matches!(
        SliceFile::<English>::open(&path),
        Err(EgdbError::Corrupt { .. })
    ));
    // A distance file under a win/draw/loss name.
    std::fs::write(&path, &good).expect("write");
    let wdl_name = dir.path().join(file::file_name(&Material::new(0, 2, 0, 1)));
    std::fs::rename(&path, &wdl_name).expect("mv");
    assert!(matches!(
        SliceFile::<English>::open(&wdl_name),
        Err(EgdbError::Corrupt { .. })
    ));
}

/// The bytes of a win/draw/loss file of `m` as a build before the distances wrote them.
fn old_file(m: Material, known: &Known<English>) -> Vec<u8> {
    let mut table = solve(m, known, &|_| {}).expect("solve").table;
    table.waves = None;
    file::encode(&table)
}

#[test]
fn a_win_draw_loss_folder_is_completed_with_the_distances() {
    let dir = tempfile::tempdir().expect("tmp");
    let plan = super::plan(3);
    let mut known = Known::<English>::default();
    for &m in &plan {
        let bytes = old_file(m, &known);
        std::fs::write(dir.path().join(file::file_name(&m)), bytes).expect("write");
        let solved = solve(m, &known, &|_| {}).expect("solve");
        known.insert(std::sync::Arc::new(solved.table));
    }
    let before = Egdb::<English>::open(dir.path()).expect("open");
    assert_eq!((before.max_pieces(), before.distance_pieces()), (3, 0));
    assert!(before.slices().iter().all(|f| f.kind == Kind::Wdl));
    let fen = Board::<English>::from_fen("W:WK14,K18:BK1").expect("fen");
    let wdl = before.probe_wdl(&fen);
    assert_eq!(before.probe(&fen), None);
    let mut events = Vec::new();
    build_plan::<English>(dir.path(), &plan, 1, &mut |e| events.push(e)).expect("build");
    let built = events
        .iter()
        .filter(|e| matches!(e, BuildEvent::Built { .. }))
        .count();
    assert_eq!(built, plan.len());
    let after = Egdb::<English>::open(dir.path()).expect("open");
    assert_eq!((after.max_pieces(), after.distance_pieces()), (3, 3));
    assert_eq!(after.probe_wdl(&fen), wdl);
    assert!(after.probe(&fen).is_some());
    // The win/draw/loss files were replaced.
    for m in &plan {
        assert!(!dir.path().join(file::file_name(m)).exists());
        assert!(dir.path().join(file::distances_name(m)).exists());
    }
    assert_eq!(distance_files(dir.path()), plan.len());
}

fn distance_files(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "vdd"))
                .count()
        })
        .unwrap_or(0)
}
