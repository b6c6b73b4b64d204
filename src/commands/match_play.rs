//! `dama match`: two Hub engines play each other over a set of openings, colours swapped
//! per opening, with games in parallel; a progress line per game, then wins, draws,
//! losses, the score, the Elo difference with its 95% margin and, when asked, the SPRT
//! verdict (which can stop the match early). Every game can be written as PDN. A seat
//! may be a DXP engine (`--engine2 dxp://HOST:PORT`, International draughts).

use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};

use dama::core::Seat;
use dama::draughts::Draughts;
use dama::dxp::seat::SCHEME;
use dama::game::pdn;
use dama::protocol::client::Engine;
use dama::referee::game::{Adjudicator, Contestant, Played, Settings, TimeControl, play};
use dama::referee::openings::{self, Opening};
use dama::referee::stats::{Sprt, Tally, Verdict};

use super::match_text::{elo_text, parse_sprt_bounds, parse_tc, sprt_text, tally_text, time_text};

/// Input `dama match` cannot use (an engine that does not start, a bad openings file):
/// exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadMatchInput(pub String);

/// What `dama match` was asked.
pub struct MatchOptions {
    pub engines: [(String, String); 2],
    pub openings: Option<PathBuf>,
    /// Without a file: the openings' length in plies (2: every two-ply opening).
    pub opening_plies: usize,
    pub games: Option<u32>,
    /// The part of the match played, games counted from 1: `--first-game` and
    /// `--last-game` (`None`: the match's last).
    pub first_game: usize,
    pub last_game: Option<usize>,
    pub settings: Settings,
    /// The second engine's own time (a match at time odds); `None`: `settings.time`.
    pub time2: Option<TimeControl>,
    pub sprt: Option<Sprt>,
    pub concurrency: usize,
    pub pdn: Option<PathBuf>,
}

/// One finished game as the workers hand it back.
struct Finished<G: Draughts> {
    index: usize,
    opening: usize,
    first_white: bool,
    played: Played<G>,
}

