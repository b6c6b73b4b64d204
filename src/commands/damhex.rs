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

use dama::referee::stats::mean_with_margin;

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
        AnalyzeLimit::Level(l) => dama::damhex::levels::level_limits(l),
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
    /// Each level's time a move, in percent of its own (100: the levels as they play).
    pub time_percent: u32,
}

/// `--time-percent` given for a two-player game: it only scales DamHex^3's levels.
#[derive(Debug, thiserror::Error)]
#[error(
    "--time-percent is for DamHex^3 only (--game damhex); the other games' levels keep their times"
)]
pub struct DamhexOnly;

/// A game longer than this is stopped and scored as a three-way draw.
const MAX_PLIES: usize = 1500;

/// How a game of the self-play ended.
#[derive(Clone, Copy, PartialEq)]
enum End {
    /// One player is left.
    Won,
    /// The 40-move count drew it.
    Count,
    /// Stopped at [`MAX_PLIES`].
    Stopped,
}

/// One player's tally over the games (a player is one of the three `levels`).
#[derive(Default)]
struct Tally {
    points: u32,
    /// The points of each game, for the interval of the mean.
    per_game: Vec<f64>,
    /// 1st, 2nd, 3rd in a won game; alive in a drawn one; out in a drawn one.
    places: [u32; 3],
    drawn: u32,
    drawn_out: u32,
    /// Seconds per move.
    times: Vec<f64>,
}

/// The fair share of a three-player game's points: 3 + 1 + 0 over three players.
const FAIR_SHARE: f64 = 4.0 / 3.0;

/// The first player's points a game (`points`, one value a game) with their 95% interval
/// against the fair share: above it, below it, or within chance when the interval holds
/// it.
fn first_player_line(levels: &[Level; 3], points: &[f64]) -> String {
    let (mean, margin) = mean_with_margin(points);
    let verdict = if mean - margin > FAIR_SHARE {
        "above the fair share"
    } else if mean + margin < FAIR_SHARE {
        "below the fair share"
    } else {
        "within chance of the fair share"
    };
    format!(
        "player 1 (L{}) against L{} and L{}: {mean:.2} ± {margin:.2} points a game \
         (95% {:.2}–{:.2}, fair share 1.33, {} games): {verdict}",
        levels[0],
        levels[1],
        levels[2],
        mean - margin,
        mean + margin,
        points.len()
    )
}

/// The limits of `level`, its time scaled by `percent`.
fn scaled(level: Level, percent: u32) -> (Limits, i32) {
    let (mut limits, noise) = dama::damhex::levels::level_limits(level);
    limits.time = limits.time.map(|t| t * percent / 100);
    (limits, noise)
}

/// Plays one game from `start`, the player at seat `s` being `player_of(s)`; returns the
/// final position, how it ended, the moves' texts and the number of rattos.
fn play_game(
    start: &Position,
    args: &SelfplayArgs,
    player_of: impl Fn(usize) -> usize,
    rng: &mut StdRng,
    tallies: &mut [Tally; 3],
) -> (Position, End, Vec<String>, u32) {
    let stop = AtomicBool::new(false);
    let mut pos = *start;
    let mut counter = 0u32;
    let mut texts = Vec::new();
    let mut rattos = 0;
    let end = loop {
        if pos.is_finished() {
            break End::Won;
        }
        if counter >= NO_PROGRESS_MOVES * pos.alive_count() as u32 {
            break End::Count;
        }
        if texts.len() >= MAX_PLIES {
            break End::Stopped;
        }
        let player = player_of(pos.actor());
        let (limits, noise) = scaled(args.levels[player], args.time_percent);
        let started = std::time::Instant::now();
        let Some(info) = search::search(&pos, counter, limits, noise, rng, &stop, |_| {}) else {
            break End::Won;
        };
        tallies[player].times.push(started.elapsed().as_secs_f64());
        let mv = info.best;
        if pos.is_ratto() {
            rattos += 1;
        }
        texts.push(pos.move_text(&mv));
        counter = pos.next_counters(&mv, counter);
        pos.play_unchecked(&mv);
    };
    (pos, end, texts, rattos)
}

