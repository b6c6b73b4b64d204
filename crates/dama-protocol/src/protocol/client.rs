//! The client side of the Hub protocol (version 2, as [`super::hub`] serves it): runs an
//! engine as a child process, speaks to it over its standard input and output, and
//! notices when it crashes (its output closes), hangs (no answer before a deadline) or
//! answers nonsense. Used by the match referee (`dama match`).
//!
//! A reader thread turns the engine's output into a channel of lines, so every wait has a
//! deadline. A line is bounded as the Hub server bounds its input ([`MAX_LINE`]): an
//! engine that writes more without a newline, or writes bytes that are not UTF-8, is
//! reported as such and its reader stops, so its output never piles up in memory.
//! Dropping an [`Engine`] asks it to quit and then kills it; a [`Killer`] kills it from
//! another thread while this one waits for an answer (the terminal game's engine seats).

use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use thiserror::Error;

use super::hub_input::MAX_LINE;
use super::hub_text::{arg, parse_line};

/// How long an engine may take to start and answer `hub` and `init`.
pub const START_TIMEOUT: Duration = Duration::from_secs(20);

/// Why an engine could not do what was asked.
#[derive(Debug, Error, Clone, PartialEq, Eq)]
pub enum ClientError {
    #[error("the engine command is empty")]
    EmptyCommand,
    #[error("cannot start \"{command}\": {reason}")]
    Spawn { command: String, reason: String },
    #[error("the engine exited (or closed its output)")]
    Exited,
    /// No answer; the number is the time really waited, in milliseconds.
    #[error("no answer within {0} ms")]
    Timeout(u128),
    #[error("it wrote a line longer than {0} bytes")]
    LineTooLong(usize),
    #[error("it wrote bytes that are not UTF-8: \"{0}\"")]
    NotUtf8(String),
    #[error("a garbled answer: \"{0}\"")]
    Garbled(String),
}

/// What the engine said when asked for a move.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer {
    /// The move text of the `done` line.
    pub mv: String,
    /// How long the engine took, from `go` to `done`.
    pub elapsed: Duration,
    /// The last `info` line's depth and score (in men), when it sent one.
    pub depth: Option<u32>,
    pub score: Option<f64>,
}

/// How the engine is to think about one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Think {
    /// `level move-time=S`.
    MoveTime(Duration),
    /// `level time=S inc=S`: what is left on its clock and the increment.
    Clock { left: Duration, inc: Duration },
    /// `level depth=N`.
    Depth(u32),
}

/// One `info` line of a search in progress, as far as it could be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct InfoLine {
    pub depth: Option<u32>,
    /// In men, from the side to move's view.
    pub score: Option<f64>,
    pub nodes: Option<u64>,
    /// The principal variation, as Hub move texts.
    pub pv: Vec<String>,
}

/// Kills an engine's process from any thread (its owner may be waiting for an answer,
/// which then ends as [`ClientError::Exited`]).
#[derive(Clone)]
pub struct Killer(Arc<Mutex<Child>>);

impl Killer {
    /// Kills the process and reaps it (no zombie is left).
    pub fn kill(&self) {
        let mut child = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// A running Hub engine.
pub struct Engine {
    child: Arc<Mutex<Child>>,
    stdin: ChildStdin,
    lines: Receiver<Result<String, ClientError>>,
    /// The name it gave in its `id` line.
    pub id_name: Option<String>,
}

/// Splits a command line into words: spaces separate, double or single quotes group,
/// no shell is involved.
pub fn split_command(command: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                any = false;
            }
            (None, c) => word.push(c),
        }
    }
    if any || !word.is_empty() {
        words.push(word);
    }
    words
}

impl Engine {
    /// Starts `command` and completes the handshake (`hub` … `wait`, then `init` …
    /// `ready`), choosing `variant` first unless it is Italian (the default).
    pub fn start(command: &str, variant: &str) -> Result<Engine, ClientError> {
        Engine::start_within(command, variant, START_TIMEOUT)
    }

    /// [`Engine::start`] with its own time for the handshake.
    pub fn start_within(
        command: &str,
        variant: &str,
        timeout: Duration,
    ) -> Result<Engine, ClientError> {
        let mut engine = Engine::spawn(command)?;
        engine.handshake(variant, timeout)?;
        Ok(engine)
    }

    /// Starts `command` without a word said yet: [`Engine::handshake`] comes next (a
    /// caller that may have to kill it while it starts takes its [`Engine::killer`]
    /// in between).
    pub fn spawn(command: &str) -> Result<Engine, ClientError> {
        let words = split_command(command);
        let (program, args) = words.split_first().ok_or(ClientError::EmptyCommand)?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| ClientError::Spawn {
                command: command.to_string(),
                reason: e.to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(ClientError::Exited);
        };
        let (tx, rx) = mpsc::channel();
        thread::spawn(move || {
            let mut out = BufReader::new(stdout);
            while let Ok(Some(line)) = read_bounded(&mut out, MAX_LINE) {
                let last = line.is_err();
                if tx.send(line).is_err() || last {
                    break;
                }
            }
        });
        Ok(Engine {
            child: Arc::new(Mutex::new(child)),
            stdin,
            lines: rx,
            id_name: None,
        })
    }

