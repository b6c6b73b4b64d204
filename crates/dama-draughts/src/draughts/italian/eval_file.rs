//! The learned evaluation's weights as the engine uses them ([`EvalWeights`]), and their
//! file: `assets/italian-eval.bin`, written by `dama tune fit` and embedded in the program.
//!
//! The file is a 32-byte header — `DAMAEVAL`, the format version, the model's shape
//! (regions, configurations, side terms, side-to-move terms; all `u32` little-endian) and
//! the length of the body — then the body, zlib-compressed: every weight as an `i16`
//! little-endian in 1/[`SCALE`] hundredths of a man, opening then ending weight, for the
//! folded pattern table (region by region), the side terms and the side-to-move terms.

use thiserror::Error;

use super::model::{CONFIGS, SIDE_TERMS, STM_TERMS, WINDOWS};

/// Weights are stored in 1/SCALE hundredths of a man.
pub const SCALE: i32 = 8;
const MAGIC: &[u8; 8] = b"DAMAEVAL";
const VERSION: u32 = 1;
const HEADER: usize = 32;

/// The weights of the learned evaluation, `[opening, ending]` each, in 1/[`SCALE`]
/// hundredths of a man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalWeights {
    /// `WINDOWS * CONFIGS` entries, region by region: the folded table (white's view
    /// minus black's), indexed by the region's configuration with White as "own".
    pub patterns: Vec<[i16; 2]>,
    pub side: [[i16; 2]; SIDE_TERMS],
    pub stm: [[i16; 2]; STM_TERMS],
}

/// What is wrong with a weights file.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum EvalFileError {
    #[error("not an evaluation weights file")]
    NotWeights,
    #[error("evaluation weights format version {0}, this program reads version 1")]
    Version(u32),
    #[error("the weights are for another evaluation model (regions, terms)")]
    Shape,
    #[error("the weights file is truncated or corrupt")]
    Corrupt,
}

impl EvalWeights {
    /// Every weight zero: the hand-written evaluation alone (the fallback).
    pub fn zero() -> EvalWeights {
        EvalWeights {
            patterns: vec![[0, 0]; WINDOWS * CONFIGS],
            side: [[0; 2]; SIDE_TERMS],
            stm: [[0; 2]; STM_TERMS],
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut raw = Vec::with_capacity(4 * (self.patterns.len() + SIDE_TERMS + STM_TERMS));
        let all = self.patterns.iter().chain(&self.side).chain(&self.stm);
        for pair in all {
            for v in pair {
                raw.extend(v.to_le_bytes());
            }
        }
        let body = miniz_oxide::deflate::compress_to_vec_zlib(&raw, 9);
        let mut out = Vec::with_capacity(HEADER + body.len());
        out.extend(MAGIC);
        for n in [VERSION, WINDOWS as u32, CONFIGS as u32, SIDE_TERMS as u32] {
            out.extend(n.to_le_bytes());
        }
        out.extend((STM_TERMS as u32).to_le_bytes());
        out.extend((body.len() as u32).to_le_bytes());
        out.extend(body);
        out
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<EvalWeights, EvalFileError> {
        if bytes.len() < HEADER || &bytes[..8] != MAGIC {
            return Err(EvalFileError::NotWeights);
        }
        let word = |i: usize| {
            let at = 8 + 4 * i;
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        if word(0) != VERSION {
            return Err(EvalFileError::Version(word(0)));
        }
        let shape = [WINDOWS, CONFIGS, SIDE_TERMS, STM_TERMS].map(|n| n as u32);
        if [word(1), word(2), word(3), word(4)] != shape {
            return Err(EvalFileError::Shape);
        }
        let body = &bytes[HEADER..];
        if body.len() != word(5) as usize {
            return Err(EvalFileError::Corrupt);
        }
        let entries = WINDOWS * CONFIGS + SIDE_TERMS + STM_TERMS;
        let raw = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(body, 4 * entries)
            .map_err(|_| EvalFileError::Corrupt)?;
        if raw.len() != 4 * entries {
            return Err(EvalFileError::Corrupt);
        }
        let mut pairs = raw.chunks_exact(4).map(|c| {
            [
                i16::from_le_bytes([c[0], c[1]]),
                i16::from_le_bytes([c[2], c[3]]),
            ]
        });
        let patterns: Vec<[i16; 2]> = pairs.by_ref().take(WINDOWS * CONFIGS).collect();
        let mut side = [[0i16; 2]; SIDE_TERMS];
        for (s, v) in side.iter_mut().zip(pairs.by_ref()) {
            *s = v;
        }
        let mut stm = [[0i16; 2]; STM_TERMS];
        for (s, v) in stm.iter_mut().zip(pairs) {
            *s = v;
        }
        Ok(EvalWeights {
            patterns,
            side,
            stm,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_round_trip_through_bytes() {
        let mut w = EvalWeights::zero();
        w.patterns[1234] = [-7, 300];
        w.stm[2] = [-99, 12];
        assert_eq!(EvalWeights::from_bytes(&w.to_bytes()), Ok(w));
    }

    #[test]
    fn a_damaged_weights_file_is_refused() {
        let good = EvalWeights::zero().to_bytes();
        assert_eq!(
            EvalWeights::from_bytes(b"hello"),
            Err(EvalFileError::NotWeights)
        );
        let mut cut = good.clone();
        cut.truncate(good.len() - 3);
        assert_eq!(EvalWeights::from_bytes(&cut), Err(EvalFileError::Corrupt));
        let mut version = good.clone();
        version[8] = 9;
        assert_eq!(
            EvalWeights::from_bytes(&version),
            Err(EvalFileError::Version(9))
        );
        let mut shape = good;
        shape[12] = 16;
        assert_eq!(EvalWeights::from_bytes(&shape), Err(EvalFileError::Shape));
    }
}
