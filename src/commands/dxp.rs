//! `dama dxp`: International draughts with another program over the DamExchange
//! Protocol. Meets the peer (`--listen [ADDR:]PORT` or `--connect HOST:PORT`), then
//! either proposes a match (`--initiator`: games from varied openings, colours
//! alternating, a line per game, the score, the PDN) or answers the peer's requests
//! (`--follower`); dama's search or a Hub engine plays our side. The game logic is
//! `dama::dxp` (crates/dama-protocol/src/dxp/).

use std::fs::File;
use std::io::{self, Write};
use std::net::TcpListener;
use std::time::Duration;

use anyhow::{Context, Result};

use dama::core::Seat;
use dama::draughts::international::Position;
use dama::dxp::brain::{Brain, HubBrain, OwnEngine, Strength};
use dama::dxp::game::{Ending, GameReport, GameSpec, describe, play_game};
use dama::dxp::link::Link;
use dama::dxp::session::{await_request, request};
use dama::game::pdn;
use dama::referee::openings::{self, Opening};
use dama::referee::stats::Tally;
use dama_dxp::{Colour, Connection};

use crate::cli::DxpArgs;

/// Input `dama dxp` cannot use (an address, an engine, a file): exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadDxpInput(pub String);

/// How long connecting may take.
const CONNECT_WAIT: Duration = Duration::from_secs(10);

/// `--listen PORT` listens on 127.0.0.1; `--listen ADDR:PORT` where it says.
pub fn listen_addr(text: &str) -> Result<String, String> {
    let text = text.trim();
    if let Ok(port) = text.parse::<u16>() {
        return Ok(format!("127.0.0.1:{port}"));
    }
    match text.rsplit_once(':') {
        Some((host, port)) if !host.is_empty() && port.parse::<u16>().is_ok() => {
            Ok(text.to_string())
        }
        _ => Err(format!(
            "--listen {text}: give a port (27531) or an address and a port (0.0.0.0:27531)"
        )),
    }
}

fn brain(args: &DxpArgs) -> Result<Box<dyn Brain>> {
    if let Some(command) = &args.engine {
        let hub = HubBrain::start(command)
            .map_err(|e| BadDxpInput(format!("engine \"{command}\": {e}")))?;
        return Ok(Box::new(hub));
    }
    let strength = match (args.level, args.movetime, args.depth) {
        (Some(level), _, _) => Strength::Level(level),
        (_, Some(s), _) if s.is_finite() && s > 0.0 && s < 1e5 => {
            Strength::MoveTime(Duration::from_secs_f64(s))
        }
        (_, Some(s), _) => {
            return Err(BadDxpInput(format!("--movetime {s}: give seconds above 0")).into());
        }
        (_, _, Some(d)) => Strength::Depth(d.clamp(1, 64)),
        _ => Strength::MoveTime(Duration::from_secs(1)),
    };
    Ok(Box::new(OwnEngine::new(strength)))
}

/// `--silence S` as a duration (ignored unless a positive number of seconds).
fn silence(args: &DxpArgs) -> Option<Duration> {
    args.silence
        .filter(|s| s.is_finite() && *s > 0.0 && *s < 1e6)
        .map(Duration::from_secs_f64)
}

/// Each side's move times over a session, for the summary.
#[derive(Default)]
struct Times {
    count: [u32; 2],
    used: [f64; 2],
    max_used: [f64; 2],
    /// The largest share of its allowance one move took.
    max_share: [f64; 2],
}

impl Times {
    fn add(&mut self, report: &GameReport) {
        for t in &report.times {
            let i = usize::from(!t.ours);
            let used = t.used.as_secs_f64();
            self.count[i] += 1;
            self.used[i] += used;
            self.max_used[i] = self.max_used[i].max(used);
            let allowed = t.allowed.as_secs_f64();
            if allowed > 0.0 {
                self.max_share[i] = self.max_share[i].max(used / allowed);
            }
        }
    }

    fn print(&self, out: &mut impl Write, names: [&str; 2]) -> io::Result<()> {
        for (i, name) in names.iter().enumerate() {
            if self.count[i] == 0 {
                continue;
            }
            writeln!(
                out,
                "{}: {} moves, {:.3} s a move on average, {:.3} s at most, at most {:.1}% of the clock left for a move",
                name,
                self.count[i],
                self.used[i] / f64::from(self.count[i]),
                self.max_used[i],
                100.0 * self.max_share[i]
            )?;
        }
        Ok(())
    }
}

