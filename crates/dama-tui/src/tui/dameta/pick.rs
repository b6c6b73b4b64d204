//! Picking a Dameta turn with the cursor and the mouse: the piece, its step, then where
//! the ball is passed (or no pass), judged by the rules' picker.

use crate::core::Rules;
use crate::dameta::geometry::square_name;
use crate::dameta::pick::{Picked, Picker, Stage};
use crate::dameta::{Position, Turn};
use crate::lang::LangText;
use crate::lang::{Lang, Localize, fill};
use crate::tui::shell::game::Selection;

pub(crate) fn select(
    pos: &Position,
    pick: &mut Option<Picker>,
    sq: u8,
    lang: Lang,
) -> Selection<Turn> {
    let t = lang.text();
    let legal = pos.legal_moves();
    let before = pick.clone().unwrap_or_default();
    let mut picker = before.clone();
    match picker.click(pos, &legal, sq) {
        Picked::Done(turn) => {
            *pick = None;
            Selection::Play(turn)
        }
        Picked::Pending => {
            let stuck = matches!(picker.stage(pos), Stage::Holder | Stage::Piece)
                && picker.targets(pos, &legal) == (0, 0);
            if stuck {
                return Selection::Refuse(fill(t.cannot_move, &[&square_name(sq)]));
            }
            *pick = (picker != Picker::new()).then_some(picker);
            Selection::Quiet
        }
        Picked::Ignored => Selection::Refuse(match before.refusal(pos, &legal, sq) {
            Some(e) => e.localize(lang),
            None => t.pick_own.to_string(),
        }),
    }
}
