//! `dama play --host` and `dama play --join`: the connection of a game between two
//! people on two terminals, made before the game starts, so that an address that
//! cannot be used, a wrong code or a host's refusal is said on the command line (exit
//! status 2). The work is `dama::tui::connect`'s, the same the menu's "Play over the
//! network" page calls; here the flags, and `--transcript`'s file.

use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Instant;

use dama::peer::link::Tap;
use dama::tui::{self, Options};

use crate::cli::PlayArgs;

/// A network game that cannot start: the address, the code, the host's answer.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadNet(pub String);

/// Makes the connection `args` ask for, if any, and hands it to the game's options.
pub fn connect(args: &PlayArgs, opts: &mut Options) -> anyhow::Result<()> {
    let games = tui::registry::GAMES;
    let tap = match &args.transcript {
        Some(path) => Some(transcript(path)?),
        None => None,
    };
    let plan = if let Some(at) = &args.host {
        let hosting = tui::connect::host(games, opts, at, tap).map_err(BadNet)?;
        eprintln!(
            "dama: hosting on {}: join with  dama play --join {} --code {}",
            hosting.addr, hosting.addr, hosting.code
        );
        hosting.plan
    } else if let Some(at) = &args.join {
        let code = args.code.as_deref().unwrap_or_default();
        tui::connect::join(games, opts, at, code, tap).map_err(BadNet)?
    } else {
        return Ok(());
    };
    opts.start_menu = false;
    opts.net = Some(plan);
    Ok(())
}

/// A tap writing each line that crosses to `path`: the seconds since now, `>` sent or
/// `<` received, the line.
fn transcript(path: &std::path::Path) -> anyhow::Result<Tap> {
    let file = std::fs::File::create(path).map_err(|e| {
        BadNet(format!(
            "cannot write the transcript {}: {e}",
            path.display()
        ))
    })?;
    let file = Arc::new(Mutex::new(std::io::LineWriter::new(file)));
    let start = Instant::now();
    Ok(Arc::new(move |sent: bool, line: &str| {
        let mark = if sent { '>' } else { '<' };
        let shown = dama::core::text::escape_controls(line);
        let mut f = file.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = writeln!(f, "{:.3} {mark} {shown}", start.elapsed().as_secs_f64());
    }))
}
