//! Local patterns of men, the learned half of the evaluation of English, Brazilian and
//! International draughts: the board is covered by overlapping 4x4 regions (8x8: 9 of
//! them, at rows and columns 0, 2, 4; 10x10: 16, at 0, 2, 4, 6), each holding 8 dark
//! squares; the men on a region (empty, White's man or Black's man on each square; kings
//! count as empty) form one of 3^8 = 6,561 configurations, and each region has a table
//! giving every configuration a value. The idea is the one of the strongest International
//! engines (patterns over small regions, fitted to the engine's own games); the regions,
//! the file and the fit (`super::tune::pattern_fit`, `dama tune patterns --game G`) are
//! ours.
//!
//! Both sides are scored by the same tables in White's frame: Black's men are turned 180
//! degrees (`super::hand::turn`) and take White's place, so a position and its
//! colour-mirror score exactly opposite. Values are stored in [`SCALE`]ths of a hundredth
//! of a man.
//!
//! The tables of a variant are `assets/<variant>-patterns.bin`, embedded when the program
//! is built and checked then (a wrong file does not compile): the 8 bytes `DAMAPATT`, the
//! format version (`u32` little-endian), the number of regions (`u32`), the variant's name
//! (16 bytes, zero-padded), then regions × 6,561 values (`i16` little-endian).

use super::board::Board;

use super::hand::turn;
pub use super::regions::Regions;
use super::ruleset::RuleSet;

/// Configurations of one region (3 states on each of its 8 squares).
pub const CONFIGS: usize = 6561;
/// The stored values are in 1/SCALE of a hundredth of a man.
pub const SCALE: i32 = 8;
/// The file's magic.
pub const MAGIC: &[u8; 8] = b"DAMAPATT";
/// The file format's version.
pub const VERSION: u32 = 1;
/// The header's length in bytes.
pub const HEADER: usize = 32;

/// The base-3 value of each 8-bit set: bit i counts 3^i.
const TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let (mut v, mut p, mut i) = (0u16, 1u16, 0);
        while i < 8 {
            if b >> i & 1 == 1 {
                v += p;
            }
            p *= 3;
            i += 1;
        }
        t[b] = v;
        b += 1;
    }
    t
};

/// The 8 squares of a region as a byte, two bits a row, top row in the low bits.
#[inline(always)]
fn gather(x: u64, starts: &[u32; 4]) -> usize {
    ((x >> starts[0] & 3) | (x >> starts[1] & 3) << 2 | (x >> starts[2] & 3) << 4) as usize
        | ((x >> starts[3] & 3) << 6) as usize
}

/// The configuration of every region for `own` men (White's frame, moving up) against
/// `opp` men, given to `f(region, configuration)`.
#[inline(always)]
pub fn configurations<G: Regions>(own: u64, opp: u64, mut f: impl FnMut(usize, usize)) {
    for (r, starts) in G::ROW_STARTS.iter().enumerate() {
        let c = TERNARY[gather(own, starts)] as usize + 2 * TERNARY[gather(opp, starts)] as usize;
        f(r, c);
    }
}

/// The men of each side in White's frame: White's as they are against Black's, and
/// Black's turned against White's turned.
#[inline(always)]
pub fn sides<R: RuleSet>(pos: &Board<R>) -> [(u64, u64); 2] {
    let (w, b) = (pos.white & !pos.kings, pos.black & !pos.kings);
    [(w, b), (turn::<R::Geo>(b), turn::<R::Geo>(w))]
}

/// The patterns' score of `pos` for White, in 1/[`SCALE`] of a hundredth of a man,
/// with `table` (regions × [`CONFIGS`] values, each side's view: see [`fold`]).
#[inline(always)]
pub fn white_score<R: RuleSet>(pos: &Board<R>, table: &[i16]) -> i32
where
    R::Geo: Regions,
{
    let [(w, b), (bt, wt)] = sides(pos);
    let mut s = 0i32;
    configurations::<R::Geo>(w, b, |r, c| s += i32::from(table[r * CONFIGS + c]));
    configurations::<R::Geo>(bt, wt, |r, c| s -= i32::from(table[r * CONFIGS + c]));
    s
}

