//! `dama tune gen | hand --game dameta`: Dameta's self-play data and the fit of its
//! evaluation's weights, from the command line (docs/tools.md; how they work:
//! `dama::dameta::tune` and docs/engine.md, "Dameta").

use std::fs::{File, OpenOptions};
use std::io::{BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};

use dama::dameta::tune::{self, FitOptions, GenOptions};
use dama::dameta::weights::WEIGHTS;

/// The fewest positions a fit is run on.
const FEWEST: usize = 100;

/// `dama tune gen --game dameta`: appends the games' labelled positions to `out`.
pub fn generate(opts: &GenOptions, out: &Path) -> Result<()> {
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .with_context(|| format!("cannot open {} to add data to it", out.display()))?;
    let mut writer = BufWriter::new(file);
    let mut stdout = std::io::stdout().lock();
    writeln!(
        stdout,
        "generating {} dameta games at depth {} on {} into {}",
        opts.games,
        opts.depth,
        super::threads_text(opts.threads),
        out.display()
    )?;
    let started = Instant::now();
    let (mut done, mut positions, mut plies, mut goals) = (0u64, 0u64, 0u64, 0u64);
    tune::generate(opts, &mut |game| -> std::io::Result<()> {
        tune::write_samples(&mut writer, &game.samples)?;
        done += 1;
        positions += game.samples.len() as u64;
        plies += game.plies as u64;
        goals += u64::from(game.goals[0]) + u64::from(game.goals[1]);
        if done % 50 == 0 || done == u64::from(opts.games) {
            writer.flush()?;
            let _ = writeln!(
                stdout,
                "{done} games, {positions} positions, {:.0} plies and {:.1} goals a game, {:.0} s",
                plies as f64 / done as f64,
                goals as f64 / done as f64,
                started.elapsed().as_secs_f64()
            );
        }
        Ok(())
    })
    .with_context(|| format!("writing {}", out.display()))?;
    writer.flush()?;
    Ok(())
}

/// `dama tune hand --game dameta`: fits the weights to the data files and writes them.
pub fn fit_hand(data: &[PathBuf], out: Option<PathBuf>, steps: u32, validation: f64) -> Result<()> {
    let out = out.unwrap_or_else(|| "crates/dama-dameta/assets/dameta-eval.txt".into());
    let mut samples = Vec::new();
    for path in data {
        let file = File::open(path).with_context(|| format!("cannot read {}", path.display()))?;
        let more = tune::read_samples(BufReader::new(file)).with_context(|| {
            format!(
                "{} is not a Dameta data file of dama tune gen --game dameta",
                path.display()
            )
        })?;
        samples.extend(more);
    }
    if samples.len() < FEWEST {
        bail!(
            "the data files hold {} positions: too few to fit (make more with dama tune gen --game dameta)",
            samples.len()
        );
    }
    let opts = FitOptions {
        steps: steps.max(1),
        validation,
        prior: 0.001,
    };
    let f = tune::fit(&samples, &WEIGHTS, &opts);
    let names: Vec<String> = data.iter().map(|p| p.display().to_string()).collect();
    let comment = format!(
        "Dameta's evaluation weights (src/dameta/weights.rs says what each one is), in hundredths\n\
         of a man, a goal being 1000. Written by dama tune hand --game dameta --passes {}\n\
         from {} positions ({} held out); K = {:.1}; held-out loss {:.6} -> {:.6}.\n\
         Data: {}",
        opts.steps,
        samples.len(),
        f.held_out,
        f.k,
        f.before,
        f.after,
        names.join(" ")
    );
    std::fs::write(&out, f.weights.to_text(&comment))
        .with_context(|| format!("cannot write {}", out.display()))?;
    println!(
        "{} positions ({} held out), K = {:.1}: held-out loss {:.6} -> {:.6}; wrote {}",
        samples.len(),
        f.held_out,
        f.k,
        f.before,
        f.after,
        out.display()
    );
    Ok(())
}
