//! `dama tune marks --game G`: the fit of the winning-chances curve that the analysis
//! judges moves by (`dama::study::fit`, docs/analysis.md): self-play games, then the
//! scale that best predicts their results, printed as the line of
//! `crates/dama-game/src/study/expected.rs` that holds it.

use std::io::Write;
use std::time::Instant;

use anyhow::{Result, bail};

use dama::core::Evaluate;
use dama::study::fit::{self, FitOptions, Point};

use crate::cli::GameArg;

/// `dama tune marks`.
pub fn run(game: GameArg, opts: &FitOptions) -> Result<()> {
    use dama::draughts::{brazilian, english, international, italian};
    match game {
        GameArg::Italian => run_for::<italian::Position>(opts),
        GameArg::English => run_for::<english::Position>(opts),
        GameArg::Brazilian => run_for::<brazilian::Position>(opts),
        GameArg::International => run_for::<international::Position>(opts),
        GameArg::Dameta => run_for::<dama::dameta::Position>(opts),
        other => bail!(
            "dama tune marks fits the two-player games, not {other:?}: with three players \
             no move is judged (docs/analysis.md)"
        ),
    }
}

fn run_for<G: Evaluate>(opts: &FitOptions) -> Result<()> {
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "playing {} {} games at depth {}{} on {} thread(s)",
        opts.games,
        G::VARIANT,
        opts.depth,
        gap(opts),
        opts.threads
    )?;
    let started = Instant::now();
    let mut points: Vec<Point> = Vec::new();
    let (mut done, mut results) = (0u32, [0u32; 3]);
    fit::play::<G>(opts, &mut |game| {
        done += 1;
        results[(game.first * 2.0).round() as usize] += 1;
        points.extend(game.points);
        if done % 10 == 0 || done == opts.games {
            let _ = writeln!(
                out,
                "{done} games, {} positions, first player +{} ={} -{}, {:.0} s",
                points.len(),
                results[2],
                results[1],
                results[0],
                started.elapsed().as_secs_f64()
            );
        }
    });
    if points.len() < 2 {
        bail!("the games gave {} positions: too few to fit", points.len());
    }
    let k = fit::fit_scale(&points);
    let today = time::OffsetDateTime::now_utc().date();
    writeln!(
        out,
        "K = {k:.1} (loss {:.4}; at K = 100: {:.4}, at K = 400: {:.4})",
        fit::loss(&points, k),
        fit::loss(&points, 100.0),
        fit::loss(&points, 400.0)
    )?;
    writeln!(
        out,
        "for crates/dama-game/src/study/expected.rs ({today}, {} games at depth {}{}):\n    (\"{}\", {k:.1}),",
        opts.games,
        opts.depth,
        gap(opts),
        G::VARIANT
    )?;
    Ok(())
}

/// ", one side by lot N plies deeper" when the players are unequal.
fn gap(opts: &FitOptions) -> String {
    match opts.depth_gap {
        0 => String::new(),
        n => format!(", one side by lot {n} plies deeper"),
    }
}
