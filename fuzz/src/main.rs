//! The fuzz harness of dama: for one parser or all of them, mutates valid examples
//! ([`mutate`]) and feeds each input to the parser ([`targets`]) on a worker thread under
//! `catch_unwind`, while the main thread is the watchdog: an input on which the process
//! spends more CPU time than the limit (or waits ten times the limit) is a hang. At the end it prints, per parser, the inputs run, the panics,
//! the hangs and the peak memory (VmHWM of /proc/self/status, reset before each parser),
//! and every crashing or hanging input is saved in the crash folder.
//!
//! Usage: `cargo run --release --manifest-path fuzz/Cargo.toml -- [--parser NAME|all]
//! [--iters N] [--seed S] [--limit-ms MS] [--crashes DIR] [--list]`.

mod dxp;
mod hostile;
mod mutate;
mod peer;
mod targets;

use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use mutate::{Rng, mutate};
use targets::Target;

struct Options {
    parser: String,
    iters: u64,
    seed: u64,
    limit: Duration,
    crashes: PathBuf,
    list: bool,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        parser: "all".into(),
        iters: 100_000,
        seed: 1,
        limit: Duration::from_secs(2),
        crashes: PathBuf::from("fuzz/crashes"),
        list: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{a}: not a number: {v}"))
        };
        match a.as_str() {
            "--parser" => o.parser = value()?,
            "--iters" => o.iters = number(value()?)?,
            "--seed" => o.seed = number(value()?)?,
            "--limit-ms" => o.limit = Duration::from_millis(number(value()?)?),
            "--crashes" => o.crashes = PathBuf::from(value()?),
            "--list" => o.list = true,
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    Ok(o)
}

/// What became of the inputs of one parser.
#[derive(Default)]
struct Tally {
    inputs: u64,
    panics: u64,
    hangs: u64,
    peak_kib: u64,
    seconds: f64,
}

/// A job for the worker: the parser and the input; the answer is the panic message, if any.
type Job = (fn(&[u8]), Arc<Vec<u8>>);

/// A thread that runs inputs; replaced when one hangs (the old one is left to itself).
struct Worker {
    jobs: Sender<Job>,
    answers: Receiver<Option<String>>,
}

impl Worker {
    fn start(last_panic: Arc<Mutex<String>>) -> Worker {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (tx, answers) = mpsc::channel();
        thread::spawn(move || {
            for (run, input) in inbox {
                let outcome = panic::catch_unwind(AssertUnwindSafe(|| run(&input)));
                let message = outcome.err().map(|_| {
                    let mut m = last_panic.lock().unwrap_or_else(|p| p.into_inner());
                    std::mem::take(&mut *m)
                });
                if tx.send(message).is_err() {
                    return;
                }
            }
        });
        Worker { jobs, answers }
    }

    /// The CPU time the process has used (user and system, every thread: a Hub session
    /// searches on threads of its own), in clock ticks of 10 ms (`USER_HZ`, 100 on
    /// Linux); `None` where it cannot be read.
    fn cpu_ticks() -> Option<u64> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        // The fields after the command's `)`: state, ppid, … utime is the 12th, stime the 13th.
        let fields: Vec<&str> = stat
            .rsplit_once(')')
            .map_or(vec![], |(_, rest)| rest.split_whitespace().collect());
        let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
        Some(field(11)? + field(12)?)
    }

    /// The answer to the input just sent, waiting while the process has used less CPU
    /// time than `limit` on it: on a shared machine a harness at low priority can wait
    /// for the CPU longer than the limit without being stuck. A hang is `limit` of CPU
    /// time, or ten times `limit` of wall time.
    fn answer(&self, limit: Duration) -> Result<Option<String>, RecvTimeoutError> {
        let (cpu, wall) = (Self::cpu_ticks(), Instant::now());
        loop {
            match self.answers.recv_timeout(limit) {
                Err(RecvTimeoutError::Timeout) => {
                    let used = match (cpu, Self::cpu_ticks()) {
                        (Some(a), Some(b)) => Duration::from_millis(10 * b.saturating_sub(a)),
                        _ => limit,
                    };
                    if used < limit && wall.elapsed() < 10 * limit {
                        continue;
                    }
                    return Err(RecvTimeoutError::Timeout);
                }
                other => return other,
            }
        }
    }
}

/// The peak resident memory of this process since the last reset, in KiB.
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Starts a new peak (Linux: writing 5 to clear_refs resets VmHWM).
fn reset_peak() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

fn shown(input: &[u8]) -> String {
    let text = String::from_utf8_lossy(&input[..input.len().min(200)]);
    format!("{text:?} ({} bytes)", input.len())
}