/// `dama match` for game `G`, games ended early by `adjudicator` when there is one.
pub fn run<G: Draughts>(
    opts: &MatchOptions,
    adjudicator: Option<Adjudicator<'_, G>>,
) -> Result<()> {
    let book: Vec<Opening<G>> = match &opts.openings {
        None if opts.opening_plies > 2 => openings::n_ply::<G>(
            opts.opening_plies,
            opts.games.map(|g| (g as usize).div_ceil(2)),
        ),
        None => openings::two_ply::<G>(),
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| {
                BadMatchInput(format!("cannot read openings {}: {e}", path.display()))
            })?;
            openings::parse_bytes::<G>(bytes)
                .map_err(|e| BadMatchInput(format!("openings {}: {e}", path.display())))?
        }
    };
    // Both engines must at least start once; later failures only lose games. A DXP
    // engine is connected to by the first game (a connection made here would end its
    // session), and plays one game at a time.
    let mut concurrency = opts.concurrency.max(1);
    for (name, command) in &opts.engines {
        if command.trim().starts_with(SCHEME) {
            if G::VARIANT != "international" {
                return Err(BadMatchInput(format!(
                    "engine {name}: a DXP engine plays International draughts only (--game international)"
                ))
                .into());
            }
            concurrency = 1;
            continue;
        }
        let mut engine = Engine::start(command, G::VARIANT)
            .map_err(|e| BadMatchInput(format!("engine {name}: {e}")))?;
        let _ = engine.send("quit");
    }
    let total = opts.games.map_or(2 * book.len(), |n| n as usize);
    let last = opts.last_game.map_or(total, |m| m.min(total));
    if opts.first_game > last {
        return Err(BadMatchInput(format!(
            "--first-game {} is after the last game played ({last} of a {total}-game match): \
             give a first game from 1 to {last}",
            opts.first_game
        ))
        .into());
    }
    let part = if opts.first_game > 1 || last < total {
        format!(", games {} to {last}", opts.first_game)
    } else {
        String::new()
    };
    let mut pdn_out = match &opts.pdn {
        Some(path) => {
            Some(File::create(path).with_context(|| format!("cannot write {}", path.display()))?)
        }
        None => None,
    };
    let [(name1, _), (name2, _)] = &opts.engines;
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "match {name1} vs {name2}: {} draughts, {total} games from {} openings{part}, {}, concurrency {}{}",
        G::VARIANT,
        book.len(),
        match &opts.time2 {
            Some(t2) => format!(
                "{} against {}",
                time_text(&opts.settings.time),
                time_text(t2)
            ),
            None => time_text(&opts.settings.time),
        },
        concurrency,
        if opts.settings.book {
            ", opening book on"
        } else {
            ""
        }
    )?;
    let next = AtomicUsize::new(opts.first_game - 1);
    let stop = AtomicBool::new(false);
    let started = Instant::now();
    let mut tally = Tally::default();
    let mut verdict = Verdict::Continue;
    let mut faults = 0usize;
    let mut by_database = 0usize;
    let (tx, rx) = mpsc::channel::<Finished<G>>();
    thread::scope(|scope| -> Result<()> {
        for _ in 0..concurrency {
            let tx = tx.clone();
            let (next, stop, book) = (&next, &stop, &book);
            scope.spawn(move || {
                let mut a = Contestant::new(&opts.engines[0].0, &opts.engines[0].1);
                let mut b = Contestant::new(&opts.engines[1].0, &opts.engines[1].1);
                b.time = opts.time2;
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= last {
                        break;
                    }
                    let opening = (index / 2) % book.len();
                    let first_white = index % 2 == 0;
                    let players = if first_white {
                        [&mut a, &mut b]
                    } else {
                        [&mut b, &mut a]
                    };
                    let mut played = play(players, &book[opening], &opts.settings, adjudicator);
                    played.record.set_tag("Event", "dama match");
                    played.record.set_tag("Round", &(index + 1).to_string());
                    let done = Finished {
                        index,
                        opening,
                        first_white,
                        played,
                    };
                    if tx.send(done).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for f in rx {
            // Games still in flight when the SPRT decided are not counted.
            if verdict != Verdict::Continue {
                continue;
            }
            let first_seat = if f.first_white { Seat(0) } else { Seat(1) };
            let outcome = match f.played.result.winner {
                Some(s) if s == first_seat => {
                    tally.wins += 1;
                    "win"
                }
                Some(_) => {
                    tally.losses += 1;
                    "loss"
                }
                None => {
                    tally.draws += 1;
                    "draw"
                }
            };
            let why = match &f.played.fault {
                Some((seat, fault)) => {
                    faults += 1;
                    let loser = if *seat == first_seat { name1 } else { name2 };
                    format!("{loser} {fault}")
                }
                None if f.played.adjudicated => "adjudicated a draw (move limit)".to_string(),
                None if f.played.by_adjudicator => {
                    by_database += 1;
                    "adjudicated by the endgame database".to_string()
                }
                None => f.played.result.to_string(),
            };
            let (white, black) = if f.first_white {
                (name1, name2)
            } else {
                (name2, name1)
            };
            let mut line = format!(
                "game {}/{total} (opening {}) {white}-{black} {} {} ({} plies, {why}) | {}",
                f.index + 1,
                f.opening + 1,
                f.played.result.pdn(),
                outcome,
                f.played.record.cursor(),
                tally_text(&tally)
            );
            if let Some(s) = &opts.sprt {
                line.push_str(&format!(" {}", sprt_text(s, &tally)));
                verdict = s.verdict(&tally);
                if verdict != Verdict::Continue {
                    stop.store(true, Ordering::Relaxed);
                }
            }
            writeln!(out, "{line}")?;
            out.flush()?;
            if let Some(file) = pdn_out.as_mut() {
                let text = pdn::export(&f.played.record);
                writeln!(file, "{text}").context("cannot write the PDN file")?;
            }
        }
        Ok(())
    })?;
    writeln!(out, "---")?;
    writeln!(
        out,
        "{name1} vs {name2}: {} games in {:.0} s",
        tally.games(),
        started.elapsed().as_secs_f64()
    )?;
    writeln!(
        out,
        "wins {} draws {} losses {}  score {:.1}%",
        tally.wins,
        tally.draws,
        tally.losses,
        100.0 * tally.score()
    )?;
    let elo = elo_text(&tally).replacen("Elo", "Elo difference", 1);
    if tally.elo().is_finite() && tally.elo_margin().is_finite() {
        writeln!(out, "{elo} (95%)")?;
    } else {
        writeln!(out, "{elo}")?;
    }
    if let Some(s) = &opts.sprt {
        let said = match verdict {
            Verdict::H1 => format!(
                "H1 accepted ({name1} is stronger by {} Elo or more)",
                s.elo1
            ),
            Verdict::H0 => format!("H0 accepted ({name1} is not stronger by {} Elo)", s.elo1),
            Verdict::Continue => "no decision yet".to_string(),
        };
        writeln!(out, "SPRT {}: {said}", sprt_text(s, &tally))?;
    }
    if faults > 0 {
        writeln!(out, "games lost by an engine fault: {faults}")?;
    }
    if by_database > 0 {
        writeln!(
            out,
            "games adjudicated by the endgame database: {by_database}"
        )?;
    }
    if let Some(path) = &opts.pdn {
        writeln!(out, "games written to {}", path.display())?;
    }
    Ok(())
}

/// `dama match` from its command-line options.
pub fn command(args: &crate::cli::MatchArgs) -> Result<()> {
    let time = match (args.movetime, &args.tc, args.depth) {
        (_, Some(tc), _) => parse_tc(tc).map_err(BadMatchInput)?,
        (_, _, Some(d)) => TimeControl::Depth(d),
        (Some(s), _, _) => TimeControl::MoveTime(Duration::from_secs_f64(s)),
        _ => TimeControl::MoveTime(Duration::from_millis(100)),
    };
    let sprt = match &args.sprt {
        Some(text) => {
            let (elo0, elo1) = parse_sprt_bounds(text).map_err(BadMatchInput)?;
            Some(Sprt {
                elo0,
                elo1,
                alpha: args.alpha,
                beta: args.beta,
            })
        }
        None => None,
    };
    // The names are printed on every line of the match: their control characters
    // escaped, as an outside engine's words are (issue 42).
    let name = |n: &str| dama::core::text::escape_controls(n).into_owned();
    let opts = MatchOptions {
        engines: [
            (name(&args.name1), args.engine1.clone()),
            (name(&args.name2), args.engine2.clone()),
        ],
        openings: args.openings.clone(),
        opening_plies: args.opening_plies as usize,
        games: args.games,
        first_game: args.first_game as usize,
        last_game: args.last_game.map(|m| m as usize),
        settings: Settings {
            time,
            margin: Duration::from_secs_f64(args.margin),
            max_plies: args.max_plies as usize,
            book: args.book,
        },
        time2: args
            .movetime2
            .map(|s| TimeControl::MoveTime(Duration::from_secs_f64(s))),
        sprt,
        concurrency: args.concurrency as usize,
        pdn: args.pdn.clone(),
    };
    if let Some(dir) = &args.egdb {
        if super::egdb_variants::has_databases(args.game) {
            return super::egdb_variants::run_match(args.game, dir.clone(), &opts);
        }
        if args.game != crate::cli::GameArg::Italian {
            return Err(BadMatchInput(
                "--egdb adjudicates the draughts games with endgame databases: italian, english, brazilian, international".into(),
            )
            .into());
        }
        if let Some(db) = super::egdb::load_for_match(dir.clone()) {
            use dama::core::Rules;
            use dama::draughts::italian::Position;
            use dama::draughts::italian::egdb::Wdl;
            let adjudicate = |pos: &Position, quiet: usize| {
                let mover = pos.to_move();
                let other = Seat(1 - mover.0.min(1));
                Some(match db.adjudicate(pos, quiet)? {
                    Wdl::Win => Some(mover),
                    Wdl::Loss => Some(other),
                    Wdl::Draw => None,
                })
            };
            return run::<Position>(&opts, Some(&adjudicate));
        }
    }
    super::with_draughts!(
        args.game,
        G => run::<G>(&opts, None),
        Err(BadMatchInput(
            "dama match plays the draughts games (the Hub protocol has no other game): \
             choose --game italian, english, brazilian or international"
                .into()
        )
        .into())
    )
}
