//! `dama tune gen | hand --game G` for English, Brazilian and International draughts: the
//! self-play data generator and the hand-written weights' tuner of the variants of
//! `Board` (docs/tools.md; how they work: docs/engine.md). Italian's are in `super::tune`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Result, bail};

use dama::draughts::brazilian::Brazilian;
use dama::draughts::english::English;
use dama::draughts::international::International;
use dama::draughts::italian::tune::fit::FitOptions as ItalianFit;
use dama::draughts::italian::tune::selfplay::GenOptions as ItalianGen;
use dama::draughts::pattern;
use dama::draughts::tune::data::{DataError, Writer, read};
use dama::draughts::tune::hand_fit;
use dama::draughts::tune::pattern_fit::{self, FitOptions};
use dama::draughts::tune::selfplay::{self, GenOptions};
use dama::draughts::{Board, RuleSet};

use crate::cli::GameArg;

fn refuse(game: GameArg) -> Result<()> {
    bail!(
        "dama tune works for the draughts games (italian, english, brazilian, international), \
         not {game:?}: Dameta and DamHex^3 have no tuned evaluation"
    )
}

/// `dama tune gen --game G` for a variant.
pub fn generate(game: GameArg, opts: &ItalianGen, out: &Path) -> Result<()> {
    let opts = GenOptions {
        games: opts.games,
        depth: opts.depth,
        random_plies: opts.random_plies,
        threads: opts.threads,
        seed: opts.seed,
    };
    match game {
        GameArg::English => generate_for::<English>(&opts, out),
        GameArg::Brazilian => generate_for::<Brazilian>(&opts, out),
        GameArg::International => generate_for::<International>(&opts, out),
        other => refuse(other),
    }
}

