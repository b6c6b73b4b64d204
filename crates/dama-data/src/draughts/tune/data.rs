//! The tuner's data file, for every draughts game: positions from self-play games, each
//! with the game's result and the search's score, written by `dama tune gen [--game G]` and
//! read by `dama tune fit` / `dama tune hand [--game G]`. One implementation; each game
//! says how its position is written ([`TuneData`]), and its file keeps the layout it has
//! always had:
//!
//! - Italian: a 16-byte header — `DAMATUNE`, the format version (`u32` little-endian) and
//!   the record size (16) — then records of 16 bytes: White's pieces, Black's pieces and
//!   the kings (`u32` little-endian each, bit i = square i + 1), a flags byte, the game's
//!   ply and the search's score.
//! - The [`Board`] variants: a 32-byte header — `DAMAVTUN`, the version, the record size
//!   (32) and the variant's name (16 bytes, zero-padded) — then records of 32 bytes:
//!   White's pieces, Black's pieces and the kings (`u64` little-endian each, in the padded
//!   layout of the board's geometry), a flags byte, the ply, the score and four zero bytes.
//!   A file of another variant is refused by name.
//!
//! The flags byte: bit 0 Black to move; bits 1–2 the result for White (0 loss, 1 draw,
//! 2 win). The score is the side to move's (`i16`, hundredths of a man). Files can be
//! appended to and concatenated record by record.

use std::fs;
use std::io::{self, Read, Write};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};

use thiserror::Error;

use crate::draughts::board::Board;
use crate::draughts::italian::{self, Bitboard};
use crate::draughts::ruleset::RuleSet;
use crate::draughts::{Color, Draughts};

const VERSION: u32 = 1;

/// How a game's positions are written in its tuning data file.
pub trait TuneData: Draughts {
    /// The file's first eight bytes.
    const MAGIC: &'static [u8; 8];
    /// The header's length in bytes.
    const HEADER: usize;
    /// One record's length in bytes.
    const RECORD: usize;
    /// Where the flags byte stands in a record (the ply and the score follow it).
    const FLAGS_AT: usize;
    /// The game's name in the header (bytes 16..32), if its files carry one.
    const NAME: Option<&'static str>;
    /// Writes the pieces into the start of a record.
    fn put_pieces(&self, record: &mut [u8]);
    /// The position of a record's pieces with `side` to move, if they make one.
    fn from_pieces(record: &[u8], side: Color) -> Option<Self>;
}

impl TuneData for italian::Position {
    const MAGIC: &'static [u8; 8] = b"DAMATUNE";
    const HEADER: usize = 16;
    const RECORD: usize = 16;
    const FLAGS_AT: usize = 12;
    const NAME: Option<&'static str> = None;

    fn put_pieces(&self, r: &mut [u8]) {
        r[0..4].copy_from_slice(&self.white().0.to_le_bytes());
        r[4..8].copy_from_slice(&self.black().0.to_le_bytes());
        r[8..12].copy_from_slice(&self.kings().0.to_le_bytes());
    }

    fn from_pieces(r: &[u8], side: Color) -> Option<Self> {
        let word = |at: usize| u32::from_le_bytes([r[at], r[at + 1], r[at + 2], r[at + 3]]);
        let (white, black, kings) = (Bitboard(word(0)), Bitboard(word(4)), Bitboard(word(8)));
        italian::Position::from_parts(white, black, kings, side).ok()
    }
}

impl<R: RuleSet> TuneData for Board<R> {
    const MAGIC: &'static [u8; 8] = b"DAMAVTUN";
    const HEADER: usize = 32;
    const RECORD: usize = 32;
    const FLAGS_AT: usize = 24;
    const NAME: Option<&'static str> = Some(R::NAME);

    fn put_pieces(&self, r: &mut [u8]) {
        r[0..8].copy_from_slice(&self.white.to_le_bytes());
        r[8..16].copy_from_slice(&self.black.to_le_bytes());
        r[16..24].copy_from_slice(&self.kings.to_le_bytes());
    }

    fn from_pieces(r: &[u8], side: Color) -> Option<Self> {
        let word = |at: usize| u64::from_le_bytes(r[at..at + 8].try_into().unwrap_or([0; 8]));
        let (white, black, kings) = (word(0), word(8), word(16));
        if kings & !(white | black) != 0 {
            return None;
        }
        Board::<R>::from_parts(white, black, kings, side).ok()
    }
}

/// One position of a self-play game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample<G> {
    /// A quiet position: the side to move has no capture.
    pub position: G,
    /// The game's result for White: 0 loss, 1 draw, 2 win.
    pub result: u8,
    /// The ply of the game at which it stood (capped at 255).
    pub ply: u8,
    /// The search's score, hundredths of a man from the side to move's view.
    pub score: i16,
}

