//! Games on disk: where saves live, saving atomically, loading (a JSON save or a PDN
//! file), the autosave, and the list of saved games.
//!
//! Where saves go: `$DAMA_SAVE_DIR` when set; else `saves/` in the current directory when
//! it exists; else the platform data directory under `dama/saves`, created on first save.
//! Each rule has an inner function taking its inputs explicitly, so tests never depend on
//! the environment or the user's home.

mod atomic;
mod error;
mod fields;
mod format;
mod tree;

use std::ffi::OsStr;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use time::OffsetDateTime;

pub use atomic::{PendingSave, STALE_TEMP, prepare};
pub use error::{IoAction, SaveError};
pub use fields::{Expected, REASONS, italian_meaning};
pub use format::{Header, from_json, header, now, timestamp, to_json};

use super::{GameResult, Player, Record, pdn};
use crate::core::{Rules, Seat};
use crate::draughts::Draughts;

/// Files larger than this are refused before they are parsed.
pub const MAX_FILE_SIZE: u64 = 1024 * 1024;

/// A PDN file read for one of its games (`dama import`, `export`, `annotate`, opening
/// a game) may be this large, as large as a library: its games are counted without
/// being kept ([`pdn::nth`]), so it costs its text and one game.
pub const MAX_PDN_SIZE: u64 = 256 * 1024 * 1024;

/// The name of the autosave file in the save directory (Italian's; every other game
/// has its own, see [`autosave_name`]).
pub const AUTOSAVE: &str = "autosave.json";

/// The autosave file of game `G`: `autosave.json` for Italian draughts (the name it always
/// had), `autosave-<variant>.json` for the others, so each game resumes its own.
pub fn autosave_name<G: Rules>() -> String {
    if G::VARIANT == "italian" {
        AUTOSAVE.to_string()
    } else {
        format!("autosave-{}.json", G::VARIANT)
    }
}

/// The save directory for this process (see the module docs for the rule).
pub fn save_dir() -> PathBuf {
    let data = directories::BaseDirs::new().map(|d| d.data_dir().to_path_buf());
    save_dir_with(
        std::env::var_os("DAMA_SAVE_DIR").as_deref(),
        Path::new(""),
        data.as_deref(),
    )
}

/// The save directory rule with its inputs given: the value of `$DAMA_SAVE_DIR`, the
/// current directory, and the platform data directory (if the platform has one).
pub fn save_dir_with(env: Option<&OsStr>, cwd: &Path, data_dir: Option<&Path>) -> PathBuf {
    if let Some(dir) = env.filter(|d| !d.is_empty()) {
        return PathBuf::from(dir);
    }
    let local = cwd.join("saves");
    if local.is_dir() {
        return local;
    }
    match data_dir {
        Some(data) => data.join("dama").join("saves"),
        None => local,
    }
}

/// Where a save named `name` lives: a bare name goes in [`save_dir`]; a name with a
/// directory is kept as it is. A name without an extension gets `.json`.
pub fn resolve(name: &str) -> PathBuf {
    resolve_in(&save_dir(), name)
}

/// [`resolve`] with the save directory given.
pub fn resolve_in(dir: &Path, name: &str) -> PathBuf {
    let given = Path::new(name);
    let has_dir = given.is_absolute() || given.parent().is_some_and(|p| !p.as_os_str().is_empty());
    let mut path = if has_dir {
        given.to_path_buf()
    } else {
        dir.join(given)
    };
    if path.extension().is_none() {
        path.set_extension("json");
    }
    path
}

/// Saves `game` at `path` atomically. An existing file holding another game is only
/// replaced when `overwrite` is set (else [`SaveError::Exists`]); the game's own earlier
/// save (same creation time and start) is always updated. Returns the path written.
pub fn save<G: Rules>(
    game: &Record<G>,
    path: &Path,
    overwrite: bool,
) -> Result<PathBuf, SaveError> {
    prepare(game, path, overwrite)?.commit()
}