fn generate_for<R: RuleSet>(opts: &GenOptions, out: &Path) -> Result<()> {
    let mut writer = Writer::<Board<R>>::append(out)?;
    let mut stdout = std::io::stdout().lock();
    writeln!(
        stdout,
        "generating {} {} games at depth {} on {} into {}",
        opts.games,
        R::NAME,
        opts.depth,
        super::threads_text(opts.threads),
        out.display()
    )?;
    let started = Instant::now();
    let (mut done, mut positions, mut plies) = (0u64, 0u64, 0u64);
    let mut results = [0u64; 3];
    selfplay::generate::<Board<R>, DataError>(opts, &mut |game| {
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

/// `dama tune hand --game G` for a variant.
pub fn fit_hand(
    game: GameArg,
    data: &[PathBuf],
    out: Option<PathBuf>,
    lambda: f64,
    rounds: u32,
    validation: f64,
    threads: usize,
) -> Result<()> {
    let o = HandOptions {
        lambda,
        rounds,
        validation,
        threads,
    };
    match game {
        GameArg::English => fit_hand_for::<English>(data, out, &o),
        GameArg::Brazilian => fit_hand_for::<Brazilian>(data, out, &o),
        GameArg::International => fit_hand_for::<International>(data, out, &o),
        other => refuse(other),
    }
}

/// The data files' positions, merged and split for a fit.
struct Loaded<R: RuleSet> {
    samples: usize,
    /// The scale of the data's search scores.
    k_search: f64,
    distinct: usize,
    train: Vec<hand_fit::Entry<R>>,
    held: Vec<hand_fit::Entry<R>>,
}

/// Reads the data files, merges their positions (targets with `lambda`) and holds out
/// `validation` of them; too few positions to fit is an error.
fn load<R: RuleSet>(data: &[PathBuf], lambda: f64, validation: f64) -> Result<Loaded<R>> {
    let mut samples = Vec::new();
    for path in data {
        samples.extend(read::<Board<R>>(path)?);
    }
    if samples.len() < 2 {
        return Err(super::tune::TooLittleData(samples.len()).into());
    }
    let k_search = hand_fit::fit_search_scale(&samples);
    let entries = hand_fit::merge(&samples, lambda, k_search);
    let distinct = entries.len();
    let (train, held) = hand_fit::split(entries, validation);
    Ok(Loaded {
        samples: samples.len(),
        k_search,
        distinct,
        train,
        held,
    })
}

struct HandOptions {
    lambda: f64,
    rounds: u32,
    validation: f64,
    threads: usize,
}

fn fit_hand_for<R: RuleSet>(data: &[PathBuf], out: Option<PathBuf>, o: &HandOptions) -> Result<()> {
    let out =
        out.unwrap_or_else(|| format!("crates/dama-draughts/assets/{}-hand.txt", R::NAME).into());
    let Loaded {
        samples,
        k_search,
        distinct,
        train,
        held,
    } = load::<R>(data, o.lambda, o.validation)?;
    let mut stdout = std::io::stdout().lock();
    let start = R::HAND;
    let k = hand_fit::fit_scale(&train, &start, o.threads);
    writeln!(
        stdout,
        "{} {} positions, {distinct} distinct ({} held out); K = {k:.1} (search scores: {k_search:.1})",
        samples,
        R::NAME,
        held.len()
    )?;
    let before = (
        hand_fit::loss(&train, &start, k, o.threads),
        hand_fit::loss(&held, &start, k, o.threads),
    );
    writeln!(
        stdout,
        "shipped weights: loss {:.6}, held out {:.6}",
        before.0, before.1
    )?;
    let started = Instant::now();
    let tuned = hand_fit::tune(&train, &start, k, o.rounds, o.threads, &mut |r, w| {
        let _ = writeln!(
            stdout,
            "round {:>2}: loss {:.6}{}, {:.0} s\n  {:?}",
            r.round,
            r.loss,
            if r.kept { "" } else { " (not kept)" },
            started.elapsed().as_secs_f64(),
            w.0
        );
    });
    let after = (
        hand_fit::loss(&train, &tuned, k, o.threads),
        hand_fit::loss(&held, &tuned, k, o.threads),
    );
    let names: Vec<String> = data
        .iter()
        .map(|p| {
            p.file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let comment = format!(
        "The {} draughts hand-written evaluation's weights (src/draughts/hand_weights.rs says\n\
         what each one is), in hundredths of a man. Written by dama tune hand --game {} (lambda {})\n\
         from {} positions ({distinct} distinct); K = {k:.1}; held-out loss {:.6} -> {:.6}.\n\
         Data: {}",
        R::NAME,
        R::NAME,
        o.lambda,
        samples,
        before.1,
        after.1,
        names.join(" ")
    );
    std::fs::write(&out, tuned.to_text(&comment))?;
    writeln!(
        std::io::stdout(),
        "tuned weights: loss {:.6}, held out {:.6}\nwritten to {} (rebuild to embed them)",
        after.0,
        after.1,
        out.display()
    )?;
    Ok(())
}

/// `dama tune fit --game G` for a variant: the pattern tables.
pub fn fit_patterns(
    game: GameArg,
    data: &[PathBuf],
    out: Option<PathBuf>,
    o: &ItalianFit,
) -> Result<()> {
    let fit = FitOptions {
        steps: o.epochs,
        l2: o.l2,
        rate: o.lr,
        report: (o.epochs / 10).max(1),
    };
    match game {
        GameArg::English => fit_patterns_for::<English>(data, out, o, &fit),
        GameArg::Brazilian => fit_patterns_for::<Brazilian>(data, out, o, &fit),
        GameArg::International => fit_patterns_for::<International>(data, out, o, &fit),
        other => refuse(other),
    }
}

fn fit_patterns_for<R: RuleSet>(
    data: &[PathBuf],
    out: Option<PathBuf>,
    o: &ItalianFit,
    fit: &FitOptions,
) -> Result<()> {
    let out = out
        .unwrap_or_else(|| format!("crates/dama-draughts/assets/{}-patterns.bin", R::NAME).into());
    let Loaded {
        samples,
        k_search: _,
        distinct,
        train,
        held,
    } = load::<R>(data, o.lambda, o.validation)?;
    let mut stdout = std::io::stdout().lock();
    let k = hand_fit::fit_scale(&train, &R::HAND, 2);
    let shipped = |e: &[hand_fit::Entry<R>]| pattern_fit::exact_loss(e, R::PATTERNS, k);
    writeln!(
        stdout,
        "{} {} positions, {distinct} distinct ({} held out); K = {k:.1}\n\
         without patterns: held out {:.6}; with the shipped ones (at the game's share): held out {:.6}",
        samples,
        R::NAME,
        held.len(),
        pattern_fit::exact_loss(&held, &[], k),
        shipped(&held),
    )?;
    let started = Instant::now();
    let table = pattern_fit::fit(&train, &held, k, fit, &mut |p| {
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
    let after = (
        pattern_fit::exact_loss(&train, &folded, k),
        pattern_fit::exact_loss(&held, &folded, k),
    );
    std::fs::write(&out, pattern::encode::<R>(&table))?;
    writeln!(
        std::io::stdout(),
        "fitted patterns (as the engine rounds them): loss {:.6}, held out {:.6}\n\
         written to {} (rebuild to embed them)",
        after.0,
        after.1,
        out.display()
    )?;
    Ok(())
}
