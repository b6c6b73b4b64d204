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

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use super::EgdbError;
use super::index::{Material, SliceIndex};
use super::solve::Table;
use super::wdl::{Packed, WdlTable};

pub const MAGIC: &[u8; 8] = b"DAMAEGDB";
pub const WDL_MAGIC: &[u8; 8] = b"DAMA-WDL";
pub const VERSION: u32 = 1;
pub const HEADER_LEN: usize = 40;
/// Positions per distance block: 8 KiB per plane, 32 KiB decoded.
pub const BLOCK_POSITIONS: u32 = 8192;
/// Positions per win/draw/loss block: 16 KiB decoded.
pub const WDL_BLOCK_POSITIONS: u32 = 65536;
const CHECKSUM_AT: usize = 32;

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

/// FNV-1a, 64 bits, continued from `h`.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}
const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

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
    let mut body = Vec::new();
    let mut offsets = Vec::with_capacity(blocks + 1);
    for b in 0..blocks {
        offsets.push(body.len() as u64);
        let range = b * per..((b + 1) * per).min(n);
        body.extend(miniz_oxide::deflate::compress_to_vec(&raw(range), 9));
    }
    offsets.push(body.len() as u64);
    let m = index.material;
    let mut out = Vec::with_capacity(HEADER_LEN + 8 * offsets.len() + body.len());
    out.extend_from_slice(kind.magic());
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&[m.white_men, m.white_kings, m.black_men, m.black_kings]);
    out.extend_from_slice(&(n as u64).to_le_bytes());
    out.extend_from_slice(&kind.block_positions().to_le_bytes());
    out.extend_from_slice(&(blocks as u32).to_le_bytes());
    out.extend_from_slice(&[0; 8]);
    for o in &offsets {
        out.extend_from_slice(&o.to_le_bytes());
    }
    out.extend_from_slice(&body);
    let sum = fnv(fnv(FNV_START, &out[..CHECKSUM_AT]), &out[HEADER_LEN..]);
    out[CHECKSUM_AT..HEADER_LEN].copy_from_slice(&sum.to_le_bytes());
    out
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
    let path = dir.join(name);
    let tmp = dir.join(format!("{name}.tmp"));
    let io = |source| EgdbError::Io {
        path: path.clone(),
        source,
    };
    let mut f = File::create(&tmp).map_err(io)?;
    f.write_all(bytes).map_err(io)?;
    f.sync_all().map_err(io)?;
    drop(f);
    std::fs::rename(&tmp, &path).map_err(io)?;
    Ok(path)
}

/// An open slice file: its header and block table; blocks are read on demand.
#[derive(Debug)]
pub struct SliceFile {
    pub path: PathBuf,
    pub kind: Kind,
    pub index: SliceIndex,
    pub bytes: u64,
    offsets: Vec<u64>,
    data_start: u64,
    file: std::sync::Mutex<File>,
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

impl SliceFile {
    /// Opens and fully checks a slice file (header, sizes, checksum), reading it once in
    /// small pieces; only the header and block table stay in memory.
    pub fn open(path: &Path) -> Result<SliceFile, EgdbError> {
        let p = || path.to_path_buf();
        let io = |source| EgdbError::Io { path: p(), source };
        if let Err(kind) = crate::core::file_kind::regular_file(path).map_err(io)? {
            return Err(EgdbError::NotAFile { path: p(), kind });
        }
        let mut file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let mut header = [0u8; HEADER_LEN];
        if len < HEADER_LEN as u64 {
            return Err(EgdbError::Truncated { path: p() });
        }
        file.read_exact(&mut header).map_err(io)?;
        let kind = if &header[..8] == MAGIC {
            Kind::Dtm
        } else if &header[..8] == WDL_MAGIC {
            Kind::Wdl
        } else {
            return Err(EgdbError::NotADatabase { path: p() });
        };
        let version = u32_at(&header, 8);
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
            || (kind == Kind::Wdl && !super::wdl::is_canonical(&material))
        {
            return Err(bad());
        }
        let index = SliceIndex::new(material);
        let positions = u64_at(&header, 16);
        let per = u32_at(&header, 24);
        let blocks = u32_at(&header, 28);
        if positions != index.len()
            || per != kind.block_positions()
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
        let end = data_start + offsets[blocks as usize];
        if len < end {
            return Err(EgdbError::Truncated { path: p() });
        }
        if len > end {
            return Err(bad());
        }
        let mut sum = fnv(fnv(FNV_START, &header[..CHECKSUM_AT]), &table);
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
            path: path.to_path_buf(),
            kind,
            index,
            bytes: len,
            offsets,
            data_start,
            file: std::sync::Mutex::new(file),
        })
    }

    pub fn blocks(&self) -> usize {
        self.offsets.len() - 1
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
        let per = u64::from(self.kind.block_positions());
        let count = (self.index.len() - b as u64 * per).min(per) as usize;
        let want = self.kind.raw_len(count);
        let raw =
            miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, want).map_err(|_| bad())?;
        if raw.len() != want {
            return Err(bad());
        }
        Ok(raw)
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
