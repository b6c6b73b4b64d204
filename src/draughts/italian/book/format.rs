//! The book file: its key scheme, its move code, and its bytes.
//!
//! Layout (numbers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `DAMABOOK` |
//! | 4 | format version ([`VERSION`]) |
//! | 4 | key scheme ([`KEY_SCHEME`]) |
//! | 4 | positions `P` |
//! | 4 | moves `M` |
//! | 4 | length `L` of the build parameters' text |
//! | 4 | zero |
//! | 8 | FNV-1a 64 checksum of every byte of the file but these eight |
//! | `L` | the build parameters, UTF-8 text (what `dama book stats` prints) |
//! | 9 × `P` | each position: its key (8 bytes), then how many moves it has (1 byte), by increasing key |
//! | 4 × `M` | the moves of each position in turn, best first: move code (1), score (2, signed), depth (1) |
//!
//! **Key scheme 1** ([`key`]): a position's key is computed from where its pieces stand
//! and who moves, by this file's own mixing function, not from the engine's Zobrist
//! tables, so a change to those cannot silently change what a book means. **Move code**:
//! a move's index among the position's legal moves sorted by their squares (starting
//! square, then every landing square, by FID number), so a code is one byte, every
//! code below the number of legal moves is a legal move, and move generation's order
//! does not matter. Scores are the engine's unit (hundredths of a man from the side to
//! move's view), which does not depend on how the evaluation is made.

use crate::draughts::italian::{Color, Move, Position};

use super::BadBook;

pub const MAGIC: &[u8; 8] = b"DAMABOOK";
/// The format this program reads and writes; a book of another version is refused.
pub const VERSION: u32 = 1;
/// The key scheme of [`key`].
pub const KEY_SCHEME: u32 = 1;
pub const HEADER_LEN: usize = 40;
const CHECKSUM_AT: usize = 32;
pub const POSITION_LEN: usize = 9;
pub const MOVE_LEN: usize = 4;
/// The largest score a book may hold either way: the engine's mate score.
pub const MAX_SCORE: i32 = crate::engine::MATE;

/// SplitMix64's finaliser: every input bit moves every output bit.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Key scheme 1: the key of a position in the book.
pub fn key(pos: &Position) -> u64 {
    let colours = u64::from(pos.white().0) | u64::from(pos.black().0) << 32;
    let side = u64::from(pos.side_to_move() == Color::Black);
    let rest = u64::from(pos.kings().0) | side << 32;
    mix(mix(colours ^ 0x6B6F_6F62_616D_6164) ^ rest.wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// The legal moves of `pos` in the order move codes count them.
pub fn coded_moves(pos: &Position) -> Vec<Move> {
    let mut moves = pos.legal_moves().to_vec();
    moves.sort_by(|a, b| {
        let squares = |m: &Move| {
            std::iter::once(m.from().number())
                .chain(m.path().iter().map(|s| s.number()))
                .collect::<Vec<u8>>()
        };
        squares(a).cmp(&squares(b))
    });
    moves
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

fn checksum(file: &[u8]) -> u64 {
    let h = fnv(FNV_START, &file[..CHECKSUM_AT]);
    fnv(h, &file[CHECKSUM_AT + 8..])
}

/// One move as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Packed {
    pub code: u8,
    pub score: i16,
    pub depth: u8,
}

/// What a book file holds, decoded but not yet probed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contents {
    pub params: String,
    /// Keys by increasing value, with how many moves each has.
    pub positions: Vec<(u64, u8)>,
    pub moves: Vec<Packed>,
}

/// The bytes of a book file.
pub fn encode(c: &Contents) -> Vec<u8> {
    let params = c.params.as_bytes();
    let mut out = Vec::with_capacity(
        HEADER_LEN + params.len() + POSITION_LEN * c.positions.len() + MOVE_LEN * c.moves.len(),
    );
    out.extend_from_slice(MAGIC);
    for n in [
        VERSION,
        KEY_SCHEME,
        c.positions.len() as u32,
        c.moves.len() as u32,
        params.len() as u32,
        0,
    ] {
        out.extend_from_slice(&n.to_le_bytes());
    }
    out.extend_from_slice(&[0; 8]);
    out.extend_from_slice(params);
    for &(key, n) in &c.positions {
        out.extend_from_slice(&key.to_le_bytes());
        out.push(n);
    }
    for m in &c.moves {
        out.push(m.code);
        out.extend_from_slice(&m.score.to_le_bytes());
        out.push(m.depth);
    }
    let sum = checksum(&out);
    out[CHECKSUM_AT..CHECKSUM_AT + 8].copy_from_slice(&sum.to_le_bytes());
    out
}

fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut b = [0; 4];
    b.copy_from_slice(&bytes[at..at + 4]);
    u32::from_le_bytes(b)
}

