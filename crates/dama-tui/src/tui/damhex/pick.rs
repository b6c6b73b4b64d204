//! Picking a DamHex^3 move with the cursor and the mouse: a piece, then each landing,
//! judged against the legal moves (a capture must be taken, the longest first).

use crate::core::Rules;
use crate::damhex::geometry::{self as geo, Cell};
use crate::damhex::words::render_damhex_move_error;
use crate::damhex::{Move, MoveError, Position};
use crate::lang::Lang;
use crate::lang::LangText;
use crate::tui::damhex::words::{damhex_cannot_move, damhex_capture_first};
use crate::tui::shell::game::Selection;

/// The seats' names in the library's errors (`damhex::MoveError`), which the player's
/// language renders.
const ERROR_NAMES: [&str; 3] = ["White", "Black", "Red"];

/// A move being picked: the piece, then the landings chosen so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct HexPick {
    pub from: Cell,
    pub landings: Vec<Cell>,
}

pub(crate) fn select(
    pos: &Position,
    pick: &mut Option<HexPick>,
    cell: Cell,
    lang: Lang,
) -> Selection<Move> {
    let moves = pos.legal_moves();
    let movable = |c: Cell| moves.iter().any(|m| m.from == c);
    if let Some(current) = pick.clone() {
        if cell == current.from {
            *pick = None;
            return Selection::Quiet;
        }
        if current.landings.is_empty() && movable(cell) {
            *pick = Some(HexPick {
                from: cell,
                landings: Vec::new(),
            });
            return Selection::Quiet;
        }
        let mut path = current.landings.clone();
        path.push(cell);
        let fits: Vec<&Move> = moves
            .iter()
            .filter(|m| m.from == current.from && m.landings().starts_with(&path))
            .collect();
        let done = match fits[..] {
            [] => None,
            [one] => Some(*one),
            _ => fits.iter().find(|m| m.landings() == path).copied().copied(),
        };
        return match done {
            Some(mv) => {
                *pick = None;
                Selection::Play(mv)
            }
            None if !fits.is_empty() => {
                *pick = Some(HexPick {
                    from: current.from,
                    landings: path,
                });
                Selection::Quiet
            }
            None => {
                let judged = judge_path(pos, current.from, &path, lang);
                if matches!(judged, Selection::Play(_)) {
                    *pick = None;
                }
                judged
            }
        };
    }
    let actor = pos.actor();
    match pos.piece_at(cell) {
        Some((seat, _)) if seat == actor => {
            if movable(cell) {
                *pick = Some(HexPick {
                    from: cell,
                    landings: Vec::new(),
                });
                Selection::Quiet
            } else if moves.first().is_some_and(Move::is_capture) {
                let list = move_list(&moves).join(", ");
                Selection::Refuse(damhex_capture_first(lang, &list))
            } else {
                Selection::Refuse(damhex_cannot_move(lang, &geo::name(cell)))
            }
        }
        Some((seat, _)) => {
            let e = if pos.is_ratto() && seat == pos.turn() {
                MoveError::RattoPending {
                    thief: ERROR_NAMES[actor],
                    victim: ERROR_NAMES[seat],
                }
            } else {
                MoveError::NotYours {
                    who: ERROR_NAMES[actor],
                    cell: geo::name(cell),
                }
            };
            Selection::Refuse(render_damhex_move_error(lang, &e))
        }
        None => Selection::Refuse(lang.text().pick_own.to_string()),
    }
}

/// Why the path from `from` through `path` is refused, by the rules' own diagnosis of
/// the same move typed; a path the notation accepts (a capture clicked at its end, when
/// only one goes there) is played.
fn judge_path(pos: &Position, from: Cell, path: &[Cell], lang: Lang) -> Selection<Move> {
    let step = path.len() == 1 && geo::direction(from, path[0]).is_some();
    let sep = if step { "-" } else { "x" };
    let mut text = geo::name(from);
    for &cell in path {
        text.push_str(sep);
        text.push_str(&geo::name(cell));
    }
    match pos.parse_move(&text) {
        Ok(mv) => Selection::Play(mv),
        Err(e) => Selection::Refuse(render_damhex_move_error(lang, &e)),
    }
}

/// A few moves as text, for a message.
pub(crate) fn move_list(moves: &[Move]) -> Vec<String> {
    let mut texts: Vec<String> = moves
        .iter()
        .take(4)
        .map(crate::damhex::text::move_text)
        .collect();
    if moves.len() > 4 {
        texts.push("…".to_string());
    }
    texts
}
