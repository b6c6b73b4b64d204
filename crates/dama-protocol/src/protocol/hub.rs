//! The Hub protocol, version 2 (as specified in the Scan engine's `protocol.txt`), for
//! every draughts variant: Italian (the default), English, Brazilian and International,
//! chosen by `set-param name=variant value=V` with the names pydraughts and Scan send
//! (`italian`, `english`, `brazilian`, `international`, and `normal` or `standard` for
//! International). Changing the variant starts from its start position. With
//! `set-param name=book value=true` (or `dama hub --book`) a position in the game's
//! opening book is answered from the book at once (an `info` line, then `done`); the
//! default is off, so that `dama match` measures the search. With
//! `set-param name=level value=N` (or `dama hub --level N`) every `go` is answered as the
//! game's computer at that level ([`hub_level`](super::hub_level)). With `set-param name=egdb value=true`
//! (or `dama hub --egdb`) the search takes the game's endgame databases as its oracle
//! (`hub_egdb.rs`; off by default, as the book). [`run`] reads commands line by line from any `BufRead` and
//! answers on any `Write`, so a session can be scripted in tests as well as driven by a
//! GUI over stdin/stdout.
//!
//! The engine thinks on a scoped thread (the job is in `hub_job.rs`) and the input is read
//! on another, so `stop` and `ping` are answered during a search whatever else was sent. Other commands wait for the
//! search to end (a limited search runs to its limit, an infinite one is stopped; a `stop`
//! stops the running search whatever is queued behind it). Unknown
//! commands are ignored; end of input quits. Numbers are read defensively (times are
//! capped at [`MAX_SECONDS`]); lines over [`hub_input::MAX_LINE`] bytes or not in UTF-8
//! are answered with an `error` line.

use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, mpsc};
use std::thread::{self, ScopedJoinHandle};

use crate::engine::params::table::ANALYSIS_MIB;
use crate::engine::{Limits, Tt};

use super::hub_commands::execute;
use super::hub_egdb::HubDatabases;
use super::hub_input::{self, Input};
use super::hub_job::{Job, send, send_error, stop_after};
use super::hub_state::{Flow, GameState, State, dispatch};
pub use super::hub_state::{MAX_THREADS, Session, VARIANTS};
pub use super::hub_text::{done_line, info_line};

/// The longest time a search is given, in seconds (a year): larger numbers mean "no
/// limit" in practice and would overflow the engine's clock arithmetic.
pub const MAX_SECONDS: f64 = 365.0 * 24.0 * 3600.0;

/// What the session loop waits for: a line from the reading thread, or the end of a search.
enum Event {
    Input(Input),
    SearchDone,
}

/// Runs a Hub session until `quit` or the end of `input`.
///
/// `input` is read on its own thread ([`hub_input::read_all`]), so the session always
/// hears `stop`: while a search runs, `stop` ends it at once whatever is queued (and,
/// sent after a `go` that still waits in the queue, stops that `go` too as it starts),
/// `quit` ends it and the session, `ping` is answered at once, and every other command
/// waits for the search (a limited one runs to its limit, an infinite one is stopped).
/// Every `go` gets exactly one `done`. A `ponder-hit` sent after a `go` that still waits
/// in the queue belongs to that `go`. At the end of the input the search stops, every `go` still
/// queued is answered at once (searched to depth 1) and the session ends: a GUI that
/// has gone waits for nothing. (A script piped in must so keep its input open until its
/// `done` lines have come, as a GUI does.)
pub fn run<R: BufRead + Send, W: Write + Send>(input: R, output: W) -> io::Result<()> {
    run_threads(input, output, 1)
}

/// Runs a Hub session searching on `threads` threads (until `set-param name=threads`
/// changes it).
pub fn run_threads<R: BufRead + Send, W: Write + Send>(
    input: R,
    output: W,
    threads: usize,
) -> io::Result<()> {
    run_session(
        input,
        output,
        Session {
            threads,
            book: false,
            level: None,
            egdb: false,
        },
    )
}

