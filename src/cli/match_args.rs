//! The options of `dama match`: the engines, the time control, the openings, the
//! number of games and the SPRT.

use std::path::PathBuf;

use clap::Args;

use super::values::{GameArg, parse_rate, parse_seconds};

/// The options of `dama match`.
#[derive(Args, Debug, Clone)]
#[command(group(clap::ArgGroup::new("time").args(["movetime", "tc", "depth"])))]
pub struct MatchArgs {
    /// The first engine's command, such as "./target/release/dama hub" (words split on
    /// spaces, quotes group; no shell).
    #[arg(long, value_name = "COMMAND")]
    pub engine1: String,
    /// The second engine's command, or dxp://HOST:PORT for a DXP engine listening
    /// there (International draughts; docs/network.md).
    #[arg(long, value_name = "COMMAND")]
    pub engine2: String,
    /// The first engine's name in the output and the PDN (default: engine1).
    #[arg(long, default_value = "engine1")]
    pub name1: String,
    /// The second engine's name (default: engine2).
    #[arg(long, default_value = "engine2")]
    pub name2: String,
    /// Which game's rules.
    #[arg(long, value_enum, default_value_t = GameArg::Italian)]
    pub game: GameArg,
    /// A file of openings, one a line: a ballot (moves from the start) or a FEN
    /// (default: every two-ply opening).
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// Without --openings: start from openings of this many plies (2 to 8), every one or,
    /// when there are more than half of --games, that many spread evenly over them.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(2..=8), conflicts_with = "openings")]
    pub opening_plies: u32,
    /// How many games (default: each opening twice, colours swapped).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub games: Option<u32>,
    /// Play the games of the match from this one on (counted from 1 in the order the
    /// full match would play them, the openings and colours unchanged): a long match
    /// played in parts, one run each (scripts/match_chunks.sh).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub first_game: u32,
    /// ...and stop after this one (default: the match's last game).
    #[arg(long, value_name = "M", value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    pub last_game: Option<u32>,
    /// Seconds per move (default 0.1 when no other time is given).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub movetime: Option<f64>,
    /// Seconds per move of the second engine alone, for a match at time odds (the first
    /// plays at --movetime or its default 0.1).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, conflicts_with_all = ["tc", "depth"])]
    pub movetime2: Option<f64>,
    /// A game clock: seconds for the game + seconds added per move, like 60+0.5.
    #[arg(long, value_name = "BASE+INC")]
    pub tc: Option<String>,
    /// A fixed search depth per move instead of a time.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    pub depth: Option<u32>,
    /// Seconds an engine may answer late before it loses the game as hung (with --tc,
    /// how far below zero its clock may go).
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0, value_parser = parse_seconds)]
    pub margin: f64,
    /// A game still going after this many plies is adjudicated a draw.
    #[arg(long, default_value_t = 400, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub max_plies: u32,
    /// Stop early by a sequential probability ratio test of H0 elo0 against H1 elo1,
    /// like 0,10.
    #[arg(long, value_name = "ELO0,ELO1")]
    pub sprt: Option<String>,
    /// The SPRT's false positive rate.
    #[arg(long, default_value_t = 0.05, value_parser = parse_rate)]
    pub alpha: f64,
    /// The SPRT's false negative rate.
    #[arg(long, default_value_t = 0.05, value_parser = parse_rate)]
    pub beta: f64,
    /// How many games to play at the same time (each with its own two engines).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub concurrency: u32,
    /// Write every game to FILE as PDN.
    #[arg(long, alias = "pgn-out", value_name = "FILE")]
    pub pdn: Option<PathBuf>,
    /// Turn both engines' opening book on (`set-param name=book value=true`); without
    /// it the engines search every move, as their Hub default is.
    #[arg(long)]
    pub book: bool,
    /// End an Italian game at the first position the endgame databases cover (no capture
    /// pending) with their result: in DIR, or the default folder when DIR is left out.
    #[arg(long, value_name = "DIR", num_args = 0..=1)]
    pub egdb: Option<Option<PathBuf>>,
}
