//! What the `dama tune` commands share below the dispatch: reading data files, merging
//! and splitting their positions, and what each draughts game brings to the one
//! hand-weight path ([`HandGame`]: its shipped weights, its descent, its weights file).
//! Italian and the variants of `Board` differ only there.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::Result;

use dama::draughts::italian;
use dama::draughts::italian::tune::{fit as italian_fit, hand_fit as italian_hand};
use dama::draughts::tune::data::{Sample, TuneData, read};
use dama::draughts::tune::hand_fit;
use dama::draughts::tune::texel::{Entry, Tuned, merge, split};
use dama::draughts::{Board, RuleSet, hand_weights};

/// The data files hold too few positions to fit anything: exit status 2.
#[derive(Debug, thiserror::Error)]
#[error("the data files hold {0} positions: too few to fit (make more with dama tune gen)")]
pub struct TooLittleData(pub usize);

/// Every sample of the data files, in order; too few to fit is an error.
pub fn read_samples<G: TuneData>(data: &[PathBuf]) -> Result<Vec<Sample<G>>> {
    let mut samples = Vec::new();
    for path in data {
        samples.extend(read::<G>(path)?);
    }
    if samples.len() < 2 {
        return Err(TooLittleData(samples.len()).into());
    }
    Ok(samples)
}

/// The data files' names, for the comment of a written weights file.
pub fn file_names(data: &[PathBuf]) -> String {
    let names: Vec<String> = data
        .iter()
        .map(|p| {
            p.file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.join(" ")
}

/// The data files' positions, merged and split for a fit.
pub struct Loaded<G> {
    pub samples: usize,
    /// The scale of the data's search scores.
    pub k_search: f64,
    pub distinct: usize,
    pub train: Vec<Entry<G>>,
    pub held: Vec<Entry<G>>,
}

/// Reads the data files, merges their positions (targets with `lambda`, the search
/// scores at the scale `search_scale` finds) and holds out `validation` of them; too few
/// positions to fit is an error.
pub fn load<G: TuneData + Tuned>(
    data: &[PathBuf],
    lambda: f64,
    validation: f64,
    search_scale: fn(&[Sample<G>]) -> f64,
) -> Result<Loaded<G>> {
    let samples = read_samples::<G>(data)?;
    let k_search = search_scale(&samples);
    let entries = merge(&samples, lambda, k_search);
    let distinct = entries.len();
    let (train, held) = split(entries, validation);
    Ok(Loaded {
        samples: samples.len(),
        k_search,
        distinct,
        train,
        held,
    })
}

/// What a draughts game brings to `dama tune hand`; the rest of the path is shared
/// (`super::tune_hand`).
pub trait HandGame: TuneData + Tuned {
    /// The weights the program ships, where the fit starts.
    fn shipped() -> Self::Weights;
    /// The scale of the data's search scores against their results.
    fn search_scale(samples: &[Sample<Self>]) -> f64;
    /// Tunes `start` on `train` at scale `k` (`passes`: the game's own bound on its
    /// rounds), printing each round to `out`.
    fn tune(
        train: &[Entry<Self>],
        start: &Self::Weights,
        k: f64,
        passes: u32,
        threads: usize,
        out: &mut dyn Write,
    ) -> Self::Weights;
    /// The weights file: `comment` (which says where the weights came from) after the
    /// game's own first lines, then the weights.
    fn text(w: &Self::Weights, lambda: f64, comment: &str) -> String;
}

impl HandGame for italian::Position {
    fn shipped() -> italian::weights::HandWeights {
        italian::weights::HAND
    }
    fn search_scale(samples: &[Sample<Self>]) -> f64 {
        italian_fit::fit_scale(samples)
    }
    fn tune(
        train: &[Entry<Self>],
        start: &italian::weights::HandWeights,
        k: f64,
        passes: u32,
        threads: usize,
        out: &mut dyn Write,
    ) -> italian::weights::HandWeights {
        let started = Instant::now();
        italian_hand::tune(train, start, k, passes, threads, &mut |p, w| {
            let _ = writeln!(
                out,
                "step {:>2} pass {:>2}: loss {:.6}, {} weights moved, {:.0} s\n  {:?}",
                p.step,
                p.pass,
                p.loss,
                p.moved,
                started.elapsed().as_secs_f64(),
                w.to_values()
            );
        })
    }
    fn text(w: &italian::weights::HandWeights, lambda: f64, comment: &str) -> String {
        w.to_text(&format!(
            "The Italian hand-written evaluation's weights (src/draughts/italian/weights.rs says what\n\
             each one is), in hundredths of a man. Written by dama tune hand (lambda {lambda}) from\n\
             {comment}"
        ))
    }
}

impl<R: RuleSet> HandGame for Board<R> {
    fn shipped() -> hand_weights::HandWeights {
        R::HAND
    }
    fn search_scale(samples: &[Sample<Self>]) -> f64 {
        hand_fit::fit_search_scale(samples)
    }
    fn tune(
        train: &[Entry<Self>],
        start: &hand_weights::HandWeights,
        k: f64,
        passes: u32,
        threads: usize,
        out: &mut dyn Write,
    ) -> hand_weights::HandWeights {
        let started = Instant::now();
        hand_fit::tune(train, start, k, passes, threads, &mut |r, w| {
            let _ = writeln!(
                out,
                "round {:>2}: loss {:.6}{}, {:.0} s\n  {:?}",
                r.round,
                r.loss,
                if r.kept { "" } else { " (not kept)" },
                started.elapsed().as_secs_f64(),
                w.0
            );
        })
    }
    fn text(w: &hand_weights::HandWeights, lambda: f64, comment: &str) -> String {
        w.to_text(&format!(
            "The {} draughts hand-written evaluation's weights (src/draughts/hand_weights.rs says\n\
             what each one is), in hundredths of a man. Written by dama tune hand --game {} (lambda {lambda})\n\
             from {comment}",
            R::NAME,
            R::NAME,
        ))
    }
}
