//! The Hub commands run between searches: `hub`, `init`, `set-param`, `new-game`, `pos`,
//! `level`, `go` (which the session loop starts) and `ping`, for the session's variant.

use std::io::{self, Write};
use std::sync::Mutex;

use crate::core::History;
use crate::draughts::Draughts;
use crate::engine::Tt;

use super::hub_job::{send, send_error};
use super::hub_level;
use super::hub_state::{Flow, GameState, MAX_THREADS, Session, State, VARIANTS, dispatch};
use super::hub_text::{HubError, arg, has, parse_level, parse_line, parse_move, parse_position};

/// One command line, with no search running.
pub(super) fn execute<W: Write>(
    line: &str,
    state: &mut State,
    tt: &mut Option<Tt>,
    session: &mut Session,
    out: &Mutex<W>,
) -> io::Result<Flow> {
    let (command, args) = parse_line(line);
    match command.as_str() {
        "quit" => return Ok(Flow::Quit),
        "ping" => send(out, "pong")?,
        "stop" | "ponder-hit" | "" => {}
        "set-param" if arg(&args, "name") == Some("variant") => {
            set_variant(arg(&args, "value"), state, tt, out)?;
        }
        "set-param" if arg(&args, "name") == Some("threads") => {
            match arg(&args, "value").and_then(|v| v.trim().parse::<usize>().ok()) {
                Some(n) if (1..=MAX_THREADS).contains(&n) => session.threads = n,
                _ => {
                    let v = arg(&args, "value").unwrap_or_default();
                    send_error(out, &HubError::BadNumber(format!("threads={v}")))?;
                }
            }
        }
        "set-param" if arg(&args, "name") == Some("level") => {
            match hub_level::parse_param(arg(&args, "value")) {
                Ok(level) => session.level = level,
                Err(e) => send_error(out, &e)?,
            }
        }
        "set-param" if arg(&args, "name") == Some("book") => match arg(&args, "value") {
            Some("true") => session.book = true,
            Some("false") => session.book = false,
            v => send_error(
                out,
                &HubError::BadBool(format!("book={}", v.unwrap_or_default())),
            )?,
        },
        "set-param" if arg(&args, "name") == Some("egdb") => match arg(&args, "value") {
            Some("true") => session.egdb = true,
            Some("false") => session.egdb = false,
            v => send_error(
                out,
                &HubError::BadBool(format!("egdb={}", v.unwrap_or_default())),
            )?,
        },
        _ => dispatch!(state, s => handle(&command, &args, s, tt, session, out))?,
    }
    Ok(if command == "go" {
        Flow::Go(has(&args, "ponder"))
    } else {
        Flow::Continue
    })
}

/// `set-param name=variant value=V`: a new game of that variant from its start.
fn set_variant<W: Write>(
    value: Option<&str>,
    state: &mut State,
    tt: &mut Option<Tt>,
    out: &Mutex<W>,
) -> io::Result<()> {
    match value.and_then(|v| State::for_variant(v, state.limits())) {
        Some(next) => {
            *state = next;
            if let Some(t) = tt.as_mut() {
                t.clear();
            }
            Ok(())
        }
        None => send_error(
            out,
            &HubError::UnknownVariant(value.unwrap_or_default().to_string()),
        ),
    }
}

/// One command outside a search.
fn handle<G: Draughts, W: Write>(
    command: &str,
    args: &[(String, String)],
    state: &mut GameState<G>,
    tt: &mut Option<Tt>,
    session: &Session,
    out: &Mutex<W>,
) -> io::Result<()> {
    match command {
        "hub" => {
            let version = env!("CARGO_PKG_VERSION");
            send(
                out,
                &format!("id name=dama version={version} author=\"dama authors\" country=Italy"),
            )?;
            send(
                out,
                &format!(
                    "param name=variant value={} type=enum values=\"{VARIANTS}\"",
                    G::VARIANT
                ),
            )?;
            send(
                out,
                &format!(
                    "param name=threads value={} type=int min=1 max={MAX_THREADS}",
                    session.threads
                ),
            )?;
            send(
                out,
                &format!("param name=book value={} type=bool", session.book),
            )?;
            send(out, &hub_level::param_line(session.level))?;
            send(
                out,
                &format!("param name=egdb value={} type=bool", session.egdb),
            )?;
            send(out, "wait")
        }
        "init" => send(out, "ready"),
        "new-game" => {
            if let Some(t) = tt.as_mut() {
                t.clear();
            }
            Ok(())
        }
        "pos" => match set_position(args) {
            Ok((pos, history)) => {
                state.pos = pos;
                state.history = history;
                Ok(())
            }
            Err(e) => send_error(out, &e),
        },
        "level" => match parse_level(args) {
            Ok((limits, note)) => {
                state.limits = limits;
                match note {
                    Some(note) => send_error(out, &note),
                    None => Ok(()),
                }
            }
            Err(e) => send_error(out, &e),
        },
        "go" if state.pos.legal_moves().is_empty() => {
            send(out, "error message=\"the game is over in this position\"")?;
            send(out, "done")
        }
        _ => Ok(()),
    }
}

/// `pos pos=... [moves="..."]`: the position after the moves, and their draw history.
fn set_position<G: Draughts>(args: &[(String, String)]) -> Result<(G, History<G>), HubError> {
    let mut pos = match arg(args, "pos") {
        Some(text) => parse_position::<G>(text)?,
        None => G::start(),
    };
    let mut history = History::new();
    for text in arg(args, "moves").unwrap_or("").split_whitespace() {
        let mv = parse_move(&pos, text)?;
        history.push(&pos, &mv);
        pos.play_unchecked(&mv);
    }
    Ok((pos, history))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;

    #[test]
    fn game_moves_build_the_repetition_history() {
        // A black king on 1, a white king on 32; two king moves.
        let line = format!("pos pos=WB{}W moves=\"32-28 1-5\"", "e".repeat(30));
        let args = parse_line(&line).1;
        let (pos, history) = set_position::<Position>(&args).expect("position");
        assert_eq!(history.hashes().len(), 2);
        assert_eq!(history.counters(), 2);
        assert_eq!(pos.side_to_move(), crate::draughts::italian::Color::White);
        // A man move starts the history again.
        let line = format!("pos pos=WB{}w moves=\"32-28 1-5\"", "e".repeat(30));
        let (_, history) = set_position::<Position>(&parse_line(&line).1).expect("position");
        assert_eq!(history.hashes().len(), 1);
    }
}
