//! Settings that persist between sessions: the language, the palette, the board, the
//! default level, the square numbers and ASCII pieces, the computer's threads, hash size
//! and pondering, the default outside engine, in
//! `config.json` in the platform's config folder (`~/.config/dama/config.json` on Linux;
//! `$DAMA_CONFIG` names another file). The file is plain JSON, editable by hand; every
//! key may be left out. Command-line flags override it; the terminal game writes back
//! what the player changes there (the settings page, the level, square numbers,
//! pondering). A file that cannot be read is an error naming the file (and the line), and
//! the caller goes on with the defaults, never writing over it. A file written by a
//! newer `dama` (a `version` above [`VERSION`]) is refused the same way.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The name of the settings file in the config folder.
pub const FILE_NAME: &str = "config.json";

/// A settings file larger than this is refused unread.
const MAX_SIZE: u64 = 64 * 1024;

/// The palettes a config may name: `auto` follows `COLORTERM`, `TERM` and `NO_COLOR`.
pub const PALETTES: [&str; 5] = ["auto", "truecolor", "256", "16", "none"];

/// The terminal backgrounds a config may name: `auto` follows `COLORFGBG`.
pub const THEMES: [&str; 3] = ["auto", "dark", "light"];

/// The boards a config may name (the square colours in truecolour and 256 colours).
pub const BOARDS: [&str; 2] = ["wood", "slate"];

/// The settings file's format; a file naming a higher `version` is from a newer `dama`.
pub const VERSION: u32 = 1;

/// The largest hash (transposition table) the `hash` setting accepts, in MiB.
pub const MAX_HASH_MIB: u32 = 4096;

/// The longest outside-engine command the `engine` setting accepts.
pub const MAX_ENGINE_LEN: usize = 400;

/// The most search threads the `threads` setting (and `dama play --threads`) accepts.
pub const MAX_THREADS: u32 = 256;

/// What the file holds; `None` is "not set" (the default applies).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// The format of the file ([`VERSION`]): written by every save, checked and dropped
    /// by every load.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    /// `"it"` or `"en"`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// One of [`PALETTES`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub palette: Option<String>,
    /// One of [`THEMES`]: the terminal's background, for the colours of the text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub theme: Option<String>,
    /// The computer's level, 1 to 10.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<u8>,
    /// Show the square numbers on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub numbers: Option<bool>,
    /// Letters instead of Unicode pieces.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ascii: Option<bool>,
    /// Search threads for the computer in the terminal game, 1 to 256 (default: every
    /// core but one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// The computer thinks on the opponent's time in the terminal game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ponder: Option<bool>,
    /// One of [`BOARDS`]: the colours of the squares.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The computer's hash (transposition table) in the terminal game, in MiB, 1 to
    /// [`MAX_HASH_MIB`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hash: Option<u32>,
    /// The command of the outside (Hub) engine a new game offers for a seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<String>,
    /// The outside (Hub) engine of the analysis (F4, F5, `dama annotate`); a flag
    /// (`--analysis-engine`, `--engine`) wins over it. Files without it read as before.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub analysis_engine: Option<String>,
}

/// A settings file that cannot be used. Every message names the file.
#[derive(Debug, Error)]
pub enum ConfigError {
    #[error("cannot read the settings file {}: {error}", path.display())]
    Read { path: PathBuf, error: io::Error },
    #[error("cannot write the settings file {}: {error}", path.display())]
    Write { path: PathBuf, error: io::Error },
    #[error("the settings file {} is too large (at most 64 KiB)", path.display())]
    TooLarge { path: PathBuf },
    #[error("the settings file {} is not text: {at}", path.display())]
    NotUtf8 {
        path: PathBuf,
        at: crate::core::text::NotUtf8,
    },
    #[error("the settings file {} is not valid (line {line}, column {column}): {message}", path.display())]
    Syntax {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("the settings file {} was written by a newer dama (format {version}, this one reads {VERSION}); update dama or remove the file", path.display())]
    Newer { path: PathBuf, version: u32 },
    #[error("the settings file {}: \"{key}\" cannot be {value} (allowed: {allowed})", path.display())]
    BadValue {
        path: PathBuf,
        key: &'static str,
        value: String,
        allowed: &'static str,
    },
}

