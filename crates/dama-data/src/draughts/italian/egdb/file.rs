//! One slice on disk: a header, a block offset table, and deflate-compressed blocks.
//! Two kinds share the layout, told apart by the magic ([`Kind`]): distance tables
//! (`*.egdb`) and win/draw/loss tables (`*.wdl`).
//!
//! Layout (all numbers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `DAMAEGDB` (distances) or `DAMA-WDL` (win/draw/loss) |
//! | 4 | format version ([`VERSION`]) |
//! | 4 | material: White men, White kings, Black men, Black kings |
//! | 8 | positions in the slice |
//! | 4 | positions per block |
//! | 4 | blocks |
//! | 8 | FNV-1a 64 checksum of every byte of the file but these eight |
//! | 8 × (blocks + 1) | offset of each block from the end of this table, then the end |
//! | … | the blocks |
//!
//! A distance block holds four planes of `positions per block` bytes (the last block
//! fewer): the low and high bytes of each position's `dtm` code, then of its `dtz`; the
//! four planes are compressed together as one deflate stream. Planes keep alike bytes
//! together, which is what makes the tables small. A win/draw/loss block is the
//! positions' two-bit codes, four a byte ([`super::wdl`]), as one deflate stream.
//!
//! The container (offset table, blocks, checksum, atomic writing, the checks on opening)
//! is the family's (`crate::draughts::egdb::container`), shared with the variants' files;
//! the header above is Italian's own, so files built before read as they always did.

use std::path::{Path, PathBuf};

use super::EgdbError;
use super::index::{Material, SliceIndex};
use super::solve::Table;
use super::wdl::{Packed, WdlTable};
use crate::draughts::egdb::container::{Container, Layout, u32_at, u64_at};

pub const MAGIC: &[u8; 8] = b"DAMAEGDB";
pub const WDL_MAGIC: &[u8; 8] = b"DAMA-WDL";
pub const VERSION: u32 = 1;
pub const HEADER_LEN: usize = 40;
/// Positions per distance block: 8 KiB per plane, 32 KiB decoded.
pub const BLOCK_POSITIONS: u32 = 8192;
/// Positions per win/draw/loss block: 16 KiB decoded.
pub const WDL_BLOCK_POSITIONS: u32 = 65536;
const LAYOUT: Layout = Layout {
    header_len: HEADER_LEN,
    checksum_at: 32,
};

/// What a slice file holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// Distances to the end and to conversion (two `u16` a position).
    Dtm,
    /// Win, draw or loss (two bits a position).
    Wdl,
}

impl Kind {
    pub fn magic(self) -> &'static [u8; 8] {
        match self {
            Kind::Dtm => MAGIC,
            Kind::Wdl => WDL_MAGIC,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Kind::Dtm => "egdb",
            Kind::Wdl => "wdl",
        }
    }

    pub fn block_positions(self) -> u32 {
        match self {
            Kind::Dtm => BLOCK_POSITIONS,
            Kind::Wdl => WDL_BLOCK_POSITIONS,
        }
    }

    /// Decoded bytes of a block of `count` positions.
    fn raw_len(self, count: usize) -> usize {
        match self {
            Kind::Dtm => count * 4,
            Kind::Wdl => count.div_ceil(4),
        }
    }
}

/// The file name of a distance slice.
pub fn file_name(m: &Material) -> String {
    kind_file_name(Kind::Dtm, m)
}

/// The file name of a slice of either kind.
pub fn kind_file_name(kind: Kind, m: &Material) -> String {
    format!("{}.{}", m.name(), kind.extension())
}

/// Compresses `table` into the bytes of its file.
pub fn encode(table: &Table) -> Vec<u8> {
    encode_blocks(Kind::Dtm, &table.index, &|range| {
        let mut raw = Vec::with_capacity(range.len() * 4);
        raw.extend(table.dtm[range.clone()].iter().map(|&v| v as u8));
        raw.extend(table.dtm[range.clone()].iter().map(|&v| (v >> 8) as u8));
        raw.extend(table.dtz[range.clone()].iter().map(|&v| v as u8));
        raw.extend(table.dtz[range].iter().map(|&v| (v >> 8) as u8));
        raw
    })
}

/// Compresses a win/draw/loss table into the bytes of its file.
pub fn encode_wdl(table: &WdlTable) -> Vec<u8> {
    encode_blocks(Kind::Wdl, &table.index, &|range| {
        // Blocks start on a multiple of four positions: whole bytes.
        table.values.0[range.start / 4..range.end.div_ceil(4)].to_vec()
    })
}

/// The file of `kind` for `index`, each block's decoded bytes from `raw(range)`.
fn encode_blocks(
    kind: Kind,
    index: &SliceIndex,
    raw: &dyn Fn(std::ops::Range<usize>) -> Vec<u8>,
) -> Vec<u8> {
    let n = index.len() as usize;
    let per = kind.block_positions() as usize;
    let blocks = n.div_ceil(per);
    let m = index.material;
    let mut header = Vec::with_capacity(HEADER_LEN);
    header.extend_from_slice(kind.magic());
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.extend_from_slice(&[m.white_men, m.white_kings, m.black_men, m.black_kings]);
    header.extend_from_slice(&(n as u64).to_le_bytes());
    header.extend_from_slice(&kind.block_positions().to_le_bytes());
    header.extend_from_slice(&(blocks as u32).to_le_bytes());
    header.extend_from_slice(&[0; 8]);
    let ranges = (0..blocks).map(|b| raw(b * per..((b + 1) * per).min(n)));
    crate::draughts::egdb::container::assemble(LAYOUT, &header, ranges)
}

