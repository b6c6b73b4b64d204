//! The book file of every draughts game: its bytes, the same layout for all.
//!
//! Layout (numbers little-endian):
//!
//! | bytes | field |
//! |---|---|
//! | 8 | magic `DAMABOOK` |
//! | 4 | format version ([`VERSION`]) |
//! | 4 | key scheme (the game's [`BookGame::KEY_SCHEME`]) |
//! | 4 | positions `P` |
//! | 4 | moves `M` |
//! | 4 | length `L` of the build parameters' text |
//! | 4 | the game ([`BookGame::BOOK_GAME`]: 0 Italian, else the PDN `GameType`: 20 International, 21 English, 26 Brazilian) |
//! | 8 | FNV-1a 64 checksum of every byte of the file but these eight |
//! | `L` | the build parameters, UTF-8 text (what `dama book stats` prints) |
//! | 9 × `P` | each position: its key (8 bytes), then how many moves it has (1 byte), by increasing key |
//! | 4 × `M` | the moves of each position in turn, best first: move code (1), score (2, signed), depth (1) |
//!
//! The game field was zero in the first books, which were all Italian: that is why
//! Italian is 0, and why the shipped Italian book reads unchanged. A book of another
//! game is refused by name ([`BadBook::OtherGame`]), before anything else is trusted.
//!
//! **Keys** ([`BookGame::book_key`]) are computed from where the pieces stand and who
//! moves, by the game's own mixing function, not from the engine's Zobrist tables, so a
//! change to those cannot silently change what a book means. **Move code**
//! ([`super::coded_moves`]): a move's index among the position's legal moves sorted by
//! their squares (starting square, then every landing square, by PDN number), so a code
//! is one byte and move generation's order does not matter. Scores are the engine's unit
//! (hundredths of a man from the side to move's view).

use super::{BadBook, BookGame};

pub const MAGIC: &[u8; 8] = b"DAMABOOK";
/// The format this program reads and writes; a book of another version is refused.
pub const VERSION: u32 = 1;
pub const HEADER_LEN: usize = 40;
const GAME_AT: usize = 28;
const CHECKSUM_AT: usize = 32;
pub const POSITION_LEN: usize = 9;
pub const MOVE_LEN: usize = 4;
/// The largest score a book may hold either way: the engine's mate score.
pub const MAX_SCORE: i32 = crate::core::MATE;

/// The game a header's game field names (`None`: no game this program knows).
pub fn game_name(code: u32) -> Option<&'static str> {
    match code {
        0 => Some("italian"),
        20 => Some("international"),
        21 => Some("english"),
        26 => Some("brazilian"),
        _ => None,
    }
}

/// SplitMix64's finaliser: every input bit moves every output bit.
pub const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
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

/// The bytes of a book file of game `G`.
pub fn encode<G: BookGame>(c: &Contents) -> Vec<u8> {
    let params = c.params.as_bytes();
    let mut out = Vec::with_capacity(
        HEADER_LEN + params.len() + POSITION_LEN * c.positions.len() + MOVE_LEN * c.moves.len(),
    );
    out.extend_from_slice(MAGIC);
    for n in [
        VERSION,
        G::KEY_SCHEME,
        c.positions.len() as u32,
        c.moves.len() as u32,
        params.len() as u32,
        G::BOOK_GAME,
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

/// Reads a book file of game `G`, checking everything that can be checked without
/// playing the moves: magic, version, game, key scheme, length, checksum, order of the
/// keys, and that the move counts add up.
pub fn decode<G: BookGame>(bytes: &[u8]) -> Result<Contents, BadBook> {
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
    if bytes.len() < GAME_AT + 4 {
        return Err(BadBook::Truncated);
    }
    let game = u32_at(bytes, GAME_AT);
    if game != G::BOOK_GAME {
        return Err(match game_name(game) {
            Some(found) => BadBook::OtherGame {
                found,
                wanted: G::VARIANT,
            },
            None => BadBook::Corrupt,
        });
    }
    let scheme = u32_at(bytes, 12);
    if scheme != G::KEY_SCHEME {
        return Err(BadBook::KeyScheme {
            found: scheme,
            wanted: G::KEY_SCHEME,
        });
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
    if (bytes.len() as u128) > expected {
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
    use crate::draughts::english::Position as English;
    use crate::draughts::italian::Position as Italian;

    fn sample() -> Contents {
        let packed = |code, score, depth| Packed { code, score, depth };
        Contents {
            params: "plies=3\nnodes=1000".to_string(),
            positions: vec![(5, 2), (9, 1)],
            moves: vec![packed(3, 12, 9), packed(0, -4, 9), packed(6, -300, 11)],
        }
    }

    #[test]
    fn contents_round_trip() {
        let c = sample();
        let bytes = encode::<English>(&c);
        assert_eq!(
            bytes.len(),
            HEADER_LEN + c.params.len() + 2 * POSITION_LEN + 3 * MOVE_LEN
        );
        assert_eq!(decode::<English>(&bytes), Ok(c.clone()));
        assert_eq!(decode::<Italian>(&encode::<Italian>(&c)), Ok(c));
    }

    #[test]
    fn every_damage_is_named() {
        let bytes = encode::<Italian>(&sample());
        assert_eq!(decode::<Italian>(&bytes[..5]), Err(BadBook::Truncated));
        assert_eq!(decode::<Italian>(b"PDN file"), Err(BadBook::NotABook));
        let short = &bytes[..bytes.len() - 1];
        assert_eq!(decode::<Italian>(short), Err(BadBook::Truncated));
        let mut flipped = bytes.clone();
        let last = flipped.len() - 2;
        flipped[last] ^= 1;
        assert_eq!(decode::<Italian>(&flipped), Err(BadBook::Corrupt));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(decode::<Italian>(&longer), Err(BadBook::Corrupt));
        let mut other = bytes.clone();
        other[8] = 7;
        assert_eq!(
            decode::<Italian>(&other),
            Err(BadBook::Version { found: 7 })
        );
        let mut scheme = bytes.clone();
        scheme[12] = 2;
        let wanted = Italian::KEY_SCHEME;
        assert_eq!(
            decode::<Italian>(&scheme),
            Err(BadBook::KeyScheme { found: 2, wanted })
        );
        let mut unknown = bytes;
        unknown[GAME_AT] = 99;
        assert_eq!(decode::<Italian>(&unknown), Err(BadBook::Corrupt));
    }

    #[test]
    fn a_book_of_another_game_is_refused_by_name() {
        let english = encode::<English>(&sample());
        let (found, wanted) = ("english", "italian");
        assert_eq!(
            decode::<Italian>(&english),
            Err(BadBook::OtherGame { found, wanted })
        );
        let italian = encode::<Italian>(&sample());
        let other = decode::<English>(&italian);
        assert_eq!(
            other,
            Err(BadBook::OtherGame {
                found: "italian",
                wanted: "english"
            })
        );
        // Even cut short, the game is named once the header's first 32 bytes are there.
        assert!(matches!(
            decode::<crate::draughts::brazilian::Position>(&english[..40]),
            Err(BadBook::OtherGame { .. })
        ));
    }

    #[test]
    fn a_score_beyond_mate_is_corrupt_even_with_a_good_checksum() {
        let mut c = sample();
        c.moves[1].score = i16::MIN;
        assert_eq!(
            decode::<English>(&encode::<English>(&c)),
            Err(BadBook::Corrupt)
        );
        c.moves[1].score = -(MAX_SCORE as i16);
        assert!(decode::<English>(&encode::<English>(&c)).is_ok());
    }
}
