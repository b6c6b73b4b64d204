//! The tuner's data file: positions from self-play games, each with the game's result
//! and the search's score, written by `dama tune gen` and read by `dama tune fit`.
//!
//! A 16-byte header — `DAMATUNE`, the format version (`u32` little-endian) and the record
//! size (16) — then records of 16 bytes until the end of the file: White's pieces, Black's
//! pieces and the kings (`u32` little-endian each, bit i = square i + 1), a flags byte
//! (bit 0: Black to move; bits 1–2: the result for White, 0 loss, 1 draw, 2 win), the
//! game's ply, and the search's score from the side to move's view (`i16`, hundredths of
//! a man). Files can be appended to and concatenated record by record.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::draughts::italian::{Bitboard, Color, Position};

const MAGIC: &[u8; 8] = b"DAMATUNE";
const VERSION: u32 = 1;
/// The header's length in bytes.
pub const HEADER: usize = 16;
/// One record's length in bytes.
pub const RECORD: usize = 16;

/// One position of a self-play game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// A quiet position: the side to move has no capture.
    pub position: Position,
    /// The game's result for White: 0 loss, 1 draw, 2 win.
    pub result: u8,
    /// The ply of the game at which it stood (capped at 255).
    pub ply: u8,
    /// The search's score, hundredths of a man from the side to move's view.
    pub score: i16,
}

impl Sample {
    /// The result from the side to move's view: 1 win, 0.5 draw, 0 loss.
    pub fn result_for_mover(&self) -> f64 {
        let white = f64::from(self.result) / 2.0;
        match self.position.side_to_move() {
            Color::White => white,
            Color::Black => 1.0 - white,
        }
    }
}

/// What is wrong with a data file.
#[derive(Debug, Error)]
pub enum DataError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: not a tuning data file (made by dama tune gen)")]
    NotData { path: PathBuf },
    #[error("{path}: tuning data format version {found}, this program reads version 1")]
    Version { path: PathBuf, found: u32 },
    #[error("{path}: the file is truncated (its length is not a whole number of records)")]
    Truncated { path: PathBuf },
    #[error("{path}: record {record} is not a legal position with a result")]
    BadRecord { path: PathBuf, record: usize },
}

/// The file's header.
pub fn header() -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(RECORD as u32).to_le_bytes());
    h
}

/// One record's bytes.
pub fn encode(s: &Sample) -> [u8; RECORD] {
    let p = &s.position;
    let mut r = [0u8; RECORD];
    r[0..4].copy_from_slice(&p.white().0.to_le_bytes());
    r[4..8].copy_from_slice(&p.black().0.to_le_bytes());
    r[8..12].copy_from_slice(&p.kings().0.to_le_bytes());
    r[12] = u8::from(p.side_to_move() == Color::Black) | (s.result << 1);
    r[13] = s.ply;
    r[14..16].copy_from_slice(&s.score.to_le_bytes());
    r
}

fn decode(r: &[u8]) -> Option<Sample> {
    let word = |at: usize| u32::from_le_bytes([r[at], r[at + 1], r[at + 2], r[at + 3]]);
    let flags = r[12];
    if flags >> 3 != 0 || (flags >> 1) > 2 {
        return None;
    }
    let side = if flags & 1 == 1 {
        Color::Black
    } else {
        Color::White
    };
    let position = Position::from_parts(
        Bitboard(word(0)),
        Bitboard(word(4)),
        Bitboard(word(8)),
        side,
    )
    .ok()?;
    Some(Sample {
        position,
        result: flags >> 1,
        ply: r[13],
        score: i16::from_le_bytes([r[14], r[15]]),
    })
}

