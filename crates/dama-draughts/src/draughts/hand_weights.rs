//! The weights of the hand-written evaluation of English, Brazilian and International
//! draughts (`super::hand`), in hundredths of a man from the side to move's point of view:
//! one [`HandWeights`] per variant, read from `assets/<variant>-hand.txt` when the program
//! is built (written by `dama tune hand --game G`; docs/engine.md says how), so the engine
//! sees them as constants. A change of them changes the engine's play and the `dama bench`
//! node total of that game.
//!
//! The file is text: `#` starts a comment to the end of the line; every other line is a
//! name and its values, in the order of [`FIELDS`]. The build reads the numbers in order
//! (a file with another count of numbers does not build); a test checks the names.

/// Each line of the weights file: its name and how many values it holds, in order. What
/// each means is said at its index constant below.
pub const FIELDS: [(&str, usize); 27] = [
    ("man", 1),
    ("king", 1),
    ("advance", 10),
    ("advance_opening_percent", 1),
    ("back_row", 5),
    ("back_row_full_at", 1),
    ("centre_man", 1),
    ("centre_king", 1),
    ("flank_man", 1),
    ("runaway", 10),
    ("king_mobility", 1),
    ("king_trapped", 1),
    ("blocked_man", 1),
    ("hanging_one", 1),
    ("hanging_each_more", 1),
    ("tempo", 1),
    ("trade_when_ahead", 1),
    ("hunt_distance", 1),
    ("king_unopposed", 1),
    ("kings_divisor", 1),
    ("balance", 1),
    ("supported_man", 1),
    ("isolated_man", 1),
    ("outpost", 1),
    ("advanced_alone", 1),
    ("king_late", 1),
    ("man_late", 1),
];

/// The number of values in a weights file.
pub const VALUES: usize = 49;

const _: () = assert!(crate::draughts::italian::weights::count_values(&FIELDS) == VALUES);

/// A man: the unit of every score (not tuned: 100).
pub const MAN: usize = 0;
/// A king (a flying king is worth about three men, a short one about one and a half).
pub const KING: usize = 1;
/// A man by the rows it stands from its own back row (10 values; 8x8 uses the first 8),
/// fully in the endgame and at `advance_opening_percent` with every man on the board.
pub const ADVANCE: usize = 2;
pub const ADVANCE_OPENING_PERCENT: usize = 12;
/// A man still on its back row, by its place in that row (5 values; 8x8 uses 4), while the
/// opponent has men to crown; scaled by opponent men / `back_row_full_at` (capped at 1).
pub const BACK_ROW: usize = 13;
pub const BACK_ROW_FULL_AT: usize = 18;
/// A man, a king on the centre squares (the two middle rows without their edge squares).
pub const CENTRE_MAN: usize = 19;
pub const CENTRE_KING: usize = 20;
/// A man on a side edge outside the back row.
pub const FLANK_MAN: usize = 21;
/// A man with no enemy piece in its cone toward promotion, by rows to go (10 values).
pub const RUNAWAY: usize = 22;
/// Each empty square a king can move to (along its diagonals for flying kings).
pub const KING_MOBILITY: usize = 32;
/// A king with no move at all.
pub const KING_TRAPPED: usize = 33;
/// A man that cannot step forward (not counting the back row).
pub const BLOCKED_MAN: usize = 34;
/// Side to move: its pieces the opponent could take if it were its turn (one, each more).
pub const HANGING_ONE: usize = 35;
pub const HANGING_EACH_MORE: usize = 36;
/// Side to move: the tempo.
pub const TEMPO: usize = 37;
/// When ahead, per piece off the board per man of advantage, in percent of a man.
pub const TRADE_WHEN_AHEAD: usize = 38;
/// When ahead with kings, per step between a king and the nearest enemy piece.
pub const HUNT_DISTANCE: usize = 39;
/// Per king of a side whose opponent has none.
pub const KING_UNOPPOSED: usize = 40;
/// Both sides with kings: the whole score is divided by this (flying-king endings are
/// hard to win).
pub const KINGS_DIVISOR: usize = 41;
/// Per man of difference between the left and the right half of the board.
pub const BALANCE: usize = 42;
/// A man with an own piece diagonally behind it (or on the back row).
pub const SUPPORTED_MAN: usize = 43;
/// A man with no own piece on any diagonal neighbour.
pub const ISOLATED_MAN: usize = 44;
/// A man in the opponent's half with own pieces on both squares behind it.
pub const OUTPOST: usize = 45;
/// A man in the opponent's half with no own piece behind it.
pub const ADVANCED_ALONE: usize = 46;
/// Per king, per share of the pieces gone from the board (kings grow as it empties).
pub const KING_LATE: usize = 47;
/// Per man, per share of the pieces gone from the board.
pub const MAN_LATE: usize = 48;

