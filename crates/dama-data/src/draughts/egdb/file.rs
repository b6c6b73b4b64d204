//! One slice of English, Brazilian or International draughts on disk: a header naming
//! the game and the slice, with a checksum, a block offset table, and deflate-compressed
//! blocks (the ideas of the Italian files, `crate::draughts::italian::egdb::file`; the
//! layout is this one's own). Two kinds ([`Kind`]):
//!
//! - **win/draw/loss** (`w1k2b0k1.vdb`, magic `DAMA-VDB`): two-bit codes, four a byte;
//! - **distances** (`w1k2b0k1.vdd`, magic `DAMA-VDD`; English up to 5 pieces): a code a
//!   position, 0 for a draw, else the distance to the end in plies plus one (odd
//!   distances are wins, even ones losses: the side to move wins when it makes the last
//!   move), on one byte when the slice's largest code fits, else two; a block holds its
//!   low bytes, then its high bytes.
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `DAMA-VDB` or `DAMA-VDD` |
//! | 4 | format version ([`VERSION`]) |
//! | 1 | the game: its PDN GameType (20 International, 21 English, 26 Brazilian) |
//! | 4 | material: White men, White kings, Black men, Black kings |
//! | 1 | bytes a code: 0 (win/draw/loss), 1 or 2 (distances) |
//! | 2 | zero |
//! | 8 | positions in the slice |
//! | 4 | positions per block |
//! | 4 | blocks |
//! | 8 | FNV-1a 64 checksum of every byte of the file but these eight |
//! | 4 | zero |
//! | 8 × (blocks + 1) | offset of each block from the end of this table, then the end |
//! | … | the blocks |
//!
//! Numbers are little-endian. A file is written under a temporary name and renamed into
//! place, so an interrupted build leaves no half file under the real name.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::EgdbError;
use super::index::{Material, SliceIndex};
use super::kind::raw_blocks;
pub use super::kind::{Kind, code_at, code_value, distances_name, name_of};
use super::solve::Table;
use crate::draughts::ruleset::RuleSet;

pub use super::kind::{
    BLOCK_POSITIONS, EXTENSION, EXTENSION_DISTANCES, MAGIC, MAGIC_DISTANCES, file_name,
};
pub const VERSION: u32 = 1;
pub const HEADER_LEN: usize = 48;
const CHECKSUM_AT: usize = 36;

fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The name of a game by its PDN GameType, for messages.
pub fn game_name(game_type: u8) -> Option<&'static str> {
    match game_type {
        20 => Some("international"),
        21 => Some("english"),
        26 => Some("brazilian"),
        22 => Some("italian"),
        _ => None,
    }
}

