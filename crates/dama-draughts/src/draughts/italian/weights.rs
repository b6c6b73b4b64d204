//! The weights of the Italian hand-written evaluation (`super::hand`), in hundredths of a
//! man from the side to move's point of view, each named and explained in
//! [`HandWeights`]. Their values are `assets/italian-hand.txt`, written by `dama tune hand`
//! (docs/engine.md, "Tuning the hand-written weights (Italian)") and read when the program
//! is built, so the engine sees them as constants. A change of them changes the engine's
//! play, so it changes the `dama bench` node total: the commit that makes it says so.
//!
//! The file is text: `#` starts a comment to the end of the line; every other line is a
//! name and its values, in the order of [`FIELDS`]. The build reads the numbers in order
//! (a file with another count of numbers does not build); the names are for the reader,
//! and a test checks them.

/// The weights of the hand-written evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandWeights {
    /// A man. The unit of every score (not tuned: 100).
    pub man: i32,
    /// A king. Italian kings step one square and cannot be taken by men, which makes them
    /// strong against men but far from the flying kings of international draughts.
    pub king: i32,
    /// Bonus for a man by how far it stands from its own back row (index 0 = back row).
    /// Applied fully in the endgame and at `advance_opening_percent` with all 24 pieces
    /// on the board, so men hold their shape early and run for promotion late.
    pub advance: [i32; 8],
    pub advance_opening_percent: i32,
    /// Bonus for each man still on the back row, by column index 0..4 of that row (for
    /// White: squares 29, 30, 31, 32), while the opponent still has men that could crown.
    pub back_row: [i32; 4],
    /// The back-row bonus fades as the opponent's men disappear: it is scaled by
    /// opponent men / `back_row_full_at` (capped at 1).
    pub back_row_full_at: i32,
    /// A man on one of the four centre squares (14, 15, 18, 19 for either side).
    pub centre_man: i32,
    /// A man on the ring around the centre (10, 11, 22, 23).
    pub near_centre_man: i32,
    /// A man on a side edge (a- or h-file) outside the back row.
    pub flank_man: i32,
    /// A king on one of the four centre squares.
    pub centre_king: i32,
    /// A man with no enemy piece anywhere in its cone toward promotion: bonus by the rows
    /// it still has to go (index 0 unused: on the last row it would already be a king).
    pub runaway: [i32; 8],
    /// Each empty square next to a king (its freedom to step).
    pub king_mobility: i32,
    /// A king with no empty neighbour at all.
    pub king_trapped: i32,
    /// A man that cannot step forward (both forward squares blocked or off the board),
    /// not counting men on the back row, which are guards rather than blocked.
    pub blocked_man: i32,
    /// Pieces of the side to move that the opponent could take if it were its turn: one
    /// can usually be saved, more cannot.
    pub hanging_one: i32,
    pub hanging_each_more: i32,
    /// The side to move's tempo.
    pub tempo: i32,
    /// Endgame: when ahead on material, a bonus for every piece that has come off the
    /// board, so the stronger side trades down instead of shuffling. Bonus per missing
    /// piece (of the 24) per man of advantage, in percent of a man.
    pub trade_when_ahead: i32,
    /// Endgame: when ahead, each step of distance between a king of the stronger side
    /// and the nearest enemy piece costs this (kings must hunt, not wander).
    pub hunt_distance: i32,
    /// Kings only: per extra king, on top of material. Written by hand as a bonus (+60:
    /// two kings beat one in Italian draughts); the fit to self-play made it negative
    /// (games at depth 6 often fail to convert these endings; docs/engine.md, "Tuning the
    /// hand-written weights (Italian)").
    pub king_majority: i32,
    /// Kings only with equal numbers: the position is a draw, so the score is divided by
    /// this.
    pub equal_kings_divisor: i32,
}

/// Each line of the weights file: its name and how many values it holds, in order.
pub const FIELDS: [(&str, usize); 21] = [
    ("man", 1),
    ("king", 1),
    ("advance", 8),
    ("advance_opening_percent", 1),
    ("back_row", 4),
    ("back_row_full_at", 1),
    ("centre_man", 1),
    ("near_centre_man", 1),
    ("flank_man", 1),
    ("centre_king", 1),
    ("runaway", 8),
    ("king_mobility", 1),
    ("king_trapped", 1),
    ("blocked_man", 1),
    ("hanging_one", 1),
    ("hanging_each_more", 1),
    ("tempo", 1),
    ("trade_when_ahead", 1),
    ("hunt_distance", 1),
    ("king_majority", 1),
    ("equal_kings_divisor", 1),
];