/// The patterns' score of `pos` for the side to move, in hundredths of a man, with
/// `folded` tables ([`fold`]: one look-up a region serves both sides); empty for none.
#[inline(always)]
pub fn score<R: RuleSet>(pos: &Board<R>, folded: &[i16]) -> i32
where
    R::Geo: Regions,
{
    if folded.is_empty() {
        return 0;
    }
    let (w, b) = (pos.white & !pos.kings, pos.black & !pos.kings);
    let s = folded_sum::<R::Geo>(w, b, folded) / SCALE;
    if pos.black_to_move { -s } else { s }
}

/// The base-3 value of two rows of a region (4 squares: own men in the low nibble,
/// the opponent's in the high one): own square k counts 3^k, the opponent's 2·3^k.
const BAND: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (TERNARY[i & 15] + 2 * TERNARY[i >> 4]) as u8;
        i += 1;
    }
    t
};

/// The most bands (two rows of a region's four columns) a board has: 5 rows of 4.
const MAX_BANDS: usize = 5;

/// The sum of `folded`'s values of every region for `own` against `opp` men: what
/// [`configurations`] gives, computed by bands. A region's 8 squares are two bands of
/// 4 (its top two rows and its bottom two), each shared with the region above or below,
/// and its configuration is the top band's value plus 81 (3^4) times the bottom's.
// The bands are indexed by row and column, as the regions are named.
#[allow(clippy::needless_range_loop)]
#[inline(always)]
fn folded_sum<G: Regions>(own: u64, opp: u64, folded: &[i16]) -> i32 {
    let n = G::PER_SIDE;
    let band = |starts: &[u32]| {
        let nibble = |x: u64| (x >> starts[0] & 3) as usize | ((x >> starts[1] & 3) as usize) << 2;
        usize::from(BAND[nibble(own) | nibble(opp) << 4])
    };
    let mut bands = [[0usize; MAX_BANDS]; MAX_BANDS];
    for c in 0..n {
        for k in 0..n {
            bands[k][c] = band(&G::ROW_STARTS[k * n + c][..2]);
        }
        bands[n][c] = band(&G::ROW_STARTS[(n - 1) * n + c][2..]);
    }
    let mut s = 0i32;
    for k in 0..n {
        for c in 0..n {
            let config = bands[k][c] + 81 * bands[k + 1][c];
            s += i32::from(folded[(k * n + c) * CONFIGS + config]);
        }
    }
    s
}

/// The configuration `c` seen from the other side: the board turned (the region's
/// squares in the opposite order) and the colours swapped.
const fn turned(c: usize) -> usize {
    let (mut x, mut out, mut k) = (c, 0, 0);
    let mut digits = [0usize; 8];
    while k < 8 {
        digits[k] = x % 3;
        x /= 3;
        k += 1;
    }
    let mut k = 8;
    while k > 0 {
        k -= 1;
        // Position k of the turned region is position 7 - k of this one.
        let d = digits[7 - k];
        out = out * 3 + if d == 0 { 0 } else { 3 - d };
    }
    out
}

/// Both sides' views of region `r` with White's configuration `c` in one value: `table`'s
/// value for White minus Black's view of the same squares, which is the region turned 180
/// degrees (numbered `regions - 1 - r`) with the configuration [`turned`]; times
/// `percent` / 100.
const fn folded_value(table: &[i16], regions: usize, percent: i32, r: usize, c: usize) -> i16 {
    let mirror = regions - 1 - r;
    let v = table[r * CONFIGS + c] as i32 - table[mirror * CONFIGS + turned(c)] as i32;
    let v = v * percent / 100;
    if v > i16::MAX as i32 {
        i16::MAX
    } else if v < i16::MIN as i32 {
        i16::MIN
    } else {
        v as i16
    }
}

