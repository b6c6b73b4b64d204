//! `dama`: parses the command line and dispatches. The only place that uses `anyhow`.

mod cli;
mod commands;

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

use cli::{Cli, Command};
use dama::core::text::escape_controls_keep_lines;
use dama::game::save::{IoAction, SaveError};

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            let text = usage_error(&e.to_string());
            eprintln!("{}", escape_controls_keep_lines(&text));
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        // Whoever read the output stopped reading (`dama moves | head -1`): done.
        Err(e) if broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            // What was typed or read is echoed escaped, never as raw control characters.
            eprintln!("dama: {}", escape_controls_keep_lines(&format!("{e:#}")));
            ExitCode::from(if is_bad_input(&e) { 2 } else { 1 })
        }
    }
}

/// Whether the error is stdout's reader having gone away.
fn broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// The exit status rule (docs/tools.md, "Exit status"): status 2 when what the user gave
/// is wrong — an argument, a FEN, a file or save name that does not exist or cannot be
/// read, a file that is not a game of this program, a save name already taken; status 1
/// when something else failed (writing a file, no terminal, an output error).
fn is_bad_input(e: &anyhow::Error) -> bool {
    if e.downcast_ref::<commands::tools::BadInput>().is_some()
        || e.downcast_ref::<commands::bench_file::BadPositions>()
            .is_some()
        || e.downcast_ref::<commands::annotate::BadAnnotateInput>()
            .is_some()
        || e.downcast_ref::<commands::games::NotFound>().is_some()
        || e.downcast_ref::<commands::library::BadLibrary>().is_some()
        || e.downcast_ref::<commands::games::NoFolder>().is_some()
        || e.downcast_ref::<commands::games::Taken>().is_some()
        || e.downcast_ref::<commands::play::BadSettings>().is_some()
        || e.downcast_ref::<commands::play::RedForTwo>().is_some()
        || e.downcast_ref::<commands::play::ClockForThree>().is_some()
        || e.downcast_ref::<commands::play_engines::BadEngine>()
            .is_some()
        || e.downcast_ref::<commands::play::BadFen>().is_some()
        || e.downcast_ref::<commands::play_net::BadNet>().is_some()
        || e.downcast_ref::<commands::dxp::BadDxpInput>().is_some()
        || e.downcast_ref::<commands::match_play::BadMatchInput>()
            .is_some()
        || e.downcast_ref::<commands::damhex::DraughtsOnly>().is_some()
        || e.downcast_ref::<commands::book::BadBookFile>().is_some()
        || e.downcast_ref::<commands::damhex::DamhexOnly>().is_some()
        || e.downcast_ref::<commands::tune::TooLittleData>().is_some()
        || e.downcast_ref::<dama::draughts::italian::tune::data::DataError>()
            .is_some()
    {
        return true;
    }
    match e.downcast_ref::<SaveError>() {
        Some(SaveError::Io { action, .. }) => matches!(action, IoAction::Open | IoAction::Read),
        Some(_) => true,
        None => false,
    }
}

