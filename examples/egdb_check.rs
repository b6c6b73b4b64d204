//! Checks built endgame databases against themselves: for every `STEP`-th position of
//! every slice in a folder, the stored value and conversion distance must follow from
//! the successors' stored values (the same rule as `tests/egdb.rs`, on larger sets).
//! For the win/draw/loss slices (and their mirrors), every `STEP`-th position without a
//! capture pending must be worth the best of its successors' values.
//!
//! `cargo run --release --example egdb_check -- DIR [STEP]`

use dama::draughts::italian::Position;
use dama::draughts::italian::egdb::file::Kind;
use dama::draughts::italian::egdb::{Egdb, SliceIndex, Wdl};

fn code(db: &Egdb, child: &Position) -> Option<u16> {
    if child.pieces(child.side_to_move()).is_empty() {
        return Some(1);
    }
    let p = db.probe(child)?;
    Some(match p.wdl {
        Wdl::Draw => 0,
        _ => p.distance + 1,
    })
}

fn expected(db: &Egdb, pos: &Position) -> Option<(u16, u16)> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some((1, 0));
    }
    let (mut win, mut win_z, mut draw, mut loss, mut loss_z) = (None::<u16>, u16::MAX, false, 0, 0);
    for mv in &moves {
        let child = pos.after(mv);
        let c = code(db, &child)?;
        let resets = mv.is_capture() || !pos.kings().contains(mv.from());
        let z = if resets {
            0
        } else {
            db.probe(&child).map_or(0, |p| p.conversion)
        };
        if c == 0 {
            draw = true;
        } else if c % 2 == 1 {
            win = Some(win.map_or(c, |w| w.min(c)));
            win_z = win_z.min(z + 1);
        } else {
            loss = loss.max(c);
            loss_z = loss_z.max(z + 1);
        }
    }
    Some(match win {
        Some(w) => (w + 1, win_z),
        None if draw => (0, 0),
        None => (loss + 1, loss_z),
    })
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: egdb_check DIR [STEP]");
        std::process::exit(2);
    };
    let step: u64 = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
        .max(1);
    let db = match Egdb::open(std::path::Path::new(dir)) {
        Ok(db) => db.with_cache_blocks(8192),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let (mut checked, mut bad) = (0u64, 0u64);
    for f in db.slices().into_iter().filter(|f| f.kind == Kind::Dtm) {
        let mut i = 0;
        while i < f.index.len() {
            let pos = f.index.position(i);
            if let (Some(p), Some((dtm, dtz))) = (db.probe(&pos), expected(&db, &pos)) {
                let stored = if p.wdl == Wdl::Draw {
                    0
                } else {
                    p.distance + 1
                };
                checked += 1;
                if (stored, p.conversion) != (dtm, dtz) {
                    bad += 1;
                    eprintln!(
                        "{}: stored {stored}/{} expected {dtm}/{dtz}",
                        pos.to_fen(),
                        p.conversion
                    );
                }
            }
            i += step;
        }
    }
    println!("distances: {checked} positions checked, {bad} disagree");
    let (wdl_checked, wdl_bad) = check_wdl(&db, step);
    println!("win/draw/loss: {wdl_checked} positions checked, {wdl_bad} disagree");
    std::process::exit(i32::from(bad + wdl_bad > 0));
}

/// Every `step`-th position of every win/draw/loss slice and of its mirror, without a
/// capture pending: its value against its successors'.
fn check_wdl(db: &Egdb, step: u64) -> (u64, u64) {
    let (mut checked, mut bad) = (0u64, 0u64);
    for f in db.slices().into_iter().filter(|f| f.kind == Kind::Wdl) {
        let m = f.index.material;
        for material in [m, m.mirror()] {
            let index = SliceIndex::new(material);
            let mut i = 0;
            while i < index.len() {
                let pos = index.position(i);
                i += step;
                if pos.has_capture() {
                    continue;
                }
                let Some(stored) = db.probe_wdl(&pos) else {
                    continue;
                };
                // A successor in a slice not built yet: not checked.
                let Some(moves) = db.wdl_moves(&pos) else {
                    continue;
                };
                let best = moves.iter().map(|(_, w)| *w).max().unwrap_or(Wdl::Loss);
                checked += 1;
                if best != stored {
                    bad += 1;
                    eprintln!(
                        "{}: stored {stored:?}, successors give {best:?}",
                        pos.to_fen()
                    );
                }
            }
        }
        eprintln!("{} checked", m.name());
    }
    (checked, bad)
}
