//! `dama tune gen | hand | fit` (and `marks`, in `tune_marks.rs`): the draughts games'
//! data generator and tuners from the command line, one path for every game where they
//! share steps (docs/tools.md; how they work: docs/engine.md). This file holds the
//! dispatch and the data generator; the hand-weight fits are in `tune_hand.rs`, the
//! learned fits in `tune_fit.rs`, what they share in `tune_games.rs`, Dameta's in
//! `tune_dameta.rs`.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use anyhow::{Result, bail};

use dama::core::Evaluate;
use dama::draughts::italian::tune::fit::FitOptions;
use dama::draughts::tune::data::{DataError, TuneData, Writer};
use dama::draughts::tune::selfplay::{self, GenOptions};

use super::with_draughts;
use crate::cli::{FitInput, GameArg, TuneCommand};

pub use super::tune_games::TooLittleData;

/// What `dama tune` says for a game it does not tune (DamHex^3, or Dameta's learned fit).
fn refuse(game: GameArg) -> Result<()> {
    bail!(
        "dama tune works for the draughts games (italian, english, brazilian, international), \
         not {game:?}: Dameta and DamHex^3 have no tuned evaluation"
    )
}

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
            with_draughts!(game, G => generate::<G>(&opts, &out), match game {
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
                other => refuse(other),
            })
        }
        TuneCommand::Hand {
            input: FitInput { game, data },
            out,
            lambda,
            passes,
            validation,
            threads,
        } => {
            let o = super::tune_hand::HandOptions {
                lambda: lambda.clamp(0.0, 1.0),
                passes,
                validation: validation.clamp(0.0, 0.5),
                threads: threads as usize,
            };
            with_draughts!(game, G => super::tune_hand::fit_hand::<G>(&data, out, &o), match game {
                GameArg::Dameta => super::tune_dameta::fit_hand(&data, out, passes, o.validation),
                other => refuse(other),
            })
        }
        TuneCommand::Fit {
            input: FitInput { game, data },
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
            use dama::draughts::international::International;
            use dama::draughts::{brazilian::Brazilian, english::English};
            match game {
                GameArg::Italian => super::tune_fit::italian(&data, out, &opts),
                GameArg::English => super::tune_fit::patterns::<English>(&data, out, &opts),
                GameArg::Brazilian => super::tune_fit::patterns::<Brazilian>(&data, out, &opts),
                GameArg::International => {
                    super::tune_fit::patterns::<International>(&data, out, &opts)
                }
                other => refuse(other),
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

/// `dama tune gen --game G` for a draughts game: plays the games and appends their
/// positions to `out`.
fn generate<G: TuneData + Evaluate>(opts: &GenOptions, out: &Path) -> Result<()> {
    let mut writer = Writer::<G>::append(out)?;
    let mut stdout = std::io::stdout().lock();
    writeln!(
        stdout,
        "generating {} {} games at depth {} on {} into {}",
        opts.games,
        G::VARIANT,
        opts.depth,
        super::threads_text(opts.threads),
        out.display()
    )?;
    let started = Instant::now();
    let (mut done, mut positions, mut plies) = (0u64, 0u64, 0u64);
    let mut results = [0u64; 3];
    selfplay::generate::<G, DataError>(opts, &mut |game| {
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
