//! What the `dama tune` commands share below the dispatch: reading data files, merging
//! and splitting their positions, and what each draughts game brings to the one
//! hand-weight path ([`HandGame`]: its shipped weights, its descent, its weights file).
//! Italian and the variants of `Board` differ only there.

use std::path::PathBuf;

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
    Ok(Loaded::from_samples(&samples, lambda, validation, k_search))
}

impl<G: TuneData + Tuned> Loaded<G> {
    /// `samples` merged (targets with `lambda`, the search scores at `k_search`) and
    /// `validation` of them held out.
    pub fn from_samples(
        samples: &[Sample<G>],
        lambda: f64,
        validation: f64,
        k_search: f64,
    ) -> Self {
        let entries = merge(samples, lambda, k_search);
        let distinct = entries.len();
        let (train, held) = split(entries, validation);
        Loaded {
            samples: samples.len(),
            k_search,
            distinct,
            train,
            held,
        }
    }
}

/// One hand fit: the training positions, the weights it starts from, the scale `k`, the
/// game's bound on its rounds (Italian: passes a step; the variants: rounds) and the
/// threads computing the loss.
pub struct HandFit<'a, G: Tuned> {
    pub train: &'a [Entry<G>],
    pub start: &'a G::Weights,
    pub k: f64,
    pub passes: u32,
    pub threads: usize,
}

/// Hears a round of a hand fit: what it did, and the weights after it.
pub type Said<'a> = &'a mut dyn FnMut(String, &[i32]);

/// What a draughts game brings to `dama tune hand`; the rest of the path is shared
/// (`super::tune_hand`).
pub trait HandGame: TuneData + Tuned {
    /// The weights the program ships, where the fit starts.
    fn shipped() -> Self::Weights;
    /// The scale of the data's search scores against their results.
    fn search_scale(samples: &[Sample<Self>]) -> f64;
    /// Tunes the weights as `fit` says, telling `said` each round's words (its loss,
    /// what moved) and weights.
    fn tune(fit: &HandFit<'_, Self>, said: Said) -> Self::Weights;
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
    fn tune(f: &HandFit<'_, Self>, said: Said) -> italian::weights::HandWeights {
        italian_hand::tune(f.train, f.start, f.k, f.passes, f.threads, &mut |p, w| {
            let what = format!(
                "step {:>2} pass {:>2}: loss {:.6}, {} weights moved",
                p.step, p.pass, p.loss, p.moved
            );
            said(what, &w.to_values());
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
    fn tune(f: &HandFit<'_, Self>, said: Said) -> hand_weights::HandWeights {
        hand_fit::tune(f.train, f.start, f.k, f.passes, f.threads, &mut |r, w| {
            let kept = if r.kept { "" } else { " (not kept)" };
            said(
                format!("round {:>2}: loss {:.6}{kept}", r.round, r.loss),
                &w.0,
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