/// The tables the engine reads ([`score`]: one look-up a region for both sides), from
/// the fitted ones (each side's view, as the file stores them), at `percent` of their
/// values (the share a variant gives its patterns, chosen by games).
pub const fn fold<const N: usize>(table: [i16; N], regions: usize, percent: i32) -> [i16; N] {
    let mut out = [0i16; N];
    let mut i = 0;
    while i < N {
        out[i] = folded_value(&table, regions, percent, i / CONFIGS, i % CONFIGS);
        i += 1;
    }
    out
}

/// [`fold`] at run time (for the tuner).
pub fn fold_vec(table: &[i16], regions: usize, percent: i32) -> Vec<i16> {
    (0..table.len())
        .map(|i| folded_value(table, regions, percent, i / CONFIGS, i % CONFIGS))
        .collect()
}

/// The values of a pattern file, checked when the program is built: its magic, version,
/// variant and length must be those of `name` with `regions` regions, else the build
/// fails with the reason.
pub const fn decode<const N: usize>(bytes: &[u8], name: &str, regions: usize) -> [i16; N] {
    assert!(N == regions * CONFIGS, "pattern table size");
    assert!(
        bytes.len() == HEADER + 2 * N,
        "the pattern file's length is not that of its board"
    );
    let mut i = 0;
    while i < 8 {
        assert!(bytes[i] == MAGIC[i], "not a pattern file (DAMAPATT)");
        i += 1;
    }
    let version = u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]);
    assert!(version == VERSION, "pattern file version");
    let count = u32::from_le_bytes([bytes[12], bytes[13], bytes[14], bytes[15]]);
    assert!(count as usize == regions, "pattern file regions");
    let name = name.as_bytes();
    let mut i = 0;
    while i < 16 {
        let want = if i < name.len() { name[i] } else { 0 };
        assert!(bytes[16 + i] == want, "the pattern file is of another game");
        i += 1;
    }
    let mut out = [0i16; N];
    let mut k = 0;
    while k < N {
        out[k] = i16::from_le_bytes([bytes[HEADER + 2 * k], bytes[HEADER + 2 * k + 1]]);
        k += 1;
    }
    out
}

/// A game's embedded tables as the engine reads them: the file `bytes` of game `name`
/// with `regions` regions, checked when the program is built ([`decode`]), folded at
/// `percent` of their values ([`fold`]).
pub const fn embedded<const N: usize>(
    bytes: &[u8],
    name: &str,
    regions: usize,
    percent: i32,
) -> [i16; N] {
    fold(decode(bytes, name, regions), regions, percent)
}

