//! `dama`: parses the command line and dispatches. The only place that uses `anyhow`.

mod cli;
mod commands;

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use cli::{Cli, Command};
use dama::game::pdn::PdnError;
use dama::game::save::SaveError;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            // One line that says what is wrong; `--help` has the rest.
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("bad arguments");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            eprintln!("dama: {first} (see dama --help)");
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("dama: {e:#}");
            // Bad input (a FEN of the wrong game or size, a save or PDN game of an unknown
            // or other game than asked) is a usage error, as in clap.
            let bad_input = e.downcast_ref::<commands::tools::BadInput>().is_some()
                || e.downcast_ref::<commands::damhex::DraughtsOnly>().is_some()
                || e.downcast_ref::<SaveError>()
                    .is_some_and(names_another_game);
            ExitCode::from(if bad_input { 2 } else { 1 })
        }
    }
}

/// A save or PDN game of a game this program does not know, or of another game than the
/// one asked for: bad input, like a FEN of the wrong board.
fn names_another_game(e: &SaveError) -> bool {
    matches!(
        e,
        SaveError::UnknownGame { .. }
            | SaveError::OtherGame { .. }
            | SaveError::Pdn {
                error: PdnError::OtherGame { .. },
                ..
            }
    )
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => commands::play::play(&cli::PlayArgs::default())?,
        Some(Command::Play(args)) => commands::play::play(&args)?,
        Some(Command::Moves {
            fen,
            game,
            stdin,
            after,
        }) => {
            let batch = stdin.then_some(commands::tools::Batch { after });
            commands::tools::moves(game, fen.as_deref(), batch)?;
        }
        Some(Command::Perft {
            depth,
            fen,
            divide,
            game,
        }) => {
            commands::tools::perft_command(game, fen.as_deref(), depth, divide)?;
        }
        Some(Command::Saves { dir }) => commands::games::saves(dir)?,
        Some(Command::Export {
            file, json, game, ..
        }) => commands::games::export(&file, json, game)?,
        Some(Command::Import {
            file,
            number,
            game,
            output,
            force,
        }) => commands::games::import(&file, number as usize, game, output.as_deref(), force)?,
        Some(Command::Analyze {
            game,
            fen,
            depth,
            movetime,
            level,
            hash,
            seed,
        }) => {
            let limit = match (depth, movetime, level) {
                (Some(d), _, _) => commands::engine::AnalyzeLimit::Depth(d),
                (_, Some(ms), _) => commands::engine::AnalyzeLimit::MoveTime(ms),
                (_, _, Some(l)) => commands::engine::AnalyzeLimit::Level(l),
                _ => anyhow::bail!("give one of --depth, --movetime or --level"),
            };
            if game == cli::GameArg::Damhex {
                commands::damhex::analyze(fen.as_deref(), limit, seed)?;
                return Ok(());
            }
            commands::with_game!(game, G => commands::engine::analyze::<G>(
                fen.as_deref(),
                limit,
                hash as usize,
                seed
            ))?;
        }
        Some(Command::Bench { game, depth }) => {
            use commands::engine::{
                BRAZILIAN_BENCH, ENGLISH_BENCH, INTERNATIONAL_BENCH, ITALIAN_BENCH, bench,
            };
            let (positions, default): (&[&'static str], u32) = match game {
                cli::GameArg::Italian => (&ITALIAN_BENCH.0, ITALIAN_BENCH.1),
                cli::GameArg::English => (&ENGLISH_BENCH.0, ENGLISH_BENCH.1),
                cli::GameArg::Brazilian => (&BRAZILIAN_BENCH.0, BRAZILIAN_BENCH.1),
                cli::GameArg::International => (&INTERNATIONAL_BENCH.0, INTERNATIONAL_BENCH.1),
                cli::GameArg::Damhex => return Err(commands::damhex::DraughtsOnly.into()),
            };
            commands::with_game!(game, G => bench::<G>(positions, default, depth))?;
        }
        Some(Command::Selfplay {
            game,
            white,
            black,
            red,
            games,
            seed,
            verbose,
            fen,
        }) => {
            if game == cli::GameArg::Damhex {
                let start = commands::damhex::SelfplayArgs {
                    levels: [white, black, red.unwrap_or(black)],
                    games,
                    seed,
                    verbose,
                };
                commands::damhex::selfplay(fen.as_deref(), &start)?;
                return Ok(());
            }
            commands::with_game!(game, G => {
                let fen = match fen.as_deref() {
                    Some(text) => Some(commands::tools::position::<G>(Some(text))?),
                    None => None,
                };
                let start = commands::selfplay::Start { fen, seed, verbose };
                commands::selfplay::selfplay::<G>(white, black, games, &start)
            })?;
        }
        Some(Command::Hub) => {
            let stdin = std::io::stdin().lock();
            dama::protocol::hub::run(stdin, std::io::stdout())?;
        }
    }
    Ok(())
}
