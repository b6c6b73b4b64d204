//! `dama selfplay`: two levels play each other from varied openings (every two-ply one, or
//! random ones of `--opening-plies`), each opening twice with colours swapped, and the score is printed, so strength changes are measured
//! rather than guessed. The game ends by the board (no piece or no move), by repetition
//! (the game's `REPETITION_DRAW`), by the game's no-progress or endgame rules, or as a
//! draw after `MAX_PLIES`.

use std::io::{self, Write};
use std::sync::atomic::AtomicBool;

use anyhow::Result;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use dama::core::{DrawRule, Evaluate, History, HistoryDraw, Rules, Seat};
use dama::engine::params::table::GAME_MIB;
use dama::engine::random_opening::random_opening;
use dama::engine::{Level, Tt, choose_move};
use dama::games::capitalised;
use dama::referee::stats::Tally;

/// A game still going after this many plies is scored a draw.
const MAX_PLIES: usize = 300;

/// How a game ended: the winner (None for a draw) and why.
struct GameEnd<G: Rules> {
    winner: Option<Seat>,
    reason: &'static str,
    plies: usize,
    moves: Vec<G::Move>,
}

/// Where the games start and how they are reported.
pub struct Start<G> {
    /// A fixed start position; otherwise the two-ply openings.
    pub fen: Option<G>,
    pub seed: Option<u64>,
    pub verbose: bool,
    /// Above 2: random openings of this many plies (from `fen` or the start), one for
    /// each pair of games.
    pub opening_plies: usize,
}

/// The random openings' plies are chosen among the moves this deep a search scores
/// within [`OPENING_MARGIN`] of the best.
const OPENING_DEPTH: u32 = 2;
const OPENING_MARGIN: i32 = 30;

/// Every two-ply opening from the start, in move-list order.
fn openings<G: Rules>() -> Vec<[G::Move; 2]> {
    let start = G::start();
    let mut list = Vec::new();
    for a in start.legal_moves().iter() {
        let next = start.after(a);
        for b in next.legal_moves().iter() {
            list.push([*a, *b]);
        }
    }
    list
}

/// `dama selfplay` for game `G`.
pub fn selfplay<G: Evaluate>(a: Level, b: Level, games: u32, start: &Start<G>) -> Result<()> {
    let mut rng = match start.seed {
        Some(s) => StdRng::seed_from_u64(s),
        None => rand::make_rng::<StdRng>(),
    };
    let mut book: Vec<(G, Vec<G::Move>)> = match start.fen {
        _ if start.opening_plies > 2 => {
            let from = start.fen.unwrap_or_else(G::start);
            let mut tt = Tt::new(GAME_MIB);
            (0..games.div_ceil(2))
                .map(|_| {
                    let line = random_opening(
                        &from,
                        start.opening_plies,
                        OPENING_DEPTH,
                        OPENING_MARGIN,
                        &mut tt,
                        &mut rng,
                    );
                    (from, line)
                })
                .collect()
        }
        Some(pos) => vec![(pos, Vec::new())],
        None => openings::<G>()
            .into_iter()
            .map(|o| (G::start(), o.to_vec()))
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
        let end = play_game(&opening.0, &opening.1, [white, black], &mut rng);
        let a_seat = if a_white { Seat(0) } else { Seat(1) };
        let result = match end.winner {
            Some(c) if c == a_seat => {
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
            Some(Seat(0)) => "1-0",
            Some(_) => "0-1",
            None => "1/2-1/2",
        };
        writeln!(
            out,
            "game {:>3}: level {} ({}) vs level {} ({}) {pdn} by {} after {} plies; level {a}: {result}",
            game + 1,
            white.get(),
            capitalised(G::seat_name(Seat(0))),
            black.get(),
            capitalised(G::seat_name(Seat(1))),
            end.reason,
            end.plies
        )?;
        if start.verbose {
            let mut pos = opening.0;
            let mut text = Vec::with_capacity(end.moves.len());
            for mv in &end.moves {
                text.push(pos.move_text(mv));
                pos.play_unchecked(mv);
            }
            writeln!(out, "  {}", text.join(G::MOVE_SEPARATOR))?;
        }
        out.flush()?;
    }
    let tally = Tally {
        wins,
        draws,
        losses,
    };
    writeln!(out, "{}", score_line(a, b, &tally))?;
    Ok(())
}

/// The match's last line: level `a`'s wins, draws and losses, points, score with its 95%
/// interval, and the Elo difference with its 95% margin, as `dama match` computes them
/// ([`Tally`]).
fn score_line(a: Level, b: Level, t: &Tally) -> String {
    let points = f64::from(t.wins) + f64::from(t.draws) / 2.0;
    let (score, half) = (t.score(), t.score_margin());
    let low = 100.0 * (score - half).max(0.0);
    let high = 100.0 * (score + half).min(1.0);
    format!(
        "score level {a} vs level {b}: +{} ={} -{}, {points:.1}/{} ({:.1}%, 95% {low:.1}–{high:.1}%), \
         Elo {:+.1} ± {:.1}",
        t.wins,
        t.draws,
        t.losses,
        t.games(),
        100.0 * score,
        t.elo(),
        t.elo_margin()
    )
}

fn play_game<G: Evaluate>(
    start: &G,
    opening: &[G::Move],
    levels: [Level; 2],
    rng: &mut impl RngExt,
) -> GameEnd<G> {
    let stop = AtomicBool::new(false);
    let mut tts = [Tt::new(GAME_MIB), Tt::new(GAME_MIB)];
    let mut pos = *start;
    let mut moves = Vec::new();
    let mut history = History::new();
    let mut scripted = opening.iter();
    let end = |winner, reason, moves: Vec<G::Move>| GameEnd {
        winner,
        reason,
        plies: moves.len(),
        moves,
    };
    loop {
        if let Some(outcome) = pos.outcome() {
            let reason = match outcome.reason {
                dama::core::WinReason::Goals => "goals",
                _ => "no move",
            };
            return end(Some(outcome.winner), reason, moves);
        }
        match history.draw(&pos) {
            Some(HistoryDraw::Repetition) => return end(None, "repetition", moves),
            Some(HistoryDraw::Counter(DrawRule::NoProgress)) => {
                return end(None, "no-progress rule", moves);
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
                let seat = pos.to_move().index().min(1);
                let report = choose_move(
                    &pos,
                    &history,
                    levels[seat],
                    &mut tts[seat],
                    &stop,
                    rng,
                    &mut |_| {},
                );
                match report.best {
                    Some(mv) => mv,
                    None => return end(None, "no move found", moves),
                }
            }
        };
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
        moves.push(mv);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_line_gives_the_interval_and_the_elo_margin() {
        // 30 wins, 40 draws, 30 losses: 50% ± 7.59 points of percentage, Elo 0 ± 53.2.
        let t = Tally {
            wins: 30,
            draws: 40,
            losses: 30,
        };
        assert_eq!(
            score_line(Level::of(3), Level::of(2), &t),
            "score level 3 vs level 2: +30 =40 -30, 50.0/100 (50.0%, 95% 42.4–57.6%), \
             Elo +0.0 ± 53.2"
        );
        // Every game won: the interval stops at 100%, the Elo is unbounded.
        let all = Tally {
            wins: 4,
            draws: 0,
            losses: 0,
        };
        assert_eq!(
            score_line(Level::of(5), Level::of(1), &all),
            "score level 5 vs level 1: +4 =0 -0, 4.0/4 (100.0%, 95% 100.0–100.0%), \
             Elo +inf ± inf"
        );
    }
}
