//! The benches' own small harness (no dependency): each case runs once to warm up, then
//! `samples` times; the median, the fastest and the slowest time are printed with the
//! case's result (a node count, a list length) and, for counts, the rate. `cargo bench
//! -- FILTER` runs only the cases whose name contains FILTER. Times on a shared machine
//! vary: compare two builds side by side in one run and read the medians.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// The cases to run, from the command line (`cargo bench` passes `--bench`; any word
/// that is not a flag is a filter).
pub struct Runner {
    filters: Vec<String>,
}

impl Runner {
    pub fn from_args() -> Runner {
        let filters = std::env::args()
            .skip(1)
            .filter(|a| !a.starts_with('-'))
            .collect();
        println!(
            "{:<44} {:>12} {:>12} {:>12} {:>14} {:>12}",
            "case", "median", "fastest", "slowest", "result", "per second"
        );
        Runner { filters }
    }

    fn wanted(&self, name: &str) -> bool {
        self.filters.is_empty() || self.filters.iter().any(|f| name.contains(f.as_str()))
    }

    /// Times `f` (whose result is a count: nodes, moves) `samples` times.
    pub fn bench<T: Into<u64>>(&self, name: &str, samples: usize, mut f: impl FnMut() -> T) {
        if !self.wanted(name) {
            return;
        }
        let result: u64 = black_box(f()).into();
        let mut times: Vec<Duration> = (0..samples.max(1))
            .map(|_| {
                let t = Instant::now();
                black_box(f());
                t.elapsed()
            })
            .collect();
        times.sort();
        let median = times[times.len() / 2];
        let rate = result as f64 / median.as_secs_f64().max(1e-12);
        println!(
            "{name:<44} {:>12} {:>12} {:>12} {result:>14} {:>12}",
            show(median),
            show(times[0]),
            show(times[times.len() - 1]),
            if rate >= 1e6 {
                format!("{:.1} M", rate / 1e6)
            } else {
                format!("{:.0}", rate)
            },
        );
    }

    /// Times a short `f` by running it in batches long enough to measure (about 10 ms),
    /// `samples` batches; the time printed is one call's.
    pub fn bench_fast<T: Into<u64>>(&self, name: &str, samples: usize, mut f: impl FnMut() -> T) {
        if !self.wanted(name) {
            return;
        }
        let result: u64 = black_box(f()).into();
        let mut batch = 1u32;
        loop {
            let t = Instant::now();
            for _ in 0..batch {
                black_box(f());
            }
            if t.elapsed() >= Duration::from_millis(10) || batch >= 1 << 24 {
                break;
            }
            batch *= 2;
        }
        let mut times: Vec<Duration> = (0..samples.max(1))
            .map(|_| {
                let t = Instant::now();
                for _ in 0..batch {
                    black_box(f());
                }
                t.elapsed() / batch
            })
            .collect();
        times.sort();
        let median = times[times.len() / 2];
        println!(
            "{name:<44} {:>12} {:>12} {:>12} {result:>14} {:>12}",
            show(median),
            show(times[0]),
            show(times[times.len() - 1]),
            format!("{:.1} M", 1e-6 / median.as_secs_f64().max(1e-15)),
        );
    }
}

fn show(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else if s >= 1e-6 {
        format!("{:.3} µs", s * 1e6)
    } else {
        format!("{:.1} ns", s * 1e9)
    }
}