/// Writes `table` to `dir` atomically (a temporary file renamed into place).
pub fn write(dir: &Path, table: &Table) -> Result<PathBuf, EgdbError> {
    write_bytes(dir, &file_name(&table.index.material), &encode(table))
}

/// Writes a win/draw/loss table to `dir` atomically.
pub fn write_wdl(dir: &Path, table: &WdlTable) -> Result<PathBuf, EgdbError> {
    let name = kind_file_name(Kind::Wdl, &table.index.material);
    write_bytes(dir, &name, &encode_wdl(table))
}

fn write_bytes(dir: &Path, name: &str, bytes: &[u8]) -> Result<PathBuf, EgdbError> {
    Ok(crate::draughts::egdb::container::write_atomic(dir, name, bytes)?.0)
}

/// An open slice file: its header and block table; blocks are read on demand.
#[derive(Debug)]
pub struct SliceFile {
    pub path: PathBuf,
    pub kind: Kind,
    pub index: SliceIndex,
    pub bytes: u64,
    data: Container,
}

impl SliceFile {
    /// Opens and fully checks a slice file (header, sizes, checksum), reading it once in
    /// small pieces; only the header and block table stay in memory.
    pub fn open(path: &Path) -> Result<SliceFile, EgdbError> {
        let magic = |m: &[u8]| m == MAGIC || m == WDL_MAGIC;
        let (data, (kind, index)) =
            Container::open(path, LAYOUT, magic, |header| check_header(path, header))?;
        Ok(SliceFile {
            path: path.to_path_buf(),
            kind,
            index,
            bytes: data.bytes,
            data,
        })
    }

    pub fn blocks(&self) -> usize {
        self.data.blocks()
    }

    /// Reads and decompresses block `b` of a distance file: `(dtm codes, dtz)`.
    pub fn read_block(&self, b: usize) -> Result<(Vec<u16>, Vec<u16>), EgdbError> {
        let raw = self.read_raw(b)?;
        let count = raw.len() / 4;
        let plane = |k: usize| &raw[k * count..(k + 1) * count];
        let join = |lo: &[u8], hi: &[u8]| {
            lo.iter()
                .zip(hi)
                .map(|(&l, &h)| u16::from(l) | u16::from(h) << 8)
                .collect::<Vec<u16>>()
        };
        Ok((join(plane(0), plane(1)), join(plane(2), plane(3))))
    }

    /// Reads and decompresses block `b`: its decoded bytes, checked for length.
    pub fn read_raw(&self, b: usize) -> Result<Vec<u8>, EgdbError> {
        let per = u64::from(self.kind.block_positions());
        let count = self.index.len().saturating_sub(b as u64 * per).min(per) as usize;
        self.data.read(b, self.kind.raw_len(count))
    }

    /// Reads the whole slice into memory (the builder uses this for solved slices).
    pub fn read_all(&self) -> Result<Table, EgdbError> {
        let mut dtm = Vec::with_capacity(self.index.len() as usize);
        let mut dtz = Vec::with_capacity(self.index.len() as usize);
        for b in 0..self.blocks() {
            let (m, z) = self.read_block(b)?;
            dtm.extend(m);
            dtz.extend(z);
        }
        Ok(Table {
            index: self.index.clone(),
            dtm,
            dtz,
        })
    }

    /// Reads a whole win/draw/loss slice into memory (the builder uses this for slices
    /// solved in an earlier run).
    pub fn read_wdl(&self) -> Result<WdlTable, EgdbError> {
        let mut values = Vec::with_capacity(self.index.len().div_ceil(4) as usize);
        for b in 0..self.blocks() {
            values.extend(self.read_raw(b)?);
        }
        Ok(WdlTable {
            index: self.index.clone(),
            values: Packed(values),
            sparse: true,
        })
    }
}

/// The header of an Italian slice file at `path`, checked: the file's kind and the
/// slice's index, and the blocks it says.
fn check_header(path: &Path, header: &[u8]) -> Result<((Kind, SliceIndex), u32), EgdbError> {
    let p = || path.to_path_buf();
    let kind = if &header[..8] == MAGIC {
        Kind::Dtm
    } else {
        Kind::Wdl
    };
    let version = u32_at(header, 8);
    if version != VERSION {
        return Err(EgdbError::Version {
            path: p(),
            found: version,
        });
    }
    let material = Material {
        white_men: header[12],
        white_kings: header[13],
        black_men: header[14],
        black_kings: header[15],
    };
    let bad = || EgdbError::Corrupt { path: p() };
    if material.pieces() > 12
        || !material.is_game()
        || material.white_men > 12
        || material.black_men > 12
        || (kind == Kind::Wdl && !material.is_canonical())
    {
        return Err(bad());
    }
    let index = SliceIndex::new(material);
    let positions = u64_at(header, 16);
    let per = u32_at(header, 24);
    let blocks = u32_at(header, 28);
    if positions != index.len()
        || per != kind.block_positions()
        || u64::from(blocks) != positions.div_ceil(u64::from(per))
    {
        return Err(bad());
    }
    Ok(((kind, index), blocks))
}
