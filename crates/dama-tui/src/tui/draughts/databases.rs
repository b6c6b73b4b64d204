//! The Italian endgame databases in the terminal game. They are opened once per program,
//! on a background thread (opening checks every file), from their folder
//! (`egdb::default_dir`, given by `dama play`), and shared by every game and search as
//! one `Arc<Egdb>` whose block cache is bounded (8 MiB). When the folder holds fewer than
//! the offered pieces, the Italian new-game page offers to build them: `egdb::build` runs
//! on a background thread at the lowest priority (Linux: nice 19, inherited by its
//! solving threads) while the player plays, its progress and time left shown on the page
//! and in the panel; it can be stopped (the slices being solved finish first, and a later
//! build goes on from there); once complete the databases are opened again and used at
//! once. A failure (no data folder, a full disk) is said, and the game goes on without.

use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread;
use std::time::{Duration, Instant};

use crate::draughts::italian::egdb::{self, BuildEvent, Egdb, EgdbError};
use crate::lang::{Lang, Localize, engine_ui as words};

pub use crate::tui::shell::databases::DatabaseDir;
use crate::tui::shell::databases::{DatabaseHandle, DatabaseService};
use crate::tui::shell::event::{DatabaseNews, Event};

/// What the loading and building threads report.
#[derive(Debug)]
pub enum DatabaseEvent {
    Loaded(Result<Egdb, EgdbError>),
    /// A slice already on disk was kept by the build.
    Kept {
        positions: u64,
    },
    Progress {
        done: u64,
        total: u64,
    },
    Ended(BuildEnd),
}

/// How a build ended.
#[derive(Debug)]
pub enum BuildEnd {
    Done,
    Cancelled,
    Failed(EgdbError),
    /// The builder stopped on a bug; the message says where.
    Crashed(String),
}

/// A build in progress.
#[derive(Debug)]
pub struct Build {
    started: Instant,
    done: u64,
    total: u64,
    /// Positions of slices found on disk (they do not count for the speed).
    kept: u64,
    cancel: Arc<AtomicBool>,
}

impl Build {
    /// Percent done and the time left, once there is a speed to judge by.
    pub fn progress(&self) -> (u32, Option<Duration>) {
        let pct = (self.done * 100)
            .checked_div(self.total)
            .unwrap_or(0)
            .min(100) as u32;
        let fresh = self.done.saturating_sub(self.kept);
        let left = (fresh > 0 && self.done < self.total).then(|| {
            self.started
                .elapsed()
                .mul_f64((self.total - self.done) as f64 / fresh as f64)
        });
        (pct, left)
    }
}

/// What the databases are doing.
#[derive(Debug)]
pub enum Status {
    /// Not used (no folder given).
    Off,
    /// Being opened.
    Loading,
    /// Whatever was found is in use.
    Idle,
    Building(Build),
    /// A stopped build finishing the slices it was solving.
    Stopping,
}

/// Why the databases could not be built or opened.
#[derive(Debug)]
pub enum Failure {
    Egdb(EgdbError),
    Crashed(String),
}

/// The databases of the program, shared by every table.
pub struct Databases {
    dir: DatabaseDir,
    /// The pieces a build goes up to.
    pieces: u32,
    threads: usize,
    db: Option<Arc<Egdb>>,
    status: Status,
    failure: Option<Failure>,
    /// A build completed and its databases are in use: said once by the game.
    news: bool,
    /// The databases opened after a build (then the news is told).
    after_build: bool,
}

impl Databases {
    pub fn new(dir: DatabaseDir, pieces: u32, threads: usize) -> Databases {
        let status = if dir == DatabaseDir::Off {
            Status::Off
        } else {
            Status::Idle
        };
        Databases {
            dir,
            pieces: pieces.max(2),
            threads: threads.max(1),
            db: None,
            status,
            failure: None,
            news: false,
            after_build: false,
        }
    }

    /// Opens the folder's databases on a background thread, if it holds any file.
    pub fn load(&mut self, tx: &Sender<Event>) {
        let DatabaseDir::At(dir) = &self.dir else {
            return;
        };
        if !has_files(dir) {
            return;
        }
        self.status = Status::Loading;
        let (dir, tx) = (dir.clone(), tx.clone());
        let spawned = thread::Builder::new()
            .name("dama-egdb-open".into())
            .spawn(move || {
                let _ = tx.send(news(DatabaseEvent::Loaded(Egdb::open(&dir))));
            });
        if let Err(e) = spawned {
            self.status = Status::Idle;
            self.failure = Some(Failure::Crashed(e.to_string()));
        }
    }

