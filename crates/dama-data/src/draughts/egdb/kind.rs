//! The two kinds of slice file ([`Kind`]: win/draw/loss, distances) and what differs
//! between them: the file name, the raw blocks a table is written as, and reading a
//! distance code back (see [`super::file`] for the layout).

use super::index::Material;
use super::solve::{DRAW, LOSS, Table, WIN, get2, has_distances};
use crate::draughts::ruleset::RuleSet;

/// The magic number of a family database file.
pub const MAGIC: &[u8; 8] = b"DAMA-VDB";
/// Positions per block: 16 KiB decoded.
pub const BLOCK_POSITIONS: u32 = 65536;
/// The extension of a family database file.
pub const EXTENSION: &str = "vdb";

/// The file name of a win/draw/loss slice: `w1k2b0k1.vdb`.
pub fn file_name(m: &Material) -> String {
    format!("{}.{EXTENSION}", m.name())
}

pub const EXTENSION_DISTANCES: &str = "vdd";
/// The magic of a distance file.
pub const MAGIC_DISTANCES: &[u8; 8] = b"DAMA-VDD";

/// What a slice file stores.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Two-bit win/draw/loss codes.
    Wdl,
    /// Distance codes of this many bytes (1 or 2).
    Distances(u8),
}

impl Kind {
    /// The kind slice `m` of game `R` is built as.
    pub fn of<R: RuleSet>(m: &Material) -> Kind {
        if has_distances::<R>(m) {
            Kind::Distances(2)
        } else {
            Kind::Wdl
        }
    }

    pub(super) fn magic(self) -> &'static [u8; 8] {
        match self {
            Kind::Wdl => MAGIC,
            Kind::Distances(_) => MAGIC_DISTANCES,
        }
    }

    pub(super) fn width(self) -> u8 {
        match self {
            Kind::Wdl => 0,
            Kind::Distances(w) => w,
        }
    }

    /// Decoded bytes of a block of `count` positions.
    pub fn block_bytes(self, count: usize) -> usize {
        match self {
            Kind::Wdl => count.div_ceil(4),
            Kind::Distances(w) => count * usize::from(w),
        }
    }
}

/// The distance code of position `i` of a decoded distance block of `count` positions
/// of `width` bytes a code (0: a draw; else the distance plus one).
#[inline]
pub fn code_at(raw: &[u8], count: usize, width: u8, i: usize) -> u16 {
    let low = raw.get(i).map_or(0, |&b| u16::from(b));
    if width < 2 {
        return low;
    }
    low | raw.get(count + i).map_or(0, |&b| u16::from(b)) << 8
}

/// The file name of a distance slice: `w1k2b0k1.vdd`.
pub fn distances_name(m: &Material) -> String {
    format!("{}.{EXTENSION_DISTANCES}", m.name())
}

/// The file name slice `m` of game `R` is built as.
pub fn name_of<R: RuleSet>(m: &Material) -> String {
    match Kind::of::<R>(m) {
        Kind::Wdl => file_name(m),
        Kind::Distances(_) => distances_name(m),
    }
}

/// The raw (decoded) blocks of `table` as a file of `kind` stores them; the kind with
/// its width.
pub(super) fn raw_blocks<R: RuleSet>(table: &Table<R>, kind: Kind) -> (Kind, Vec<Vec<u8>>) {
    let n = table.index.len() as usize;
    let per = BLOCK_POSITIONS as usize;
    let blocks = n.div_ceil(per);
    let waves = match (kind, &table.waves) {
        (Kind::Distances(_), Some(w)) => w,
        _ => {
            let raw = (0..blocks)
                .map(|b| table.values[b * per / 4..((b + 1) * per).min(n).div_ceil(4)].to_vec())
                .collect();
            return (Kind::Wdl, raw);
        }
    };
    let code = |i: usize| match get2(&table.values, i as u64) {
        DRAW => 0,
        _ => waves[i].saturating_add(1),
    };
    let width = if (0..n).all(|i| code(i) <= 255) { 1 } else { 2 };
    let raw = (0..blocks)
        .map(|b| {
            let range = b * per..((b + 1) * per).min(n);
            let mut out: Vec<u8> = range.clone().map(|i| code(i) as u8).collect();
            if width == 2 {
                out.extend(range.map(|i| (code(i) >> 8) as u8));
            }
            out
        })
        .collect();
    (Kind::Distances(width), raw)
}

/// The two-bit value of a distance code: 0 a draw; an odd distance a win, an even one a
/// loss.
#[inline]
pub fn code_value(code: u16) -> u8 {
    match code {
        0 => DRAW,
        c if (c - 1) % 2 == 1 => WIN,
        _ => LOSS,
    }
}
