//! `dama tune gen | hand | fit` (and `marks`, in `tune_marks.rs`): the Italian evaluation's data generator and tuner from the
//! command line (docs/tools.md; how they work: docs/engine.md).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Result;

use dama::draughts::italian::eval::{evaluate, evaluate_with};
use dama::draughts::italian::tune::data::{self, DataError, Writer};
use dama::draughts::italian::tune::fit::{self, FitOptions, Prepared};
use dama::draughts::italian::tune::hand_fit;
use dama::draughts::italian::tune::selfplay::{self, GenOptions};
use dama::draughts::italian::weights::HAND;

use crate::cli::{GameArg, TuneCommand};

/// The data files hold too few positions to fit anything: exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("the data files hold {0} positions: too few to fit (make more with dama tune gen)")]
pub struct TooLittleData(pub usize);

pub fn run(c: TuneCommand) -> Result<()> {
    match c {
        TuneCommand::Gen {
            game,
            out,
            games,
            depth,
            random_plies,
            threads,
            seed,
        } => {
            let opts = GenOptions {
                games,
                depth,
                random_plies,
                threads: threads as usize,
                seed,
            };
            match game {
                GameArg::Italian => generate(&opts, &out),
                GameArg::Dameta => super::tune_dameta::generate(
                    &dama::dameta::tune::GenOptions {
                        games,
                        depth,
                        random_plies,
                        threads: threads as usize,
                        seed,
                    },
                    &out,
                ),
                other => super::tune_variant::generate(other, &opts, &out),
            }
        }
        TuneCommand::Hand {
            game,
            data,
            out,
            lambda,
            passes,
            validation,
            threads,
        } => {
            let (lambda, validation) = (lambda.clamp(0.0, 1.0), validation.clamp(0.0, 0.5));
            let threads = threads as usize;
            match game {
                GameArg::Italian => {
                    let out = out
                        .unwrap_or_else(|| "crates/dama-draughts/assets/italian-hand.txt".into());
                    fit_hand(&data, &out, lambda, passes, validation, threads)
                }
                GameArg::Dameta => super::tune_dameta::fit_hand(&data, out, passes, validation),
                other => super::tune_variant::fit_hand(
                    other, &data, out, lambda, passes, validation, threads,
                ),
            }
        }
        TuneCommand::Fit {
            game,
            data,
            out,
            epochs,
            lr,
            l2,
            lambda,
            batch,
            validation,
            seed,
        } => {
            let opts = FitOptions {
                epochs,
                lr,
                l2,
                lambda: lambda.clamp(0.0, 1.0),
                batch: batch as usize,
                validation: validation.clamp(0.0, 0.5),
                seed,
            };
            match game {
                GameArg::Italian => fit(
                    &data,
                    &out.unwrap_or_else(|| "crates/dama-draughts/assets/italian-eval.bin".into()),
                    &opts,
                ),
                other => super::tune_variant::fit_patterns(other, &data, out, &opts),
            }
        }
        TuneCommand::Marks {
            game,
            games,
            depth,
            random_plies,
            depth_gap,
            threads,
            seed,
        } => super::tune_marks::run(
            game,
            &dama::study::fit::FitOptions {
                games,
                depth,
                random_plies,
                depth_gap,
                threads: threads as usize,
                seed,
            },
        ),
    }
}

fn generate(opts: &GenOptions, out: &Path) -> Result<()> {
    let mut writer = Writer::append(out)?;
    let mut stdout = std::io::stdout().lock();
    writeln!(
        stdout,
        "generating {} games at depth {} on {} into {}",
        opts.games,
        opts.depth,
        super::threads_text(opts.threads),
        out.display()
    )?;
    let started = Instant::now();
    let (mut done, mut positions, mut plies) = (0u64, 0u64, 0u64);
    let mut results = [0u64; 3];
    selfplay::generate(opts, &mut |game| -> Result<(), DataError> {
        writer.write(&game.samples)?;
        done += 1;
        positions += game.samples.len() as u64;
        plies += game.plies as u64;
        results[usize::from(game.result)] += 1;
        if done % 100 == 0 || done == u64::from(opts.games) {
            let _ = writeln!(
                stdout,
                "{done} games, {positions} positions, {:.0} plies a game, White +{} ={} -{}, {:.0} s",
                plies as f64 / done as f64,
                results[2],
                results[1],
                results[0],
                started.elapsed().as_secs_f64()
            );
        }
        Ok(())
    })?;
    Ok(())
}

/// Every sample of the data files, in order; too few to fit is an error.
fn read_samples(data: &[PathBuf]) -> Result<Vec<data::Sample>> {
    let mut samples = Vec::new();
    for path in data {
        samples.extend(data::read(path)?);
    }
    if samples.len() < 2 {
        return Err(TooLittleData(samples.len()).into());
    }
    Ok(samples)
}

