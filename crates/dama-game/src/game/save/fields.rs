//! Every field of a save checked before it is read, so that a wrong value is reported by
//! its name and the values it may take ([`Expected`]), in the player's language, instead
//! of the JSON library's words ("expected u8"). The checks follow the format of
//! [`super::format`] field by field; what passes them reads without error.

use serde_json::{Map, Value};

use super::SaveError;
use crate::game::EndReason;

/// What a field of a save may hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// Any text in double quotes (the start position, a tag).
    Text,
    /// A list of moves, each a text: `["22-18", "10-14"]`.
    Moves,
    /// A whole number from 0 up to the number of moves.
    Cursor,
    /// An object naming each seat (`"white"`, `"black"`, …).
    Seats(Vec<&'static str>),
    /// `{"player": "human"}` or `{"player": "computer", "level": 1 to 10}`.
    Player,
    /// `"human"` or `"computer"`.
    PlayerKind,
    /// A whole number from 1 to 10.
    Level,
    /// A date and time such as `2026-01-31T18:05:00Z`.
    Time,
    /// `null` (the game goes on) or `{"winner": …, "reason": …}`.
    Result,
    /// `null` (a draw) or one of the seats.
    Winner(Vec<&'static str>),
    /// One of the reasons a game ends.
    Reason,
    /// An object whose values are texts.
    Tags,
    /// `null` or `{"control": …, "left_ms": …}`.
    Clock,
    /// `{"kind": "per_move" | "period" | "increment", …}`.
    ControlKind,
    /// A whole number of milliseconds from 1 below 10^12 (about 31 years), as the
    /// command line's time controls.
    PositiveMillis,
    /// A whole number of milliseconds from 0 below 10^12.
    Millis,
    /// A whole number of moves, 1 or more (a `u32`).
    PeriodMoves,
    /// The tree of moves: a list of `{"move": …, "parent": …}` (version 3).
    Tree,
    /// The index of an earlier move of the tree.
    TreeParent,
    /// A list of tag names, each in double quotes.
    TagOrder,
    /// A version 1 save's `rules`: `"italian"`.
    V1Rules,
    /// A save's `version`: 1, 2 or 3.
    Version,
    /// A winner for a resignation or a loss on time, none (`null`) for a draw by
    /// agreement.
    WinnerForReason,
}

/// The reasons a save may give for the end of a game, as it writes them.
pub const REASONS: &[&str] = &[
    "no_pieces",
    "blocked",
    "goals",
    "repetition",
    "forty_moves",
    "endgame_limit",
    "agreement",
    "resignation",
    "time",
];

/// The largest time in a save's clock, in milliseconds (as the command line's).
const MAX_MS: u64 = 999_999_999_999;

/// A wrong or missing field: `field` is its path (`players.white.level`), `value` the
/// JSON it holds (`None`: missing).
pub(super) fn bad(
    path: &std::path::Path,
    field: &str,
    value: Option<&Value>,
    expected: Expected,
) -> SaveError {
    let value = value.map(|v| {
        let text = v.to_string();
        if text.chars().count() > 40 {
            let short: String = text.chars().take(40).collect();
            format!("{short}…")
        } else {
            text
        }
    });
    SaveError::BadField {
        path: path.into(),
        field: field.to_string(),
        value,
        expected: Box::new(expected),
    }
}

/// The checks of one save: its path (for messages) and its seat names.
pub struct Check<'a> {
    pub path: &'a std::path::Path,
    pub seats: Vec<&'static str>,
}

