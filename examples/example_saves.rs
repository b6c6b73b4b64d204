//! Writes the example saves of `saves/` (an opening, a middlegame, a finished game) by
//! playing real games through the library: `cargo run --example example_saves [DIR]`.
//!
//! The moves come from a seeded generator and a small greedy player (material after the
//! opponent's best reply), so the files are the same on every run except for their
//! timestamps.

use std::path::PathBuf;

use dama::draughts::italian::{Color, Move, Position};
use dama::game::save;
use dama::game::{Game, Player};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

/// Material of the side that just moved minus the other's, kings counting three men.
fn material(pos: &Position, me: Color) -> i32 {
    let value = |c: Color| {
        let p = pos.pieces(c);
        (p.count() + 2 * (p & pos.kings()).count()) as i32
    };
    value(me) - value(me.opposite())
}

/// The move that keeps the most material after the opponent's best reply; ties at random.
fn greedy(pos: &Position, rng: &mut StdRng) -> Option<Move> {
    let me = pos.side_to_move();
    let mut moves: Vec<Move> = pos.legal_moves().to_vec();
    moves.shuffle(rng);
    moves.into_iter().max_by_key(|mv| {
        let next = pos.after(mv);
        next.legal_moves()
            .iter()
            .map(|reply| material(&next.after(reply), me))
            .min()
            .unwrap_or(100)
    })
}

fn random(pos: &Position, rng: &mut StdRng) -> Option<Move> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        None
    } else {
        Some(moves[rng.random_range(0..moves.len())])
    }
}

/// Plays up to `plies` moves, White greedy, Black greedy with probability `black_skill`.
fn play(game: &mut Game, plies: usize, black_skill: f64, rng: &mut StdRng) {
    for _ in 0..plies {
        if game.result().is_some() {
            break;
        }
        let pos = *game.position();
        let mv = if pos.side_to_move() == Color::White || rng.random_bool(black_skill) {
            greedy(&pos, rng)
        } else {
            random(&pos, rng)
        };
        let Some(mv) = mv else { break };
        if let Err(e) = game.play(&mv) {
            eprintln!("refused {mv}: {e}");
            break;
        }
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "saves".into()));
    let mut rng = StdRng::seed_from_u64(1934);

    let mut opening = Game::new(
        Position::start(),
        Player::Human,
        Player::Computer {
            level: dama::core::Level::of(3),
        },
    );
    play(&mut opening, 8, 0.9, &mut rng);
    save::save(&opening, &dir.join("opening.json"), true)?;

    let mut middle = Game::new(Position::start(), Player::Human, Player::Human);
    play(&mut middle, 34, 0.9, &mut rng);
    // Two moves taken back: they stay in the file and can be redone.
    middle.undo();
    middle.undo();
    save::save(&middle, &dir.join("middlegame.json"), true)?;

    // A finished game: keep trying seeds until White wins on the board.
    for seed in 0.. {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(
            Position::start(),
            Player::Computer {
                level: dama::core::Level::of(8),
            },
            Player::Human,
        );
        play(&mut game, 200, 0.5, &mut rng);
        if let Some(r) = game
            .result()
            .filter(|r| r.winner_color() == Some(Color::White))
        {
            save::save(&game, &dir.join("finished.json"), true)?;
            println!("finished: seed {seed}, {} plies, {r}", game.cursor());
            break;
        }
    }
    for s in dama::games::list(&dir) {
        println!("{}: {} plies, {}", s.name, s.plies, s.status());
    }
    Ok(())
}