fn save_case(dir: &PathBuf, kind: &str, parser: &str, n: u64, input: &[u8]) {
    let _ = std::fs::create_dir_all(dir);
    let path = dir.join(format!("{parser}-{kind}-{n}.bin"));
    if std::fs::write(&path, input).is_ok() {
        println!("  saved {}", path.display());
    }
}

fn fuzz(
    target: &Target,
    o: &Options,
    last_panic: &Arc<Mutex<String>>,
    worker: &mut Worker,
) -> Tally {
    let mut tally = Tally::default();
    let seeds = (target.seeds)();
    if seeds.is_empty() {
        println!("{}: no seeds, skipped", target.name);
        return tally;
    }
    reset_peak();
    let started = Instant::now();
    let mut rng = Rng::new(o.seed ^ fnv(target.name));
    let iters = (o.iters / target.share as u64).max(1);
    for n in 0..iters {
        let seed = rng.pick(&seeds).clone();
        let other = rng.pick(&seeds).clone();
        let input = Arc::new(mutate(&mut rng, &seed, &other, target.tokens));
        tally.inputs += 1;
        if worker.jobs.send((target.run, Arc::clone(&input))).is_err() {
            *worker = Worker::start(Arc::clone(last_panic));
            continue;
        }
        match worker.answer(o.limit) {
            Ok(None) => {}
            Ok(Some(message)) => {
                tally.panics += 1;
                println!(
                    "PANIC {} input {n}: {message}\n  input: {}",
                    target.name,
                    shown(&input)
                );
                save_case(&o.crashes, "panic", target.name, n, &input);
            }
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => {
                tally.hangs += 1;
                println!(
                    "HANG {} input {n}: over {} ms of its CPU time (or 10 times that waiting)\n  input: {}",
                    target.name,
                    o.limit.as_millis(),
                    shown(&input)
                );
                save_case(&o.crashes, "hang", target.name, n, &input);
                *worker = Worker::start(Arc::clone(last_panic));
                if tally.hangs >= 5 {
                    println!("{}: 5 hangs, the rest of its inputs skipped", target.name);
                    break;
                }
            }
        }
    }
    tally.seconds = started.elapsed().as_secs_f64();
    tally.peak_kib = peak_kib();
    tally
}

fn fnv(name: &str) -> u64 {
    name.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

fn main() {
    let o = match options() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("dama-fuzz: {e}");
            std::process::exit(2);
        }
    };
    let all = targets::all();
    if o.list {
        for t in &all {
            println!("{}", t.name);
        }
        return;
    }
    let chosen: Vec<&Target> = all
        .iter()
        .filter(|t| o.parser == "all" || t.name == o.parser)
        .collect();
    if chosen.is_empty() {
        eprintln!("dama-fuzz: no parser named {} (see --list)", o.parser);
        std::process::exit(2);
    }
    // Panics are counted and shown once, not printed by the default hook.
    let last_panic = Arc::new(Mutex::new(String::new()));
    let hook_slot = Arc::clone(&last_panic);
    panic::set_hook(Box::new(move |info| {
        let mut m = hook_slot.lock().unwrap_or_else(|p| p.into_inner());
        *m = info.to_string();
    }));
    let mut worker = Worker::start(Arc::clone(&last_panic));
    println!(
        "dama-fuzz: seed {}, {} iterations a parser (fewer for the costly ones), limit {} ms",
        o.seed,
        o.iters,
        o.limit.as_millis()
    );
    let mut rows = Vec::new();
    for t in chosen {
        let tally = fuzz(t, &o, &last_panic, &mut worker);
        println!(
            "{:<20} {:>9} inputs {:>3} panics {:>3} hangs  peak {:>7} KiB  {:>6.1} s",
            t.name, tally.inputs, tally.panics, tally.hangs, tally.peak_kib, tally.seconds
        );
        rows.push((t.name, tally));
    }
    let _ = std::fs::remove_dir_all(targets::egdb_dir());
    println!("\n| parser | inputs | panics | hangs | peak memory (VmHWM) |");
    println!("|---|---:|---:|---:|---:|");
    let (mut inputs, mut panics, mut hangs) = (0, 0, 0);
    for (name, t) in &rows {
        println!(
            "| {name} | {} | {} | {} | {:.1} MiB |",
            t.inputs,
            t.panics,
            t.hangs,
            t.peak_kib as f64 / 1024.0
        );
        inputs += t.inputs;
        panics += t.panics;
        hangs += t.hangs;
    }
    println!("| **all** | {inputs} | {panics} | {hangs} | |");
    if panics + hangs > 0 {
        std::process::exit(1);
    }
}