/// What a session keeps across games.
struct Session<'a> {
    args: &'a DxpArgs,
    brain: Box<dyn Brain>,
    pdn: Option<File>,
    tally: Tally,
    unfinished: u32,
    times: Times,
    played: u32,
    peer: String,
}

impl Session<'_> {
    /// Scores a finished game from our side, prints its line, writes its PDN.
    fn record(&mut self, report: &GameReport, ours: Colour, heading: &str) -> Result<()> {
        let our_seat = if ours == Colour::White {
            Seat(0)
        } else {
            Seat(1)
        };
        let outcome = match report.record.result().map(|r| r.winner) {
            Some(Some(s)) if s == our_seat => {
                self.tally.wins += 1;
                "win"
            }
            Some(Some(_)) => {
                self.tally.losses += 1;
                "loss"
            }
            Some(None) => {
                self.tally.draws += 1;
                "draw"
            }
            None => {
                self.unfinished += 1;
                "no result"
            }
        };
        let why = match (&report.ending, report.record.result()) {
            (Ending::Board, Some(r)) => r.to_string(),
            (ending, _) => describe(ending),
        };
        let t = &self.tally;
        println!(
            "{heading} {} {outcome} ({} plies, {why}) | +{} ={} -{} score {:.1}%",
            report.record.result().map_or("*", |r| r.pdn()),
            report.record.cursor(),
            t.wins,
            t.draws,
            t.losses,
            100.0 * t.score()
        );
        self.times.add(report);
        if let Some(file) = self.pdn.as_mut() {
            writeln!(file, "{}", pdn::export(&report.record))
                .context("cannot write the PDN file")?;
        }
        Ok(())
    }

    fn initiator(&mut self, link: &mut Link) -> Result<()> {
        let args = self.args;
        let book: Vec<Opening<Position>> = match args.opening_plies {
            0 => vec![Opening {
                start: <Position as dama::core::Rules>::start(),
                moves: Vec::new(),
            }],
            2 => openings::two_ply::<Position>(),
            n => {
                openings::n_ply::<Position>(n as usize, args.games.map(|g| g.div_ceil(2) as usize))
            }
        };
        let total = args.games.unwrap_or(2);
        for index in 0..total {
            let opening = &book[(index as usize / 2) % book.len().max(1)];
            let ours = if index % 2 == 0 {
                Colour::White
            } else {
                Colour::Black
            };
            let mut pos = opening.start;
            for mv in &opening.moves {
                pos = <Position as dama::core::Rules>::after(&pos, mv);
            }
            let peer = match request(
                link,
                &args.name,
                ours.opposite(),
                args.time,
                args.moves,
                &pos,
            ) {
                Ok(name) => name,
                Err(e) => {
                    eprintln!("dxp: match stopped before game {}: {e}", index + 1);
                    return Ok(());
                }
            };
            self.peer = peer.clone();
            let names = if ours == Colour::White {
                [args.name.clone(), peer.clone()]
            } else {
                [peer.clone(), args.name.clone()]
            };
            let spec = GameSpec {
                start: opening.start,
                opening: opening.moves.clone(),
                ours,
                minutes: args.time,
                moves: args.moves,
                last: index + 1 == total,
                backups: false,
                max_plies: args.max_plies as usize,
                names: names.clone(),
                silence: silence(args),
            };
            let mut report = play_game(link, self.brain.as_mut(), &spec);
            report.record.set_tag("Event", "dama dxp");
            report.record.set_tag("Round", &(index + 1).to_string());
            let heading = format!(
                "game {}/{total} (opening {}) {}-{}",
                index + 1,
                (index as usize / 2) % book.len().max(1) + 1,
                names[0],
                names[1]
            );
            self.record(&report, ours, &heading)?;
            self.played += 1;
            if !report.session_goes_on() && index + 1 < total {
                eprintln!(
                    "dxp: match stopped after game {}: {}",
                    index + 1,
                    describe(&report.ending)
                );
                return Ok(());
            }
        }
        Ok(())
    }

    fn follower(&mut self, link: &mut Link) -> Result<()> {
        let args = self.args;
        let idle = Duration::from_secs(args.idle.max(1));
        loop {
            let more = args.games.is_none_or(|n| self.played < n);
            let accepted = match await_request(link, &args.name, more, idle) {
                Ok(Some(a)) => a,
                Ok(None) => return Ok(()),
                Err(e) => {
                    eprintln!("dxp: session ended: {e}");
                    link.close();
                    return Ok(());
                }
            };
            self.peer = accepted.initiator.clone();
            let names = if accepted.ours == Colour::White {
                [args.name.clone(), accepted.initiator.clone()]
            } else {
                [accepted.initiator.clone(), args.name.clone()]
            };
            let spec = GameSpec {
                start: accepted.start,
                opening: Vec::new(),
                ours: accepted.ours,
                minutes: accepted.minutes,
                moves: accepted.moves,
                last: args.games.is_some_and(|n| self.played + 1 >= n),
                backups: !args.no_backup,
                max_plies: 0,
                names: names.clone(),
                silence: silence(args),
            };
            let mut report = play_game(link, self.brain.as_mut(), &spec);
            report.record.set_tag("Event", "dama dxp");
            self.played += 1;
            report.record.set_tag("Round", &self.played.to_string());
            let heading = format!("game {} {}-{}", self.played, names[0], names[1]);
            self.record(&report, accepted.ours, &heading)?;
            if !report.session_goes_on() {
                return Ok(());
            }
        }
    }
}

