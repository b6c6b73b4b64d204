//! The part every database build shares, whatever it solves (the family's slices,
//! Italian's distance slices, Italian's six-piece win/draw/loss slices): the folder made
//! first, the count of positions done of the whole build told to the caller as it grows
//! (kept slices counted at once, a slice being solved counted half by its first pass and
//! whole once written), and the solve run on a worker thread while this one passes its
//! progress on. Each build keeps its own events; it names the one that says progress.

use std::path::Path;
use std::time::{Duration, Instant};

use super::EgdbError;
use super::index::Material;

/// Positions done of a whole build, and the caller who hears of them.
pub struct Tally<'a, E> {
    done: u64,
    total: u64,
    on_event: &'a mut dyn FnMut(E),
    progress: fn(u64, u64) -> E,
}

impl<'a, E> Tally<'a, E> {
    /// Makes `dir` (and its parents) and starts a build of `total` positions whose
    /// progress events are `progress(done, total)`.
    pub fn start(
        dir: &Path,
        total: u64,
        on_event: &'a mut dyn FnMut(E),
        progress: fn(u64, u64) -> E,
    ) -> Result<Self, EgdbError> {
        std::fs::create_dir_all(dir).map_err(|source| EgdbError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        Ok(Tally {
            done: 0,
            total,
            on_event,
            progress,
        })
    }

    /// Positions done so far.
    pub fn done(&self) -> u64 {
        self.done
    }

    /// Tells the caller `event` (no count changes).
    pub fn tell(&mut self, event: E) {
        (self.on_event)(event);
    }

    /// A slice of `positions` positions is finished (kept or built): `event` is told,
    /// then the new count.
    pub fn finished(&mut self, event: E, positions: u64) {
        self.finished_beside(event, positions, 0);
    }

    /// Like [`Tally::finished`] while other slices are under way with `partial`
    /// positions of their first pass.
    pub fn finished_beside(&mut self, event: E, positions: u64, partial: u64) {
        self.done += positions;
        (self.on_event)(event);
        self.progress(partial);
    }

    /// Tells the count with `partial` positions of slices under way (their first pass:
    /// counted half), at most the total.
    pub fn progress(&mut self, partial: u64) {
        let done = (self.done + partial / 2).min(self.total);
        (self.on_event)((self.progress)(done, self.total));
    }

    /// Runs `work` on a worker thread while this one tells the count as the work reports
    /// positions of its first pass; returns what the work returns.
    pub fn while_solving<T: Send>(
        &mut self,
        work: impl FnOnce(&(dyn Fn(u64) + Sync)) -> T + Send,
    ) -> T {
        let (tx, rx) = std::sync::mpsc::channel::<u64>();
        std::thread::scope(|s| {
            let worker = s.spawn(move || {
                let report = |n: u64| {
                    let _ = tx.send(n);
                };
                work(&report)
            });
            let mut partial = 0u64;
            for n in rx {
                partial += n;
                self.progress(partial);
            }
            match worker.join() {
                Ok(solved) => solved,
                Err(panic) => std::panic::resume_unwind(panic),
            }
        })
    }
}

/// A slice solved and written: what every build tells of it.
#[derive(Clone, Copy, Debug)]
pub struct Written {
    pub material: Material,
    pub positions: u64,
    /// The file's size.
    pub bytes: u64,
    /// Time to solve and write it.
    pub elapsed: Duration,
}

impl Written {
    /// A slice solved from `started` until now, written as a file of `bytes` bytes.
    pub fn since(material: Material, positions: u64, bytes: u64, started: Instant) -> Written {
        Written {
            material,
            positions,
            bytes,
            elapsed: started.elapsed(),
        }
    }

    /// The start of a build's line for it: name, positions, bytes, bytes a position (with
    /// `digits` decimals) and seconds, in columns.
    pub fn line(&self, digits: usize) -> String {
        format!(
            "{:<10} {:>11} positions {:>10} bytes {:.*} bytes/position {:>7.1} s",
            self.material.name(),
            self.positions,
            self.bytes,
            digits,
            self.bytes as f64 / self.positions.max(1) as f64,
            self.elapsed.as_secs_f64(),
        )
    }
}
