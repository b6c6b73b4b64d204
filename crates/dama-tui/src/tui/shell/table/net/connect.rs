//! Making the connection of a game over the network, the one way for every door to it:
//! `dama play --host` / `--join` (the command line, the line mode) and the menu's "Play
//! over the network" page call [`host`] and [`join`]. The host listens, draws the join
//! code and the colours; the guest reads the host's welcome and takes its game, clock
//! and start position from it. Errors are the player's words: what is wrong and what
//! to do.

use std::net::{SocketAddr, TcpListener, ToSocketAddrs};

use rand::RngExt;

use crate::core::Seat;
use crate::game::clock::TimeControl;
use crate::lang::{Lang, tr};
use crate::peer::guest::JoinError;
use crate::peer::link::Tap;
use crate::peer::message::{VERSION, Welcome};
use crate::peer::{DEFAULT_PORT, Timing, guest, host as host_end, new_code};

use crate::tui::shell::catalog::GameEntry;
use crate::tui::shell::options::Options;
use crate::tui::shell::table::net::NetPlan;

/// A game hosted, waiting for its guest.
pub struct Hosting {
    pub plan: NetPlan,
    /// Where it listens (the port a free one when asked for, or when the default was
    /// taken).
    pub addr: SocketAddr,
    pub code: String,
}

/// Where to listen: `[ADDR:]PORT`, or an address alone (the default port).
fn listen_at(text: &str) -> Result<(SocketAddr, bool), String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok((SocketAddr::from(([127, 0, 0, 1], DEFAULT_PORT)), true));
    }
    if let Ok(ip) = text.parse::<std::net::IpAddr>() {
        return Ok((SocketAddr::new(ip, DEFAULT_PORT), true));
    }
    host_end::listen_addr(text).map(|a| (a, false))
}

/// Hosts the game `opts` describe (`game`, `color`, `clock`, `fen`) on `at`: the
/// connection is in the returned plan, for the table to take once the game starts.
pub fn host(
    games: &[GameEntry],
    opts: &Options,
    at: &str,
    tap: Option<Tap>,
) -> Result<Hosting, String> {
    let lang = opts.lang;
    let (addr, default_port) = listen_at(at).map_err(|e| {
        tr!(
            lang,
            "{e}: type a port (27532) or ADDRESS:PORT (127.0.0.1:27532)",
            "{e}: scrivi una porta (27532) o INDIRIZZO:PORTA (127.0.0.1:27532)"
        )
    })?;
    let listener = match TcpListener::bind(addr) {
        Ok(l) => l,
        // The default port taken (another game hosted here): a free one.
        Err(_) if default_port => TcpListener::bind(SocketAddr::new(addr.ip(), 0))
            .map_err(|e| cannot_listen(lang, addr, &e))?,
        Err(e) => return Err(cannot_listen(lang, addr, &e)),
    };
    let players = games
        .iter()
        .find(|g| g.id == opts.game)
        .map_or(2, |g| g.players);
    let coin = rand::make_rng::<rand::rngs::StdRng>().random::<bool>();
    let mine = opts.color.resolve(coin);
    // The guest takes the seat after the host's (in DamHex^3 the third is the host's
    // computer, or a person at the host's keyboard with --red human).
    let guest = Seat(((mine.index() + 1) % players.max(2)) as u8);
    let welcome = Welcome {
        version: VERSION,
        variant: opts.game.clone(),
        seat: guest.0,
        clock: opts.clock.map(|c| c.to_string()),
        start: opts.fen.clone(),
    };
    let plan = NetPlan::new();
    let code = new_code();
    let peer = host_end::host_tapped(
        listener,
        code.clone(),
        welcome,
        Timing::default(),
        plan.wake(),
        tap,
    )
    .map_err(|e| cannot_listen(lang, addr, &e))?;
    let addr = peer.addr();
    plan.set(peer, mine, guest);
    Ok(Hosting { plan, addr, code })
}

fn cannot_listen(lang: Lang, addr: SocketAddr, e: &std::io::Error) -> String {
    tr!(
        lang,
        "Cannot listen on {addr} ({e}): try another port, or 0 for a free one",
        "Non posso ascoltare su {addr} ({e}): prova un'altra porta, o 0 per una libera"
    )
}

