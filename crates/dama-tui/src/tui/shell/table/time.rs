//! Where the shell reads the time ([`TimeSource`]: the system's monotonic clock, or a
//! hand-turned one for tests) and the clock's side of a session (`Timing`). Below the
//! session: `clocks.rs` charges the time on a session with these.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Where the shell reads the time: a monotonic count from an arbitrary start.
#[derive(Clone)]
pub struct TimeSource(Arc<dyn Fn() -> Duration + Send + Sync>);

impl TimeSource {
    /// The system's monotonic clock.
    pub fn system() -> TimeSource {
        let start = Instant::now();
        TimeSource(Arc::new(move || start.elapsed()))
    }

    /// A clock that moves only when told (tests): the source and its hand.
    pub fn manual() -> (TimeSource, ManualTime) {
        let ms = Arc::new(AtomicU64::new(0));
        let hand = ManualTime(Arc::clone(&ms));
        (
            TimeSource(Arc::new(move || {
                Duration::from_millis(ms.load(Ordering::Relaxed))
            })),
            hand,
        )
    }

    pub fn now(&self) -> Duration {
        (self.0)()
    }
}

impl fmt::Debug for TimeSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TimeSource({:?})", self.now())
    }
}

/// The hand of a [`TimeSource::manual`] clock.
#[derive(Clone, Debug)]
pub struct ManualTime(Arc<AtomicU64>);

impl ManualTime {
    pub fn advance(&self, by: Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.0.fetch_add(ms, Ordering::Relaxed);
    }
}

/// The clock's side of a session: when the seat to move started being charged.
pub(in crate::tui) struct Timing {
    pub(in crate::tui) source: TimeSource,
    /// When the time now running was last charged (`None`: the clock is stopped).
    pub(in crate::tui) mark: Option<Duration>,
    /// The table is off screen (help, menu).
    pub(in crate::tui) paused: bool,
}

impl Timing {
    pub(in crate::tui) fn new(source: TimeSource) -> Timing {
        Timing {
            source,
            mark: None,
            paused: false,
        }
    }
}