    /// The handshake (`hub` … `wait`, then `init` … `ready`), choosing `variant` first
    /// unless it is Italian (the default), within `timeout`.
    pub fn handshake(&mut self, variant: &str, timeout: Duration) -> Result<(), ClientError> {
        let started = Instant::now();
        let deadline = started + timeout;
        self.send("hub")?;
        loop {
            let line = self.next_line(started, deadline)?;
            let (command, args) = parse_line(&line);
            match command.as_str() {
                // The engine's words are shown escaped: no control character reaches
                // the terminal that shows its name.
                "id" => self.id_name = arg(&args, "name").map(shown),
                "wait" => break,
                _ => {}
            }
        }
        if variant != "italian" {
            self.send(&format!("set-param name=variant value={variant}"))?;
        }
        self.send("init")?;
        self.wait_for("ready", started, deadline).map(|_| ())
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), ClientError> {
        writeln!(self.stdin, "{line}")
            .and_then(|_| self.stdin.flush())
            .map_err(|_| ClientError::Exited)
    }

    /// The next line before `deadline`; a timeout says how long it was waited for since
    /// `started`.
    fn next_line(&mut self, started: Instant, deadline: Instant) -> Result<String, ClientError> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => line,
            Err(RecvTimeoutError::Disconnected) => Err(ClientError::Exited),
            Err(RecvTimeoutError::Timeout) => {
                Err(ClientError::Timeout(started.elapsed().as_millis()))
            }
        }
    }

    /// Reads lines until one starting with the command `word`, which it returns.
    fn wait_for(
        &mut self,
        word: &str,
        started: Instant,
        deadline: Instant,
    ) -> Result<String, ClientError> {
        loop {
            let line = self.next_line(started, deadline)?;
            if parse_line(&line).0 == word {
                return Ok(line);
            }
        }
    }

    /// A handle that kills this engine's process from another thread.
    pub fn killer(&self) -> Killer {
        Killer(Arc::clone(&self.child))
    }

    /// `new-game`: the engine forgets what it learnt in the last game.
    pub fn new_game(&mut self) -> Result<(), ClientError> {
        self.send("new-game")
    }

    /// Asks for a move in the position `pos` (Hub position text) after `moves` (Hub move
    /// texts), and waits for it until `timeout` has passed.
    pub fn think(
        &mut self,
        pos: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
    ) -> Result<Answer, ClientError> {
        self.think_reporting(pos, moves, think, timeout, &mut |_| {})
    }

    /// [`Engine::think`], telling `on_info` each `info` line as it comes.
    pub fn think_reporting(
        &mut self,
        pos: &str,
        moves: &[String],
        think: Think,
        timeout: Duration,
        on_info: &mut dyn FnMut(&InfoLine),
    ) -> Result<Answer, ClientError> {
        // Anything still unread belongs to an earlier request; an error stays an error.
        while let Ok(line) = self.lines.try_recv() {
            line?;
        }
        let moves = moves.join(" ");
        if moves.is_empty() {
            self.send(&format!("pos pos={pos}"))?;
        } else {
            self.send(&format!("pos pos={pos} moves=\"{moves}\""))?;
        }
        let level = match think {
            Think::MoveTime(t) => format!("level move-time={:.3}", t.as_secs_f64()),
            Think::Clock { left, inc } => format!(
                "level time={:.3} inc={:.3}",
                left.as_secs_f64(),
                inc.as_secs_f64()
            ),
            Think::Depth(d) => format!("level depth={d}"),
        };
        self.send(&level)?;
        let started = Instant::now();
        self.send("go think")?;
        let deadline = started + timeout;
        let (mut depth, mut score) = (None, None);
        loop {
            let line = self.next_line(started, deadline)?;
            let (command, args) = parse_line(&line);
            match command.as_str() {
                "info" => {
                    let info = InfoLine {
                        depth: arg(&args, "depth").and_then(|d| d.parse().ok()),
                        score: arg(&args, "score").and_then(|s| s.parse().ok()),
                        nodes: arg(&args, "nodes").and_then(|n| n.parse().ok()),
                        pv: arg(&args, "pv")
                            .map(|pv| pv.split_whitespace().map(shown).collect())
                            .unwrap_or_default(),
                    };
                    depth = info.depth.or(depth);
                    score = info.score.or(score);
                    on_info(&info);
                }
                "done" => {
                    let elapsed = started.elapsed();
                    return match arg(&args, "move") {
                        Some(mv) if !mv.is_empty() => Ok(Answer {
                            mv: shown(mv),
                            elapsed,
                            depth,
                            score,
                        }),
                        _ => Err(ClientError::Garbled(shown(&line))),
                    };
                }
                _ => {}
            }
        }
    }
}