/// Reads a book file's bytes, checking everything that can be checked without playing
/// the moves: magic, version, key scheme, length, checksum, order of the keys, and that
/// the move counts add up.
pub fn decode(bytes: &[u8]) -> Result<Contents, BadBook> {
    if bytes.len() < MAGIC.len() {
        return Err(if MAGIC.starts_with(bytes) && !bytes.is_empty() {
            BadBook::Truncated
        } else {
            BadBook::NotABook
        });
    }
    if &bytes[..MAGIC.len()] != MAGIC {
        return Err(BadBook::NotABook);
    }
    if bytes.len() < 16 {
        return Err(BadBook::Truncated);
    }
    let version = u32_at(bytes, 8);
    if version != VERSION {
        return Err(BadBook::Version { found: version });
    }
    let scheme = u32_at(bytes, 12);
    if scheme != KEY_SCHEME {
        return Err(BadBook::KeyScheme { found: scheme });
    }
    if bytes.len() < HEADER_LEN {
        return Err(BadBook::Truncated);
    }
    let positions = u32_at(bytes, 16) as usize;
    let moves = u32_at(bytes, 20) as usize;
    let params_len = u32_at(bytes, 24) as usize;
    let expected = HEADER_LEN as u128
        + params_len as u128
        + (POSITION_LEN * positions) as u128
        + (MOVE_LEN * moves) as u128;
    if (bytes.len() as u128) < expected {
        return Err(BadBook::Truncated);
    }
    if (bytes.len() as u128) > expected || u32_at(bytes, 28) != 0 {
        return Err(BadBook::Corrupt);
    }
    let mut stored = [0; 8];
    stored.copy_from_slice(&bytes[CHECKSUM_AT..CHECKSUM_AT + 8]);
    if u64::from_le_bytes(stored) != checksum(bytes) {
        return Err(BadBook::Corrupt);
    }
    let mut at = HEADER_LEN;
    let params = std::str::from_utf8(&bytes[at..at + params_len])
        .map_err(|_| BadBook::Corrupt)?
        .to_string();
    at += params_len;
    let mut keys = Vec::with_capacity(positions);
    for chunk in bytes[at..at + POSITION_LEN * positions].chunks_exact(POSITION_LEN) {
        let mut k = [0; 8];
        k.copy_from_slice(&chunk[..8]);
        keys.push((u64::from_le_bytes(k), chunk[8]));
    }
    at += POSITION_LEN * positions;
    let ordered = keys.windows(2).all(|w| w[0].0 < w[1].0);
    let total: usize = keys.iter().map(|&(_, n)| usize::from(n)).sum();
    if !ordered || total != moves || keys.iter().any(|&(_, n)| n == 0) {
        return Err(BadBook::Corrupt);
    }
    let moves: Vec<Packed> = bytes[at..]
        .chunks_exact(MOVE_LEN)
        .map(|c| Packed {
            code: c[0],
            score: i16::from_le_bytes([c[1], c[2]]),
            depth: c[3],
        })
        .collect();
    // A score is the engine's: within a mate either way (a checksum proves only that the
    // bytes were not damaged, not that the writer was sane).
    if moves.iter().any(|m| i32::from(m.score).abs() > MAX_SCORE) {
        return Err(BadBook::Corrupt);
    }
    Ok(Contents {
        params,
        positions: keys,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Contents {
        Contents {
            params: "plies=3\nnodes=1000".to_string(),
            positions: vec![(5, 2), (9, 1)],
            moves: vec![
                Packed {
                    code: 3,
                    score: 12,
                    depth: 9,
                },
                Packed {
                    code: 0,
                    score: -4,
                    depth: 9,
                },
                Packed {
                    code: 6,
                    score: -300,
                    depth: 11,
                },
            ],
        }
    }

    #[test]
    fn contents_round_trip() {
        let c = sample();
        let bytes = encode(&c);
        assert_eq!(
            bytes.len(),
            HEADER_LEN + c.params.len() + 2 * POSITION_LEN + 3 * MOVE_LEN
        );
        assert_eq!(decode(&bytes), Ok(c));
    }

    #[test]
    fn every_damage_is_named() {
        let bytes = encode(&sample());
        assert_eq!(decode(&bytes[..5]), Err(BadBook::Truncated));
        assert_eq!(decode(b"PDN file"), Err(BadBook::NotABook));
        assert_eq!(decode(&bytes[..bytes.len() - 1]), Err(BadBook::Truncated));
        let mut flipped = bytes.clone();
        let last = flipped.len() - 2;
        flipped[last] ^= 1;
        assert_eq!(decode(&flipped), Err(BadBook::Corrupt));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode(&longer), Err(BadBook::Corrupt));
        let mut other = bytes.clone();
        other[8] = 7;
        assert_eq!(decode(&other), Err(BadBook::Version { found: 7 }));
        let mut scheme = bytes;
        scheme[12] = 2;
        assert_eq!(decode(&scheme), Err(BadBook::KeyScheme { found: 2 }));
    }

    #[test]
    fn a_score_beyond_mate_is_corrupt_even_with_a_good_checksum() {
        let mut c = sample();
        c.moves[1].score = i16::MIN;
        assert_eq!(decode(&encode(&c)), Err(BadBook::Corrupt));
        c.moves[1].score = -(MAX_SCORE as i16);
        assert!(decode(&encode(&c)).is_ok());
    }

    #[test]
    fn the_key_scheme_is_frozen() {
        // A change here changes what every book means: raise KEY_SCHEME with it.
        assert_eq!(key(&Position::start()), 0x3f5e_bece_d87e_02a0);
    }

    #[test]
    fn move_codes_follow_the_squares() {
        let moves = coded_moves(&Position::start());
        let texts: Vec<String> = moves.iter().map(|m| m.fid()).collect();
        assert_eq!(
            texts,
            [
                "21-17", "21-18", "22-18", "22-19", "23-19", "23-20", "24-20"
            ]
        );
    }
}
