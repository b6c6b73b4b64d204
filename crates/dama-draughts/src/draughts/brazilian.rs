//! Brazilian draughts: the FMJD International rules played on the 8x8 board with 12 men a
//! side, as the Brazilian confederation (CBD) adopts them. Numbering: the International
//! convention scaled to 8x8 (square 1 at b8, top left of the diagram with White at the
//! bottom; a1 is square 29): Black on 1–12, White on 21–32, White moves first, FEN
//! `W:W21-32:B1-12`, PDN GameType 26. (PDN's own notation for GameType 26 is algebraic;
//! this program writes PDN numbers.)

use super::Variant;
use super::board::Board;
use super::geometry::Board8;
use super::hand_weights::{self, HandWeights};
use super::pattern;
use super::ruleset::RuleSet;
use crate::core::{LevelTable, ProbCut, Threats};
use crate::draughts::Color;

/// The Brazilian rules: the International ones on 8x8.
///
/// ```
/// use dama_draughts::core::Rules;
/// use dama_draughts::draughts::brazilian::{Brazilian, Position};
/// use dama_draughts::draughts::RuleSet;
///
/// assert!(Brazilian::FLYING_KINGS && Brazilian::MAJORITY_CAPTURE && Brazilian::MEN_CAPTURE_BACKWARD);
/// // The majority rule: only the captures taking two pieces are legal, not 23x14.
/// let pos = Position::parse_position("W:W22,23:B18,11,19")?;
/// let moves: Vec<String> = pos.legal_moves().iter().map(|m| pos.move_text(m)).collect();
/// assert!(moves.iter().all(|m| m.matches('x').count() == 2), "{moves:?}");
/// assert!(!moves.contains(&"23x14".to_string()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Brazilian;

/// The share of the pattern tables' values the engine uses, in percent, chosen by games.
/// The tables are distilled (`dama tune fit --lambda 0`: fitted to the self-play
/// searches' scores, not to the games' results) and hold at full weight; the first
/// tables, fitted to the results, lost games above 30 %. Against the 30 % of the first
/// tables, 0.1 s a move, 200 games: +60 =98 −42, 54.5 %, Elo +31.4 ± 34.5
/// (docs/engine.md, "Distilled patterns at full weight").
const PATTERN_PERCENT: i32 = 100;

/// The pattern tables, from `assets/brazilian-patterns.bin` (`dama tune fit --game
/// brazilian`), checked when the program is built, folded and scaled (`pattern::embedded`).
#[allow(long_running_const_eval)]
static PATTERNS: [i16; 9 * pattern::CONFIGS] = pattern::embedded(
    include_bytes!("../../assets/brazilian-patterns.bin"),
    "brazilian",
    9,
    PATTERN_PERCENT,
);

/// A Brazilian draughts position.
pub type Position = Board<Brazilian>;

impl RuleSet for Brazilian {
    /// 64 squares, 32 dark ones in play, a1 dark (as FMJD Art. 2.4 on 10x10).
    type Geo = Board8;
    const KIND: Variant = Variant::Brazilian;
    const NAME: &'static str = "brazilian";
    /// PDN 3.0 GameType 26.
    const PDN_GAME_TYPE: u8 = 26;
    /// As FMJD Art. 3: White moves first.
    const FIRST: Color = Color::White;
    /// 12 men a side on the first three rows.
    const MAX_PIECES: u32 = 12;
    /// As FMJD Art. 4.1: men capture forwards and backwards.
    const MEN_CAPTURE_BACKWARD: bool = true;
    /// As FMJD Art. 4.3: kings fly.
    const FLYING_KINGS: bool = true;
    /// As FMJD Art. 4: the capture taking the most pieces is compulsory, kings and men
    /// counting the same.
    const MAJORITY_CAPTURE: bool = true;
    /// As FMJD Art. 4: a man passing the far row during a capture is not crowned.
    const CROWNING_ENDS_CAPTURE: bool = false;
    /// The FMJD 25-move rule. The CBD text could not be confirmed here (the Brazilian
    /// rule is often quoted as 20 moves): the FMJD number is used, as for the endgame
    /// limits below.
    const NO_PROGRESS_PLIES: u16 = 50;
    /// The FMJD 16-move and 5-move endgame limits (CBD text not confirmed).
    const ENDGAME_LIMITS: bool = true;
    const HAND: HandWeights = hand_weights::BRAZILIAN;
    const PATTERNS: &'static [i16] = &PATTERNS;
    /// Measured apart by games (`super::levels`).
    const LEVEL_TABLE: Option<&'static LevelTable> = Some(&super::levels::BRAZILIAN);
    /// ProbCut with the wider margins (`ProbCut::WIDE`; the narrow ones cut the bench to
    /// a twelfth of its nodes and changed 2 of its 3 best moves): against the build
    /// without it, 0.1 s a move, 371 games, +113 =168 −90, Elo +21.6 ± 26.2
    /// (docs/engine.md, "Per-game prunings"). The static cut (`StaticCut::HALF_A_MAN`)
    /// on top of it: against `main`, 0.1 s a move, stopped at 214 games, +44 =124 −46,
    /// Elo −3 (−16 to +9) by pairs: not set ("Brazilian's static cut").
    const PROBCUT: Option<ProbCut> = Some(ProbCut::WIDE);
    /// Capture threats: not set, no match played (docs/engine.md, "Capture threats").
    const THREATS: Threats = Threats::OFF;
    /// A fixed move time searched to its end: against the build without it, 0.1 s a
    /// move, 400 games, +112 =195 −93, Elo +17 (−8 to +41); with International's 400
    /// games of the same search code, +22 (+5 to +39) (docs/engine.md, "A fixed move
    /// time used to its end").
    const MOVETIME_TO_THE_END: bool = true;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draughts::Draughts;

    #[test]
    fn start_position_and_first_moves() {
        let p = Position::start();
        assert_eq!(Position::from_fen("W:W21-32:B1-12").unwrap(), p);
        let moves: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        assert_eq!(moves.len(), 7);
        assert!(moves.contains(&"21-17".to_string()) && moves.contains(&"24-20".to_string()));
        assert_eq!(Position::square_number(7, 0), Some(29));
        assert_eq!(Position::PDN_GAME_TYPE, 26);
    }
}
