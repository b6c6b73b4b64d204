//! The partial results of a book build: every finished search, appended to a file as
//! soon as it ends, so that an interrupted build (`Ctrl-C`, a reboot) resumes where it
//! stopped. The book itself is computed from these results alone, so a resumed build
//! writes the same book as one that never stopped.
//!
//! Layout: magic `DAMABKPT`, the search settings as length-prefixed text (a build with
//! other settings refuses the file rather than mixing results), then one 26-byte record
//! a search: White, Black and kings as 32-bit sets, the side to move (0 White, 1 Black),
//! the depth reached, the score (32 bits, signed), the nodes searched (64 bits). A record
//! cut short by an interruption is dropped.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::draughts::italian::{Bitboard, Color, Position};

use super::BookError;

const MAGIC: &[u8; 8] = b"DAMABKPT";
const RECORD: usize = 26;

/// What one search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// From the side to move's view.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// An open partial-results file.
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Opens the file at `path` for a build with `settings`, creating it if there is
    /// none, and returns the searches it already holds.
    pub fn open(
        path: &Path,
        settings: &str,
    ) -> Result<(Journal, Vec<(Position, Leaf)>), BookError> {
        let io = |source| BookError::Io {
            path: path.to_path_buf(),
            source,
        };
        let bad = || BookError::BadPartial {
            path: path.to_path_buf(),
        };
        let mut records = Vec::new();
        if path.exists() {
            let mut bytes = Vec::new();
            File::open(path)
                .and_then(|mut f| f.read_to_end(&mut bytes))
                .map_err(io)?;
            if bytes.len() < 12 || &bytes[..8] != MAGIC {
                return Err(bad());
            }
            let len = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize;
            let found = bytes.get(12..12 + len).ok_or_else(bad)?;
            let found = String::from_utf8_lossy(found);
            if found != settings {
                return Err(BookError::OtherPartial {
                    path: path.to_path_buf(),
                    found: found.into_owned(),
                    wanted: settings.to_string(),
                });
            }
            let body = &bytes[12 + len..];
            for r in body.chunks_exact(RECORD) {
                records.push(decode(r).ok_or_else(bad)?);
            }
            // Drop a record cut short, so that new ones start on a boundary.
            let keep = 12 + len + body.len() / RECORD * RECORD;
            let file = OpenOptions::new().write(true).open(path).map_err(io)?;
            file.set_len(keep as u64).map_err(io)?;
        } else {
            let mut file = File::create(path).map_err(io)?;
            file.write_all(MAGIC).map_err(io)?;
            file.write_all(&(settings.len() as u32).to_le_bytes())
                .map_err(io)?;
            file.write_all(settings.as_bytes()).map_err(io)?;
            file.flush().map_err(io)?;
        }
        let file = OpenOptions::new().append(true).open(path).map_err(io)?;
        Ok((
            Journal {
                file,
                path: path.to_path_buf(),
            },
            records,
        ))
    }

    /// Appends one finished search.
    pub fn append(&mut self, pos: &Position, leaf: &Leaf) -> Result<(), BookError> {
        let mut r = Vec::with_capacity(RECORD);
        r.extend_from_slice(&pos.white().0.to_le_bytes());
        r.extend_from_slice(&pos.black().0.to_le_bytes());
        r.extend_from_slice(&pos.kings().0.to_le_bytes());
        r.push(u8::from(pos.side_to_move() == Color::Black));
        r.push(leaf.depth.min(255) as u8);
        r.extend_from_slice(&leaf.score.to_le_bytes());
        r.extend_from_slice(&leaf.nodes.to_le_bytes());
        self.file
            .write_all(&r)
            .and_then(|_| self.file.flush())
            .map_err(|source| BookError::Io {
                path: self.path.clone(),
                source,
            })
    }
}

fn decode(r: &[u8]) -> Option<(Position, Leaf)> {
    let u32_at = |i: usize| u32::from_le_bytes([r[i], r[i + 1], r[i + 2], r[i + 3]]);
    let side = match r[12] {
        0 => Color::White,
        1 => Color::Black,
        _ => return None,
    };
    let pos = Position::from_parts(
        Bitboard(u32_at(0)),
        Bitboard(u32_at(4)),
        Bitboard(u32_at(8)),
        side,
    )
    .ok()?;
    let mut nodes = [0; 8];
    nodes.copy_from_slice(&r[18..26]);
    Some((
        pos,
        Leaf {
            depth: u32::from(r[13]),
            score: u32_at(14) as i32,
            nodes: u64::from_le_bytes(nodes),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn searches_survive_an_interruption() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("book.partial");
        let pos = Position::start();
        let leaf = Leaf {
            score: -7,
            depth: 12,
            nodes: 123_456,
        };
        {
            let (mut j, old) = Journal::open(&path, "nodes=10").expect("new");
            assert!(old.is_empty());
            j.append(&pos, &leaf).expect("append");
        }
        // A record cut short by a kill is dropped.
        let mut f = OpenOptions::new().append(true).open(&path).expect("open");
        f.write_all(&[1, 2, 3]).expect("write");
        drop(f);
        let (mut j, old) = Journal::open(&path, "nodes=10").expect("resume");
        assert_eq!(old, vec![(pos, leaf)]);
        j.append(&pos, &leaf).expect("append");
        drop(j);
        let (_, old) = Journal::open(&path, "nodes=10").expect("again");
        assert_eq!(old.len(), 2);
        assert!(matches!(
            Journal::open(&path, "nodes=20"),
            Err(BookError::OtherPartial { .. })
        ));
    }
}
