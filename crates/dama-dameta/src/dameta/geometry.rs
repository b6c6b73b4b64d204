//! Dameta's board: 8x8, every square used, files joined left to right (a cylinder: the
//! authors' "toro" wraps files only, ranks end at the back ranks). Squares are numbered
//! `rank * 8 + file`, a1 = 0, h1 = 7, a8 = 56; a set of squares is a `u64` bitboard.

// The cylinder's steps and reaches, for the rules, the evaluation and the tuner (dama-data): internals.
#[doc(hidden)]
/// The eight directions as (file step, rank step): orthogonal and diagonal.
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

#[doc(hidden)]
/// The square `sq` moved one step in direction `d` (an index into [`DIRECTIONS`]):
/// files wrap, ranks do not (`None` off the top or bottom).
#[inline]
pub const fn step(sq: u8, d: usize) -> Option<u8> {
    let (df, dr) = DIRECTIONS[d];
    let rank = (sq / 8) as i8 + dr;
    if rank < 0 || rank > 7 {
        return None;
    }
    let file = ((sq % 8) as i8 + df).rem_euclid(8);
    Some((rank * 8 + file) as u8)
}

const fn neighbours_table() -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            if let Some(to) = step(sq as u8, d) {
                table[sq] |= 1 << to;
            }
            d += 1;
        }
        sq += 1;
    }
    table
}

#[doc(hidden)]
/// The up to eight squares next to each square, across the wrap.
pub const NEIGHBOURS: [u64; 64] = neighbours_table();

/// The rank of a square, 0 (rank 1) to 7 (rank 8).
///
/// ```
/// use dama_dameta::dameta::geometry::{file, parse_square, rank};
///
/// let e4 = parse_square("e4").ok_or("not a square")?;
/// assert_eq!((file(e4), rank(e4)), (4, 3));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub const fn rank(sq: u8) -> u8 {
    sq / 8
}

/// The file of a square, 0 (a) to 7 (h).
///
/// ```
/// use dama_dameta::dameta::geometry::{file, parse_square};
///
/// assert_eq!(parse_square("h1").map(file), Some(7));
/// ```
#[inline]
pub const fn file(sq: u8) -> u8 {
    sq % 8
}

#[doc(hidden)]
/// Files apart, the short way round the cylinder (0 to 4).
#[inline]
pub const fn file_distance(a: u8, b: u8) -> u8 {
    let d = (file(a) + 8 - file(b)) % 8;
    if d > 4 { 8 - d } else { d }
}

#[doc(hidden)]
/// King steps between two squares on the cylinder.
#[inline]
pub const fn distance(a: u8, b: u8) -> u8 {
    let dr = rank(a).abs_diff(rank(b));
    let df = file_distance(a, b);
    if dr > df { dr } else { df }
}

#[doc(hidden)]
/// Every square next to a square of `set`.
#[inline]
pub fn spread(set: u64) -> u64 {
    let mut out = 0;
    let mut s = set;
    while s != 0 {
        out |= NEIGHBOURS[s.trailing_zeros() as usize];
        s &= s - 1;
    }
    out
}

#[doc(hidden)]
/// The squares of `pieces` joined to `from` through a chain of neighbours in `pieces`
/// (`from` included): where a pass from `from` can send the ball.
#[inline]
pub fn connected(pieces: u64, from: u8) -> u64 {
    let mut group = 1u64 << from;
    loop {
        let grown = group | (spread(group) & pieces);
        if grown == group {
            return group;
        }
        group = grown;
    }
}

#[doc(hidden)]
/// The two back ranks (ranks 1 and 8).
pub const BACK_RANKS: u64 = 0xff | 0xff << 56;

#[doc(hidden)]
/// Where a pass from `from` can send the ball: the squares of `pieces` joined to `from`
/// through a chain of neighbours in `pieces` (`from` included), where a piece on a back
/// rank ends the chain: the ball reaching it is a goal at once, so it goes no further.
#[inline]
pub fn pass_reach(pieces: u64, from: u8) -> u64 {
    let mut group = 1u64 << from;
    loop {
        let relays = group & !BACK_RANKS | (1 << from);
        let grown = group | (spread(relays) & pieces);
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// A square's name, `a1` to `h8`.
///
/// ```
/// use dama_dameta::dameta::geometry::square_name;
///
/// assert_eq!(square_name(0), "a1");
/// assert_eq!(square_name(63), "h8");
/// ```
pub fn square_name(sq: u8) -> String {
    format!("{}{}", (b'a' + file(sq)) as char, rank(sq) + 1)
}

/// Reads a square name, `a1` to `h8` (either case).
///
/// ```
/// use dama_dameta::dameta::geometry::parse_square;
///
/// assert_eq!(parse_square("b1"), Some(1));
/// assert_eq!(parse_square("H8"), Some(63));
/// assert_eq!(parse_square("i1"), None);
/// ```
pub fn parse_square(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].to_ascii_lowercase().wrapping_sub(b'a');
    let r = b[1].wrapping_sub(b'1');
    // Lazily: `r * 8` overflows for a byte far from a rank (found by the fuzz harness).
    (f < 8 && r < 8).then(|| r * 8 + f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_square_name_of_any_two_bytes_is_read_without_overflow() {
        assert_eq!(parse_square("a\u{7f}"), None);
        assert_eq!(parse_square("zz"), None);
        assert_eq!(parse_square("h8"), Some(63));
    }

    #[test]
    fn files_wrap_and_ranks_do_not() {
        let h4 = parse_square("h4").unwrap();
        assert_eq!(step(h4, 2).map(square_name).as_deref(), Some("a4"));
        assert_eq!(step(0, 6).map(square_name).as_deref(), Some("h1"));
        assert_eq!(step(0, 4), None);
        assert_eq!(step(63, 0), None);
        assert_eq!(NEIGHBOURS[0].count_ones(), 5);
        assert_eq!(NEIGHBOURS[27].count_ones(), 8);
        assert_eq!(
            distance(parse_square("a1").unwrap(), parse_square("h2").unwrap()),
            1
        );
    }

    #[test]
    fn chains_cross_the_wrap() {
        let sq = |t| parse_square(t).unwrap();
        let pieces = (1 << sq("a3")) | (1 << sq("h4")) | (1 << sq("g5")) | (1 << sq("c3"));
        let group = connected(pieces, sq("a3"));
        assert_eq!(group, (1 << sq("a3")) | (1 << sq("h4")) | (1 << sq("g5")));
    }

    #[test]
    fn a_pass_stops_at_a_back_rank() {
        let sq = |t| parse_square(t).unwrap();
        // d3 - e2 - f1 - g2: the ball reaching f1 is a goal, so g2 is out of reach.
        let pieces = (1 << sq("d3")) | (1 << sq("e2")) | (1 << sq("f1")) | (1 << sq("g2"));
        assert_eq!(connected(pieces, sq("d3")), pieces);
        assert_eq!(pass_reach(pieces, sq("d3")), pieces & !(1 << sq("g2")));
    }
}
