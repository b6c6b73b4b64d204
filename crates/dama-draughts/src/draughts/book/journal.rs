//! The partial results of a book build: every finished search, appended to a file as
//! soon as it ends, so that an interrupted build (`Ctrl-C`, a reboot) resumes where it
//! stopped. The book itself is computed from these results alone, so a resumed build
//! writes the same book as one that never stopped.
//!
//! Layout: magic `DAMABKPT`, the search settings as length-prefixed text (a build with
//! other settings, or of another game, refuses the file rather than mixing results),
//! then one record a search: the position (the game's [`BookGame::write_record`]:
//! Italian, 13 bytes: White, Black and kings as 32-bit sets and the side to move, 0
//! White, 1 Black; the other games, 25 bytes: the same as 64-bit sets), the depth
//! reached (1 byte), the score (32 bits, signed), the nodes searched (64 bits). A record
//! cut short by an interruption is dropped.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use super::{BookError, BookGame};

const MAGIC: &[u8; 8] = b"DAMABKPT";
/// A record's bytes after the position.
const LEAF_LEN: usize = 13;

/// What one search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    /// From the side to move's view.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

/// A journal opened, and the searches it already held.
type Opened<G> = (Journal<G>, Vec<(G, Leaf)>);

/// An open partial-results file of game `G`.
pub struct Journal<G> {
    file: File,
    path: PathBuf,
    game: std::marker::PhantomData<fn() -> G>,
}

impl<G: BookGame> Journal<G> {
    const RECORD: usize = G::RECORD_LEN + LEAF_LEN;

    /// Opens the file at `path` for a build with `settings`, creating it if there is
    /// none, and returns the searches it already holds.
    pub fn open(path: &Path, settings: &str) -> Result<Opened<G>, BookError> {
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
            for r in body.chunks_exact(Self::RECORD) {
                records.push(decode(r).ok_or_else(bad)?);
            }
            // Drop a record cut short, so that new ones start on a boundary.
            let keep = 12 + len + body.len() / Self::RECORD * Self::RECORD;
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
                game: std::marker::PhantomData,
            },
            records,
        ))
    }

    /// Appends one finished search.
    pub fn append(&mut self, pos: &G, leaf: &Leaf) -> Result<(), BookError> {
        let mut r = Vec::with_capacity(Self::RECORD);
        pos.write_record(&mut r);
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

fn decode<G: BookGame>(r: &[u8]) -> Option<(G, Leaf)> {
    let (pos, leaf) = r.split_at(G::RECORD_LEN);
    let pos = G::read_record(pos)?;
    let u32_at = |i: usize| u32::from_le_bytes([leaf[i], leaf[i + 1], leaf[i + 2], leaf[i + 3]]);
    let mut nodes = [0; 8];
    nodes.copy_from_slice(&leaf[5..13]);
    Some((
        pos,
        Leaf {
            depth: u32::from(leaf[0]),
            score: u32_at(1) as i32,
            nodes: u64::from_le_bytes(nodes),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::draughts::international::Position;

    #[test]
    fn searches_survive_an_interruption() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("book.partial");
        let pos = Position::start();
        let pos = pos.after(&pos.legal_moves()[3]);
        let leaf = Leaf {
            score: -7,
            depth: 12,
            nodes: 123_456,
        };
        {
            let (mut j, old) = Journal::<Position>::open(&path, "nodes=10").expect("new");
            assert!(old.is_empty());
            j.append(&pos, &leaf).expect("append");
        }
        // A record cut short by a kill is dropped.
        let mut f = OpenOptions::new().append(true).open(&path).expect("open");
        f.write_all(&[1, 2, 3]).expect("write");
        drop(f);
        let (mut j, old) = Journal::<Position>::open(&path, "nodes=10").expect("resume");
        assert_eq!(old, vec![(pos, leaf)]);
        j.append(&pos, &leaf).expect("append");
        drop(j);
        let (_, old) = Journal::<Position>::open(&path, "nodes=10").expect("again");
        assert_eq!(old.len(), 2);
        assert!(matches!(
            Journal::<Position>::open(&path, "nodes=20"),
            Err(BookError::OtherPartial { .. })
        ));
    }
}
