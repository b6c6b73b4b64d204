//! `dama play --host` and `dama play --join`: the connection of a game between two
//! people on two terminals (`dama::peer`), made before the terminal game starts, so
//! that an address that cannot be used, a wrong code or a host's refusal is said on
//! the command line (exit status 2). The host draws the join code and chooses the game
//! (`--game`, `--color`, `--clock`, `--fen`); the guest gets the game from the host.

use std::net::TcpListener;

use rand::RngExt;

use dama::core::Seat;
use dama::game::clock::TimeControl;
use dama::peer::message::{VERSION, Welcome};
use dama::peer::{Timing, guest, host, new_code};
use dama::tui::{self, NetPlan, Options};

use crate::cli::PlayArgs;

/// A network game that cannot start: the address, the code, the host's answer.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadNet(pub String);

/// Makes the connection `args` ask for, if any, and hands it to the game's options.
pub fn connect(args: &PlayArgs, opts: &mut Options) -> anyhow::Result<()> {
    let plan = NetPlan::new();
    let players =
        tui::registry::index_of(&opts.game).map_or(2, |i| tui::registry::GAMES[i].players);
    if let Some(at) = &args.host {
        let addr = host::listen_addr(at).map_err(BadNet)?;
        let listener =
            TcpListener::bind(addr).map_err(|e| BadNet(format!("cannot listen on {addr}: {e}")))?;
        let coin = rand::make_rng::<rand::rngs::StdRng>().random::<bool>();
        let mine = opts.color.resolve(coin);
        // The guest takes the seat after the host's (in DamHex^3 the third is the
        // host's computer, or a person at the host's keyboard with --red human).
        let guest = Seat(((mine.index() + 1) % players) as u8);
        let welcome = Welcome {
            version: VERSION,
            variant: opts.game.clone(),
            seat: guest.0,
            clock: opts.clock.map(|c| c.to_string()),
            start: opts.fen.clone(),
        };
        let code = new_code();
        let peer = host::host(
            listener,
            code.clone(),
            welcome,
            Timing::default(),
            plan.wake(),
        )?;
        eprintln!(
            "dama: hosting on {}: join with  dama play --join {} --code {code}",
            peer.addr(),
            peer.addr()
        );
        plan.set(peer, mine, guest);
    } else if let Some(at) = &args.join {
        let code = args.code.as_deref().unwrap_or_default();
        let peer = guest::join(at, code, Timing::default(), plan.wake())
            .map_err(|e| BadNet(format!("cannot join {at}: {e}")))?;
        let w = peer.welcome();
        let Some(i) = tui::registry::index_of(&w.variant) else {
            return Err(BadNet(format!(
                "the host plays {}, a game this dama does not know",
                w.variant
            ))
            .into());
        };
        let entry = &tui::registry::GAMES[i];
        if usize::from(w.seat) >= entry.players {
            return Err(BadNet(format!(
                "the host gives us seat {}, which {} has not",
                w.seat, w.variant
            ))
            .into());
        }
        opts.clock = match &w.clock {
            Some(c) => {
                Some(TimeControl::parse(c).map_err(|e| BadNet(format!("the host's clock: {e}")))?)
            }
            None => None,
        };
        if let Some(fen) = &w.start {
            (entry.check_position)(fen, opts.lang)
                .map_err(|e| BadNet(format!("the host's start position: {e}")))?;
        }
        opts.game = w.variant.clone();
        opts.fen = w.start.clone();
        plan.set(peer, Seat(w.seat), Seat(w.seat));
    } else {
        return Ok(());
    }
    opts.start_menu = false;
    opts.net = Some(plan);
    Ok(())
}
