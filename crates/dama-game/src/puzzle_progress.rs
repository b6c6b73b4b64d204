//! A solver's puzzle progress, per game: the rating (Elo scale, moved by
//! `draughts::puzzles::rating`), tries, solves, the streak and the best streak, and the
//! puzzles already seen. Kept as JSON in `puzzles.json` of the save folder
//! ([`crate::game::save::save_dir`]); written atomically (a temporary file renamed over
//! the old one); a damaged file is set aside as `puzzles.json.bad` and play starts
//! fresh, with a message saying so.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::draughts::puzzles::rating::{START, Try, update};

/// The file's name in the save folder.
pub const FILE_NAME: &str = "puzzles.json";
/// The largest progress file read, in bytes.
pub const MAX_BYTES: u64 = 1 << 20;
/// How many seen puzzles each game remembers (the oldest are forgotten first).
pub const MAX_SEEN: usize = 2000;

/// One game's progress.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameProgress {
    pub rating: f64,
    pub tries: u32,
    pub solved: u32,
    pub streak: u32,
    pub best_streak: u32,
    /// The positions (FEN) of the puzzles tried, oldest first.
    pub seen: Vec<String>,
}

impl Default for GameProgress {
    fn default() -> Self {
        GameProgress {
            rating: START,
            tries: 0,
            solved: 0,
            streak: 0,
            best_streak: 0,
            seen: Vec::new(),
        }
    }
}

impl GameProgress {
    /// Counts a try on the puzzle at `fen` rated `puzzle_rating`.
    pub fn record(&mut self, fen: &str, puzzle_rating: u16, outcome: Try) {
        self.rating = update(self.rating, puzzle_rating, self.tries, outcome);
        self.tries += 1;
        if matches!(outcome, Try::Solved { .. }) {
            self.solved += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        if !self.seen.iter().any(|s| s == fen) {
            self.seen.push(fen.to_string());
            if self.seen.len() > MAX_SEEN {
                self.seen.remove(0);
            }
        }
    }
}

/// Every game's progress, by variant name ("italian", ...).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub games: BTreeMap<String, GameProgress>,
}

/// Where the progress file of this process is.
pub fn path() -> PathBuf {
    crate::game::save::save_dir().join(FILE_NAME)
}

impl Progress {
    /// The progress of a game (fresh if none yet).
    pub fn game(&mut self, variant: &str) -> &mut GameProgress {
        self.games.entry(variant.to_string()).or_default()
    }

    /// Reads the progress at `path`: a missing file is a fresh start; a damaged one is
    /// renamed to `<name>.bad` and the message says so.
    pub fn load(path: &Path) -> (Progress, Option<String>) {
        let bytes = match fs::metadata(path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return (Progress::default(), None),
            Ok(m) if m.len() > MAX_BYTES => Err("it is larger than 1 MiB".to_string()),
            Err(e) => Err(e.to_string()),
            Ok(_) => fs::read(path).map_err(|e| e.to_string()),
        };
        let parsed = bytes.and_then(|b| {
            serde_json::from_slice::<Progress>(&b).map_err(|e| format!("it is not valid: {e}"))
        });
        match parsed {
            Ok(mut p) => {
                for g in p.games.values_mut() {
                    if !g.rating.is_finite() {
                        g.rating = START;
                    }
                    g.seen.truncate(MAX_SEEN);
                }
                (p, None)
            }
            Err(why) => {
                let aside = bad_path(path);
                let kept = fs::rename(path, &aside).is_ok();
                let msg = if kept {
                    format!(
                        "The puzzle progress {} could not be read ({why}); it was kept as {} \
                         and puzzles start fresh",
                        path.display(),
                        aside.display()
                    )
                } else {
                    format!(
                        "The puzzle progress {} could not be read ({why}); puzzles start fresh",
                        path.display()
                    )
                };
                (Progress::default(), Some(msg))
            }
        }
    }

    /// Writes the progress to `path`: a temporary file beside it, then renamed over it.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string_pretty(self).map_err(io::Error::other)?;
        let mut temp = path.as_os_str().to_owned();
        temp.push(".tmp");
        let temp = PathBuf::from(temp);
        fs::write(&temp, text)?;
        fs::rename(&temp, path)
    }
}

fn bad_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push(".bad");
    PathBuf::from(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_is_saved_and_read_back() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join(FILE_NAME);
        let mut p = Progress::default();
        let g = p.game("italian");
        g.record("W:W18:B14", 1300, Try::Solved { hints: 0 });
        g.record("W:W19:B15", 1300, Try::Solved { hints: 1 });
        g.record("W:W20:B16", 1300, Try::Failed);
        assert_eq!((g.tries, g.solved, g.streak, g.best_streak), (3, 2, 0, 2));
        assert!(g.rating > START - 40.0 && g.rating != START);
        p.save(&file).expect("saved");
        let (back, msg) = Progress::load(&file);
        assert_eq!(msg, None);
        assert_eq!(back, p);
        assert!(!dir.path().join("puzzles.json.tmp").exists());
    }

    #[test]
    fn a_damaged_file_is_kept_aside_and_play_starts_fresh() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join(FILE_NAME);
        fs::write(&file, "{ not json").expect("written");
        let (p, msg) = Progress::load(&file);
        assert_eq!(p, Progress::default());
        assert!(msg.is_some_and(|m| m.contains("puzzles.json.bad")));
        assert_eq!(
            fs::read_to_string(dir.path().join("puzzles.json.bad")).expect("kept"),
            "{ not json"
        );
        // A missing file is a fresh start with nothing to say.
        assert_eq!(Progress::load(&file), (Progress::default(), None));
    }
}
