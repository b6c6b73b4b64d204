//! `dama egdb bench`: the probe speed of the Italian endgame databases, measured by a
//! command that prints figures (no timed test). Positions are drawn at random (a fixed
//! seed) from every slice on disk before the clock starts; they are then probed through
//! a fresh block cache, as a game or a search would, and the answers are tallied, so two
//! builds reading the same files must print the same tally.

use std::path::Path;
use std::time::Instant;

use anyhow::Result;

use dama::draughts::italian::Position;
use dama::draughts::italian::egdb::{Egdb, Wdl, file::Kind};

/// A small fixed-seed generator (xorshift64*): the same positions on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// Wins, draws, losses and positions not answered.
#[derive(Default)]
struct Tally([u64; 4]);

impl Tally {
    fn add(&mut self, w: Option<Wdl>) {
        let k = match w {
            Some(Wdl::Win) => 0,
            Some(Wdl::Draw) => 1,
            Some(Wdl::Loss) => 2,
            None => 3,
        };
        self.0[k] += 1;
    }
}

pub fn run(probes: u64, dir: &Path) -> Result<()> {
    let opened = Instant::now();
    let db = super::egdb::open(dir)?;
    let open_s = opened.elapsed().as_secs_f64();
    let slices = db.slices();
    if slices.is_empty() {
        anyhow::bail!(
            "no endgame databases in {}: build them with `dama egdb build`",
            dir.display()
        );
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut distance = Vec::new();
    let mut wdl = Vec::new();
    for _ in 0..probes {
        let f = slices[(rng.next() % slices.len() as u64) as usize];
        let pos = f.index.position(rng.next() % f.index.len().max(1));
        match f.kind {
            Kind::Dtm => distance.push(pos),
            Kind::Wdl => wdl.push(pos),
        }
    }
    println!(
        "{} opened in {open_s:.3} s: {} slices; {probes} positions drawn, {} of distance slices, {} of win/draw/loss slices",
        dir.display(),
        slices.len(),
        distance.len(),
        wdl.len()
    );
    let fresh = || Egdb::open(dir);
    let figures = |what: &str, positions: &[Position], probe: &dyn Fn(&Position) -> Option<Wdl>| {
        let started = Instant::now();
        let mut tally = Tally::default();
        for p in positions {
            tally.add(probe(p));
        }
        let s = started.elapsed().as_secs_f64();
        let [w, d, l, none] = tally.0;
        println!(
            "{what}: {} probes in {s:.3} s, {:.2} µs a probe; won {w} drawn {d} lost {l} unanswered {none}",
            positions.len(),
            s * 1e6 / positions.len().max(1) as f64
        );
    };
    let db = fresh()?;
    figures("distances (probe)", &distance, &|p| {
        db.probe(p).map(|p| p.wdl)
    });
    let db = fresh()?;
    figures("win/draw/loss (probe_wdl)", &wdl, &|p| db.probe_wdl(p));
    let db = fresh()?;
    let all: Vec<Position> = distance.iter().chain(&wdl).copied().collect();
    figures("every slice (probe_wdl)", &all, &|p| db.probe_wdl(p));
    Ok(())
}
