//! Game clocks: a time control and the time each seat has left, for any game.
//!
//! The three kinds of control, as Italian draughts is played:
//!
//! - **per move** ([`TimeControl::PerMove`]): each move must be made within the limit —
//!   the old FID rule of 5 minutes a move (the limit starts afresh every turn);
//! - **moves per period** ([`TimeControl::Period`]): the FID's alternative, "20 moves in
//!   an hour": each seat gets the period for its first `moves` moves, and the same again
//!   (added to what is left) for every further `moves` moves;
//! - **minutes plus increment** ([`TimeControl::Increment`]): the time for the whole game,
//!   with a few seconds added after each move, as in modern tournaments (15 min + 30 s).
//!
//! In every kind a seat whose time runs out before it moves loses "on time"
//! ([`super::EndReason::Time`]). The clock here only keeps the numbers; who is thinking
//! and for how long is measured by the interface, which charges the time used with
//! [`GameClock::charge`] and says a move was made with [`GameClock::moved`]. Nothing here
//! reads the system time, so tests run clocks down without waiting.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

/// How much time the players get. In a save file:
/// `{"kind": "per_move", "limit_ms": 300000}`,
/// `{"kind": "period", "moves": 20, "period_ms": 3600000}`,
/// `{"kind": "increment", "base_ms": 900000, "inc_ms": 30000}`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TimeControl {
    PerMove {
        #[serde(with = "millis")]
        limit_ms: Duration,
    },
    Period {
        moves: u32,
        #[serde(with = "millis")]
        period_ms: Duration,
    },
    Increment {
        #[serde(with = "millis")]
        base_ms: Duration,
        #[serde(with = "millis")]
        inc_ms: Duration,
    },
}

/// Why a typed time control could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a time control (like 5m/move, 20/60m or 15m+30s)")]
pub struct BadTimeControl(pub String);

impl TimeControl {
    /// The FID's old rule: 5 minutes a move.
    pub const FID_PER_MOVE: TimeControl = TimeControl::PerMove {
        limit_ms: Duration::from_secs(300),
    };
    /// The FID's alternative: 20 moves an hour.
    pub const FID_PERIOD: TimeControl = TimeControl::Period {
        moves: 20,
        period_ms: Duration::from_secs(3600),
    };

    /// The time a seat starts with.
    pub fn initial(self) -> Duration {
        match self {
            TimeControl::PerMove { limit_ms } => limit_ms,
            TimeControl::Period { period_ms, .. } => period_ms,
            TimeControl::Increment { base_ms, .. } => base_ms,
        }
    }

    /// Reads `5m/move` (or `300s/move`), `20/60m` (moves per period) or `15m+30s`
    /// (`15+30` reads minutes plus seconds); a bare `m` or `s` suffix on each number.
    pub fn parse(text: &str) -> Result<TimeControl, BadTimeControl> {
        let bad = || BadTimeControl(text.to_string());
        let t = text.trim().to_ascii_lowercase().replace(' ', "");
        let control = if let Some(limit) = t.strip_suffix("/move") {
            TimeControl::PerMove {
                limit_ms: duration(limit, 60).ok_or_else(bad)?,
            }
        } else if let Some((moves, period)) = t.split_once('/') {
            TimeControl::Period {
                moves: moves.parse().ok().filter(|&m| m > 0).ok_or_else(bad)?,
                period_ms: duration(period, 60).ok_or_else(bad)?,
            }
        } else if let Some((base, inc)) = t.split_once('+') {
            TimeControl::Increment {
                base_ms: duration(base, 60).ok_or_else(bad)?,
                inc_ms: duration(inc, 1).ok_or_else(bad)?,
            }
        } else {
            return Err(bad());
        };
        if control.initial().is_zero() {
            return Err(bad());
        }
        Ok(control)
    }
}

/// `90s`, `5m`, `1h`, or a bare number of `unit` seconds; `None` for anything else.
fn duration(text: &str, unit: u64) -> Option<Duration> {
    let (number, scale) = if let Some(n) = text.strip_suffix("ms") {
        (n, 0)
    } else if let Some(n) = text.strip_suffix('s') {
        (n, 1)
    } else if let Some(n) = text.strip_suffix('m') {
        (n, 60)
    } else if let Some(n) = text.strip_suffix('h') {
        (n, 3600)
    } else {
        (text, unit)
    };
    let value: f64 = number
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite() && *v >= 0.0)?;
    let ms = if scale == 0 {
        value
    } else {
        value * scale as f64 * 1000.0
    };
    (ms < 1e12).then(|| Duration::from_millis(ms as u64))
}

/// A duration as a person reads it in a time control: `5 min`, `30 s`, `1 h`, `1.5 s`.
pub fn short(d: Duration) -> String {
    let s = d.as_secs();
    if d.subsec_millis() != 0 {
        format!("{:.1} s", d.as_secs_f64())
    } else if s >= 3600 && s.is_multiple_of(3600) {
        format!("{} h", s / 3600)
    } else if s >= 60 && s.is_multiple_of(60) {
        format!("{} min", s / 60)
    } else {
        format!("{s} s")
    }
}