fn fit(data: &[PathBuf], out: &Path, opts: &FitOptions) -> Result<()> {
    let mut stdout = std::io::stdout().lock();
    let samples = read_samples(data)?;
    let cut = samples.len() - ((samples.len() as f64 * opts.validation) as usize).max(1);
    let k = fit::fit_scale(&samples[..cut]);
    writeln!(
        stdout,
        "{} positions ({} held out), K = {k:.1}",
        samples.len(),
        samples.len() - cut
    )?;
    let prepared: Vec<Prepared> = samples
        .iter()
        .map(|s| fit::prepare(s, k, opts.lambda))
        .collect();
    let (train, held) = prepared.split_at(cut);
    let held_samples = &samples[cut..];
    // The same positions with the results alone as targets: comparable across --lambda.
    let results: Vec<Prepared> = held_samples
        .iter()
        .map(|s| fit::prepare(s, k, 1.0))
        .collect();
    let report = |name: &str, eval: &dyn Fn(&data::Sample) -> i32| {
        format!(
            "held-out loss of {name}: {:.5} (against the results alone {:.5})",
            fit::eval_loss(held_samples, held, k, eval),
            fit::eval_loss(held_samples, &results, k, eval)
        )
    };
    writeln!(
        stdout,
        "{}\n{}",
        report("the embedded weights", &|s| evaluate(&s.position)),
        report("the data's search scores", &|s| {
            i32::from(s.score.clamp(-3000, 3000))
        })
    )?;
    let mut train = train.to_vec();
    let started = Instant::now();
    let theta = fit::fit(&mut train, held, k, opts, &mut |e| {
        let _ = writeln!(
            stdout,
            "epoch {:>3}: loss {:.5}, held out {:.5}, {:.0} s",
            e.epoch,
            e.train,
            e.validation,
            started.elapsed().as_secs_f64()
        );
    });
    let weights = fit::export(&theta);
    std::fs::write(out, weights.to_bytes())?;
    writeln!(
        std::io::stdout(),
        "{}\nwritten to {} (rebuild to embed them)",
        report("the written weights", &|s| evaluate_with(
            &s.position,
            &weights
        )),
        out.display()
    )?;
    Ok(())
}

fn fit_hand(
    data: &[PathBuf],
    out: &Path,
    lambda: f64,
    passes: u32,
    validation: f64,
    threads: usize,
) -> Result<()> {
    let mut stdout = std::io::stdout().lock();
    let samples = read_samples(data)?;
    let k_search = fit::fit_scale(&samples);
    let entries = hand_fit::merge(&samples, lambda, k_search);
    let distinct = entries.len();
    let (train, held) = hand_fit::split(entries, validation);
    let k = hand_fit::fit_scale(&train, &HAND, threads);
    writeln!(
        stdout,
        "{} positions, {distinct} distinct ({} held out); K = {k:.1} (search scores: {k_search:.1})",
        samples.len(),
        held.len()
    )?;
    let before = (
        hand_fit::loss(&train, &HAND, k, threads),
        hand_fit::loss(&held, &HAND, k, threads),
    );
    writeln!(
        stdout,
        "shipped weights: loss {:.6}, held out {:.6}",
        before.0, before.1
    )?;
    let started = Instant::now();
    let tuned = hand_fit::tune(&train, &HAND, k, passes, threads, &mut |p, w| {
        let _ = writeln!(
            stdout,
            "step {:>2} pass {:>2}: loss {:.6}, {} weights moved, {:.0} s\n  {:?}",
            p.step,
            p.pass,
            p.loss,
            p.moved,
            started.elapsed().as_secs_f64(),
            w.to_values()
        );
    });
    let after = (
        hand_fit::loss(&train, &tuned, k, threads),
        hand_fit::loss(&held, &tuned, k, threads),
    );
    let comment = format!(
        "The Italian hand-written evaluation's weights (src/draughts/italian/weights.rs says what\n\
         each one is), in hundredths of a man. Written by dama tune hand (lambda {lambda}) from\n\
         {} positions ({distinct} distinct); K = {k:.1}; held-out loss {:.6} -> {:.6}.\n\
         Data: {}",
        samples.len(),
        before.1,
        after.1,
        data.iter()
            .map(|p| p
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned())
            .collect::<Vec<_>>()
            .join(" ")
    );
    std::fs::write(out, tuned.to_text(&comment))?;
    let mut stdout = std::io::stdout().lock();
    writeln!(
        stdout,
        "tuned weights: loss {:.6}, held out {:.6}\nwritten to {} (rebuild to embed them)",
        after.0,
        after.1,
        out.display()
    )?;
    Ok(())
}
