//! The exchange offers of the quiescence (`Evaluate::OFFERS`): on a constructed
//! International position, a one-ply search sees a shot behind every quiet reply only
//! when the quiescence looks at the offers. The game under test is International
//! draughts with `OFFERS` set and everything else as the variant has it, so the test
//! holds whichever games set it.

use std::sync::atomic::AtomicBool;

use dama_draughts::draughts::hand_weights::HandWeights;
use dama_draughts::draughts::international::International;
use dama_draughts::draughts::{Board, Color, RuleSet, Variant};

use crate::core::{History, LevelTable, Offers, Rules};

use super::search::search;
use super::tt::Tt;
use super::types::Limits;

/// International draughts whose quiescence looks at the offers within `M` of alpha.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
struct Offering<const M: i32>;

impl<const M: i32> RuleSet for Offering<M> {
    type Geo = <International as RuleSet>::Geo;
    const KIND: Variant = International::KIND;
    const NAME: &'static str = International::NAME;
    const PDN_GAME_TYPE: u8 = International::PDN_GAME_TYPE;
    const FIRST: Color = International::FIRST;
    const MAX_PIECES: u32 = International::MAX_PIECES;
    const MEN_CAPTURE_BACKWARD: bool = International::MEN_CAPTURE_BACKWARD;
    const FLYING_KINGS: bool = International::FLYING_KINGS;
    const MAJORITY_CAPTURE: bool = International::MAJORITY_CAPTURE;
    const CROWNING_ENDS_CAPTURE: bool = International::CROWNING_ENDS_CAPTURE;
    const NO_PROGRESS_PLIES: u16 = International::NO_PROGRESS_PLIES;
    const ENDGAME_LIMITS: bool = International::ENDGAME_LIMITS;
    const LEVEL_TABLE: Option<&'static LevelTable> = International::LEVEL_TABLE;
    const HAND: HandWeights = International::HAND;
    const PATTERNS: &'static [i16] = International::PATTERNS;
    const OFFERS: Option<Offers> = if M > 0 {
        Some(Offers { margin: M })
    } else {
        None
    };
}

/// Black to move, quiet, material even. Whatever Black plays but the two moves that
/// break it up, White has the shot 33-28 22x33 39x19 (two men for one): the man on 44
/// stops Black's capture at 33, and 32 stops 23 from taking 28 instead.
const SHOT: &str = "B:W32,33,39,44,46:B22,23,1,2,3";

/// The score (Black's view) and the best move of a one-ply search of [`SHOT`].
fn one_ply<const M: i32>() -> (i32, String) {
    let (score, best, _) = one_ply_of::<M>(SHOT);
    (score, best)
}

/// The score (the view of the side to move), the best move and the nodes of a one-ply
/// search of `fen`.
fn one_ply_of<const M: i32>(fen: &str) -> (i32, String, u64) {
    let pos = Board::<Offering<M>>::parse_position(fen).expect("fen");
    let mut tt = Tt::new(1);
    let stop = AtomicBool::new(false);
    let report = search(
        &pos,
        &History::new(),
        &Limits::depth(1),
        &mut tt,
        &stop,
        &mut |_| {},
    );
    let best = report.best.map(|m| pos.move_text(&m)).unwrap_or_default();
    (report.score, best, report.nodes)
}

#[test]
fn the_quiescence_sees_the_shot_only_with_the_offers() {
    // Without offers a quiet reply looks fine: the evaluation of the quiet position.
    let (plain, plain_best) = one_ply::<0>();
    assert!(plain > 0, "{plain} {plain_best}");
    // With them, every reply that leaves the shot is a man down, and the best of Black's
    // moves is one that breaks it up (22-27, 22-28, 23-28, 23-29), still worse.
    let (offered, best) = one_ply::<150>();
    assert!(offered < -100, "{offered} {best}");
    assert!(
        ["22-27", "22-28", "23-28", "23-29"].contains(&best.as_str()),
        "{best}"
    );
}

#[test]
fn a_king_on_the_board_turns_the_offers_off() {
    // The same position with Black's man on 3 a king: not men only, so the search with
    // offers is the search without them, score and move alike.
    let king = SHOT.replace(",3", ",K3");
    assert_eq!(one_ply_of::<150>(&king), one_ply_of::<0>(&king));
}