/// The bytes of a pattern file for variant `R` with `table`.
pub fn encode<R: RuleSet>(table: &[i16]) -> Vec<u8>
where
    R::Geo: Regions,
{
    let mut out = Vec::with_capacity(HEADER + 2 * table.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&VERSION.to_le_bytes());
    out.extend_from_slice(&(<R::Geo as Regions>::COUNT as u32).to_le_bytes());
    let mut name = [0u8; 16];
    name[..R::NAME.len()].copy_from_slice(R::NAME.as_bytes());
    out.extend_from_slice(&name);
    for v in table {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Rules;
    use crate::draughts::geometry::{Board8, Board10, Geometry};

    /// Every square of the board lies in some region, and each region holds 8 squares.
    fn regions_cover<G: Regions>() {
        let mut seen = 0u64;
        for starts in G::ROW_STARTS {
            let mut m = 0u64;
            for &s in starts {
                m |= 3 << s;
            }
            assert_eq!(m & G::BOARD, m, "a region's squares are real squares");
            assert_eq!(m.count_ones(), 8);
            seen |= m;
        }
        assert_eq!(seen, G::BOARD);
        assert_eq!(G::ROW_STARTS.len(), G::COUNT);
    }

    #[test]
    fn the_regions_cover_the_board() {
        regions_cover::<Board8>();
        regions_cover::<Board10>();
    }

    #[test]
    fn a_region_of_two_rows_reads_its_squares() {
        // 10x10, the region at the top-left corner: squares 1, 2 (row 0, columns b, d),
        // 6, 7 (row 1, a, c), 11, 12, 16, 17.
        let squares = [1u8, 2, 6, 7, 11, 12, 16, 17];
        let mut m = 0u64;
        for n in squares {
            m |= 1 << Board10::bit_of(n);
        }
        let mut got = None;
        configurations::<Board10>(m, 0, |r, c| {
            if r == 0 {
                got = Some(c);
            }
        });
        assert_eq!(got, Some(CONFIGS / 2), "all own: 1 + 3 + ... + 3^7");
        let mut got = None;
        configurations::<Board10>(0, m, |r, c| {
            if r == 0 {
                got = Some(c);
            }
        });
        assert_eq!(got, Some(CONFIGS - 1), "all the opponent's");
    }

    /// The folded tables score every position as the two sides' views do.
    fn folding_keeps_the_score<R: RuleSet>()
    where
        R::Geo: Regions,
    {
        use rand::rngs::StdRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = StdRng::seed_from_u64(3);
        let n = <R::Geo as Regions>::COUNT * CONFIGS;
        let table: Vec<i16> = (0..n).map(|_| rng.random_range(-500..500)).collect();
        let folded = fold_vec(&table, <R::Geo as Regions>::COUNT, 100);
        for _ in 0..20 {
            let mut p = Board::<R>::start();
            for _ in 0..60 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(&moves[rng.random_range(0..moves.len())]);
                let mut s = 0;
                configurations::<R::Geo>(p.white & !p.kings, p.black & !p.kings, |r, c| {
                    s += i32::from(folded[r * CONFIGS + c])
                });
                assert_eq!(s, white_score(&p, &table), "{}", p.position_text());
            }
        }
    }

    /// The sum by bands is the sum of every region's configuration.
    fn bands_sum_as_regions<R: RuleSet>()
    where
        R::Geo: Regions,
    {
        use rand::rngs::StdRng;
        use rand::{RngExt, SeedableRng};
        let mut rng = StdRng::seed_from_u64(5);
        let n = <R::Geo as Regions>::COUNT * CONFIGS;
        let table: Vec<i16> = (0..n).map(|_| rng.random_range(-500..500)).collect();
        for _ in 0..20 {
            let mut p = Board::<R>::start();
            for _ in 0..80 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(&moves[rng.random_range(0..moves.len())]);
                let (w, b) = (p.white & !p.kings, p.black & !p.kings);
                let mut s = 0;
                configurations::<R::Geo>(w, b, |r, c| s += i32::from(table[r * CONFIGS + c]));
                assert_eq!(
                    folded_sum::<R::Geo>(w, b, &table),
                    s,
                    "{}",
                    p.position_text()
                );
            }
        }
    }

    #[test]
    fn the_sum_by_bands_is_the_sum_by_regions() {
        use crate::draughts::brazilian::Brazilian;
        use crate::draughts::international::International;
        bands_sum_as_regions::<Brazilian>();
        bands_sum_as_regions::<International>();
        assert_eq!(
            <Board8 as Regions>::PER_SIDE.pow(2),
            <Board8 as Regions>::COUNT
        );
        assert_eq!(
            <Board10 as Regions>::PER_SIDE.pow(2),
            <Board10 as Regions>::COUNT
        );
    }

    #[test]
    fn folded_tables_score_as_both_sides_views() {
        use crate::draughts::brazilian::Brazilian;
        use crate::draughts::international::International;
        folding_keeps_the_score::<Brazilian>();
        folding_keeps_the_score::<International>();
        assert_eq!(turned(0), 0);
        assert_eq!(
            turned(1),
            2 * 3usize.pow(7),
            "own on the first square: opponent's on the last"
        );
    }
}
