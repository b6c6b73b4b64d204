//! The container every slice file of the draughts databases is (Italian's `*.egdb` and
//! `*.wdl`, the variants' `*.vdb` and `*.vdd`): a fixed header holding an FNV-1a 64
//! checksum of every other byte of the file, a table of `blocks + 1` offsets (from the
//! end of the table: each block's start, then the end), and the blocks, each one deflate
//! stream. What the header says and what a decoded block holds is each format's own
//! (`super::file`, `crate::draughts::italian::egdb::file`); this is the part they share:
//! assembling and writing a file atomically, and opening one with every check of its
//! container (regular file, magic, truncation, offsets, trailing bytes, checksum),
//! reading its blocks back on demand.
//!
//! Numbers are little-endian. A file is written under a temporary name and renamed into
//! place, so an interrupted build leaves no half file under the real name.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::EgdbError;

/// Where a format keeps its header's fields the container needs.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// Bytes of the header, the offset table starting right after.
    pub header_len: usize,
    /// Where the eight checksum bytes are (the checksum covers every other byte).
    pub checksum_at: usize,
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

/// The checksum of a header, its checksum field left out, continued by what follows.
fn header_sum(layout: Layout, header: &[u8]) -> u64 {
    let at = layout.checksum_at;
    fnv(fnv(FNV_START, &header[..at]), &header[at + 8..])
}

pub fn u32_at(b: &[u8], at: usize) -> u32 {
    let mut a = [0; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

pub fn u64_at(b: &[u8], at: usize) -> u64 {
    let mut a = [0; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

/// The bytes of a file: `header` (`layout.header_len` bytes, the checksum field
/// zero), the offset table, and each of `raw` compressed; the checksum filled in.
pub fn assemble(layout: Layout, header: &[u8], raw: impl Iterator<Item = Vec<u8>>) -> Vec<u8> {
    debug_assert_eq!(header.len(), layout.header_len);
    let mut body = Vec::new();
    let mut offsets = Vec::new();
    for r in raw {
        offsets.push(body.len() as u64);
        body.extend(miniz_oxide::deflate::compress_to_vec(&r, 9));
    }
    offsets.push(body.len() as u64);
    let mut out = Vec::with_capacity(layout.header_len + 8 * offsets.len() + body.len());
    out.extend_from_slice(header);
    for o in &offsets {
        out.extend_from_slice(&o.to_le_bytes());
    }
    out.extend_from_slice(&body);
    let at = layout.checksum_at;
    let sum = fnv(
        header_sum(layout, &out[..layout.header_len]),
        &out[layout.header_len..],
    );
    out[at..at + 8].copy_from_slice(&sum.to_le_bytes());
    out
}

/// Writes `bytes` as `dir/name` atomically (a temporary file renamed into place);
/// returns the path and the size.
pub fn write_atomic(dir: &Path, name: &str, bytes: &[u8]) -> Result<(PathBuf, u64), EgdbError> {
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
    Ok((path, bytes.len() as u64))
}

/// An open, checked file: the offset table in memory, blocks read on demand.
#[derive(Debug)]
pub struct Container {
    pub path: PathBuf,
    /// The file's size.
    pub bytes: u64,
    offsets: Vec<u64>,
    data_start: u64,
    file: Mutex<File>,
}

impl Container {
    /// Opens `path` and checks all of it, reading it once in small pieces: `magic` must
    /// accept its first eight bytes, `header` its whole header (giving what the format
    /// keeps of it and how many blocks the header says), then the offset table, the
    /// length and the checksum are checked here.
    pub fn open<T>(
        path: &Path,
        layout: Layout,
        magic: impl FnOnce(&[u8]) -> bool,
        header: impl FnOnce(&[u8]) -> Result<(T, u32), EgdbError>,
    ) -> Result<(Container, T), EgdbError> {
        let p = || path.to_path_buf();
        let io = |source| EgdbError::Io { path: p(), source };
        if let Err(kind) = crate::core::file_kind::regular_file(path).map_err(io)? {
            return Err(EgdbError::NotAFile { path: p(), kind });
        }
        let mut file = File::open(path).map_err(io)?;
        let len = file.metadata().map_err(io)?.len();
        let mut head = vec![0u8; layout.header_len];
        if len < 8 {
            return Err(EgdbError::Truncated { path: p() });
        }
        file.read_exact(&mut head[..8]).map_err(io)?;
        if !magic(&head[..8]) {
            return Err(EgdbError::NotADatabase { path: p() });
        }
        if len < layout.header_len as u64 {
            return Err(EgdbError::Truncated { path: p() });
        }
        file.read_exact(&mut head[8..]).map_err(io)?;
        let (kept, blocks) = header(&head)?;
        let bad = || EgdbError::Corrupt { path: p() };
        let table_len = 8 * (u64::from(blocks) + 1);
        let data_start = layout.header_len as u64 + table_len;
        if len < data_start {
            return Err(EgdbError::Truncated { path: p() });
        }
        let mut table = vec![0u8; table_len as usize];
        file.read_exact(&mut table).map_err(io)?;
        let offsets: Vec<u64> = (0..=blocks as usize)
            .map(|i| u64_at(&table, i * 8))
            .collect();
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
        let mut sum = fnv(header_sum(layout, &head), &table);
        let mut buf = vec![0u8; 1 << 16];
        loop {
            let got = file.read(&mut buf).map_err(io)?;
            if got == 0 {
                break;
            }
            sum = fnv(sum, &buf[..got]);
        }
        if sum != u64_at(&head, layout.checksum_at) {
            return Err(EgdbError::Checksum { path: p() });
        }
        let container = Container {
            path: p(),
            bytes: len,
            offsets,
            data_start,
            file: Mutex::new(file),
        };
        Ok((container, kept))
    }

    pub fn blocks(&self) -> usize {
        self.offsets.len() - 1
    }

    /// Block `b` decompressed, which must be `want` bytes.
    pub fn read(&self, b: usize, want: usize) -> Result<Vec<u8>, EgdbError> {
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
        let raw =
            miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, want).map_err(|_| bad())?;
        if raw.len() != want {
            return Err(bad());
        }
        Ok(raw)
    }
}
