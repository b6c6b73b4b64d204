//! PDN (Portable Draughts Notation): export a game, import one.
//!
//! For every draughts variant, by its PDN `GameType` (22 Italian, 21 English, 20
//! International, 26 Brazilian). Strict in what it writes: the seven standard tags, the
//! variant's `GameType` (Italian: `"22,W,8,8,N2,1"`),
//! `SetUp`/`FEN` when the game did not start from the initial position, numbered moves
//! with full capture paths, the result. Lenient in what it reads: `{comments}`, `;` line
//! comments, `(variations)`, move numbers, NAGs (`$3`, `!`, `?!`), short captures such as
//! `31x6` resolved against the legal moves, and several games in one file. Variations,
//! comments (verbatim, `[%clock …]` kept) and NAGs are kept in the record's tree and
//! written back (`pdn_movetext.rs`); unknown tags are kept in their order. Results follow
//! each game's convention (International and Brazilian `2-0 / 1-1 / 0-2`, the 8x8 games
//! `1-0 / 1/2-1/2 / 0-1`; both read everywhere; a file's own kept when written back). The
//! first move that cannot be played is reported with its number.

use super::pdn_index::PdnIndex;
use super::pdn_movetext;
use super::pdn_read::parse_at;
pub use super::pdn_read::{
    Bracket, FenProblem, PdnError, PdnGame, game_type_name, game_type_number, parse,
};
use super::{Player, Record};
use crate::core::text::strip_bom;
use crate::core::{Level, Rules, Seat};
use crate::draughts::Draughts;

/// The PDN game type of Italian draughts, as this program writes it.
pub const GAME_TYPE: &str = "22,W,8,8,N2,1";

/// The `GameType` tag a variant's games are written with.
pub fn game_type<G: Draughts>() -> String {
    match G::PDN_GAME_TYPE {
        22 => GAME_TYPE.to_string(),
        n => n.to_string(),
    }
}

/// Tags this module writes itself (the rest of a game's tags are written after them).
const OWN_TAGS: [&str; 10] = [
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "GameType", "SetUp", "FEN",
];

/// How many games `text` holds (counted as the library's index counts them, keeping
/// none: a file of 500,000 tiny games is not parsed whole to count them).
pub fn count_games(text: &str) -> Result<usize, PdnError> {
    Ok(PdnIndex::find(strip_bom(text), usize::MAX).1)
}

/// Game number `n` (from 1) of a PDN text, read alone: the games before and after it
/// are only counted ([`PdnIndex::find`]), so the memory is that of the text and the one
/// game, whatever the number of games; what is wrong with another game does not stop
/// this one. Its errors name the lines of the whole text.
pub fn nth(text: &str, n: usize) -> Result<PdnGame, PdnError> {
    let text = strip_bom(text);
    let (found, count) = PdnIndex::find(text, n.wrapping_sub(1));
    let Some(entry) = found else {
        return Err(match count {
            0 => PdnError::NoGames,
            count => PdnError::NoSuchGame { wanted: n, count },
        });
    };
    let range = entry.range();
    // Whether the game starts its line: only blank space before it on that line.
    let before = text.get(..range.start).unwrap_or("");
    let line_start = before
        .rsplit('\n')
        .next()
        .is_none_or(|s| s.trim().is_empty());
    let piece = text.get(range).unwrap_or("");
    let mut games = parse_at(piece, entry.line as usize, line_start)?;
    if games.is_empty() {
        return Err(PdnError::NoGames);
    }
    Ok(games.swap_remove(0))
}

/// Imports game number `n` (from 1) of a PDN text, replaying every move.
pub fn import<G: Draughts>(text: &str, n: usize) -> Result<Record<G>, PdnError> {
    to_game(&nth(text, n)?)
}

/// Checks and replays one parsed PDN game.
pub fn to_game<G: Draughts>(pdn: &PdnGame) -> Result<Record<G>, PdnError> {
    if let Some(kind) = pdn.tag("GameType")
        && game_type_number(kind) != Some(G::PDN_GAME_TYPE)
    {
        return Err(PdnError::OtherGame {
            found: kind.to_string(),
            expected: G::PDN_GAME_TYPE,
        });
    }
    let start = match pdn.tag("FEN") {
        Some(fen) => G::parse_position(fen).map_err(|e| PdnError::BadFen {
            fen: fen.to_string(),
            reason: FenProblem(std::sync::Arc::new(e)),
        })?,
        None => G::start(),
    };
    let white = pdn.tag("White").map_or(Player::Human, player_from_name);
    let black = pdn.tag("Black").map_or(Player::Human, player_from_name);
    let mut game = Record::new(start, white, black);
    for (name, value) in &pdn.tags {
        let generated = match name.as_str() {
            "White" | "Black" => player_from_name(value) != Player::Human || value == "Human",
            // The result is the board's, or read below; its tag is kept for its
            // convention (`2-0` or `1-0`), which the game is written back in.
            "GameType" | "SetUp" | "FEN" => true,
            _ => value == "?" || value.is_empty(),
        };
        if !generated {
            game.set_tag(name, value);
        }
    }
    if let Some(form) = pdn.terminator.as_deref().filter(|t| *t != "*")
        && pdn.tag("Result").is_none_or(|r| r == "*")
    {
        game.set_tag("Result", form);
    }
    pdn_movetext::read_into(&mut game, &pdn.movetext).map_err(|refused| {
        let (number, black) = game.move_number(refused.ply);
        PdnError::BadMove {
            number: format!("{number}{}", if black { "..." } else { "." }),
            text: refused.text,
            reason: refused.reason,
        }
    })?;
    if game.final_result().is_none() {
        // A result the board does not show is a resignation or an agreed draw.
        match pdn.terminator.as_deref().or(pdn.tag("Result")) {
            Some("1-0" | "2-0") => game.resign(Seat::SECOND),
            Some("0-1" | "0-2") => game.resign(Seat::FIRST),
            Some("1/2-1/2" | "1-1") => game.agree_draw(),
            _ => {}
        }
    }
    // The reason this program writes after the last move is the result's, not a comment.
    if let (Some(result), Some(&last)) = (game.final_result(), game.line().last()) {
        let note = game.note_mut(last);
        if note.after.last() == Some(&result.to_string()) {
            note.after.pop();
        }
    }
    Ok(game)
}