/// The weights of the hand-written evaluation of one variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandWeights(pub [i32; VALUES]);

impl HandWeights {
    /// The weight at index `i` (one of the constants above, plus an offset in a table).
    #[inline(always)]
    pub const fn at(&self, i: usize) -> i32 {
        self.0[i]
    }

    /// The weights as a file, each line a name and its values, after a `#` comment.
    pub fn to_text(&self, comment: &str) -> String {
        crate::draughts::italian::weights::values_text(&FIELDS, &self.0, comment)
    }

    /// Whether a value may be used: the man is the unit; divisors and the percent stay in
    /// their range. The tuner keeps to [`range`].
    pub const fn valid(&self) -> bool {
        self.0[MAN] == 100
            && self.0[BACK_ROW_FULL_AT] >= 1
            && self.0[KINGS_DIVISOR] >= 1
            && self.0[ADVANCE_OPENING_PERCENT] >= 0
            && self.0[ADVANCE_OPENING_PERCENT] <= 100
    }
}

/// Each weight's allowed range: a trapped king and a piece en prise are never a bonus, a
/// king's freedom never a fault (the fit to noisy data may say otherwise where few
/// positions show the term).
pub const fn range(i: usize) -> (i32, i32) {
    match i {
        KING_TRAPPED | HANGING_ONE | HANGING_EACH_MORE => (-2000, 0),
        KING_MOBILITY => (0, 2000),
        ADVANCE_OPENING_PERCENT => (0, 100),
        BACK_ROW_FULL_AT => (1, 20),
        KINGS_DIVISOR => (1, 64),
        _ => (-2000, 2000),
    }
}

/// Reads the numbers of a weights file, in order (the build reads the file): the parser of
/// the Italian weights file, which this file's format follows.
pub const fn parse_values(text: &[u8]) -> [i32; VALUES] {
    crate::draughts::italian::weights::parse_values::<VALUES>(text)
}

/// English draughts' weights, from `assets/english-hand.txt`.
pub const ENGLISH: HandWeights = HandWeights(parse_values(include_bytes!(
    "../../assets/english-hand.txt"
)));
/// Brazilian draughts' weights, from `assets/brazilian-hand.txt`.
pub const BRAZILIAN: HandWeights = HandWeights(parse_values(include_bytes!(
    "../../assets/brazilian-hand.txt"
)));
/// International draughts' weights, from `assets/international-hand.txt`.
pub const INTERNATIONAL: HandWeights = HandWeights(parse_values(include_bytes!(
    "../../assets/international-hand.txt"
)));

const _: () = assert!(
    ENGLISH.valid() && BRAZILIAN.valid() && INTERNATIONAL.valid(),
    "assets/<variant>-hand.txt: man must be 100, the divisors at least 1, the percent 0-100"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_weights_file_names_its_lines_in_order_and_reads_back() {
        for (file, weights) in [
            (include_str!("../../assets/english-hand.txt"), ENGLISH),
            (include_str!("../../assets/brazilian-hand.txt"), BRAZILIAN),
            (
                include_str!("../../assets/international-hand.txt"),
                INTERNATIONAL,
            ),
        ] {
            let names: Vec<&str> = file
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .filter_map(|l| l.split_whitespace().next())
                .collect();
            let wanted: Vec<&str> = FIELDS.iter().map(|f| f.0).collect();
            assert_eq!(names, wanted);
            let text = weights.to_text("a test");
            assert_eq!(HandWeights(parse_values(text.as_bytes())), weights);
        }
    }
}
