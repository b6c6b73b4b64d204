//! The tuner's data file for the variants of [`Board`]: positions from self-play games, each
//! with the game's result and the search's score, written by `dama tune gen --game G` and
//! read by `dama tune hand --game G`.
//!
//! A 32-byte header — `DAMAVTUN`, the format version (`u32` little-endian), the record size
//! (32) and the variant's name (16 bytes, zero-padded) — then records of 32 bytes until the
//! end of the file: White's pieces, Black's pieces and the kings (`u64` little-endian each,
//! in the padded layout of `super::super::geometry`), a flags byte (bit 0: Black to move;
//! bits 1–2: the result for White, 0 loss, 1 draw, 2 win), the game's ply, the search's
//! score from the side to move's view (`i16`, hundredths of a man) and four zero bytes.
//! Files can be appended to and concatenated record by record; a file of another variant
//! is refused by name.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::draughts::board::Board;
use crate::draughts::ruleset::RuleSet;
use crate::draughts::{Color, Draughts};

const MAGIC: &[u8; 8] = b"DAMAVTUN";
const VERSION: u32 = 1;
/// The header's length in bytes.
pub const HEADER: usize = 32;
/// One record's length in bytes.
pub const RECORD: usize = 32;

/// One position of a self-play game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample<R: RuleSet> {
    /// A quiet position: the side to move has no capture.
    pub position: Board<R>,
    /// The game's result for White: 0 loss, 1 draw, 2 win.
    pub result: u8,
    /// The ply of the game at which it stood (capped at 255).
    pub ply: u8,
    /// The search's score, hundredths of a man from the side to move's view.
    pub score: i16,
}

impl<R: RuleSet> Sample<R> {
    /// The result from the side to move's view: 1 win, 0.5 draw, 0 loss.
    pub fn result_for_mover(&self) -> f64 {
        let white = f64::from(self.result) / 2.0;
        match self.position.side() {
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
    #[error("{path}: not a tuning data file of the variants (made by dama tune gen --game G)")]
    NotData { path: PathBuf },
    #[error("{path}: tuning data format version {found}, this program reads version 1")]
    Version { path: PathBuf, found: u32 },
    #[error("{path}: the data is of {found} draughts, not {wanted}: give --game {found}")]
    Variant {
        path: PathBuf,
        found: String,
        wanted: &'static str,
    },
    #[error("{path}: the file is truncated (its length is not a whole number of records)")]
    Truncated { path: PathBuf },
    #[error("{path}: record {record} is not a legal position with a result")]
    BadRecord { path: PathBuf, record: usize },
}

/// The file's header for variant `R`.
pub fn header<R: RuleSet>() -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(RECORD as u32).to_le_bytes());
    let name = R::NAME.as_bytes();
    h[16..16 + name.len().min(16)].copy_from_slice(&name[..name.len().min(16)]);
    h
}

/// One record's bytes.
pub fn encode<R: RuleSet>(s: &Sample<R>) -> [u8; RECORD] {
    let p = &s.position;
    let mut r = [0u8; RECORD];
    r[0..8].copy_from_slice(&p.white.to_le_bytes());
    r[8..16].copy_from_slice(&p.black.to_le_bytes());
    r[16..24].copy_from_slice(&p.kings.to_le_bytes());
    r[24] = u8::from(p.black_to_move) | (s.result << 1);
    r[25] = s.ply;
    r[26..28].copy_from_slice(&s.score.to_le_bytes());
    r
}

fn decode<R: RuleSet>(r: &[u8]) -> Option<Sample<R>> {
    let word = |at: usize| u64::from_le_bytes(r[at..at + 8].try_into().unwrap_or([0; 8]));
    let flags = r[24];
    if flags >> 3 != 0 || (flags >> 1) > 2 {
        return None;
    }
    let side = if flags & 1 == 1 {
        Color::Black
    } else {
        Color::White
    };
    let (white, black, kings) = (word(0), word(8), word(16));
    if kings & !(white | black) != 0 {
        return None;
    }
    let position = Board::<R>::from_parts(white, black, kings, side).ok()?;
    Some(Sample {
        position,
        result: flags >> 1,
        ply: r[25],
        score: i16::from_le_bytes([r[26], r[27]]),
    })
}

/// Reads every sample of a data file held in `bytes` (`path` names it in errors).
pub fn parse<R: RuleSet>(bytes: &[u8], path: &Path) -> Result<Vec<Sample<R>>, DataError> {
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
    if bytes[..HEADER] != header::<R>() {
        let name = &bytes[16..32];
        let end = name.iter().position(|&b| b == 0).unwrap_or(16);
        return Err(DataError::Variant {
            path: path(),
            found: String::from_utf8_lossy(&name[..end]).into_owned(),
            wanted: R::NAME,
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

/// Reads every sample of the data file at `path`.
pub fn read<R: RuleSet>(path: &Path) -> Result<Vec<Sample<R>>, DataError> {
    let bytes = fs::read(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    parse(&bytes, path)
}

/// Appends samples to a data file, writing the header first when the file is new.
pub struct Writer {
    file: fs::File,
    path: PathBuf,
}

impl Writer {
    /// Opens `path` for appending; an existing file must be a data file of variant `R`.
    pub fn append<R: RuleSet>(path: &Path) -> Result<Writer, DataError> {
        let io = |source| DataError::Io {
            path: path.to_path_buf(),
            source,
        };
        let exists = path.exists() && fs::metadata(path).map_err(io)?.len() > 0;
        if exists {
            let bytes = fs::read(path).map_err(io)?;
            let head = &bytes[..bytes.len().min(HEADER)];
            parse::<R>(head, path)?;
            if !(bytes.len() - HEADER).is_multiple_of(RECORD) {
                return Err(DataError::Truncated {
                    path: path.to_path_buf(),
                });
            }
        }
        let mut file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(io)?;
        if !exists {
            file.write_all(&header::<R>()).map_err(io)?;
        }
        Ok(Writer {
            file,
            path: path.to_path_buf(),
        })
    }

    /// Appends `samples` (one write, so a killed run loses at most the game being written).
    pub fn write<R: RuleSet>(&mut self, samples: &[Sample<R>]) -> Result<(), DataError> {
        let mut bytes = Vec::with_capacity(samples.len() * RECORD);
        for s in samples {
            bytes.extend_from_slice(&encode(s));
        }
        self.file.write_all(&bytes).map_err(|source| DataError::Io {
            path: self.path.clone(),
            source,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::english::English;
    use crate::draughts::international::International;

    #[test]
    fn records_round_trip_and_variants_are_told_apart() {
        let position = Board::<International>::start();
        let s = Sample {
            position,
            result: 2,
            ply: 7,
            score: -35,
        };
        let mut bytes = header::<International>().to_vec();
        bytes.extend_from_slice(&encode(&s));
        let path = Path::new("x.bin");
        assert_eq!(parse::<International>(&bytes, path).unwrap(), vec![s]);
        let err = parse::<English>(&bytes, path).unwrap_err().to_string();
        assert!(
            err.contains("international") && err.contains("--game"),
            "{err}"
        );
        bytes.pop();
        assert!(matches!(
            parse::<International>(&bytes, path),
            Err(DataError::Truncated { .. })
        ));
    }
}
