//! The win/draw/loss databases, built for tiny material (the six-piece format and solver
//! on three and four pieces, in well under a second): against the distance solver,
//! through the mirror slices and captures pending, their files read back and refused
//! when damaged, and the search kept to the moves that keep the value.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use dama::draughts::italian::egdb::{self, Egdb, Material, SliceIndex, Wdl, file, solve, wdl};
use dama::draughts::italian::{Position, egdb::wdl_solve};

const fn material(wm: u8, wk: u8, bm: u8, bk: u8) -> Material {
    Material {
        white_men: wm,
        white_kings: wk,
        black_men: bm,
        black_kings: bk,
    }
}

/// Distances up to 2 pieces, then the win/draw/loss slices of 3 pieces; and, in a
/// second folder, distances up to 3 pieces for comparison.
fn built() -> &'static (tempfile::TempDir, PathBuf, PathBuf) {
    static DIR: OnceLock<(tempfile::TempDir, PathBuf, PathBuf)> = OnceLock::new();
    DIR.get_or_init(|| {
        let tmp = tempfile::tempdir().expect("temp dir");
        let wdl_dir = tmp.path().join("wdl");
        let full = tmp.path().join("full");
        egdb::build(&wdl_dir, 2, 2, &mut |_| {}).expect("build 2");
        egdb::build_wdl(&wdl_dir, &egdb::wdl_plan(3), 2, &mut |_| {}).expect("build wdl 3");
        egdb::build(&full, 3, 2, &mut |_| {}).expect("build 3");
        (tmp, wdl_dir, full)
    })
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).expect("dir");
    for e in std::fs::read_dir(from).expect("read dir") {
        let e = e.expect("entry");
        std::fs::copy(e.path(), to.join(e.file_name())).expect("copy");
    }
}

#[test]
fn three_piece_wdl_slices_agree_with_the_distance_solver_everywhere() {
    let (_, wdl_dir, full) = built();
    let db = Egdb::open(wdl_dir).expect("open");
    let truth = Egdb::open(full).expect("open");
    assert_eq!((db.max_pieces(), db.wdl_pieces()), (2, 3));
    // Only the canonical side of each mirror pair is on disk.
    let stored = db
        .slices()
        .iter()
        .filter(|f| f.kind == file::Kind::Wdl)
        .count();
    assert_eq!(stored, egdb::wdl_plan(3).len());
    assert!(stored < Material::all_with(3).len());
    let mut captures = 0;
    for m in Material::all_with(3) {
        let index = SliceIndex::new(m);
        for i in 0..index.len() {
            let pos = index.position(i);
            captures += usize::from(pos.has_capture());
            let want = truth.probe(&pos).expect("stored").wdl;
            assert_eq!(db.probe_wdl(&pos), Some(want), "{}", pos.to_fen());
        }
    }
    assert!(captures > 10_000, "captures pending are answered by search");
    // The distance slices still answer with distances; three pieces say win/draw/loss.
    assert!(
        db.probe(&Position::from_fen("W:WK1,K2:BK32").expect("fen"))
            .is_none()
    );
    assert!(
        db.probe(&Position::from_fen("W:WK1:BK32").expect("fen"))
            .is_some()
    );
}

/// The distance solver's tables for `plan`, each leaving to `db` or to the ones before.
fn distance_tables(db: &Egdb, plan: &[Material]) -> HashMap<Material, solve::Table> {
    let mut tables: HashMap<Material, solve::Table> = HashMap::new();
    for &m in plan {
        let ext = |child: &Position| -> u16 {
            if let Some(t) = tables.get(&Material::of(child)) {
                return t.dtm[t.index.index(child) as usize];
            }
            let p = db.probe(child).expect("a smaller slice");
            match p.wdl {
                Wdl::Draw => 0,
                _ => p.distance + 1,
            }
        };
        let t = solve::solve(m, &ext, &mut |_| {});
        tables.insert(m, t);
    }
    tables
}

