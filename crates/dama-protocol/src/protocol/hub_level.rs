//! The Hub engine's playing levels: `dama hub --level N` and
//! `set-param name=level value=N` (1 to 10; `value=none` goes back to the plain search).
//! With a level set, every `go` is answered as the terminal game's computer at that level
//! answers ([`engine::choose_move_with`]): the level's depth cap, time cap and randomness
//! (a fresh random seed for every move), the game's opening book from
//! [`FROM_LEVEL`](crate::engine::params::book::FROM_LEVEL) up (whatever the `book`
//! parameter says), on the session's threads, without the endgame databases. The
//! referee's `level` limits still bound it ([`engine::bounded_limits`]): the smaller depth
//! and the smaller move time, a clock counting as its aim for the move, so that a level
//! never loses on time. `go ponder` thinks as the level without its time cap (as the
//! terminal game ponders); `ponder-hit` then leaves it the level's bounded time.

use std::sync::atomic::AtomicBool;

use rand::rngs::StdRng;

use crate::core::{Evaluate, History, Level};
use crate::engine::{self, Info, LevelOptions, Limits, Oracle, Report, Tt};

use super::hub_text::HubError;

/// The `value` that turns the level off.
pub const NONE: &str = "none";

/// The `param` line announcing the level parameter and its current value.
pub fn param_line(level: Option<Level>) -> String {
    let value = level.map_or(NONE.to_string(), |l| l.get().to_string());
    let values: Vec<String> = Level::all().map(|l| l.get().to_string()).collect();
    format!(
        "param name=level value={value} type=enum values=\"{NONE} {}\"",
        values.join(" ")
    )
}

/// The level of `set-param name=level value=V`: a number from 1 to 10, or `none` (also
/// `off`) for the plain search.
pub fn parse_param(value: Option<&str>) -> Result<Option<Level>, HubError> {
    let text = value.unwrap_or_default().trim();
    if text.eq_ignore_ascii_case(NONE) || text.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    text.parse::<u64>()
        .ok()
        .and_then(|n| Level::parse(n).ok())
        .map(Some)
        .ok_or_else(|| HubError::BadLevel(text.to_string()))
}

/// What a session searches with once `ponder-hit` turns a ponder search into a normal
/// move: `limits`, tightened by the level's own when one is set.
pub fn after_ponder_hit<G: Evaluate>(level: Option<Level>, limits: Limits) -> Limits {
    match level {
        Some(level) => engine::bounded_limits::<G>(level, &limits),
        None => limits,
    }
}

/// A level's move in `pos`, bounded by the referee's `limits`; `untimed` when pondering.
#[allow(clippy::too_many_arguments)]
pub fn think<G: Evaluate>(
    pos: &G,
    history: &History<G>,
    level: Level,
    limits: &Limits,
    untimed: bool,
    threads: usize,
    (oracle, only): (Option<Oracle<'_, G>>, Option<&[G::Move]>),
    tt: &mut Tt,
    stop: &AtomicBool,
    on_info: &mut dyn FnMut(&Info<G::Move>),
) -> Report<G::Move> {
    let mut rng = rand::make_rng::<StdRng>();
    let options = LevelOptions {
        threads,
        untimed,
        bound: *limits,
        oracle,
        only,
        ..LevelOptions::default()
    };
    engine::choose_move_with(pos, history, level, &options, tt, stop, &mut rng, on_info)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::italian::Position;
    use crate::engine::LevelSearch;
    use std::time::Duration;

    #[test]
    fn level_values_are_numbers_one_to_ten_or_none() {
        assert_eq!(parse_param(Some("1")), Ok(Some(Level::MIN)));
        assert_eq!(parse_param(Some(" 10 ")), Ok(Some(Level::MAX)));
        assert_eq!(parse_param(Some("none")), Ok(None));
        assert_eq!(parse_param(Some("OFF")), Ok(None));
        for bad in ["0", "11", "abc", "-3", "", "99999999999999999999999", "5.5"] {
            assert_eq!(
                parse_param(Some(bad)),
                Err(HubError::BadLevel(bad.trim().to_string())),
                "{bad}"
            );
        }
        assert!(parse_param(None).is_err());
    }

    #[test]
    fn the_param_line_lists_none_and_every_level() {
        assert_eq!(
            param_line(None),
            "param name=level value=none type=enum values=\"none 1 2 3 4 5 6 7 8 9 10\""
        );
        assert!(param_line(Some(Level::of(4))).starts_with("param name=level value=4 "));
    }

    #[test]
    fn ponder_hit_leaves_a_level_the_smaller_time() {
        let level = Level::of(5);
        let own = level.limits().movetime;
        let long = Limits::movetime(Duration::from_secs(5));
        assert_eq!(
            after_ponder_hit::<Position>(Some(level), long).movetime,
            own
        );
        let short = Limits::movetime(Duration::from_millis(50));
        let bounded = after_ponder_hit::<Position>(Some(level), short);
        assert_eq!(bounded.movetime, Some(Duration::from_millis(50)));
        assert_eq!(after_ponder_hit::<Position>(None, long), long);
    }
}
