//! What a game can be written as besides the dama JSON save, which every game has: PDN
//! for the draughts variants (by their `GameType`), nothing more for Dameta and DamHex^3.
//! [`Formats`] is implemented once for every draughts game here, and by hand (empty) for
//! the games without PDN in the one list of games (`src/games.rs`).

use std::path::Path;

use super::save::{self, SaveError};
use super::{Record, pdn};
use crate::core::Rules;
use crate::draughts::Draughts;

/// The file formats of a game beyond the JSON save.
pub trait Formats: Rules {
    /// The PDN `GameType` number (22 Italian, 21 English, 20 International, 26
    /// Brazilian); `None` for a game PDN cannot write.
    const PDN_GAME_TYPE: Option<u8> = None;

    /// The game up to its cursor as PDN, or `None` for a game without PDN.
    fn pdn_export(record: &Record<Self>) -> Option<String> {
        let _ = record;
        None
    }

    /// Game `n` (from 1) of a PDN text, or `None` for a game without PDN.
    fn pdn_import(text: &str, n: usize, path: &Path) -> Option<Result<Record<Self>, SaveError>> {
        let _ = (text, n, path);
        None
    }
}

/// The draughts games of the family, as this crate knows them: Italian and every
/// [`Board`](crate::draughts::Board) variant. A local trait, so that the blanket impls
/// over the draughts games (formats, the screen, the editor) do not overlap the other
/// games' own impls (the rules' `Draughts` trait lives in another crate).
pub trait DraughtsGame: Draughts {}

impl DraughtsGame for crate::draughts::italian::Position {}
impl<R: crate::draughts::RuleSet> DraughtsGame for crate::draughts::Board<R> {}

impl<G: DraughtsGame> Formats for G {
    const PDN_GAME_TYPE: Option<u8> = Some(G::PDN_GAME_TYPE);

    fn pdn_export(record: &Record<G>) -> Option<String> {
        Some(pdn::export(record))
    }

    fn pdn_import(text: &str, n: usize, path: &Path) -> Option<Result<Record<G>, SaveError>> {
        Some(save::pdn_game::<G>(text, n, path))
    }
}
