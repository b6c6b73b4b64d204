//! Zobrist keys: one random 64-bit number per (piece, square) and one for Black to move.
//! The numbers come from a fixed SplitMix64 stream, so hashes are the same on every run
//! and every machine (the engine's bench node count depends on it).

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build() -> ([[u64; 32]; 4], u64) {
    let mut keys = [[0u64; 32]; 4];
    let mut state = 0x0DA4_A17A_11A2_u64;
    let mut p = 0;
    while p < 4 {
        let mut s = 0;
        while s < 32 {
            let (next, value) = splitmix(state);
            state = next;
            keys[p][s] = value;
            s += 1;
        }
        p += 1;
    }
    let (_, side) = splitmix(state);
    (keys, side)
}

const TABLES: ([[u64; 32]; 4], u64) = build();

/// `PIECE_SQUARE[piece.index()][square.index()]`.
pub const PIECE_SQUARE: [[u64; 32]; 4] = TABLES.0;
/// XORed in when Black is to move.
pub const BLACK_TO_MOVE: u64 = TABLES.1;