#[test]
fn four_piece_wdl_slices_with_promotions_into_a_mirror_agree_with_the_distance_solver() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("db");
    egdb::build(&dir, 3, 2, &mut |_| {}).expect("build 3");
    // A lone White man against three kings crowns into one king against three: the
    // mirror of the stored three kings against one.
    let plan = [material(0, 3, 0, 1), material(1, 0, 0, 3)];
    assert!(plan.iter().all(Material::is_canonical));
    let mut built = Vec::new();
    egdb::build_wdl(&dir, &plan, 2, &mut |e| {
        if let egdb::WdlEvent::Built {
            wins,
            draws,
            losses,
            captures,
            positions,
            ..
        } = e
        {
            assert_eq!(wins + draws + losses + captures, positions);
            built.push((wins, losses));
        }
    })
    .expect("build wdl");
    assert_eq!(built.len(), 2);
    assert!(built.iter().all(|&(w, l)| w > 0 && l > 0), "{built:?}");
    let db = Egdb::open(&dir).expect("open");
    let order = [
        material(0, 3, 0, 1),
        material(0, 1, 0, 3),
        material(1, 0, 0, 3),
        material(0, 3, 1, 0),
    ];
    let tables = distance_tables(&db, &order);
    for m in order {
        let t = &tables[&m];
        for i in 0..t.index.len() {
            let pos = t.index.position(i);
            let code = t.dtm[i as usize];
            let want = if code == 0 {
                Wdl::Draw
            } else if code.is_multiple_of(2) {
                Wdl::Win
            } else {
                Wdl::Loss
            };
            // Four pieces are beyond the distance slices: win/draw/loss answers.
            assert!(db.probe(&pos).is_none());
            assert_eq!(db.probe_wdl(&pos), Some(want), "{}", pos.to_fen());
        }
    }
    // A second run keeps both slices.
    let mut kept = 0;
    egdb::build_wdl(&dir, &plan, 1, &mut |e| {
        kept += usize::from(matches!(e, egdb::WdlEvent::Kept { .. }));
    })
    .expect("resume");
    assert_eq!(kept, 2);
}

#[test]
fn a_wdl_table_round_trips_through_its_file() {
    let (_, wdl_dir, _) = built();
    let m = material(0, 2, 0, 1);
    let table = egdb::file::SliceFile::open(&wdl_dir.join("w0k2b0k1.wdl"))
        .expect("open")
        .read_wdl()
        .expect("read");
    let tmp = tempfile::tempdir().expect("temp dir");
    let path = file::write_wdl(tmp.path(), &table).expect("write");
    assert_eq!(
        path.file_name().and_then(|n| n.to_str()),
        Some("w0k2b0k1.wdl")
    );
    let again = egdb::file::SliceFile::open(&path).expect("reopen");
    assert_eq!(again.kind, file::Kind::Wdl);
    assert_eq!(again.index.material, m);
    assert_eq!(again.read_wdl().expect("read").values.0, table.values.0);
    // And the solver gives the same table again.
    let solved = wdl_solve::solve(m, &known_up_to_two(wdl_dir), 1, &|_| {});
    assert_eq!(solved.table.values.0, table.values.0);
    assert!(solved.longest_exit > 0);
}

/// The two-piece distance slices as win/draw/loss tables for the solver (kings only
/// against kings need no more: no promotion).
fn known_up_to_two(dir: &Path) -> wdl::Known {
    let db = Egdb::open(dir).expect("open");
    let mut known = wdl::Known::default();
    for m in Material::all_with(2) {
        let index = SliceIndex::new(m);
        let mut values = wdl::Packed::new(index.len());
        for i in 0..index.len() {
            let w = db.probe(&index.position(i)).expect("stored").wdl;
            values.set(i, wdl::code(w));
        }
        known.insert(std::sync::Arc::new(wdl::WdlTable {
            index,
            values,
            sparse: false,
        }));
    }
    known
}