impl Check<'_> {
    /// A version 2 save's fields.
    pub fn v2(&self, top: &Value) -> Result<(), SaveError> {
        self.common(top)?;
        let players = self.required(top, "players")?;
        let Some(players) = players.as_object() else {
            return Err(self.fail(
                "players",
                Some(players),
                Expected::Seats(self.seats.clone()),
            ));
        };
        for &seat in &self.seats {
            let field = format!("players.{seat}");
            match players.get(seat) {
                Some(p) => self.player(&field, p)?,
                None => return Err(self.fail(&field, None, Expected::Player)),
            }
        }
        if let Some(clock) = top.get("clock").filter(|c| !c.is_null()) {
            self.clock(clock)?;
        }
        if let Some(tree) = top.get("tree")
            && serde_json::from_value::<Vec<super::tree::SavedNode>>(tree.clone()).is_err()
        {
            return Err(self.fail("tree", Some(tree), Expected::Tree));
        }
        if let Some(order) = top.get("tag_order")
            && serde_json::from_value::<Vec<String>>(order.clone()).is_err()
        {
            return Err(self.fail("tag_order", Some(order), Expected::TagOrder));
        }
        Ok(())
    }

    /// A version 1 save's fields (Italian: `white` and `black` at the top).
    pub fn v1(&self, top: &Value) -> Result<(), SaveError> {
        self.common(top)?;
        for seat in ["white", "black"] {
            let p = self.required(top, seat)?;
            self.player(seat, p)?;
        }
        Ok(())
    }

    fn fail(&self, field: &str, value: Option<&Value>, expected: Expected) -> SaveError {
        bad(self.path, field, value, expected)
    }

    fn expected_of(field: &str) -> Expected {
        match field {
            "moves" => Expected::Moves,
            "cursor" => Expected::Cursor,
            "created" | "updated" => Expected::Time,
            "result" => Expected::Result,
            "tags" => Expected::Tags,
            _ => Expected::Text,
        }
    }

    fn required<'v>(&self, top: &'v Value, field: &str) -> Result<&'v Value, SaveError> {
        top.get(field).ok_or_else(|| {
            let expected = match field {
                "players" => Expected::Seats(self.seats.clone()),
                "white" | "black" => Expected::Player,
                _ => Self::expected_of(field),
            };
            self.fail(field, None, expected)
        })
    }

    fn text<'v>(&self, top: &'v Value, field: &str) -> Result<&'v str, SaveError> {
        let v = self.required(top, field)?;
        v.as_str()
            .ok_or_else(|| self.fail(field, Some(v), Self::expected_of(field)))
    }

    fn common(&self, top: &Value) -> Result<(), SaveError> {
        self.text(top, "start")?;
        let moves = self.required(top, "moves")?;
        let all_text = moves
            .as_array()
            .is_some_and(|list| list.iter().all(Value::is_string));
        if !all_text {
            return Err(self.fail("moves", Some(moves), Expected::Moves));
        }
        let cursor = self.required(top, "cursor")?;
        if cursor.as_u64().is_none_or(|c| usize::try_from(c).is_err()) {
            return Err(self.fail("cursor", Some(cursor), Expected::Cursor));
        }
        for field in ["created", "updated"] {
            let text = self.text(top, field)?;
            if time::OffsetDateTime::parse(text, &time::format_description::well_known::Rfc3339)
                .is_err()
            {
                return Err(self.fail(field, top.get(field), Expected::Time));
            }
        }
        let result = self.required(top, "result")?;
        if !result.is_null() {
            self.result(result)?;
        }
        if let Some(tags) = top.get("tags") {
            let ok = tags
                .as_object()
                .is_some_and(|m| m.values().all(Value::is_string));
            if !ok {
                return Err(self.fail("tags", Some(tags), Expected::Tags));
            }
        }
        Ok(())
    }

    fn player(&self, field: &str, p: &Value) -> Result<(), SaveError> {
        let Some(map) = p.as_object() else {
            return Err(self.fail(field, Some(p), Expected::Player));
        };
        let kind_field = format!("{field}.player");
        match map.get("player").and_then(Value::as_str) {
            Some("human") => Ok(()),
            Some("computer") => {
                let level_field = format!("{field}.level");
                let level = map.get("level");
                match level.and_then(Value::as_u64) {
                    Some(1..=10) => Ok(()),
                    _ => Err(self.fail(&level_field, level, Expected::Level)),
                }
            }
            _ => Err(self.fail(&kind_field, map.get("player"), Expected::PlayerKind)),
        }
    }

    fn result(&self, result: &Value) -> Result<(), SaveError> {
        let Some(map) = result.as_object() else {
            return Err(self.fail("result", Some(result), Expected::Result));
        };
        let winner = map.get("winner").unwrap_or(&Value::Null);
        let seat_ok = winner.is_null() || winner.as_str().is_some_and(|w| self.seats.contains(&w));
        if !seat_ok {
            let expected = Expected::Winner(self.seats.clone());
            return Err(self.fail("result.winner", Some(winner), expected));
        }
        let reason = map.get("reason");
        let known = reason
            .cloned()
            .is_some_and(|r| serde_json::from_value::<EndReason>(r).is_ok());
        if !known {
            return Err(self.fail("result.reason", reason, Expected::Reason));
        }
        Ok(())
    }

    fn clock(&self, clock: &Value) -> Result<(), SaveError> {
        let Some(map) = clock.as_object() else {
            return Err(self.fail("clock", Some(clock), Expected::Clock));
        };
        let control = map.get("control");
        let Some(c) = control.and_then(Value::as_object) else {
            return Err(self.fail("clock.control", control, Expected::ControlKind));
        };
        let number = |name: &str, expected: Expected, least: u64| -> Result<(), SaveError> {
            let v = c.get(name);
            match v.and_then(Value::as_u64) {
                Some(n) if n >= least && n <= MAX_MS => Ok(()),
                _ => Err(self.fail(&format!("clock.control.{name}"), v, expected)),
            }
        };
        match c.get("kind").and_then(Value::as_str) {
            Some("per_move") => number("limit_ms", Expected::PositiveMillis, 1)?,
            Some("period") => {
                let moves = c.get("moves");
                if !moves
                    .and_then(Value::as_u64)
                    .is_some_and(|m| (1..=u64::from(u32::MAX)).contains(&m))
                {
                    return Err(self.fail("clock.control.moves", moves, Expected::PeriodMoves));
                }
                number("period_ms", Expected::PositiveMillis, 1)?;
            }
            Some("increment") => {
                number("base_ms", Expected::PositiveMillis, 1)?;
                number("inc_ms", Expected::Millis, 0)?;
            }
            _ => {
                return Err(self.fail("clock.control.kind", c.get("kind"), Expected::ControlKind));
            }
        }
        let left = map.get("left_ms");
        let Some(left_map) = left.and_then(Value::as_object) else {
            return Err(self.fail("clock.left_ms", left, Expected::Seats(self.seats.clone())));
        };
        self.left(left_map)
    }

    fn left(&self, left: &Map<String, Value>) -> Result<(), SaveError> {
        for &seat in &self.seats {
            let v = left.get(seat);
            if v.and_then(Value::as_u64).is_none_or(|ms| ms > MAX_MS) {
                let field = format!("clock.left_ms.{seat}");
                return Err(self.fail(&field, v, Expected::Millis));
            }
        }
        Ok(())
    }
}