/// `dama dxp` from its command-line options.
pub fn command(args: &DxpArgs) -> Result<()> {
    let brain = brain(args)?;
    let pdn = match &args.pdn {
        Some(path) => Some(
            File::create(path)
                .map_err(|e| BadDxpInput(format!("cannot write {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let transcript = match &args.transcript {
        Some(path) => Some(
            File::create(path)
                .map_err(|e| BadDxpInput(format!("cannot write {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let mut session = Session {
        args,
        brain,
        pdn,
        tally: Tally::default(),
        unfinished: 0,
        times: Times::default(),
        played: 0,
        peer: "peer".to_string(),
    };
    let make_link = |conn: Connection| -> Link {
        let log = transcript
            .as_ref()
            .and_then(|f| f.try_clone().ok())
            .map(|f| Box::new(f) as Box<dyn Write + Send>);
        Link::new(conn, log, Box::new(|s| eprintln!("dxp: {s}")))
    };
    let role = |session: &mut Session, link: &mut Link| {
        eprintln!("dxp: connected to {}", link.peer());
        if args.initiator {
            session.initiator(link)
        } else {
            session.follower(link)
        }
    };
    if let Some(listen) = &args.listen {
        let addr = listen_addr(listen).map_err(BadDxpInput)?;
        let listener = TcpListener::bind(&addr)
            .map_err(|e| BadDxpInput(format!("cannot listen on {addr}: {e}")))?;
        let local = listener.local_addr().context("the listening address")?;
        println!("listening on {local}");
        io::stdout().flush()?;
        for _ in 0..args.sessions.max(1) {
            let conn = Connection::accept(&listener).context("accepting a connection")?;
            let mut link = make_link(conn);
            role(&mut session, &mut link)?;
            link.close();
        }
    } else if let Some(addr) = &args.connect {
        let conn = Connection::connect(addr.as_str(), CONNECT_WAIT)
            .map_err(|e| BadDxpInput(format!("cannot connect to {addr}: {e}")))?;
        let mut link = make_link(conn);
        role(&mut session, &mut link)?;
        link.close();
    }
    let t = &session.tally;
    println!("---");
    println!(
        "{} vs {}: {} games, wins {} draws {} losses {}{}  score {:.1}%",
        args.name,
        session.peer,
        session.played,
        t.wins,
        t.draws,
        t.losses,
        if session.unfinished > 0 {
            format!(" unfinished {}", session.unfinished)
        } else {
            String::new()
        },
        100.0 * t.score()
    );
    let mut out = io::stdout().lock();
    session
        .times
        .print(&mut out, [args.name.as_str(), session.peer.as_str()])?;
    if let Some(path) = &args.pdn {
        writeln!(out, "games written to {}", path.display())?;
    }
    Ok(())
}
