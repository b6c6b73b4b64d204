//! `dama tune hand --game G` for the draughts games: one path for Italian and the
//! variants of `Board` (read and merge the data, fit the scale, report the shipped
//! weights' loss, tune, report, write), each game bringing its descent and its weights
//! file ([`HandGame`]). Dameta's is in `tune_dameta.rs`.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::Result;

use dama::draughts::tune::texel::{fit_scale, loss};

use super::tune_games::{HandFit, HandGame, Loaded, file_names, load};

/// The options of `dama tune hand` for a draughts game.
pub struct HandOptions {
    /// The share of the game's result in the target.
    pub lambda: f64,
    /// The game's bound on its rounds (Italian: passes a step; the variants: rounds).
    pub passes: u32,
    /// The share of the distinct positions held out.
    pub validation: f64,
    pub threads: usize,
}

/// `dama tune hand --game G`: fits the hand-written weights of `G` to the data files and
/// writes them to `out` (by default `crates/dama-draughts/assets/<game>-hand.txt`).
pub fn fit_hand<G: HandGame>(
    data: &[PathBuf],
    out: Option<PathBuf>,
    o: &HandOptions,
) -> Result<()> {
    let out = out
        .unwrap_or_else(|| format!("crates/dama-draughts/assets/{}-hand.txt", G::VARIANT).into());
    let Loaded {
        samples,
        k_search,
        distinct,
        train,
        held,
    } = load::<G>(data, o.lambda, o.validation, G::search_scale)?;
    let mut stdout = std::io::stdout().lock();
    let start = G::shipped();
    let k = fit_scale(&train, &start, o.threads);
    writeln!(
        stdout,
        "{samples} {} positions, {distinct} distinct ({} held out); K = {k:.1} (search scores: {k_search:.1})",
        G::VARIANT,
        held.len()
    )?;
    let losses = |w: &G::Weights| (loss(&train, w, k, o.threads), loss(&held, w, k, o.threads));
    let before = losses(&start);
    writeln!(
        stdout,
        "shipped weights: loss {:.6}, held out {:.6}",
        before.0, before.1
    )?;
    let fit = HandFit {
        train: &train,
        start: &start,
        k,
        passes: o.passes,
        threads: o.threads,
    };
    let started = Instant::now();
    let tuned = G::tune(&fit, &mut |what, weights| {
        let secs = started.elapsed().as_secs_f64();
        let _ = writeln!(stdout, "{what}, {secs:.0} s\n  {weights:?}");
    });
    let after = losses(&tuned);
    let comment = format!(
        "{samples} positions ({distinct} distinct); K = {k:.1}; held-out loss {:.6} -> {:.6}.\n\
         Data: {}",
        before.1,
        after.1,
        file_names(data)
    );
    std::fs::write(&out, G::text(&tuned, o.lambda, &comment))?;
    writeln!(
        stdout,
        "tuned weights: loss {:.6}, held out {:.6}\nwritten to {} (rebuild to embed them)",
        after.0,
        after.1,
        out.display()
    )?;
    Ok(())
}
