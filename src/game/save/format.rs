//! The save file, version 1: a JSON object a person can read and fix by hand.
//!
//! Reading goes in steps so that each failure gets its own message: JSON syntax (with
//! line and column), then the `format` marker, then the version, then the fields, then
//! the start FEN, and finally every move replayed through the checked `play`, so that no
//! file can produce an illegal game. Unknown extra fields are ignored.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::SaveError;
use crate::game::{EndReason, Game, GameResult, LEVELS, Player};
use crate::rules::{Color, Position};

pub const FORMAT: &str = "dama-save";
pub const VERSION: u64 = 1;
pub const RULES: &str = "italian";

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u64,
    rules: String,
    start: String,
    moves: Vec<String>,
    cursor: usize,
    white: Player,
    black: Player,
    created: String,
    updated: String,
    result: Option<SavedResult>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    tags: BTreeMap<String, String>,
}

#[derive(Serialize, Deserialize)]
struct SavedResult {
    winner: Option<Side>,
    reason: EndReason,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Side {
    White,
    Black,
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

/// The time now in UTC, to the microsecond: enough to tell two games apart (the
/// creation time and the start identify a game's own save file), few digits to read.
pub fn now() -> OffsetDateTime {
    let now = OffsetDateTime::now_utc();
    now.replace_nanosecond(now.microsecond() * 1000)
        .unwrap_or(now)
}

/// A timestamp as written in saves: RFC 3339, UTC.
pub fn timestamp(t: OffsetDateTime) -> String {
    t.format(&Rfc3339)
        .unwrap_or_else(|_| t.unix_timestamp().to_string())
}

/// The save file text for `game`, stamped as updated at `updated`.
pub fn to_json(game: &Game, updated: OffsetDateTime) -> String {
    let file = SaveFile {
        format: FORMAT.to_string(),
        version: VERSION,
        rules: RULES.to_string(),
        start: game.start().to_fen(),
        moves: game.moves().iter().map(|m| m.fid()).collect(),
        cursor: game.cursor(),
        white: game.player(Color::White),
        black: game.player(Color::Black),
        created: timestamp(game.created()),
        updated: timestamp(updated),
        result: game.final_result().map(|r| SavedResult {
            winner: r.winner.map(Side::from),
            reason: r.reason,
        }),
        tags: game.tags().clone(),
    };
    // Strings, numbers and string-keyed maps only: serialising cannot fail.
    let mut text = serde_json::to_string_pretty(&file)
        .unwrap_or_else(|e| unreachable!("a save always serialises: {e}"));
    text.push('\n');
    text
}

/// What a save says about itself besides the game.
pub struct Stamp {
    pub created: OffsetDateTime,
    pub updated: OffsetDateTime,
}

/// Reads a save file's text; `path` is only used in messages.
pub fn from_json(text: &str, path: &Path) -> Result<(Game, Stamp), SaveError> {
    let value: Value = serde_json::from_str(text).map_err(|e| not_json(&e, path))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(SaveError::NotASave { path: path.into() });
    }
    match value.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(v) if v > VERSION => {
            return Err(SaveError::NewerVersion {
                path: path.into(),
                version: v,
            });
        }
        _ => {
            return Err(SaveError::invalid(
                path,
                "\"version\" must be 1 (the only version this dama knows)",
            ));
        }
    }
    let file: SaveFile =
        serde_json::from_str(text).map_err(|e| SaveError::invalid(path, e.to_string()))?;
    if file.rules != RULES {
        return Err(SaveError::OtherRules {
            path: path.into(),
            rules: file.rules,
        });
    }
    for (side, player) in [("white", file.white), ("black", file.black)] {
        if let Player::Computer { level } = player
            && !LEVELS.contains(&level)
        {
            return Err(SaveError::invalid(
                path,
                format!("\"{side}\": the computer's level must be 1 to 10, not {level}"),
            ));
        }
    }
    let start = Position::from_fen(&file.start).map_err(|error| SaveError::BadStart {
        path: path.into(),
        error,
    })?;
    let created = parse_time(&file.created, "created", path)?;
    let updated = parse_time(&file.updated, "updated", path)?;

    let mut game = Game::new(start, file.white, file.black);
    game.created = created;
    game.tags = file.tags;
    for (i, text) in file.moves.iter().enumerate() {
        game.play_recorded(text)
            .map_err(|reason| SaveError::BadMove {
                path: path.into(),
                number: i + 1,
                text: text.clone(),
                reason,
            })?;
    }
    if file.cursor > game.moves().len() {
        return Err(SaveError::BadCursor {
            path: path.into(),
            cursor: file.cursor,
            moves: game.moves().len(),
        });
    }
    restore_result(&mut game, file.result, path)?;
    while game.cursor() > file.cursor {
        game.undo();
    }
    Ok((game, Stamp { created, updated }))
}

/// Checks the stored result against the moves, and restores an agreed draw or a
/// resignation (the only results not visible on the board).
fn restore_result(
    game: &mut Game,
    stored: Option<SavedResult>,
    path: &Path,
) -> Result<(), SaveError> {
    let actual = game.final_result();
    let Some(stored) = stored else {
        return Ok(());
    };
    let stored = GameResult {
        winner: stored.winner.map(Color::from),
        reason: stored.reason,
    };
    let mismatch = |actual: String| SaveError::ResultMismatch {
        path: path.into(),
        stored: stored.to_string(),
        actual,
    };
    if let Some(actual) = actual {
        return if actual == stored {
            Ok(())
        } else {
            Err(mismatch(actual.to_string()))
        };
    }
    match (stored.reason, stored.winner) {
        (EndReason::Resignation, Some(winner)) => game.resign(winner.opposite()),
        (EndReason::Agreement, None) => game.agree_draw(),
        (EndReason::Resignation | EndReason::Agreement, _) => {
            return Err(SaveError::invalid(
                path,
                "a resignation needs a winner and a draw by agreement has none",
            ));
        }
        _ => return Err(mismatch("the game goes on".to_string())),
    }
    Ok(())
}

fn parse_time(text: &str, field: &str, path: &Path) -> Result<OffsetDateTime, SaveError> {
    OffsetDateTime::parse(text, &Rfc3339).map_err(|e| {
        SaveError::invalid(
            path,
            format!(
                "\"{field}\": \"{text}\" is not an RFC 3339 time such as 2026-01-31T18:05:00Z ({e})"
            ),
        )
    })
}

fn not_json(e: &serde_json::Error, path: &Path) -> SaveError {
    let full = e.to_string();
    let message = match full.rfind(" at line ") {
        Some(at) => full[..at].to_string(),
        None => full,
    };
    SaveError::NotJson {
        path: path.into(),
        line: e.line(),
        column: e.column(),
        message,
    }
}

/// The `created` timestamp and start FEN of a save, without replaying it: enough to
/// tell whether a file holds the same game as one about to be written.
pub fn identity(text: &str) -> Option<(String, String)> {
    let value: Value = serde_json::from_str(text).ok()?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return None;
    }
    let created = value.get("created")?.as_str()?.to_string();
    let start = value.get("start")?.as_str()?;
    let start = Position::from_fen(start).ok()?.to_fen();
    Some((created, start))
}
