//! Tests of the variants' endgame databases: the index, known results (English two kings
//! win against one; one king against one draws in International; three kings against one
//! draw in International by the FMJD 16-move limit), the cross-check against the
//! independent forward solver ([`super::verify`]), and every file error.

use std::path::Path;

use super::build::build_plan;
use super::index::{Material, SliceIndex, flip};
use super::probe::{Egdb, Wdl};
use super::{BuildEvent, EgdbError, build, consistency, file, verify};
use crate::draughts::board::Board;
use crate::draughts::brazilian::Brazilian;
use crate::draughts::english::English;
use crate::draughts::international::International;
use crate::draughts::ruleset::RuleSet;

fn m(wm: u8, wk: u8, bm: u8, bk: u8) -> Material {
    Material::new(wm, wk, bm, bk)
}

fn built<R: RuleSet>(dir: &Path, plan: &[Material]) -> Vec<BuildEvent> {
    let mut events = Vec::new();
    build_plan::<R>(dir, plan, 2, &mut |e| events.push(e)).expect("build");
    events
}

fn fen<R: RuleSet>(text: &str) -> Board<R> {
    Board::<R>::from_fen(text).expect("fen")
}

#[test]
fn the_index_numbers_every_position_once() {
    for mat in [m(1, 1, 1, 0), m(2, 0, 0, 1), m(0, 1, 2, 0), m(1, 0, 1, 1)] {
        let index = SliceIndex::<English>::new(mat);
        let listed = verify::positions::<English>(&mat);
        assert_eq!(listed.len() as u64, index.len(), "{}", mat.name());
        let mut seen = vec![false; index.len() as usize];
        for p in &listed {
            let i = index.index(p);
            assert!(!seen[i as usize]);
            seen[i as usize] = true;
            assert_eq!(index.position(i), *p);
            let f = flip(p);
            assert_eq!(flip(&f), *p);
            assert_eq!(Material::of(&f), mat.mirror());
        }
    }
    let mat = m(1, 1, 0, 1);
    let index = SliceIndex::<International>::new(mat);
    assert_eq!(
        index.len(),
        verify::positions::<International>(&mat).len() as u64
    );
}

#[test]
fn english_two_kings_beat_one_and_the_cross_check_agrees() {
    let dir = tempfile::tempdir().expect("tmp");
    built::<English>(dir.path(), &super::plan(3));
    let db = Egdb::<English>::open(dir.path()).expect("open");
    assert_eq!(db.max_pieces(), 3);
    // Two kings against one: a win for the side with two, whoever moves.
    assert_eq!(db.probe_wdl(&fen("W:WK14,K18:BK1")), Some(Wdl::Win));
    assert_eq!(db.probe_wdl(&fen("B:WK14,K18:BK1")), Some(Wdl::Loss));
    // One king against one: a draw, unless one is caught at once.
    assert_eq!(db.probe_wdl(&fen("B:WK14:BK1")), Some(Wdl::Draw));
    assert_eq!(db.probe_wdl(&fen("W:WK14:BK10")), Some(Wdl::Win));
    let targets = [m(0, 2, 0, 1), m(1, 0, 0, 1), m(0, 1, 1, 0), m(1, 0, 1, 0)];
    let report = verify::cross_check(&db, &targets);
    assert_eq!(report.missing, 0);
    assert_eq!(report.mismatches, 0, "{:?}", report.examples);
    let all: u64 = targets
        .iter()
        .map(|t| SliceIndex::<English>::new(*t).len())
        .sum();
    assert_eq!(report.positions, all);
    // The one-ply check holds on every position of every slice, and on every third
    // from each offset, together every position once.
    for t in super::plan(3) {
        let r = consistency::check_slice(&db, t, 1, 0);
        let len = SliceIndex::<English>::new(t).len();
        assert_eq!(
            (r.checked, r.limited, r.missing),
            (len, 0, 0),
            "{}",
            t.name()
        );
        assert_eq!(r.mismatches, 0, "{:?}", r.examples);
        let thirds: u64 = (0..3)
            .map(|o| consistency::check_slice(&db, t, 3, o).checked)
            .sum();
        assert_eq!(thirds, len);
    }
}

