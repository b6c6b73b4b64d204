//! The commands for DamHex^3 that the draughts engine cannot serve: `dama analyze --game
//! damhex` and `dama selfplay --game damhex`, on the three-player search of
//! `dama::damhex::search`. Draughts-only features (PDN, bench, Hub) refuse DamHex^3 with
//! [`DraughtsOnly`] (exit status 2).

use std::io::{self, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Result;
use rand::SeedableRng;
use rand::rngs::StdRng;

use dama::core::{Level, Rules};
use dama::damhex::search::{self, Info, Limits};
use dama::damhex::{NO_PROGRESS_MOVES, Position};

use super::engine::AnalyzeLimit;
use super::tools::{BadInput, position};

/// A feature of draughts that DamHex^3 does not have.
#[derive(Debug, thiserror::Error)]
#[error(
    "DamHex^3 has no PDN, bench, Hub or match: those are for the two-player games \
     (DamHex^3 has moves, perft, analyze, selfplay and play)"
)]
pub struct DraughtsOnly;

const SEATS: [&str; 3] = ["White", "Black", "Red"];

fn rng(seed: Option<u64>) -> StdRng {
    match seed {
        Some(s) => StdRng::seed_from_u64(s),
        None => rand::make_rng::<StdRng>(),
    }
}

fn info_line(pos: &Position, info: &Info) -> String {
    format!(
        "info depth {} score {} nodes {} time {:.3} pv {}",
        info.depth,
        info.score,
        info.nodes,
        info.elapsed.as_secs_f64(),
        pos.move_text(&info.best)
    )
}

/// `dama analyze --game damhex`: the search for the player who acts, one line per depth.
pub fn analyze(fen: Option<&str>, limit: AnalyzeLimit, seed: Option<u64>) -> Result<()> {
    let pos: Position = position(fen)?;
    if pos.legal_moves().is_empty() {
        return Err(BadInput {
            game: "damhex",
            reason: "the game is over in this position".into(),
        }
        .into());
    }
    let (limits, noise) = match limit {
        AnalyzeLimit::Depth(d) => (
            Limits {
                depth: d,
                time: None,
            },
            0,
        ),
        AnalyzeLimit::MoveTime(ms) => (
            Limits {
                depth: 64,
                time: Some(Duration::from_millis(ms)),
            },
            0,
        ),
        AnalyzeLimit::Level(l) => search::level_limits(l),
    };
    let stop = AtomicBool::new(false);
    let mut out = io::stdout().lock();
    let mut rng = rng(seed);
    let found = search::search(&pos, 0, limits, noise, &mut rng, &stop, |info| {
        let _ = writeln!(out, "{}", info_line(&pos, info));
    });
    if let Some(info) = found {
        writeln!(
            io::stdout(),
            "bestmove {} ({} acts{})",
            pos.move_text(&info.best),
            SEATS[pos.actor()],
            if pos.is_ratto() { ", ratto" } else { "" }
        )?;
    }
    Ok(())
}

/// The options of `dama selfplay --game damhex`.
pub struct SelfplayArgs {
    /// The levels of the three computers (White's, Black's, Red's in the first game;
    /// the seats turn from game to game).
    pub levels: [Level; 3],
    pub games: u32,
    pub seed: Option<u64>,
    pub verbose: bool,
}

/// A game longer than this is stopped and scored as a three-way draw.
const MAX_PLIES: usize = 1500;

/// `dama selfplay --game damhex`: three levels play; the points of each level are printed.
pub fn selfplay(fen: Option<&str>, args: &SelfplayArgs) -> Result<()> {
    let start: Position = position(fen)?;
    let mut rng = rng(args.seed);
    let stop = AtomicBool::new(false);
    let mut points = [0u32; 3];
    // Seconds each player (by its place in `levels`) took per move.
    let mut times: [Vec<f64>; 3] = Default::default();
    let mut out = io::stdout().lock();
    for game in 0..args.games {
        // Player k (levels[k]) sits at seat (k + game) % 3.
        let shift = (game % 3) as usize;
        let level_of_seat = |seat: usize| (seat + 3 - shift) % 3;
        let mut pos = start;
        let mut counter = 0u32;
        let mut texts = Vec::new();
        let mut rattos = 0;
        let drawn = loop {
            if pos.is_finished() {
                break false;
            }
            if counter >= NO_PROGRESS_MOVES * pos.alive_count() as u32 || texts.len() >= MAX_PLIES {
                break true;
            }
            let player = level_of_seat(pos.actor());
            let level = args.levels[player];
            let started = std::time::Instant::now();
            let Some(mv) = search::choose(&pos, counter, level, &mut rng, &stop) else {
                break false;
            };
            times[player].push(started.elapsed().as_secs_f64());
            if pos.is_ratto() {
                rattos += 1;
            }
            texts.push(pos.move_text(&mv));
            counter = pos.next_counters(&mv, counter);
            pos.play_unchecked(&mv);
        };
        let scores = pos.scores(drawn).unwrap_or([1, 1, 1]);
        for (seat, s) in scores.iter().enumerate() {
            points[level_of_seat(seat)] += u32::from(*s);
        }
        let seats: Vec<String> = (0..3)
            .map(|s| format!("{} L{}", SEATS[s], args.levels[level_of_seat(s)]))
            .collect();
        writeln!(
            out,
            "game {}: {}: {} in {} plies ({} rattos), points {}/{}/{}",
            game + 1,
            seats.join(", "),
            if drawn {
                "draw".to_string()
            } else {
                let w = (0..3).find(|&s| pos.is_alive(s)).unwrap_or(0);
                format!("{} wins", SEATS[w])
            },
            texts.len(),
            rattos,
            scores[0],
            scores[1],
            scores[2]
        )?;
        if args.verbose {
            writeln!(out, "  {}", texts.join(" "))?;
        }
        out.flush()?;
    }
    writeln!(
        out,
        "points: L{} {}, L{} {}, L{} {}",
        args.levels[0], points[0], args.levels[1], points[1], args.levels[2], points[2]
    )?;
    let timing: Vec<String> = (0..3)
        .filter_map(|k| {
            let t = &mut times[k];
            t.sort_by(f64::total_cmp);
            let median = t.get(t.len() / 2)?;
            let max = t.last()?;
            Some(format!(
                "L{} {} moves, median {median:.3} s, max {max:.3} s",
                args.levels[k],
                t.len()
            ))
        })
        .collect();
    writeln!(out, "time per move: {}", timing.join("; "))?;
    Ok(())
}