impl<G: Draughts> Sample<G> {
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
    #[error("{path}: not a tuning data file (made by dama tune gen)")]
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

/// The file's header for game `G`.
pub fn header<G: TuneData>() -> Vec<u8> {
    let mut h = vec![0u8; G::HEADER];
    h[..8].copy_from_slice(G::MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(G::RECORD as u32).to_le_bytes());
    if let Some(name) = G::NAME {
        let name = name.as_bytes();
        let n = name.len().min(16);
        h[16..16 + n].copy_from_slice(&name[..n]);
    }
    h
}

/// One record's bytes.
pub fn encode<G: TuneData>(s: &Sample<G>) -> Vec<u8> {
    let mut r = vec![0u8; G::RECORD];
    s.position.put_pieces(&mut r);
    let f = G::FLAGS_AT;
    r[f] = u8::from(s.position.side() == Color::Black) | (s.result << 1);
    r[f + 1] = s.ply;
    r[f + 2..f + 4].copy_from_slice(&s.score.to_le_bytes());
    r
}

fn decode<G: TuneData>(r: &[u8]) -> Option<Sample<G>> {
    let f = G::FLAGS_AT;
    let flags = r[f];
    if flags >> 3 != 0 || (flags >> 1) > 2 {
        return None;
    }
    let side = if flags & 1 == 1 {
        Color::Black
    } else {
        Color::White
    };
    Some(Sample {
        position: G::from_pieces(r, side)?,
        result: flags >> 1,
        ply: r[f + 1],
        score: i16::from_le_bytes([r[f + 2], r[f + 3]]),
    })
}

/// Checks a file's header (its first `G::HEADER` bytes, or fewer).
fn check_header<G: TuneData>(bytes: &[u8], path: &Path) -> Result<(), DataError> {
    let path = || path.to_path_buf();
    if bytes.len() < G::HEADER || &bytes[..8] != G::MAGIC {
        return Err(DataError::NotData { path: path() });
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    let size = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
    if version != VERSION || size != G::RECORD as u32 {
        return Err(DataError::Version {
            path: path(),
            found: version,
        });
    }
    if let Some(wanted) = G::NAME
        && bytes[..G::HEADER] != header::<G>()[..]
    {
        let name = &bytes[16..32];
        let end = name.iter().position(|&b| b == 0).unwrap_or(16);
        return Err(DataError::Variant {
            path: path(),
            found: String::from_utf8_lossy(&name[..end]).into_owned(),
            wanted,
        });
    }
    Ok(())
}

/// Reads every sample of a data file held in `bytes` (`path` names it in errors).
pub fn parse<G: TuneData>(bytes: &[u8], path: &Path) -> Result<Vec<Sample<G>>, DataError> {
    check_header::<G>(bytes, path)?;
    let body = &bytes[G::HEADER..];
    if !body.len().is_multiple_of(G::RECORD) {
        return Err(DataError::Truncated {
            path: path.to_path_buf(),
        });
    }
    body.chunks_exact(G::RECORD)
        .enumerate()
        .map(|(record, r)| {
            decode(r).ok_or_else(|| DataError::BadRecord {
                path: path.to_path_buf(),
                record: record + 1,
            })
        })
        .collect()
}

/// Reads every sample of the data file at `path`.
pub fn read<G: TuneData>(path: &Path) -> Result<Vec<Sample<G>>, DataError> {
    let bytes = fs::read(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    parse(&bytes, path)
}

/// Appends samples of game `G` to a data file, writing the header first when the file is
/// new or empty.
pub struct Writer<G> {
    file: fs::File,
    path: PathBuf,
    game: PhantomData<G>,
}

impl<G: TuneData> Writer<G> {
    /// Opens `path` for appending; an existing file must be a whole data file of game `G`
    /// (only its header is read).
    pub fn append(path: &Path) -> Result<Writer<G>, DataError> {
        let io = |source| DataError::Io {
            path: path.to_path_buf(),
            source,
        };
        let file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let mut w = Writer {
            file,
            path: path.to_path_buf(),
            game: PhantomData,
        };
        if len == 0 {
            w.file.write_all(&header::<G>()).map_err(io)?;
        } else {
            // Appending to something else would spoil it: check the header first.
            let mut head = vec![0u8; G::HEADER];
            let read = fs::File::open(path).and_then(|mut f| f.read_exact(&mut head));
            if read.is_err() {
                return Err(DataError::NotData {
                    path: path.to_path_buf(),
                });
            }
            check_header::<G>(&head, path)?;
            let body = len - G::HEADER as u64;
            if !body.is_multiple_of(G::RECORD as u64) {
                return Err(DataError::Truncated {
                    path: path.to_path_buf(),
                });
            }
        }
        Ok(w)
    }

    /// Appends `samples` (one write, so a killed run loses at most the game being written).
    pub fn write(&mut self, samples: &[Sample<G>]) -> Result<(), DataError> {
        let mut bytes = Vec::with_capacity(samples.len() * G::RECORD);
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
#[path = "data_tests.rs"]
mod tests;
