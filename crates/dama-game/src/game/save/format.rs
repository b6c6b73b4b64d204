//! The save file: a JSON object a person can read and fix by hand.
//!
//! Version 3 (written now) is version 2 with the game's whole tree: `"tree"`, the moves
//! with their variations, comments and NAGs (see `tree.rs`), written when the game has
//! more than its current line, and `"tag_order"`, the order of the tags as a PDN file had
//! them. Version 2 names its game and variant and keeps the players by seat:
//! `"game": "draughts", "variant": "italian", "players": {"white": …, "black": …}`;
//! it is still read, as a game of one line.
//! Version 1 (Italian only: `"rules": "italian"`, `"white"` and `"black"` at the top)
//! is still read, and plays on exactly as before.
//!
//! Reading goes in steps so that each failure gets its own message: JSON syntax (with
//! line and column), then the `format` marker, then the version, then the game and
//! variant, then the fields, then the start position, and finally every move replayed
//! through the checked `play`, so that no file can produce an illegal game. Unknown extra
//! fields are ignored.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::SaveError;
use super::fields::{Expected, bad};
use crate::core::{Rules, Seat};
use crate::game::clock::{GameClock, TimeControl};
use crate::game::{EndReason, GameResult, Player, Record};

pub const FORMAT: &str = "dama-save";
/// The version this program writes.
pub const VERSION: u64 = 3;
/// Version 1's only `rules` value.
const V1_RULES: &str = "italian";

#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u64,
    game: String,
    variant: String,
    start: String,
    moves: Vec<String>,
    cursor: usize,
    players: BTreeMap<String, Player>,
    created: String,
    updated: String,
    result: Option<SavedResult>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    tags: BTreeMap<String, String>,
    /// The time control and each seat's time left (absent: no clock). Added within
    /// version 2: a save without it loads as before, and older readers ignore it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<SavedClock>,
    /// Every move recorded, the variations too (version 3; absent: the line of `moves`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tree: Vec<super::tree::SavedNode>,
    /// The tags' order (version 3; absent: the order of their names).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    tag_order: Vec<String>,
}

/// A clock in a save: `{"control": {"kind": "per_move", "limit_ms": 5000},
/// "left_ms": {"white": 4200, "black": 5000}}`.
#[derive(Serialize, Deserialize)]
struct SavedClock {
    control: TimeControl,
    left_ms: BTreeMap<String, u64>,
}

/// Version 1, as Italian-only `dama` wrote it.
#[derive(Deserialize)]
struct SaveFileV1 {
    rules: String,
    start: String,
    moves: Vec<String>,
    cursor: usize,
    white: Player,
    black: Player,
    created: String,
    updated: String,
    result: Option<SavedResult>,
    #[serde(default)]
    tags: BTreeMap<String, String>,
}

#[derive(Clone, Serialize, Deserialize)]
pub(super) struct SavedResult {
    /// The winner's seat name (`"white"`), or none for a draw.
    winner: Option<String>,
    reason: EndReason,
}

/// What a save says it holds: its game and variant (version 1: draughts, Italian).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub game: String,
    pub variant: String,
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

/// A result as a save writes it: the winner by seat name.
pub(super) fn saved_result<G: Rules>(r: &GameResult) -> SavedResult {
    SavedResult {
        winner: r.winner.map(|w| G::seat_name(w).to_string()),
        reason: r.reason,
    }
}