impl ConfigError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            ConfigError::Read { path, .. }
            | ConfigError::Write { path, .. }
            | ConfigError::TooLarge { path }
            | ConfigError::NotUtf8 { path, .. }
            | ConfigError::Syntax { path, .. }
            | ConfigError::Newer { path, .. }
            | ConfigError::BadValue { path, .. } => path,
        }
    }
}

/// Where the settings file of this process is: `$DAMA_CONFIG` when set, else
/// [`FILE_NAME`] in the platform's config folder for dama (`None` when the platform has
/// no home to put it in).
pub fn path() -> Option<PathBuf> {
    let from_env = std::env::var_os("DAMA_CONFIG").filter(|v| !v.is_empty());
    let folder = directories::ProjectDirs::from("", "", "dama").map(|d| d.config_dir().into());
    path_with(from_env.map(PathBuf::from), folder)
}

/// [`path`] with its inputs given: the value of `$DAMA_CONFIG` and the config folder.
pub fn path_with(from_env: Option<PathBuf>, folder: Option<PathBuf>) -> Option<PathBuf> {
    from_env.or_else(|| folder.map(|f| f.join(FILE_NAME)))
}

impl Config {
    /// Reads the settings at `path`; a file that does not exist is the defaults.
    pub fn load(path: &Path) -> Result<Config, ConfigError> {
        let text = match read_small(path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Config::default()),
            Err(e) if e.kind() == io::ErrorKind::FileTooLarge => {
                return Err(ConfigError::TooLarge { path: path.into() });
            }
            Err(error) => {
                return Err(ConfigError::Read {
                    path: path.into(),
                    error,
                });
            }
        };
        Config::from_bytes(text, path)
    }

    /// Reads the settings from a settings file's bytes; `path` is only named in errors.
    pub fn from_bytes(text: Vec<u8>, path: &Path) -> Result<Config, ConfigError> {
        let text = match crate::core::text::from_utf8(text) {
            Ok(text) => text,
            Err(at) => {
                return Err(ConfigError::NotUtf8 {
                    path: path.into(),
                    at,
                });
            }
        };
        let text = crate::core::text::strip_bom(&text);
        if let Some(version) = newer_version(text) {
            return Err(ConfigError::Newer {
                path: path.into(),
                version,
            });
        }
        let mut config: Config = serde_json::from_str(text).map_err(|e| ConfigError::Syntax {
            path: path.into(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        })?;
        config.check(path)?;
        // The format is the file's, not a setting: every save writes the current one.
        config.version = None;
        Ok(config)
    }

    /// Every value is one this program understands.
    fn check(&self, path: &Path) -> Result<(), ConfigError> {
        let bad = |key, value: String, allowed| ConfigError::BadValue {
            path: path.into(),
            key,
            value,
            allowed,
        };
        if let Some(lang) = &self.lang
            && !matches!(lang.as_str(), "it" | "en")
        {
            return Err(bad("lang", format!("\"{lang}\""), "\"it\", \"en\""));
        }
        if let Some(p) = &self.palette
            && !PALETTES.contains(&p.as_str())
        {
            return Err(bad(
                "palette",
                format!("\"{p}\""),
                "\"auto\", \"truecolor\", \"256\", \"16\", \"none\"",
            ));
        }
        if let Some(t) = &self.theme
            && !THEMES.contains(&t.as_str())
        {
            return Err(bad(
                "theme",
                format!("\"{t}\""),
                "\"auto\", \"dark\", \"light\"",
            ));
        }
        if let Some(level) = self.level
            && !(1..=10).contains(&level)
        {
            return Err(bad("level", level.to_string(), "1 to 10"));
        }
        if let Some(threads) = self.threads
            && !(1..=MAX_THREADS).contains(&threads)
        {
            return Err(bad("threads", threads.to_string(), "1 to 256"));
        }
        if let Some(b) = &self.board
            && !BOARDS.contains(&b.as_str())
        {
            return Err(bad("board", format!("\"{b}\""), "\"wood\", \"slate\""));
        }
        if let Some(hash) = self.hash
            && !(1..=MAX_HASH_MIB).contains(&hash)
        {
            return Err(bad("hash", hash.to_string(), "1 to 4096 (MiB)"));
        }
        for (key, e) in [
            ("engine", &self.engine),
            ("analysis_engine", &self.analysis_engine),
        ] {
            if let Some(e) = e
                && (e.chars().count() > MAX_ENGINE_LEN || e.contains(['\n', '\r', '\0']))
            {
                return Err(bad(
                    key,
                    "a command of several lines or over 400 characters".into(),
                    "one line of at most 400 characters",
                ));
            }
        }
        Ok(())
    }

    /// The file's text: pretty JSON with the keys that are set, and the format's version.
    pub fn to_text(&self) -> String {
        let mut this = self.clone();
        this.version = Some(VERSION);
        let mut text = serde_json::to_string_pretty(&this).unwrap_or_else(|_| "{}".into());
        text.push('\n');
        text
    }

    /// Writes the settings to `path` (creating its folder): a temporary file renamed over
    /// the old one, so a crash never leaves half a file.
    pub fn save(&self, path: &Path) -> Result<(), ConfigError> {
        let write = |error| ConfigError::Write {
            path: path.into(),
            error,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir).map_err(write)?;
        }
        let mut temp = path.as_os_str().to_owned();
        temp.push(format!(".{}.tmp", std::process::id()));
        let temp = PathBuf::from(temp);
        fs::write(&temp, self.to_text()).map_err(write)?;
        fs::rename(&temp, path).map_err(|e| {
            let _ = fs::remove_file(&temp);
            write(e)
        })
    }

    /// Reads the file at `path`, applies `change` and writes it back, keeping what the
    /// player wrote by hand. A file that cannot be read is left alone.
    pub fn update(path: &Path, change: impl FnOnce(&mut Config)) -> Result<(), ConfigError> {
        let mut config = Config::load(path)?;
        let before = config.clone();
        change(&mut config);
        if config == before && path.exists() {
            return Ok(());
        }
        config.save(path)
    }
}

