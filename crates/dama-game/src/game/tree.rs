//! The moves of a game as a tree: each move a node with the position after it, what was
//! said about it (comments before and after, NAGs), and the moves that follow it, the
//! main line first and the variations after. The record ([`super::Record`]) walks a line
//! of this tree with its cursor; the tree itself knows no cursor.
//!
//! Nodes live in one arena and are named by their index; a deleted variation is only
//! unhooked from its parent (its nodes stay in the arena, reachable from nowhere), so an
//! index never changes meaning while a record lives.

use crate::core::Rules;

/// A node's index in its tree.
pub type NodeId = usize;

/// What a file or a player said about a move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Note {
    /// Numeric annotation glyphs (`$1` `!`, `$2` `?`, `$3` `!!`, `$4` `??`, `$5` `!?`,
    /// `$6` `?!`, any other number as it was written).
    pub nags: Vec<u8>,
    /// Comments written before the move (at the start of a game or of a variation).
    pub before: Vec<String>,
    /// Comments written after the move, each as it was (`[%clock …]` commands kept).
    pub after: Vec<String>,
}

impl Note {
    pub fn is_empty(&self) -> bool {
        self.nags.is_empty() && self.before.is_empty() && self.after.is_empty()
    }

    /// The comment a player reads: the comments after the move, joined, without the
    /// `[%…]` commands (clock times and the like), `None` when nothing is left.
    pub fn readable(&self) -> Option<String> {
        let text: Vec<String> = self
            .after
            .iter()
            .map(|c| without_commands(c))
            .filter(|c| !c.is_empty())
            .collect();
        (!text.is_empty()).then(|| text.join(" "))
    }

    /// The NAGs as glyphs beside a move (`!`, `?!`), the others as `$n`.
    pub fn glyphs(&self) -> String {
        let mut out = String::new();
        for &nag in &self.nags {
            match nag_glyph(nag) {
                Some(g) => out.push_str(g),
                None => out.push_str(&format!(" ${nag}")),
            }
        }
        out
    }
}

/// A comment's text without its `[%…]` commands, trimmed.
pub fn without_commands(comment: &str) -> String {
    let mut out = String::new();
    let mut rest = comment;
    while let Some(at) = rest.find("[%") {
        out.push_str(&rest[..at]);
        rest = rest[at..].find(']').map_or("", |end| &rest[at + end + 1..]);
    }
    out.push_str(rest);
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The glyph of NAGs 1 to 6, as PDN and the move list write them.
pub fn nag_glyph(nag: u8) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        _ => return None,
    })
}

/// The NAG a glyph stands for (`"?!"` → 6).
pub fn glyph_nag(glyph: &str) -> Option<u8> {
    (1..=6).find(|&n| nag_glyph(n) == Some(glyph))
}

/// One move of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node<G: Rules> {
    pub mv: G::Move,
    /// The position after the move.
    pub after: G,
    /// The move before it (`None`: the game's first move).
    pub parent: Option<NodeId>,
    /// The moves that follow, the main line first.
    pub children: Vec<NodeId>,
    pub note: Note,
}

/// Every move recorded, as a tree from the start position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree<G: Rules> {
    nodes: Vec<Node<G>>,
    /// The game's first moves, the main line's first.
    roots: Vec<NodeId>,
}

impl<G: Rules> Default for Tree<G> {
    fn default() -> Self {
        Tree {
            nodes: Vec::new(),
            roots: Vec::new(),
        }
    }
}

impl<G: Rules> Tree<G> {
    pub fn node(&self, id: NodeId) -> &Node<G> {
        &self.nodes[id]
    }

    pub fn node_mut(&mut self, id: NodeId) -> &mut Node<G> {
        &mut self.nodes[id]
    }

    /// The moves that follow `parent` (`None`: the start), the main line first.
    pub fn children(&self, parent: Option<NodeId>) -> &[NodeId] {
        match parent {
            Some(id) => &self.nodes[id].children,
            None => &self.roots,
        }
    }

    fn children_mut(&mut self, parent: Option<NodeId>) -> &mut Vec<NodeId> {
        match parent {
            Some(id) => &mut self.nodes[id].children,
            None => &mut self.roots,
        }
    }