/// Loads a game of `G` (a save of another game is refused with its name).
pub fn load_as<G: Draughts>(path: &Path) -> Result<Record<G>, SaveError> {
    let text = read_game_file(path)?;
    if is_pdn_file(path, &text)? {
        return pdn_game(&text, 1, path);
    }
    Ok(from_json(&text, path)?.0)
}

/// Whether a file is read as PDN: named `.pdn`, or not named `.json` and not starting
/// like a JSON object.
pub fn is_pdn_text(path: &Path, text: &str) -> bool {
    let json_name = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    is_pdn(path) || (!json_name && !text.trim_start().starts_with('{'))
}

/// Whether a file is read as PDN ([`is_pdn_text`]); a file that is neither (not named
/// `.pdn`, and its first word neither a tag nor a move number, like `/etc/passwd`) is
/// [`SaveError::NotAGame`].
pub fn is_pdn_file(path: &Path, text: &str) -> Result<bool, SaveError> {
    let pdn = is_pdn_text(path, text);
    if pdn && !is_pdn(path) && !starts_like_pdn(text) {
        return Err(SaveError::NotAGame { path: path.into() });
    }
    Ok(pdn)
}

/// Whether the first thing in `text` after blank space and comments (`{…}`, `;…`, `%…`)
/// is a tag (`[`) or a move number.
fn starts_like_pdn(text: &str) -> bool {
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix('{') {
            rest = after.split_once('}').map_or("", |(_, r)| r);
        } else if rest.starts_with([';', '%']) {
            rest = rest.split_once('\n').map_or("", |(_, r)| r);
        } else {
            return rest.starts_with('[') || rest.starts_with(|c: char| c.is_ascii_digit());
        }
    }
}

/// Game `n` of a PDN text as a game of `G`.
pub fn pdn_game<G: Draughts>(text: &str, n: usize, path: &Path) -> Result<Record<G>, SaveError> {
    pdn::import(text, n).map_err(|error| SaveError::Pdn {
        path: path.into(),
        error,
    })
}

fn is_pdn(path: &Path) -> bool {
    path.extension()
        .and_then(OsStr::to_str)
        .is_some_and(|e| e.eq_ignore_ascii_case("pdn"))
}

/// Reads a whole file, refusing one over [`MAX_FILE_SIZE`] before reading it.
pub fn read_limited(path: &Path) -> Result<String, SaveError> {
    read_capped(path, MAX_FILE_SIZE)
}

/// Reads a save or a PDN file: one named `.json` is held to [`MAX_FILE_SIZE`], any other
/// to [`MAX_PDN_SIZE`]; a text over [`MAX_FILE_SIZE`] that is not read as PDN
/// ([`is_pdn_text`]) is refused as too large for a save.
pub fn read_game_file(path: &Path) -> Result<String, SaveError> {
    let json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    let text = read_capped(path, if json { MAX_FILE_SIZE } else { MAX_PDN_SIZE })?;
    if text.len() as u64 > MAX_FILE_SIZE && !is_pdn_text(path, &text) {
        return Err(SaveError::TooLarge {
            path: path.into(),
            size: text.len() as u64,
        });
    }
    Ok(text)
}