    /// The databases in use, if any.
    pub fn current(&self) -> Option<Arc<Egdb>> {
        self.db.clone()
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn failure(&self) -> Option<&Failure> {
        self.failure.as_ref()
    }

    /// Whether nothing is being loaded or built.
    pub fn is_settled(&self) -> bool {
        matches!(self.status, Status::Off | Status::Idle)
    }

    /// The complete set of pieces in use (0: none).
    pub fn pieces(&self) -> u32 {
        self.db.as_ref().map_or(0, |d| d.max_pieces())
    }

    /// Whether a build is offered: a folder (or none to be had) and fewer pieces than
    /// offered, nothing under way.
    pub fn offers_build(&self) -> bool {
        matches!(self.status, Status::Idle) && self.pieces() < self.pieces
    }

    /// Starts building in the background; a build under way is stopped instead.
    pub fn toggle_build(&mut self, tx: &Sender<Event>) {
        match &self.status {
            Status::Building(b) => {
                b.cancel.store(true, Ordering::Relaxed);
                self.status = Status::Stopping;
            }
            Status::Idle => self.start_build(tx),
            Status::Off | Status::Loading | Status::Stopping => {}
        }
    }

    fn start_build(&mut self, tx: &Sender<Event>) {
        let dir = match &self.dir {
            DatabaseDir::At(dir) => dir.clone(),
            DatabaseDir::NoFolder => {
                self.failure = Some(Failure::Egdb(EgdbError::NoDataDir));
                return;
            }
            DatabaseDir::Off => return,
        };
        self.failure = None;
        let cancel = Arc::new(AtomicBool::new(false));
        let (pieces, threads) = (self.pieces, self.threads);
        let (stop, tx) = (Arc::clone(&cancel), tx.clone());
        let spawned = thread::Builder::new()
            .name("dama-egdb-build".into())
            .spawn(move || {
                lower_priority();
                let send = |e| tx.send(news(e)).is_ok();
                let end = build_in(&dir, pieces, threads, &stop, &mut |e| {
                    send(e);
                });
                send(DatabaseEvent::Ended(end));
            });
        match spawned {
            Ok(_) => {
                self.status = Status::Building(Build {
                    started: Instant::now(),
                    done: 0,
                    total: egdb::total_positions(pieces),
                    kept: 0,
                    cancel,
                });
            }
            Err(e) => self.failure = Some(Failure::Crashed(e.to_string())),
        }
    }

    /// Takes in what a loading or building thread reported.
    pub fn on_event(&mut self, ev: DatabaseEvent, tx: &Sender<Event>) {
        match ev {
            DatabaseEvent::Loaded(result) => {
                self.status = Status::Idle;
                match result {
                    Ok(db) if db.max_pieces() >= 2 => {
                        self.db = Some(Arc::new(db));
                        self.news = std::mem::take(&mut self.after_build);
                    }
                    Ok(_) => {}
                    Err(e) => self.failure = Some(Failure::Egdb(e)),
                }
            }
            DatabaseEvent::Kept { positions } => {
                if let Status::Building(b) = &mut self.status {
                    b.kept += positions;
                }
            }
            DatabaseEvent::Progress { done, total } => {
                if let Status::Building(b) = &mut self.status {
                    b.done = done;
                    b.total = total;
                }
            }
            DatabaseEvent::Ended(end) => {
                self.status = Status::Idle;
                match end {
                    BuildEnd::Done => {
                        self.after_build = true;
                        self.load(tx);
                    }
                    BuildEnd::Cancelled => {}
                    BuildEnd::Failed(e) => self.failure = Some(Failure::Egdb(e)),
                    BuildEnd::Crashed(m) => self.failure = Some(Failure::Crashed(m)),
                }
            }
        }
    }

    /// Whether a completed build's databases came into use since last asked.
    pub fn take_news(&mut self) -> bool {
        std::mem::take(&mut self.news)
    }

    /// The new-game page's row: the offer, or the build's progress (None: no row).
    pub fn menu_row(&self, lang: Lang) -> Option<String> {
        match &self.status {
            Status::Building(b) => {
                let (pct, left) = b.progress();
                Some(words::building(lang, pct, left.map(clock).as_deref()))
            }
            Status::Stopping => Some(words::build_stopping(lang)),
            _ if self.offers_build() => Some(words::build_offer(lang, self.pieces)),
            _ => None,
        }
    }

    /// A line for the game's panel while a build runs (or why it failed).
    pub fn panel_line(&self, lang: Lang) -> Option<String> {
        match &self.status {
            Status::Building(b) => {
                let (pct, left) = b.progress();
                Some(words::building_short(lang, pct, left.map(clock).as_deref()))
            }
            Status::Stopping => Some(words::build_stopping_short(lang)),
            _ => None,
        }
    }

    /// Why the last build or opening failed, in the player's language.
    pub fn failure_text(&self, lang: Lang) -> Option<String> {
        let why = match self.failure.as_ref()? {
            Failure::Egdb(e) => e.localize(lang),
            Failure::Crashed(m) => m.clone(),
        };
        Some(words::build_failed(lang, &why))
    }
}

impl DatabaseService for Databases {
    fn load(&mut self, tx: &Sender<Event>) {
        Databases::load(self, tx)
    }

