//! The weights of the Italian evaluation, in hundredths of a man from the side to move's
//! point of view, each named and explained. A change here changes the engine's play, so
//! it changes the `dama bench` node total: the commit that makes it should say so.

/// A man. The unit of every score.
pub const MAN: i32 = 100;
/// A king. Italian kings step one square and cannot be taken by men, which makes them
/// strong against men but far from the flying kings of international draughts.
pub const KING: i32 = 165;

/// Bonus for a man by how far it stands from its own back row (index 0 = back row).
/// Applied fully in the endgame and at `ADVANCE_OPENING_PERCENT` with all 24 pieces on
/// the board, so men hold their shape early and run for promotion late.
pub const ADVANCE: [i32; 8] = [0, 2, 5, 9, 14, 20, 28, 0];
pub const ADVANCE_OPENING_PERCENT: i32 = 35;

/// Bonus for each man still on the back row, by column index 0..4 of that row (for
/// White: squares 29, 30, 31, 32), while the opponent still has men that could crown.
/// The two middle squares are the real guards.
pub const BACK_ROW: [i32; 4] = [6, 12, 12, 4];
/// The back-row bonus fades as the opponent's men disappear: it is scaled by
/// opponent men / `BACK_ROW_FULL_AT` (capped at 1).
pub const BACK_ROW_FULL_AT: i32 = 6;

/// A man on one of the four centre squares (14, 15, 18, 19 for either side).
pub const CENTRE_MAN: i32 = 7;
/// A man on the ring around the centre (10, 11, 22, 23).
pub const NEAR_CENTRE_MAN: i32 = 3;
/// A man on a side edge (a- or h-file) outside the back row: it controls one diagonal.
pub const FLANK_MAN: i32 = -4;
/// A king on one of the four centre squares.
pub const CENTRE_KING: i32 = 10;

/// A man with no enemy piece anywhere in its cone toward promotion: bonus by the rows
/// it still has to go (index 0 unused: on the last row it would already be a king).
pub const RUNAWAY: [i32; 8] = [0, 60, 48, 36, 24, 12, 0, 0];

/// Each empty square next to a king (its freedom to step).
pub const KING_MOBILITY: i32 = 4;
/// A king with no empty neighbour at all.
pub const KING_TRAPPED: i32 = -25;
/// A man that cannot step forward (both forward squares blocked or off the board),
/// not counting men on the back row, which are guards rather than blocked.
pub const BLOCKED_MAN: i32 = -5;

/// Pieces of the side to move that the opponent could take if it were its turn. One
/// can usually be saved, more cannot.
pub const HANGING_ONE: i32 = -12;
pub const HANGING_EACH_MORE: i32 = -45;

/// The side to move's tempo.
pub const TEMPO: i32 = 5;

/// Endgame: when ahead on material, a bonus for every piece that has come off the
/// board, so the stronger side trades down instead of shuffling. Bonus per missing
/// piece (of the 24) per man of advantage, in percent of a man.
pub const TRADE_WHEN_AHEAD: i32 = 4;
/// Endgame: when ahead, each step of distance between a king of the stronger side
/// and the nearest enemy piece costs this (kings must hunt, not wander).
pub const HUNT_DISTANCE: i32 = -3;
/// Kings only: a king majority wins (two kings beat one in Italian draughts); bonus
/// per extra king on top of material.
pub const KING_MAJORITY: i32 = 60;
/// Kings only with equal numbers: the position is a draw, so the score is divided by
/// this.
pub const EQUAL_KINGS_DIVISOR: i32 = 8;
