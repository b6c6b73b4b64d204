//! Walking and editing the record's tree beyond undo and redo: entering the variations
//! at the cursor, leaving one for the line it branched from, promoting one to the main
//! line, deleting one, and the comments and NAGs of the move shown.

use super::Record;
use super::tree::{NodeId, Note};
use crate::core::Rules;

impl<G: Rules> Record<G> {
    /// The moves the tree has after the cursor's position, the main one first.
    pub fn next_moves(&self) -> Vec<G::Move> {
        let here = self.node_at(self.cursor);
        self.tree
            .children(here)
            .iter()
            .map(|&id| self.tree.node(id).mv)
            .collect()
    }

    /// Follows the next of the moves the tree has at the cursor (after the one the
    /// current line plays, round to the main one): one ply forward into it. False when
    /// the tree has no move here.
    pub fn enter_variation(&mut self) -> bool {
        let here = self.node_at(self.cursor);
        let children = self.tree.children(here).to_vec();
        let current = self
            .line
            .get(self.cursor)
            .and_then(|id| children.iter().position(|c| c == id));
        let pick = match current {
            Some(k) => children[(k + 1) % children.len()],
            None => match children.first() {
                Some(&first) => first,
                None => return false,
            },
        };
        let mut line = self.line[..self.cursor].to_vec();
        line.push(pick);
        line.extend(self.tree.main_from(Some(pick)));
        self.set_line(line);
        self.cursor += 1;
        true
    }

    /// The ply where the innermost variation holding the move shown branches off (its
    /// first move is `line[ply]`), or `None` on the main line.
    pub fn variation_start(&self) -> Option<usize> {
        (0..self.cursor)
            .rev()
            .find(|&k| !self.tree.is_main(self.line[k]))
    }

    /// Whether the move shown is in a variation (off the main line).
    pub fn in_variation(&self) -> bool {
        self.variation_start().is_some()
    }

    /// Back to where the innermost variation branched off, the line it branched from
    /// followed on. False on the main line.
    pub fn leave_variation(&mut self) -> bool {
        let Some(at) = self.variation_start() else {
            return false;
        };
        self.cursor = at;
        self.follow_main_from_cursor();
        true
    }

    /// Makes the innermost variation holding the move shown the main line at its
    /// branch (the old main move becomes its first variation). False on the main line.
    pub fn promote_variation(&mut self) -> bool {
        let Some(at) = self.variation_start() else {
            return false;
        };
        self.tree.promote(self.line[at]);
        true
    }

    /// Deletes the innermost variation holding the move shown and goes back to where it
    /// branched off. False on the main line (the main line is never deleted this way).
    pub fn delete_variation(&mut self) -> bool {
        let Some(at) = self.variation_start() else {
            return false;
        };
        self.tree.remove(self.line[at]);
        if let Some((Some(node), _)) = self.declared
            && !self.tree.is_attached(node)
        {
            self.declared = None;
        }
        self.cursor = at;
        self.follow_main_from_cursor();
        true
    }

    /// The current line kept up to the cursor, the main moves after it.
    fn follow_main_from_cursor(&mut self) {
        let mut line = self.line[..self.cursor].to_vec();
        line.extend(self.tree.main_from(self.node_at(self.cursor)));
        self.set_line(line);
    }

    /// Makes the main line the current line, the cursor at its end.
    pub fn follow_main_line(&mut self) {
        self.set_line(self.tree.main_from(None));
        self.cursor = self.line.len();
    }

    /// What was said about ply `ply` (0-based) of the current line.
    pub fn note(&self, ply: usize) -> Option<&Note> {
        self.line.get(ply).map(|&id| &self.tree.node(id).note)
    }

    /// What was said about the move shown (the one before the cursor).
    pub fn current_note(&self) -> Option<&Note> {
        self.cursor.checked_sub(1).and_then(|k| self.note(k))
    }

    /// Sets the comment a player reads on the move shown: replaces its last comment
    /// that is not only `[%…]` commands (clock times are kept), or adds one; an empty
    /// text removes it. False at the start (there is no move to comment).
    pub fn set_comment(&mut self, text: &str) -> bool {
        let Some(id) = self.node_at(self.cursor) else {
            return false;
        };
        let after = &mut self.tree.node_mut(id).note.after;
        let text = text.trim();
        let readable = after
            .iter()
            .rposition(|c| !super::tree::without_commands(c).is_empty());
        match (readable, text.is_empty()) {
            (Some(k), true) => {
                after.remove(k);
            }
            (Some(k), false) => after[k] = text.to_string(),
            (None, false) => after.push(text.to_string()),
            (None, true) => {}
        }
        true
    }

    /// The note of a node, to fill in while reading a file.
    pub(crate) fn note_mut(&mut self, id: NodeId) -> &mut Note {
        &mut self.tree.node_mut(id).note
    }

    /// Puts back a line and cursor kept from before (reading a file's variations).
    pub(crate) fn restore_line(&mut self, line: Vec<NodeId>, cursor: usize) {
        self.set_line(line);
        self.cursor = cursor.min(self.line.len());
    }

    /// Sets a result declared after a node (reading a save).
    pub(crate) fn set_declared(&mut self, at: Option<NodeId>, result: super::GameResult) {
        self.declared = Some((at, result));
    }
}
