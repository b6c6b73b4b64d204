//! Careful writing: the new save goes to a temporary file in the target's directory, is
//! flushed and synced, and only then renamed over the target. A crash or a full disk at
//! any point leaves either the old file or the new one, never a half-written one.
//!
//! A temporary file left by a writer that died between writing and renaming (a crash, a
//! kill) is removed by the next save of the same target once it is older than
//! [`STALE_TEMP`].
//!
//! Saving is split in two ([`prepare`] then [`PendingSave::commit`]) so that tests can
//! stop between the steps, as a crash would.

use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use super::format::{identity, now, timestamp, to_json};
use super::{IoAction, SaveError, read_limited};
use crate::core::Rules;
use crate::game::Record;

/// A save written to its temporary file but not yet renamed into place. Dropping it
/// without [`commit`](PendingSave::commit) removes the temporary file.
#[derive(Debug)]
pub struct PendingSave {
    temp: PathBuf,
    target: PathBuf,
    done: bool,
}

/// Checks that `path` may be written, then writes and syncs the temporary file.
pub fn prepare<G: Rules>(
    game: &Record<G>,
    path: &Path,
    overwrite: bool,
) -> Result<PendingSave, SaveError> {
    if !overwrite && path.exists() && !holds_same_game(path, game) {
        return Err(SaveError::Exists { path: path.into() });
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(|e| SaveError::io(IoAction::CreateDirectory, &dir, e))?;
    remove_stale_temps(&dir, path);
    let temp = dir.join(temp_name(path));
    let pending = PendingSave {
        temp,
        target: path.to_path_buf(),
        done: false,
    };
    let text = to_json(game, now());
    write_synced(&pending.temp, text.as_bytes())
        .map_err(|e| SaveError::io(IoAction::Write, &pending.temp, e))?;
    Ok(pending)
}

impl PendingSave {
    /// The temporary file holding the new save.
    pub fn temp_path(&self) -> &Path {
        &self.temp
    }

    /// Renames the temporary file over the target. Returns the target path.
    pub fn commit(mut self) -> Result<PathBuf, SaveError> {
        fs::rename(&self.temp, &self.target)
            .map_err(|e| SaveError::io(IoAction::Replace, &self.target, e))?;
        self.done = true;
        sync_dir(&self.target);
        Ok(self.target.clone())
    }
}

impl Drop for PendingSave {
    fn drop(&mut self) {
        if !self.done {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// Whether `path` is an earlier save of this very game (same creation time and start),
/// which may be replaced without asking.
fn holds_same_game<G: Rules>(path: &Path, game: &Record<G>) -> bool {
    let Ok(text) = read_limited(path) else {
        return false;
    };
    identity::<G>(&text).is_some_and(|(created, start)| {
        created == timestamp(game.created()) && start == game.start().position_text()
    })
}

/// How old a temporary save file must be to count as abandoned: a save writes and renames
/// its file in well under a second, so one this old belongs to a writer that died.
pub const STALE_TEMP: Duration = Duration::from_secs(10 * 60);

/// Removes the abandoned temporary files of `target` (see [`temp_name`]); best effort.
fn remove_stale_temps(dir: &Path, target: &Path) {
    let Some(file) = target.file_name().map(|f| f.to_string_lossy().into_owned()) else {
        return;
    };
    let prefix = format!(".{file}.");
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !(name.starts_with(&prefix) && name.ends_with(".tmp")) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| SystemTime::now().duration_since(t).ok())
            .is_some_and(|age| age >= STALE_TEMP);
        if old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// A name no other writer uses at the same time: `.<file>.<pid>-<n>.tmp`.
fn temp_name(path: &Path) -> String {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let file = path
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| "save".to_string());
    format!(".{file}.{}-{n}.tmp", std::process::id())
}

fn write_synced(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.flush())
        .and_then(|()| file.sync_all());
    if written.is_err() {
        drop(file);
        let _ = fs::remove_file(path);
    }
    written
}

/// Makes the rename itself durable where the platform allows it; best effort.
fn sync_dir(target: &Path) {
    #[cfg(unix)]
    if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty())
        && let Ok(d) = File::open(dir)
    {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = (target, File::open);
}
