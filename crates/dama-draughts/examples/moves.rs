//! Using `dama-draughts` alone: read a position, list its legal moves, play one, count
//! the positions a few plies ahead (perft).
//!
//! `cargo run -p dama-draughts --example moves -- [FEN] [DEPTH]`
//! (default: the Italian start and depth 5; an International FEN such as
//! `W:W31-50:B1-20` is read as International).

use dama_draughts::core::Rules;
use dama_draughts::core::perft::perft;
use dama_draughts::draughts::{international, italian};

fn show<G: Rules>(mut pos: G, depth: u32) {
    let moves = pos.legal_moves();
    let texts: Vec<String> = moves.iter().map(|m| pos.move_text(m)).collect();
    println!("{} legal moves: {}", texts.len(), texts.join(" "));
    if let Some(first) = moves.iter().next() {
        let text = pos.move_text(first);
        if pos.play(first).is_ok() {
            println!("after {text}: {}", pos.position_text());
        }
    }
    println!("perft {depth}: {}", perft(&pos, depth));
}

fn main() {
    let mut args = std::env::args().skip(1);
    let fen = args.next();
    let depth = args.next().and_then(|d| d.parse().ok()).unwrap_or(5).min(9);
    match fen {
        None => show(<italian::Position as Rules>::start(), depth),
        Some(text) => match italian::Position::parse_position(&text) {
            Ok(pos) => show(pos, depth),
            Err(_) => match international::Position::parse_position(&text) {
                Ok(pos) => show(pos, depth),
                Err(e) => {
                    eprintln!("not a position of Italian or International draughts: {e}");
                    std::process::exit(2);
                }
            },
        },
    }
}