/// Reads every sample of a data file held in `bytes` (`path` names it in errors).
pub fn parse(bytes: &[u8], path: &Path) -> Result<Vec<Sample>, DataError> {
    let path = || path.to_path_buf();
    if bytes.len() < HEADER || &bytes[..8] != MAGIC {
        return Err(DataError::NotData { path: path() });
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    let size = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
    if version != VERSION || size != RECORD as u32 {
        return Err(DataError::Version {
            path: path(),
            found: version,
        });
    }
    let body = &bytes[HEADER..];
    if !body.len().is_multiple_of(RECORD) {
        return Err(DataError::Truncated { path: path() });
    }
    body.chunks_exact(RECORD)
        .enumerate()
        .map(|(record, r)| {
            decode(r).ok_or_else(|| DataError::BadRecord {
                path: path(),
                record: record + 1,
            })
        })
        .collect()
}

/// Reads a data file.
pub fn read(path: &Path) -> Result<Vec<Sample>, DataError> {
    let bytes = fs::read(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    parse(&bytes, path)
}

/// Appends records to `path`, writing the header first when the file is new or empty.
pub struct Writer {
    file: io::BufWriter<fs::File>,
    path: PathBuf,
}

impl Writer {
    pub fn append(path: &Path) -> Result<Writer, DataError> {
        let io_err = |source| DataError::Io {
            path: path.to_path_buf(),
            source,
        };
        let file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(io_err)?;
        let len = file.metadata().map_err(io_err)?.len();
        let mut w = Writer {
            file: io::BufWriter::new(file),
            path: path.to_path_buf(),
        };
        if len == 0 {
            w.file.write_all(&header()).map_err(io_err)?;
        } else {
            // Appending to something else would spoil it: check the header first.
            let mut head = [0u8; HEADER];
            let read = fs::File::open(path).and_then(|mut f| f.read_exact(&mut head));
            if read.is_err() {
                return Err(DataError::NotData {
                    path: path.to_path_buf(),
                });
            }
            parse(&head, path)?;
        }
        Ok(w)
    }

    pub fn write(&mut self, samples: &[Sample]) -> Result<(), DataError> {
        for s in samples {
            self.file
                .write_all(&encode(s))
                .map_err(|source| DataError::Io {
                    path: self.path.clone(),
                    source,
                })?;
        }
        self.file.flush().map_err(|source| DataError::Io {
            path: self.path.clone(),
            source,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn samples() -> Vec<Sample> {
        let mut pos = Position::start();
        let mut out = Vec::new();
        for (i, text) in ["24-20", "9-13", "28-24", "5-9"].iter().enumerate() {
            out.push(Sample {
                position: pos,
                result: (i % 3) as u8,
                ply: i as u8,
                score: -150 + 100 * i as i16,
            });
            let mv = pos.parse_move(text).expect("legal");
            pos.play_unchecked(&mv);
        }
        out
    }

    fn file_bytes(samples: &[Sample]) -> Vec<u8> {
        let mut bytes = header().to_vec();
        for s in samples {
            bytes.extend(encode(s));
        }
        bytes
    }

    #[test]
    fn samples_round_trip_through_a_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("data.bin");
        let all = samples();
        let (first, second) = all.split_at(2);
        // Two runs of the generator append to one file.
        Writer::append(&path)
            .expect("new")
            .write(first)
            .expect("write");
        Writer::append(&path)
            .expect("again")
            .write(second)
            .expect("write");
        assert_eq!(read(&path).expect("read"), all);
    }

    #[test]
    fn a_damaged_data_file_is_refused_with_the_reason() {
        let path = Path::new("games.bin");
        let good = file_bytes(&samples());
        assert!(matches!(
            parse(b"DAMAEVAL....", path),
            Err(DataError::NotData { .. })
        ));
        let mut version = good.clone();
        version[8] = 7;
        assert!(matches!(
            parse(&version, path),
            Err(DataError::Version { found: 7, .. })
        ));
        assert!(matches!(
            parse(&good[..good.len() - 5], path),
            Err(DataError::Truncated { .. })
        ));
        // White and Black on the same square in the third record.
        let mut overlap = good.clone();
        let at = HEADER + 2 * RECORD;
        overlap[at..at + 4].copy_from_slice(&1u32.to_le_bytes());
        overlap[at + 4..at + 8].copy_from_slice(&1u32.to_le_bytes());
        let err = parse(&overlap, path).expect_err("overlap");
        assert!(matches!(err, DataError::BadRecord { record: 3, .. }));
        assert!(err.to_string().contains("record 3"));
        // A result that is none of loss, draw, win.
        let mut result = good;
        result[HEADER + 12] = 3 << 1;
        assert!(matches!(
            parse(&result, path),
            Err(DataError::BadRecord { record: 1, .. })
        ));
    }

    #[test]
    fn appending_to_a_file_that_is_not_data_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("notes.txt");
        fs::write(&path, "my notes, not positions").expect("write");
        assert!(matches!(
            Writer::append(&path),
            Err(DataError::NotData { .. })
        ));
        assert_eq!(fs::read(&path).expect("read"), b"my notes, not positions");
    }

    #[test]
    fn the_result_is_seen_from_the_side_to_move() {
        let s = samples();
        // White to move, White lost: 0. Black to move, draw: 0.5. White to move, won: 1.
        assert_eq!(s[0].result_for_mover(), 0.0);
        assert_eq!(s[1].result_for_mover(), 0.5);
        assert_eq!(s[2].result_for_mover(), 1.0);
    }
}
