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
//! Numbers are little-endian. The container (offset table, blocks, checksum, atomic
//! writing, the checks on opening) is the one Italian's files use too
//! ([`super::container`]).

use std::marker::PhantomData;
use std::path::{Path, PathBuf};

use super::EgdbError;
use super::container::{Container, Layout, u32_at, u64_at};
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
const LAYOUT: Layout = Layout {
    header_len: HEADER_LEN,
    checksum_at: 36,
};

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
    let m = table.index.material;
    let mut header = Vec::with_capacity(HEADER_LEN);
    header.extend_from_slice(kind.magic());
    header.extend_from_slice(&VERSION.to_le_bytes());
    header.push(R::PDN_GAME_TYPE);
    header.extend_from_slice(&[m.white_men, m.white_kings, m.black_men, m.black_kings]);
    header.extend_from_slice(&[kind.width(), 0, 0]);
    header.extend_from_slice(&(n as u64).to_le_bytes());
    header.extend_from_slice(&BLOCK_POSITIONS.to_le_bytes());
    header.extend_from_slice(&(raw.len() as u32).to_le_bytes());
    header.extend_from_slice(&[0; 12]);
    super::container::assemble(LAYOUT, &header, raw.into_iter())
}

/// Writes a solved slice to `dir` atomically (named as [`name_of`]); returns its path
/// and size.
pub fn write<R: RuleSet>(dir: &Path, table: &Table<R>) -> Result<(PathBuf, u64), EgdbError> {
    let name = name_of::<R>(&table.index.material);
    super::container::write_atomic(dir, &name, &encode(table))
}

/// An open, checked slice file; blocks are read on demand.
#[derive(Debug)]
pub struct SliceFile<R: RuleSet> {
    pub path: PathBuf,
    pub index: SliceIndex<R>,
    pub bytes: u64,
    pub kind: Kind,
    data: Container,
    rules: PhantomData<R>,
}

impl<R: RuleSet> SliceFile<R> {
    /// Opens a slice file of game `R` and checks all of it (magic, version, game, slice,
    /// sizes, checksum), reading it once; only the header and block table stay in memory.
    pub fn open(path: &Path) -> Result<SliceFile<R>, EgdbError> {
        let p = || path.to_path_buf();
        let magic = |m: &[u8]| m == MAGIC || m == MAGIC_DISTANCES;
        let (data, (index, kind)) = Container::open(path, LAYOUT, magic, |header| {
            check_header::<R>(path, header)
        })?;
        Ok(SliceFile {
            path: p(),
            index,
            bytes: data.bytes,
            kind,
            data,
            rules: PhantomData,
        })
    }

    pub fn blocks(&self) -> usize {
        self.data.blocks()
    }

    /// Block `b` decoded (its two-bit codes, or its distance codes' low then high
    /// bytes), checked for length.
    pub fn read_block(&self, b: usize) -> Result<Vec<u8>, EgdbError> {
        let count = self.block_len(b);
        self.data.read(b, self.kind.block_bytes(count))
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

/// The header of a variant's slice file at `path`, checked: the slice's index and the
/// file's kind, and the blocks it says.
fn check_header<R: RuleSet>(
    path: &Path,
    header: &[u8],
) -> Result<((SliceIndex<R>, Kind), u32), EgdbError> {
    let p = || path.to_path_buf();
    let distances = &header[..8] == MAGIC_DISTANCES;
    let version = u32_at(header, 8);
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
    let positions = u64_at(header, 20);
    let per = u32_at(header, 28);
    let blocks = u32_at(header, 32);
    if positions != index.len()
        || per != BLOCK_POSITIONS
        || u64::from(blocks) != positions.div_ceil(u64::from(per))
    {
        return Err(bad());
    }
    Ok(((index, kind), blocks))
}