/// Runs a Hub session with the parameters of `session`.
pub fn run_session<R: BufRead + Send, W: Write + Send>(
    input: R,
    output: W,
    session: Session,
) -> io::Result<()> {
    let mut session = Session {
        threads: session.threads.clamp(1, MAX_THREADS),
        ..session
    };
    let out = Mutex::new(output);
    let stop = AtomicBool::new(false);
    // `go ponder` until `ponder-hit` (or `stop`); whether a search thread is running.
    let pondering = AtomicBool::new(false);
    let searching = AtomicBool::new(false);
    let mut state = State::Italian(GameState::new(Limits::default()));
    let mut tt = Some(Tt::new(ANALYSIS_MIB));
    let databases = HubDatabases::new();
    let (events, inbox) = mpsc::channel::<Event>();
    thread::scope(|scope| {
        let lines = events.clone();
        scope.spawn(move || hub_input::read_all(input, |i| lines.send(Event::Input(i)).is_ok()));
        let mut running: Option<(ScopedJoinHandle<'_, Tt>, bool)> = None;
        let mut pending: VecDeque<Input> = VecDeque::new();
        let mut result = Ok(());
        // The input has ended: every search still queued is stopped as it starts.
        let mut ended = false;
        'session: while let Ok(event) = inbox.recv() {
            // What arrived while a search runs, in order: a search that starts from the
            // queue hears the commands queued behind it (a `stop` sent after a `go` that
            // had to wait belongs to that `go`, not to the search that was ending).
            let mut arrived = VecDeque::new();
            match event {
                Event::SearchDone => finish(&mut running, &mut tt, &stop),
                Event::Input(input) => {
                    ended |= input == Input::End;
                    arrived.push_back(input);
                }
            }
            loop {
                while let Some(input) = arrived.pop_front() {
                    let Some((_, infinite)) = &running else {
                        pending.push_back(input);
                        continue;
                    };
                    let go_queued = pending
                        .iter()
                        .any(|i| matches!(i, Input::Line(l) if is(l, "go")));
                    match &input {
                        Input::Line(line) if is(line, "quit") => break 'session,
                        Input::Line(line) if is(line, "stop") => {
                            // Heard at once; behind a queued `go` it stops that one too,
                            // as it starts.
                            stop.store(true, Ordering::Relaxed);
                            if go_queued {
                                pending.push_back(input);
                            }
                        }
                        Input::Line(line) if is(line, "ponder-hit") && !go_queued => {
                            if pondering.swap(false, Ordering::Relaxed) {
                                // From now on the search has the time of a normal move.
                                let allowed = dispatch!(&state, s => s.allowed(session.level));
                                let (stop, searching) = (&stop, &searching);
                                scope.spawn(move || stop_after(allowed, stop, searching));
                            }
                        }
                        Input::Line(line) if is(line, "ping") => {
                            result = send(&out, "pong");
                        }
                        Input::Bad(e) if pending.is_empty() => {
                            result = send_error(&out, e);
                        }
                        Input::End => {
                            // The GUI has gone and waits for nothing: stop now, then end.
                            stop.store(true, Ordering::Relaxed);
                            pending.push_back(input);
                        }
                        _ => {
                            // Waits for the search; an infinite one would never end.
                            if *infinite || pondering.swap(false, Ordering::Relaxed) {
                                stop.store(true, Ordering::Relaxed);
                            }
                            pending.push_back(input);
                        }
                    }
                }
                // The queue runs while no search does.
                let mut started = false;
                while result.is_ok() && running.is_none() {
                    let Some(input) = pending.pop_front() else {
                        break;
                    };
                    let flow = match input {
                        Input::Line(line) => {
                            execute(&line, &mut state, &mut tt, &mut session, &out).unwrap_or_else(
                                |e| {
                                    result = Err(e);
                                    Flow::Quit
                                },
                            )
                        }
                        Input::Bad(e) => {
                            result = send_error(&out, &e);
                            Flow::Continue
                        }
                        Input::End => Flow::Quit,
                    };
                    match flow {
                        Flow::Continue => {}
                        Flow::Quit => break 'session,
                        Flow::Go(ponder) => {
                            if state.can_move()
                                && let Some(table) = tt.take()
                            {
                                // After the end of the input a search stops at once.
                                stop.store(ended, Ordering::Relaxed);
                                pondering.store(ponder, Ordering::Relaxed);
                                searching.store(true, Ordering::Relaxed);
                                let (out, stop, done) = (&out, &stop, events.clone());
                                let (pondering, searching) = (&pondering, &searching);
                                let infinite = state.limits() == Limits::default();
                                let handle = dispatch!(&state, s => {
                                    let job = Job {
                                        pos: s.pos,
                                        history: s.history.clone(),
                                        // Pondering thinks without a time limit until the hit.
                                        limits: if ponder {
                                            Limits { depth: s.limits.depth, ..Limits::default() }
                                        } else {
                                            s.limits
                                        },
                                        threads: session.threads,
                                        book: session.book,
                                        level: session.level,
                                        untimed: ponder,
                                        egdb: if session.egdb {
                                            databases.of(&s.pos)
                                        } else {
                                            None
                                        },
                                    };
                                    scope.spawn(move || {
                                        let table = job.run(table, stop, pondering, out);
                                        searching.store(false, Ordering::Relaxed);
                                        let _ = done.send(Event::SearchDone);
                                        table
                                    })
                                });
                                running = Some((handle, infinite));
                                started = true;
                            }
                        }
                    }
                }
                if result.is_err() {
                    break 'session;
                }
                if !started {
                    break;
                }
                // What is still queued arrived while that search runs.
                arrived = std::mem::take(&mut pending);
            }
        }
        stop.store(true, Ordering::Relaxed);
        finish(&mut running, &mut tt, &stop);
        // The reading thread ends after `quit` or at the end of the input; a session ended
        // by an output error waits for that end.
        drop(inbox);
        result
    })
}

/// Whether `line`'s command is `word`.
fn is(line: &str, word: &str) -> bool {
    line.split_whitespace().next() == Some(word)
}

/// Takes the table back from the search thread (which has ended or is told to end).
fn finish(
    running: &mut Option<(ScopedJoinHandle<'_, Tt>, bool)>,
    tt: &mut Option<Tt>,
    stop: &AtomicBool,
) {
    if let Some((handle, _)) = running.take() {
        stop.store(true, Ordering::Relaxed);
        // A search thread that panicked loses its table; start a fresh one.
        *tt = Some(handle.join().unwrap_or_else(|_| Tt::new(ANALYSIS_MIB)));
    }
}