/// Whether a game is written with the FMJD's results (`2-0`, `1-1`, `0-2`), as
/// International and Brazilian games are; else `1-0`, `1/2-1/2`, `0-1`. A game read from
/// a file keeps the convention of its `Result` tag.
pub fn fmjd_results<G: Draughts>(record: &Record<G>) -> bool {
    match record.tags().get("Result").map(String::as_str) {
        Some("2-0" | "0-2" | "1-1" | "0-0") => true,
        Some("1-0" | "0-1" | "1/2-1/2") => false,
        _ => matches!(G::PDN_GAME_TYPE, 20 | 26),
    }
}

/// The PDN result of the game's main line, in its convention (`*` while it goes on).
pub fn result_text<G: Draughts>(record: &Record<G>) -> &'static str {
    main_result(record).map_or("*", |r| r.pdn_in(fmjd_results(record)))
}

/// How the game's main line ends.
fn main_result<G: Rules>(record: &Record<G>) -> Option<super::GameResult> {
    if record.line() == record.tree().main_from(None).as_slice() {
        return record.final_result();
    }
    let mut main = record.clone();
    main.follow_main_line();
    main.result()
}

/// `dama level 5` (or `Computer level 5`) is the computer; any other name is a person.
fn player_from_name(name: &str) -> Player {
    let lower = name.trim().to_ascii_lowercase();
    for prefix in ["dama level ", "computer level "] {
        if let Some(level) = lower
            .strip_prefix(prefix)
            .and_then(|n| n.parse::<u8>().ok())
            .and_then(Level::new)
        {
            return Player::Computer { level };
        }
    }
    Player::Human
}

fn player_name<G: Rules>(game: &Record<G>, seat: Seat, tag: &str) -> String {
    match game.player(seat) {
        Player::Computer { level } => format!("dama level {level}"),
        Player::Human => game
            .tags
            .get(tag)
            .cloned()
            .unwrap_or_else(|| "Human".to_string()),
    }
}

/// The whole game as PDN, ending with a newline: its tags, the main line with every
/// variation, comment and NAG, and the main line's result.
pub fn export<G: Draughts>(game: &Record<G>) -> String {
    let result = main_result(game);
    let result_text = result_text(game);
    let tag = |name: &str, default: String| game.tags.get(name).cloned().unwrap_or(default);
    let mut tags: Vec<(&str, String)> = vec![
        ("Event", tag("Event", "Casual game".to_string())),
        ("Site", tag("Site", "?".to_string())),
        ("Date", tag("Date", date(game))),
        ("Round", tag("Round", "-".to_string())),
        ("White", player_name(game, Seat::FIRST, "White")),
        ("Black", player_name(game, Seat::SECOND, "Black")),
        ("Result", result_text.to_string()),
        ("GameType", game_type::<G>()),
    ];
    if *game.start() != G::start() {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", game.start().position_text()));
    }
    let extra: Vec<(&str, &str)> = game
        .ordered_tags()
        .into_iter()
        .filter(|(n, _)| !OWN_TAGS.contains(n))
        .collect();
    let mut out = String::new();
    for (name, value) in tags
        .into_iter()
        .chain(extra.into_iter().map(|(n, v)| (n, v.to_string())))
    {
        let Some(name) = tag_name(name) else {
            continue;
        };
        out.push_str(&format!("[{name} \"{}\"]\n", tag_value(&value)));
    }
    out.push('\n');

    let mut words = pdn_movetext::words(game);
    // The reason of a result the moves show, unless the file already said something.
    let last_said = game
        .tree()
        .main_from(None)
        .last()
        .is_some_and(|&id| !game.tree().node(id).note.after.is_empty());
    if let Some(r) = result
        && !last_said
    {
        words.push(format!("{{{r}}}"));
    }
    words.push(result_text.to_string());
    out.push_str(&pdn_movetext::wrap(&words, 79));
    out.push('\n');
    out
}

/// A tag name as PDN can read it back: letters, digits and `_` (anything else becomes
/// `_`); `None` for a name with nothing to keep.
fn tag_name(name: &str) -> Option<String> {
    let kept: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    kept.chars().any(|c| c != '_').then_some(kept)
}

/// A tag value on one line (a line break or other control character becomes a space),
/// with `\` and `"` escaped.
fn tag_value(value: &str) -> String {
    value
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
}

/// The game's creation date as PDN writes dates: `2026.11.20`.
fn date<G: Rules>(game: &Record<G>) -> String {
    let d = game.created().date();
    format!("{:04}.{:02}.{:02}", d.year(), u8::from(d.month()), d.day())
}