impl fmt::Display for TimeControl {
    /// The same form [`TimeControl::parse`] reads: `5m/move`, `20/60m`, `15m+30s`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let form = |d: Duration| {
            let ms = d.as_millis();
            if ms.is_multiple_of(60_000) {
                format!("{}m", ms / 60_000)
            } else if ms.is_multiple_of(1000) {
                format!("{}s", ms / 1000)
            } else {
                format!("{ms}ms")
            }
        };
        match *self {
            TimeControl::PerMove { limit_ms } => write!(f, "{}/move", form(limit_ms)),
            TimeControl::Period { moves, period_ms } => write!(f, "{moves}/{}", form(period_ms)),
            TimeControl::Increment { base_ms, inc_ms } => {
                write!(f, "{}+{}", form(base_ms), form(inc_ms))
            }
        }
    }
}

/// The clocks of a game: its control and each seat's time left (seat 0 first).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameClock {
    control: TimeControl,
    left: Vec<Duration>,
}

impl GameClock {
    /// Full clocks for `seats` seats.
    pub fn new(control: TimeControl, seats: usize) -> GameClock {
        GameClock {
            control,
            left: vec![control.initial(); seats],
        }
    }

    /// Clocks with the times left given (a resumed game); missing seats get a full clock.
    pub fn resumed(control: TimeControl, mut left: Vec<Duration>, seats: usize) -> GameClock {
        left.resize(seats, control.initial());
        GameClock { control, left }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time `seat` has left (before the time it is using now is charged).
    pub fn left(&self, seat: usize) -> Duration {
        self.left.get(seat).copied().unwrap_or_default()
    }

    /// Every seat's time left, seat 0 first.
    pub fn lefts(&self) -> &[Duration] {
        &self.left
    }

    /// Takes `used` off `seat`'s clock; true when its time has run out (the flag fell).
    pub fn charge(&mut self, seat: usize, used: Duration) -> bool {
        match self.left.get_mut(seat) {
            Some(left) => {
                let out = used >= *left;
                *left = left.saturating_sub(used);
                out
            }
            None => false,
        }
    }

    /// `seat` has made its `made`-th move (counting from 1, the ballot's included): the
    /// increment, the next period, or a fresh per-move limit.
    pub fn moved(&mut self, seat: usize, made: usize) {
        let Some(left) = self.left.get_mut(seat) else {
            return;
        };
        match self.control {
            TimeControl::PerMove { limit_ms } => *left = limit_ms,
            TimeControl::Period { moves, period_ms } => {
                if made > 0 && made.is_multiple_of(moves.max(1) as usize) {
                    *left += period_ms;
                }
            }
            TimeControl::Increment { inc_ms, .. } => *left += inc_ms,
        }
    }

    /// The moves `seat` must still make before its next time is added, when the control
    /// counts them (`made`: its moves so far); one for a per-move limit.
    pub fn moves_to_go(&self, made: usize) -> Option<u32> {
        match self.control {
            TimeControl::PerMove { .. } => Some(1),
            TimeControl::Period { moves, .. } => {
                let moves = moves.max(1);
                Some(moves - (made % moves as usize) as u32)
            }
            TimeControl::Increment { .. } => None,
        }
    }

    /// The increment, for the engine's time management (none but with an increment).
    pub fn increment(&self) -> Duration {
        match self.control {
            TimeControl::Increment { inc_ms, .. } => inc_ms,
            _ => Duration::ZERO,
        }
    }
}

/// Durations as whole milliseconds in a save file.
mod millis {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_millis)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(s: u64) -> Duration {
        Duration::from_secs(s)
    }

    #[test]
    fn time_controls_read_and_write_the_same_form() {
        for text in ["5m/move", "20/60m", "15m+30s", "5s/move", "1m+0s", "90s+2s"] {
            let tc = TimeControl::parse(text).expect(text);
            assert_eq!(TimeControl::parse(&tc.to_string()), Ok(tc), "{text}");
        }
        assert_eq!(TimeControl::parse("5m/move"), Ok(TimeControl::FID_PER_MOVE));
        assert_eq!(TimeControl::parse("20/1h"), Ok(TimeControl::FID_PERIOD));
        assert_eq!(
            TimeControl::parse("15+30"),
            Ok(TimeControl::Increment {
                base_ms: secs(900),
                inc_ms: secs(30)
            })
        );
        for bad in ["", "5", "0m/move", "x/60m", "0/60m", "5m+", "fast"] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_per_move_limit_starts_afresh_every_move() {
        let mut c = GameClock::new(TimeControl::PerMove { limit_ms: secs(5) }, 2);
        assert!(!c.charge(0, secs(4)));
        assert_eq!(c.left(0), secs(1));
        c.moved(0, 1);
        assert_eq!(c.left(0), secs(5));
        assert!(
            c.charge(1, secs(5)),
            "the whole limit used is a fallen flag"
        );
    }

    #[test]
    fn a_period_is_added_after_its_moves() {
        let mut c = GameClock::new(
            TimeControl::Period {
                moves: 2,
                period_ms: secs(60),
            },
            2,
        );
        assert_eq!(c.moves_to_go(0), Some(2));
        c.charge(0, secs(50));
        c.moved(0, 1);
        assert_eq!(c.left(0), secs(10));
        assert_eq!(c.moves_to_go(1), Some(1));
        c.moved(0, 2);
        assert_eq!(c.left(0), secs(70));
    }

    #[test]
    fn an_increment_is_added_after_each_move() {
        let mut c = GameClock::new(
            TimeControl::Increment {
                base_ms: secs(60),
                inc_ms: secs(2),
            },
            2,
        );
        c.charge(1, secs(10));
        c.moved(1, 1);
        assert_eq!(c.left(1), secs(52));
        assert_eq!(c.left(0), secs(60));
        assert_eq!(c.moves_to_go(5), None);
    }
}
