//! `dama puzzles mine` and `dama puzzles verify`: puzzle sets made from games (PDN files
//! and the tuner's self-play) by the miner of `dama::draughts::puzzles`, and checked
//! again. Mining prints what it read and how many positions passed each step; Ctrl-C
//! stops it after the position at hand and the set found so far is written.

use std::collections::HashSet;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use dama::core::{Evaluate, Rules};
use dama::draughts::Draughts;
use dama::draughts::puzzles::mine::{Criteria, find, rating_for, solution, unique_prefix};
use dama::draughts::puzzles::{Puzzle, parse_set, verify, write_set};
use dama::draughts::tune::data::TuneData;
use dama::draughts::tune::selfplay::{GenOptions, generate};
use dama::engine::Tt;
use dama::game::pdn;

use crate::cli::{GameArg, PuzzlesCommand};

/// The transposition table of the mining and verifying searches, in MiB.
const TT_MIB: usize = 32;
/// The table of the checks the tests repeat (cleared before each puzzle), in MiB.
const CHECK_MIB: usize = 2;
/// The depth of the self-play games' moves.
const SELFPLAY_DEPTH: u32 = 6;

/// `dama puzzles`.
pub fn run(c: PuzzlesCommand) -> Result<()> {
    match c {
        PuzzlesCommand::Mine { game, .. } | PuzzlesCommand::Verify { game, .. }
            if matches!(game, GameArg::Dameta | GameArg::Damhex) =>
        {
            bail!("puzzles are for the draughts games: italian, english, brazilian, international")
        }
        PuzzlesCommand::Mine { game, .. } => {
            super::with_draughts!(game, G => mine::<G>(&c), Ok(()))
        }
        PuzzlesCommand::Verify { game, file, depth } => {
            super::with_draughts!(game, G => verify_file::<G>(&file, depth), Ok(()))
        }
    }
}

/// What the miner counted.
#[derive(Default)]
struct Counts {
    games: usize,
    refused_games: usize,
    positions: u64,
    candidates: usize,
    verified: usize,
    kept: usize,
}

struct Miner<G: Rules> {
    c: Criteria,
    verify_depth: u32,
    max_puzzles: usize,
    max_positions: u64,
    seen: HashSet<G>,
    tt: Tt,
    /// The table of the final check, cleared before each: the check the tests repeat,
    /// so it must not depend on what was searched before.
    check_tt: Tt,
    kept: Vec<Puzzle<G>>,
    n: Counts,
    progress: bool,
}

impl<G: Evaluate + Draughts> Miner<G> {
    fn full(&self) -> bool {
        self.kept.len() >= self.max_puzzles || self.n.positions >= self.max_positions
    }

    /// Looks at one position of a game.
    fn look(&mut self, pos: &G, source: String) {
        if self.full() || !self.seen.insert(*pos) {
            return;
        }
        self.n.positions += 1;
        if self.progress && self.n.positions.is_multiple_of(200) {
            eprint!(
                "\r{} positions, {} candidates, {} verified, {} kept ",
                self.n.positions, self.n.candidates, self.n.verified, self.n.kept
            );
        }
        let Ok((line, _)) = find(pos, &self.c, &mut self.tt) else {
            return;
        };
        self.n.candidates += 1;
        let deep = Criteria {
            depth: self.verify_depth,
            ..self.c
        };
        let Ok((deep_line, found)) = find(pos, &deep, &mut self.tt) else {
            return;
        };
        if deep_line.first() != line.first() {
            return;
        }
        self.n.verified += 1;
        let line = unique_prefix(pos, &deep_line, &deep, &mut self.tt);
        if solution(pos, &line, deep.gain).is_none_or(|s| s.len() != line.len()) {
            return;
        }
        // The check the tests repeat on every shipped puzzle.
        let test = Criteria::at((found as u32 + 2).max(4));
        self.check_tt.clear();
        if verify(pos, &line, &test, &mut self.check_tt).is_err() {
            return;
        }
        self.n.kept += 1;
        let rating = rating_for(found, line.len().div_ceil(2));
        self.kept.push(Puzzle {
            position: *pos,
            line,
            rating,
            depth: found,
            source,
        });
    }
}

