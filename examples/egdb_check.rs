//! Checks built endgame databases against themselves: for every `STEP`-th position of
//! every slice in a folder, the stored value and conversion distance must follow from
//! the successors' stored values (the same rule as `tests/egdb.rs`, on larger sets).
//!
//! `cargo run --release --example egdb_check -- DIR [STEP]`

use dama::draughts::italian::Position;
use dama::draughts::italian::egdb::{Egdb, Wdl};

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
        Ok(db) => db,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let (mut checked, mut bad) = (0u64, 0u64);
    for f in db.slices() {
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
    println!("{checked} positions checked, {bad} disagree");
    std::process::exit(i32::from(bad > 0));
}
