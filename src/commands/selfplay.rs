//! `dama selfplay`: two levels play each other from varied two-ply openings, each opening
//! twice with colours swapped, and the score is printed, so strength changes are measured
//! rather than guessed. The game ends by the board (no piece or no move), by threefold
//! repetition, by the 40-move rule, or as a draw after `MAX_PLIES`.

use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

use anyhow::Result;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use dama::core::{DrawRule, History, HistoryDraw};
use dama::engine::params::table::GAME_MIB;
use dama::engine::{Level, Tt, choose_move};
use dama::rules::{Color, Move, Position};

/// A game still going after this many plies is scored a draw.
const MAX_PLIES: usize = 300;

/// How a game ended: the winner (None for a draw) and why.
struct GameEnd {
    winner: Option<Color>,
    reason: &'static str,
    plies: usize,
    moves: Vec<Move>,
}

/// Where the games start and how they are reported.
pub struct Start {
    /// A fixed start position; otherwise the two-ply openings.
    pub fen: Option<Position>,
    pub seed: Option<u64>,
    pub verbose: bool,
}

/// Every two-ply opening from the start, in move-list order.
fn openings() -> Vec<[Move; 2]> {
    let start = Position::start();
    let mut list = Vec::new();
    for a in start.legal_moves() {
        let next = start.after(&a);
        for b in next.legal_moves() {
            list.push([a, b]);
        }
    }
    list
}

/// `dama selfplay`.
pub fn selfplay(a: Level, b: Level, games: u32, start: &Start) -> Result<()> {
    let mut rng = match start.seed {
        Some(s) => StdRng::seed_from_u64(s),
        None => StdRng::from_entropy(),
    };
    let mut book: Vec<(Position, Vec<Move>)> = match start.fen {
        Some(pos) => vec![(pos, Vec::new())],
        None => openings()
            .into_iter()
            .map(|o| (Position::start(), o.to_vec()))
            .collect(),
    };
    book.shuffle(&mut rng);
    let mut out = io::stdout().lock();
    let (mut wins, mut draws, mut losses) = (0u32, 0u32, 0u32);
    for game in 0..games {
        let opening = &book[(game / 2) as usize % book.len()];
        // `a` has White in even games (0-based), Black in odd ones.
        let a_white = game % 2 == 0;
        let (white, black) = if a_white { (a, b) } else { (b, a) };
        let end = play_game(&opening.0, &opening.1, white, black, &mut rng);
        let a_color = if a_white { Color::White } else { Color::Black };
        let result = match end.winner {
            Some(c) if c == a_color => {
                wins += 1;
                "win"
            }
            Some(_) => {
                losses += 1;
                "loss"
            }
            None => {
                draws += 1;
                "draw"
            }
        };
        let pdn = match end.winner {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        writeln!(
            out,
            "game {:>3}: level {} (White) vs level {} (Black) {pdn} by {} after {} plies; level {a}: {result}",
            game + 1,
            white.get(),
            black.get(),
            end.reason,
            end.plies
        )?;
        if start.verbose {
            let text: Vec<String> = end.moves.iter().map(Move::fid).collect();
            writeln!(out, "  {}", text.join(" "))?;
        }
        out.flush()?;
    }
    let points = wins as f64 + draws as f64 / 2.0;
    writeln!(
        out,
        "score level {a} vs level {b}: +{wins} ={draws} -{losses}, {points:.1}/{games} ({:.1}%)",
        100.0 * points / games as f64
    )?;
    Ok(())
}

fn play_game(
    start: &Position,
    opening: &[Move],
    white: Level,
    black: Level,
    rng: &mut impl Rng,
) -> GameEnd {
    let stop = AtomicBool::new(false);
    let mut tts = [Tt::new(GAME_MIB), Tt::new(GAME_MIB)];
    let mut pos = *start;
    let mut moves = Vec::new();
    let mut history = History::new();
    let mut scripted = opening.iter();
    let end = |winner, reason, moves: Vec<Move>| GameEnd {
        winner,
        reason,
        plies: moves.len(),
        moves,
    };
    loop {
        if pos.legal_moves().is_empty() {
            return end(Some(pos.side_to_move().opposite()), "no move", moves);
        }
        match history.draw(&pos) {
            Some(HistoryDraw::Repetition) => return end(None, "repetition", moves),
            Some(HistoryDraw::Counter(DrawRule::NoProgress)) => {
                return end(None, "40-move rule", moves);
            }
            Some(HistoryDraw::Counter(_)) => return end(None, "move limit", moves),
            None => {}
        }
        if moves.len() >= MAX_PLIES {
            return end(None, "length", moves);
        }
        let mv = match scripted.next() {
            Some(mv) => *mv,
            None => {
                let (level, tt) = match pos.side_to_move() {
                    Color::White => (white, &mut tts[0]),
                    Color::Black => (black, &mut tts[1]),
                };
                let report = choose_move(&pos, &history, level, tt, &stop, rng, &mut |_| {});
                match report.best {
                    Some(mv) => mv,
                    None => return end(Some(pos.side_to_move().opposite()), "no move", moves),
                }
            }
        };
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
}