/// `dama selfplay --game damhex`: three levels play, the seats turning from game to game;
/// prints each game, then each player's points and places, how the games ended and the
/// time per move.
pub fn selfplay(fen: Option<&str>, args: &SelfplayArgs) -> Result<()> {
    let start: Position = position(fen)?;
    let mut rng = rng(args.seed);
    let mut tallies: [Tally; 3] = Default::default();
    let mut ends = [0u32; 3];
    let mut out = io::stdout().lock();
    for game in 0..args.games {
        // Player k (levels[k]) sits at seat (k + game) % 3.
        let shift = (game % 3) as usize;
        let player_of = |seat: usize| (seat + 3 - shift) % 3;
        let (pos, end, texts, rattos) = play_game(&start, args, player_of, &mut rng, &mut tallies);
        ends[end as usize] += 1;
        let scores = pos.scores(end != End::Won).unwrap_or([1, 1, 1]);
        for (seat, &s) in scores.iter().enumerate() {
            let t = &mut tallies[player_of(seat)];
            t.points += u32::from(s);
            t.per_game.push(f64::from(s));
            match (end, s) {
                (End::Won, 3) => t.places[0] += 1,
                (End::Won, 1) => t.places[1] += 1,
                (End::Won, _) => t.places[2] += 1,
                (_, 0) => t.drawn_out += 1,
                _ => t.drawn += 1,
            }
        }
        let seats: Vec<String> = (0..3)
            .map(|s| format!("{} L{}", SEATS[s], args.levels[player_of(s)]))
            .collect();
        let result = match end {
            End::Won => {
                let w = (0..3).find(|&s| pos.is_alive(s)).unwrap_or(0);
                format!("{} wins", SEATS[w])
            }
            End::Count => "draw by the 40-move count".to_string(),
            End::Stopped => format!("stopped at {MAX_PLIES} plies (a draw of three)"),
        };
        writeln!(
            out,
            "game {}: {}: {} in {} plies ({} rattos), points {}/{}/{}",
            game + 1,
            seats.join(", "),
            result,
            texts.len(),
            rattos,
            scores[0],
            scores[1],
            scores[2]
        )?;
        if args.verbose {
            writeln!(out, "  {}", texts.join(" "))?;
            writeln!(out, "  end: {}", pos.position_text())?;
        }
        out.flush()?;
    }
    summary(&mut out, args, &mut tallies, ends)
}

/// The self-play's summary: points per player against the fair share, places, ends,
/// time per move.
fn summary(
    out: &mut impl Write,
    args: &SelfplayArgs,
    tallies: &mut [Tally; 3],
    ends: [u32; 3],
) -> Result<()> {
    let games = args.games.max(1);
    writeln!(
        out,
        "points: L{} {}, L{} {}, L{} {}",
        args.levels[0],
        tallies[0].points,
        args.levels[1],
        tallies[1].points,
        args.levels[2],
        tallies[2].points
    )?;
    for (k, t) in tallies.iter().enumerate() {
        let (_, margin) = mean_with_margin(&t.per_game);
        writeln!(
            out,
            "player {} (L{}): {} points in {} games, {:.2} ± {margin:.2} a game (95%; \
             fair share 1.33); 1st {}, 2nd {}, 3rd {}, drawn {}, out in a draw {}",
            k + 1,
            args.levels[k],
            t.points,
            args.games,
            f64::from(t.points) / f64::from(games),
            t.places[0],
            t.places[1],
            t.places[2],
            t.drawn,
            t.drawn_out
        )?;
    }
    writeln!(
        out,
        "games: {} won, {} drawn by the 40-move count, {} stopped at {MAX_PLIES} plies \
         (time {}% of each level's)",
        ends[End::Won as usize],
        ends[End::Count as usize],
        ends[End::Stopped as usize],
        args.time_percent
    )?;
    writeln!(
        out,
        "{}",
        first_player_line(&args.levels, &tallies[0].per_game)
    )?;
    let timing: Vec<String> = tallies
        .iter_mut()
        .enumerate()
        .filter_map(|(k, t)| {
            let t = &mut t.times;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_players_interval_is_judged_against_the_fair_share() {
        let levels = [Level::of(5), Level::of(4), Level::of(4)];
        // 3, 3, 1, 3: mean 2.5, sample sd 1, standard error 0.5, margin 0.98.
        assert_eq!(
            first_player_line(&levels, &[3.0, 3.0, 1.0, 3.0]),
            "player 1 (L5) against L4 and L4: 2.50 ± 0.98 points a game \
             (95% 1.52–3.48, fair share 1.33, 4 games): above the fair share"
        );
        let even = first_player_line(&levels, &[3.0, 0.0, 1.0, 1.0, 0.0, 3.0]);
        assert!(even.ends_with("within chance of the fair share"), "{even}");
        let behind = first_player_line(&levels, &[0.0; 30]);
        assert!(behind.ends_with("below the fair share"), "{behind}");
    }
}