    fn on_news(&mut self, news: DatabaseNews, tx: &Sender<Event>) {
        if let Ok(ev) = news.0.downcast::<DatabaseEvent>() {
            self.on_event(*ev, tx)
        }
    }

    fn current(&self) -> Option<DatabaseHandle> {
        Databases::current(self).map(|db| db as DatabaseHandle)
    }

    fn is_settled(&self) -> bool {
        Databases::is_settled(self)
    }

    fn pieces(&self) -> u32 {
        Databases::pieces(self)
    }

    fn toggle_build(&mut self, tx: &Sender<Event>) {
        Databases::toggle_build(self, tx)
    }

    fn take_news(&mut self) -> bool {
        Databases::take_news(self)
    }

    fn menu_row(&self, lang: Lang) -> Option<String> {
        Databases::menu_row(self, lang)
    }

    fn panel_line(&self, lang: Lang) -> Option<String> {
        Databases::panel_line(self, lang)
    }

    fn failure_text(&self, lang: Lang) -> Option<String> {
        Databases::failure_text(self, lang)
    }
}

/// A thread's report as the event the shell passes back.
fn news(ev: DatabaseEvent) -> Event {
    Event::Databases(DatabaseNews(Box::new(ev)))
}

/// Whether `dir` holds a database file.
fn has_files(dir: &Path) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .flatten()
            .any(|e| e.path().extension().is_some_and(|x| x == "egdb"))
    })
}

/// "1:05:09", "4:31".
fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// The builder's way out when stopped: `egdb::build` has no stop of its own, so its
/// progress callback unwinds (without the panic hook, which would write on the screen).
struct Stopped;

/// Builds the databases up to `pieces` in `dir` on `threads` threads, reporting as it
/// goes (progress at most four times a second), until done, failed or `cancel` is set
/// (seen at the next progress report; the slices being solved then finish first).
pub fn build_in(
    dir: &Path,
    pieces: u32,
    threads: usize,
    cancel: &AtomicBool,
    on_event: &mut dyn FnMut(DatabaseEvent),
) -> BuildEnd {
    let mut last = Instant::now() - Duration::from_secs(1);
    let mut report = |e: BuildEvent| {
        if cancel.load(Ordering::Relaxed) {
            panic::resume_unwind(Box::new(Stopped));
        }
        match e {
            BuildEvent::Kept { material, .. } => on_event(DatabaseEvent::Kept {
                positions: egdb::SliceIndex::new(material).len(),
            }),
            BuildEvent::Progress { done, total } => {
                if last.elapsed() >= Duration::from_millis(250) || done >= total {
                    last = Instant::now();
                    on_event(DatabaseEvent::Progress { done, total });
                }
            }
            BuildEvent::Built { .. } => {}
        }
    };
    let outcome = panic::catch_unwind(AssertUnwindSafe(|| {
        if cancel.load(Ordering::Relaxed) {
            panic::resume_unwind(Box::new(Stopped));
        }
        egdb::build(dir, pieces, threads, &mut report)
    }));
    match outcome {
        Ok(Ok(())) => BuildEnd::Done,
        Ok(Err(e)) => BuildEnd::Failed(e),
        Err(payload) if payload.is::<Stopped>() => BuildEnd::Cancelled,
        Err(payload) => BuildEnd::Crashed(
            payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "the builder stopped".to_string()),
        ),
    }
}

/// The calling thread (and the threads it starts) at the lowest priority, so that the
/// game and its engine keep the processor (Linux, where a nice value is per thread).
fn lower_priority() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::nice(19);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_stopped_before_it_starts_writes_nothing() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = tmp.path().join("egdb");
        let cancel = AtomicBool::new(true);
        let end = build_in(&dir, 3, 1, &cancel, &mut |_| {});
        assert!(matches!(end, BuildEnd::Cancelled), "{end:?}");
        assert!(!dir.exists());
    }

    #[test]
    fn a_build_stopped_on_its_way_ends_cancelled() {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = tmp.path().join("egdb");
        let cancel = AtomicBool::new(false);
        let mut events = 0;
        let end = build_in(&dir, 3, 1, &cancel, &mut |_| {
            events += 1;
            cancel.store(true, Ordering::Relaxed);
        });
        assert!(matches!(end, BuildEnd::Cancelled), "{end:?}");
        assert!(events >= 1);
    }

    #[test]
    fn the_time_left_follows_the_speed_of_this_run() {
        let b = Build {
            started: Instant::now() - Duration::from_secs(10),
            done: 60,
            total: 100,
            kept: 40,
            cancel: Arc::new(AtomicBool::new(false)),
        };
        let (pct, left) = b.progress();
        assert_eq!(pct, 60);
        // 20 fresh positions in 10 s: 40 more take about 20 s.
        let left = left.expect("a speed").as_secs_f64();
        assert!((19.0..=21.5).contains(&left), "{left}");
        assert_eq!(clock(Duration::from_secs(3725)), "1:02:05");
        assert_eq!(clock(Duration::from_secs(271)), "4:31");
    }
}