/// Clap's message on two lines: what is wrong (with the missing arguments or the
/// allowed values that clap lists below it), then the usage, clap's usage lines on one
/// (`Usage: dama [OPTIONS] or dama <COMMAND>`), never glued to the message.
fn usage_error(text: &str) -> String {
    let mut what = Vec::new();
    let mut usage: Vec<&str> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("For more information") {
            if !usage.is_empty() {
                break;
            }
            continue;
        }
        if trimmed.starts_with("Usage:") || (!usage.is_empty() && line.starts_with(' ')) {
            usage.push(line.trim_end());
        } else {
            what.push(trimmed.strip_prefix("error: ").unwrap_or(trimmed));
        }
    }
    let what = if what.is_empty() {
        "bad arguments".to_string()
    } else {
        what.join(" ")
    };
    if usage.is_empty() {
        format!("dama: {what} (see dama --help)")
    } else {
        // The top command's two forms on one line: what is wrong, then the usage.
        let forms: Vec<&str> = usage.iter().map(|l| l.trim()).collect();
        format!("dama: {what}\n{} (see --help)", forms.join(" or "))
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        None => commands::play::play(&cli.play)?,
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
        Some(Command::Games {
            file,
            game,
            check,
            position,
        }) => commands::library::games(&file, game, check, position.as_deref())?,
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
        Some(Command::Annotate {
            file,
            game,
            number,
            all,
            depth,
            movetime,
            hash,
            output,
            engine,
        }) => {
            let limit = match movetime {
                Some(s) => dama::study::Limit::MoveTime(std::time::Duration::from_secs_f64(s)),
                None => dama::study::Limit::Depth(depth.unwrap_or(12)),
            };
            commands::annotate::annotate(&commands::annotate::AnnotateArgs {
                file,
                game,
                number,
                all,
                limit,
                hash_mib: hash as usize,
                output,
                // `--engine` wins; without it, the settings' analysis engine.
                settings_engine: engine
                    .is_none()
                    .then(commands::annotate::settings_engine)
                    .flatten(),
                engine,
            })?;
        }
        Some(Command::Analyze {
            game,
            fen,
            depth,
            movetime,
            level,
            hash,
            seed,
            threads,
            book,
            multipv,
        }) => {
            let limit = match (depth, movetime, level) {
                (Some(d), _, _) => commands::engine::AnalyzeLimit::Depth(d),
                (_, Some(ms), _) => commands::engine::AnalyzeLimit::MoveTime(ms),
                (_, _, Some(l)) => commands::engine::AnalyzeLimit::Level(l),
                // No limit given: the default, 3 seconds (said in --help and docs/tools.md).
                (None, None, None) => commands::engine::AnalyzeLimit::MoveTime(3000),
            };
            if game == cli::GameArg::Damhex && multipv > 1 {
                anyhow::bail!(
                    "--multipv is for the games of two players: DamHex^3's search of three \
                     players finds one move, not ranked lines"
                );
            }
            if game == cli::GameArg::Damhex {
                commands::damhex::analyze(fen.as_deref(), limit, seed)?;
                return Ok(());
            }
            let settings = commands::engine::AnalyzeSettings {
                hash_mib: hash as usize,
                seed,
                threads: threads as usize,
                book,
                multipv: multipv as usize,
            };
            if book {
                // Says why, when the book cannot be used; the analysis goes on.
                commands::book::warn_if_unusable(game);
            }
            if game == cli::GameArg::Italian {
                commands::egdb::analyze(fen.as_deref(), limit, &settings)?;
            } else if commands::egdb_variants::has_databases(game) {
                commands::egdb_variants::analyze_game(game, fen.as_deref(), limit, &settings)?;
            } else {
                commands::with_game!(game, G => commands::engine::analyze::<G>(
                    fen.as_deref(),
                    limit,
                    &settings,
                    None,
                    None
                ))?;
            }
        }
        Some(Command::Bench {
            game,
            depth,
            threads,
            positions: file,
        }) => {
            use commands::engine::{
                BRAZILIAN_BENCH, DAMETA_BENCH, ENGLISH_BENCH, INTERNATIONAL_BENCH, ITALIAN_BENCH,
                bench,
            };
            let (positions, default): (&[&'static str], u32) = match game {
                cli::GameArg::Italian => (&ITALIAN_BENCH.0, ITALIAN_BENCH.1),
                cli::GameArg::English => (&ENGLISH_BENCH.0, ENGLISH_BENCH.1),
                cli::GameArg::Brazilian => (&BRAZILIAN_BENCH.0, BRAZILIAN_BENCH.1),
                cli::GameArg::International => (&INTERNATIONAL_BENCH.0, INTERNATIONAL_BENCH.1),
                cli::GameArg::Dameta => (&DAMETA_BENCH.0, DAMETA_BENCH.1),
                cli::GameArg::Damhex => return Err(commands::damhex::DraughtsOnly.into()),
            };
            let threads = threads as usize;
            match file {
                None => {
                    commands::with_game!(game, G => bench::<G>(positions, default, depth, threads))?
                }
                Some(file) => commands::with_game!(game, G => {
                    let positions = commands::bench_file::read::<G>(&file)?;
                    bench::<G>(&positions, default, depth, threads)
                })?,
            }
        }
        Some(Command::Selfplay {
            game,
            white,
            black,
            red,
            games,
            seed,
            verbose,
            time_percent,
            fen,
            opening_plies,
        }) => {
            if game == cli::GameArg::Damhex {
                if opening_plies != 2 {
                    anyhow::bail!(
                        "--opening-plies is for the two-player games: DamHex^3's selfplay starts \
                         from the start or --fen"
                    );
                }
                let start = commands::damhex::SelfplayArgs {
                    levels: [white, black, red.unwrap_or(black)],
                    games,
                    seed,
                    verbose,
                    time_percent: time_percent.unwrap_or(100),
                };
                commands::damhex::selfplay(fen.as_deref(), &start)?;
                return Ok(());
            }
            if time_percent.is_some() {
                return Err(commands::damhex::DamhexOnly.into());
            }
            commands::with_game!(game, G => {
                let fen = match fen.as_deref() {
                    Some(text) => Some(commands::tools::position::<G>(Some(text))?),
                    None => None,
                };
                let start = commands::selfplay::Start {
                    fen,
                    seed,
                    verbose,
                    opening_plies: opening_plies as usize,
                };
                commands::selfplay::selfplay::<G>(white, black, games, &start)
            })?;
        }
        Some(Command::Config) => commands::play::show_config()?,
        Some(Command::Hub {
            threads,
            book,
            level,
            egdb,
        }) => {
            if book || level.is_some_and(|l| l.get() >= dama::engine::params::book::FROM_LEVEL) {
                commands::book::book_or_warn();
            }
            let stdin = std::io::BufReader::new(std::io::stdin());
            let session = dama::protocol::hub::Session {
                threads: threads as usize,
                book,
                level,
                egdb,
            };
            dama::protocol::hub::run_session(stdin, std::io::stdout(), session)?;
        }
        Some(Command::Match(args)) => commands::match_play::command(&args)?,
        Some(Command::Dxp(args)) => commands::dxp::command(&args)?,
        Some(Command::Egdb(c)) => commands::egdb::run(c)?,
        Some(Command::Book(c)) => commands::book::run(c)?,
        Some(Command::Tune(c)) => commands::tune::run(c)?,
        Some(Command::Puzzles(c)) => commands::puzzles::run(c)?,
        Some(Command::Completions { shell }) => commands::manual::completions(shell)?,
        Some(Command::Man) => commands::manual::man()?,
    }
    Ok(())
}