/// What a field is for, when its name alone may not say it (English).
fn meaning(field: &str) -> Option<&'static str> {
    Some(match field {
        "start" => "the position the game started from",
        "moves" => "the moves played",
        "cursor" => "how many of the moves are on the board",
        "created" => "when the game began",
        "updated" => "when it was last saved",
        "result" => "how the game ended",
        "tree" => "every move recorded, variations too",
        _ => return None,
    })
}

/// The values `expected` allows, in English.
pub fn english_expected(expected: &Expected) -> String {
    let list = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("\"{n}\""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match expected {
        Expected::Text => "a text in double quotes".into(),
        Expected::Moves => {
            "a list of moves, each in double quotes, such as [\"22-18\", \"10-14\"]".into()
        }
        Expected::Cursor => "a whole number from 0 up to the number of moves".into(),
        Expected::Seats(seats) => format!("an object with {}", list(seats)),
        Expected::Player => {
            "{\"player\": \"human\"} or {\"player\": \"computer\", \"level\": 1 to 10}".into()
        }
        Expected::PlayerKind => "\"human\" or \"computer\"".into(),
        Expected::Level => "a whole number from 1 to 10 (the computer's level)".into(),
        Expected::Time => "a date and time such as \"2026-01-31T18:05:00Z\"".into(),
        Expected::Result => "null (the game goes on) or {\"winner\": ..., \"reason\": ...}".into(),
        Expected::Winner(seats) => format!("null (a draw) or one of {}", list(seats)),
        Expected::Reason => format!("one of {}", list(REASONS)),
        Expected::Tags => "an object whose values are texts in double quotes".into(),
        Expected::Clock => "null (no clock) or {\"control\": ..., \"left_ms\": ...}".into(),
        Expected::ControlKind => {
            "{\"kind\": \"per_move\", \"period\" or \"increment\", ...}".into()
        }
        Expected::PositiveMillis => "a whole number of milliseconds from 1 to 999999999999".into(),
        Expected::Millis => "a whole number of milliseconds from 0 to 999999999999".into(),
        Expected::PeriodMoves => "a whole number of moves, 1 or more".into(),
        Expected::Tree => "a list of moves such as [{\"move\": \"22-18\"}, {\"move\": \"10-14\", \"parent\": 0}], with optional \"nags\" (numbers 0 to 255), \"before\" and \"comments\" (lists of texts) and \"end\" (a result)".into(),
        Expected::TreeParent => "the number of an earlier move of the tree (counted from 0), or no \"parent\" for a first move".into(),
        Expected::TagOrder => "a list of tag names, each in double quotes".into(),
        Expected::V1Rules => "\"italian\" (a version 1 save is of Italian draughts)".into(),
        Expected::Version => "1, 2 or 3 (the versions this dama reads)".into(),
        Expected::WinnerForReason => {
            "a player for a resignation or a loss on time, null for a draw by agreement".into()
        }
    }
}

/// The message of a bad field, in English.
pub fn english(field: &str, value: Option<&str>, expected: &Expected) -> String {
    let name = match meaning(field) {
        Some(m) => format!("\"{field}\" ({m})"),
        None => format!("\"{field}\""),
    };
    let allowed = english_expected(expected);
    match value {
        None => format!("{name} is missing: it must be {allowed}"),
        Some(v) => format!("{name} cannot be {v}: it must be {allowed}"),
    }
}

/// What a field is for, in Italian (see `meaning`).
pub fn italian_meaning(field: &str) -> Option<&'static str> {
    Some(match field {
        "start" => "la posizione da cui è iniziata la partita",
        "moves" => "le mosse giocate",
        "cursor" => "quante mosse sono sulla scacchiera",
        "created" => "quando è iniziata la partita",
        "updated" => "quando è stata salvata l'ultima volta",
        "result" => "come è finita la partita",
        "tree" => "tutte le mosse registrate, varianti comprese",
        _ => return None,
    })
}