#[test]
fn the_one_ply_check_finds_what_it_cannot_read_and_a_wrong_value() {
    use consistency::value_from_moves;
    assert_eq!(value_from_moves(&[]), Wdl::Loss);
    assert_eq!(value_from_moves(&[Wdl::Loss, Wdl::Draw]), Wdl::Draw);
    assert_eq!(
        value_from_moves(&[Wdl::Loss, Wdl::Win, Wdl::Draw]),
        Wdl::Win
    );
    assert_eq!(value_from_moves(&[Wdl::Loss, Wdl::Loss]), Wdl::Loss);
    // Without the 2-piece slices its captures reach, a 3-piece slice cannot be checked.
    let dir = tempfile::tempdir().expect("tmp");
    built::<English>(dir.path(), &super::plan(3));
    for t in super::plan(2) {
        std::fs::remove_file(dir.path().join(file::name_of::<English>(&t))).expect("rm");
    }
    let db = Egdb::<English>::open(dir.path()).expect("open");
    let r = consistency::check_slice(&db, m(0, 2, 0, 1), 1, 0);
    assert!(r.missing > 0 && r.mismatches == 0, "{r:?}");
    // A slice not on disk is missing whole: every position, or every k-th.
    let gone = m(1, 0, 0, 1);
    let len = SliceIndex::<English>::new(gone).len();
    assert_eq!(consistency::check_slice(&db, gone, 1, 0).missing, len);
    let thirds: u64 = (0..3)
        .map(|o| consistency::check_slice(&db, gone, 3, o).missing)
        .sum();
    assert_eq!(thirds, len);
    // A position given a value its moves do not give is reported with its FEN.
    let dir = tempfile::tempdir().expect("tmp");
    built::<English>(dir.path(), &super::plan(3));
    let db = Egdb::<English>::open(dir.path()).expect("open");
    let mut r = consistency::LocalReport::default();
    let won = fen::<English>("W:WK14,K18:BK1");
    consistency::check_position(&db, &won, &mut r);
    assert_eq!((r.checked, r.mismatches), (1, 0));
    consistency::check_against(&db, &won, Wdl::Draw, &mut r);
    assert_eq!((r.checked, r.mismatches), (2, 1));
    assert!(
        r.examples[0].contains("database Draw, its moves give Win"),
        "{:?}",
        r.examples
    );
}

#[test]
fn brazilian_limits_draw_three_kings_against_one_and_agree_with_the_game() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut plan = super::plan(3);
    plan.push(m(0, 3, 0, 1));
    built::<Brazilian>(dir.path(), &plan);
    let db = Egdb::<Brazilian>::open(dir.path()).expect("open");
    // The lone king on the long diagonal (29-4): a draw, by the 16-move limit too.
    assert_eq!(db.probe_wdl(&fen("W:WK1,K2,K3:BK29")), Some(Wdl::Draw));
    assert_eq!(db.probe_wdl(&fen("B:WK1,K2,K3:BK29")), Some(Wdl::Draw));
    // Two kings against one on 8x8 with flying kings: a draw (5-move limit or not).
    assert_eq!(db.probe_wdl(&fen("W:WK1,K2:BK29")), Some(Wdl::Draw));
    // ... but a king caught at once is lost.
    assert_eq!(db.probe_wdl(&fen("W:WK29:BK18")), Some(Wdl::Win));
    // The limited classes (2K, K+M against K; a crowning inside the class keeps the
    // count) against the forward solver that counts with the game's own counters.
    let targets = [m(1, 1, 0, 1), m(0, 2, 0, 1), m(1, 0, 0, 1), m(1, 0, 1, 0)];
    let report = verify::cross_check(&db, &targets);
    assert_eq!(report.missing, 0);
    assert_eq!(report.mismatches, 0, "{:?}", report.examples);
    // The one-ply check skips the move-limit classes and holds on the rest.
    for t in &plan {
        let r = consistency::check_slice(&db, *t, 1, 0);
        let len = SliceIndex::<Brazilian>::new(*t).len();
        assert_eq!(r.checked + r.limited, len, "{}", t.name());
        assert_eq!(r.missing, 0);
        assert_eq!(r.mismatches, 0, "{:?}", r.examples);
    }
    let r = consistency::check_slice(&db, m(0, 3, 0, 1), 1, 0);
    assert_eq!(r.checked, 0);
    assert!(consistency::check_slice(&db, m(1, 0, 1, 0), 1, 0).checked > 0);
}

