//! The words of `dama match`: its time controls and SPRT bounds read from the command
//! line, and the running score, Elo and SPRT lines it prints.

use std::time::Duration;

use dama::referee::game::TimeControl;
use dama::referee::stats::{Sprt, Tally};

/// `--tc 60+0.5`: base and increment in seconds.
pub fn parse_tc(text: &str) -> Result<TimeControl, String> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let secs = |t: &str| {
        t.trim()
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && *x >= 0.0 && *x < 1e6)
            .map(Duration::from_secs_f64)
    };
    match (secs(base), secs(inc)) {
        (Some(base), Some(inc)) if !base.is_zero() => Ok(TimeControl::Clock { base, inc }),
        _ => Err(format!(
            "{text} is not a time control (seconds+increment, like 60+0.5)"
        )),
    }
}

/// `--sprt elo0,elo1`.
pub fn parse_sprt_bounds(text: &str) -> Result<(f64, f64), String> {
    let bad = || format!("{text} is not two Elo bounds (like 0,10)");
    let (a, b) = text.split_once(',').ok_or_else(bad)?;
    let a: f64 = a.trim().parse().map_err(|_| bad())?;
    let b: f64 = b.trim().parse().map_err(|_| bad())?;
    if !a.is_finite() || !b.is_finite() || a >= b {
        return Err(format!("{text}: elo0 must be below elo1"));
    }
    Ok((a, b))
}

pub(super) fn time_text(t: &TimeControl) -> String {
    match t {
        TimeControl::MoveTime(d) => format!("{:.3} s per move", d.as_secs_f64()),
        TimeControl::Clock { base, inc } => format!(
            "{} s + {} s per move",
            base.as_secs_f64(),
            inc.as_secs_f64()
        ),
        TimeControl::Depth(d) => format!("depth {d} per move"),
    }
}

/// `+3 =5 -2 score 55.0% Elo +34.9 ± 120.3`.
pub(super) fn tally_text(t: &Tally) -> String {
    format!(
        "+{} ={} -{} score {:.1}% {}",
        t.wins,
        t.draws,
        t.losses,
        100.0 * t.score(),
        elo_text(t)
    )
}

/// `Elo +34.9 ± 120.3`; in words while a side has only won (the difference is then
/// infinite) or the margin cannot be told yet, never `inf`.
pub(super) fn elo_text(t: &Tally) -> String {
    let (elo, margin) = (t.elo(), t.elo_margin());
    if t.games() == 0 {
        "Elo: no games yet".to_string()
    } else if !elo.is_finite() && elo > 0.0 {
        "Elo: no draws or losses yet".to_string()
    } else if !elo.is_finite() {
        "Elo: no wins or draws yet".to_string()
    } else if !margin.is_finite() {
        format!("Elo {elo:+.1} (margin: too few games yet)")
    } else {
        format!("Elo {elo:+.1} ± {margin:.1}")
    }
}

pub(super) fn sprt_text(s: &Sprt, t: &Tally) -> String {
    let (lower, upper) = s.bounds();
    format!(
        "LLR {:.2} ({:.2}, {:.2}) [{}, {}]",
        s.llr(t),
        lower,
        upper,
        s.elo0,
        s.elo1
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_and_sprt_bounds_parse() {
        assert_eq!(
            parse_tc("60+0.5"),
            Ok(TimeControl::Clock {
                base: Duration::from_secs(60),
                inc: Duration::from_millis(500)
            })
        );
        assert_eq!(
            parse_tc("10"),
            Ok(TimeControl::Clock {
                base: Duration::from_secs(10),
                inc: Duration::ZERO
            })
        );
        assert!(parse_tc("0+1").is_err());
        assert!(parse_tc("x+1").is_err());
        assert!(parse_tc("-5+1").is_err());
        assert_eq!(parse_sprt_bounds("0,10"), Ok((0.0, 10.0)));
        assert_eq!(parse_sprt_bounds(" -5 , 5 "), Ok((-5.0, 5.0)));
        assert!(parse_sprt_bounds("10,0").is_err());
        assert!(parse_sprt_bounds("10").is_err());
    }

    /// Issue 40: a side that has only won has no finite Elo; it is said in words.
    #[test]
    fn an_infinite_elo_is_said_in_words() {
        let tally = |wins, draws, losses| Tally {
            wins,
            draws,
            losses,
        };
        assert_eq!(elo_text(&tally(3, 0, 0)), "Elo: no draws or losses yet");
        assert_eq!(elo_text(&tally(0, 0, 2)), "Elo: no wins or draws yet");
        assert_eq!(elo_text(&tally(0, 0, 0)), "Elo: no games yet");
        assert_eq!(
            tally_text(&tally(2, 0, 0)),
            "+2 =0 -0 score 100.0% Elo: no draws or losses yet"
        );
        let some = elo_text(&tally(3, 5, 2));
        assert!(some.starts_with("Elo +") && some.contains(" ± "), "{some}");
        assert!(!tally_text(&tally(1, 0, 1)).contains("inf"));
    }
}
