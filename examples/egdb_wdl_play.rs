//! Plays out won positions of win/draw/loss slices to see whether the engine keeps the
//! win under the 40-move rule when it knows no distance: the winner is the engine as
//! `dama analyze` runs it (root moves kept to those that keep the win, then a search of
//! `DEPTH` plies with the databases as its oracle), the loser plays the longest defence
//! of a full distance database. A game is converted when it leaves the win/draw/loss
//! slices by a capture (from there the distance slices play perfectly), slipped when the
//! 40-move count reaches 80 plies or the position repeats a fourth time first.
//!
//! `cargo run --release --example egdb_wdl_play -- WDL_DIR FULL_DIR PIECES GAMES DEPTH`
//!
//! WDL_DIR holds distance slices up to PIECES − 1 and win/draw/loss slices of PIECES;
//! FULL_DIR distance slices up to PIECES (so PIECES ≤ 5).

use std::sync::atomic::AtomicBool;

use dama::core::History;
use dama::draughts::italian::egdb::{Egdb, Material, SliceIndex, Wdl};
use dama::draughts::italian::{FORTY_MOVE_PLIES, Position};
use dama::engine::{self, Limits, MATE, Tt};

fn open(dir: &str) -> Egdb {
    match Egdb::open(std::path::Path::new(dir)) {
        Ok(db) => db.with_cache_blocks(4096),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}

/// How one game ended, and after how many plies.
enum End {
    Converted(usize),
    Slipped(usize),
}

fn play(db: &Egdb, full: &Egdb, start: Position, depth: u32) -> End {
    let mut pos = start;
    let mut history = History::<Position>::new();
    let mut counter = 0usize;
    let mut seen = std::collections::HashMap::new();
    let pieces = pos.occupied().count();
    for ply in 0.. {
        if pos.occupied().count() < pieces || pos.legal_moves().is_empty() {
            return End::Converted(ply);
        }
        let count = seen.entry(pos).or_insert(0);
        *count += 1;
        if counter >= usize::from(FORTY_MOVE_PLIES) || *count >= 4 {
            eprintln!(
                "  ended at {} after {counter} plies without progress, seen {} times",
                pos.to_fen(),
                *count
            );
            return End::Slipped(ply);
        }
        let mv = if pos.side_to_move() == start.side_to_move() {
            let Some((_, keep)) = db.keeping_moves(&pos) else {
                return End::Slipped(ply);
            };
            let oracle = db.oracle(&pos, MATE);
            let report = engine::search_among(
                &pos,
                &history,
                &Limits::depth(depth),
                &mut Tt::new(4),
                1,
                &AtomicBool::new(false),
                Some(&oracle),
                Some(&keep),
                &mut |_| {},
            );
            match report.best {
                Some(m) => m,
                None => return End::Slipped(ply),
            }
        } else {
            match full.best_move(&pos, counter as u16) {
                Some((m, _)) => m,
                None => return End::Slipped(ply),
            }
        };
        let resets = mv.is_capture() || !pos.kings().contains(mv.from());
        counter = if resets { 0 } else { counter + 1 };
        history.push(&pos, &mv);
        pos = pos.after(&mv);
    }
    unreachable!()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 6 {
        eprintln!("usage: egdb_wdl_play WDL_DIR FULL_DIR PIECES GAMES DEPTH");
        std::process::exit(2);
    }
    let (db, full) = (open(&args[1]), open(&args[2]));
    let pieces: u32 = args[3].parse().unwrap_or(5);
    let games: u64 = args[4].parse().unwrap_or(100);
    let depth: u32 = args[5].parse().unwrap_or(8);
    let slices = Material::all_with(pieces);
    let (mut converted, mut slipped, mut plies) = (0u64, 0u64, 0usize);
    // Spread the starts over every slice, taking won positions with no capture pending.
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut played = 0;
    while played < games {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let index = SliceIndex::new(slices[(seed % slices.len() as u64) as usize]);
        let pos = index.position((seed >> 20) % index.len());
        if pos.has_capture() || full.probe(&pos).map(|p| p.wdl) != Some(Wdl::Win) {
            continue;
        }
        played += 1;
        match play(&db, &full, pos, depth) {
            End::Converted(n) => {
                converted += 1;
                plies = plies.max(n);
            }
            End::Slipped(n) => {
                slipped += 1;
                println!("slipped after {n} plies: {}", pos.to_fen());
            }
        }
    }
    println!(
        "{games} won {pieces}-piece starts, depth {depth}: {converted} converted (longest {plies} plies), {slipped} slipped"
    );
}