#[test]
fn international_one_king_against_one_draws_and_agrees_with_the_game() {
    let dir = tempfile::tempdir().expect("tmp");
    built::<International>(dir.path(), &super::plan(2));
    let db = Egdb::<International>::open(dir.path()).expect("open");
    assert_eq!(db.probe_wdl(&fen("W:WK46:BK1")), Some(Wdl::Draw));
    assert_eq!(db.probe_wdl(&fen("W:WK46:BK23")), Some(Wdl::Win));
    let report = verify::cross_check(&db, &super::plan(2));
    assert_eq!(report.missing, 0);
    assert_eq!(report.mismatches, 0, "{:?}", report.examples);
    for t in super::plan(2) {
        let r = consistency::check_slice(&db, t, 1, 0);
        assert_eq!(
            r.checked + r.limited,
            SliceIndex::<International>::new(t).len()
        );
        assert_eq!((r.missing, r.mismatches), (0, 0), "{:?}", r.examples);
    }
}

fn first_refusal<R: RuleSet>(dir: &Path) -> String {
    let db = Egdb::<R>::open(dir).expect("open");
    db.refused()
        .first()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

#[test]
fn bad_files_are_named_refused_and_built_again() {
    let root = tempfile::tempdir().expect("tmp");
    let dir = root.path().join("english");
    let plan = super::plan(2);
    built::<English>(&dir, &plan);
    let name = file::name_of::<English>(&m(0, 1, 0, 1));
    let good = std::fs::read(dir.join(&name)).expect("read");
    // Another game's file.
    let other = root.path().join("brazilian");
    std::fs::create_dir_all(&other).expect("mkdir");
    std::fs::write(other.join(&name), &good).expect("write");
    let msg = first_refusal::<Brazilian>(&other);
    assert!(
        msg.contains(&name) && msg.contains("a database of english draughts, not brazilian"),
        "{msg}"
    );
    // Truncated.
    std::fs::write(dir.join(&name), &good[..good.len() - 3]).expect("write");
    let msg = first_refusal::<English>(&dir);
    assert!(msg.contains(&name) && msg.contains("truncated"), "{msg}");
    // One byte changed.
    let mut bad = good.clone();
    let last = bad.len() - 1;
    bad[last] ^= 0x10;
    std::fs::write(dir.join(&name), &bad).expect("write");
    let msg = first_refusal::<English>(&dir);
    assert!(msg.contains(&name) && msg.contains("checksum"), "{msg}");
    assert!(matches!(
        super::file::SliceFile::<English>::open(&dir.join(&name)),
        Err(EgdbError::Checksum { .. })
    ));
    // Not a database at all.
    std::fs::write(
        dir.join("w2k0b0k1.vdb"),
        b"hello, this is not a database file at all",
    )
    .expect("write");
    assert!(matches!(
        super::file::SliceFile::<English>::open(&dir.join("w2k0b0k1.vdb")),
        Err(EgdbError::NotADatabase { .. })
    ));
    std::fs::remove_file(dir.join("w2k0b0k1.vdb")).expect("rm");
    // The build keeps the sound slices, says which file it builds again, and an
    // interrupted write (a temporary file left, a slice missing) is finished.
    let missing = file::name_of::<English>(&m(1, 0, 0, 1));
    std::fs::remove_file(dir.join(&missing)).expect("rm");
    std::fs::write(dir.join(format!("{missing}.tmp")), b"half").expect("write");
    let events = built::<English>(&dir, &plan);
    let kept = events
        .iter()
        .filter(|e| matches!(e, BuildEvent::Kept { .. }))
        .count();
    let again: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            BuildEvent::Rebuilding { reason, .. } => Some(reason.clone()),
            _ => None,
        })
        .collect();
    let made = events
        .iter()
        .filter(|e| matches!(e, BuildEvent::Built { .. }))
        .count();
    assert_eq!((kept, made), (plan.len() - 2, 2));
    assert!(
        again.len() == 1 && again[0].contains("checksum"),
        "{again:?}"
    );
    assert_eq!(std::fs::read(dir.join(&name)).expect("read"), good);
    let db = Egdb::<English>::open(&dir).expect("open");
    assert!(db.refused().is_empty());
    assert_eq!(db.max_pieces(), 2);
    // The whole folder built with a full build call is kept as it is.
    let mut again = Vec::new();
    build::<English>(&dir, 2, 1, &mut |e| again.push(e)).expect("build");
    assert!(again.iter().all(|e| !matches!(e, BuildEvent::Built { .. })));
}