/// Checks `HOST:PORT` as typed: the port a number from 1 to 65535.
pub fn check_join_addr(lang: Lang, at: &str) -> Result<SocketAddr, String> {
    let at = at.trim();
    let Some((name, port)) = at.rsplit_once(':') else {
        return Err(tr!(
            lang,
            "\"{at}\" has no port: type HOST:PORT, as the host's screen shows it (127.0.0.1:27532)",
            "\"{at}\" non ha la porta: scrivi HOST:PORTA, come la mostra l'ospitante (127.0.0.1:27532)"
        ));
    };
    match port.parse::<u16>() {
        Ok(p) if p > 0 => {}
        _ => {
            let port = crate::peer::message::shown(port);
            return Err(tr!(
                lang,
                "\"{port}\" is not a port: a number from 1 to 65535",
                "\"{port}\" non è una porta: un numero da 1 a 65535"
            ));
        }
    }
    at.to_socket_addrs()
        .ok()
        .and_then(|mut a| a.next())
        .ok_or_else(|| {
            let name = crate::peer::message::shown(name);
            tr!(
                lang,
                "Cannot find the host \"{name}\": check the name or type its address",
                "Non trovo l'host \"{name}\": controlla il nome o scrivi l'indirizzo"
            )
        })
}

/// Joins the game hosted at `at` with `code`: `opts` get the host's game, clock and
/// start position; the connection is in the returned plan.
pub fn join(
    games: &[GameEntry],
    opts: &mut Options,
    at: &str,
    code: &str,
    tap: Option<Tap>,
) -> Result<NetPlan, String> {
    let lang = opts.lang;
    let addr = check_join_addr(lang, at)?.to_string();
    if code.trim().is_empty() {
        return Err(tr!(
            lang,
            "Type the code the host's screen shows (six letters)",
            "Scrivi il codice che mostra lo schermo dell'ospitante (sei lettere)"
        ));
    }
    let plan = NetPlan::new();
    let peer = guest::join_tapped(&addr, code.trim(), Timing::default(), plan.wake(), tap)
        .map_err(|e| join_error(lang, &addr, &e))?;
    let w = peer.welcome();
    let Some(entry) = games.iter().find(|g| g.id == w.variant) else {
        let game = crate::peer::message::shown(&w.variant);
        return Err(tr!(
            lang,
            "The host plays {game}, a game this dama does not know",
            "L'ospitante gioca a {game}, un gioco che questo dama non conosce"
        ));
    };
    if usize::from(w.seat) >= entry.players {
        return Err(format!(
            "the host gives us seat {}, which {} has not",
            w.seat, w.variant
        ));
    }
    opts.clock = match &w.clock {
        Some(c) => Some(TimeControl::parse(c).map_err(|e| format!("the host's clock: {e}"))?),
        None => None,
    };
    if let Some(fen) = &w.start {
        (entry.check_position)(fen, lang).map_err(|e| format!("the host's start position: {e}"))?;
    }
    opts.game = w.variant.clone();
    opts.fen = w.start.clone();
    plan.set(peer, Seat(w.seat), Seat(w.seat));
    Ok(plan)
}

/// Why a join failed, and what to do.
fn join_error(lang: Lang, addr: &str, e: &JoinError) -> String {
    match e {
        JoinError::Unreachable(why) => tr!(
            lang,
            "Cannot reach {addr} ({why}): is the host waiting there? Check the address and port",
            "Non raggiungo {addr} ({why}): l'ospitante è in attesa lì? Controlla indirizzo e porta"
        ),
        JoinError::Refused(why) if why == "wrong code" => tr!(
            lang,
            "Wrong code: the host at {addr} refused it; type the code its screen shows",
            "Codice sbagliato: l'ospitante a {addr} l'ha rifiutato; scrivi il codice del suo schermo"
        ),
        JoinError::Refused(why) if why.contains("version") => tr!(
            lang,
            "Another version of the protocol ({why}): both players need the same dama",
            "Un'altra versione del protocollo ({why}): servono due dama uguali"
        ),
        JoinError::Refused(why) => tr!(
            lang,
            "The host at {addr} refused: {why}",
            "L'ospitante a {addr} rifiuta: {why}"
        ),
        JoinError::Garbage(why) => tr!(
            lang,
            "What answers at {addr} is not a dama host ({why})",
            "Chi risponde a {addr} non è un ospitante dama ({why})"
        ),
    }
}