/// The `version` a settings text names when it is above [`VERSION`] (read before the
/// rest, so a newer file's new keys are not taken for mistakes).
fn newer_version(text: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Head {
        version: Option<u64>,
    }
    let head: Head = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|v| serde_json::from_value(v).ok())?;
    let v = head.version?;
    (v > u64::from(VERSION)).then(|| u32::try_from(v).unwrap_or(u32::MAX))
}

/// The whole file if it is a regular file of at most [`MAX_SIZE`] bytes.
fn read_small(path: &Path) -> io::Result<Vec<u8>> {
    let meta = fs::metadata(path)?;
    if !meta.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    if meta.len() > MAX_SIZE {
        return Err(io::ErrorKind::FileTooLarge.into());
    }
    fs::read(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_analysis_engine_round_trips_and_old_files_still_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.json");
        // A file written before the key existed reads, the key unset.
        fs::write(&path, r#"{"version": 1, "engine": "kr --hub"}"#).expect("write");
        assert_eq!(Config::load(&path).expect("old file").analysis_engine, None);
        Config::update(&path, |c| c.analysis_engine = Some("scan hub".into())).expect("update");
        let back = Config::load(&path).expect("load");
        let both = (back.analysis_engine.as_deref(), back.engine.as_deref());
        assert_eq!(both, (Some("scan hub"), Some("kr --hub")));
        fs::write(&path, "{\"analysis_engine\": \"a\\nb\"}").expect("write");
        let e = Config::load(&path).expect_err("a command of two lines");
        assert!(e.to_string().contains("\"analysis_engine\""), "{e}");
    }

    #[test]
    fn a_missing_file_is_the_defaults() {
        let dir = tempfile::tempdir().expect("temp dir");
        let c = Config::load(&dir.path().join("config.json")).expect("defaults");
        assert_eq!(c, Config::default());
    }

    #[test]
    fn settings_round_trip_and_unset_keys_are_left_out() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("sub/config.json");
        let c = Config {
            lang: Some("it".into()),
            level: Some(7),
            numbers: Some(false),
            ..Config::default()
        };
        c.save(&path).expect("save");
        let text = fs::read_to_string(&path).expect("read");
        assert!(!text.contains("palette"), "{text}");
        assert_eq!(Config::load(&path).expect("load"), c);
        Config::update(&path, |c| c.level = Some(9)).expect("update");
        let back = Config::load(&path).expect("load");
        assert_eq!((back.level, back.lang.as_deref()), (Some(9), Some("it")));
    }

    #[test]
    fn a_broken_file_names_the_file_and_the_line() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.json");
        fs::write(
            &path,
            "{\n  \"lang\": \"it\",\n  \"level\": 3\n  \"ascii\": true\n}\n",
        )
        .expect("write");
        let e = Config::load(&path).expect_err("broken");
        assert!(matches!(e, ConfigError::Syntax { line: 4, .. }), "{e:?}");
        let text = e.to_string();
        assert!(
            text.contains("config.json") && text.contains("line 4"),
            "{text}"
        );
        // A bad value and an unknown key are refused too.
        fs::write(&path, r#"{"theme": "pink"}"#).expect("write");
        assert!(matches!(
            Config::load(&path),
            Err(ConfigError::BadValue { key: "theme", .. })
        ));
        fs::write(&path, r#"{"theme": "light", "palette": "256"}"#).expect("write");
        let c = Config::load(&path).expect("a light theme and 256 colours");
        assert_eq!(c.theme.as_deref(), Some("light"));
        fs::write(&path, r#"{"level": 11}"#).expect("write");
        assert!(matches!(
            Config::load(&path),
            Err(ConfigError::BadValue { key: "level", .. })
        ));
        fs::write(&path, r#"{"threads": 0}"#).expect("write");
        assert!(matches!(
            Config::load(&path),
            Err(ConfigError::BadValue { key: "threads", .. })
        ));
        fs::write(&path, r#"{"threads": 3, "ponder": true}"#).expect("write");
        let c = Config::load(&path).expect("threads and pondering");
        assert_eq!((c.threads, c.ponder), (Some(3), Some(true)));
        fs::write(
            &path,
            r#"{"board": "slate", "hash": 128, "engine": "kr --hub"}"#,
        )
        .expect("write");
        let c = Config::load(&path).expect("a board, a hash size and an engine");
        assert_eq!(
            (c.board.as_deref(), c.hash, c.engine.as_deref()),
            (Some("slate"), Some(128), Some("kr --hub"))
        );
        for bad in [
            r#"{"board": "marble"}"#,
            r#"{"hash": 0}"#,
            r#"{"hash": 5000}"#,
            "{\"engine\": \"a\\nb\"}",
        ] {
            fs::write(&path, bad).expect("write");
            assert!(
                matches!(Config::load(&path), Err(ConfigError::BadValue { .. })),
                "{bad}"
            );
        }
        fs::write(&path, r#"{"colour": "red"}"#).expect("write");
        assert!(matches!(
            Config::load(&path),
            Err(ConfigError::Syntax { .. })
        ));
        // Updating a broken file leaves it as the player wrote it.
        assert!(Config::update(&path, |c| c.level = Some(2)).is_err());
        assert_eq!(
            fs::read_to_string(&path).expect("read"),
            r#"{"colour": "red"}"#
        );
    }

    #[test]
    fn a_file_from_a_newer_dama_is_named_and_left_alone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("config.json");
        let newer = r#"{"version": 7, "lang": "it", "sound": "loud"}"#;
        fs::write(&path, newer).expect("write");
        let e = Config::load(&path).expect_err("newer");
        assert!(matches!(e, ConfigError::Newer { version: 7, .. }), "{e:?}");
        assert!(e.to_string().contains("newer dama"), "{e}");
        assert!(Config::update(&path, |c| c.level = Some(2)).is_err());
        assert_eq!(fs::read_to_string(&path).expect("read"), newer);
        // This version's own files load, and every save writes the version.
        fs::write(&path, r#"{"version": 1, "lang": "it"}"#).expect("write");
        assert_eq!(Config::load(&path).expect("v1").lang.as_deref(), Some("it"));
        Config::update(&path, |c| c.level = Some(4)).expect("update");
        let text = fs::read_to_string(&path).expect("read");
        assert!(text.contains("\"version\": 1"), "{text}");
    }

    #[test]
    fn the_environment_names_another_file() {
        let p = path_with(
            Some("/x/my.json".into()),
            Some("/home/u/.config/dama".into()),
        );
        assert_eq!(p, Some(PathBuf::from("/x/my.json")));
        let p = path_with(None, Some("/home/u/.config/dama".into()));
        assert_eq!(p, Some(PathBuf::from("/home/u/.config/dama/config.json")));
    }
}