/// The bytes of a solved slice's file, of the kind its slice is built as (a distance
/// slice's table must hold its waves).
pub fn encode<R: RuleSet>(table: &Table<R>) -> Vec<u8> {
    let n = table.index.len() as usize;
    let (kind, raw) = raw_blocks(table, Kind::of::<R>(&table.index.material));
    let blocks = raw.len();
    let mut body = Vec::new();
    let mut offsets = Vec::with_capacity(blocks + 1);
    for r in &raw {
        offsets.push(body.len() as u64);
        body.extend(miniz_oxide::deflate::compress_to_vec(r, 9));
    }
    offsets.push(body.len() as u64);
    let m = table.index.material;
    let mut out = Vec::with_capacity(HEADER_LEN + 8 * offsets.len() + body.len());
    out.extend_from_slice(kind.magic());
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.push(R::PDN_GAME_TYPE);
    out.extend_from_slice(&[m.white_men, m.white_kings, m.black_men, m.black_kings]);
    out.extend_from_slice(&[kind.width(), 0, 0]);
    out.extend_from_slice(&(n as u64).to_le_bytes());
    out.extend_from_slice(&BLOCK_POSITIONS.to_le_bytes());
    out.extend_from_slice(&(blocks as u32).to_le_bytes());
    out.extend_from_slice(&[0; 12]);
    for o in &offsets {
        out.extend_from_slice(&o.to_le_bytes());
    }
    out.extend_from_slice(&body);
    let sum = fnv(fnv(FNV_START, &out[..CHECKSUM_AT]), &out[CHECKSUM_AT + 8..]);
    out[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
    out
}

/// Writes a solved slice to `dir` atomically (named as [`name_of`]); returns its path
/// and size.
pub fn write<R: RuleSet>(dir: &Path, table: &Table<R>) -> Result<(PathBuf, u64), EgdbError> {
    let name = name_of::<R>(&table.index.material);
    let path = dir.join(&name);
    let tmp = dir.join(format!("{name}.tmp"));
    let io = |source| EgdbError::Io {
        path: path.clone(),
        source,
    };
    let bytes = encode(table);
    let mut f = File::create(&tmp).map_err(io)?;
    f.write_all(&bytes).map_err(io)?;
    f.sync_all().map_err(io)?;
    drop(f);
    std::fs::rename(&tmp, &path).map_err(io)?;
    Ok((path, bytes.len() as u64))
}

/// An open, checked slice file; blocks are read on demand.
#[derive(Debug)]
pub struct SliceFile<R: RuleSet> {
    pub path: PathBuf,
    pub index: SliceIndex<R>,
    pub bytes: u64,
    pub kind: Kind,
    offsets: Vec<u64>,
    data_start: u64,
    file: Mutex<File>,
    rules: PhantomData<R>,
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut a = [0; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut a = [0; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

impl<R: RuleSet> SliceFile<R> {
    /// Opens a slice file of game `R` and checks all of it (magic, version, game, slice,
    /// sizes, checksum), reading it once; only the header and block table stay in memory.
    pub fn open(path: &Path) -> Result<SliceFile<R>, EgdbError> {
        let p = || path.to_path_buf();
        let io = |source| EgdbError::Io { path: p(), source };
        if let Err(kind) = crate::core::file_kind::regular_file(path).map_err(io)? {
            return Err(EgdbError::NotAFile { path: p(), kind });
        }
        let mut file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let mut header = [0u8; HEADER_LEN];
        if len < 8 {
            return Err(EgdbError::Truncated { path: p() });
        }
        file.read_exact(&mut header[..8]).map_err(io)?;
        let distances = &header[..8] == MAGIC_DISTANCES;
        if &header[..8] != MAGIC && !distances {
            return Err(EgdbError::NotADatabase { path: p() });
        }
        if len < HEADER_LEN as u64 {
            return Err(EgdbError::Truncated { path: p() });
        }
        file.read_exact(&mut header[8..]).map_err(io)?;
        let version = u32_at(&header, 8);
        if version != VERSION {
            return Err(EgdbError::Version {
                path: p(),
                found: version,
            });
        }
        if header[12] != R::PDN_GAME_TYPE {
            return Err(EgdbError::WrongGame {
                path: p(),
                found: game_name(header[12]).unwrap_or("unknown").to_string(),
                want: R::NAME.to_string(),
            });
        }
        let material = Material::new(header[13], header[14], header[15], header[16]);
        let bad = || EgdbError::Corrupt { path: p() };
        let kind = match (distances, header[17]) {
            (false, 0) => Kind::Wdl,
            (true, w @ (1 | 2)) => Kind::Distances(w),
            _ => return Err(bad()),
        };
        let name = if distances {
            distances_name(&material)
        } else {
            file_name(&material)
        };
        let named = path.file_name().and_then(|n| n.to_str()) == Some(&name);
        if material.pieces() > 8
            || !material.is_canonical()
            || material.white_men + material.white_kings == 0
            || material.black_men + material.black_kings == 0
            || !named
        {
            return Err(bad());
        }
        let index = SliceIndex::<R>::new(material);
        let positions = u64_at(&header, 20);
        let per = u32_at(&header, 28);
        let blocks = u32_at(&header, 32);
        if positions != index.len()
            || per != BLOCK_POSITIONS
            || u64::from(blocks) != positions.div_ceil(u64::from(per))
        {
            return Err(bad());
        }
        let table_len = 8 * (u64::from(blocks) + 1);
        if len < HEADER_LEN as u64 + table_len {
            return Err(EgdbError::Truncated { path: p() });
        }
        let mut table = vec![0u8; table_len as usize];
        file.read_exact(&mut table).map_err(io)?;
        let offsets: Vec<u64> = (0..=blocks as usize)
            .map(|i| u64_at(&table, i * 8))
            .collect();
        let data_start = HEADER_LEN as u64 + table_len;
        if offsets.windows(2).any(|w| w[0] > w[1]) || offsets[0] != 0 {
            return Err(bad());
        }
        let end = data_start.saturating_add(offsets[blocks as usize]);
        if len < end {
            return Err(EgdbError::Truncated { path: p() });
        }
        if len > end {
            return Err(bad());
        }
        let mut sum = fnv(
            fnv(FNV_START, &header[..CHECKSUM_AT]),
            &header[CHECKSUM_AT + 8..],
        );
        sum = fnv(sum, &table);
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let got = file.read(&mut buf).map_err(io)?;
            if got == 0 {
                break;
            }
            sum = fnv(sum, &buf[..got]);
        }
        if sum != u64_at(&header, CHECKSUM_AT) {
            return Err(EgdbError::Checksum { path: p() });
        }
        Ok(SliceFile {
            path: p(),
            index,
            bytes: len,
            kind,
            offsets,
            data_start,
            file: Mutex::new(file),
            rules: PhantomData,
        })
    }

    pub fn blocks(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Block `b` decoded (its two-bit codes, or its distance codes' low then high
    /// bytes), checked for length.
    pub fn read_block(&self, b: usize) -> Result<Vec<u8>, EgdbError> {
        let bad = || EgdbError::Corrupt {
            path: self.path.clone(),
        };
        if b >= self.blocks() {
            return Err(bad());
        }
        let start = self.offsets[b];
        let len = (self.offsets[b + 1] - start) as usize;
        let mut packed = vec![0u8; len];
        {
            let mut f = self.file.lock().map_err(|_| bad())?;
            f.seek(SeekFrom::Start(self.data_start + start))
                .and_then(|_| f.read_exact(&mut packed))
                .map_err(|source| EgdbError::Io {
                    path: self.path.clone(),
                    source,
                })?;
        }
        let count = self.block_len(b);
        let want = self.kind.block_bytes(count);
        let raw =
            miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, want).map_err(|_| bad())?;
        if raw.len() != want {
            return Err(bad());
        }
        Ok(raw)
    }

    /// Positions in block `b`.
    pub fn block_len(&self, b: usize) -> usize {
        let per = u64::from(BLOCK_POSITIONS);
        (self.index.len().saturating_sub(b as u64 * per)).min(per) as usize
    }

    /// The whole slice in memory (the build reads solved slices back this way), a
    /// distance slice with its distances as the waves.
    pub fn read_all(&self) -> Result<Table<R>, EgdbError> {
        let n = self.index.len() as usize;
        let mut values = Vec::with_capacity(n.div_ceil(4));
        let Kind::Distances(width) = self.kind else {
            for b in 0..self.blocks() {
                values.extend(self.read_block(b)?);
            }
            return Ok(Table {
                index: self.index.clone(),
                values,
                waves: None,
            });
        };
        values.resize(n.div_ceil(4), 0);
        let mut waves = Vec::with_capacity(n);
        for b in 0..self.blocks() {
            let raw = self.read_block(b)?;
            let count = self.block_len(b);
            for k in 0..count {
                let code = code_at(&raw, count, width, k);
                let i = waves.len();
                values[i / 4] |= code_value(code) << ((i % 4) * 2);
                waves.push(code.saturating_sub(1));
            }
        }
        Ok(Table {
            index: self.index.clone(),
            values,
            waves: Some(waves),
        })
    }
}
