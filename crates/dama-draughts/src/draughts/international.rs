//! International draughts (10x10, 20 men a side) by the official FMJD rules (Annex 1,
//! "Official FMJD rules for international draughts"): the facts of the variant as a
//! [`RuleSet`], and its position type. Squares 1–50 as in Art. 2.6 (Black on 1–20,
//! White on 31–50), White moves first, FEN `W:W31-50:B1-20`, PDN GameType 20.
//!
//! Search settings: none of the prunings (no ProbCut, no static cut, `Reductions::PLAIN`
//! schedule). `Reductions::DEEP` screened on 2026-11-28 (bench 2,689,074 → 1,943,765,
//! depth 13 at 1 s as before) scored +23 =30 −22, Elo +4.6 ± 61.5 in 75 games against
//! `main` before the match was stopped, so it is not set (docs/engine.md, "Per-game
//! settings, second round"). Exchange offers in quiescence (`Offers::WITHIN_150`) against
//! `main`, 0.1 s a move: stopped at 180 games, +50 =78 −52, Elo −3.9 ± 38.4; with Scan's
//! reductions (`2,1,4,2`, about two plies deeper in the same time) 400 games, +96 =200
//! −104, Elo −6.9 ± 24.1: neither is set (docs/engine.md, "Exchange offers in
//! quiescence").

use super::Variant;
use super::board::Board;
use super::geometry::Board10;
use super::hand_weights::{self, HandWeights};
use super::pattern;
use super::ruleset::RuleSet;
use crate::core::{LevelTable, StaticCut, Threats};
use crate::draughts::Color;

/// The FMJD rules of International draughts.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::core::perft::perft;
/// use dama_draughts::draughts::international::{International, Position};
/// use dama_draughts::draughts::RuleSet;
///
/// assert_eq!(International::MAX_PIECES, 20);
/// let start = Position::start();
/// assert_eq!(start.position_text(), Position::parse_position("W:W31-50:B1-20")?.position_text());
/// assert_eq!([1, 2, 3].map(|d| perft(&start, d)), [9, 81, 658]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct International;

/// The share of the pattern tables' values the engine uses, in percent, chosen by games.
/// The tables are distilled (`dama tune fit --lambda 0`: fitted to the self-play
/// searches' scores, not to the games' results) and hold at full weight; the first
/// tables, fitted to the results, lost games above 30 %. Against the 30 % of the first
/// tables, 0.1 s a move, 200 games: +87 =85 −28, 64.8 %, Elo +105.6 ± 37.0
/// (docs/engine.md, "Distilled patterns at full weight").
const PATTERN_PERCENT: i32 = 100;

/// The pattern tables, from `assets/international-patterns.bin` (`dama tune fit --game
/// international`), checked when the program is built, folded and scaled (`pattern::embedded`).
#[allow(long_running_const_eval)]
static PATTERNS: [i16; 16 * pattern::CONFIGS] = pattern::embedded(
    include_bytes!("../../assets/international-patterns.bin"),
    "international",
    16,
    PATTERN_PERCENT,
);

/// An International draughts position.
pub type Position = Board<International>;

impl RuleSet for International {
    /// Art. 2.1: a board of 100 squares, 50 of them dark and in play.
    type Geo = Board10;
    const KIND: Variant = Variant::International;
    const NAME: &'static str = "international";
    /// PDN 3.0 GameType 20.
    const PDN_GAME_TYPE: u8 = 20;
    /// Art. 3: White (the light pieces) makes the first move.
    const FIRST: Color = Color::White;
    /// Art. 2: 20 men a side at the start, on 1–20 and 31–50.
    const MAX_PIECES: u32 = 20;
    /// Art. 4.1: capturing is done both forwards and backwards (men too).
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// Art. 3 (moves) and 4.3: a king moves and captures along the whole diagonal,
    /// landing on any free square beyond the piece taken.
    const FLYING_KINGS: bool = true;
    /// Art. 4: the capture taking the most pieces is compulsory; a king counts as one
    /// piece, the same as a man; among equal captures the player chooses freely.
    const MAJORITY_CAPTURE: bool = true;
    /// Art. 4: a man that passes the promotion row during a capture and does not end
    /// its move there stays a man; it is crowned only if it ends on the far row.
    const CROWNING_ENDS_CAPTURE: bool = false;
    /// The 25-move rule: 25 moves each by kings only, without a capture or a man move.
    const NO_PROGRESS_PLIES: u16 = 50;
    /// The 16-move and 5-move endgame limits apply.
    const ENDGAME_LIMITS: bool = true;
    const LEVEL_TABLE: Option<&'static LevelTable> = Some(&super::levels::INTERNATIONAL);
    const HAND: HandWeights = hand_weights::INTERNATIONAL;
    const PATTERNS: &'static [i16] = &PATTERNS;
    /// Capture threats: not set. Resolving them in quiescence, against `main`, 0.1 s a
    /// move: stopped undecided
    /// at 139 games, +31 =69 −39, Elo −20.0 ± 41.2 (docs/engine.md, "Capture threats").
    const THREATS: Threats = Threats::OFF;
    /// The static cut, as Italian's and English's (half a man a ply, to 3 plies): with the
    /// distilled patterns, against the build without it, 0.1 s a move, 400 games, +90
    /// =232 −78, Elo +10.4 ± 22.1 (by pairs −5 to +26): not shown to gain, kept for the
    /// depth (depth 15 from the start in 0.44× the nodes; its bench's best moves agree
    /// with a 10 s search in 3 of 3, `main`'s in 2). ProbCut `WIDE` in the same
    /// trial: +91 =220 −89, +1.7 ± 22.9, not set (docs/engine.md, "Per-game prunings").
    const STATIC_CUT: Option<StaticCut> = Some(StaticCut::HALF_A_MAN);
    /// A fixed move time searched to its end pays here: against the build without it,
    /// 0.1 s a move, 400 games, +110 =211 −79, Elo +27 (+4 to +51) (docs/engine.md,
    /// "A fixed move time used to its end").
    const MOVETIME_TO_THE_END: bool = true;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::Draughts;

    #[test]
    fn start_position_and_first_moves() {
        let p = Position::start();
        assert_eq!(p.to_fen().split(':').count(), 3);
        assert_eq!(Position::from_fen("W:W31-50:B1-20").unwrap(), p);
        let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(moves.len(), 9);
        assert!(moves.contains(&"31-26".to_string()) && moves.contains(&"35-30".to_string()));
    }

    #[test]
    fn diagram_has_white_at_the_bottom() {
        assert_eq!(Position::square_number(9, 0), Some(46));
        assert_eq!(Position::square_number(0, 1), Some(1));
        assert_eq!(Position::square_number(0, 0), None);
        assert_eq!(Position::PDN_GAME_TYPE, 20);
    }
}