    /// The move `mv` after `parent`, if the tree has it.
    pub fn child_with(&self, parent: Option<NodeId>, mv: &G::Move) -> Option<NodeId> {
        self.children(parent)
            .iter()
            .copied()
            .find(|&c| self.nodes[c].mv == *mv)
    }

    /// Adds `mv` (leading to `after`) as the last move following `parent`.
    pub fn add(&mut self, parent: Option<NodeId>, mv: G::Move, after: G) -> NodeId {
        let id = self.nodes.len();
        self.nodes.push(Node {
            mv,
            after,
            parent,
            children: Vec::new(),
            note: Note::default(),
        });
        self.children_mut(parent).push(id);
        id
    }

    /// The main line from `parent` on: its first move, that move's first, and so on.
    pub fn main_from(&self, parent: Option<NodeId>) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = parent;
        while let Some(&next) = self.children(at).first() {
            line.push(next);
            at = Some(next);
        }
        line
    }

    /// Whether `id` is the main move after its parent.
    pub fn is_main(&self, id: NodeId) -> bool {
        self.children(self.nodes[id].parent).first() == Some(&id)
    }

    /// Makes `id` the main move after its parent (the old main move becomes the first
    /// variation).
    pub fn promote(&mut self, id: NodeId) {
        let siblings = self.children_mut(self.nodes[id].parent);
        if let Some(at) = siblings.iter().position(|&c| c == id) {
            siblings.remove(at);
            siblings.insert(0, id);
        }
    }

    /// Unhooks `id` and every move after it from the tree.
    pub fn remove(&mut self, id: NodeId) {
        self.children_mut(self.nodes[id].parent)
            .retain(|&c| c != id);
    }

    /// Drops every move after `parent`.
    pub fn cut(&mut self, parent: Option<NodeId>) {
        self.children_mut(parent).clear();
    }

    /// Whether `id` is still reachable from the start.
    pub fn is_attached(&self, id: NodeId) -> bool {
        let mut at = id;
        loop {
            let parent = self.nodes[at].parent;
            if !self.children(parent).contains(&at) {
                return false;
            }
            match parent {
                Some(p) => at = p,
                None => return true,
            }
        }
    }

    /// Every reachable node, a parent before its children, the main line of each
    /// branch before its variations.
    pub fn preorder(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack: Vec<NodeId> = self.roots.iter().rev().copied().collect();
        while let Some(id) = stack.pop() {
            out.push(id);
            stack.extend(self.nodes[id].children.iter().rev());
        }
        out
    }

    /// The position before `id` (`start` for a first move).
    pub fn before(&self, id: NodeId, start: &G) -> G {
        match self.nodes[id].parent {
            Some(p) => self.nodes[p].after,
            None => *start,
        }
    }

    /// Whether the tree is one line with nothing said about it: no variations, no notes.
    pub fn is_plain(&self) -> bool {
        self.roots.len() <= 1
            && self
                .preorder()
                .iter()
                .all(|&id| self.nodes[id].children.len() <= 1 && self.nodes[id].note.is_empty())
    }

    /// Where `id` comes in [`preorder`](Self::preorder) (`None`: unhooked).
    pub fn canonical_place(&self, id: NodeId) -> Option<usize> {
        self.preorder().iter().position(|&o| o == id)
    }

    /// The tree in a form that does not depend on the order moves were added: for each
    /// reachable node, its parent's place in [`preorder`](Self::preorder), its move and
    /// its note.
    pub fn canonical(&self) -> Vec<(Option<usize>, G::Move, &Note)> {
        let order = self.preorder();
        let mut place = vec![0; self.nodes.len()];
        for (k, &id) in order.iter().enumerate() {
            place[id] = k;
        }
        order
            .iter()
            .map(|&id| {
                let n = &self.nodes[id];
                (n.parent.map(|p| place[p]), n.mv, &n.note)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_not_read_out() {
        assert_eq!(without_commands("[%clock w0:05:00 B0:04:58]"), "");
        assert_eq!(
            without_commands("a shot [%clock w0:01:00] wins"),
            "a shot wins"
        );
        assert_eq!(glyph_nag("?!"), Some(6));
        assert_eq!(nag_glyph(7), None);
    }
}
