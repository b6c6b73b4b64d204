//! The game's tree in a save (version 3): every move recorded, the variations too, as a
//! flat list in the order a parent comes before its moves (a list, not nested objects, so
//! that a long game never nests deeper than JSON readers allow):
//!
//! ```json
//! "tree": [
//!   {"move": "22-18"},
//!   {"move": "11-15", "parent": 0, "nags": [1], "comments": ["[%clock w0:04:58] good"]},
//!   {"move": "12-16", "parent": 0, "before": ["or"]}
//! ]
//! ```
//!
//! `parent` is the index of the move before (none: a first move), the main move listed
//! first among its parent's; `end` holds a draw agreed or a resignation after the move.
//! A save writes `tree` only when the game has more than its line of `moves` (variations,
//! comments, NAGs, moves after the line's end); `moves` and `cursor` stay the current line.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::SaveError;
use super::fields::Expected;
use crate::core::Rules;
use crate::game::{MoveProblem, Record};

/// One move of the tree in a save.
#[derive(Serialize, Deserialize)]
pub(super) struct SavedNode {
    #[serde(rename = "move")]
    mv: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    parent: Option<usize>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    nags: Vec<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    before: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    comments: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    end: Option<super::format::SavedResult>,
}

/// Whether the record's current line says all there is (no `tree` needed).
fn line_says_all<G: Rules>(game: &Record<G>) -> bool {
    let tree = game.tree();
    tree.is_plain()
        && game.line() == tree.main_from(None).as_slice()
        && game
            .declared
            .is_none_or(|(at, _)| at == game.line().last().copied())
}

/// The tree as a save writes it, or nothing when the line of `moves` says it all.
pub(super) fn write<G: Rules>(game: &Record<G>) -> Vec<SavedNode> {
    if line_says_all(game) {
        return Vec::new();
    }
    let tree = game.tree();
    let order = tree.preorder();
    let mut place = std::collections::HashMap::new();
    let mut out = Vec::with_capacity(order.len());
    for (k, &id) in order.iter().enumerate() {
        place.insert(id, k);
        let node = tree.node(id);
        let before = tree.before(id, game.start());
        let end = game
            .declared
            .and_then(|(at, r)| (at == Some(id)).then(|| super::format::saved_result::<G>(&r)));
        out.push(SavedNode {
            mv: before.move_text(&node.mv),
            parent: node.parent.and_then(|p| place.get(&p).copied()),
            nags: node.note.nags.clone(),
            before: node.note.before.clone(),
            comments: node.note.after.clone(),
            end,
        });
    }
    out
}

/// Builds the saved tree into `game` (at its start, nothing played): every move checked
/// by the game's rules from the position its parent leaves. The line is then the main
/// line, the cursor at the start; results after a move are returned to set last.
pub(super) fn read<G: Rules>(
    game: &mut Record<G>,
    nodes: &[SavedNode],
    path: &Path,
) -> Result<Vec<(usize, super::format::SavedResult)>, SaveError> {
    let mut ids = Vec::with_capacity(nodes.len());
    let mut ends = Vec::new();
    for (k, saved) in nodes.iter().enumerate() {
        let parent = match saved.parent {
            None => None,
            Some(p) if p < k => Some(ids[p]),
            Some(_) => {
                return Err(SaveError::BadField {
                    path: path.into(),
                    field: format!("tree.{k}.parent"),
                    value: saved.parent.map(|p| p.to_string()),
                    expected: Box::new(Expected::TreeParent),
                });
            }
        };
        let line: Vec<usize> = ancestors(game, parent);
        let cursor = line.len();
        game.restore_line(line, cursor);
        game.play_text(&saved.mv).map_err(|e| SaveError::BadMove {
            path: path.into(),
            number: k + 1,
            text: saved.mv.clone(),
            reason: MoveProblem::from(e),
        })?;
        let id = game.line()[game.cursor() - 1];
        let note = game.note_mut(id);
        note.nags = saved.nags.clone();
        note.before = saved.before.clone();
        note.after = saved.comments.clone();
        ids.push(id);
        if let Some(end) = &saved.end {
            ends.push((id, end.clone()));
        }
    }
    game.restore_line(Vec::new(), 0);
    Ok(ends)
}

/// The line from the start to `node`.
fn ancestors<G: Rules>(game: &Record<G>, node: Option<usize>) -> Vec<usize> {
    let mut line = Vec::new();
    let mut at = node;
    while let Some(id) = at {
        line.push(id);
        at = game.tree().node(id).parent;
    }
    line.reverse();
    line
}
