//! `dama tune fit --game G`: the learned part of a draughts game's evaluation fitted to
//! the data files — Italian's model (`dama::draughts::italian::tune::fit`, trained on
//! the samples in order, the last ones held out) and the variants' pattern tables
//! (`dama::draughts::tune::pattern_fit`, on the merged positions). Reading the data is
//! the shared path's (`tune_games.rs`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::Result;

use dama::draughts::italian::eval::{evaluate, evaluate_with};
use dama::draughts::italian::tune::fit::{self, FitOptions, Prepared};
use dama::draughts::pattern;
use dama::draughts::tune::data::Sample;
use dama::draughts::tune::pattern_fit;
use dama::draughts::tune::texel::fit_scale;
use dama::draughts::{Board, RuleSet, italian};

use super::tune_games::{HandGame, Loaded, read_samples};

/// `dama tune fit` for Italian: the learned model, written to `out` (by default
/// `crates/dama-draughts/assets/italian-eval.bin`).
pub fn italian(data: &[PathBuf], out: Option<PathBuf>, opts: &FitOptions) -> Result<()> {
    let out = out.unwrap_or_else(|| "crates/dama-draughts/assets/italian-eval.bin".into());
    let mut stdout = std::io::stdout().lock();
    let samples = read_samples::<italian::Position>(data)?;
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
    let report = |name: &str, eval: &dyn Fn(&Sample<italian::Position>) -> i32| {
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
    std::fs::write(&out, weights.to_bytes())?;
    written(
        &report("the written weights", &|s| {
            evaluate_with(&s.position, &weights)
        }),
        &out,
    )
}

/// `dama tune fit --game G` for a variant: the pattern tables, written to `out` (by
/// default `crates/dama-draughts/assets/<game>-patterns.bin`); `--epochs` counts the
/// full-batch steps, `--batch` and `--seed` are not used.
pub fn patterns<R: RuleSet>(data: &[PathBuf], out: Option<PathBuf>, o: &FitOptions) -> Result<()> {
    let fit = pattern_fit::FitOptions {
        steps: o.epochs,
        l2: o.l2,
        rate: o.lr,
        report: (o.epochs / 10).max(1),
    };
    let out = out
        .unwrap_or_else(|| format!("crates/dama-draughts/assets/{}-patterns.bin", R::NAME).into());
    let all = read_samples::<Board<R>>(data)?;
    let k_search = Board::<R>::search_scale(&all);
    let Loaded {
        samples,
        k_search: _,
        distinct,
        train,
        held,
    } = Loaded::from_samples(&all, o.lambda, o.validation, k_search);
    let mut stdout = std::io::stdout().lock();
    let k = fit_scale(&train, &R::HAND, 2);
    // The same held-out positions with the results alone as targets (the split is by
    // position, so it is the same set), at the results' own scale: comparable across
    // --lambda.
    let results = (o.lambda != 1.0).then(|| {
        let r = Loaded::from_samples(&all, 1.0, o.validation, k_search);
        let k = fit_scale(&r.train, &R::HAND, 2);
        (r.held, k)
    });
    drop(all);
    let losses = |folded: &[i16]| {
        let blend = pattern_fit::exact_loss(&held, folded, k);
        match &results {
            Some((h, kr)) => format!(
                "{blend:.6} (against the results alone {:.6})",
                pattern_fit::exact_loss(h, folded, *kr)
            ),
            None => format!("{blend:.6}"),
        }
    };
    writeln!(
        stdout,
        "{} {} positions, {distinct} distinct ({} held out); K = {k:.1}\n\
         without patterns: held out {}\n\
         with the shipped ones (at the game's share): held out {}",
        samples,
        R::NAME,
        held.len(),
        losses(&[]),
        losses(R::PATTERNS),
    )?;
    let started = Instant::now();
    let table = pattern_fit::fit(&train, &held, k, &fit, &mut |p| {
        let _ = writeln!(
            stdout,
            "step {:>4}: loss {:.6}, held out {:.6}, {:.0} s",
            p.step,
            p.train,
            p.held,
            started.elapsed().as_secs_f64()
        );
    });
    let folded = pattern::fold_vec(&table, <R::Geo as pattern::Regions>::COUNT, 100);
    std::fs::write(&out, pattern::encode::<R>(&table))?;
    written(
        &format!(
            "fitted patterns (as the engine rounds them): loss {:.6}, held out {}",
            pattern_fit::exact_loss(&train, &folded, k),
            losses(&folded),
        ),
        &out,
    )
}

/// The last lines of a fit: how the written weights do, and where they went.
fn written(report: &str, out: &Path) -> Result<()> {
    writeln!(
        std::io::stdout(),
        "{report}\nwritten to {} (rebuild to embed them)",
        out.display()
    )?;
    Ok(())
}