#[test]
fn damaged_wdl_files_are_refused_with_a_reason_and_the_rest_still_answers() {
    let tmp = tempfile::tempdir().expect("temp dir");
    copy_dir(&built().1, tmp.path());
    let path = tmp.path().join("w1k1b0k1.wdl");
    let bytes = std::fs::read(&path).expect("read");
    std::fs::write(&path, &bytes[..bytes.len() - 5]).expect("truncate");
    let path = tmp.path().join("w0k2b0k1.wdl");
    let mut bytes = std::fs::read(&path).expect("read");
    let at = bytes.len() - 2;
    bytes[at] ^= 0x10;
    std::fs::write(&path, &bytes).expect("flip a byte");
    // A distance file under a win/draw/loss name is not taken for one.
    std::fs::copy(
        tmp.path().join("w0k1b0k1.egdb"),
        tmp.path().join("w2k0b1k0.wdl"),
    )
    .expect("copy");
    let db = Egdb::open(tmp.path()).expect("open");
    let reasons: Vec<String> = db.refused().iter().map(|e| e.to_string()).collect();
    assert_eq!(reasons.len(), 3, "{reasons:?}");
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("w1k1b0k1.wdl: the file is truncated"))
    );
    assert!(reasons.iter().any(|r| r.contains("w0k2b0k1.wdl: checksum")));
    assert!(
        reasons
            .iter()
            .any(|r| r.contains("w2k0b1k0.wdl: not an endgame database"))
    );
    // Three pieces are no longer complete; two still are.
    assert_eq!((db.max_pieces(), db.wdl_pieces()), (2, 2));
    assert_eq!(
        db.probe_wdl(&Position::from_fen("W:WK1,K2:BK32").expect("fen")),
        None
    );
    assert_eq!(
        db.probe_wdl(&Position::from_fen("W:WK18:BK19").expect("fen")),
        Some(Wdl::Draw)
    );
    // A missing smaller slice stops a build with its name.
    std::fs::remove_file(tmp.path().join("w0k1b0k1.egdb")).expect("remove");
    let err = egdb::build_wdl(tmp.path(), &egdb::wdl_plan(3), 1, &mut |_| {})
        .expect_err("a slice is missing");
    assert!(err.to_string().contains("w0k1b0k1.egdb: missing"), "{err}");
}

#[test]
fn the_search_keeps_to_the_moves_that_keep_the_value() {
    use dama::core::History;
    use dama::engine::{self, Limits, MATE, Tt};
    use std::sync::atomic::AtomicBool;
    let db = Egdb::open(&built().1).expect("open");
    // Two kings against one (3 pieces: win/draw/loss only here): every move that keeps
    // the win, and the search chooses among them.
    let pos = Position::from_fen("W:WK18,K9:BK1").expect("fen");
    let (value, keep) = db.keeping_moves(&pos).expect("covered");
    assert_eq!(value, Wdl::Win);
    // 9-5 lets Black's king out of the corner: a draw.
    assert_eq!(keep.len(), pos.legal_moves().len() - 1);
    assert!(!keep.iter().any(|m| m.fid() == "9-5"));
    let search = |oracle: engine::Oracle<'_, Position>| {
        engine::search_among(
            &pos,
            &History::new(),
            &Limits::depth(6),
            &mut Tt::new(1),
            1,
            &AtomicBool::new(false),
            Some(oracle),
            Some(&keep),
            &mut |_| {},
        )
    };
    let inside = db.oracle(&pos, MATE);
    let report = search(&inside);
    let best = report.best.expect("a move");
    assert!(keep.contains(&best));
    // Inside the search the won three-piece positions are searched, not cut: more nodes
    // than with every database position taken as an exact value.
    let cut = |p: &Position, counter: usize| db.oracle_score(p, counter, MATE);
    let shallow = search(&cut);
    assert!(keep.contains(&shallow.best.expect("a move")));
    assert!(
        report.nodes > shallow.nodes,
        "{} against {} nodes",
        report.nodes,
        shallow.nodes
    );
    // From a larger root the win/draw/loss slices are exact values.
    let root = Position::from_fen("W:WK18,K9,K32:BK1").expect("fen");
    let cut = db.oracle(&root, MATE);
    assert!(cut(&pos, 0).is_some_and(|v| v > 0));
    // From a root of their own size only a win just after progress is cut.
    assert_eq!(db.oracle(&pos, MATE)(&pos, 1), None);
    assert!(db.oracle(&pos, MATE)(&pos, 0).is_some_and(|v| v > 0));
}
