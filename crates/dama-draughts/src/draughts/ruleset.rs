//! The facts that tell the 8x8/10x10 variants apart, as one trait of constants
//! ([`RuleSet`]): each variant (`english`, `brazilian`, `international`) is a unit struct
//! implementing it, with every fact citing the article of its official rules. The move
//! generator, FEN, notation and draw counters are written once against this trait and
//! monomorphised, so a fact costs nothing at run time.

use std::fmt::Debug;
use std::hash::Hash;

use super::Variant;
use super::eval_tables::EvalTables;
use super::hand_weights::HandWeights;
use super::regions::Regions;
use crate::core::{
    Futility, LateReductions, LevelTable, Offers, ProbCut, Reductions, StaticCut, Threats,
};
use crate::draughts::Color;

/// The rules of one draughts variant on the padded board, as compile-time facts, each
/// citing the article of its rules text where it is implemented ([`english::English`],
/// [`brazilian::Brazilian`], [`international::International`]).
///
/// [`english::English`]: crate::draughts::english::English
/// [`brazilian::Brazilian`]: crate::draughts::brazilian::Brazilian
/// [`international::International`]: crate::draughts::international::International
///
/// ```
/// use dama_draughts::draughts::RuleSet;
/// use dama_draughts::draughts::{english::English, international::International};
///
/// fn describe<R: RuleSet>() -> String {
///     format!("{}: {} men, flying kings {}", R::NAME, R::MAX_PIECES, R::FLYING_KINGS)
/// }
/// assert_eq!(describe::<English>(), "english: 12 men, flying kings false");
/// assert_eq!(describe::<International>(), "international: 20 men, flying kings true");
/// ```
pub trait RuleSet: Copy + Eq + Hash + Debug + Default + Send + Sync + 'static {
    /// The board.
    type Geo: EvalTables + Regions;
    /// Which variant this is (for displays and files).
    const KIND: Variant;
    /// The variant's name as saves and the CLI spell it.
    const NAME: &'static str;
    /// PDN `GameType` number.
    const PDN_GAME_TYPE: u8;
    /// The colour that moves first from the start position.
    const FIRST: Color;
    /// Men a side at the start, the most a side may have.
    const MAX_PIECES: u32;
    /// Whether men capture backward as well as forward.
    const MEN_CAPTURE_BACKWARD: bool;
    /// Whether kings fly: move and capture along a whole free diagonal.
    const FLYING_KINGS: bool;
    /// Whether the capture that takes the most pieces is compulsory (kings and men count
    /// the same); otherwise the player chooses freely among complete captures.
    const MAJORITY_CAPTURE: bool;
    /// Whether a man reaching the far row during a capture is crowned and its move ends
    /// there; otherwise it goes on capturing as a man when it can, and is crowned only
    /// if it ends its move on the far row.
    const CROWNING_ENDS_CAPTURE: bool;
    /// Plies without a capture or a man move that draw the game.
    const NO_PROGRESS_PLIES: u16;
    /// Whether the FMJD endgame limits apply (16 moves each for three kings, two kings
    /// and a man, or a king and two men against a lone king; 5 moves each for two kings,
    /// king and man, or one king against a lone king).
    const ENDGAME_LIMITS: bool;
    /// The hand-written evaluation's weights (`assets/<variant>-hand.txt`).
    const HAND: HandWeights;
    /// The pattern tables (`assets/<variant>-patterns.bin`, see `super::pattern`);
    /// empty for none.
    const PATTERNS: &'static [i16];
    /// The variant's own level table (`super::levels`), where the common one's steps
    /// were measured too narrow in its games; `None` plays the common table.
    const LEVEL_TABLE: Option<&'static LevelTable> = None;
    /// Not a rule: the endgame databases (`super::egdb`) store the distance to the end
    /// (plies, with perfect play) of every position with up to this many pieces, and
    /// win/draw/loss only above (0: win/draw/loss only).
    const EGDB_DISTANCE_PIECES: u32 = 0;
    /// Not a rule: the engine's ProbCut in this variant (`Evaluate::PROBCUT`), set where
    /// matches showed it pays; the default searches without it.
    const PROBCUT: Option<ProbCut> = None;
    /// Not a rule: the engine's static cut in this variant (`Evaluate::STATIC_CUT`), set
    /// where matches showed it pays; the default searches without it.
    const STATIC_CUT: Option<StaticCut> = None;
    /// Not a rule: the engine's schedule of late move reductions in this variant
    /// (`Evaluate::REDUCTIONS`), set where matches showed another pays.
    const REDUCTIONS: Reductions = Reductions::PLAIN;
    /// Not a rule: the engine's late move reductions by history in this variant
    /// (`Evaluate::LATE_REDUCTIONS`), set where matches showed they pay; the default
    /// reduces by the fixed schedule.
    const LATE_REDUCTIONS: Option<LateReductions> = None;
    /// Not a rule: what the engine does with capture threats in this variant
    /// (`Evaluate::THREATS`), set where matches showed it pays; the default is all off.
    const THREATS: Threats = Threats::OFF;
    /// Not a rule: the engine's futility and move-count pruning in this variant
    /// (`Evaluate::FUTILITY`), set where matches showed it pays; the default is none.
    const FUTILITY: Option<Futility> = None;
    /// Not a rule: the exchange offers the engine looks at in quiescence in this variant
    /// (`Evaluate::OFFERS`), set where matches showed it pays; the default is none.
    const OFFERS: Option<Offers> = None;
    /// Not a rule: whether the engine searches a fixed move time to its end in this
    /// variant (`Evaluate::MOVETIME_TO_THE_END`), set where matches showed it pays; the
    /// default starts no iteration past a share of the time.
    const MOVETIME_TO_THE_END: bool = false;
}

/// Plies the FMJD's 16-move endgame limit allows (16 moves each).
pub const SIXTEEN_MOVE_PLIES: u16 = 32;
/// Plies the FMJD's 5-move endgame limit allows (5 moves each).
pub const FIVE_MOVE_PLIES: u16 = 10;
