//! The inputs: a small deterministic generator (SplitMix64, so a seed replays a run) and
//! the mutations applied to valid examples — byte flips, multi-byte UTF-8 and invalid
//! bytes inserted, truncation, splicing of two inputs, huge numbers, repetition — plus
//! the tokens each parser knows.

/// SplitMix64: small, fast and good enough to choose mutations.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5DEE_CE66_D1CE_4E5B)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    pub fn pick<'a, T>(&mut self, list: &'a [T]) -> &'a T {
        &list[self.below(list.len())]
    }
}

/// Multi-byte characters: accents, the euro, an emoji, a byte-order mark, a NUL, a
/// combining accent, a right-to-left mark, a line separator.
const UNICODE: &[&str] = &[
    "é", "€", "😀", "\u{feff}", "\u{0}", "\u{301}", "\u{200f}", "\u{2028}", "ß", "Ω", "中",
];

/// Bytes that are not UTF-8 alone: a stray continuation, a lead byte cut short, an
/// overlong form, a surrogate, bytes never used.
const INVALID: &[&[u8]] = &[
    b"\x80",
    b"\xc3",
    b"\xe2\x82",
    b"\xc0\xaf",
    b"\xed\xa0\x80",
    b"\xff",
    b"\xfe",
    b"\xf4\x90\x80\x80",
];

/// Numbers at and past every edge.
const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "255",
    "256",
    "65536",
    "4294967295",
    "4294967296",
    "18446744073709551616",
    "99999999999999999999999999",
    "-9223372036854775809",
    "1e309",
    "NaN",
    "inf",
    "1.5",
    "-0",
    "0x10",
    "00000000000000000001",
];

/// The largest input a mutation makes (repetition stops there).
pub const MAX_INPUT: usize = 1 << 20;

fn insert(input: &mut Vec<u8>, at: usize, bytes: &[u8]) {
    let at = at.min(input.len());
    input.splice(at..at, bytes.iter().copied());
}

/// One mutation of `input`; `other` is another seed for splicing, `tokens` the
/// parser's own words.
pub fn mutate_once(rng: &mut Rng, input: &mut Vec<u8>, other: &[u8], tokens: &[&str]) {
    let at = rng.below(input.len() + 1);
    match rng.below(11) {
        0 if !input.is_empty() => {
            let i = rng.below(input.len());
            input[i] ^= 1 << rng.below(8);
        }
        1 if !input.is_empty() => {
            let i = rng.below(input.len());
            input[i] = rng.next() as u8;
        }
        2 => insert(input, at, rng.pick(UNICODE).as_bytes()),
        3 => {
            let bytes: &[u8] = rng.pick::<&[u8]>(INVALID);
            insert(input, at, bytes);
        }
        4 => input.truncate(at),
        5 => {
            // Splice: this input's head, the other's tail.
            let from = rng.below(other.len() + 1);
            input.truncate(at);
            input.extend_from_slice(&other[from..]);
        }
        6 => {
            // A number replaced by, or a new one put next to, a huge one.
            let n = rng.pick(NUMBERS).as_bytes();
            let end = input[at..]
                .iter()
                .position(|b| !b.is_ascii_digit())
                .map_or(input.len(), |k| at + k);
            input.splice(at..end, n.iter().copied());
        }
        7 if !input.is_empty() => {
            // Repetition: a piece of the input many times over.
            let start = rng.below(input.len());
            let len = 1 + rng.below((input.len() - start).min(64));
            let piece = input[start..start + len].to_vec();
            let times = [2, 10, 100, 10_000, 100_000][rng.below(5)];
            let mut added = Vec::new();
            for _ in 0..times {
                if input.len() + added.len() + piece.len() > MAX_INPUT {
                    break;
                }
                added.extend_from_slice(&piece);
            }
            insert(input, start, &added);
        }
        8 if !input.is_empty() => {
            let from = rng.below(input.len());
            let len = 1 + rng.below((input.len() - from).min(16));
            input.drain(from..from + len);
        }
        9 if !tokens.is_empty() => insert(input, at, rng.pick(tokens).as_bytes()),
        _ => insert(input, at, &[rng.next() as u8]),
    }
}

/// A mutated copy of a seed: one to four mutations stacked (sometimes the seed as it
/// is, sometimes random bytes).
pub fn mutate(rng: &mut Rng, seed: &[u8], other: &[u8], tokens: &[&str]) -> Vec<u8> {
    match rng.below(64) {
        0 => return seed.to_vec(),
        1 => return (0..rng.below(64)).map(|_| rng.next() as u8).collect(),
        _ => {}
    }
    let mut input = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        mutate_once(rng, &mut input, other, tokens);
    }
    input
}
