//! Tests of the variants' endgame databases: the index, known results (English two kings
//! win against one; one king against one draws in International; three kings against one
//! draw in International by the FMJD 16-move limit), the cross-check against the
//! independent forward solver ([`super::verify`]), and every file error.

use std::path::Path;

use super::build::build_plan;
use super::index::{Material, SliceIndex, flip};
use super::probe::{Egdb, Wdl};
use super::{BuildEvent, EgdbError, build, file, verify};
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
    build_plan::<R>(dir, plan, &mut |e| events.push(e)).expect("build");
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
    let plan = super::plan(3);
    built::<English>(dir.path(), &plan);
    let db = Egdb::<English>::open(dir.path()).expect("open");
    assert_eq!(db.max_pieces(), 3);
    // Two kings against one in a double corner: a win for the side with two.
    assert_eq!(db.probe_wdl(&fen("W:WK14,K18:BK1")), Some(Wdl::Win));
    assert_eq!(db.probe_wdl(&fen("B:WK14,K18:BK1")), Some(Wdl::Loss));
    assert_eq!(db.probe_wdl(&fen("B:WK14:BK1")), Some(Wdl::Draw));
    let report = verify::cross_check(&db, &plan);
    assert_eq!(report.missing, 0);
    assert_eq!(report.mismatches, 0, "{:?}", report.examples);
    assert!(report.positions > 200_000);
}