/// The save file text for `game`, stamped as updated at `updated`.
pub fn to_json<G: Rules>(game: &Record<G>, updated: OffsetDateTime) -> String {
    let seat = |i: usize| G::seat_name(Seat(i as u8)).to_string();
    let mut moves = Vec::with_capacity(game.moves().len());
    let mut pos = *game.start();
    for mv in game.moves() {
        moves.push(pos.move_text(mv));
        pos.play_unchecked(mv);
    }
    let file = SaveFile {
        format: FORMAT.to_string(),
        version: VERSION,
        game: G::GAME.to_string(),
        variant: G::VARIANT.to_string(),
        start: game.start().position_text(),
        moves,
        cursor: game.cursor(),
        players: game
            .players()
            .iter()
            .enumerate()
            .map(|(i, p)| (seat(i), *p))
            .collect(),
        created: timestamp(game.created()),
        updated: timestamp(updated),
        result: game.final_result().map(|r| saved_result::<G>(&r)),
        tags: game.tags().clone(),
        tree: super::tree::write(game),
        tag_order: game
            .ordered_tags()
            .iter()
            .map(|(n, _)| n.to_string())
            .collect(),
        clock: game.clock().map(|c| SavedClock {
            control: c.control(),
            left_ms: c
                .lefts()
                .iter()
                .enumerate()
                .map(|(i, d)| (seat(i), u64::try_from(d.as_millis()).unwrap_or(u64::MAX)))
                .collect(),
        }),
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

/// Reads the format marker, the version and the game of a save file's text, without
/// reading the game: what a caller needs to choose the game to load it as.
pub fn header(text: &str, path: &Path) -> Result<Header, SaveError> {
    let text = crate::core::text::strip_bom(text);
    let value: Value = serde_json::from_str(text).map_err(|e| not_json(&e, path))?;
    header_of(&value, path)
}

fn header_of(value: &Value, path: &Path) -> Result<Header, SaveError> {
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(SaveError::NotASave { path: path.into() });
    }
    let field = |name: &str| value.get(name).and_then(Value::as_str).map(str::to_string);
    match value.get("version").and_then(Value::as_u64) {
        Some(1) => match field("rules") {
            Some(rules) if rules == V1_RULES => Ok(Header {
                game: "draughts".to_string(),
                variant: rules,
            }),
            Some(rules) => Err(SaveError::UnknownGame {
                path: path.into(),
                game: rules,
                variant: String::new(),
            }),
            None => Err(bad(path, "rules", value.get("rules"), Expected::V1Rules)),
        },
        Some(2 | VERSION) => match (field("game"), field("variant")) {
            (Some(game), Some(variant)) => Ok(Header { game, variant }),
            (None, _) => Err(bad(path, "game", value.get("game"), Expected::Text)),
            (_, None) => Err(bad(path, "variant", value.get("variant"), Expected::Text)),
        },
        Some(v) if v > VERSION => Err(SaveError::NewerVersion {
            path: path.into(),
            version: v,
        }),
        _ => Err(bad(
            path,
            "version",
            value.get("version"),
            Expected::Version,
        )),
    }
}

/// The fields of a save once its version is known.
struct Body {
    start: String,
    moves: Vec<String>,
    cursor: usize,
    players: Vec<Player>,
    created: String,
    updated: String,
    result: Option<SavedResult>,
    tags: BTreeMap<String, String>,
    clock: Option<SavedClock>,
    tree: Vec<super::tree::SavedNode>,
    tag_order: Vec<String>,
}

/// Reads a save file's text as a game of `G`; `path` is only used in messages. A save of
/// another game or variant is refused with [`SaveError::OtherGame`].
pub fn from_json<G: Rules>(text: &str, path: &Path) -> Result<(Record<G>, Stamp), SaveError> {
    // A byte-order mark, which some editors put first, is not part of the JSON.
    let text = crate::core::text::strip_bom(text);
    let value: Value = serde_json::from_str(text).map_err(|e| not_json(&e, path))?;
    let header = header_of(&value, path)?;
    if header.game != G::GAME || header.variant != G::VARIANT {
        return Err(SaveError::OtherGame {
            path: path.into(),
            game: header.game,
            variant: header.variant,
            expected: G::VARIANT,
        });
    }
    // The checks above let through only what reads; should one ever miss a shape, the
    // refusal is still in words, never the JSON library's.
    let invalid = |_: serde_json::Error| SaveError::Unreadable { path: path.into() };
    let check = super::fields::Check {
        path,
        seats: (0..G::PLAYERS)
            .map(|i| G::seat_name(Seat(i as u8)))
            .collect(),
    };
    let body = if value.get("version").and_then(Value::as_u64) == Some(1) {
        check.v1(&value)?;
        let file: SaveFileV1 = serde_json::from_value(value).map_err(invalid)?;
        debug_assert_eq!(file.rules, V1_RULES);
        Body {
            start: file.start,
            moves: file.moves,
            cursor: file.cursor,
            players: vec![file.white, file.black],
            created: file.created,
            updated: file.updated,
            result: file.result,
            tags: file.tags,
            clock: None,
            tree: Vec::new(),
            tag_order: Vec::new(),
        }
    } else {
        check.v2(&value)?;
        let file: SaveFile = serde_json::from_value(value).map_err(invalid)?;
        let mut players = Vec::with_capacity(G::PLAYERS);
        for i in 0..G::PLAYERS {
            let name = G::seat_name(Seat(i as u8));
            let player = file
                .players
                .get(name)
                .copied()
                .ok_or_else(|| bad(path, &format!("players.{name}"), None, Expected::Player))?;
            players.push(player);
        }
        Body {
            start: file.start,
            moves: file.moves,
            cursor: file.cursor,
            players,
            created: file.created,
            updated: file.updated,
            result: file.result,
            tags: file.tags,
            clock: file.clock,
            tree: file.tree,
            tag_order: file.tag_order,
        }
    };
    read_body(body, path)
}

fn read_body<G: Rules>(body: Body, path: &Path) -> Result<(Record<G>, Stamp), SaveError> {
    let start = G::parse_position(&body.start).map_err(|e| SaveError::BadStart {
        path: path.into(),
        fen: body.start.clone(),
        reason: std::sync::Arc::new(e),
    })?;
    let created = parse_time(&body.created, "created", path)?;
    let updated = parse_time(&body.updated, "updated", path)?;

    let mut game = Record::with_players(start, body.players);
    game.created = created;
    for name in &body.tag_order {
        if let Some(value) = body.tags.get(name) {
            game.set_tag(name, value);
        }
    }
    game.tags = body.tags;
    let ends = super::tree::read(&mut game, &body.tree, path)?;
    for (i, text) in body.moves.iter().enumerate() {
        game.play_recorded(text)
            .map_err(|reason| SaveError::BadMove {
                path: path.into(),
                number: i + 1,
                text: text.clone(),
                reason,
            })?;
    }
    // The line is the saved one: following the tree does not carry it further.
    game.truncate();
    for (at, end) in ends {
        let result = read_result::<G>(Some(end), path)?;
        if let Some(result) = result {
            game.set_declared(Some(at), result);
        }
    }
    if body.cursor > game.moves().len() {
        return Err(SaveError::BadCursor {
            path: path.into(),
            cursor: body.cursor,
            moves: game.moves().len(),
        });
    }
    if let Some(saved) = body.clock {
        let left = (0..G::PLAYERS)
            .map(|i| {
                let name = G::seat_name(Seat(i as u8));
                saved
                    .left_ms
                    .get(name)
                    .map(|&ms| std::time::Duration::from_millis(ms))
                    .ok_or_else(|| {
                        bad(
                            path,
                            &format!("clock.left_ms.{name}"),
                            None,
                            Expected::Millis,
                        )
                    })
            })
            .collect::<Result<Vec<_>, _>>()?;
        game.set_clock(Some(GameClock::resumed(saved.control, left, G::PLAYERS)));
    }
    restore_result(&mut game, body.result, path)?;
    while game.cursor() > body.cursor {
        game.undo();
    }
    Ok((game, Stamp { created, updated }))
}

/// Checks the stored result against the moves, and restores an agreed draw or a
/// resignation (the only results not visible on the board).
fn restore_result<G: Rules>(
    game: &mut Record<G>,
    stored: Option<SavedResult>,
    path: &Path,
) -> Result<(), SaveError> {
    let actual = game.final_result();
    let Some(stored) = read_result::<G>(stored, path)? else {
        return Ok(());
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
        (EndReason::Resignation, Some(winner)) if G::PLAYERS == 2 => {
            game.resign(Seat(1 - winner.0.min(1)))
        }
        (EndReason::Time, Some(winner)) if G::PLAYERS == 2 => {
            game.flag_fall(Seat(1 - winner.0.min(1)))
        }
        (EndReason::Agreement, None) => game.agree_draw(),
        (EndReason::Resignation | EndReason::Agreement | EndReason::Time, winner) => {
            let value = match winner {
                Some(seat) => Value::String(G::seat_name(seat).to_string()),
                None => Value::Null,
            };
            return Err(bad(
                path,
                "result.winner",
                Some(&value),
                Expected::WinnerForReason,
            ));
        }
        _ => return Err(mismatch("the game goes on".to_string())),
    }
    Ok(())
}

/// A saved result with its winner's seat read.
fn read_result<G: Rules>(
    stored: Option<SavedResult>,
    path: &Path,
) -> Result<Option<GameResult>, SaveError> {
    let Some(stored) = stored else {
        return Ok(None);
    };
    let winner = match stored.winner.as_deref() {
        None => None,
        Some(name) => Some(
            (0..G::PLAYERS as u8)
                .map(Seat)
                .find(|&s| G::seat_name(s) == name)
                .ok_or_else(|| {
                    let seats = (0..G::PLAYERS as u8)
                        .map(|s| G::seat_name(Seat(s)))
                        .collect();
                    let value = Value::String(name.to_string());
                    bad(path, "result.winner", Some(&value), Expected::Winner(seats))
                })?,
        ),
    };
    Ok(Some(GameResult {
        winner,
        reason: stored.reason,
    }))
}

fn parse_time(text: &str, field: &str, path: &Path) -> Result<OffsetDateTime, SaveError> {
    OffsetDateTime::parse(text, &Rfc3339).map_err(|_| {
        let value = Value::String(text.to_string());
        bad(path, field, Some(&value), Expected::Time)
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

/// The `created` timestamp and canonical start position of a save, without replaying
/// it: enough to tell whether a file holds the same game as one about to be written.
pub fn identity<G: Rules>(text: &str) -> Option<(String, String)> {
    let text = crate::core::text::strip_bom(text);
    let value: Value = serde_json::from_str(text).ok()?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return None;
    }
    let created = value.get("created")?.as_str()?.to_string();
    let start = value.get("start")?.as_str()?;
    let start = G::parse_position(start).ok()?.position_text();
    Some((created, start))
}