/// The number of values in the file.
pub const VALUES: usize = 38;

const _: () = assert!(count_values(&FIELDS) == VALUES);

/// The weights the program ships, read from `assets/italian-hand.txt` when it is built.
pub const HAND: HandWeights = HandWeights::from_values(&parse_values(include_bytes!(
    "../../../assets/italian-hand.txt"
)));

/// The weights as they were written by hand before the tuner existed (what the shipped
/// file holds until a tuned one proves better in a match). A test checks that the
/// evaluation with them is exactly the one from before [`HandWeights`].
pub const HANDWRITTEN: HandWeights = HandWeights::from_values(&[
    100, 165, 0, 2, 5, 9, 14, 20, 28, 0, 35, 6, 12, 12, 4, 6, 7, 3, -4, 10, 0, 60, 48, 36, 24, 12,
    0, 0, 4, -25, -5, -12, -45, 5, 4, -3, 60, 8,
]);

// A file that would make the evaluation divide by zero, or change its unit, does not
// build.
const _: () = assert!(
    HAND.man == 100 && HAND.back_row_full_at >= 1 && HAND.equal_kings_divisor >= 1,
    "assets/italian-hand.txt: man must be 100 and the divisors at least 1"
);

const fn array<const N: usize>(v: &[i32; VALUES], at: usize) -> [i32; N] {
    let mut a = [0; N];
    let mut i = 0;
    while i < N {
        a[i] = v[at + i];
        i += 1;
    }
    a
}

impl HandWeights {
    /// The weights from their values in the file's order.
    pub const fn from_values(v: &[i32; VALUES]) -> HandWeights {
        HandWeights {
            man: v[0],
            king: v[1],
            advance: array(v, 2),
            advance_opening_percent: v[10],
            back_row: array(v, 11),
            back_row_full_at: v[15],
            centre_man: v[16],
            near_centre_man: v[17],
            flank_man: v[18],
            centre_king: v[19],
            runaway: array(v, 20),
            king_mobility: v[28],
            king_trapped: v[29],
            blocked_man: v[30],
            hanging_one: v[31],
            hanging_each_more: v[32],
            tempo: v[33],
            trade_when_ahead: v[34],
            hunt_distance: v[35],
            king_majority: v[36],
            equal_kings_divisor: v[37],
        }
    }

    /// The values in the file's order.
    pub fn to_values(&self) -> [i32; VALUES] {
        let mut v = [0; VALUES];
        let singles = [self.man, self.king];
        v[..2].copy_from_slice(&singles);
        v[2..10].copy_from_slice(&self.advance);
        v[10] = self.advance_opening_percent;
        v[11..15].copy_from_slice(&self.back_row);
        v[15] = self.back_row_full_at;
        v[16..20].copy_from_slice(&[
            self.centre_man,
            self.near_centre_man,
            self.flank_man,
            self.centre_king,
        ]);
        v[20..28].copy_from_slice(&self.runaway);
        v[28..].copy_from_slice(&[
            self.king_mobility,
            self.king_trapped,
            self.blocked_man,
            self.hanging_one,
            self.hanging_each_more,
            self.tempo,
            self.trade_when_ahead,
            self.hunt_distance,
            self.king_majority,
            self.equal_kings_divisor,
        ]);
        v
    }

    /// The weights file's text, with `comment` (lines without `#`) at its head.
    pub fn to_text(&self, comment: &str) -> String {
        values_text(&FIELDS, &self.to_values(), comment)
    }
}

pub use crate::core::weights::{count_values, parse_values, values_text};

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = include_str!("../../../assets/italian-hand.txt");

    #[test]
    fn the_weights_file_names_every_line_in_order() {
        let names: Vec<&str> = FILE
            .lines()
            .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_whitespace().next())
            .collect();
        let expected: Vec<&str> = FIELDS.iter().map(|f| f.0).collect();
        assert_eq!(names, expected);
    }

    #[test]
    fn the_weights_round_trip_through_their_text() {
        let text = HAND.to_text("made by a test\nsecond line");
        assert!(text.starts_with("# made by a test\n# second line\n"));
        let back = HandWeights::from_values(&parse_values(text.as_bytes()));
        assert_eq!(back, HAND);
    }
}