/// Reads a whole file of at most `cap` bytes, refusing a larger one before reading it.
fn read_capped(path: &Path, cap: u64) -> Result<String, SaveError> {
    let too_large = |size| match cap {
        MAX_FILE_SIZE => SaveError::TooLarge {
            path: path.into(),
            size,
        },
        _ => SaveError::TooLargePdn {
            path: path.into(),
            size,
        },
    };
    // Asked before opening: opening a pipe would wait for a writer forever.
    let meta = fs::metadata(path).map_err(|e| SaveError::io(IoAction::Open, path, e))?;
    if !meta.is_file() {
        return Err(SaveError::NotAFile { path: path.into() });
    }
    let file = fs::File::open(path).map_err(|e| SaveError::io(IoAction::Open, path, e))?;
    let size = file
        .metadata()
        .map_err(|e| SaveError::io(IoAction::Read, path, e))?
        .len();
    if size > cap {
        return Err(too_large(size));
    }
    let mut bytes = Vec::with_capacity(size as usize);
    // A file that grows while we read it is still cut off at the limit.
    file.take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| SaveError::io(IoAction::Read, path, e))?;
    if bytes.len() as u64 > cap {
        return Err(too_large(bytes.len() as u64));
    }
    let mut text = String::from_utf8(bytes).map_err(|e| {
        SaveError::invalid(
            path,
            format!(
                "not UTF-8 text (bad byte at offset {})",
                e.utf8_error().valid_up_to()
            ),
        )
    })?;
    // A byte-order mark (other programs that write PDN put one first) is not the text.
    if text.starts_with(crate::core::text::BOM) {
        text.drain(..crate::core::text::BOM.len_utf8());
    }
    Ok(text)
}

/// Writes the game in progress to its autosave file in the save directory.
pub fn autosave<G: Rules>(game: &Record<G>) -> Result<PathBuf, SaveError> {
    save(game, &autosave_path::<G>(), true)
}

/// [`autosave`] into a given directory.
pub fn autosave_in<G: Rules>(dir: &Path, game: &Record<G>) -> Result<PathBuf, SaveError> {
    save(game, &dir.join(autosave_name::<G>()), true)
}

pub fn autosave_path<G: Rules>() -> PathBuf {
    save_dir().join(autosave_name::<G>())
}

/// One saved game, as listed by `dama saves` and the resume menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    pub path: PathBuf,
    /// The file name without `.json`.
    pub name: String,
    /// The game and variant the save holds.
    pub header: Header,
    pub created: OffsetDateTime,
    pub updated: OffsetDateTime,
    /// Who plays each seat, seat 0 first.
    pub players: Vec<Player>,
    /// Plies played (up to the cursor).
    pub plies: usize,
    /// Moves played, counted as the move list numbers them ([`moves_of_plies`]).
    pub moves: usize,
    /// Plies recorded, including undone ones.
    pub recorded: usize,
    /// The result at the cursor, if the game is over there.
    pub result: Option<GameResult>,
    pub to_move: Seat,
    /// The name of the seat to move: `"white"`.
    pub to_move_name: &'static str,
}

impl SaveSummary {
    /// The result, or whose turn it is: "White to move".
    pub fn status(&self) -> String {
        match self.result {
            Some(r) => r.to_string(),
            None => format!(
                "{} to move",
                crate::core::text::capitalised(self.to_move_name)
            ),
        }
    }
}

/// `plies` played from `start` counted as moves, as the move list numbers them: in a
/// two-player game a move is a ply of each side (a game whose first ply is the second
/// seat's opens with a move of one ply); with more players, each ply.
pub fn moves_of_plies<G: Rules>(start: &G, plies: usize) -> usize {
    if G::PLAYERS != 2 || plies == 0 {
        return plies;
    }
    let late = usize::from(start.to_move() != G::start().to_move());
    (plies - 1 + late) / 2 + 1
}

/// The summary of a save of `G` read from `text`.
pub fn summary<G: Rules>(text: &str, path: &Path) -> Result<SaveSummary, SaveError> {
    let (game, stamp) = from_json::<G>(text, path)?;
    let to_move = game.position().to_move();
    Ok(SaveSummary {
        path: path.to_path_buf(),
        name: path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default(),
        header: Header {
            game: G::GAME.to_string(),
            variant: G::VARIANT.to_string(),
        },
        created: game.created(),
        updated: stamp.updated,
        players: game.players().to_vec(),
        plies: game.cursor(),
        moves: moves_of_plies(game.start(), game.cursor()),
        recorded: game.moves().len(),
        result: game.result(),
        to_move,
        to_move_name: G::seat_name(to_move),
    })
}
