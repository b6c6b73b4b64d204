//! English draughts (checkers) by the Laws of Draughts of the English Draughts
//! Association, as the World Checkers/Draughts Federation (WCDF) plays them (cited below
//! by the subject of the law: the law numbers could not be checked here): the facts of the variant as a
//! [`RuleSet`], and its position type. Squares 1–32 numbered from Black's side (square 1
//! at the top left of the diagram with White at the bottom; a1, White's single corner, is
//! 29): Black on 1–12, White on 21–32, Black (dark) moves first, FEN `B:W21-32:B1-12`,
//! PDN GameType 21.
//!
//! Evaluation: the hand-written weights and, since 2026-11-29, distilled patterns at full
//! weight (`PATTERN_PERCENT` below).
//!
//! Search settings: ProbCut `NARROW`, the static cut and a fixed move time searched to
//! its end (below), `Reductions::PLAIN` schedule. `Reductions::EARLY` screened on
//! 2026-11-28 (bench 739,427 → 457,128, depth 17 at 1 s instead of 16) lost: +16 =40
//! −35, Elo −73.6 ± 54.2 in 91 games against `main` (docs/engine.md, "Per-game
//! settings, second round").

use super::Variant;
use super::board::Board;
use super::geometry::Board8;
use super::hand_weights::{self, HandWeights};
use super::pattern;
use super::ruleset::RuleSet;
use crate::core::{Futility, LevelTable, ProbCut, StaticCut, Threats};
use crate::draughts::Color;

/// The EDA/WCDF rules of English draughts.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::core::perft::perft;
/// use dama_draughts::draughts::english::{English, Position};
/// use dama_draughts::draughts::{Color, RuleSet};
///
/// assert_eq!(English::FIRST, Color::Black);
/// assert!(!English::FLYING_KINGS && !English::MAJORITY_CAPTURE);
/// let start = Position::start();
/// assert_eq!(start.position_text(), "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
/// assert_eq!([1, 2, 3].map(|d| perft(&start, d)), [7, 49, 302]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct English;

/// The share of the pattern tables' values the engine uses, in percent, chosen by games.
/// The tables are distilled (`dama tune fit --game english --lambda 0`: fitted to the
/// self-play searches' scores) and hold at full weight. Against the build without
/// patterns, 0.1 s a move, 200 games: +98 =69 −33, 66.2 %, Elo +117.2 ± 40.1
/// (docs/engine.md, "Distilled patterns at full weight").
const PATTERN_PERCENT: i32 = 100;

/// The pattern tables, from `assets/english-patterns.bin` (`dama tune fit --game
/// english`), checked when the program is built, folded and scaled (`pattern::embedded`).
#[allow(long_running_const_eval)]
static PATTERNS: [i16; 9 * pattern::CONFIGS] = pattern::embedded(
    include_bytes!("../../assets/english-patterns.bin"),
    "english",
    9,
    PATTERN_PERCENT,
);

/// An English draughts position.
pub type Position = Board<English>;

impl RuleSet for English {
    /// Laws, the board: 8x8, play on the dark squares, a dark single corner at each
    /// player's near left.
    type Geo = Board8;
    const KIND: Variant = Variant::English;
    const NAME: &'static str = "english";
    /// PDN 3.0 GameType 21.
    const PDN_GAME_TYPE: u8 = 21;
    /// Laws, the start: the player with the dark (Black) pieces moves first.
    const FIRST: Color = Color::Black;
    /// 12 men a side.
    const MAX_PIECES: u32 = 12;
    /// Laws, moving and capturing: an uncrowned piece (a man) moves and captures
    /// forward only.
    const MEN_CAPTURE_BACKWARD: bool = false;
    /// Laws, the king: it moves and captures forward or backward, one square at a time
    /// (jumping only an adjacent piece).
    const FLYING_KINGS: bool = false;
    /// Laws, capturing: capturing is compulsory but the player may choose any capture,
    /// whatever it takes; the chosen sequence must be completed.
    const MAJORITY_CAPTURE: bool = false;
    /// Laws, crowning: a man reaching the far row, by a move or a capture, is crowned and
    /// its move ends there.
    const CROWNING_ENDS_CAPTURE: bool = true;
    /// The 40-move rule. In the EDA/WCDF text it is a claim: the opponent must show a
    /// win (a capture or an advance of a man) within 40 moves of his own. The program
    /// applies it automatically: 40 moves each without a capture or a man move.
    const NO_PROGRESS_PLIES: u16 = 80;
    /// No endgame move limits in English draughts.
    const ENDGAME_LIMITS: bool = false;
    const LEVEL_TABLE: Option<&'static LevelTable> = Some(&super::levels::ENGLISH);
    const HAND: HandWeights = hand_weights::ENGLISH;
    const PATTERNS: &'static [i16] = &PATTERNS;
    /// The endgame databases keep distances to the end up to 5 pieces (docs/databases.md).
    const EGDB_DISTANCE_PIECES: u32 = 5;
    /// ProbCut pays here: against the `main` without it, 0.1 s a move, 285 games, +113 =101 −71, 57.4 %, Elo +52 ± 33
    /// (docs/engine.md, "Pruning by games: ProbCut").
    const PROBCUT: Option<ProbCut> = Some(ProbCut::NARROW);
    /// The static cut, as Italian's: against the build without it, 0.1 s a move,
    /// 201 games, +61 =92 −48, Elo +22.5 ± 35.5 (docs/engine.md, "Per-game prunings").
    const STATIC_CUT: Option<StaticCut> = Some(StaticCut::HALF_A_MAN);
    /// Capture threats: not set, no match played (docs/engine.md, "Capture threats").
    const THREATS: Threats = Threats::OFF;
    /// Futility and move-count pruning: not set. The move count alone (3 plies, 3 + 1 a
    /// ply) against `main`, 0.1 s a move: stopped at 118 games, +28 =53 −37, Elo −26.6 ±
    /// 46.8 (docs/engine.md, "Futility and move-count pruning").
    const FUTILITY: Option<Futility> = None;
    /// A fixed move time searched to its end, as Brazilian and International do:
    /// against the build without it, 0.1 s a move, 400 games over 4- and 5-ply openings,
    /// +101 =218 −81, Elo +17 (−6 to +40; from the 200 pairs, +2 to +33) (docs/engine.md,
    /// "A fixed move time used to its end").
    const MOVETIME_TO_THE_END: bool = true;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Rules, Seat};
    use crate::draughts::Draughts;

    #[test]
    fn black_starts_from_1_to_12() {
        let p = Position::start();
        assert_eq!(Position::from_fen("B:W21-32:B1-12").unwrap(), p);
        assert_eq!(p.to_move(), Seat(1));
        let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(moves.len(), 7);
        assert!(moves.contains(&"9-13".to_string()) && moves.contains(&"12-16".to_string()));
        assert_eq!(Position::PDN_GAME_TYPE, 21);
    }
}