fn mine<G: Evaluate + Draughts + TuneData>(c: &PuzzlesCommand) -> Result<()> {
    let PuzzlesCommand::Mine {
        files,
        selfplay,
        depth,
        verify_depth,
        max_puzzles,
        max_positions,
        skip_plies,
        seed,
        out,
        ..
    } = c
    else {
        return Ok(());
    };
    if verify_depth < depth {
        bail!("--verify-depth ({verify_depth}) must be at least --depth ({depth})");
    }
    let stop = super::interrupt::stop_on_interrupt();
    let started = Instant::now();
    let mut m = Miner::<G> {
        c: Criteria::at(*depth),
        verify_depth: *verify_depth,
        max_puzzles: *max_puzzles as usize,
        max_positions: *max_positions,
        seen: HashSet::new(),
        tt: Tt::new(TT_MIB),
        check_tt: Tt::new(CHECK_MIB),
        kept: Vec::new(),
        n: Counts::default(),
        progress: io::stderr().is_terminal(),
    };
    'files: for path in files {
        let text = dama::game::save::read_game_file(path)?;
        let count =
            pdn::count_games(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        let name = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        for g in 1..=count {
            if stop.load(Ordering::Relaxed) || m.full() {
                break 'files;
            }
            let Ok(record) = pdn::import::<G>(&text, g) else {
                m.n.refused_games += 1;
                continue;
            };
            m.n.games += 1;
            for (ply, pos) in record.positions().iter().enumerate().skip(*skip_plies) {
                if stop.load(Ordering::Relaxed) {
                    break 'files;
                }
                m.look(pos, format!("{name} game {g} ply {ply}"));
            }
        }
    }
    if *selfplay > 0 && !stop.load(Ordering::Relaxed) && !m.full() {
        let opts = GenOptions {
            games: *selfplay,
            depth: SELFPLAY_DEPTH,
            random_plies: 8,
            threads: 1,
            seed: *seed,
        };
        let mut game = 0;
        let _ = generate::<G, ()>(&opts, &mut |record| {
            game += 1;
            m.n.games += 1;
            for s in &record.samples {
                if stop.load(Ordering::Relaxed) || m.full() {
                    return Err(());
                }
                m.look(
                    &s.position,
                    format!("self-play seed {seed} game {game} ply {}", s.ply),
                );
            }
            Ok(())
        });
    }
    if m.progress {
        eprintln!();
    }
    let header = vec![
        format!("dama puzzles, {}: {} puzzles", G::VARIANT, m.kept.len()),
        format!(
            "made by dama puzzles mine --depth {depth} --verify-depth {verify_depth} from {} games",
            m.n.games
        ),
        "position | solution line | rating | depth found | source (docs/puzzles.md)".into(),
    ];
    std::fs::write(out, write_set(&header, &m.kept))
        .with_context(|| format!("cannot write {}", out.display()))?;
    let n = &m.n;
    let rate = |a: usize, b: usize| {
        if b == 0 {
            0.0
        } else {
            100.0 * a as f64 / b as f64
        }
    };
    println!(
        "games read {} ({} of another game or unreadable), positions {}, candidates {}, \
         verified {} ({:.1}% of candidates), kept {} ({:.1}%), {:.0} s{}",
        n.games,
        n.refused_games,
        n.positions,
        n.candidates,
        n.verified,
        rate(n.verified, n.candidates),
        n.kept,
        rate(n.kept, n.candidates),
        started.elapsed().as_secs_f64(),
        if stop.load(Ordering::Relaxed) {
            " (stopped by Ctrl-C)"
        } else {
            ""
        }
    );
    println!("wrote {}", out.display());
    Ok(())
}

fn verify_file<G: Evaluate + Draughts>(file: &Path, depth: Option<u32>) -> Result<()> {
    let meta =
        std::fs::metadata(file).with_context(|| format!("cannot read {}", file.display()))?;
    if meta.len() > dama::draughts::puzzles::format::MAX_BYTES as u64 {
        bail!(
            "{} is larger than a puzzle file may be (4 MiB)",
            file.display()
        );
    }
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let set = parse_set::<G>(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let mut tt = Tt::new(CHECK_MIB);
    let started = Instant::now();
    let (mut pass, mut fail) = (0, 0);
    let mut out = io::stdout().lock();
    for (i, p) in set.iter().enumerate() {
        let c = Criteria::at(depth.unwrap_or((p.depth as u32 + 2).max(4)));
        tt.clear();
        match verify(&p.position, &p.line, &c, &mut tt) {
            Ok(_) => pass += 1,
            Err(why) => {
                fail += 1;
                writeln!(out, "puzzle {} ({}): {why}", i + 1, p.source)?;
            }
        }
    }
    writeln!(
        out,
        "{} puzzles: {pass} pass, {fail} fail ({:.1} s)",
        set.len(),
        started.elapsed().as_secs_f64()
    )?;
    if fail > 0 {
        std::process::exit(1);
    }
    Ok(())
}
