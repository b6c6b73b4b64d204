//! `dama play --white-engine CMD --black-engine CMD [--movetime S]`: outside engines (Hub
//! protocol programs) in the seats of the game the flags start. Each engine is started
//! once here, before the terminal is taken, so a command that does not exist or an
//! engine that does not speak the protocol is told on the command line (exit status 2),
//! naming the command and what is wrong.

use std::time::Duration;

use dama::protocol::client::Engine;
use dama::tui::{self, Options};

use crate::cli::PlayArgs;

/// An engine flag `dama play` cannot use (exit status 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadEngine(pub String);

/// Whether any engine flag was given (then the flags start the game at once).
pub fn any(args: &PlayArgs) -> bool {
    args.white_engine.is_some() || args.black_engine.is_some()
}

/// Puts the engine flags into `opts` once each engine started and answered the
/// protocol's handshake for the game.
pub fn apply(args: &PlayArgs, opts: &mut Options) -> Result<(), BadEngine> {
    if let Some(s) = args.movetime {
        opts.engine_movetime = Some(Duration::from_secs_f64(s));
    }
    if !any(args) {
        return Ok(());
    }
    if args.load.is_some() {
        return Err(BadEngine(
            "--white-engine and --black-engine seat engines in a new game, not with --load".into(),
        ));
    }
    let game = opts.game.clone();
    let covered = tui::registry::index_of(&game).is_some_and(|i| (tui::registry::GAMES[i].hub)());
    if !covered {
        return Err(BadEngine(format!(
            "outside engines play the games of the Hub protocol: italian, english, \
             brazilian, international (not {game})"
        )));
    }
    for (flag, command) in [
        ("--white-engine", &args.white_engine),
        ("--black-engine", &args.black_engine),
    ] {
        let Some(command) = command else { continue };
        eprintln!("dama: starting {flag} \"{command}\"…");
        let engine = Engine::start(command, &game)
            .map_err(|e| BadEngine(format!("{flag} \"{command}\": {e}")))?;
        drop(engine);
    }
    opts.engines = vec![args.white_engine.clone(), args.black_engine.clone()];
    Ok(())
}

/// `--movetime`: seconds, more than 0 and at most a day.
pub fn parse_movetime(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 86_400.0 => Ok(s),
        _ => Err(format!("{text} is not a number of seconds (like 0.5)")),
    }
}
