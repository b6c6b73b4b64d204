//! The options of `dama dxp`: where to meet the peer (`--listen` or `--connect`), which
//! role to take (`--initiator` with the match's games and clock, or `--follower`), and
//! what plays on our side (dama's search at a level, a time or a depth, or a Hub
//! engine).

use std::path::PathBuf;

use clap::Args;

use dama::core::Level;

/// `dama dxp`.
#[derive(Args, Debug)]
pub struct DxpArgs {
    /// Wait for the peer on [ADDR:]PORT (127.0.0.1 unless an address is given; the
    /// standard DXP port is 27531).
    #[arg(
        long,
        value_name = "[ADDR:]PORT",
        conflicts_with = "connect",
        required_unless_present = "connect"
    )]
    pub listen: Option<String>,
    /// Connect to the peer at HOST:PORT.
    #[arg(long, value_name = "HOST:PORT")]
    pub connect: Option<String>,
    /// Propose the games (send GAMEREQ): a match from varied openings, colours
    /// alternating.
    #[arg(
        long,
        conflicts_with = "follower",
        required_unless_present = "follower"
    )]
    pub initiator: bool,
    /// Answer the peer's game requests.
    #[arg(long)]
    pub follower: bool,
    /// Initiator: the games of the match. Follower: the most games to accept before
    /// refusing with code 3 (default: no limit).
    #[arg(long)]
    pub games: Option<u32>,
    /// Initiator: each side's thinking time for the game, in minutes (1-999).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=999))]
    pub time: u16,
    /// Initiator: the moves to make in that time, then the same again (0: the whole
    /// game).
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u16).range(0..=999))]
    pub moves: u16,
    /// Initiator: the openings' length in plies (2: every two-ply opening).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(0..=40))]
    pub opening_plies: u32,
    /// Initiator: a game still going after this many plies is ended a draw.
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
    /// Our engine: dama's search at playing level L (1 to 10), bounded by the clock.
    #[arg(long, value_parser = crate::cli::parse_level, conflicts_with_all = ["movetime", "depth", "engine"])]
    pub level: Option<Level>,
    /// Our engine: dama's search for S seconds a move (bounded by the clock).
    #[arg(long, value_name = "S", conflicts_with_all = ["depth", "engine"])]
    pub movetime: Option<f64>,
    /// Our engine: dama's search to depth N a move (for quick tests).
    #[arg(long, value_name = "N", conflicts_with = "engine")]
    pub depth: Option<u32>,
    /// Our engine: a Hub protocol engine run as COMMAND (dama bridges it to DXP).
    #[arg(long, value_name = "COMMAND")]
    pub engine: Option<String>,
    /// Our name in the GAMEREQ or GAMEACC (at most 32 characters).
    #[arg(long, default_value = "dama")]
    pub name: String,
    /// Listening: serve this many connections one after the other, then stop (default:
    /// one).
    #[arg(long, default_value_t = 1)]
    pub sessions: u32,
    /// Write the games as PDN to FILE (initiator and follower).
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
    /// Write every message sent and received to FILE, with the time it went.
    #[arg(long, value_name = "FILE")]
    pub transcript: Option<PathBuf>,
    /// Seconds a connection may stay silent between games before it is dropped.
    #[arg(long, default_value_t = 120)]
    pub idle: u64,
    /// Seconds the peer may stay silent on its move, whatever its clock says (default:
    /// its clock plus 2 s).
    #[arg(long, value_name = "S")]
    pub silence: Option<f64>,
    /// Refuse BACKREQ (take-back) requests (default: the follower honours them, the
    /// initiator refuses them).
    #[arg(long)]
    pub no_backup: bool,
}