/// An engine's text as it may be shown: its control characters escaped.
fn shown(text: &str) -> String {
    crate::core::text::escape_controls(text).into_owned()
}

/// Reads one line of the engine's output of at most `max` bytes: `Ok(None)` at the end,
/// an error item for a longer line (as soon as it is longer, without waiting for its end)
/// or one that is not UTF-8.
fn read_bounded<R: BufRead>(
    input: &mut R,
    max: usize,
) -> io::Result<Option<Result<String, ClientError>>> {
    let mut buf = Vec::new();
    // One byte over the bound (plus "\r\n") is enough to know the line is too long.
    let limit = (max + 3) as u64;
    let read = input.by_ref().take(limit).read_until(b'\n', &mut buf)?;
    if read == 0 {
        return Ok(None);
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    if buf.len() > max {
        return Ok(Some(Err(ClientError::LineTooLong(max))));
    }
    Ok(Some(String::from_utf8(buf).map_err(|e| {
        let lossy = String::from_utf8_lossy(e.as_bytes());
        ClientError::NotUtf8(shown(&lossy.chars().take(60).collect::<String>()))
    })))
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A polite engine exits at once; give it a moment, then make sure.
        let until = Instant::now() + Duration::from_millis(200);
        while Instant::now() < until {
            let mut child = self.child.lock().unwrap_or_else(PoisonError::into_inner);
            if let Ok(Some(_)) = child.try_wait() {
                return;
            }
            drop(child);
            thread::sleep(Duration::from_millis(5));
        }
        self.killer().kill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_split_into_words() {
        assert_eq!(
            split_command("./target/release/dama hub"),
            vec!["./target/release/dama", "hub"]
        );
        assert_eq!(
            split_command("  \"/path with space/dama\"   hub 'a b' \"\" "),
            vec!["/path with space/dama", "hub", "a b", ""]
        );
        assert!(split_command("   ").is_empty());
    }

    #[test]
    fn engine_lines_are_bounded_and_must_be_utf8() {
        let mut input: &[u8] = b"done move=1-5\r\nxxxxxxxxxxxxxxxxxxxxxx";
        assert_eq!(
            read_bounded(&mut input, 16).expect("read"),
            Some(Ok("done move=1-5".to_string()))
        );
        assert_eq!(
            read_bounded(&mut input, 16).expect("read"),
            Some(Err(ClientError::LineTooLong(16)))
        );
        let mut input: &[u8] = b"done move=\xff\xfe\n";
        assert!(matches!(
            read_bounded(&mut input, 100).expect("read"),
            Some(Err(ClientError::NotUtf8(text))) if text.starts_with("done move=")
        ));
        let mut input: &[u8] = b"";
        assert_eq!(read_bounded(&mut input, 16).expect("read"), None);
    }

    #[cfg(unix)]
    #[test]
    fn a_start_up_timeout_says_how_long_it_waited() {
        // It said "no answer within 0 ms" after waiting the whole time.
        let err =
            Engine::start_within("sh -c 'sleep 5'", "italian", Duration::from_millis(300)).err();
        match err {
            Some(ClientError::Timeout(ms)) => assert!((300..5000).contains(&ms), "{ms}"),
            other => panic!("{other:?}"),
        }
    }

    #[cfg(unix)]
    #[test]
    fn an_outside_engines_control_characters_are_escaped() {
        // Issue 42, class 3: an engine's name, `info` and `done` lines reached the
        // terminal with their escape sequences.
        let script = "while read l; do case $l in \
            hub) printf 'id name=\\042\\033]0;x\\007evil\\042\\nwait\\n';; \
            init) printf 'ready\\n';; \
            go*) printf 'info depth=1 pv=\\04222-18\\033[2J\\042\\ndone move=22-18\\033[31m\\n';; \
            esac; done";
        let mut engine = Engine::start(&format!("sh -c \"{script}\""), "italian").expect("start");
        assert_eq!(engine.id_name.as_deref(), Some("\\e]0;x\\u{7}evil"));
        let mut pv = Vec::new();
        let answer = engine
            .think_reporting(
                "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww",
                &[],
                Think::Depth(1),
                Duration::from_secs(20),
                &mut |info| pv.extend(info.pv.clone()),
            )
            .expect("an answer");
        assert_eq!(answer.mv, "22-18\\e[31m");
        assert_eq!(pv, vec!["22-18\\e[2J".to_string()]);
    }

    #[test]
    fn a_missing_program_is_a_clear_error() {
        assert_eq!(
            Engine::start("", "italian").err(),
            Some(ClientError::EmptyCommand)
        );
        let err = Engine::start("/no/such/dama-engine hub", "italian").err();
        assert!(
            matches!(&err, Some(ClientError::Spawn { command, .. }) if command.contains("no/such")),
            "{err:?}"
        );
    }
}
